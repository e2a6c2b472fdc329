import DocgenSwift
import Foundation
import Testing

/// Measures extraction of a real SDK checkout: `DOCGEN_SDK_SOURCE=/tmp/adapty-3.17.2 swift test
/// --filter SDKMeasurement` prints counts and timings; skipped when the variable is unset.
@Suite("SDK measurement", .enabled(if: ProcessInfo.processInfo.environment["DOCGEN_SDK_SOURCE"] != nil))
struct SDKMeasurementTests {
    @Test("extracts the SDK named by DOCGEN_SDK_SOURCE and prints what it found")
    func measure() throws {
        let root = ProcessInfo.processInfo.environment["DOCGEN_SDK_SOURCE"]!
        let start = Date()
        let model = try SourceModelReader.read(root: root)
        let elapsed = Date().timeIntervalSince(start)
        print("extracted \(model.declarations.count) declarations in \(String(format: "%.3f", elapsed)) s")
        for module in model.modules { print("  \(module.name): \(module.files.count) files, \(module.declarations.count) declarations") }
        for diagnostic in model.diagnostics.prefix(20) { print("  \(diagnostic)") }
    }
}
