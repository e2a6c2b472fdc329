@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The SDK models compiled by the real compiler from the repository's
/// `models/sdk4` and `models/sdk3`, once per test run. The symbol
/// graphs are cached under the temporary folder by a hash of the sources, so later runs only
/// read JSON.
enum SampleModels {
    /// The package root: `Tests/DocgenCheckTests/<this file>` is three levels below it.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-sample-check-models")

    private static let loaded: Result<[APIModel], DiagnosticsError> = {
        do throws(DiagnosticsError) {
            let compiler = ModelCompiler(cacheDirectory: cache)
            var models: [APIModel] = []
            for (name, module) in [("sdk4", "sdk4"), ("sdk3", "sdk3")] {
                let source = ModelSource(name: name, module: module,
                                         directory: repository.appendingPathComponent("models/\(name)"))
                let graphs = try SymbolGraphReader.graphs(in: try compiler.symbolGraphs(for: source))
                guard let graph = graphs.first(where: { $0.module.name == module }) else {
                    throw DiagnosticsError(.error(.modelSymbolGraph, "no symbol graph for \(module)", file: nil))
                }
                models.append(SymbolGraphReader.model(named: name, from: graph))
            }
            return .success(models)
        } catch {
            return .failure(error)
        }
    }()

    /// Both models, SDK 4 first.
    static func all() throws -> [APIModel] {
        try loaded.get()
    }

    static func named(_ name: String) throws -> APIModel {
        try #require(try all().first { $0.name == name })
    }
}

/// What `SwiftSampleChecker` finds in `code`, a block whose first code line is .md line
/// `firstLine` and whose fence is indented by `indent`, on a page naming `page` (nil: a page
/// naming no model, checked against both).
func sampleFindings(_ code: String, page: String?, firstLine: Int = 10, indent: Int = 0) throws -> [Diagnostic] {
    let models = try SampleModels.all()
    let pageModel = try page.map { try SampleModels.named($0) }
    return SwiftSampleChecker(models: models, pageModel: pageModel)
        .check(code: code, firstLine: firstLine, columnOffset: indent, file: "content/en/guide.md")
}

/// The findings as `id@line:column`, for compact expectations.
func samplePlaces(_ findings: [Diagnostic]) -> [String] {
    findings.map { "\($0.id)@\($0.location?.description ?? "-")" }
}
