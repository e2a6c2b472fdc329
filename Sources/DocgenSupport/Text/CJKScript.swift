/// The scripts written without spaces between words, as docgen tells them apart: the search
/// index cuts such runs into pairs and words, the prose reader reads them as one run.
public enum CJKScript {
    /// Han, Hiragana and Katakana, with the iteration marks and the prolonged sound mark; not
    /// the katakana middle dot `・`, which separates words. (`templates/assets/search.js`
    /// has the same ranges, and a test runs both.)
    @inlinable
    public static func contains(_ value: UInt32) -> Bool {
        // The unified ideographs first, nearly every scalar of Chinese and most of Japanese:
        // the switch below tests its ranges in order.
        if value &- 0x4E00 <= 0x9FFF - 0x4E00 { return true }
        switch value {
        case 0x3005...0x3007,       // 々 〆 〇
             0x3041...0x309F,       // hiragana
             0x30A1...0x30FA,       // katakana
             0x30FC...0x30FF,       // ー ヽ ヾ ヿ
             0x31F0...0x31FF,       // katakana phonetic extensions
             0x3400...0x4DBF,       // CJK extension A
             0x4E00...0x9FFF,       // CJK unified ideographs
             0xF900...0xFAFF,       // CJK compatibility ideographs
             0x20000...0x3134F:     // CJK extensions B–G
            return true
        default:
            return false
        }
    }

    @inlinable
    public static func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }
}
