import DocgenSupport

/// A Markdown partial a page includes, directly or through another partial: its own parse
/// (checked as the file it is, with the page's model) and the hash the page was built from.
public struct IncludedPartial: Sendable {
    /// The partial parsed alone, its `file` seen from the including page's locale folder.
    public var page: ParsedPage
    /// `ContentHash.ofSource` of its bytes.
    public var hash: String

    public var file: ContentFile { page.file }
}
