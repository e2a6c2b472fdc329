import CCmarkArena
import CCmarkGFM
import DocgenSupport

/// Parses GitHub-flavoured Markdown with cmark-gfm (tables, strikethrough, autolinks, task
/// lists, tag filter) into a `MarkdownDocument`. The only file that sees cmark's C API.
public struct MarkdownParser: Sendable {
    /// The admonition kinds Docusaurus and Starlight know.
    public static let admonitionKinds: Set<String> = ["note", "tip", "info", "important", "warning", "caution", "danger"]

    /// How deeply block quotes, lists, emphasis, links and images may nest, counted together.
    /// Every pass over the tree recurses, so a page of 100,000 `>` would overflow the stack;
    /// deeper content is a `too-deep` error at the first construct past the limit and is not
    /// converted. Real pages stay far below it.
    public static let maxNesting = 128

    public init() {}

    /// True once pages' inline phases run on every core at once (after the first parse, where
    /// cmark-gfm's special characters could be pinned: `InlinePhase`).
    package static var parsesInlinesInParallel: Bool { InlinePhase.isParallel }

    /// Whether cmark-gfm takes the line at `line` (`length` bytes, ending with its line end,
    /// `line[length]` writable) as one more row of an open table, by the table extension's own
    /// test (`library`) or by the cheaper one docgen gives it (`cmark_table_rows.c`); nil when
    /// the library's test is not known. For tests.
    package static func continuesTable(_ line: UnsafeMutablePointer<UInt8>, length: Int, library: Bool) -> Bool? {
        _ = Extensions.shared
        let answer = docgen_cmark_table_row_continues(line, Int32(length), library ? 1 : 0)
        return answer < 0 ? nil : answer == 1
    }

    /// Source positions, raw HTML kept (docgen sanitizes it), footnotes.
    static let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES

    /// Pages up to this size are parsed in the thread's arena (`docgen_cmark_arena`); larger
    /// ones, whose parse would hold every intermediate buffer until the end, with malloc.
    static let arenaLimit = 1 << 20

    /// Parses a page's body. With `.mdx`, MDX's constructs are read first (`MDXScanner`) and
    /// what cmark reads in between is folded into components; `.markdown` pages never go near
    /// that path.
    public func parse(_ text: String, syntax: Syntax = .markdown) -> MarkdownDocument {
        // Inputs on which cmark-gfm's time or memory would grow faster than the page are not
        // handed to it (`MarkdownBudget`), whatever their syntax: the MDX conversion keeps
        // every line, so the budget measured on the page holds for what cmark would read.
        if let problem = MarkdownBudget.problem(in: text) { return MarkdownDocument(blocks: [], problems: [problem]) }
        switch syntax {
        case .markdown:
            return parse(cmarkInput: text, mdx: nil)
        case .mdx:
            let conversion = MDXScanner.convert(text)
            return parse(cmarkInput: conversion.source, mdx: conversion)
        }
    }

    /// The nearest line before `close` (within 200) that is `::kind` (a kind docgen knows, then
    /// a title or nothing): an admonition's opening with two colons, with the kind.
    static func opensWithTwoColons(before close: Int, in lines: TextLines) -> (line: Int, kind: String)? {
        var line = close - 1
        while line >= max(1, close - 200) {
            if let text = lines.line(line) {
                let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == ">" }
                if trimmed.hasPrefix(":::") { return nil }
                if trimmed.hasPrefix("::") {
                    let kind = trimmed.dropFirst(2).prefix { $0.isLetter }
                    let rest = trimmed.dropFirst(2 + kind.count)
                    if admonitionKinds.contains(String(kind)), rest.isEmpty || rest.first == " " || rest.first == "[" || rest.first == "{" {
                        return (line, String(kind))
                    }
                }
            }
            line -= 1
        }
        return nil
    }

    private func parse(cmarkInput text: String, mdx: MDXConversion?) -> MarkdownDocument {
        let markers = mdx.map { AdmonitionMarkers(source: text, openings: $0.admonitions, closeLines: $0.admonitionCloseLines) }
            ?? AdmonitionMarkers(scanning: text)
        let usesArena = markers.source.utf8.count <= Self.arenaLimit
        let parser = (usesArena ? cmark_parser_new_with_mem(Self.options, docgen_cmark_arena())
                                : cmark_parser_new(Self.options))!
        // Last: the arena goes only once cmark is done with every node.
        defer { if usesArena { docgen_cmark_arena_reset() } }
        defer { cmark_parser_free(parser) }
        for ext in Extensions.shared.all {
            cmark_parser_attach_syntax_extension(parser, ext)
        }
        // The String's own bytes, with their length: cmark reads no terminating NUL.
        var source = markers.source
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let root = InlinePhase.run { cmark_parser_finish(parser)! }
        defer { cmark_node_free(root) }

        var converter = Converter(markers: markers, mdx: mdx)
        let blocks = converter.blocks(of: root)
        let folded = converter.fold(blocks)
        var lines: TextLines?
        for line in converter.unmatchedCloses {
            if lines == nil { lines = TextLines(markers.source) }
            var message = "':::' closes no admonition"
            // `::note` for `:::note`: the opening a colon short, which Markdown reads as text.
            if let (opening, kind) = Self.opensWithTwoColons(before: line, in: lines!) {
                message += "; '::\(kind)' on line \(opening) has two colons, so it opened none (write ':::\(kind)')"
            }
            converter.problems.append(MarkdownProblem(
                kind: .strayAdmonitionClose, location: SourceLocation(line: line, column: mdx?.map.original(line: line, column: 1) ?? 1),
                message: message))
        }
        guard let mdx else { return MarkdownDocument(blocks: folded, problems: converter.problems) }
        // The scanner's problems and the fold's, in the order of the page.
        let problems = (mdx.problems + converter.problems).enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        return MarkdownDocument(blocks: folded, problems: problems, imports: mdx.imports, exports: mdx.exports)
    }
}

/// cmark-gfm keeps its table of special characters in a global, which every parse fills with
/// its extensions' characters (`~`, `:`, `w`) as its inline phase begins and clears as it ends,
/// so a parse finishing on one core would take strikethrough and autolinks away from a page
/// whose inlines another core is parsing (github/cmark-gfm#176). `CCmarkArena` pins those
/// characters in the table at the first parse (`cmark_special_characters.c`); from then on
/// inline phases run on every core. Until then, or where the pin cannot take (another build of
/// the library), one inline phase runs at a time.
enum InlinePhase {
    /// Held for tens of microseconds a page: a waiter spins a little before it sleeps.
    private static let lock = Locked((), spinsBeforeSleeping: true)

    static func run<T>(_ body: () -> T) -> T {
        if isParallel { return body() }
        return lock.withLockHeld { body() }
    }

    /// True once the inline phases of several parses may run at once.
    static var isParallel: Bool { docgen_cmark_special_characters_pinned() != 0 }
}

/// cmark-gfm's core extensions, registered once per process.
private final class Extensions: Sendable {
    static let shared = Extensions()
    nonisolated(unsafe) let all: [OpaquePointer]

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        let names = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]
        all = names.compactMap { name in cmark_find_syntax_extension(name) }
        // A cheaper test of whether a line continues a table (cmark_table_rows.c).
        if let table = cmark_find_syntax_extension("table") { _ = docgen_cmark_table_rows_install(table) }
    }
}

/// Walks cmark's tree into docgen's (the only code that reads cmark nodes), then folds the
/// markers of admonitions and MDX constructs into their blocks (`Converter+Fold.swift`).
struct Converter {
    let markers: AdmonitionMarkers
    /// The MDX page's conversion, when the page is MDX: its markers are folded, and every
    /// position cmark reports is mapped through its column map.
    let mdx: MDXConversion?
    var problems: [MarkdownProblem] = []
    var unmatchedCloses: [Int] = []
    /// Nesting of the node being converted, and where the enclosing block starts (inline
    /// nodes may have no position of their own).
    var depth = 0
    var blockLocation = SourceLocation(line: 1, column: 1)
    var tooDeep = false
    /// The source's lines, made at the first fenced block in a list item or quote.
    var lines: TextLines?

    init(markers: AdmonitionMarkers, mdx: MDXConversion?) {
        self.markers = markers
        self.mdx = mdx
    }

    func location(_ node: OpaquePointer) -> SourceLocation {
        // cmark-gfm leaves some nodes its extensions make without a position (line or column
        // 0): an email autolink, the empty cells that pad a short table row, the paragraph it
        // cuts off before a table. That paragraph starts where the table does; the others
        // take the position of the nearest ancestor that has one. (Found by fuzzing.)
        var positioned = node
        if cmark_node_get_start_line(node) == 0, let next = cmark_node_next(node), typeString(next) == "table" {
            positioned = next
        }
        while cmark_node_get_start_line(positioned) == 0 || cmark_node_get_start_column(positioned) == 0,
              let parent = cmark_node_parent(positioned) {
            positioned = parent
        }
        let line = Int(cmark_node_get_start_line(positioned)), column = Int(cmark_node_get_start_column(positioned))
        return SourceLocation(line: line, column: mdx?.map.original(line: line, column: column) ?? column)
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    func typeString(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    /// The line a fenced block ends on when no closing fence ends it, or nil when one does.
    /// A block of the page closes on the line after its code (`literal`'s lines); cmark ends
    /// an unclosed one in a list item or quote with its container, on a line that is not a
    /// fence of the block's character at least as long as the opening one.
    mutating func unclosedEnd(_ node: OpaquePointer, literal: String, length: Int, character: UInt8) -> Int? {
        let start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
        guard start > 0, end >= start else { return nil }
        guard end > start else { return end }
        if cmark_node_get_type(cmark_node_parent(node)) == CMARK_NODE_DOCUMENT {
            var codeLines = 0
            for byte in literal.utf8 where byte == UInt8(ascii: "\n") { codeLines += 1 }
            return end - start == codeLines + 1 ? nil : end
        }
        if lines == nil { lines = TextLines(markers.source) }
        guard let line = lines?.line(end)?.utf8 else { return nil }
        // A block quote's `>` and the indentation of a list item come before the fence.
        let rest = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
        let run = rest.prefix { $0 == character }.count
        let closes = run >= length && rest.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return closes ? nil : end
    }

    mutating func blocks(of node: OpaquePointer) -> [Block] {
        var result: [Block] = []
        var child = cmark_node_first_child(node)
        while let c = child {
            if let block = block(c) { result.append(block) }
            child = cmark_node_next(c)
        }
        return result
    }

    /// Enters one level of nesting at `node`; false (and one `too-deep` problem per page) past
    /// the limit, in which case the caller converts no children.
    mutating func enter(_ node: OpaquePointer) -> Bool {
        guard depth < MarkdownParser.maxNesting else {
            if !tooDeep {
                tooDeep = true
                let here = location(node)
                problems.append(MarkdownProblem(
                    kind: .tooDeep, location: here.line > 0 ? here : blockLocation,
                    message: tooDeepMessage))
            }
            return false
        }
        depth += 1
        return true
    }

    mutating func block(_ node: OpaquePointer) -> Block? {
        let loc = location(node)
        blockLocation = loc
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(of: node), loc)
        case CMARK_NODE_HEADING:
            var content = inlines(of: node)
            let (explicitID, malformed) = Self.takeExplicitID(&content)
            if let malformed {
                problems.append(MarkdownProblem(
                    kind: .malformedHeadingID, location: loc,
                    message: "'\(malformed)' is not a heading id: an id is letters, digits, '-', '_' and '.', without spaces; the heading's id is made from its text"))
            }
            return .heading(Heading(level: Int(cmark_node_get_heading_level(node)), content: content,
                                    explicitID: explicitID, location: loc))
        case CMARK_NODE_BLOCK_QUOTE:
            guard enter(node) else { return .blockQuote([], loc) }
            defer { depth -= 1 }
            return .blockQuote(fold(blocks(of: node)), loc)
        case CMARK_NODE_LIST:
            let kind: ListKind = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
            guard enter(node) else { return .list(kind, tight: true, items: [], loc) }
            defer { depth -= 1 }
            var items: [ListItem] = []
            var child = cmark_node_first_child(node)
            while let item = child {
                let task: Bool? = cmark_node_get_syntax_extension(item) != nil
                    ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
                items.append(ListItem(task: task, blocks: fold(blocks(of: item)), location: location(item)))
                child = cmark_node_next(item)
            }
            return .list(kind, tight: cmark_node_get_list_tight(node) != 0, items: items, loc)
        case CMARK_NODE_CODE_BLOCK:
            // cmark writes through all three out-parameters without checking them.
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            let code = string(cmark_node_get_literal(node)), info = string(cmark_node_get_fence_info(node))
            var isClosed = true
            if fenced, let end = unclosedEnd(node, literal: code, length: Int(length), character: UInt8(bitPattern: character)) {
                isClosed = false
                // Code alone up to the end of its container renders as it would closed.
                if SwallowedMarkdown.found(in: code, info: info) {
                    let fence = String(repeating: Character(Unicode.Scalar(UInt8(bitPattern: character))), count: Int(length))
                    let container = cmark_node_get_type(cmark_node_parent(node)) == CMARK_NODE_DOCUMENT ? "the page" : "its list item or quote"
                    problems.append(MarkdownProblem(
                        kind: .unclosedFence, location: loc,
                        message: "this \(fence) fence is never closed, so the code block runs to the end of \(container) (line \(end)); "
                            + "close it with \(fence) on a line of its own"))
                }
            }
            return .code(CodeBlock(info: info,
                                   code: mdx?.restoringSource(in: code) ?? code,
                                   location: loc, isFenced: fenced, isClosed: isClosed))
        case CMARK_NODE_HTML_BLOCK:
            return .html(string(cmark_node_get_literal(node)), loc)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(loc)
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            guard enter(node) else { return .footnoteDefinition(label: string(cmark_node_get_literal(node)), [], loc) }
            defer { depth -= 1 }
            return .footnoteDefinition(label: string(cmark_node_get_literal(node)), fold(blocks(of: node)), loc)
        default:
            if typeString(node) == "table" {
                return .table(table(node), loc)
            }
            // An extension block we do not know: keep its inline content readable.
            return .paragraph(inlines(of: node), loc)
        }
    }

    mutating func table(_ node: OpaquePointer) -> Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [TableAlignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for i in 0..<columns {
                switch UInt8(raw[i]) {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var rows: [TableRow] = []
        var nextRow = cmark_node_first_child(node)
        while let row = nextRow {
            // cmark-gfm pads a short row with empty cells that have no source position
            // (column 0); they are placed at their row.
            let rowLocation = location(row)
            var cells: [TableCell] = []
            cells.reserveCapacity(columns)
            var nextCell = cmark_node_first_child(row)
            while let cell = nextCell {
                cells.append(TableCell(content: inlines(of: cell), location: cmark_node_get_start_column(cell) > 0 ? location(cell) : rowLocation))
                nextCell = cmark_node_next(cell)
            }
            rows.append(TableRow(cells: cells, location: rowLocation))
            nextRow = cmark_node_next(row)
        }
        let header = rows.isEmpty ? TableRow(cells: [], location: location(node)) : rows.removeFirst()
        return Table(alignments: alignments, header: header, rows: rows)
    }

    mutating func inlines(of node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let c = child {
            if let inline = inline(c) { result.append(inline) }
            child = cmark_node_next(c)
        }
        // Only HTML and code spans may hold the conversion's markers: the other lists (most
        // of a page) are kept as they are, without naming their container.
        guard mdx != nil, result.contains(where: Self.mayHoldMarker) else { return result }
        let container: String
        switch typeString(node) {
        case "emph": container = "emphasis"
        case "table_cell": container = "table cell"
        case let other: container = other
        }
        return foldInlines(result, in: container)
    }

    /// The children of a nesting inline (emphasis, link…), or none past the nesting limit.
    mutating func nested(_ node: OpaquePointer) -> [Inline] {
        guard enter(node) else { return [] }
        defer { depth -= 1 }
        return inlines(of: node)
    }

    mutating func inline(_ node: OpaquePointer) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis(nested(node))
        case CMARK_NODE_STRONG: return .strong(nested(node))
        case CMARK_NODE_LINK:
            return .link(destination: restored(string(cmark_node_get_url(node))), title: restored(string(cmark_node_get_title(node))),
                         nested(node), location(node))
        case CMARK_NODE_IMAGE:
            return .image(source: restored(string(cmark_node_get_url(node))), title: restored(string(cmark_node_get_title(node))),
                          alt: nested(node), location(node))
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)), location(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(label: string(cmark_node_get_literal(node)))
        default:
            if typeString(node) == "strikethrough" { return .strikethrough(nested(node)) }
            return .text(string(cmark_node_get_literal(node)))
        }
    }

    /// A link's destination or title, with any MDX marker in it put back as its source.
    func restored(_ text: String) -> String {
        mdx?.restoringSource(in: text) ?? text
    }

    /// Removes a trailing `{#id}` from a heading's text and returns the id. Translation tools
    /// escape the braces (`\{#id\}`), which cmark splits into text nodes of their own, so the
    /// text nodes that end the heading are read together; a `{#id}` in a code span is code.
    /// A trailing `{#…}` that is no id (`{#two words}`, `{#}`) is removed too, as Docusaurus
    /// removes it, and returned as `malformed` so that it is reported rather than published.
    static func takeExplicitID(_ content: inout [Inline]) -> (id: String?, malformed: String?) {
        var first = content.count
        while first > 0, case .text = content[first - 1] { first -= 1 }
        guard first < content.count else { return (nil, nil) }
        var text = ""
        for case .text(let s) in content[first...] { text += s }
        guard text.hasSuffix("}"), let brace = text.indices.last(where: { text[$0] == "{" && text[text.index(after: $0)...].first == "#" }) else {
            return (nil, nil)
        }
        let idStart = text.index(brace, offsetBy: 2)
        let id = text[idStart..<text.index(before: text.endIndex)]
        var rest = String(text[..<brace])
        while rest.last == " " { rest.removeLast() }
        content.removeSubrange(first...)
        if !rest.isEmpty { content.append(.text(rest)) }
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else {
            return (nil, String(text[brace...]))
        }
        return (String(id), nil)
    }
}
