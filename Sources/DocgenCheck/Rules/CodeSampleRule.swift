import DocgenMarkdown
import DocgenSite
import DocgenSupport
import DocgenSwift

/// `docgen.swift.*` and `docgen.json.syntax`: every ```swift block is parsed with the
/// toolchain's parser and checked against the page's model (`SwiftSampleChecker`); every
/// ```json block must be valid JSON, allowing whole-line `//` comments as event examples
/// carry. A block whose info string has the word `nocheck` (```` ```swift nocheck ````) is a
/// deliberately partial snippet and is skipped; one with the word `partial` shows part of a
/// type on purpose and is checked except for the completeness of its conformances. Both
/// markers are visible in the source.
struct CodeSampleRule {
    /// The checker for each block, by its place in `PageContent.codeBlocks` (blocks scoped to
    /// another model than the page's get that model's checker).
    let checker: (Int) -> SwiftSampleChecker
    let file: String
    /// Names the site's samples use undeclared, with their types (`SiteConfig.sampleNames`).
    var sampleNames: [String: String] = [:]
    /// Members the samples of every page of the site add to types (`addedMembers(ofSite:)`).
    var siteAddedMembers: [String: Set<String>] = [:]
    /// The page is a migration guide or a changelog (by its title), where "you would …" tells
    /// how code was written before.
    var isMigrationGuide = false
    /// The page is a changelog (by its title): each entry's code is the SDK as that release
    /// had it, so only its syntax is checked.
    var isChangelog = false

    static let optOut = "nocheck"
    static let partial = "partial"

    /// Blocks read once per distinct code per run: the page's extensions are gathered from
    /// every block before any is checked, and translations repeat their original's code.
    private static let samples = Locked<[String: SwiftSample]>([:])

    private static func sample(_ code: String) -> SwiftSample {
        if let known = samples.withLock({ $0[code] }) { return known }
        let read = SwiftSampleReader.read(code)
        samples.withLock { $0[code] = read }
        return read
    }

    /// Findings per distinct sample (code, model, indentation), placed at line 1 of a file
    /// "": translations repeat their original's samples byte for byte, and large sites repeat
    /// snippets, so each distinct one is parsed and checked once per run.
    private static let cache = Locked<[String: [Diagnostic]]>([:])

    private func checkSwift(_ block: CodeBlock, checker: SwiftSampleChecker, options: SwiftSampleChecker.Options) -> [Diagnostic] {
        func listed(_ members: [String: Set<String>]) -> String {
            members.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.sorted().joined(separator: ","))" }.joined(separator: ";")
        }
        let key = "\(checker.cacheKey)\u{0}\(block.location.column)\u{0}\(options.isPartial)\u{0}\(options.isAboutCompanion)\u{0}\(listed(options.addedMembers))\u{0}"
            + "\(listed(options.pageAddedMembers))\u{0}\(options.pageTypes.key)\u{0}\(block.code)"
        let relative = Self.cache.withLock { $0[key] } ?? {
            let found = checker.check(Self.sample(block.code), firstLine: 1, columnOffset: block.location.column - 1, file: "", options: options)
            Self.cache.withLock { $0[key] = found }
            return found
        }()
        return relative.map { diagnostic in
            var placed = diagnostic
            placed.file = file
            if let location = placed.location {
                placed.location = SourceLocation(line: location.line + block.location.line, column: location.column)
            }
            placed.notes = placed.notes.map { note in
                var note = note
                if note.file == "" || note.file == nil, let location = note.location {
                    note.file = file
                    note.location = SourceLocation(line: location.line + block.location.line, column: location.column)
                }
                return note
            }
            return placed
        }
    }

    /// The members the Swift samples of `pages` add to types in extensions: a tutorial
    /// declares `extension Client { static let shared = Client() }` on one page and uses
    /// `Client.shared` on the pages after it.
    static func addedMembers(ofSite pages: [ParsedPage], components: [String: ComponentHandling]) -> [String: Set<String>] {
        let found = pages.parallelMap { page -> [String: Set<String>] in
            guard page.text.containsBytes("extension ") else { return [:] }
            var added: [String: Set<String>] = [:]
            for block in PageContent(page.document, components: components).codeBlocks
            where block.isFenced && block.language.lowercased() == "swift" && block.code.containsBytes("extension ")
                && !words(block).contains(optOut) && !SwiftParseGuard.refuses(block.code) {
                added.merge(SwiftSampleChecker.addedMembers(sample(block.code))) { $0.union($1) }
            }
            return added
        }
        return found.reduce(into: [:]) { $0.merge($1) { $0.union($1) } }
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        // Members the page's samples add to types, so a later block may use them, and what
        // the page's blocks together declare of each type, for conformances shown piecewise.
        var added = siteAddedMembers, pageAdded: [String: Set<String>] = [:]
        var samples: [SwiftSample] = []
        for block in content.codeBlocks where block.isFenced && block.language.lowercased() == "swift" && !Self.words(block).contains(Self.optOut)
            && !SwiftParseGuard.refuses(block.code) {
            let sample = Self.sample(block.code)
            samples.append(sample)
            if block.code.containsBytes("extension") { pageAdded.merge(SwiftSampleChecker.addedMembers(sample.code)) { $0.union($1) } }
        }
        if !pageAdded.isEmpty { added.merge(SwiftSampleChecker.baseNames(pageAdded)) { $0.union($1) } }
        // One block alone adds nothing another block does not already see.
        let pageTypes = samples.count > 1 || !sampleNames.isEmpty ? SamplePageTypes(samples, names: sampleNames) : SamplePageTypes()
        let split = Self.splitDeclarations(content.codeBlocks)
        for (position, block) in content.codeBlocks.enumerated() where block.isFenced {
            let words = Self.words(block)
            guard !words.contains(Self.optOut) else { continue }
            switch block.language.lowercased() {
            case "swift":
                if let refusal = SwiftParseGuard.refusal(of: Array(block.code.utf8)) {
                    diagnostics.append(.warning(.swiftTooDeep,
                                                "\(refusal.reason); the sample is not parsed or checked (the Swift parser takes more than linear time on such code)",
                                                file: file, at: SourceLocation(line: block.location.line, column: block.location.column)))
                    continue
                }
                let previous = position > 0 ? content.codeBlocks[position - 1] : nil
                let blockChecker = checker(position)
                var found = checkSwift(block, checker: blockChecker,
                                       options: .init(isPartial: words.contains(Self.partial) || AbridgedSample.introduces(content, block: block, previous: previous),
                                                      isAboutCompanion: CompanionLibrary.introduces(content, block: block, previous: previous, models: blockChecker.models),
                                                      addedMembers: added, pageAddedMembers: pageAdded, pageTypes: pageTypes))
                // A block of XML, JSON, a shell command… labelled swift: one finding says what it is.
                if found.contains(where: { $0.id == Rule.swiftSyntax.id && $0.severity == .error }),
                   let language = ForeignCode.language(of: block.code) {
                    diagnostics.append(.error(.swiftWrongLanguage, "this block is labelled swift but is \(language.name), which the Swift parser cannot read",
                                              file: file, at: block.location, fix: .init(message: "label it ```\(language.label)")))
                    continue
                }
                // A fence never closed takes the page's text after it in as Swift: its syntax
                // errors say where the fence is (`docgen.markdown.unclosed-fence` says the rest).
                if !block.isClosed {
                    found = found.map { finding in
                        guard finding.id == Rule.swiftSyntax.id else { return finding }
                        var noted = finding
                        noted.notes.append(.init(file: file, location: block.location,
                                                 message: "the fence that opens this block is never closed, so the text after it is read as code"))
                        return noted
                    }
                }
                // A declaration shown over several blocks ("We make our record able to access
                // the database:" opening `extension Config: Record {`, a later block closing
                // it): the braces one block leaves open and a later one closes are not errors.
                if split.opens.contains(position) {
                    found.removeAll { $0.id == Rule.swiftSyntax.id && $0.message.hasPrefix("expected '}'") }
                }
                if split.closes.contains(position) {
                    found.removeAll { $0.id == Rule.swiftSyntax.id && ($0.message == "unexpected code '}'" || $0.message.hasPrefix("extraneous code '}'")) }
                }
                // The arguments of a call shown without it (a README's `dependencies: [ .package(…) ],`
                // for Package.swift) are no statements, and attributes shown without what they mark
                // (`@Suite(.serialized)`) no declaration: their syntax is not judged.
                if found.contains(where: { $0.id == Rule.swiftSyntax.id }), Self.isArgumentExcerpt(block.code) || Self.isAttributeExcerpt(block.code) {
                    found.removeAll { $0.id == Rule.swiftSyntax.id }
                }
                // The old side of a migration (a block introduced "Before:", the lines after a
                // `// Before:` comment up to `// After:`) is code for the SDK as it was: only
                // its syntax is checked.
                let next = position + 1 < content.codeBlocks.count ? content.codeBlocks[position + 1] : nil
                if isChangelog || OldSide.introduces(content, block: block, previous: previous, inMigrationGuide: isMigrationGuide)
                    || OldSide.isFollowedByNewSide(content, block: block, next: next, inMigrationGuide: isMigrationGuide)
                    || OldSide.isTitledOlder(block, among: content.codeBlocks) {
                    diagnostics += found.filter { $0.id == Rule.swiftSyntax.id }
                } else {
                    let old = OldSide.lines(of: block.code)
                    diagnostics += old.isEmpty ? found : found.filter { finding in
                        finding.id == Rule.swiftSyntax.id || !old.contains((finding.location?.line ?? 0) - block.location.line)
                    }
                }
            case "diff":
                // A migration guide's diff: its new side (the `+` and context lines) is code for
                // the SDK the page documents. Checked only when that side is Swift that parses
                // whole (a Podfile's diff, or a hunk of a few changed lines, is left alone).
                guard !isChangelog, let newSide = Self.newSide(of: block), !SwiftParseGuard.refuses(newSide.code),
                      Self.sample(newSide.code).syntaxProblems.isEmpty else { continue }
                diagnostics += checkSwift(newSide, checker: checker(position),
                                          options: .init(isPartial: true, addedMembers: added, pageAddedMembers: pageAdded, pageTypes: pageTypes)).filter { $0.id != Rule.swiftSyntax.id }
            case "json", "jsonc":
                if let problem = Self.jsonProblem(block.code) {
                    diagnostics.append(.error(.jsonSyntax, "the JSON example is not valid: \(problem.message)", file: file,
                                              at: SourceLocation(line: block.location.line + problem.line,
                                                                 column: block.location.column - 1 + problem.column)))
                }
            default:
                break
            }
        }
    }

    /// True when every line of code is an attribute (`@Suite("Database tests", .serialized)`,
    /// `@MainActor`): an excerpt that shows what to write above a declaration.
    static func isAttributeExcerpt(_ code: String) -> Bool {
        let lines = code.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        // `@Name` or `@Name(…)` and nothing after it: no declaration the attribute marks.
        return !lines.isEmpty && lines.allSatisfy { line in
            guard line.hasPrefix("@"), line.dropFirst().first?.isLetter == true else { return false }
            let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return line.count == name.count + 1 || (line.dropFirst(name.count + 1).first == "(" && line.hasSuffix(")"))
        }
    }

    /// True when the block's first line of code is a labelled argument (`dependencies: [`,
    /// `swiftSettings: [.define("X")]),`) or a list element ending in a comma (`.package(url: …),`):
    /// an excerpt of a call's arguments, not statements.
    /// The Swift blocks (by place in `blocks`) that leave braces open which a later block
    /// closes (`opens`), and those that close braces an earlier block left open (`closes`):
    /// a type or closure shown over several blocks with prose between.
    static func splitDeclarations(_ blocks: [CodeBlock]) -> (opens: Set<Int>, closes: Set<Int>) {
        var opens = Set<Int>(), closes = Set<Int>()
        // Blocks whose open braces no later block has closed yet, with how many.
        var pending: [(block: Int, count: Int)] = []
        for (position, block) in blocks.enumerated() where block.isFenced && block.language.lowercased() == "swift" {
            let balance = braceBalance(block.code)
            // Cases shown without their switch, and a call's next trailing closure, are excerpts
            // of their own: their braces close what they came from, not an earlier block.
            if balance == 0 || SamplePlaceholders.startsWithCase(block.code) || isArgumentExcerpt(block.code) { continue }
            if balance > 0 {
                pending.append((position, balance))
            } else if balance < 0, !pending.isEmpty {
                var excess = -balance
                while excess > 0, let last = pending.popLast() {
                    // Excused only once all it opened is closed: a brace no block closes still counts.
                    if last.count > excess { pending.append((last.block, last.count - excess)) } else { opens.insert(last.block) }
                    excess -= min(excess, last.count)
                }
                closes.insert(position)
            }
        }
        return (opens, closes)
    }

    /// `{` minus `}` in Swift code, outside string literals and comments.
    static func braceBalance(_ code: String) -> Int {
        let bytes = Array(code.utf8)
        var balance = 0
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            case UInt8(ascii: "\""):
                // A string literal, one line or `"""` to `"""`; an escaped quote stays inside.
                let triple = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if !triple, bytes[i] == UInt8(ascii: "\n") { break }
                    if bytes[i] == UInt8(ascii: "\"") {
                        if !triple { break }
                        if i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\""), bytes[i + 2] == UInt8(ascii: "\"") { i += 2; break }
                    }
                    i += 1
                }
                i += 1
            case UInt8(ascii: "{"):
                balance += 1
                i += 1
            case UInt8(ascii: "}"):
                balance -= 1
                i += 1
            default:
                i += 1
            }
        }
        return balance
    }

    static func isArgumentExcerpt(_ code: String) -> Bool {
        // The imports a block shows first (`import SwiftUI`) say where the code comes from, not what it is.
        guard let firstLine = code.split(separator: "\n").lazy.map({ $0.trimmingSpaces() })
            .first(where: { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ") }) else {
            return false
        }
        // `.package(…),` or a list element over several lines, ending with its comma.
        let last = code.split(separator: "\n").lazy.map({ $0.trimmingSpaces() }).last(where: { !$0.isEmpty && !$0.hasPrefix("//") })
        if firstLine.first == ".", firstLine.contains("("), firstLine.hasSuffix(",") || last?.hasSuffix(",") == true { return true }
        // `} destination: { store in`: the next trailing closure of a call a block before it shows.
        var line = Substring(firstLine)
        if line.first == "}" {
            let after = line.dropFirst().drop { $0 == " " }
            guard after.first?.isLowercase == true, after.contains(":") else { return false }
            line = after
        }
        guard let colon = line.firstIndex(of: ":"), line.first?.isLowercase == true else { return false }
        let label = line[..<colon]
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              !["default", "case", "let", "var", "func", "return"].contains(String(label)) else { return false }
        let rest = line[line.index(after: colon)...].drop { $0 == " " }
        // `outer: for …` labels a statement.
        let word = rest.prefix { $0.isLetter }
        return !rest.isEmpty && !rest.hasPrefix(":") && !["while", "for", "repeat", "if", "switch", "do"].contains(String(word))
    }

    /// The new side of a unified diff: `+` lines and context lines with their first column
    /// blanked (so every place stays where it is), `-` lines empty; nil when it has no `+` line
    /// or has a line no diff of code has.
    static func newSide(of block: CodeBlock) -> CodeBlock? {
        var lines: [Substring] = []
        var added = false
        for line in block.code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("@@") { return nil }
            switch line.first {
            case "+"?: added = true; lines.append(Substring(" " + String(line.dropFirst())))
            case "-"?: lines.append("")
            case " "?, nil: lines.append(line)
            default: return nil
            }
        }
        guard added else { return nil }
        var side = block
        side.code = lines.joined(separator: "\n")
        return side
    }

    private static func words(_ block: CodeBlock) -> [String] {
        block.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Why `code` is not JSON (whole-line `//` comments aside), with its line and column in the block.
    static func jsonProblem(_ code: String) -> StrictJSON.Problem? {
        // Comment lines become empty lines, so positions stay those of the block. On bytes:
        // split into Characters, a long sample cost more than its validation.
        let stripped = code.split(byte: UInt8(ascii: "\n")).map { line in
            line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.starts(with: "//".utf8) ? "" : line
        }.joined(separator: "\n")
        return StrictJSON.validate(stripped)
    }
}
