import DocgenSupport
/// Reads the ways a guide spells a small count: English number words and
/// Japanese/Chinese numerals. Digits are read by the tokenizer directly.
enum NumberWords {
    private static let englishUnits: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
        "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19,
    ]
    private static let englishTens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// The value of one lower-cased English word: "fifteen", "twenty", "twenty-one".
    /// Two-word forms ("twenty one") are joined by the tokenizer with ``joinEnglish(tens:unit:)``.
    static func englishValue(_ word: String) -> Int? {
        if let unit = englishUnits[word] { return unit }
        if let tens = englishTens[word] { return tens }
        // Hyphenated compounds: only tens-unit pairs; "one-time" or "two-step" are not counts.
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let tens = englishTens[String(parts[0])],
              let unit = englishUnits[String(parts[1])], (1...9).contains(unit)
        else { return nil }
        return tens + unit
    }

    /// "twenty" followed by "one" reads as 21; anything else does not combine.
    static func joinEnglish(tens: Int, unit: Int) -> Int? {
        guard tens >= 20, tens <= 90, tens % 10 == 0, (1...9).contains(unit) else { return nil }
        return tens + unit
    }

    /// Whether `scalar` can be part of a Japanese/Chinese numeral.
    static func isCJKNumeral(_ scalar: Unicode.Scalar) -> Bool {
        cjkDigit(scalar) != nil || scalar == "十" || scalar == "百"
    }

    private static func cjkDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "〇", "零": 0
        case "一": 1
        case "二", "两", "兩": 2
        case "三": 3
        case "四": 4
        case "五": 5
        case "六": 6
        case "七": 7
        case "八": 8
        case "九": 9
        default: nil
        }
    }

    /// The value of a run of Japanese/Chinese numerals: 十五 = 15, 二十一 = 21, 一百零五 = 105.
    /// Positional runs without 十/百 (二〇二四) read digit by digit, as years are written.
    static func cjkValue(_ scalars: some Collection<Unicode.Scalar>) -> Int? {
        guard !scalars.isEmpty else { return nil }
        var total = 0
        var pending: Int? = nil
        var sawMultiplier = false
        for scalar in scalars {
            if let digit = cjkDigit(scalar) {
                if let previous = pending, !sawMultiplier {
                    pending = previous * 10 + digit
                } else {
                    pending = digit
                }
            } else if scalar == "十" || scalar == "百" {
                let multiplier = scalar == "十" ? 10 : 100
                // A bare 十 means "one ten"; 二十 means "two tens".
                total += (pending ?? 1) * multiplier
                pending = nil
                sawMultiplier = true
            } else {
                return nil
            }
        }
        return total + (pending ?? 0)
    }

    /// The value of a full-width digit (０–９), or nil.
    static func fullWidthDigit(_ scalar: Unicode.Scalar) -> Int? {
        guard (0xFF10...0xFF19).contains(scalar.value) else { return nil }
        return Int(scalar.value - 0xFF10)
    }
}
