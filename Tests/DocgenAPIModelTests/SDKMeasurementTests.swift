import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// Measures extraction of a real SDK checkout, printing counts and timings:
///
///     DOCGEN_SDK_SOURCE=/tmp/adapty-3.17.2 swift test -c release --filter SDKMeasurement
///
/// `DOCGEN_SDK_PLATFORM` picks the platform (default `ios`); `DOCGEN_SDK_EMIT=DIR` also writes
/// the symbol graphs and `surface.json` there, to inspect. Skipped when the variable is unset.
@Suite("SDK measurement", .serialized, .enabled(if: ProcessInfo.processInfo.environment["DOCGEN_SDK_SOURCE"] != nil))
struct SDKMeasurementTests {
    let root = ProcessInfo.processInfo.environment["DOCGEN_SDK_SOURCE"] ?? ""
    let platform = ProcessInfo.processInfo.environment["DOCGEN_SDK_PLATFORM"] ?? "ios"

    /// Wall-clock seconds; `cpu` collects the process's CPU seconds (user and system), which
    /// other work on a shared machine does not inflate.
    private func time<T>(_ cpu: inout [Double], _ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.cpuSeconds()
        let value = try body()
        cpu.append(Self.cpuSeconds() - cpuStart)
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    @Test("extracts the SDK named by DOCGEN_SDK_SOURCE and prints what it found")
    func measure() throws {
        let cache = try Fixtures.scratch("sdk-cache")
        defer { Fixtures.remove(cache) }
        var cpu: [Double] = []
        let (model, parse) = try time(&cpu) { try SourceModelReader.read(root: root, platform: platform) }
        let (cold, coldTime) = try time(&cpu) { try SourceModelExtractor.extract(root: root, platform: platform, cacheDirectory: cache) }
        let (warm, warmTime) = try time(&cpu) { try SourceModelExtractor.extract(root: root, platform: platform, cacheDirectory: cache) }
        let (surface, surfaceTime) = time(&cpu) { SourceModelExtractor.surface(warm, root: root) }
        #expect(!cold.fromCache)
        #expect(warm.fromCache)
        if let emit = ProcessInfo.processInfo.environment["DOCGEN_SDK_EMIT"] {
            try SourceModelExtractor.writeGraphs(cold, to: emit)
            try SourceModelExtractor.surfaceJSON(cold, root: root).write(to: URL(fileURLWithPath: emit + "/surface.json"))
        }
        let files = model.modules.reduce(0) { $0 + $1.files.count }
        print("== \(root) (\(platform))")
        print(String(format: "read %d files: %.3f s; extract cold (graphs, cache write) %.3f s; cache hit %.3f s; surface %.3f s",
                     files, parse, coldTime, warmTime, surfaceTime))
        print(String(format: "  CPU seconds: read %.3f, extract cold %.3f, cache hit %.3f, surface %.3f; load average %@",
                     cpu[0], cpu[1], cpu[2], cpu[3], (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.prefix(14).description ?? "?"))
        for module in model.modules { print("  \(module.name): \(module.files.count) files, \(module.declarations.count) declarations") }
        var byKind: [String: Int] = [:]
        for declaration in model.declarations where !declaration.isImplicit { byKind[declaration.kind.rawValue, default: 0] += 1 }
        print("  declarations by kind: \(byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        let graphSymbols = cold.graphs.reduce(0) { $0 + $1.graph.symbols.count }
        print("  graph files: \(cold.graphs.map(\.name).joined(separator: ", ")); \(graphSymbols) symbols")
        print("  surface: \(surface.symbols.count) symbols, \(surface.symbols.reduce(0) { $0 + $1.members.count }) members")
        for diagnostic in model.diagnostics.prefix(30) { print("  \(diagnostic)") }

        func show(_ name: String) {
            for symbol in surface.symbols(named: name) {
                print("-- \(symbol.module).\(symbol.name) [\(symbol.kind.rawValue)] \(symbol.isolation.map { "@\($0) " } ?? "")\(symbol.signature ?? "")"
                      + (symbol.conformances.map { " : \($0.joined(separator: ", "))" } ?? " (no conformances)"))
                let cases = symbol.members.filter { $0.kind == .case }
                if !cases.isEmpty { print("   \(cases.count) cases") }
                for member in symbol.members {
                    let required = member.required.map { $0 ? " [required]" : " [optional]" } ?? ""
                    let defaults = (member.defaults ?? []).map { "default\($0.constraints.map { " where \($0)" } ?? "")" }.joined(separator: "; ")
                    print("   \(member.kind.rawValue): \(member.signature)\(required)\(defaults.isEmpty ? "" : " {\(defaults)}")")
                }
            }
        }
        if let adapty = surface.symbol(named: "Adapty") {
            let names = adapty.baseNames(of: .staticMethod)
            print("Adapty static method base names (\(names.count)): \(names.joined(separator: ", "))")
            for module in Set(adapty.members.map(\.module)).sorted() {
                let own = Set(adapty.members.filter { $0.module == module && $0.kind == .staticMethod }.map(\.baseName)).sorted()
                print("  declared in \(module): \(own.count): \(own.joined(separator: ", "))")
            }
        }
        for member in surface.symbols(named: "View").flatMap(\.members) {
            print("View.\(member.name) in \(member.module): \(member.parameters?.count ?? 0) parameters")
        }
        for name in ["AdaptyUI.Action", "AdaptyUIError", "AdaptyError.ErrorCode", "AdaptyPaywallControllerDelegate",
                     "AdaptyFlowControllerDelegate", "View", "AdaptyUI", "AdaptyUI.PaywallConfiguration", "AdaptyUI.FlowConfiguration"] {
            show(name)
        }
        for symbol in surface.symbols where symbol.name.hasSuffix("Configuration") && symbol.kind == .class {
            print("class \(symbol.module).\(symbol.name): \(symbol.isolation.map { "@\($0) " } ?? "")\(symbol.signature ?? "")")
        }
    }
}
