import CPCRE2
import DocgenSupport
import FoundationEssentials

/// Highlights the languages of SDK guides besides Swift and JSON (Kotlin, Java, Objective-C,
/// shell, YAML, XML and plists, JavaScript, TypeScript, Dart, diff) with chroma's grammars:
/// the regular-expression state machines Hugo highlights with (and Pygments before it), read
/// from `Grammars/lexers.json` and matched by PCRE2 with its JIT. docgen runs a grammar as
/// chroma does (`GrammarLexer`); it writes none of its own.
public struct GrammarHighlighter: CodeHighlighter {
    let lexer: GrammarLexer

    /// The grammar for a fence language (`kotlin`, `kt`, `sh`, `plist`), if there is one.
    public init?(language: String) {
        guard let lexer = GrammarLexer.named(language.lowercased()) else { return nil }
        self.lexer = lexer
    }

    public func highlight(_ code: String) -> String {
        var out = ""
        out.reserveCapacity(code.utf8.count * 2)
        var writer = TokenWriter(code: code)
        lexer.tokenize(code, into: &writer)
        writer.finish(into: &out)
        return out
    }

    /// The token types of `code` as chroma names them, adjacent ones of one type joined, for
    /// comparing with chroma's own expected output.
    static func tokens(_ code: String, language: String) -> [(type: String, value: String)] {
        guard let lexer = GrammarLexer.named(language) else { return [] }
        var collector = TokenCollector(code: code)
        lexer.tokenize(code, into: &collector)
        return collector.tokens
    }

    /// The `tok-*` class of a chroma token type, nil for plain text.
    static func tokenClass(_ type: String) -> String? {
        if let known = classes[type] { return known }
        if type.hasPrefix("LiteralString") { return "string" }
        if type.hasPrefix("LiteralNumber") { return "number" }
        if type.hasPrefix("CommentPreproc") { return "directive" }
        if type.hasPrefix("Comment") { return "comment" }
        if type.hasPrefix("Keyword") { return "keyword" }
        if type.hasPrefix("Operator") { return "operator" }
        return nil
    }

    private static let classes: [String: String] = [
        "KeywordType": "type", "KeywordConstant": "literal", "NameClass": "type", "NameBuiltin": "type", "NameException": "type",
        "NameDecorator": "attribute", "NameAttribute": "attribute", "NameTag": "key", "NameLabel": "label",
        "NameConstant": "literal", "NameBuiltinPseudo": "keyword", "NameEntity": "literal", "NameNamespace": "type",
        "Punctuation": "punctuation", "GenericInserted": "inserted", "GenericDeleted": "deleted", "GenericHeading": "heading",
        "GenericSubheading": "heading", "GenericStrong": "heading", "GenericPrompt": "keyword", "Literal": "literal", "LiteralDate": "literal",
    ]
}

/// Where a lexer's tokens go.
protocol TokenSink {
    /// The bytes `range` of the code, of chroma token type `type`.
    mutating func token(_ type: String, _ range: Range<Int>)
}

/// Tokens as HTML spans, runs of one class in one span.
struct TokenWriter: TokenSink {
    let bytes: [UInt8]
    private var run: (tokenClass: String?, range: Range<Int>)?
    private var out = ""

    init(code: String) { bytes = Array(code.utf8) }

    mutating func token(_ type: String, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let tokenClass = GrammarHighlighter.tokenClass(type)
        if let current = run, current.tokenClass == tokenClass, current.range.upperBound == range.lowerBound {
            run = (tokenClass, current.range.lowerBound..<range.upperBound)
            return
        }
        flush()
        run = (tokenClass, range)
    }

    private mutating func flush() {
        guard let current = run else { return }
        out.appendToken(Substring(String(decoding: bytes[current.range], as: UTF8.self)), class: current.tokenClass)
        run = nil
    }

    mutating func finish(into result: inout String) {
        flush()
        result += out
    }
}

/// Tokens by chroma type, for tests.
struct TokenCollector: TokenSink {
    let bytes: [UInt8]
    var tokens: [(type: String, value: String)] = []

    init(code: String) { bytes = Array(code.utf8) }

    mutating func token(_ type: String, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let value = String(decoding: bytes[range], as: UTF8.self)
        if let last = tokens.last, last.type == type {
            tokens[tokens.count - 1].value += value
        } else {
            tokens.append((type, value))
        }
    }
}

/// One grammar, compiled: per state its rules, `include`s spliced in, each pattern a PCRE2
/// regex anchored where it is tried. Shared by every thread (matching allocates its own data).
final class GrammarLexer: @unchecked Sendable {
    struct Emitter: Decodable {
        var token: String?
        var usingSelf: String?
    }

    struct RuleSpec: Decodable {
        var pattern: String?
        var emit: Emitter?
        var groups: [Emitter]?
        var push: [String]?
        var pop: Int?
        var include: String?
    }

    struct Spec: Decodable {
        var name: String
        var aliases: [String]
        var ensureNL: Bool
        var dotAll: Bool
        var notMultiline: Bool
        var caseInsensitive: Bool
        var states: [String: [RuleSpec]]
    }

    struct Rule {
        var regex: OpaquePointer?
        var groups: Int
        var spec: RuleSpec
    }

    let name: String
    let ensureNL: Bool
    private let states: [String: [Rule]]

    private init(_ spec: Spec) {
        name = spec.name
        ensureNL = spec.ensureNL
        let flags = UInt32(spec.notMultiline ? 0 : DOCGEN_REGEX_MULTILINE)
            | UInt32(spec.caseInsensitive ? DOCGEN_REGEX_CASELESS : 0)
            | UInt32(spec.dotAll ? DOCGEN_REGEX_DOTALL : 0)
        var compiled: [String: Regexes] = [:]
        func expanded(_ state: String, _ seen: Set<String>) -> [RuleSpec] {
            (spec.states[state] ?? []).flatMap { rule -> [RuleSpec] in
                guard let include = rule.include else { return [rule] }
                return seen.contains(include) ? [] : expanded(include, seen.union([include]))
            }
        }
        var states: [String: [Rule]] = [:]
        for state in spec.states.keys {
            states[state] = expanded(state, [state]).map { rule in
                let pattern = "(?:" + (rule.pattern ?? "") + ")"
                let regex = compiled[pattern]?.regex ?? Self.compile(pattern, flags: flags)
                compiled[pattern] = Regexes(regex: regex)
                return Rule(regex: regex, groups: regex.map { Int(docgen_regex_groups($0)) } ?? 0, spec: rule)
            }
        }
        self.states = states
    }

    private struct Regexes { var regex: OpaquePointer? }

    /// A pattern PCRE2 cannot compile never matches (chroma would refuse the whole grammar).
    private static func compile(_ pattern: String, flags: UInt32) -> OpaquePointer? {
        var error = [CChar](repeating: 0, count: 256)
        var pattern = pattern
        return pattern.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { docgen_regex_compile($0.baseAddress, $0.count, flags, &error, error.count) }
        }
    }

    /// The grammars, compiled on first use of each, by name and alias.
    private static let specs: [String: Spec] = {
        let decoded = (try? JSONDecoder().decode([String: Spec].self, from: Data(PackageResources.lexers_json))) ?? [:]
        var byAlias: [String: Spec] = [:]
        for (name, spec) in decoded {
            byAlias[name] = spec
            for alias in spec.aliases { byAlias[alias] = spec }
        }
        return byAlias
    }()

    private static let compiled = Locked<[String: GrammarLexer]>([:])

    static func named(_ language: String) -> GrammarLexer? {
        guard let spec = specs[language] else { return nil }
        return compiled.withLock { lexers in
            if let lexer = lexers[spec.name] { return lexer }
            let lexer = GrammarLexer(spec)
            lexers[spec.name] = lexer
            return lexer
        }
    }

    /// Runs the grammar over `code` from its root state, as chroma's `RegexLexer` does: at each
    /// place the first rule of the current state that matches there gives the tokens and the
    /// state changes; where none matches, a line break goes back to the root state and any
    /// other character is an error token.
    func tokenize<Sink: TokenSink>(_ code: String, into sink: inout Sink) {
        var bytes = Array(code.utf8)
        let added = ensureNL && bytes.last != UInt8(ascii: "\n")
        if added { bytes.append(UInt8(ascii: "\n")) }
        bytes.withUnsafeBufferPointer { buffer in
            run(buffer, range: 0..<(buffer.count - (added ? 1 : 0)), state: "root", sink: &sink)
        }
    }

    private func run<Sink: TokenSink>(_ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, state initial: String, sink: inout Sink) {
        var stack = [initial]
        var position = range.lowerBound
        var ovector = [Int64](repeating: -1, count: 64)
        // A grammar that matches nothing and changes no state would not move: stopped after as
        // many steps without progress as the stack is deep, and the character is an error.
        var stalled = 0
        let end = range.upperBound
        let pointer = UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self)
        while position < end, let state = stack.last {
            var matched: (rule: Rule, length: Int, pairs: Int)?
            for rule in states[state] ?? [] {
                guard let regex = rule.regex else { continue }
                let pairs = ovector.withUnsafeMutableBufferPointer {
                    Int(docgen_regex_match(regex, pointer, end, position, $0.baseAddress, 32))
                }
                if pairs > 0 {
                    matched = (rule, Int(ovector[1]) - position, pairs)
                    break
                }
            }
            guard let (rule, length, pairs) = matched, length > 0 || rule.spec.push != nil || rule.spec.pop != nil, stalled <= stack.count + 1 else {
                stalled = 0
                if text[position] == UInt8(ascii: "\n"), state != initial || stack.count > 1 {
                    stack = [initial]
                    continue
                }
                let next = Self.nextScalar(text, position, end)
                sink.token("Error", position..<next)
                position = next
                continue
            }
            stalled = length == 0 ? stalled + 1 : 0
            let start = position
            position += length
            if let push = rule.spec.push {
                for target in push {
                    switch target {
                    case "#pop": if !stack.isEmpty { stack.removeLast() }
                    case "#push": stack.append(state)
                    default: stack.append(target)
                    }
                }
            }
            if let depth = rule.spec.pop { stack.removeLast(min(depth, stack.count)) }
            if let emitter = rule.spec.emit {
                emit(emitter, text, start..<position, sink: &sink)
            } else if let groups = rule.spec.groups {
                // Group by group, as chroma emits them; text between groups (a grammar whose
                // groups leave gaps) is kept as plain text, so nothing of the code is lost.
                var cursor = start
                for (i, emitter) in groups.enumerated() where i + 1 < pairs {
                    let lower = Int(ovector[2 * (i + 1)]), upper = Int(ovector[2 * (i + 1) + 1])
                    guard lower >= cursor, upper >= lower else { continue }
                    if lower > cursor { sink.token("Text", cursor..<lower) }
                    emit(emitter, text, lower..<upper, sink: &sink)
                    cursor = upper
                }
                if cursor < position { sink.token("Text", cursor..<position) }
            } else if length > 0 {
                sink.token("Text", start..<position)
            }
        }
        if position < end { sink.token("Error", position..<end) }
    }

    private func emit<Sink: TokenSink>(_ emitter: Emitter, _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, sink: inout Sink) {
        if let state = emitter.usingSelf {
            run(text, range: range, state: state, sink: &sink)
        } else {
            sink.token(emitter.token ?? "Text", range)
        }
    }

    private static func nextScalar(_ text: UnsafeBufferPointer<UInt8>, _ position: Int, _ end: Int) -> Int {
        var next = position + 1
        while next < end, text[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}
