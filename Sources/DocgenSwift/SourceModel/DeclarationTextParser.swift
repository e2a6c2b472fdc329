import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// Reads a declaration as a symbol graph prints it (`func play(_ item: String, at time: Double
/// = 0) async throws -> Bool`, `case failed(MediaError)`, `var state: State { get }`) into
/// a `SourceDeclaration`, with SwiftParser, for code that may not import SwiftSyntax. Types
/// come back printed naturally (`[Key: Value]`); access, location and module are not in the
/// text and are left empty.
package enum DeclarationTextParser {
    private static let configuration = SourceBuildConfiguration(platform: .ios, customConditions: [], packageModules: [])

    /// The declaration, or nil when the text is not one (or nests too deeply to parse).
    package static func parse(_ text: String) -> SourceDeclaration? {
        guard !text.isEmpty, text.utf8.count < 20_000, !SwiftParseGuard.refuses(text) else { return nil }
        let trimmed = text.trimmingWhitespace
        let keyword = Self.keyword(of: trimmed)
        // A type is printed without its body; a member is read inside a type, where `case`,
        // `init` and `associatedtype` belong (the wrapper's name never stands in for `Self`).
        let isType = ["struct", "class", "enum", "actor", "protocol", "extension"].contains(keyword)
        let source = isType ? trimmed + " {}" : "struct DocgenContainer {\n" + trimmed + "\n}"
        let tree = Parser.parse(source: source)
        let collected = DeclarationCollector.collectPrinted(tree, configuration: configuration)
        let wanted = isType ? 0 : 1
        guard var declaration = collected.declarations.first(where: { $0.declaration.parentPath.count == wanted })?.declaration else {
            return nil
        }
        declaration.parentPath = []
        declaration.module = ""
        declaration.parentModule = ""
        return declaration
    }

    /// The declaration's keyword, after attributes and modifiers (`class` in `class func` is
    /// a modifier).
    private static func keyword(of text: String) -> String {
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "var", "let",
                                     "subscript", "case", "typealias", "associatedtype", "deinit", "macro"]
        var depth = 0
        var word = ""
        var words: [String] = []
        for character in text + " " {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, character.isLetter || character == "_" {
                word.append(character)
            } else {
                if depth == 0, keywords.contains(word) { words.append(word) }
                word = ""
                if words.count == 2 { break }
            }
        }
        if words.first == "class", words.count > 1, ["func", "var", "let", "subscript", "init"].contains(words[1]) { return words[1] }
        return words.first ?? ""
    }
}
