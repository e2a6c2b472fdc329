import DocgenSupport

/// Rewrites a link or image destination written in Markdown into the URL the page should carry.
public protocol LinkRewriter {
    mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String
}
