import DocgenSwift
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
    }

    @Test("canImport() of the package's own modules holds, and a product's variant has its own defines")
    func packageModulesAndVariants() throws {
        let store = try ModelLookup.model("StoreFront")
        #expect(store.has("Storefront.collectAdvertisingIdentifier()"))
        let kids = try ModelLookup.model("StoreFront", modules: ["StoreFront_Kids"])
        #expect(kids.modules.map(\.name) == ["StoreFront_Kids"])
        #expect(!kids.has("Storefront.collectAdvertisingIdentifier()"), "STOREFRONT_KIDS is defined for the variant")
    }
}
