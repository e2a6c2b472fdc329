@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import DocgenTestSupport
import Foundation
import Testing

@Suite("The model, read from compiler symbol graphs")
struct ModelTests {
    @Test("SDK 4: the delegate has 15 requirements, 4 without a default; .flow has 21 parameters, 7 without")
    func sdk4() throws {
        let model = try #require(try TestModels.get().model(named: "sdk4"))
        let delegate = try #require(model.symbol(named: "AdaptyFlowControllerDelegate"))
        #expect(delegate.members.count == 15)
        #expect(delegate.requiredMembers.map(\.name) == [
            "flowController(_:didFinishPurchase:purchaseResult:)", "flowController(_:didFailPurchase:error:)",
            "flowController(_:didFinishRestoreWith:)", "flowController(_:didFailRestoreWith:)",
        ])
        let loading = try #require(delegate.member(named: "flowController(_:didFailLoadingProductsWith:)"))
        #expect(loading.returnType == "Bool")
        #expect(loading.parameters.map(\.type) == ["AdaptyFlowController", "AdaptyError"])
        let flow = try #require(model.symbol(named: ".flow"))
        #expect(flow.members.count == 21)
        #expect(flow.requiredMembers.map(\.name) == ["isPresented", "flowConfiguration", "didFinishPurchase", "didFailPurchase",
                                                      "didFinishRestore", "didFailRestore", "didReceiveError"])
        #expect(flow.members.first { $0.name == "fullScreen" }?.declaration == "fullScreen: Bool = true")
    }

    @Test("SDK 3: the delegate has 14 requirements, 3 without a default; .paywall has 20 parameters, 6 without")
    func sdk3() throws {
        let model = try #require(try TestModels.get().model(named: "sdk3"))
        let delegate = try #require(model.symbol(named: "AdaptyPaywallControllerDelegate"))
        #expect(delegate.members.count == 14)
        #expect(delegate.requiredMembers.count == 3)
        #expect(delegate.member(named: "paywallController(_:didFinishPurchase:purchaseResult:)")?.isRequired == false)
        let paywall = try #require(model.symbol(named: "paywall"))
        #expect(paywall.members.count == 20)
        #expect(paywall.requiredMembers.count == 6)
        #expect(paywall.member(named: "didReceiveAnalyticEvent") == nil)
    }

    @Test("Symbol graphs in a folder are read with --symbol-graph, every module of it one model")
    func externalGraphs() throws {
        let directory = TestModels.repository.appendingPathComponent("models/sdk3")
        let catalog = try ModelCatalog.load(root: TestModels.repository, config: SiteConfig(), symbolGraphs: directory)
        #expect(catalog.models.count == 1)
        #expect(catalog.models[0].modules == ["Adapty", "AdaptyUI", "AdaptyUIBuilder"])
        #expect(catalog.models[0].symbol(named: "AdaptyPaywallControllerDelegate")?.members.count == 14)
    }

    @Test("A folder's surface is read back from the cache by content; an entry that cannot be read is made again and replaced")
    func surfaceCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-surface-cache-\(UUID().uuidString)")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-surface-graphs-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: copy)
        }
        try FileManager.default.copyItem(at: TestModels.repository.appendingPathComponent("models/sdk3"), to: copy)
        func load(cache: URL? = cache) throws -> ModelCatalog {
            try ModelCatalog.load(root: copy, config: SiteConfig(), symbolGraphs: copy, cacheDirectory: cache)
        }
        let made = try load(cache: nil)
        let folder = cache.appendingPathComponent("surfaces")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let first = try load()
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(entries.count == 1)
        let second = try load()
        for catalog in [first, second] {
            #expect(catalog.models.map(\.surface) == made.models.map(\.surface))
            #expect(catalog.models.map(\.name) == made.models.map(\.name) && catalog.models.map(\.modules) == made.models.map(\.modules))
        }
        // What the entry says is what the next check gets: it is read, not made again.
        let entry = folder.appendingPathComponent(entries[0])
        var stored = try JSONDecoder().decode(SurfaceCache.Entry.self, from: Data(contentsOf: entry))
        stored.firstModule = "FromTheCache"
        try JSONEncoder().encode(stored).write(to: entry)
        #expect(try load().models.map(\.name) == ["FromTheCache"])
        // Half an entry, an empty one, another shape, another format: made again, and replaced.
        stored.version = SurfaceCache.formatVersion + 1
        for damage in [Data("{\"version\":1,\"modules\":[".utf8), Data(), Data("[]".utf8), try JSONEncoder().encode(stored)] {
            try damage.write(to: entry)
            let again = try load()
            #expect(again.models.map(\.surface) == made.models.map(\.surface) && again.models.map(\.name) == made.models.map(\.name))
            let rewritten = try JSONDecoder().decode(SurfaceCache.Entry.self, from: Data(contentsOf: entry))
            #expect(rewritten.version == SurfaceCache.formatVersion && rewritten.surface == made.models[0].surface)
        }
        // One byte more in one graph is another key.
        let graph = copy.appendingPathComponent("Adapty.symbols.json")
        try (Data(contentsOf: graph) + Data(" ".utf8)).write(to: graph)
        _ = try load()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.count == 2)
    }

    @Test("A corrupt symbol graph is a located error, not a crash")
    func corruptGraph() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-corrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"module\": {\"name\": \"X\"}, \"symbols\": [".utf8).write(to: directory.appendingPathComponent("X.symbols.json"))
        #expect {
            _ = try ModelCatalog.load(root: directory, config: SiteConfig(), symbolGraphs: directory)
        } throws: { error in
            let first = (error as? DiagnosticsError)?.diagnostics.first
            return first?.id == Rule.modelNotASymbolGraph.id && first?.file == "X.symbols.json"
        }
    }

    @Test("A source model with a file that does not parse is built from the rest, with a warning in that file")
    func brokenSource() throws {
        let site = try ScratchFolder()
        let kettle = try #require(Bundle.module.url(forResource: "Fixtures/sdks/Kettle", withExtension: nil))
        try FileManager.default.copyItem(at: kettle, to: site.url.appendingPathComponent("sdk"))
        try site.write("sdk/Broken.swift", "public struct Broken {\n    public func f(_ x: Int\n}\n")
        try site.write("docgen.yaml", "models:\n  kettle: {source: sdk}\n")
        let config = try SiteConfig.load(root: site.url)
        let catalog = try ModelCatalog.load(root: site.url, config: config, cacheDirectory: nil)
        #expect(catalog.models[0].symbol(named: "KettleDelegate")?.members.count == 4)
        let warning = try #require(catalog.warnings.first { $0.id == Rule.modelParseError.id })
        #expect(warning.file == "sdk/Broken.swift")
        #expect(warning.location?.line == 2)
    }

    @Test("A model folder that does not exist is an error at its line in docgen.yaml")
    func missingFolder() throws {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", "title: X\nmodels:\n  sdk: ../nowhere\n")
        let config = try SiteConfig.load(root: site.url)
        #expect {
            _ = try ModelCatalog.load(root: site.url, config: config, cacheDirectory: nil)
        } throws: { error in
            let first = (error as? DiagnosticsError)?.diagnostics.first
            return first?.id == Rule.modelSourceMissing.id && first?.file == "docgen.yaml" && first?.location?.line == 3
        }
    }
}
