import DocgenSupport

/// The byte-level grammar of MDX's constructs, all of it in one place: JSX tags (after
/// micromark-extension-mdx-jsx), `{expressions}` (micromark-extension-mdx-expression, with
/// braces counted outside JavaScript strings, template literals and comments as acorn would
/// see them), and the few JavaScript tokens ESM and string-literal expressions need.
/// `MDXScanner` decides where these constructs may start (flow or text); this reads one.
///
/// Every reader is a loop over a cursor, never recursion, so no input nests it deeper than the
/// heap allows, and each consumes what it reads: the scanner never reads a byte twice but for
/// a failed flow attempt that falls back to text.
enum MDXGrammar {
    /// What `tag` read.
    enum TagScan {
        case tag(MDXTag)
        /// A `<` that starts no tag and is text: MDX's `a < b` (whitespace after `<`), and,
        /// where MDX reports an error, `<3`, `<!x`, `</3` (nothing that can start a name).
        case notATag
        /// A tag that breaks the grammar at `at` (the cursor stops there).
        case invalid(String, at: SourceLocation)
    }

    // MARK: Tags

    /// Reads a tag at `<`: `<Name attr="v" attr='v' attr={expr} bool {...spread}>`, `</Name>`,
    /// `<Name />`, members `<Tabs.Item>`, namespaces `<svg:rect>`, fragments `<>` and `</>`,
    /// with whitespace and line ends anywhere but right after `<`.
    static func tag(_ c: inout MDXCursor) -> TagScan {
        let start = c.location
        c.advance()  // <
        guard let first = c.peek, first != Byte.space, first != Byte.tab, first != Byte.lf, first != Byte.cr else {
            return .notATag
        }
        var kind = MDXTag.Kind.opening
        if first == Byte.slash {
            kind = .closing
            c.advance()
            c.skipWhitespace()
        }
        var name = ""
        if c.peek == Byte.gt {
            // A fragment: `<>` or `</>`.
        } else if isIdentifierStart(c) {
            name = identifier(&c)
            c.skipWhitespace()
            if c.peek == Byte.dot {
                while c.peek == Byte.dot {
                    c.advance()
                    c.skipWhitespace()
                    guard isIdentifierStart(c) else { return .invalid("expected a name after '.' in '<\(name)'", at: c.location) }
                    name += "." + identifier(&c)
                    c.skipWhitespace()
                }
            } else if c.peek == Byte.colon {
                c.advance()
                c.skipWhitespace()
                guard isIdentifierStart(c) else { return .invalid("expected a name after ':' in '<\(name)'", at: c.location) }
                name += ":" + identifier(&c)
                c.skipWhitespace()
            }
        } else {
            return .notATag
        }
        let written = kind == .closing ? "</\(name)" : "<\(name)"
        var attributes: [JSXAttribute] = []
        while true {
            c.skipWhitespace()
            guard let b = c.peek else {
                return .invalid("'\(written)' is not closed with '>' before the end of its paragraph", at: c.location)
            }
            switch b {
            case Byte.gt:
                c.advance()
                return .tag(MDXTag(kind: kind, name: name, attributes: attributes, location: start))
            case Byte.slash:
                guard kind == .opening else { return .invalid("a closing tag cannot also be self-closing ('\(written)/>')", at: c.location) }
                c.advance()
                c.skipWhitespace()
                guard c.peek == Byte.gt else { return .invalid("expected '>' after '/' in '\(written)'", at: c.location) }
                c.advance()
                return .tag(MDXTag(kind: .selfClosing, name: name, attributes: attributes, location: start))
            case Byte.lbrace:
                guard kind == .opening, !name.isEmpty else {
                    return .invalid("'\(written)' cannot have attributes", at: c.location)
                }
                let at = c.location
                guard let source = expression(&c) else { return .invalid("the attribute expression in '\(written)' is never closed with '}'", at: at) }
                switch classify(source) {
                case .empty, .comment:
                    continue  // `{/* a note */}` between attributes: nothing
                case .literal, .code:
                    let text = trimmed(source)
                    guard text.starts(with: [Byte.dot, Byte.dot, Byte.dot]) else {
                        return .invalid("an attribute written as an expression must be a spread, '{...props}'", at: at)
                    }
                    attributes.append(JSXAttribute(name: "", value: .spread(string(trimmed(text.dropFirst(3)))), location: at))
                }
            default:
                guard isIdentifierStart(c) else {
                    return .invalid("unexpected '\(character(at: c))' in '\(written)'", at: c.location)
                }
                guard kind == .opening, !name.isEmpty else {
                    return .invalid("'\(written)' cannot have attributes", at: c.location)
                }
                let at = c.location
                var attributeName = identifier(&c)
                c.skipWhitespace()
                if c.peek == Byte.colon {
                    c.advance()
                    c.skipWhitespace()
                    guard isIdentifierStart(c) else { return .invalid("expected a name after ':' in '\(attributeName):'", at: c.location) }
                    attributeName += ":" + identifier(&c)
                    c.skipWhitespace()
                }
                guard c.peek == Byte.equals else {
                    attributes.append(JSXAttribute(name: attributeName, value: .boolean, location: at))
                    continue
                }
                c.advance()
                c.skipWhitespace()
                switch c.peek {
                case Byte.quote?, Byte.apostrophe?:
                    let quote = c.peek!
                    let valueStart = c.location
                    c.advance()
                    var value: [UInt8] = []
                    while let v = c.peek, v != quote {
                        value.append(v)
                        c.advance()
                    }
                    guard c.peek == quote else {
                        return .invalid("the value of '\(attributeName)' is never closed with \(quote == Byte.quote ? "'\"'" : "\"'\"")", at: valueStart)
                    }
                    c.advance()
                    attributes.append(JSXAttribute(name: attributeName, value: .string(decodingReferences(value)), location: at))
                case Byte.lbrace?:
                    let valueStart = c.location
                    guard let source = expression(&c) else {
                        return .invalid("the value of '\(attributeName)' is never closed with '}'", at: valueStart)
                    }
                    attributes.append(JSXAttribute(name: attributeName, value: .expression(string(source)), location: at))
                default:
                    return .invalid("the value of '\(attributeName)' must be quoted (\"…\" or '…') or an expression ({…})", at: c.location)
                }
            }
        }
    }

    /// Whether the cursor is at a character that can start a JavaScript identifier: an ASCII
    /// letter, `$`, `_`, or a non-ASCII scalar with Unicode's ID_Start.
    static func isIdentifierStart(_ c: MDXCursor) -> Bool {
        guard let b = c.peek else { return false }
        if b < 0x80 { return Byte.isASCIILetter(b) || b == Byte.dollar || b == Byte.underscore }
        return scalar(at: c)?.properties.isIDStart ?? false
    }

    /// Reads an identifier and its continuation (JSX also allows `-`: `data-id`, `aria-label`).
    static func identifier(_ c: inout MDXCursor) -> String {
        var bytes: [UInt8] = []
        while let b = c.peek {
            if b < 0x80 {
                guard Byte.isASCIILetter(b) || Byte.isDigit(b) || b == Byte.dollar || b == Byte.underscore || b == Byte.minus else { break }
                bytes.append(b)
                c.advance(1)
            } else {
                guard let (scalar, length) = decodedScalar(at: c), bytes.isEmpty ? scalar.properties.isIDStart : scalar.properties.isIDContinue else { break }
                for k in 0..<length { bytes.append(c.text[c.pos + k]) }
                c.advance(length)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Expressions

    /// Reads an expression at `{` to its matching `}` and returns the source between them, or
    /// nil when the limit comes first. Braces are counted outside strings (`'…'`, `"…"`, which
    /// end at a line end as in JavaScript), template literals (with `${…}` nested to any depth)
    /// and comments (`//…`, `/*…*/`). Regular expression literals are not told apart from
    /// division: a brace or quote inside one miscounts (acorn, which MDX uses, would know).
    static func expression(_ c: inout MDXCursor) -> [UInt8]? {
        enum Frame { case code(depth: Int), template }
        c.advance()  // {
        var source: [UInt8] = []
        var frames: [Frame] = [.code(depth: 0)]
        func take(_ c: inout MDXCursor) {
            source.append(c.peek!)
            c.advance()
        }
        while let b = c.peek {
            switch frames[frames.count - 1] {
            case .code(let depth):
                switch b {
                case Byte.lbrace:
                    frames[frames.count - 1] = .code(depth: depth + 1)
                case Byte.rbrace:
                    if depth == 0 {
                        frames.removeLast()
                        if frames.isEmpty {
                            c.advance()
                            return source
                        }
                    } else {
                        frames[frames.count - 1] = .code(depth: depth - 1)
                    }
                case Byte.quote, Byte.apostrophe:
                    take(&c)
                    while let s = c.peek, s != b, s != Byte.lf {
                        if s == Byte.backslash, c.peek(1) != nil, c.peek(1) != Byte.lf { take(&c) }
                        take(&c)
                    }
                    guard c.peek != nil else { return nil }
                    if c.peek == b { take(&c) }
                    continue
                case Byte.backtick:
                    frames.append(.template)
                case Byte.slash where c.peek(1) == Byte.slash:
                    while let s = c.peek, s != Byte.lf { take(&c) }
                    continue
                case Byte.slash where c.peek(1) == Byte.star:
                    take(&c)
                    take(&c)
                    while c.peek != nil, !(c.peek == Byte.star && c.peek(1) == Byte.slash) { take(&c) }
                    guard c.peek != nil else { return nil }
                    take(&c)
                    take(&c)
                    continue
                default:
                    break
                }
            case .template:
                switch b {
                case Byte.backtick:
                    frames.removeLast()
                case Byte.backslash where c.peek(1) != nil:
                    take(&c)
                case Byte.dollar where c.peek(1) == Byte.lbrace:
                    take(&c)
                    frames.append(.code(depth: 0))
                default:
                    break
                }
            }
            take(&c)
        }
        return nil
    }

    /// What an expression holds, as far as docgen cares.
    enum ExpressionKind: Equatable {
        /// Nothing but whitespace: `{}`.
        case empty
        /// Only comments: `{/* a translator's note */}`.
        case comment
        /// A single string literal, `{'text'}`, `{"text"}` or `` {`text`} `` without `${`: its
        /// value, which is rendered as text (JSX's `{' '}` for a space is the common case).
        case literal(String)
        /// Anything else: JavaScript that docgen does not run, and renders as nothing.
        case code
    }

    /// Classifies an expression's source (what `expression` returned).
    static func classify(_ source: [UInt8]) -> ExpressionKind {
        source.withUnsafeBufferPointer { buffer in
            var lexer = JSLexer(text: buffer, range: 0..<buffer.count)
            guard let first = lexer.next() else { return lexer.sawComment ? .comment : .empty }
            guard lexer.next() == nil else { return .code }
            if case .string(let value) = first.kind { return .literal(value) }
            if case .template(let value?) = first.kind { return .literal(value) }
            return .code
        }
    }

    // MARK: JavaScript tokens

    /// A JavaScript token, as ESM statements and literal expressions need them.
    struct JSToken {
        enum Kind: Equatable {
            case name(String)
            /// A string literal's value, escapes read (`\n`, `\'`, `\u{…}`…).
            case string(String)
            /// A template literal; its value when it has no `${…}`.
            case template(String?)
            /// Any other character (punctuation, a digit…), one at a time.
            case other(UInt8)
        }

        var kind: Kind
        /// Offsets of the token in the text.
        var start: Int
        var end: Int
        /// Whether a line end comes between this token and the previous one.
        var followsLineEnd: Bool
    }

    /// Reads JavaScript tokens, skipping whitespace and comments.
    struct JSLexer {
        let text: UnsafeBufferPointer<UInt8>
        var pos: Int
        let end: Int
        private(set) var sawComment = false

        init(text: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
            self.text = text
            self.pos = range.lowerBound
            self.end = range.upperBound
        }

        mutating func next() -> JSToken? {
            var sawLineEnd = false
            while pos < end {
                let b = text[pos]
                if b == Byte.lf { sawLineEnd = true; pos += 1 }
                else if b == Byte.space || b == Byte.tab || b == Byte.cr || b == Byte.verticalTab || b == Byte.formFeed { pos += 1 }
                else if b == 0xC2, pos + 1 < end, text[pos + 1] == 0xA0 { pos += 2 }
                else if b == Byte.slash, pos + 1 < end, text[pos + 1] == Byte.slash {
                    sawComment = true
                    while pos < end, text[pos] != Byte.lf { pos += 1 }
                } else if b == Byte.slash, pos + 1 < end, text[pos + 1] == Byte.star {
                    sawComment = true
                    pos += 2
                    while pos < end, !(text[pos] == Byte.star && pos + 1 < end && text[pos + 1] == Byte.slash) {
                        if text[pos] == Byte.lf { sawLineEnd = true }
                        pos += 1
                    }
                    pos = min(pos + 2, end)
                } else {
                    break
                }
            }
            guard pos < end else { return nil }
            let start = pos
            let b = text[pos]
            let kind: JSToken.Kind
            if b == Byte.quote || b == Byte.apostrophe {
                kind = .string(stringLiteral(quote: b))
            } else if b == Byte.backtick {
                kind = .template(templateLiteral())
            } else if b < 0x80 ? (Byte.isASCIILetter(b) || b == Byte.dollar || b == Byte.underscore) : true {
                pos += 1
                while pos < end {
                    let n = text[pos]
                    guard n >= 0x80 || Byte.isASCIILetter(n) || Byte.isDigit(n) || n == Byte.dollar || n == Byte.underscore else { break }
                    pos += 1
                }
                kind = .name(String(decoding: UnsafeBufferPointer(rebasing: text[start..<pos]), as: UTF8.self))
            } else {
                pos += 1
                kind = .other(b)
            }
            return JSToken(kind: kind, start: start, end: pos, followsLineEnd: sawLineEnd)
        }

        /// At a quote: the literal's value; it ends at the closing quote or a line end.
        private mutating func stringLiteral(quote: UInt8) -> String {
            pos += 1
            var value: [UInt8] = []
            while pos < end, text[pos] != quote, text[pos] != Byte.lf {
                if text[pos] == Byte.backslash, pos + 1 < end {
                    pos += 1
                    escape(into: &value)
                } else {
                    value.append(text[pos])
                    pos += 1
                }
            }
            if pos < end, text[pos] == quote { pos += 1 }
            return String(decoding: value, as: UTF8.self)
        }

        /// At a backtick: the template's value, or nil when it has `${…}` (skipped with its
        /// braces, strings and nested templates counted, as `expression` counts them).
        private mutating func templateLiteral() -> String? {
            pos += 1
            var value: [UInt8] = []
            var substituted = false
            // Depths of the `${` opened, innermost last; each counts the braces opened inside.
            var substitutions: [Int] = []
            while pos < end {
                let b = text[pos]
                if substitutions.isEmpty {
                    if b == Byte.backtick { pos += 1; return substituted ? nil : String(decoding: value, as: UTF8.self) }
                    if b == Byte.backslash, pos + 1 < end {
                        pos += 1
                        escape(into: &value)
                        continue
                    }
                    if b == Byte.dollar, pos + 1 < end, text[pos + 1] == Byte.lbrace {
                        substituted = true
                        substitutions.append(0)
                        pos += 2
                        continue
                    }
                    value.append(b)
                    pos += 1
                } else {
                    // Inside `${…}`: only its end matters. A nested template or string is
                    // skipped whole so its braces are not counted.
                    if b == Byte.lbrace { substitutions[substitutions.count - 1] += 1 }
                    else if b == Byte.rbrace {
                        if substitutions[substitutions.count - 1] == 0 { substitutions.removeLast() }
                        else { substitutions[substitutions.count - 1] -= 1 }
                    } else if b == Byte.quote || b == Byte.apostrophe {
                        _ = stringLiteral(quote: b)
                        continue
                    } else if b == Byte.backtick {
                        _ = templateLiteral()
                        continue
                    }
                    pos += 1
                }
            }
            return substituted ? nil : String(decoding: value, as: UTF8.self)
        }

        /// After a backslash: the escaped character's value appended.
        private mutating func escape(into value: inout [UInt8]) {
            let b = text[pos]
            pos += 1
            switch b {
            case 0x6E: value.append(Byte.lf)    // \n
            case 0x74: value.append(Byte.tab)   // \t
            case 0x72: value.append(Byte.cr)    // \r
            case Byte.lf: break                 // a line continuation
            case 0x75:                          // \uXXXX or \u{…}
                var digits: [UInt8] = []
                if pos < end, text[pos] == Byte.lbrace {
                    pos += 1
                    while pos < end, text[pos] != Byte.rbrace, digits.count < 8 { digits.append(text[pos]); pos += 1 }
                    if pos < end, text[pos] == Byte.rbrace { pos += 1 }
                } else {
                    while pos < end, digits.count < 4 { digits.append(text[pos]); pos += 1 }
                }
                if let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(code) {
                    value.append(contentsOf: Array(String(Character(scalar)).utf8))
                }
            default: value.append(b)
            }
        }
    }

    /// Whether JavaScript read so far is complete (no bracket, string, template or comment
    /// left open), kept line by line: ESM goes on past a blank line while it is not, as MDX's
    /// acorn reports an unexpected end of input there.
    struct JSState {
        private enum Frame { case code(depth: Int), template }
        private var frames: [Frame] = [.code(depth: 0)]
        private var inComment = false
        private var inString: UInt8?

        var isComplete: Bool {
            guard !inComment, inString == nil, frames.count == 1, case .code(let depth) = frames[0] else { return false }
            return depth <= 0
        }

        /// Reads `range` of `text`, a line with its line end.
        mutating func consume(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            var p = range.lowerBound
            while p < range.upperBound {
                let b = text[p]
                let next: UInt8? = p + 1 < range.upperBound ? text[p + 1] : nil
                if inComment {
                    if b == Byte.star, next == Byte.slash { inComment = false; p += 1 }
                } else if let quote = inString {
                    if b == Byte.backslash { p += 1 } else if b == quote || b == Byte.lf { inString = nil }
                } else if case .template = frames[frames.count - 1] {
                    if b == Byte.backtick { frames.removeLast() }
                    else if b == Byte.backslash { p += 1 }
                    else if b == Byte.dollar, next == Byte.lbrace { frames.append(.code(depth: 0)); p += 1 }
                } else if case .code(let depth) = frames[frames.count - 1] {
                    switch b {
                    case Byte.lbrace, Byte.lparen, Byte.lbracket: frames[frames.count - 1] = .code(depth: depth + 1)
                    case Byte.rbrace, Byte.rparen, Byte.rbracket:
                        if depth == 0, frames.count > 1 { frames.removeLast() } else { frames[frames.count - 1] = .code(depth: depth - 1) }
                    case Byte.quote, Byte.apostrophe: inString = b
                    case Byte.backtick: frames.append(.template)
                    case Byte.slash where next == Byte.star: inComment = true; p += 1
                    case Byte.slash where next == Byte.slash:
                        while p < range.upperBound, text[p] != Byte.lf { p += 1 }
                        continue
                    default: break
                    }
                }
                p += 1
            }
        }
    }

    // MARK: ESM statements

    /// `import …` at `i`: the statement and the index after it, or nil when it is not one.
    static func importStatement(_ tokens: [MDXGrammar.JSToken], at i: Int, location: SourceLocation) -> (MDXImport, Int)? {
        var j = i + 1
        func kind(_ k: Int) -> MDXGrammar.JSToken.Kind? { k < tokens.count ? tokens[k].kind : nil }
        func name(_ k: Int) -> String? {
            if case .name(let n)? = kind(k) { return n }
            return nil
        }
        var statement = MDXImport(specifier: "", location: location)
        if case .string(let specifier)? = kind(j) {
            statement.specifier = specifier
            j += 1
        } else {
            if let n = name(j), n != "from" || kind(j + 1) == .name("from") {
                statement.defaultName = n
                j += 1
                if kind(j) == .other(Byte.comma) { j += 1 }
            }
            if kind(j) == .other(Byte.star) {
                guard name(j + 1) == "as", let n = name(j + 2) else { return nil }
                statement.namespaceName = n
                j += 3
            } else if kind(j) == .other(Byte.lbrace) {
                j += 1
                while kind(j) != .other(Byte.rbrace) {
                    var imported: String
                    if let n = name(j) { imported = n } else if case .string(let s)? = kind(j) { imported = s } else { return nil }
                    j += 1
                    var local = imported
                    if name(j) == "as", let n = name(j + 1) {
                        local = n
                        j += 2
                    }
                    statement.bindings.append(MDXImport.Binding(imported: imported, local: local))
                    if kind(j) == .other(Byte.comma) { j += 1 } else if kind(j) != .other(Byte.rbrace) { return nil }
                }
                j += 1
            }
            guard name(j) == "from", case .string(let specifier)? = kind(j + 1) else { return nil }
            statement.specifier = specifier
            j += 2
        }
        // Import attributes: `with { type: 'json' }`.
        if name(j) == "with" || name(j) == "assert", kind(j + 1) == .other(Byte.lbrace) {
            j += 2
            while j < tokens.count, kind(j) != .other(Byte.rbrace) { j += 1 }
            j += 1
        }
        if kind(j) == .other(Byte.semicolon) { j += 1 }
        return (statement, min(j, tokens.count))
    }

    /// `export …` at `i`: the names it exports (when they can be read) and the index after it,
    /// which is after a `;` outside brackets, or before an `import`/`export` starting a line.
    static func exportStatement(_ tokens: [MDXGrammar.JSToken], at i: Int) -> ([String], Int) {
        var j = i + 1
        var depth = 0
        while j < tokens.count {
            let token = tokens[j]
            if case .other(let b) = token.kind {
                if b == Byte.lbrace || b == Byte.lparen || b == Byte.lbracket { depth += 1 }
                else if b == Byte.rbrace || b == Byte.rparen || b == Byte.rbracket { depth -= 1 }
                else if b == Byte.semicolon, depth <= 0 { j += 1; break }
            }
            if depth <= 0, token.followsLineEnd, token.kind == .name("import") || token.kind == .name("export") { break }
            j += 1
        }
        func name(_ k: Int) -> String? {
            if k < j, case .name(let n) = tokens[k].kind { return n }
            return nil
        }
        var names: [String] = []
        switch name(i + 1) {
        case "default"?: names = ["default"]
        case "const"?, "let"?, "var"?, "class"?: names = name(i + 2).map { [$0] } ?? []
        case "function"?: names = (name(i + 2) ?? name(i + 3)).map { [$0] } ?? []
        case "async"?: names = name(i + 3).map { [$0] } ?? []
        default:
            if i + 1 < j, tokens[i + 1].kind == .other(Byte.lbrace) {
                var k = i + 2
                while k < j, tokens[k].kind != .other(Byte.rbrace) {
                    if let n = name(k) {
                        if name(k + 1) == "as", let alias = name(k + 2) { names.append(alias); k += 3 } else { names.append(n); k += 1 }
                    } else {
                        k += 1
                    }
                }
            } else if i + 1 < j, tokens[i + 1].kind == .other(Byte.star), name(i + 2) == "as", let n = name(i + 3) {
                names = [n]
            }
        }
        return (names, max(j, i + 1))
    }

    // MARK: Helpers

    /// Decodes the character references JSX reads in attribute values: `&quot;`, `&amp;`,
    /// `&lt;`, `&gt;`, `&apos;`, `&nbsp;`, `&#123;`, `&#x7B;`. Others are left as written.
    static func decodingReferences(_ bytes: [UInt8]) -> String {
        guard bytes.contains(Byte.amp) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == Byte.amp, let semicolon = bytes[i...].prefix(12).firstIndex(of: Byte.semicolon) else {
                out.append(bytes[i])
                i += 1
                continue
            }
            let name = String(decoding: bytes[(i + 1)..<semicolon], as: UTF8.self)
            var decoded: String?
            switch name {
            case "quot": decoded = "\""
            case "amp": decoded = "&"
            case "lt": decoded = "<"
            case "gt": decoded = ">"
            case "apos": decoded = "'"
            case "nbsp": decoded = "\u{A0}"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16) {
                    decoded = Unicode.Scalar(code).map { String(Character($0)) }
                } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
                    decoded = Unicode.Scalar(code).map { String(Character($0)) }
                }
            }
            if let decoded {
                out.append(contentsOf: Array(decoded.utf8))
                i = semicolon + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func trimmed<C: BidirectionalCollection>(_ bytes: C) -> C.SubSequence where C.Element == UInt8 {
        let isSpace: (UInt8) -> Bool = { $0 == Byte.space || $0 == Byte.tab || $0 == Byte.lf || $0 == Byte.cr }
        let head = bytes.drop(while: isSpace)
        var end = head.endIndex
        while end > head.startIndex, isSpace(head[head.index(before: end)]) { end = head.index(before: end) }
        return head[head.startIndex..<end]
    }

    static func string<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func decodedScalar(at c: MDXCursor) -> (Unicode.Scalar, Int)? {
        let b = c.text[c.pos]
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard length > 1, c.pos + length <= c.limit else { return nil }
        var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length {
            let continuation = c.text[c.pos + k]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    private static func scalar(at c: MDXCursor) -> Unicode.Scalar? { decodedScalar(at: c)?.0 }

    /// The character at the cursor, for messages.
    private static func character(at c: MDXCursor) -> String {
        if let (scalar, _) = decodedScalar(at: c) { return String(Character(scalar)) }
        guard let b = c.peek else { return "" }
        return b == Byte.lf ? "\\n" : String(UnicodeScalar(b))
    }
}
