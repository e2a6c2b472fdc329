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

    @Test("a file without Package(…) is reported")
    func notAManifest() {
        let manifest = PackageManifestReader.read("let x = 1", platform: .ios)
        #expect(manifest.diagnostics.map(\.id) == [Rule.modelManifest.id])
    }
}
