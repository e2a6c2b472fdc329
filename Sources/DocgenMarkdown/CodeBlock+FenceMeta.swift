extension CodeBlock {
    /// The Docusaurus/Starlight options written after the language (`title="…"`,
    /// `showLineNumbers`, `{1,3-5}`, `ins={…}`, `del={…}`), read from `info` on each use.
    public var meta: FenceMeta { FenceMeta(info: info) }

    /// `title="AppDelegate.swift"`.
    public var title: String? { meta.title }
    /// `showLineNumbers` (or `showLineNumbers=5`).
    public var showLineNumbers: Bool { meta.showLineNumbers }
    /// The number of the first line when the fence gives one.
    public var lineNumbersStart: Int? { meta.lineNumbersStart }
    /// `{1,3-5}`: the lines to highlight, 1-based.
    public var highlightedLines: [ClosedRange<Int>] { meta.highlightedLines }
    /// `ins={…}`.
    public var insertedLines: [ClosedRange<Int>] { meta.insertedLines }
    /// `del={…}`.
    public var deletedLines: [ClosedRange<Int>] { meta.deletedLines }
}
