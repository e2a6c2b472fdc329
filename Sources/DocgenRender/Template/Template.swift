import DocgenMarkdown
import DocgenSupport

/// A template problem with its place in the template file.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(file):\(location.line):\(location.column): \(message)" }
}

/// A parsed template in docgen's small template language:
///
/// - `{{ page.title }}` prints a value, HTML-escaped unless docgen made it as HTML;
/// - `{% if page.description %}…{% else %}…{% end %}`, with `not` to negate;
/// - `{% for entry in nav %}…{% end %}`, with `loop.first`, `loop.last`, `loop.index`;
/// - `{% include "partials/toc.html" %}`;
/// - `{# a comment #}`.
///
/// Printing a name that does not exist is an error (a typo must not print nothing); testing it
/// with `if` is not.
public struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case output(path: [String], SourceLocation)
        case conditional(path: [String], negated: Bool, then: [Node], otherwise: [Node], SourceLocation)
        case loop(variable: String, path: [String], body: [Node], SourceLocation)
        case include(String, SourceLocation)
    }

    public let name: String
    /// The template's text, part of what decides whether a rebuild can reuse pages.
    public let source: String
    let nodes: [Node]

    public init(name: String, source: String) throws(TemplateError) {
        self.name = name
        self.source = source
        var parser = TemplateParser(name: name, source: source)
        nodes = try parser.parseAll()
    }

    /// A template of nodes parsed before (`privateCopy()`).
    init(name: String, source: String, nodes: [Node]) {
        self.name = name
        self.source = source
        self.nodes = nodes
    }
}

private struct TemplateParser {
    enum Tag {
        case output([String], SourceLocation)
        case ifTag([String], negated: Bool, SourceLocation)
        case elseTag(SourceLocation)
        case end(SourceLocation)
        case forTag(String, [String], SourceLocation)
        case include(String, SourceLocation)
    }

    let name: String
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0

    init(name: String, source: String) {
        self.name = name
        self.bytes = Array(source.utf8)
    }

    func error(_ message: String, _ location: SourceLocation) -> TemplateError {
        TemplateError(file: name, location: location, message: message)
    }

    var location: SourceLocation { SourceLocation(line: line, column: position - lineStart + 1) }

    mutating func advance(to end: Int) {
        while position < end {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    mutating func parseAll() throws(TemplateError) -> [Template.Node] {
        let (nodes, terminator) = try parseNodes()
        switch terminator {
        case nil: return nodes
        case .elseTag(let l)?: throw error("'else' outside of an 'if'", l)
        case .end(let l)?: throw error("'end' closes nothing", l)
        default: return nodes
        }
    }

    /// Parses until the end of input or an `else`/`end` tag, which it returns.
    mutating func parseNodes() throws(TemplateError) -> ([Template.Node], Tag?) {
        var nodes: [Template.Node] = []
        while position < bytes.count {
            guard let open = findOpening() else {
                nodes.append(.text(String(decoding: bytes[position...], as: UTF8.self)))
                advance(to: bytes.count)
                break
            }
            if open > position {
                nodes.append(.text(String(decoding: bytes[position..<open], as: UTF8.self)))
                advance(to: open)
            }
            let tag = try parseTag()
            switch tag {
            case nil: continue
            case .output(let path, let l)?: nodes.append(.output(path: path, l))
            case .include(let file, let l)?: nodes.append(.include(file, l))
            case .elseTag?, .end?: return (nodes, tag)
            case .ifTag(let path, let negated, let l)?:
                let (thenNodes, terminator) = try parseNodes()
                var elseNodes: [Template.Node] = []
                switch terminator {
                case .elseTag?:
                    let (rest, closing) = try parseNodes()
                    guard case .end? = closing else { throw error("'if' is never closed with {% end %}", l) }
                    elseNodes = rest
                case .end?: break
                default: throw error("'if' is never closed with {% end %}", l)
                }
                nodes.append(.conditional(path: path, negated: negated, then: thenNodes, otherwise: elseNodes, l))
            case .forTag(let variable, let path, let l)?:
                let (body, terminator) = try parseNodes()
                guard case .end? = terminator else { throw error("'for' is never closed with {% end %}", l) }
                nodes.append(.loop(variable: variable, path: path, body: body, l))
            }
        }
        return (nodes, nil)
    }

    func findOpening() -> Int? {
        var i = position
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "{") {
                let next = bytes[i + 1]
                if next == UInt8(ascii: "{") || next == UInt8(ascii: "%") || next == UInt8(ascii: "#") { return i }
            }
            i += 1
        }
        return nil
    }

    /// Parses the tag at `position`; nil for a comment.
    mutating func parseTag() throws(TemplateError) -> Tag? {
        let start = location
        let kind = bytes[position + 1]
        let closer: UInt8 = kind == UInt8(ascii: "{") ? UInt8(ascii: "}") : kind == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "#")
        var i = position + 2
        while i + 1 < bytes.count, !(bytes[i] == closer && bytes[i + 1] == UInt8(ascii: "}")) { i += 1 }
        guard i + 1 < bytes.count else { throw error("tag is never closed", start) }
        let inner = String(decoding: bytes[(position + 2)..<i], as: UTF8.self)
        advance(to: i + 2)
        if kind == UInt8(ascii: "#") { return nil }
        let words = inner.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        if kind == UInt8(ascii: "{") {
            guard words.count == 1 else { throw error("'{{ \(inner.trimmingWhitespace) }}' must be a single name such as page.title", start) }
            return .output(try path(words[0], start), start)
        }
        guard let keyword = words.first else { throw error("empty tag", start) }
        switch keyword {
        case "if":
            if words.count == 3, words[1] == "not" { return .ifTag(try path(words[2], start), negated: true, start) }
            guard words.count == 2 else { throw error("write {% if name %} or {% if not name %}", start) }
            return .ifTag(try path(words[1], start), negated: false, start)
        case "else":
            return .elseTag(start)
        case "end":
            return .end(start)
        case "for":
            guard words.count == 4, words[2] == "in" else { throw error("write {% for item in list %}", start) }
            return .forTag(words[1], try path(words[3], start), start)
        case "include":
            guard words.count == 2, words[1].count > 2, words[1].first == "\"", words[1].last == "\"" else {
                throw error("write {% include \"partials/name.html\" %}", start)
            }
            return .include(String(words[1].dropFirst().dropLast()), start)
        default:
            throw error("unknown tag '\(keyword)'; known: if, else, end, for, include", start)
        }
    }

    func path(_ word: String, _ location: SourceLocation) throws(TemplateError) -> [String] {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for part in parts where part.isEmpty || !part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
            throw error("'\(word)' is not a name", location)
        }
        return parts
    }
}
