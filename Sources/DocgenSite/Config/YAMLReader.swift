import DocgenMarkdown
import DocgenSupport
import CYAML

/// A YAML syntax error at a line and column of the text that was read.
public struct YAMLError: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
    /// True when the document was refused for its size or nesting (`YAMLReader.Limits`), not
    /// for its syntax.
    public var isOverLimit = false

    public init(message: String, location: SourceLocation, isOverLimit: Bool = false) {
        self.message = message
        self.location = location
        self.isOverLimit = isOverLimit
    }
}

/// Reads one YAML document with libyaml's event parser. The only file that sees libyaml.
public enum YAMLReader {
    /// The most bytes one document may have, and how deeply it may nest, checked before libyaml
    /// sees it: libyaml takes time quadratic in the nesting (100,000 levels took 26 s) and in
    /// large documents, and docgen's YAML (front matter, the config, UI strings) is small.
    public struct Limits: Sendable {
        public var bytes: Int
        public var depth: Int

        public init(bytes: Int, depth: Int = 64) {
            self.bytes = bytes
            self.depth = depth
        }

        /// Front matter: a few hundred bytes, a translation record of a page with many sections a few KiB.
        public static let frontMatter = Limits(bytes: 64 * 1024)
        /// The config and UI strings files.
        public static let file = Limits(bytes: 1024 * 1024)
    }

    /// Parses `text`; locations are shifted by `lineOffset` so they point into the enclosing file.
    /// An empty document reads as an empty mapping. A document over `limits` is an error at its
    /// first line (too large) or at the line that nests too deeply.
    public static func read(_ text: String, lineOffset: Int = 0, limits: Limits = .file) throws(YAMLError) -> YAMLNode {
        try check(text, lineOffset: lineOffset, limits: limits)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw YAMLError(message: "cannot initialise the YAML parser", location: SourceLocation(line: 1 + lineOffset, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(lineOffset: lineOffset)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    // Point at the construct that is broken (where the unclosed list starts)
                    // when libyaml names one, not where it gave up, which is often a later line.
                    var mark = parser.problem_mark
                    var message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    if let context = parser.context.map({ String(cString: $0) }) {
                        message += " " + context + " that starts here"
                        mark = parser.context_mark
                    }
                    throw YAMLError(message: message, location: SourceLocation(
                        line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try builder.handle(&event)
                if builder.finished { break }
            }
            return builder.root ?? .mapping([], SourceLocation(line: 1 + lineOffset, column: 1))
        }
    }

    /// The size and nesting guard: one pass over the bytes, counting flow brackets outside
    /// quotes and comments, and block levels by indentation.
    static func check(_ text: String, lineOffset: Int, limits: Limits) throws(YAMLError) {
        let count = text.utf8.count
        guard count <= limits.bytes else {
            throw YAMLError(message: "it is \(count / 1024) KiB; docgen reads at most \(limits.bytes / 1024) KiB of it",
                            location: SourceLocation(line: 1 + lineOffset, column: 1), isOverLimit: true)
        }
        var line = 1
        var indents: [Int] = []
        var column = 0
        var atLineStart = true
        var flow = 0
        var quote: UInt8?
        var inComment = false
        for byte in text.utf8 {
            if byte == 0x0A {
                line += 1
                column = 0
                atLineStart = true
                inComment = false
                if quote == UInt8(ascii: "'") { quote = nil }
                continue
            }
            if atLineStart {
                if byte == 0x20 || byte == UInt8(ascii: "-") && flow == 0 {
                    column += 1
                    continue
                }
                atLineStart = false
                if byte != UInt8(ascii: "#") && flow == 0 {
                    while let last = indents.last, last >= column { indents.removeLast() }
                    indents.append(column)
                }
            }
            if inComment { continue }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
            default: break
            }
            if flow + indents.count > limits.depth {
                throw YAMLError(message: "it nests more than \(limits.depth) levels deep here",
                                location: SourceLocation(line: line + lineOffset, column: column + 1), isOverLimit: true)
            }
        }
    }

    private struct Builder {
        enum Frame {
            case sequence([YAMLNode], SourceLocation)
            case mapping([YAMLEntry], pendingKey: (String, SourceLocation)?, SourceLocation)
        }

        let lineOffset: Int
        var stack: [Frame] = []
        var root: YAMLNode?
        var finished = false

        init(lineOffset: Int) {
            self.lineOffset = lineOffset
        }

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
        }

        mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) {
            let loc = location(event.start_mark)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                try add(.scalar(value, quoted: scalar.plain_implicit == 0, loc))
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence([], loc))
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping([], pendingKey: nil, loc))
            case YAML_SEQUENCE_END_EVENT:
                guard case .sequence(let items, let l)? = stack.popLast() else { return }
                try add(.sequence(items, l))
            case YAML_MAPPING_END_EVENT:
                guard case .mapping(let entries, _, let l)? = stack.popLast() else { return }
                try add(.mapping(entries, l))
            case YAML_ALIAS_EVENT:
                throw YAMLError(message: "YAML aliases are not supported here", location: loc)
            case YAML_DOCUMENT_END_EVENT:
                finished = true
            default:
                break
            }
        }

        mutating func add(_ node: YAMLNode) throws(YAMLError) {
            guard let frame = stack.popLast() else {
                root = node
                return
            }
            // The frame is consumed, so its list is the case's alone when it grows: else every
            // item appended copies all the items before it (a theme's strings file is a mapping
            // of dozens).
            switch consume frame {
            case .sequence(var items, let l):
                items.append(node)
                stack.append(.sequence(items, l))
            case .mapping(var entries, let pending, let l):
                if let (key, keyLoc) = pending {
                    entries.append(YAMLEntry(key: key, keyLocation: keyLoc, value: node))
                    stack.append(.mapping(entries, pendingKey: nil, l))
                } else {
                    guard case .scalar(let key, _, let keyLoc) = node else {
                        throw YAMLError(message: "a mapping key must be a plain value, not \(node.kindName)", location: node.location)
                    }
                    stack.append(.mapping(entries, pendingKey: (key, keyLoc), l))
                }
            }
        }
    }
}
