import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// `#if` is evaluated for the platform read, with the target's defines, as a release build.
@Suite("#if evaluation")
struct IfConfigTests {
    @Test("os(), canImport() and defines pick the declarations of each platform", arguments: [
        ("ios", ["StreamSession.enableAirPlay()", "PlayerViewController", "PlayerViewController.present(_:)"],
         ["StreamSession.enableLinuxSink()", "StreamSession.enableGenericSink()", "watchOnly()"]),
        ("linux", ["StreamSession.enableLinuxSink()"], ["StreamSession.enableAirPlay()", "PlayerViewController", "watchOnly()"]),
        ("macos", ["StreamSession.enableGenericSink()"], ["StreamSession.enableAirPlay()", "PlayerViewController"]),
        ("watchos", ["StreamSession.enableGenericSink()", "watchOnly()"], ["StreamSession.enableAirPlay()"]),
        ("tvos", ["StreamSession.enableGenericSink()", "PlayerViewController"], ["StreamSession.enableAirPlay()"]),
        ("visionos", ["StreamSession.enableGenericSink()", "PlayerViewController"], ["StreamSession.enableAirPlay()"]),
    ])
    func platforms(platform: String, present: [String], absent: [String]) throws {
        let model = try ModelLookup.model("MediaKit", platform: platform)
        for path in present { #expect(model.has(path), "\(path) should be read on \(platform)") }
        for path in absent { #expect(!model.has(path), "\(path) should not be read on \(platform)") }
    }

    @Test("a swiftSettings define holds; DEBUG, debug-only defines, unknown modules, the simulator and future compilers do not")
    func conditions() throws {
        let model = try ModelLookup.model("MediaKit")
        #expect(model.has("StreamSession"), "MEDIAKIT_STREAMING from swiftSettings (through a top-level constant)")
        #expect(!model.has("debugOnlyDump()"), "DEBUG and a .when(configuration: .debug) define")
        #expect(model.has("macroEraFeature()"), "swift(>=5.9) against 6.1")
        #expect(!model.has("farFutureFeature()"), "compiler(>=99)")
        #expect(!model.has("neverCompiled()"), "canImport of an unknown module")
        #expect(!model.has("simulatorOnly()"), "targetEnvironment(simulator)")
        #expect(model.has("typedThrowsAware()"), "hasFeature(TypedThrows)")
        #expect(model.has("packageBuildOnly()"), "SwiftPM defines SWIFT_PACKAGE for the package's modules")
        #expect(!model.has("podBuildOnly()"), "and the other branch is no other build of the package")
        #expect(!model.modules.flatMap(\.conditionalDeclarations).contains { $0.declaration.pathComponents == ["podBuildOnly()"] })
    }

    @Test("canImport() of the package's own modules holds, and a product's variant has its own defines")
    func packageModulesAndVariants() throws {
        let store = try ModelLookup.model("StoreFront")
        #expect(store.has("Storefront.collectAdvertisingIdentifier()"))
        let kids = try ModelLookup.model("StoreFront", modules: ["StoreFront_Kids"])
        #expect(kids.modules.map(\.name) == ["StoreFront_Kids"])
        #expect(!kids.has("Storefront.collectAdvertisingIdentifier()"), "STOREFRONT_KIDS is defined for the variant")
    }

    @Test("canImport() of what the target depends on (and of a dependency's version marker) holds, on the platforms the dependency is for; FoundationEssentials on Linux; compiler() is 6.3", arguments: [
        ("ios", ["Recorder.traced()", "Recorder.newCompilerOnly()"], ["Recorder.sink()", "Recorder.snapshot()", "Recorder.essentials()"]),
        ("macos", ["Recorder.traced()", "Recorder.newCompilerOnly()"], ["Recorder.sink()", "Recorder.essentials()"]),
        ("linux", ["Recorder.traced()", "Recorder.sink()", "Recorder.newCompilerOnly()", "Recorder.essentials()"], ["Recorder.snapshot()"]),
    ])
    func dependencies(platform: String, present: [String], absent: [String]) throws {
        let model = try ModelLookup.model("DependentKit", platform: platform)
        #expect(model.has("Recorder.record()"))
        // `Tracing2` is the `Tracing` dependency's version marker: its branch, not the unavailable one.
        #expect(try model.declaration("Recorder.tracedSpans()").availability.isEmpty)
        for name in present { #expect(model.has(name), "\(name) on \(platform)") }
        for name in absent { #expect(!model.has(name), "\(name) on \(platform)") }
    }

    @Test("a branch only an unset custom condition turns on is kept aside, by name, as another build's")
    func otherBuilds() throws {
        let model = try ModelLookup.model("MediaKit")
        let conditional = Dictionary(model.modules.flatMap(\.conditionalDeclarations).map { ($0.declaration.pathComponents.joined(separator: "."), $0.conditions) },
                                     uniquingKeysWith: { first, _ in first })
        #expect(conditional["debugOnlyDump()"] == ["DEBUG", "MEDIAKIT_TRACE"])
        #expect(conditional["watchOnly()"] == ["MEDIAKIT_WATCH"], "defined for watchOS only, so unset on iOS")
        #expect(!model.has("watchOnly()"), "and still not a declaration of the build read")
        // Branches that a platform, a compiler, a module or the simulator decide are not another build.
        for path in ["StreamSession.enableLinuxSink()", "StreamSession.enableGenericSink()", "farFutureFeature()", "neverCompiled()",
                     "simulatorOnly()"] {
            #expect(conditional[path] == nil, "\(path)")
        }
        // A branch the variant's own define turns off (`#if !STOREFRONT_KIDS`) is no other build of that variant.
        let kids = try ModelLookup.model("StoreFront", modules: ["StoreFront_Kids"])
        #expect(kids.modules.flatMap(\.conditionalDeclarations).isEmpty)
        // The surface keeps the names, not as members.
        let surface = try ModelLookup.surface("MediaKit")
        #expect(surface.conditional?.contains(APISurfaceConditional(owner: "", name: "watchOnly()", module: "MediaKit", conditions: ["MEDIAKIT_WATCH"])) == true)
        #expect(!surface.symbols.contains { $0.name == "watchOnly()" || $0.name == "watchOnly" })
    }

    @Test("Declarations under other conditions are kept in one order, whatever order they are met in (the cache's JSON is stable)")
    func conditionalOrder() throws {
        let a = APISurfaceConditional(owner: "Reader", name: "Reader", module: "M", conditions: ["canImport(UIKit)"])
        let b = APISurfaceConditional(owner: "Reader", name: "Reader", module: "M", conditions: ["FUZZ", "canImport(UIKit)"])
        let c = APISurfaceConditional(owner: "Reader", name: "refresh()", module: "M", conditions: ["DEBUG"])
        let orders = [[a, b, c], [b, a, c], [c, b, a], [a, c, b]].map { APISurface(symbols: [], conditional: $0).conditional ?? [] }
        #expect(orders.allSatisfy { $0 == orders[0] })
        #expect(orders[0] == [b, a, c])
        let surface = APISurface(symbols: [], conditional: [a, b, c])
        #expect(try JSONDecoder().decode(APISurface.self, from: surface.json(pretty: false)) == surface)
    }
}
