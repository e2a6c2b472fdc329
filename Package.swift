// swift-tools-version:6.0
import PackageDescription
import Foundation

/// The toolchain's own SwiftSyntax libraries (`<toolchain>/usr/lib/swift/host`), found from
/// the `swiftc` on PATH so no machine's path is written here. `DOCGEN_SWIFT_HOST` overrides.
let swiftSyntaxHost: String = {
    let fm = FileManager.default
    if let dir = ProcessInfo.processInfo.environment["DOCGEN_SWIFT_HOST"] { return dir }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for entry in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(entry)).appendingPathComponent("swiftc")
        guard fm.isExecutableFile(atPath: candidate.path) else { continue }
        let usr = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host")
        if fm.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}()

/// Every target that imports DocgenCore also loads the SwiftSyntax modules it imports.
let swiftSyntaxSearchPath: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]

/// jemalloc in place of glibc's malloc, unless `DOCGEN_SYSTEM_MALLOC` is set: sanitizer builds
/// (`scripts/tsan`) bring an allocator of their own, which cannot free jemalloc's memory.
let allocatorLibraries: [LinkerSetting] = ProcessInfo.processInfo.environment["DOCGEN_SYSTEM_MALLOC"] == nil
    ? [.linkedLibrary("jemalloc")] : []

/// The sources of the `AdaptySDK<sdk>` model embedded in the binary (`BundledSDK<sdk>Sources`),
/// in a target beside the other model's, as SwiftPM names embedded files by base name alone.
func bundledSources(sdk: String, besides other: String) -> Target {
    .target(
        name: "BundledSDK\(sdk)Sources",
        path: "Sources/DocgenBundledModels",
        exclude: ["AdaptySDK\(other)", "BundledModels.swift", "Embedded/SDK\(other)Sources.swift"],
        sources: ["Embedded/SDK\(sdk)Sources.swift"],
        resources: [.embedInCode("AdaptySDK\(sdk)")]
    )
}

let swiftSyntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftIDEUtils"]

/// What `DocgenSwift` links besides: `SwiftIfConfig` evaluates `#if` and needs the modules it
/// is built on (`SwiftOperators`, `SwiftSyntaxBuilder`, `SwiftBasicFormat`).
let swiftIfConfigLibraries = ["SwiftIfConfig", "SwiftOperators", "SwiftSyntaxBuilder", "SwiftBasicFormat"]

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The API surface the sample guides document, one module per SDK major: real Swift,
        // compiled, read back as symbol graphs by `docgen check`.
        .target(name: "AdaptySDK4", path: "Sources/DocgenBundledModels/AdaptySDK4"),
        .target(name: "AdaptySDK3", path: "Sources/DocgenBundledModels/AdaptySDK3"),
        // The same sources, compiled into the executable, for sites that configure no model.
        // One target per model, as SwiftPM names embedded files by their base name alone.
        .target(
            name: "DocgenBundledModels",
            dependencies: ["BundledSDK4Sources", "BundledSDK3Sources", "DocgenCore"],
            exclude: ["AdaptySDK4", "AdaptySDK3", "Embedded"],
            sources: ["BundledModels.swift"],
            swiftSettings: swiftSyntaxSearchPath
        ),
        bundledSources(sdk: "4", besides: "3"),
        bundledSources(sdk: "3", besides: "4"),
        // libmicrohttpd through a small C shim: MHD_start_daemon is variadic, and the library
        // is opened only when a server starts (see docgen_httpd.h).
        .target(
            name: "CMicroHTTPD",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // A per-thread arena allocator for cmark-gfm's parses.
        .target(name: "CCmarkArena", dependencies: ["CCmarkGFM"]),
        .target(
            name: "DocgenMarkdown",
            dependencies: ["CCmarkGFM", "CCmarkArena"]
        ),
        .target(
            name: "DocgenTheme",
            resources: [.embedInCode("Files")]
        ),
        .target(
            name: "DocgenCore",
            dependencies: ["DocgenMarkdown", "DocgenTheme", "CYAML", "CAllocatorSettings", "CUnicodeNormalization"],
            swiftSettings: swiftSyntaxSearchPath,
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]
                    + swiftSyntaxLibraries.map { "-l\($0)" }),
            ]
        ),
        .target(
            name: "DocgenCheck",
            dependencies: ["DocgenCore", "DocgenMarkdown", "DocgenBundledModels"],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .target(
            name: "DocgenServe",
            dependencies: ["DocgenCore", "DocgenMarkdown", "DocgenCheck", "CMicroHTTPD"],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .target(
            name: "DocgenCLI",
            dependencies: ["DocgenCore", "DocgenMarkdown", "DocgenCheck", "DocgenServe"],
            swiftSettings: swiftSyntaxSearchPath
        ),
        // The only module that reads Swift source for the API model: declarations of a package
        // or folder, `#if` evaluated for a platform, as neutral values (no JSON).
        .target(
            name: "DocgenSwift",
            swiftSettings: swiftSyntaxSearchPath,
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]
                    + (swiftSyntaxLibraries + swiftIfConfigLibraries).map { "-l\($0)" }),
            ]
        ),
        // Symbol graphs (read and written), the API surface guides are checked against, and
        // the extraction cache; SwiftSyntax only through DocgenSwift.
        .target(
            name: "DocgenAPIModel",
            dependencies: ["DocgenSwift"],
            swiftSettings: swiftSyntaxSearchPath
        ),
        // NFKC by the ICU beside the Swift runtime, opened when first needed.
        .target(name: "CUnicodeNormalization", linkerSettings: [.linkedLibrary("dl")]),
        // jemalloc's options, read from a C symbol of the program, and the huge-page switch.
        .target(name: "CAllocatorSettings"),
        .executableTarget(
            name: "docgen",
            dependencies: ["DocgenCLI"],
            swiftSettings: swiftSyntaxSearchPath,
            // jemalloc (Debian's libjemalloc-dev) in place of glibc's malloc: a build allocates
            // millions of small strings and nodes on every core, and spends 8% less CPU with it.
            linkerSettings: allocatorLibraries
        ),
        .testTarget(
            name: "DocgenMarkdownTests",
            dependencies: ["DocgenMarkdown"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "DocgenCoreTests",
            dependencies: ["DocgenCore", "DocgenMarkdown", "DocgenTheme"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .testTarget(
            name: "DocgenCheckTests",
            dependencies: ["DocgenCheck", "DocgenCore", "DocgenMarkdown"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .testTarget(
            name: "DocgenServeTests",
            dependencies: ["DocgenServe", "DocgenCore", "DocgenMarkdown"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .testTarget(
            name: "DocgenAPIModelTests",
            dependencies: ["DocgenAPIModel", "DocgenSwift"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSyntaxSearchPath
        ),
        .testTarget(
            name: "DocgenCLITests",
            dependencies: ["DocgenCLI", "DocgenCore", "docgen"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSyntaxSearchPath
        ),
    ],
    swiftLanguageModes: [.v6]
)
