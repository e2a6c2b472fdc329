import DocgenSupport

/// What one marker in the converted source stands for: the MDX constructs the scanner read at
/// that place, in order (a flow line may hold several tags: `<Tabs><TabItem value="a">`), and
/// their source, line by line.
struct MDXGroup: Sendable {
    enum Event: Sendable {
        case tag(MDXTag)
        /// Text to keep: a string-literal expression's value, or a `<` that starts no tag but
        /// that cmark would have read as raw HTML.
        case text(String, SourceLocation)
        /// ESM, an HTML comment, an expression that is code or a comment: not content.
        case nothing
    }

    var events: [Event]
    /// The constructs' source on each line the marker covers, for putting it back where cmark
    /// read a marker as code (which only a disagreement about a code span's extent can cause).
    var sourceLines: [String]
}
