import DocgenSupport
/// One unit of a sentence as the claim parser sees it.
struct ClaimToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A run of Latin letters (with inner digits, hyphens, apostrophes): "non-optional", "iOS15".
        case word
        /// A count candidate: digits, full-width digits, English number words, or a
        /// Japanese/Chinese numeral that is followed by a classifier.
        case number
        /// The content of a backtick span.
        case code
        /// One kana or ideograph. Japanese and Chinese have no spaces, so phrases are
        /// matched character by character.
        case cjk
        /// Anything else that is not whitespace: punctuation, brackets, CJK punctuation.
        case symbol
    }

    enum NumberStyle: Sendable, Equatable { case digits, words, cjkNumerals }

    var kind: Kind
    /// Original text for words, numbers and code spans; empty for single characters.
    var text: String = ""
    /// Lower-cased text of a word.
    var lower: String = ""
    /// The character of a `.cjk` or `.symbol` token.
    var scalar: Unicode.Scalar = " "
    var value: Int = 0
    var numberStyle: NumberStyle = .digits
    /// False for digits that are part of a version, decimal, identifier or ordinal ("3.2", "3rd").
    var isPlausibleCount: Bool = true
    var utf8Range: Range<Int>
    var scalarRange: Range<Int>
    /// Whether whitespace separates this token from the previous one.
    var spaceBefore: Bool
}

/// Splits a sentence into ``ClaimToken``s. Whitespace is dropped; backtick spans stay whole.
struct ClaimTokenizer {
    private let scalars: [Unicode.Scalar]
    /// `utf8Offsets[i]` is the UTF-8 offset of `scalars[i]`; one extra entry holds the total.
    private let utf8Offsets: [Int]
    private var tokens: [ClaimToken] = []

    static func tokenize(_ sentence: Substring) -> (tokens: [ClaimToken], scalars: [Unicode.Scalar]) {
        var tokenizer = ClaimTokenizer(sentence)
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.scalars)
    }

    private init(_ sentence: Substring) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(sentence.utf8.count)
        offsets.reserveCapacity(sentence.utf8.count + 1)
        var offset = 0
        for scalar in sentence.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.utf8Offsets = offsets
    }

    private mutating func run() {
        var i = 0
        var spaceBefore = false
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar.properties.isWhitespace {
                spaceBefore = true
                i += 1
                continue
            }
            let start = i
            if scalar == "`", let close = scalars[(i + 1)...].firstIndex(of: "`") {
                var token = make(.code, start, close + 1, spaceBefore)
                token.text = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
                tokens.append(token)
                i = close + 1
            } else if Self.digitValue(scalar) != nil {
                i = readDigits(from: i, spaceBefore)
            } else if Self.isLatinLetter(scalar) {
                i = readWord(from: i, spaceBefore)
            } else if Self.isCJK(scalar) {
                i = readCJK(from: i, spaceBefore)
            } else {
                var token = make(.symbol, start, i + 1, spaceBefore)
                token.scalar = scalar
                tokens.append(token)
                i += 1
            }
            spaceBefore = false
        }
    }

    private func make(_ kind: ClaimToken.Kind, _ start: Int, _ end: Int, _ spaceBefore: Bool) -> ClaimToken {
        ClaimToken(kind: kind, utf8Range: utf8Offsets[start]..<utf8Offsets[end], scalarRange: start..<end, spaceBefore: spaceBefore)
    }

    private func text(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    private mutating func readDigits(from start: Int, _ spaceBefore: Bool) -> Int {
        var end = start
        var value = 0
        while end < scalars.count, let digit = Self.digitValue(scalars[end]) {
            if value < 100_000_000 { value = value * 10 + digit }
            end += 1
        }
        var token = make(.number, start, end, spaceBefore)
        token.text = text(start..<end)
        token.value = value
        token.isPlausibleCount = end - start <= 6 && !isPartOfLargerToken(start..<end) && !followsProductName
        tokens.append(token)
        return end
    }

    /// True when the number about to be read names a release: it follows "version", "v" or
    /// "SDK", or a capitalized name within the sentence ("The GRDB 4 `startImmediately`
    /// parameter", "iOS 15", "Swift 6"), which a count never does ("has 4 methods").
    private var followsProductName: Bool {
        guard let last = tokens.last, last.kind == .word, last.spaceBefore || tokens.count == 1 else { return false }
        if ["version", "versions", "v", "sdk", "release", "ios", "macos", "tvos", "watchos", "visionos", "swift", "xcode"].contains(last.lower) { return true }
        guard tokens.count > 1, let first = last.text.unicodeScalars.first else { return false }
        return first.properties.isUppercase || last.text.unicodeScalars.dropFirst().contains { $0.properties.isUppercase }
    }

    /// Words before "one" that make it a pronoun.
    private static let pronounOne: Set<String> = ["every", "each", "any", "no", "this", "that", "which", "another"]

    /// CJK characters before 一 that make it "every one", "any one", "which one".
    private static let cjkPronounOne: Set<Unicode.Scalar> = ["每", "何", "哪", "任", "另", "這", "这", "那", "ど"]

    /// Digits glued to dots, letters or separators belong to something else:
    /// a version (4.0.0), a decimal (2.5), an ordinal (3rd), a size (10ms), a ratio (1/2), a time.
    private func isPartOfLargerToken(_ range: Range<Int>) -> Bool {
        if range.lowerBound > 0, "._/#$@+-\\".unicodeScalars.contains(scalars[range.lowerBound - 1]) {
            return true
        }
        guard range.upperBound < scalars.count else { return false }
        let next = scalars[range.upperBound]
        let afterNext = range.upperBound + 1 < scalars.count ? scalars[range.upperBound + 1] : nil
        if Self.isLatinLetter(next) || next == "%" || next == "_" { return true }
        if ".,:/".unicodeScalars.contains(next), let afterNext, Self.digitValue(afterNext) != nil { return true }
        return false
    }

    private mutating func readWord(from start: Int, _ spaceBefore: Bool) -> Int {
        var end = start + 1
        while end < scalars.count {
            let scalar = scalars[end]
            if Self.isLatinLetter(scalar) || ("0"..."9").contains(scalar) {
                end += 1
            } else if "-'’_".unicodeScalars.contains(scalar), end + 1 < scalars.count, Self.isLatinLetter(scalars[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        let original = text(start..<end)
        let lower = original.lowercased()
        if let value = NumberWords.englishValue(lower) {
            // "twenty one": join with a preceding tens word separated only by spaces.
            if spaceBefore, let last = tokens.last, last.kind == .number, last.numberStyle == .words,
               let joined = NumberWords.joinEnglish(tens: last.value, unit: value) {
                tokens[tokens.count - 1].value = joined
                tokens[tokens.count - 1].utf8Range = last.utf8Range.lowerBound..<utf8Offsets[end]
                tokens[tokens.count - 1].scalarRange = last.scalarRange.lowerBound..<end
                tokens[tokens.count - 1].text = text(last.scalarRange.lowerBound..<end)
                return end
            }
            var token = make(.number, start, end, spaceBefore)
            token.text = original
            token.value = value
            token.numberStyle = .words
            // "every one of them", "each one", "the one you pass": a pronoun, not a count.
            if value == 1, let last = tokens.last, last.kind == .word, Self.pronounOne.contains(last.lower) {
                token.isPlausibleCount = false
            }
            tokens.append(token)
        } else {
            var token = make(.word, start, end, spaceBefore)
            token.text = original
            token.lower = lower
            tokens.append(token)
        }
        return end
    }

    private mutating func readCJK(from start: Int, _ spaceBefore: Bool) -> Int {
        var end = start
        while end < scalars.count, NumberWords.isCJKNumeral(scalars[end]) { end += 1 }
        // A numeral run counts only with a classifier after it; otherwise 一 is part of
        // words such as 一覧, 一部, 唯一 and must stay an ordinary character.
        if end > start, let value = NumberWords.cjkValue(scalars[start..<end]), classifierFollows(end) {
            var token = make(.number, start, end, spaceBefore)
            token.text = text(start..<end)
            token.value = value
            token.numberStyle = .cjkNumerals
            // 每一个, 任何一个, 哪一个: "every one", "any one", not a count of one.
            if value == 1, start > 0, Self.cjkPronounOne.contains(scalars[start - 1]) { token.isPlausibleCount = false }
            tokens.append(token)
            return end
        }
        var token = make(.cjk, start, start + 1, spaceBefore)
        token.scalar = scalars[start]
        tokens.append(token)
        return start + 1
    }

    private func classifierFollows(_ index: Int) -> Bool {
        var i = index
        while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 }
        guard i < scalars.count else { return false }
        return CountVocabulary.countCounters.contains(scalars[i]) || CountVocabulary.otherCounters.contains(scalars[i])
    }

    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if ("0"..."9").contains(scalar) { return Int(scalar.value - 48) }
        return NumberWords.fullWidthDigit(scalar)
    }

    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        // Accented Latin, Greek, Cyrillic; stop before the CJK blocks.
        return scalar.value < 0x2E80 && scalar.properties.isAlphabetic
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool { CJKScript.contains(scalar) }
}
