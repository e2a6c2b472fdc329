import DocgenSwift
import DocgenSupport
import Testing

/// `Package.swift` read as text with SwiftParser, never run.
@Suite("Package manifest reader")
struct PackageManifestReaderTests {
    @Test("products, targets, paths, exclusions, sources and defines, through constants and `+`")
    func reads() {
        let manifest = PackageManifestReader.read("""
            // swift-tools-version: 6.0
            import PackageDescription
            let common: [SwiftSetting] = [.define("COMMON")]
            let extra = [Target.target(name: "Extra", path: "Sources/More", sources: ["A.swift", "Sub"])]
            let package = Package(
                name: "Sample",
                products: [
                    .library(name: "Sample", targets: ["Core", "Extra"]),
                    .library(name: "SampleDynamic", type: .dynamic, targets: ["Core"]),
                    .executable(name: "tool", targets: ["Tool"]),
                ],
                traits: [.trait(name: "Fast"), .default(enabledTraits: ["Fast"])],
                targets: [
                    .target(
                        name: "Core",
                        dependencies: ["Dep", .product(name: "Other", package: "other")],
                        exclude: ["Notes.md", "Old"],
                        swiftSettings: common + [
                            .define("IOS_ONLY", .when(platforms: [.iOS])),
                            .define("MAC_ONLY", .when(platforms: [.macOS])),
                            .define("DEBUG_ONLY", .when(configuration: .debug)),
                            .unsafeFlags(["-D", "FLAGGED", "-DJOINED"]),
                        ]
                    ),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ] + extra
            )
            """, platform: .ios)
        #expect(manifest.name == "Sample")
        #expect(manifest.libraryTargets == ["Core", "Extra"])
        #expect(manifest.products.map(\.isLibrary) == [true, true, false])
        #expect(manifest.targets.map(\.name) == ["Core", "Tool", "CoreTests", "Extra"])
        #expect(manifest.targets.map(\.kind) == [.regular, .executable, .test, .regular])
        let core = manifest.targets[0]
        #expect(core.path == nil)
        #expect(core.exclude == ["Notes.md", "Old"])
        #expect(core.defines == ["COMMON", "IOS_ONLY", "FLAGGED", "JOINED", "Fast"])
        #expect(core.dependencies == ["Dep", "Other"])
        #expect(manifest.targets[3].path == "Sources/More")
        #expect(manifest.targets[3].sources == ["A.swift", "Sub"])
        #expect(manifest.defaultTraits == ["Fast"])
        #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
    }

    @Test("what cannot be followed is a located warning, not a silent gap")
    func unfollowable() {
        let manifest = PackageManifestReader.read("""
            import PackageDescription
            let names = ["A", "B"]
            let package = Package(name: "Dynamic", targets: names.map { .target(name: $0) })
            package.targets.append(.target(name: "C"))
            """, platform: .ios)
        #expect(manifest.targets.isEmpty)
        #expect(manifest.diagnostics.count == 2)
        #expect(manifest.diagnostics.allSatisfy { $0.id == Rule.modelManifest.id && $0.severity == .warning && $0.location != nil })
    }

    @Test("a list a closure builds in place: its literal, its appends, and the `#if` branches the host takes (a Mac for Apple's platforms); an `#if` that cannot be evaluated is reported", arguments: [
        (SourcePlatform.ios, ["DialTests", "DialKnobs", "DialExtras", "Dial"], ["DialObjC"]),
        (SourcePlatform.macos, ["DialTests", "DialKnobs", "DialExtras", "Dial"], ["DialObjC"]),
        (SourcePlatform.linux, ["DialTests", "DialKnobs", "DialExtras", "Dial"], []),
    ])
    func closureList(platform: SourcePlatform, targets: [String], dialDependencies: [String]) {
        let manifest = PackageManifestReader.read("""
            import PackageDescription
            let package = Package(
                name: "Dial",
                products: [.library(name: "Dial", targets: { var names = ["Dial"]; names += ["DialExtras"]; return names }())],
                targets: {
                    var helpers: [String] = []
                    #if os(macOS)
                    helpers.append("DialObjC")
                    #endif
                    var targets: [Target] = [.testTarget(name: "DialTests")]
                    targets.append(.target(name: "DialKnobs"))
                    targets.append(contentsOf: [.target(name: "DialExtras")])
                    #if os(macOS)
                    targets.append(.target(name: "Dial", dependencies: ["DialObjC"]))
                    #else
                    targets.append(.target(name: "Dial"))
                    #endif
                    #if unknownCheck(Dial)
                    targets.append(.target(name: "DialNever"))
                    #endif
                    return targets
                }()
            )
            """, platform: platform)
        #expect(manifest.libraryTargets == ["Dial", "DialExtras"])
        #expect(manifest.targets.map(\.name) == targets)
        #expect(manifest.target(named: "Dial")?.dependencies == dialDependencies)
        // The `#if` that appends to `helpers` is not the list's; the one no build can evaluate is.
        #expect(manifest.diagnostics.map(\.message) == ["what an `#if` that cannot be evaluated adds to the list computed here is not read"])
        #expect(manifest.diagnostics.first?.location?.line == 18)
    }

    @Test("a closure that computes its list otherwise stays a warning, with nothing read")
    func closureComputed() {
        let manifest = PackageManifestReader.read("""
            import PackageDescription
            let package = Package(name: "Dial", targets: {
                var targets: [Target] = []
                for name in ["A", "B"] { targets.append(.target(name: name)) }
                return targets
            }())
            """, platform: .ios)
        #expect(manifest.targets.isEmpty)
        #expect(manifest.diagnostics.count == 1 && manifest.diagnostics[0].message.contains("is computed"))
    }

    @Test("a computed constant several targets use is one warning, quoting it on one line")
    func computedConstantOnce() throws {
        // As RevenueCat's manifest reads its compiler flags from an xcconfig file.
        let manifest = PackageManifestReader.read("""
            import PackageDescription
            var extraFlags: [SwiftSetting] = {
                let config = try? String(contentsOfFile: "CI.xcconfig")
                return (config ?? "").split(separator: " ").map { .define(String($0)) }
            }()
            var otherFlags: [SwiftSetting] = ProcessInfo.processInfo.environment.keys.map { .define($0) }
            let package = Package(name: "Till", targets: [
                .target(name: "Till", swiftSettings: [.define("TILL")] + extraFlags),
                .target(name: "TillUI", swiftSettings: extraFlags),
                .target(name: "TillKit", swiftSettings: extraFlags + otherFlags),
            ])
            """, platform: .ios)
        #expect(manifest.targets.map(\.name) == ["Till", "TillUI", "TillKit"])
        #expect(manifest.targets[0].defines.contains("TILL"))
        // Each computed value once, where it is written, not once per target that uses it.
        #expect(manifest.diagnostics.map(\.location?.line) == [2, 6])
        let first = try #require(manifest.diagnostics.first?.message)
        #expect(first == "`{ let config = try? String(contentsOfFile: \"CI.xcconfig\") re…` is computed; the reader takes array literals only")
        #expect(!manifest.diagnostics.contains { $0.message.contains("\n") })
    }

    @Test("products, targets and a target's path and exclusions assigned after `Package(…)`")
    func assigned() {
        let manifest = PackageManifestReader.read("""
            import PackageDescription
            let pkg = Package(name: "Spool")
            pkg.products = [.library(name: "Spool", targets: ["Spool"])]
            let spool: Target = .target(name: "Spool")
            spool.path = "Sources"
            spool.exclude = ["Legacy.swift"]
            pkg.targets = [spool, .testTarget(name: "SpoolTests", path: "Tests")]
            """, platform: .ios)
        #expect(manifest.libraryTargets == ["Spool"])
        #expect(manifest.targets.map(\.name) == ["Spool", "SpoolTests"])
        #expect(manifest.targets.first?.path == "Sources")
        #expect(manifest.targets.first?.exclude == ["Legacy.swift"])
        #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
    }

    @Test("a file without Package(…) is reported")
    func notAManifest() {
        let manifest = PackageManifestReader.read("let x = 1", platform: .ios)
        #expect(manifest.diagnostics.map(\.id) == [Rule.modelManifest.id])
    }
}
