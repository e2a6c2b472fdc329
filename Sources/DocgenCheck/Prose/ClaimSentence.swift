/// A sentence as the claim extractors read it: its text, and its tokens, made the first time
/// an extractor needs them and then shared by the others. Most sentences are never tokenized:
/// each extractor's byte tests turn them away first.
struct ClaimSentence {
    let text: Substring
    private var tokenized: (tokens: [ClaimToken], scalars: [Unicode.Scalar])?

    init(_ text: Substring) {
        self.text = text
    }

    /// The sentence's tokens and scalars (`ClaimTokenizer.tokenize`), made once.
    mutating func tokens() -> (tokens: [ClaimToken], scalars: [Unicode.Scalar]) {
        if let tokenized { return tokenized }
        let made = ClaimTokenizer.tokenize(text)
        tokenized = made
        return made
    }
}
