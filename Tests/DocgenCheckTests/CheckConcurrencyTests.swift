@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("The work docgen check shares or overlaps")
struct CheckConcurrencyTests {
    @Test("A check told to give up stops and reports nothing; told to go on, it reports what run() does")
    func cancelled() throws {
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/sites/translations/parity", withExtension: nil))
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-cancel-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: site)
        defer { try? FileManager.default.removeItem(at: site) }
        let models = TestModels.repository.appendingPathComponent("models").path
        let config = try String(contentsOf: site.appendingPathComponent("docgen.yaml"), encoding: .utf8)
            + "\nmodels:\n  sdk4: \(models)/sdk4\n  sdk3: \(models)/sdk3\n"
        try config.write(to: site.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        _ = try TestModels.get()  // the shared cache filled first
        let check = SiteCheck(root: site, cacheDirectory: TestModels.cache)

        let full = try check.run()
        #expect(!full.diagnostics.isEmpty)
        #expect(try check.run(until: { false })?.diagnostics == full.diagnostics)
        #expect(try check.run(until: { true }) == nil)
        // Given up part-way, after a few pages were read.
        let asked = Locked(0)
        #expect(try check.run(until: { asked.withLock { $0 += 1; return $0 > 3 } }) == nil)
    }

    @Test("Two checks that extract one source model at once both get it, and leave no temporary file in the cache")
    func concurrentExtraction() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = try #require(Bundle.module.url(forResource: "Fixtures/sdks/Kettle", withExtension: nil))
        let config: SiteConfig = {
            var config = SiteConfig()
            config.models = [ModelSpec(name: "kettle", kind: .source, path: source.path)]
            return config
        }()
        let results = [0, 1].parallelMap { _ -> Result<Int, DiagnosticsError> in
            do throws(DiagnosticsError) {
                return .success(try ModelCatalog.load(root: source, config: config, cacheDirectory: cache).models[0].surface.symbols.count)
            } catch {
                return .failure(error)
            }
        }
        let counts = try results.map { try $0.get() }
        #expect(counts[0] == counts[1] && counts[0] > 0)
        let entries = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(entries.isEmpty, "left behind: \(entries)")
    }

    @Test("A background value runs beside the caller and hands back what it computed")
    func backgroundValue() {
        let gate = DispatchSemaphore(value: 0)
        // The work waits for the caller to go on: it can only finish if it runs on its own thread.
        let value = BackgroundValue { () -> [Int] in
            let released = gate.wait(timeout: .now() + 30) == .success
            return released ? Array(0..<1000) : []
        }
        gate.signal()
        #expect(value.wait() == Array(0..<1000))
    }
}
