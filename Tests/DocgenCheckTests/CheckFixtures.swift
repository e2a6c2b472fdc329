@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The sample site's models: the repository's `models/sdk4` and `models/sdk3`, symbol graphs
/// extracted from the real SDK's source (release/4.0.0 and 3.17.2), read once per test run.
enum TestModels {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-test-models-\(ProcessInfo.processInfo.processIdentifier)")

    static let config: SiteConfig = {
        var config = SiteConfig()
        config.models = [ModelSpec(name: "sdk4", kind: .folder, path: "models/sdk4"), ModelSpec(name: "sdk3", kind: .folder, path: "models/sdk3")]
        return config
    }()

    static let catalog: Result<ModelCatalog, DiagnosticsError> = {
        do throws(DiagnosticsError) {
            return .success(try ModelCatalog.load(root: repository, config: config, cacheDirectory: cache))
        } catch {
            return .failure(error)
        }
    }()

    static func get() throws -> ModelCatalog {
        switch catalog {
        case .success(let catalog): return catalog
        case .failure(let error): throw error
        }
    }
}

/// Runs the page rules on one fixture page and returns what they found.
func findings(_ path: String, site: String = "drift") throws -> [Diagnostic] {
    let root = try #require(Bundle.module.url(forResource: "Fixtures/sites/\(site)", withExtension: nil))
    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
    let file = ContentFile(locale: parts[0], path: parts[1], displayPath: "content/\(path)",
                           url: root.appendingPathComponent("content/\(path)"))
    let (page, parseProblems) = ParsedPage.read(file)
    #expect(parseProblems.isEmpty)
    return PageChecker(page: try #require(page), catalog: try TestModels.get()).run()
}

/// Runs the site-wide rules (links, translations, parity) on a fixture site under
/// `Fixtures/sites/translations/`: no API model is needed for them.
func siteFindings(_ site: String) throws -> (diagnostics: [Diagnostic], status: TranslationStatus) {
    let root = try #require(Bundle.module.url(forResource: "Fixtures/sites/translations/\(site)", withExtension: nil))
    let config = try SiteConfig.load(root: root)
    let tree = try ContentTree.scan(root: root)
    let locales = try SiteLocale.resolve(config: config, folders: tree.localeFolders)
    var pages: [ParsedPage] = []
    for file in tree.files where file.isPage {
        let (page, problems) = ParsedPage.read(file)
        #expect(problems.isEmpty, "\(file.displayPath): \(problems.map(\.message))")
        pages.append(try #require(page))
    }
    let found = SiteRules(config: config, locales: locales, pages: pages, assets: tree.files.filter { !$0.isPage }).run()
    return (found.diagnostics, try #require(found.status))
}

/// `file:line severity id`, sorted, to compare findings with an expected list.
func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.file ?? "-"):\($0.location?.line ?? 0) \($0.severity.rawValue) \($0.id)" }.sorted()
}
