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

    /// One pass over the bytes: at each byte that starts some stem (ASCII-folded), only the
    /// stems starting with it are compared.
    private static func containsStem(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        return stemsByFirstByte.withUnsafeBufferPointer { buckets in
            for i in 0..<count {
                let bucket = buckets[Int(fold(bytes[i]))]
                guard !bucket.isEmpty else { continue }
                for stem in bucket where stem.count <= count - i {
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

    /// ASCII upper case to lower case; other bytes unchanged (UTF-8 continuation bytes are ≥ 0x80).
    @inline(__always)
    private static func fold(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }
}
