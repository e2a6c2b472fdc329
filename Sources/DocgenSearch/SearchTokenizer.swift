import DocgenSupport
import CUnicodeNormalization
import FoundationEssentials

/// Cuts text into search terms. The browser's search (`templates/assets/search.js`,
/// `tokenize`) implements the same rules, so a query is cut exactly as the pages were;
/// `SearchScriptTests` runs both on the same inputs (in node, and in headless Chromium for the
/// word breaks and stems, as a reader's browser makes them) and compares.
///
/// The rules:
/// 1. The text is normalized to NFKC, so full-width Latin and digits (`ＳＤＫ４`) become ASCII
///    and half-width katakana becomes full-width. In a Chinese locale, traditional characters
///    are then folded into simplified ones (`ChineseFolding`).
/// 2. It is cut into runs. A CJK run is a sequence of Han, Hiragana or Katakana scalars (the
///    ranges in `isCJK`); a word run is a sequence of other letters, marks and numbers
///    (general categories L*, M*, N*). Anything else separates runs.
/// 3. A CJK run of one scalar is one term; a longer run gives its overlapping bigrams
///    (`東京都` → `東京`, `京都`), so any phrase of two or more characters can be found, and
///    then its words as the locale's word break iterator cuts them (ICU's dictionary:
///    `購入を復元する` → `購入`, `を`, `復元`, `する`), so a query's words are found as words.
/// 4. A word run gives the word, lowercased scalar by scalar with the full Unicode mapping
///    and no context (so `Σ` is always `σ`), cut to its first 32 scalars. A camelCase word
///    also gives each of its parts the same way: `didFinishPurchase` → `didfinishpurchase`,
///    `did`, `finish`, `purchase`. A part starts at an uppercase letter (Lu) after a lowercase
///    letter (Ll) or a digit (Nd), or at an uppercase letter after another one when a lowercase
///    letter follows it (`URLSession` → `url`, `session`). A word or part made of ASCII letters
///    only is then replaced by its Snowball English stem (`restoring` → `restor`).
///
/// Terms come out in text order, repeats included; a run's words follow its bigrams.
public enum SearchTokenizer {
    /// A term and where it came from.
    public struct Token: Sendable, Equatable {
        public enum Kind: String, Sendable {
            /// A whole word (rule 4).
            case word = "w"
            /// A camelCase part of the word before it (rule 4).
            case part = "p"
            /// A CJK bigram, or a lone CJK character (rule 3).
            case cjk = "c"
            /// A word of a CJK run as the word break iterator cuts it (rule 3).
            case cjkWord = "j"
        }

        public var text: String
        public var kind: Kind
        /// The run the term comes from, counted from 0: a query's bigrams of one run form a phrase.
        public var run: Int
    }

    /// ASCII letters and digits, the ASCII scalars of word runs.
    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    /// Words longer than this are cut: nobody types 200 characters of a base64 string.
    public static let maxWordLength = 32

    /// The terms of `text` in a page of `locale`, in order.
    public static func tokens(_ text: String, locale: String = "en") -> [Token] {
        tokens(text, analyzer: SearchAnalyzer(locale: locale))
    }

    static func tokens(_ text: String, analyzer: SearchAnalyzer) -> [Token] {
        var result: [Token] = []
        tokenize(text, analyzer: analyzer) { bytes, kind, run in
            result.append(Token(text: String(decoding: bytes, as: UTF8.self), kind: kind, run: run))
        }
        return result
    }

    /// Calls `emit` with each term of `text` as UTF-8, in order (rules in the type's comment).
    /// The bytes are valid only during the call: the index builder hashes bytes, not Strings,
    /// whose hashing normalizes every non-ASCII key again.
    static func tokenize(_ text: String, analyzer: SearchAnalyzer, _ emit: (UnsafeBufferPointer<UInt8>, Token.Kind, Int) -> Void) {
        var text = text
        text.withUTF8 { tokenize(utf8: $0, isStable: nil, analyzer: analyzer, emit) }
    }

    /// `tokenize` on valid UTF-8; `isStable` when the caller knows whether the text is
    /// (`isStable(_:)`), nil to have it found out.
    static func tokenize(utf8 text: UnsafeBufferPointer<UInt8>, isStable known: Bool?, analyzer: SearchAnalyzer,
                         _ emit: (UnsafeBufferPointer<UInt8>, Token.Kind, Int) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var sink = ClosureSink(emit: emit)
            tokenize(utf8: text, isStable: known, analyzer: analyzer, into: &sink)
        }
    }

    /// `tokenize` into a sink, which may take a word's or a CJK run's terms from a memo of its own.
    static func tokenize<Sink: SearchTermSink>(utf8 text: UnsafeBufferPointer<UInt8>, isStable known: Bool?,
                                               analyzer: SearchAnalyzer, into sink: inout Sink) {
        if known ?? isStable(text) {
            if analyzer.foldsChinese, let folded = ChineseFolding.folded(text) {
                folded.withUnsafeBufferPointer { tokenizeStable($0, analyzer, &sink) }
            } else {
                tokenizeStable(text, analyzer, &sink)
            }
        } else {
            tokenizeScalars(normalized(String(decoding: text, as: UTF8.self)), analyzer, &sink)
        }
    }

    /// The terms of a run of two or more CJK scalars (valid UTF-8), as `tokenize` cuts it
    /// (rule 3): its bigrams, then its words.
    static func emitRun<Sink: SearchTermSink>(_ run: UnsafeBufferPointer<UInt8>, run number: Int, _ analyzer: SearchAnalyzer,
                                              into sink: inout Sink) {
        var previous = 0
        var i = UTF8Scalar.decode(run, at: 0).length
        while i < run.count {
            let length = UTF8Scalar.decode(run, at: i).length
            sink.term(UnsafeBufferPointer(rebasing: run[previous..<(i + length)]), .cjk, number)
            previous = i
            i += length
        }
        emitWords(run, run: number, analyzer, into: &sink)
    }

    /// The words of a run of two or more CJK scalars (valid UTF-8), as the analyzer's word
    /// break iterator cuts them (rule 3).
    private static func emitWords<Sink: SearchTermSink>(_ run: UnsafeBufferPointer<UInt8>, run number: Int, _ analyzer: SearchAnalyzer,
                                                        into sink: inout Sink) {
        var start = 0
        for end in analyzer.wordEnds(run) {
            let end = Int(end)
            if end > start { sink.term(UnsafeBufferPointer(rebasing: run[start..<end]), .cjkWord, number) }
            start = end
        }
    }

    /// The terms of `text` as the general path cuts them, scalar by scalar after NFKC: what
    /// `tokens` must equal whichever path it takes (for tests).
    static func tokensByScalars(_ text: String, locale: String = "en") -> [Token] {
        var result: [Token] = []
        withoutActuallyEscaping({ (bytes: UnsafeBufferPointer<UInt8>, kind: Token.Kind, run: Int) in
            result.append(Token(text: String(decoding: bytes, as: UTF8.self), kind: kind, run: run))
        }) { emit in
            var sink = ClosureSink(emit: emit)
            tokenizeScalars(normalized(text), SearchAnalyzer(locale: locale), &sink)
        }
        return result
    }

    /// The general path: `text` already normalized, cut scalar by scalar.
    private static func tokenizeScalars<Sink: SearchTermSink>(_ text: String, _ analyzer: SearchAnalyzer, _ sink: inout Sink) {
        var cutter = Cutter(analyzer: analyzer)
        for unfolded in text.unicodeScalars {
            let scalar = analyzer.foldsChinese ? Unicode.Scalar(ChineseFolding.fold(unfolded.value))! : unfolded
            // ASCII first: most of every page, even a Japanese one, and the range tests below
            // would all fail for it one by one.
            if scalar.value < 0x80 {
                if isWordByte(UInt8(scalar.value)) {
                    if cutter.previousCJK != nil { cutter.flushCJK(&sink) }
                    cutter.word.append(scalar)
                } else if !cutter.word.isEmpty || cutter.previousCJK != nil {
                    cutter.flushWord(&sink)
                    cutter.flushCJK(&sink)
                }
            } else if isCJK(scalar) {
                cutter.flushWord(&sink)
                cutter.addCJK(scalar, &sink)
            } else if isWordScalar(scalar) {
                cutter.flushCJK(&sink)
                cutter.word.append(scalar)
            } else {
                cutter.flushWord(&sink)
                cutter.flushCJK(&sink)
            }
        }
        cutter.flushWord(&sink)
        cutter.flushCJK(&sink)
    }

    /// The rules on the UTF-8 bytes, for text in which NFKC changes at most full-width ASCII
    /// (nearly every page, Japanese and Chinese ones included): no String is made, and a CJK
    /// bigram is the two scalars' bytes as they stand in the text. Every word is then ASCII,
    /// as the other scalars such text may hold are CJK or punctuation. Only for text that
    /// `isStable` accepts.
    private static func tokenizeStable<Sink: SearchTermSink>(_ bytes: UnsafeBufferPointer<UInt8>, _ analyzer: SearchAnalyzer,
                                                             _ sink: inout Sink) {
        // The word being read (full-width letters already mapped) and the term made of it.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + maxWordLength) { scratch in
            let word = scratch.baseAddress!
            let term = word + bytes.count
            var wordLength = 0
            /// Where the CJK scalar before this one starts, -1 outside a CJK run.
            var cjkStart = -1
            /// Where the CJK run starts.
            var runStart = 0
            /// Where the last CJK scalar ends (for a lone one).
            var cjkEnd = 0
            var cjkLength = 0
            var run = 0
            func flushWord() {
                guard wordLength > 0 else { return }
                sink.word(UnsafeBufferPointer(start: word, count: wordLength), term: term, run: run, analyzer)
                wordLength = 0
                run += 1
            }
            func flushCJK() {
                guard cjkStart >= 0 else { return }
                if cjkLength == 1 {
                    sink.term(UnsafeBufferPointer(rebasing: bytes[cjkStart..<cjkEnd]), .cjk, run)
                } else {
                    sink.cjkRun(UnsafeBufferPointer(rebasing: bytes[runStart..<cjkEnd]), run: run, analyzer)
                }
                cjkStart = -1
                cjkLength = 0
                run += 1
            }
            var i = 0
            let count = bytes.count
            while i < count {
                var byte = bytes[i]
                var length = 1
                if byte >= 0x80 {
                    let (value, scalarLength) = UTF8Scalar.decode(bytes, at: i)
                    length = scalarLength
                    if isCJK(value) {
                        flushWord()
                        if cjkStart < 0 { runStart = i }
                        cjkStart = i
                        cjkEnd = i + length
                        cjkLength += 1
                        i += length
                        continue
                    }
                    // NFKC maps full-width ASCII to ASCII; the ideographic space and the other
                    // scalars left (punctuation) separate runs.
                    byte = (0xFF01...0xFF5E).contains(value) ? UInt8(value - 0xFEE0) : UInt8(ascii: " ")
                }
                if isWordByte(byte) {
                    flushCJK()
                    word[wordLength] = byte
                    wordLength += 1
                    if length == 1 {
                        // The rest of an ASCII word in a loop of its own (most of the text),
                        // then copied at once.
                        let base = bytes.baseAddress!
                        var j = i &+ 1
                        while j < count && isWordByte(base[j]) { j &+= 1 }
                        (word + wordLength).update(from: base + (i &+ 1), count: j &- i &- 1)
                        wordLength &+= j &- i &- 1
                        i = j
                        continue
                    }
                } else {
                    flushWord()
                    flushCJK()
                }
                i += length
            }
            flushWord()
            flushCJK()
        }
    }

    /// Emits an ASCII word, lowercased and cut to `maxWordLength`, then its camelCase parts
    /// as `camelCaseParts` cuts them; `term` has room for `maxWordLength` bytes.
    static func emitWord<Sink: SearchTermSink>(_ word: UnsafeBufferPointer<UInt8>, term: UnsafeMutablePointer<UInt8>, run: Int,
                                                       _ analyzer: SearchAnalyzer, _ sink: inout Sink) {
        func isUpper(_ b: UInt8) -> Bool { b &- 0x41 < 26 }
        func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
        func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
        func send(_ from: Int, _ to: Int, _ kind: Token.Kind) {
            let count = min(to - from, maxWordLength)
            var letters = true
            for k in 0..<count {
                let byte = word[from + k]
                term[k] = isUpper(byte) ? byte + 0x20 : byte
                if isDigit(byte) { letters = false }
            }
            emitStemmed(UnsafeBufferPointer(start: term, count: count), isLetters: letters, kind, run, analyzer, &sink)
        }
        send(0, word.count, .word)
        var from = 0
        for j in 1..<word.count where isUpper(word[j]) {
            let before = word[j - 1]
            if isLower(before) || isDigit(before) || (isUpper(before) && j + 1 < word.count && isLower(word[j + 1])) {
                send(from, j, .part)
                from = j
            }
        }
        if from > 0 { send(from, word.count, .part) }
    }

    /// A lowercase word or part, replaced by its stem when it is made of ASCII letters only (rule 4).
    @inline(__always)
    private static func emitStemmed<Sink: SearchTermSink>(_ term: UnsafeBufferPointer<UInt8>, isLetters: Bool, _ kind: Token.Kind,
                                                          _ run: Int, _ analyzer: SearchAnalyzer, _ sink: inout Sink) {
        if isLetters && term.count > 2, let stem = analyzer.stem(term) {
            stem.withBytes { sink.term($0.assumingMemoryBound(to: UInt8.self), kind, run) }
        } else {
            sink.term(term, kind, run)
        }
    }

    /// True when every scalar of the text is one NFKC leaves alone (and that composes with
    /// nothing) or full-width ASCII: what `tokenizeStable` can cut.
    private static func isStable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let count = bytes.count
        while i < count {
            // Eight ASCII bytes at a time.
            if i + 8 <= count, ByteWord.isASCII(ByteWord.load(bytes, at: i)) {
                i += 8
                continue
            }
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            let (value, length) = UTF8Scalar.decode(bytes, at: i)
            if !isStable(value) { return false }
            i += length
        }
        return true
    }

    /// True for a scalar NFKC leaves alone (and that composes with nothing) or full-width
    /// ASCII: text of such scalars only is what `tokenizeStable` can cut.
    @inline(__always)
    static func isStable(_ value: UInt32) -> Bool {
        // Ideographs and kana first: nearly every other scalar of Japanese and Chinese.
        (0x4E00...0x9FFF).contains(value) || (0x3041...0x3096).contains(value) || (0x30A1...0x30FC).contains(value)
            || Stability.of(value) != .other
    }

    /// The state of one `tokenize` call: the word or CJK run being read. A struct rather
    /// than nested functions, whose captured variables would live in heap boxes.
    private struct Cutter {
        let analyzer: SearchAnalyzer
        var word: [Unicode.Scalar] = []
        var term: [UInt8] = []
        /// The CJK run being read, as UTF-8.
        var runBytes: [UInt8] = []
        var previousCJK: Unicode.Scalar?
        var cjkLength = 0
        var run = 0

        init(analyzer: SearchAnalyzer) {
            self.analyzer = analyzer
            word.reserveCapacity(32)
            term.reserveCapacity(64)
        }

        mutating func send<Sink: SearchTermSink>(_ kind: Token.Kind, _ sink: inout Sink) {
            let run = self.run
            if kind != .cjk, term.count > 2, term.allSatisfy({ $0 &- 0x61 < 26 }) {
                let analyzer = self.analyzer
                term.withUnsafeBufferPointer { emitStemmed($0, isLetters: true, kind, run, analyzer, &sink) }
            } else {
                term.withUnsafeBufferPointer { sink.term($0, kind, run) }
            }
            term.removeAll(keepingCapacity: true)
        }

        mutating func addCJK<Sink: SearchTermSink>(_ scalar: Unicode.Scalar, _ sink: inout Sink) {
            if let previous = previousCJK {
                appendUTF8(previous, to: &term)
                appendUTF8(scalar, to: &term)
                send(.cjk, &sink)
            } else {
                runBytes.removeAll(keepingCapacity: true)
            }
            appendUTF8(scalar, to: &runBytes)
            previousCJK = scalar
            cjkLength += 1
        }

        mutating func flushWord<Sink: SearchTermSink>(_ sink: inout Sink) {
            guard !word.isEmpty else { return }
            appendLowercased(word.prefix(maxWordLength), to: &term)
            send(.word, &sink)
            let parts = camelCaseParts(word)
            if parts.count > 1 {
                for part in parts {
                    appendLowercased(part.prefix(maxWordLength), to: &term)
                    send(.part, &sink)
                }
            }
            word.removeAll(keepingCapacity: true)
            run += 1
        }

        mutating func flushCJK<Sink: SearchTermSink>(_ sink: inout Sink) {
            guard let previous = previousCJK else { return }
            if cjkLength == 1 {
                appendUTF8(previous, to: &term)
                send(.cjk, &sink)
            } else {
                let (analyzer, number) = (self.analyzer, self.run)
                runBytes.withUnsafeBufferPointer { emitWords($0, run: number, analyzer, into: &sink) }
            }
            previousCJK = nil
            cjkLength = 0
            run += 1
        }
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        UTF8.encode(scalar) { out.append($0) }
    }

    /// NFKC, for the text `tokenizeStable` cannot cut (`ｶﾞ` → `ガ`, `①` → `1`), by the ICU
    /// beside the Swift runtime. Without it (a runtime installed without ICU) the text is
    /// indexed as written: the search then misses only the compatibility variants.
    static func normalized(_ text: String) -> String {
        let source = Array(text.utf16)
        var capacity = source.count + source.count / 2 + 16
        while true {
            var result = [UInt16](repeating: 0, count: capacity)
            let length = docgen_nfkc(source, Int32(source.count), &result, Int32(capacity))
            if length < 0 { return text }
            if Int(length) <= capacity { return String(decoding: result[..<Int(length)], as: UTF16.self) }
            capacity = Int(length)
        }
    }

    /// True for a scalar that is a whole character (grapheme cluster) unless a mark or joiner
    /// follows it, and that is no such mark or joiner itself: ASCII but CR (CR LF is one
    /// character), and the scalars `Stability` knows, none of them marks.
    static func isStandalone(_ value: UInt32) -> Bool {
        value < 0x80 ? value != 0x0D : Stability.of(value) != .other
    }

    private enum Stability {
        /// NFKC leaves it alone and it never composes with a neighbour.
        case stable
        /// Full-width ASCII (`（`, `Ａ`) or the ideographic space: NFKC maps each to one ASCII
        /// scalar, which composes with nothing unless a mark follows (and a mark is `other`).
        case fullWidth
        case other

        static func of(_ value: UInt32) -> Stability {
            switch value {
            case 0x00...0x7F,           // ASCII
                 0x2010, 0x2013...0x2016, 0x2018...0x2023,  // dashes, quotes, bullets
                 0x3001...0x3002,       // 、。
                 0x3008...0x3011,       // 〈〉《》「」『』【】
                 0x3014...0x301B,       // 〔〕〖〗〘〙〚〛
                 0x3041...0x3096,       // hiragana (precomposed; combining marks 3099/309A excluded)
                 0x30A1...0x30FC,       // katakana, ・, ー
                 0x3400...0x4DBF,       // CJK extension A
                 0x4E00...0x9FFF:       // CJK unified ideographs
                return .stable
            case 0x3000, 0xFF01...0xFF5E:
                return .fullWidth
            default:
                return .other
            }
        }
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool { CJKScript.contains(scalar.value) }

    @inline(__always)
    private static func isCJK(_ value: UInt32) -> Bool { CJKScript.contains(value) }

    /// CJK characters, their punctuation and the full-width forms: written without spaces
    /// between them, and twice as wide as Latin letters.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool { isWide(scalar.value) }

    static func isWide(_ value: UInt32) -> Bool {
        isCJK(value) || (0x3000...0x303F).contains(value) || (0xFF00...0xFFEF).contains(value)
    }

    /// Letters, marks and numbers (general categories L*, M*, N*).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The camelCase parts of a word (rule 4); one part when it has no inner boundary.
    static func camelCaseParts(_ word: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        // Most words have no uppercase letter after the first: one part, nothing allocated.
        guard word.dropFirst().contains(where: isUpper) else { return [word[...]] }
        var parts: [ArraySlice<Unicode.Scalar>] = []
        var start = 0
        for i in word.indices.dropFirst() where isUpper(word[i]) {
            let before = word[i - 1]
            let startsWord = isLower(before) || isDigit(before)
                || (isUpper(before) && i + 1 < word.count && isLower(word[i + 1]))
            if startsWord {
                parts.append(word[start..<i])
                start = i
            }
        }
        parts.append(word[start...])
        return parts
    }

    // ASCII first: the category lookup is the slowest step of indexing English.
    private static func isUpper(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? (0x41...0x5A).contains(s.value) : s.properties.generalCategory == .uppercaseLetter
    }
    private static func isLower(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? (0x61...0x7A).contains(s.value) : s.properties.generalCategory == .lowercaseLetter
    }
    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? (0x30...0x39).contains(s.value) : s.properties.generalCategory == .decimalNumber
    }

    /// Scalar by scalar, so the result never depends on context (JavaScript's `toLowerCase`
    /// of a whole string would turn a final `Σ` into `ς`).
    private static func appendLowercased(_ scalars: ArraySlice<Unicode.Scalar>, to out: inout [UInt8]) {
        for scalar in scalars {
            if scalar.isASCII {
                let v = UInt8(scalar.value)
                out.append(v >= 0x41 && v <= 0x5A ? v + 0x20 : v)
            } else {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { appendUTF8(lower, to: &out) }
            }
        }
    }
}

/// Where `SearchTokenizer` sends the terms it cuts, in order.
protocol SearchTermSink {
    /// One term as UTF-8, valid only during the call, with its kind and run.
    mutating func term(_ bytes: UnsafeBufferPointer<UInt8>, _ kind: SearchTokenizer.Token.Kind, _ run: Int)
    /// A run of two or more CJK scalars (valid UTF-8): its bigrams, then its words
    /// (`SearchTokenizer.emitRun`), unless the sink knows them already.
    mutating func cjkRun(_ bytes: UnsafeBufferPointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer)
    /// A word of ASCII letters and digits as the text has it: its terms (`SearchTokenizer.emitWord`,
    /// which needs `term`, room for `SearchTokenizer.maxWordLength` bytes), unless the sink
    /// knows them already.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, term: UnsafeMutablePointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer)
}

extension SearchTermSink {
    mutating func cjkRun(_ bytes: UnsafeBufferPointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer) {
        SearchTokenizer.emitRun(bytes, run: run, analyzer, into: &self)
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, term: UnsafeMutablePointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer) {
        SearchTokenizer.emitWord(bytes, term: term, run: run, analyzer, &self)
    }
}

/// A sink that hands each term to a closure.
struct ClosureSink: SearchTermSink {
    let emit: (UnsafeBufferPointer<UInt8>, SearchTokenizer.Token.Kind, Int) -> Void

    func term(_ bytes: UnsafeBufferPointer<UInt8>, _ kind: SearchTokenizer.Token.Kind, _ run: Int) {
        emit(bytes, kind, run)
    }
}
