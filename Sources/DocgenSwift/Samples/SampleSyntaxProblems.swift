import DocgenSupport
internal import SwiftSyntax

/// The syntax errors SwiftParser recovered from in a sample, in source order, each with a
/// message in the compiler's words ("expected '}' to end function", "unexpected code 'x' in
/// closure") and, for a missing closing bracket, a note at the bracket it should close.
///
/// Not `ParseDiagnosticsGenerator`: on some inputs it stops the process ("A Fix-It must have at
/// least one change", found by the `sourcemodel` fuzz target), and a guide's sample must never
/// stop `docgen check`. Only nodes that contain an error are entered, so a clean sample costs
/// nothing and a broken one a walk down to its errors.
enum SampleSyntaxProblems {
    /// A block rarely has more than a few real errors; past these the parser is recovering
    /// from its own recovery, and more lines would bury the first one.
    static let limit = 10

    /// `isASCII`: the sample's text is ASCII only, so the lexer met no curly quote. `written`:
    /// the sample's bytes before its placeholders were masked (nil when none were), which
    /// messages quote; masking keeps every byte's place.
    static func find(in tree: SourceFileSyntax, isASCII: Bool, written: [UInt8]? = nil,
                     location: (AbsolutePosition) -> DocgenSupport.SourceLocation) -> [SwiftSample.SyntaxProblem] {
        var found: [Found] = []
        if tree.hasError {
            let finder = Finder(viewMode: .all)
            finder.written = written
            finder.walk(tree)
            found = finder.found
        }
        if !isASCII { found += lexerProblems(in: tree) }
        found.sort { $0.position < $1.position }
        return found.prefix(limit).map { problem in
            SwiftSample.SyntaxProblem(isError: true, message: problem.message, location: location(problem.position),
                                      notes: problem.notes.map { ($0.message, location($0.position)) }, fix: problem.fix)
        }
    }

    /// Characters the lexer takes in but the compiler rejects, which leave no error in the
    /// tree: curly quotes (`“mixpanel”`, from a word processor), read as an identifier.
    private static func lexerProblems(in tree: SourceFileSyntax) -> [Found] {
        var found: [Found] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let diagnostic = token.tokenDiagnostic, diagnostic.kind == .unicodeCurlyQuote else { continue }
            let position = token.position.advanced(by: Int(diagnostic.byteOffset))
            found.append(Found(position: position, message: "unicode curly quote found, replace with '\"'", fix: "replace it with '\"'"))
        }
        return found
    }

    fileprivate struct Found {
        var position: AbsolutePosition
        var message: String
        var notes: [(message: String, position: AbsolutePosition)] = []
        var fix: String?
        /// The missing tokens' descriptions, when the problem is one or more missing tokens
        /// at one place (they are reported together, as the compiler does).
        var missing: [String] = []
        var context: String?
    }

    private final class Finder: SyntaxAnyVisitor {
        var found: [Found] = []
        var written: [UInt8]?

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard node.hasError, found.count <= SampleSyntaxProblems.limit else { return .skipChildren }
            if let members = node.as(MemberBlockSyntax.self), Self.isDeclarationHeader(members) { return .skipChildren }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                record(unexpected: unexpected)
                return .skipChildren
            }
            if let token = node.as(TokenSyntax.self), token.presence == .missing {
                record(missing: token)
            }
            return .visitChildren
        }

        private func record(unexpected: UnexpectedNodesSyntax) {
            var quoted = unexpected.trimmedDescription
            if let written {
                let start = unexpected.positionAfterSkippingLeadingTrivia.utf8Offset, end = unexpected.endPositionBeforeTrailingTrivia.utf8Offset
                if start <= end, end <= written.count { quoted = String(decoding: written[start..<end], as: UTF8.self) }
            }
            let text = quoted.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let shown = text.count > 40 ? text.prefix(40) + "…" : text
            let atTop = unexpected.parent.map { $0.is(SourceFileSyntax.self) || Self.isTopLevel($0) } ?? true
            let message = atTop ? "extraneous code '\(shown)' at top level"
                : "unexpected code '\(shown)'" + (Self.context(of: Syntax(unexpected)).map { " in \($0)" } ?? "")
            found.append(Found(position: unexpected.positionAfterSkippingLeadingTrivia, message: message,
                               fix: "remove '\(shown)'"))
        }

        private func record(missing token: TokenSyntax) {
            // The compiler places a missing token right after the code before it.
            let position = token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
            let description = Self.describe(token)
            let context = Self.context(of: Syntax(token))
            if var last = found.last, last.position == position, !last.missing.isEmpty {
                last.missing.append(description)
                last.message = Self.expected(last.missing, context: last.context)
                last.fix = nil
                found[found.count - 1] = last
                return
            }
            var problem = Found(position: position, message: "", missing: [description], context: context)
            if let opener = Self.opener(matching: token) {
                problem.message = "expected '\(token.text)'" + (context.map { " to end \($0)" } ?? "")
                problem.notes = [("to match this opening '\(opener.text)'", opener.positionAfterSkippingLeadingTrivia)]
            } else {
                problem.message = Self.expected([description], context: context)
            }
            // A placeholder's text (`<#expression#>`) is no code to insert.
            if description.hasPrefix("'") { problem.fix = "insert \(description)" }
            found.append(problem)
        }

        private static func expected(_ things: [String], context: String?) -> String {
            let list = things.count <= 1 ? (things.first ?? "code")
                : things.dropLast().joined(separator: ", ") + " and " + things.last!
            return "expected \(list)" + (context.map { " in \($0)" } ?? "")
        }

        /// `'}'`, or what a placeholder stands for (`expression`, `type`, `name`).
        private static func describe(_ token: TokenSyntax) -> String {
            if let parent = token.parent {
                if parent.is(MissingExprSyntax.self) { return "expression" }
                if parent.is(MissingTypeSyntax.self) { return "type" }
                if parent.is(MissingPatternSyntax.self) { return "pattern" }
                if parent.is(MissingDeclSyntax.self) { return "declaration" }
                if parent.is(MissingStmtSyntax.self) { return "statement" }
            }
            if !token.text.isEmpty { return "'\(token.text)'" }
            if case .identifier = token.tokenKind { return "name" }
            return "code"
        }

        /// The present opening bracket a missing closing one would close: a sibling of it.
        private static func opener(matching token: TokenSyntax) -> TokenSyntax? {
            let pairs: [String: String] = ["}": "{", ")": "(", "]": "[", ">": "<"]
            guard let open = pairs[token.text], let parent = token.parent else { return nil }
            for child in parent.children(viewMode: .sourceAccurate) {
                if let sibling = child.as(TokenSyntax.self), sibling.text == open, sibling.presence == .present { return sibling }
            }
            return nil
        }

        /// `public struct Appearance: Sendable` alone, as reference pages show a type's
        /// declaration: a type or extension without braces or members that ends the block.
        /// Code after it (a member the braces should have held) keeps the missing braces an error.
        private static func isDeclarationHeader(_ members: MemberBlockSyntax) -> Bool {
            guard members.leftBrace.presence == .missing, members.rightBrace.presence == .missing, members.members.isEmpty,
                  !members.children(viewMode: .all).contains(where: { $0.is(UnexpectedNodesSyntax.self) }) else { return false }
            let next = members.nextToken(viewMode: .sourceAccurate)
            return next == nil || next?.tokenKind == .endOfFile
        }

        private static func isTopLevel(_ node: Syntax) -> Bool {
            node.is(CodeBlockItemListSyntax.self) && node.parent?.is(SourceFileSyntax.self) == true
        }

        /// What the code around `node` is, as the compiler names it ("function", "closure").
        private static func context(of node: Syntax) -> String? {
            var current = node.parent
            while let node = current {
                if let name = name(of: node) { return name }
                current = node.parent
            }
            return nil
        }

        private static func name(of node: Syntax) -> String? {
            switch node.kind {
            case .functionDecl: "function"
            case .initializerDecl: "initializer"
            case .subscriptDecl, .subscriptCallExpr: "subscript"
            case .closureExpr: "closure"
            case .structDecl: "struct"
            case .classDecl: "class"
            case .enumDecl: "enum"
            case .actorDecl: "actor"
            case .protocolDecl: "protocol"
            case .extensionDecl: "extension"
            case .enumCaseDecl: "enum case"
            case .typeAliasDecl: "typealias"
            case .importDecl: "import"
            case .variableDecl: "variable"
            case .ifExpr: "'if' statement"
            case .guardStmt: "'guard' statement"
            case .switchCase: "switch case"
            case .switchExpr: "'switch' statement"
            case .forStmt: "'for' loop"
            case .whileStmt: "'while' loop"
            case .repeatStmt: "'repeat' loop"
            case .doStmt: "'do' statement"
            case .functionCallExpr: "function call"
            case .arrayExpr: "array"
            case .dictionaryExpr: "dictionary"
            case .tupleExpr: "tuple"
            case .stringLiteralExpr: "string literal"
            case .attribute: "attribute"
            case .genericArgumentClause: "generic argument clause"
            case .genericParameterClause: "generic parameter clause"
            default: nil
            }
        }
    }
}
