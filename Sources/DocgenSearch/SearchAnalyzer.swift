import CSearchText
import DocgenSupport

/// What cutting text into search terms needs beyond the rules of `SearchTokenizer`: the
/// locale's word breaks for Japanese and Chinese (ICU's dictionary-based word break iterator)
/// and English stems (Snowball), each remembered, as the same phrases and words come back on
/// page after page. One per thread: a render worker keeps one for all the pages it renders.
///
/// The browser's half (`templates/assets/search.js`) cuts a query with `Intl.Segmenter` (ICU
/// too) and stems it with the same Snowball release compiled to JavaScript
/// (`templates/assets/snowball-english.js`); `SearchScriptTests` runs both on the sample
/// site's sentences.
public final class SearchAnalyzer {
    /// The page language: Chinese text is folded to simplified characters (`ChineseFolding`),
    /// and ICU is asked for this locale's word breaks.
    public let locale: String
    let foldsChinese: Bool
    private let icuLocale: [CChar]
    /// The memos: runs and words numbered by `SearchTermTable` (a Swift dictionary would hash
    /// every word of the site with SipHash), and what each number's run or word gave.
    private var breakKeys = SearchTermTable(capacity: 1024)
    private var breaks: [[Int32]] = []
    private var stemKeys = SearchTermTable(capacity: 4096)
    private var stems: [SearchTerm] = []
    private var utf16: [UInt16] = []
    /// The term counts of the pages this analyzer indexes (`SearchDocument`).
    var collector: SearchDocument.Collector?
    private var ends: [Int32] = []
    /// Entries kept before a memo is emptied: enough for every phrase of a large site's
    /// repeated text, little memory.
    static let memoLimit = 200_000

    public init(locale: String) {
        self.locale = locale
        foldsChinese = locale == "zh" || locale.hasPrefix("zh-") || locale.hasPrefix("zh_")
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        icuLocale = Array(language.utf8CString)
    }

    /// The end of each word of a run of CJK scalars (valid UTF-8), as byte offsets into it,
    /// by ICU's word break iterator; the whole run as one word when ICU is not at hand.
    func wordEnds(_ run: UnsafeBufferPointer<UInt8>) -> [Int32] {
        let key = SearchTerm(run)
        let number = breakKeys.number(of: key)
        if number < breaks.count { return breaks[number] }
        // To UTF-16 for ICU, remembering where each unit's scalar starts in the bytes.
        utf16.removeAll(keepingCapacity: true)
        var byteOffsets: [Int32] = []
        byteOffsets.reserveCapacity(run.count / 3 + 2)
        var i = 0
        while i < run.count {
            let (value, length) = UTF8Scalar.decode(run, at: i)
            if value > 0xFFFF {
                utf16.append(UInt16(0xD800 + ((value - 0x10000) >> 10)))
                utf16.append(UInt16(0xDC00 + ((value - 0x10000) & 0x3FF)))
                byteOffsets.append(Int32(i))
                byteOffsets.append(Int32(i))
            } else {
                utf16.append(UInt16(value))
                byteOffsets.append(Int32(i))
            }
            i += length
        }
        byteOffsets.append(Int32(run.count))
        if ends.count < utf16.count + 1 { ends = Array(repeating: 0, count: utf16.count + 1) }
        let count = utf16.withUnsafeBufferPointer { text in
            ends.withUnsafeMutableBufferPointer { out in
                docgen_word_ends(icuLocale, text.baseAddress, Int32(text.count), out.baseAddress, Int32(out.count))
            }
        }
        var result: [Int32]
        if count <= 0 {
            result = [Int32(run.count)]
        } else {
            result = (0..<Int(count)).map { byteOffsets[Int(ends[$0])] }
        }
        breaks.append(result)
        if breaks.count >= Self.memoLimit {
            breakKeys = SearchTermTable(capacity: 1024)
            breaks.removeAll(keepingCapacity: true)
        }
        return result
    }

    /// The Snowball English stem of a lowercase ASCII word, or nil when it is the word itself.
    func stem(_ word: UnsafeBufferPointer<UInt8>) -> SearchTerm? {
        let key = SearchTerm(word)
        let number = stemKeys.number(of: key)
        if number < stems.count {
            let known = stems[number]
            return known == key ? nil : known
        }
        let stemmed: SearchTerm = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count + 8) { out in
            let length = docgen_stem_english(word.baseAddress, Int32(word.count), out.baseAddress, Int32(out.count))
            return length < 0 ? key : SearchTerm(UnsafeBufferPointer(rebasing: out[..<Int(length)]))
        }
        stems.append(stemmed)
        if stems.count >= Self.memoLimit {
            stemKeys = SearchTermTable(capacity: 4096)
            stems.removeAll(keepingCapacity: true)
        }
        return stemmed == key ? nil : stemmed
    }
}
