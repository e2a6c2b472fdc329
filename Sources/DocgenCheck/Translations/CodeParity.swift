import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.parity.code`: a translation's code blocks are the English page's, in the same
/// order, the same code once comments (which translators translate) are set aside.
enum CodeParity {
    static let id = Rule.parityCode

    struct Block {
        var block: CodeBlock
        var lines: [CodeNormalizer.Line]
        /// The lines' text, which two versions of the block must agree on.
        var texts: [String]
        var language: String

        init(_ block: CodeBlock) {
            self.block = block
            lines = CodeNormalizer.normalize(block.code, language: block.language)
            texts = lines.map(\.text)
            language = block.language.lowercased()
        }

        /// The file line of a line of the block (from 0).
        func fileLine(_ index: Int) -> Int { block.location.line + 1 + index }

        var name: String { language.isEmpty ? "code block" : "\(language) block" }
    }

    static func check(_ original: PageStructure, _ translation: PageStructure, policy: ParityPolicy) -> [Diagnostic] {
        let english = original.codeBlocks
        let translated = translation.codeBlocks
        var found: [Diagnostic] = []
        let steps = SequenceAlignment.align(english, translated) { $0.language == $1.language && $0.texts == $1.texts }
        for step in steps {
            switch step {
            case .same: break
            case .changed(let i, let j):
                found.append(difference(english[i], translated[j], original: original, translation: translation, policy: policy))
            case .missing(let i):
                let block = english[i]
                found.append(policy.finding(
                    id, "the English page has a \(block.name) here (\(original.file):\(block.block.location.line)) that this translation leaves out",
                    at: translation.place(matching: block.block.location.line, in: original), originalLine: block.block.location.line,
                    notes: [.init(file: original.file, location: block.block.location, message: "the English \(block.name)")],
                    fix: .init(message: "copy the block from the English page; translate only its comments")))
            case .extra(let j):
                let block = translated[j]
                found.append(policy.finding(
                    id, "this \(block.name) has no counterpart in \(original.file)", at: block.block.location, originalLine: nil,
                    fix: .init(message: "remove it, or add it to the English page first")))
            }
        }
        return found
    }

    /// The column (in bytes, from 1) of the first character of a line that is not a space.
    private static func codeColumn(_ line: Int, in structure: PageStructure, fallback: Int) -> Int {
        guard let text = TextLines(structure.page.text).line(line) else { return fallback }
        let indent = text.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return indent < text.utf8.count ? indent + 1 : fallback
    }

    /// The first line where two versions of one block differ.
    private static func difference(_ english: Block, _ translated: Block, original: PageStructure, translation: PageStructure,
                                   policy: ParityPolicy) -> Diagnostic {
        let column = translated.block.location.column
        if english.language != translated.language {
            return policy.finding(
                id, "this block is marked '\(translated.language)' where the English one is '\(english.language)'",
                at: translated.block.location, originalLine: english.block.location.line,
                notes: [.init(file: original.file, location: english.block.location, message: "the English \(english.name)")])
        }
        let k = (0..<min(english.lines.count, translated.lines.count)).first { english.lines[$0].text != translated.lines[$0].text }
            ?? min(english.lines.count, translated.lines.count)
        let englishLine = k < english.lines.count ? english.fileLine(english.lines[k].index) : english.fileLine(english.lines.last?.index ?? 0)
        let here = k < translated.lines.count ? translated.fileLine(translated.lines[k].index)
            : translated.fileLine(translated.lines.last?.index ?? 0)
        let message: String
        switch (k < english.lines.count, k < translated.lines.count) {
        case (true, true):
            message = "this \(translated.name) differs from the English one beyond its comments: `\(translated.lines[k].text)` where the English has `\(english.lines[k].text)`"
        case (true, false):
            message = "this \(translated.name) ends before the English one, which goes on with `\(english.lines[k].text)`"
        default:
            message = "this \(translated.name) has code the English one does not: `\(translated.lines[k].text)`"
        }
        return policy.finding(id, message, at: SourceLocation(line: here, column: codeColumn(here, in: translation, fallback: column)),
                              originalLine: englishLine,
                              notes: [.init(file: original.file,
                                            location: SourceLocation(line: englishLine, column: codeColumn(englishLine, in: original, fallback: 1)),
                                            message: "the English \(english.name) at this point")],
                              fix: .init(message: "make the code the English code; translate only comments"))
    }
}
