@testable import DocgenCheck
import DocgenCore
import Foundation
import Testing

/// The models compiled from the repository's `Sources/DocgenBundledModels/AdaptySDK4` and `Sources/DocgenBundledModels/AdaptySDK3`
/// by the real compiler, into a cache folder of this test run, once.
enum TestModels {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-test-models-\(ProcessInfo.processInfo.processIdentifier)")

    static let config: SiteConfig = {
        var config = SiteConfig()
        config.models = [("sdk4", "Sources/DocgenBundledModels/AdaptySDK4", nil, nil), ("sdk3", "Sources/DocgenBundledModels/AdaptySDK3", nil, nil)]
        return config
    }()

    static let catalog: Result<ModelCatalog, DiagnosticsError> = {
        do throws(DiagnosticsError) {
            return .success(try ModelCatalog.load(root: repository, config: config, compiler: ModelCompiler(cacheDirectory: cache)))
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
