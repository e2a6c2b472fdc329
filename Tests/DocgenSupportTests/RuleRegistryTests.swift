@testable import DocgenSupport
import Foundation
import Testing

/// The rule registry: every id declared once, in `Sources/DocgenSupport/Diagnostics/Rules/`,
/// listed in `Rule.all`, explained, and never typed inline elsewhere.
@Suite("The rule registry")
struct RuleRegistryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    static let registry = sources.appendingPathComponent("DocgenSupport/Diagnostics/Rules")

    @Test("Ids are unique and well formed; every rule has a summary and an explanation")
    func wellFormed() {
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count)
        for rule in Rule.all {
            let parts = rule.id.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 3 && parts[0] == "docgen", "\(rule.id)")
            #expect(parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.summary.hasSuffix("."), "\(rule.id): the summary is a phrase")
            #expect(rule.explanation.count > 40, "\(rule.id): explain it")
            #expect(Rule.named(rule.id) == rule)
        }
    }

    @Test("Every rule declared in the registry is in Rule.all")
    func everyDeclarationListed() throws {
        var declared: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.registry.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.registry.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: #"public static let (\w+) = Rule\("#, options: .regularExpression) else { continue }
                let member = line[range].dropFirst("public static let ".count).prefix { $0 != " " }
                declared.append(String(member))
            }
        }
        #expect(declared.count == Rule.all.count, "declared \(declared.count), listed \(Rule.all.count)")
        for member in declared {
            let listed = try Self.listed()
            #expect(listed.contains(member), "Rule.\(member) is declared but not listed in its area's array")
        }
    }

    @Test("No rule id is typed inline outside the registry")
    func noInlineIDs() throws {
        let pattern = try NSRegularExpression(pattern: #""docgen\.[a-z0-9-]+\.[a-z0-9-]+""#)
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("DocgenSupport/Diagnostics/Rules/") else { continue }
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            let hits = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(hits.isEmpty, "\(path) types a rule id; use the registry's Rule")
        }
    }

    @Test("Findings decoded from ids keep their rule; an id the registry lacks has none")
    func decodedRules() throws {
        let finding = Diagnostic.error(.linksBroken, "x", file: "a.md")
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(finding))
        #expect(decoded.rule == .linksBroken)
        #expect(Diagnostic(id: "docgen.nothing.here", severity: .error, file: nil, location: nil, message: "").rule == nil)
    }

    /// The member names the area arrays list (`static let input: [Rule] = [ … ]`).
    static func listed() throws -> Set<String> {
        var names = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: registry.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: registry.appendingPathComponent(name), encoding: .utf8)
            var rest = Substring(text)
            while let start = rest.range(of: #"static let \w+: \[Rule\] = \["#, options: .regularExpression) {
                let body = rest[start.upperBound...].prefix { $0 != "]" }
                for item in body.split(whereSeparator: { $0 == "," || $0.isWhitespace }) where !item.isEmpty { names.insert(String(item)) }
                rest = rest[start.upperBound...]
            }
        }
        return names
    }
}

@Suite("The rules reference page")
struct RuleReferenceTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/content/en/reference/rules.md")

    @Test("docs/content/en/reference/rules.md is the registry as it is (scripts/update-golden rewrites it)")
    func upToDate() throws {
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == RuleReference.markdown, "the rules page is stale: run scripts/update-golden")
    }

    @Test("The page has a section for every rule, under its area")
    func everyRule() {
        let page = RuleReference.markdown
        for rule in Rule.all { #expect(page.contains("\n### \(rule.id)\n"), "\(rule.id)") }
    }
}
