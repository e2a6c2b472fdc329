import DocgenSupport
/// Extracts count claims ("The protocol has 15 methods; 4 of them must be implemented",
/// "`.flow` 共有 21 个参数，其中 7 个没有默认值") from guide prose in English, Japanese and
/// Chinese, so `docgen check` can compare them with the compiled API.
///
/// The input is plain text in which inline code spans appear as their content wrapped in
/// backticks. Extraction is heuristic and errs towards silence: a number becomes a claim
/// only when it is attached to a counted noun (method, parameter, メソッド, 参数…) or is a
/// subset of one named earlier in the sentence.
public enum CountClaimExtractor {
    /// Splits a paragraph's plain text into sentences (., !, ?, 。, ！, ？, and line ends of list
    /// items; not on ; or ， or 、), returning each sentence with its UTF-8 offset in the paragraph.
    ///
    /// Periods inside backtick spans, numbers ("3.2") and abbreviations ("e.g.") do not end a
    /// sentence. Surrounding whitespace is trimmed; empty sentences are dropped.
    public static func sentences(in paragraph: String) -> [(text: Substring, utf8Offset: Int)] {
        ClaimSentenceSplitter.sentences(in: paragraph)
    }

    /// The count claims in one sentence, in the order their numbers appear.
    ///
    /// Offsets in the returned claims are relative to the start of `sentence`; add the
    /// sentence's offset from ``sentences(in:)`` for a paragraph offset.
    public static func claims(in sentence: Substring) -> [CountClaim] {
        var read = ClaimSentence(sentence)
        return claims(in: &read)
    }

    /// The same, tokenizing through `sentence` (whose tokens the other extractors share).
    static func claims(in sentence: inout ClaimSentence) -> [CountClaim] {
        // This runs on every sentence of large sites; almost none name a counted noun.
        guard mentionsCountedNoun(sentence.text) else { return [] }
        let (tokens, scalars) = sentence.tokens()
        guard tokens.contains(where: { $0.kind == .number && $0.isPlausibleCount }) else { return [] }
        return ClaimParser(tokens: tokens, scalars: scalars).claims()
    }

    /// Whether any counted-noun stem occurs in the sentence's bytes (ASCII case-insensitively).
    /// A byte scan is far cheaper than tokenizing, and a false positive only costs time.
    static func mentionsCountedNoun(_ sentence: Substring) -> Bool {
        sentence.utf8.withContiguousStorageIfAvailable { containsStem($0) }
            ?? Array(sentence.utf8).withUnsafeBufferPointer { containsStem($0) }
    }

    /// One pass over the bytes: only at a pair of bytes that starts some stem (ASCII-folded,
    /// looked up in a bit set: no array is loaded for the other bytes) are the stems starting
    /// with its first byte compared.
    private static func containsStem(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 2 else { return false }
        // The stems' first bytes, as four words in registers: most bytes are let go on one test.
        let (f0, f1, f2, f3) = stemFirstBytes
        return stemPairs.withUnsafeBufferPointer { pairs in
            for i in 0..<(count - 1) {
                let first = fold(bytes[i])
                let word = first < 0x80 ? (first < 0x40 ? f0 : f1) : (first < 0xC0 ? f2 : f3)
                guard word & (1 << UInt64(first & 63)) != 0 else { continue }
                let pair = Int(first) << 8 | Int(fold(bytes[i + 1]))
                guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                for stem in stemsByFirstByte[pair >> 8] where stem.count <= count - i {
                    var k = 1
                    while k < stem.count, fold(bytes[i + k]) == stem[k] { k += 1 }
                    if k == stem.count { return true }
                }
            }
            return false
        }
    }

    /// `CountVocabulary.fastPathStems` by their first byte.
    private static let stemsByFirstByte: [[[UInt8]]] = {
        var buckets = [[[UInt8]]](repeating: [], count: 256)
        for stem in CountVocabulary.fastPathStems { buckets[Int(stem[0])].append(stem) }
        return buckets
    }()

    /// The stems' first bytes, as bits of a 256-bit set.
    private static let stemFirstBytes: (UInt64, UInt64, UInt64, UInt64) = {
        var bits = [UInt64](repeating: 0, count: 4)
        for stem in CountVocabulary.fastPathStems { bits[Int(stem[0]) >> 6] |= 1 << UInt64(stem[0] & 63) }
        return (bits[0], bits[1], bits[2], bits[3])
    }()

    /// The stems' first two bytes, as bits of a 65,536-bit set (every stem has two or more).
    private static let stemPairs: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1024)
        for stem in CountVocabulary.fastPathStems {
            let pair = Int(stem[0]) << 8 | Int(stem[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// ASCII upper case to lower case; other bytes unchanged (UTF-8 continuation bytes are ≥ 0x80).
    @inline(__always)
    private static func fold(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }
}
