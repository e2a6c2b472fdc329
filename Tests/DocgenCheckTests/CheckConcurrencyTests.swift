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
    @Test("The compiler is probed once per catalog, and a failed probe fails every model alike")
    func swiftcProbe() throws {
        var calls = 0
        var probe = SwiftcProbe { () throws(DiagnosticsError) -> SwiftcProbe.Compiler in
            calls += 1
            return ("/usr/bin/swiftc", "Swift version \(calls)")
        }
        #expect(try probe.get().version == "Swift version 1")
        #expect(try probe.get().version == "Swift version 1")
        #expect(calls == 1)

        var failures = 0
        var failing = SwiftcProbe { () throws(DiagnosticsError) -> SwiftcProbe.Compiler in
            failures += 1
            throw DiagnosticsError(.error(.modelNoCompiler, "no swiftc \(failures)", file: nil))
        }
        for _ in 0..<2 {
            #expect(throws: DiagnosticsError.self) { try failing.get() }
        }
        do {
            _ = try failing.get()
        } catch {
            #expect(error.diagnostics.map(\.message) == ["no swiftc 1"])
        }
        #expect(failures == 1)
    }

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
        let check = SiteCheck(root: site, compiler: ModelCompiler(cacheDirectory: TestModels.cache))

        let full = try check.run()
        #expect(!full.diagnostics.isEmpty)
        #expect(try check.run(until: { false })?.diagnostics == full.diagnostics)
        #expect(try check.run(until: { true }) == nil)
        // Given up part-way, after a few pages were read.
        let asked = Locked(0)
        #expect(try check.run(until: { asked.withLock { $0 += 1; return $0 > 3 } }) == nil)
    }

    @Test("Two checks that compile one model at once both get it, and neither takes the other's away")
    func concurrentCompile() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = ModelSource(name: "sdk3", module: "sdk3",
                                 directory: TestModels.repository.appendingPathComponent("models/sdk3"))
        let results = [0, 1].parallelMap { _ -> Result<URL, DiagnosticsError> in
            do throws(DiagnosticsError) {
                let folder = try ModelCompiler(cacheDirectory: cache).symbolGraphs(for: source)
                // Read right away, as a check does, while the other may still be finishing.
                guard FileManager.default.contents(atPath: folder.appendingPathComponent("sdk3.symbols.json").path) != nil else {
                    return .failure(DiagnosticsError(.error(.modelSymbolGraph, "graph gone", file: nil)))
                }
                return .success(folder)
            } catch {
                return .failure(error)
            }
        }
        let folders = try results.map { try $0.get() }
        #expect(folders[0] == folders[1])
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("tmp-") }
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
