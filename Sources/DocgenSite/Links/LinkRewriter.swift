import DocgenSupport

/// Rewrites a link or image destination written in Markdown into the URL the page should carry.
public protocol LinkRewriter {
    mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String
    /// The links that follow were written in `partial` (a Markdown partial's path from the
    /// site's root, put in the page), or in the page itself (nil): where problems are told.
    mutating func writing(in partial: String?)
}

extension LinkRewriter {
    public mutating func writing(in partial: String?) {}
}
