import DocgenSwift
import Testing

/// A sample's `#if` clauses that only some platforms take: the code in them is compiled for
/// those platforms only, so a model read for another does not judge it.
@Suite("Platform-dependent #if clauses in samples")
struct SamplePlatformRegionTests {
    static let code = """
        #if os(iOS)
        a()
        #if DEBUG
        b()
        #endif
        #elseif os(macOS) || os(tvOS)
        c()
        #else
        d()
        #endif
        #if canImport(AppKit)
        e()
        #endif
        #if DEBUG
        g()
        #else
        h()
        #endif
        f()
        """

    static func offset(of call: String) -> Int {
        code.utf8.count - code[code.range(of: "\n\(call)()")!.lowerBound...].utf8.count + 1
    }

    @Test("Each call is compiled for the platforms its clauses are taken on", arguments: [
        ("a", ["ios"], ["macos", "tvos", "watchos"]),
        ("b", ["ios"], ["macos", "visionos"]),
        ("c", ["macos", "tvos"], ["ios", "watchos"]),
        ("d", ["watchos", "visionos", "linux"], ["ios", "macos", "tvos"]),
        ("e", ["macos"], ["ios", "tvos"]),
        // Neither DEBUG branch depends on the platform: both are read everywhere.
        ("g", ["ios", "macos"], []),
        ("h", ["ios", "macos"], []),
        ("f", ["ios", "macos", "tvos", "watchos", "visionos", "linux", "android"], []),
    ])
    func compiled(_ call: String, on: [String], notOn: [String]) {
        let sample = SwiftSampleReader.read(Self.code)
        let offset = Self.offset(of: call)
        for platform in on { #expect(sample.code.isCompiled(at: offset, for: platform), "\(call)() on \(platform)") }
        for platform in notOn { #expect(!sample.code.isCompiled(at: offset, for: platform), "\(call)() not on \(platform)") }
    }

    @Test("The code a platform reads marks what it does not compile and keeps the rest")
    func compiledCode() {
        let sample = SwiftSampleReader.read(Self.code)
        let mac = sample.code.compiled(for: "macos")
        let dropped = Set(mac.expressions.filter(\.hasError).map(\.offset))
        for call in ["a", "b", "d"] { #expect(dropped.contains(Self.offset(of: call)), "\(call)()") }
        for call in ["c", "e", "g", "h", "f"] { #expect(!dropped.contains(Self.offset(of: call)), "\(call)()") }
        #expect(sample.code.compiled(for: "android").expressions.allSatisfy { !$0.hasError })
    }

    @Test("The code only macOS compiles, for a macOS model on an iOS page; none when iOS compiles it all")
    func onlyOnePlatform() throws {
        let sample = SwiftSampleReader.read(Self.code)
        let mac = try #require(sample.code.compiled(for: "macos", only: ["ios"]))
        let kept = Set(mac.expressions.filter { !$0.hasError }.map(\.offset))
        for call in ["c", "e"] { #expect(kept.contains(Self.offset(of: call)), "\(call)()") }
        for call in ["a", "b", "d", "g", "h", "f"] { #expect(!kept.contains(Self.offset(of: call)), "\(call)()") }
        #expect(SwiftSampleReader.read("f()\n#if DEBUG\ng()\n#endif").code.compiled(for: "macos", only: ["ios"]) == nil)
    }
}
