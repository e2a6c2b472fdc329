@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
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

    @Test("The cache is keyed by the sources: warm when unchanged, cold after an edit")
    func cacheKey() throws {
        _ = try TestModels.get()
        let compiler = ModelCompiler(cacheDirectory: TestModels.cache)
        let original = TestModels.repository.appendingPathComponent("models/sdk4")
        let source = ModelSource(name: "sdk4", module: "sdk4", directory: original)
        let cached = try #require(try compiler.cachedSymbolGraphs(for: source))
        #expect(try compiler.symbolGraphs(for: source) == cached)

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-model-copy-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: original, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let copied = ModelSource(name: "sdk4", module: "sdk4", directory: copy)
        #expect(try compiler.cachedSymbolGraphs(for: copied) == cached)  // same bytes, same key
        let file = copy.appendingPathComponent("Flow/AdaptyFlowControllerDelegate.swift")
        try (try String(contentsOf: file, encoding: .utf8) + "\n// edited\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try compiler.cachedSymbolGraphs(for: copied) == nil)
    }

    @Test("Symbol graphs made elsewhere are read with --symbol-graph")
    func externalGraphs() throws {
        _ = try TestModels.get()
        let compiler = ModelCompiler(cacheDirectory: TestModels.cache)
        let source = ModelSource(name: "sdk3", module: "sdk3", directory: TestModels.repository.appendingPathComponent("models/sdk3"))
        let directory = try compiler.symbolGraphs(for: source)
        let catalog = try ModelCatalog.load(root: TestModels.repository, config: SiteConfig(), symbolGraphs: directory)
        #expect(catalog.models.map(\.name) == ["sdk3"])
        #expect(catalog.model(named: "sdk3")?.symbol(named: "AdaptyPaywallControllerDelegate")?.members.count == 14)
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
            (error as? DiagnosticsError)?.diagnostics.first?.id == "docgen.model.symbol-graph"
        }
    }

    @Test("A model that does not compile reports the compiler's errors at their lines")
    func brokenModel() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "public protocol P {\n    func f(_ x: Missing)\n}\n".write(to: directory.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        let compiler = ModelCompiler(cacheDirectory: directory.appendingPathComponent("cache"))
        do {
            _ = try compiler.symbolGraphs(for: ModelSource(name: "broken", module: "Broken", directory: directory))
            Issue.record("a broken model compiled")
        } catch {
            let located = try #require(error.diagnostics.first { $0.file?.hasSuffix("P.swift") == true })
            #expect(located.location?.line == 2)
            #expect(located.message.contains("Missing"))
        }
    }
}
