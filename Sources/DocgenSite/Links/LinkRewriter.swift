import DocgenSupport

/// Rewrites a link or image destination written in Markdown into the URL the page should carry.
public protocol LinkRewriter {
    mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String
    /// The links that follow were written in `partial` (a Markdown partial's path from the
    /// site's root, put in the page), or in the page itself (nil): where problems are told.
    mutating func writing(in partial: String?)
    /// The text to show for an autolink to `destination` whose text is the destination itself,
    /// when the site knows better (a DocC `<doc:Article>` shows the article's title); nil keeps it.
    func autolinkText(for destination: String) -> String?
}

extension LinkRewriter {
    public mutating func writing(in partial: String?) {}
    public func autolinkText(for destination: String) -> String? { nil }
}
