@testable import DocgenAPIModel
@testable import DocgenCheck
@testable import DocgenSite
@testable import DocgenSupport
import Foundation
import Testing

/// The `calls` fixture site (`Fixtures/sites/calls`): guides of three fixture SDKs (Courier,
/// file uploads in two modules; Atlas, maps; the Kettle), read through the real source
/// extractor, in English, Japanese and Chinese. Every line a rule must flag ends in a marker
/// naming the rule (`// expect: docgen.swift.unknown-member` in code, `<!-- expect: … -->` in
/// prose and table cells, `<!-- expect+1: … -->` for the line after); every other line must
/// stay clean.
enum CallFixtures {
    static let root: URL = Bundle.module.url(forResource: "Fixtures/sites/calls", withExtension: nil)!
    static let locales = ["en", "ja", "zh"]

    static let catalog: Result<ModelCatalog, DiagnosticsError> = {
        do throws(DiagnosticsError) {
            let config = try SiteConfig.load(root: root)
            return .success(try ModelCatalog.load(root: root, config: config, cacheDirectory: TestModels.cache))
        } catch {
            return .failure(error)
        }
    }()

    static func models() throws -> ModelCatalog {
        switch catalog {
        case .success(let catalog): return catalog
        case .failure(let error): throw error
        }
    }

    /// The pages of one locale.
    static func pages(_ locale: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("content/\(locale)").path)
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The page rules' findings on `content/<path>`.
    static func findings(_ path: String, components: [String: ComponentHandling] = [:], sampleNames: [String: String] = [:]) throws -> [Diagnostic] {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let file = ContentFile(locale: parts[0], path: parts[1], displayPath: "content/\(path)",
                               url: root.appendingPathComponent("content/\(path)"))
        let (page, problems) = ParsedPage.read(file)
        // An .mdx page warns of each component it does not know (MDXSiteTests tests that).
        let unanswered = problems.filter { $0.rule != .mdxUnknownComponent }
        #expect(unanswered.isEmpty, "\(path): \(unanswered.map(\.message))")
        return PageChecker(page: try #require(page), catalog: try models(), components: components, sampleNames: sampleNames,
                           siteAddedMembers: siteAddedMembers).run()
    }

    /// What the samples of every page of the site add to types, as `docgen check` gathers it
    /// before it checks the pages.
    static let siteAddedMembers: [String: Set<String>] = {
        let parsed = locales.flatMap { locale in
            ((try? CallFixtures.pages(locale)) ?? []).compactMap { name in
                ParsedPage.read(ContentFile(locale: locale, path: name, displayPath: "content/\(locale)/\(name)",
                                            url: root.appendingPathComponent("content/\(locale)/\(name)"))).page
            }
        }
        return CodeSampleRule.addedMembers(ofSite: parsed, components: [:])
    }()

    /// `line id` for every marker of the page's text.
    static func expected(_ path: String) throws -> Set<String> {
        try expected(in: root, path)
    }

    /// `line id` for every marker of the text of the page at `path` in the site at `site`.
    static func expected(in site: URL, _ path: String) throws -> Set<String> {
        let text = try String(contentsOf: site.appendingPathComponent("content/\(path)"), encoding: .utf8)
        var found = Set<String>()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (marker, offset) in [("expect+1:", 1), ("expect:", 0)] {
                guard let range = line.range(of: marker) else { continue }
                let ids = line[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                    .map { $0.hasSuffix("-->") ? String($0.dropLast(3)) : $0 }.filter { $0.hasPrefix("docgen.") }
                for id in ids { found.insert("\(index + 1 + offset) \(id)") }
                break
            }
        }
        return found
    }

    /// `line id` of the findings the markers speak about (the API and sample rules).
    static func placed(_ findings: [Diagnostic]) -> Set<String> {
        Set(findings.filter { Self.isAPIRule($0.id) }.map { "\($0.location?.line ?? 0) \($0.id)" })
    }

    static func isAPIRule(_ id: String) -> Bool {
        ["docgen.swift.", "docgen.api.", "docgen.count.", "docgen.default.", "docgen.return.", "docgen.table.", "docgen.names.", "docgen.model.unknown"].contains { id.hasPrefix($0) }
            && id != "docgen.swift.syntax"
    }
}
