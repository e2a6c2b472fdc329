// swift-tools-version:6.0
import PackageDescription
import Foundation

// The module graph is the pipeline, arrows pointing down only (CONTRIBUTING.md has the map;
// `Tests/ArchitectureTests` fails on a cycle or on a second importer of a C library or of
// SwiftSyntax):
//
//   docgen          main only: process policy (allocator, huge pages, memory kept until exit)
//   DocgenCLI       typed commands: parse options into a value, run it, print
//   DocgenServe     preview server (libmicrohttpd), watcher, live reload
//   DocgenCheck     rules: tables, prose, samples, translations
//   DocgenBuild     phases, workers, output folder, manifest
//   DocgenRender    HTML (one walk with search sections), templates, theme, highlighting
//   DocgenSearch    tokenizer, sections, shards
//   DocgenAPIModel  API surfaces from symbol graphs or source, catalogs, inline facts
//   DocgenSwift     the only SwiftSyntax importer: highlighting, samples, declarations
//   DocgenSite      config (libyaml), content scan, front matter, pages, routes, links, translations
//   DocgenHTML      gumbo's HTML5 parse → the raw-HTML sanitizer
//   DocgenMarkdown  cmark-gfm → an immutable tree
//   DocgenSupport   diagnostics and rules, locations, locks, files, text, platform calls

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

let swiftSyntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftIDEUtils",
                            "SwiftIfConfig", "SwiftOperators", "SwiftSyntaxBuilder", "SwiftBasicFormat"]

/// DocgenSwift, the one module that imports SwiftSyntax, finds it here. It hides SwiftSyntax
/// behind `internal import`s and is built for library evolution, so its clients neither load
/// SwiftSyntax nor need the search path.
let swiftSyntaxConfined: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost, "-enable-library-evolution", "-no-verify-emitted-module-interface"])]

/// jemalloc in place of glibc's malloc, unless `DOCGEN_SYSTEM_MALLOC` is set: sanitizer builds
/// (`scripts/tsan`) bring an allocator of their own, which cannot free jemalloc's memory.
let allocatorLibraries: [LinkerSetting] = ProcessInfo.processInfo.environment["DOCGEN_SYSTEM_MALLOC"] == nil
    ? [.linkedLibrary("jemalloc")] : []

let package = Package(
    name: "docgen",
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
    ],
    targets: [
        // C libraries, each seen by one Swift module.
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // gumbo's HTML5 parser, for the raw-HTML sanitizer; DocgenHTML is its only importer.
        .systemLibrary(name: "CGumbo", pkgConfig: "gumbo", providers: [.apt(["libgumbo-dev"])]),
        // libmicrohttpd through a small C shim: MHD_start_daemon is variadic, and the library
        // is opened only when a server starts (see docgen_httpd.h).
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("dl")]),
        // cmark-gfm's adjuncts: a per-thread arena allocator for its parses, its inline special
        // characters pinned, and a cheaper test of whether a line continues a table.
        .target(name: "CCmarkArena", dependencies: ["CCmarkGFM"]),
        // NFKC by the ICU beside the Swift runtime, opened when first needed.
        .target(name: "CUnicodeNormalization", linkerSettings: [.linkedLibrary("dl")]),
        // PCRE2 for the highlighters' grammars, opened with dlopen when a page first needs one.
        .target(name: "CPCRE2", linkerSettings: [.linkedLibrary("dl")]),
        // Scripts of the default theme too large for a Swift literal (Mermaid), assembled in as they are.
        .target(name: "CThemeScripts", exclude: ["mermaid.min.js.gz", "LICENSE-mermaid"],
                cSettings: [.define("DOCGEN_MERMAID_PATH", to: "\"\(Context.packageDirectory)/Sources/CThemeScripts/mermaid.min.js.gz\"")],
                linkerSettings: [.linkedLibrary("z")]),
        // ICU's word break iterator (its dictionary for Japanese and Chinese) and Snowball's
        // English stemmer, for search; CSearchText is the C both are called through, and
        // DocgenSearch its only importer.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .target(name: "CSearchText", dependencies: ["CICU", "CStemmer"],
                linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("stemmer")]),
        // The C calls DocgenSupport makes that Swift cannot see (the huge-page switch, renameat2).
        .target(name: "CPlatform"),

        .target(name: "DocgenSupport", dependencies: ["CPlatform"]),
        .target(name: "DocgenMarkdown", dependencies: ["DocgenSupport", "CCmarkGFM", "CCmarkArena"]),
        .target(name: "DocgenHTML", dependencies: ["CGumbo"]),
        .target(name: "DocgenSite", dependencies: ["DocgenSupport", "DocgenMarkdown", "CYAML"]),
        .target(
            name: "DocgenSwift",
            dependencies: ["DocgenSupport"],
            swiftSettings: swiftSyntaxConfined,
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]
                    + swiftSyntaxLibraries.map { "-l\($0)" }),
            ]
        ),
        .target(name: "DocgenAPIModel", dependencies: ["DocgenSupport", "DocgenSite", "DocgenSwift"]),
        .target(name: "DocgenSearch", dependencies: ["DocgenSupport", "DocgenMarkdown", "DocgenSite", "CUnicodeNormalization", "CSearchText"]),
        // The default theme: templates/ compiled into the binary.
        .target(name: "DocgenTheme", dependencies: ["CThemeScripts"], resources: [.embedInCode("Files")]),
        .target(name: "DocgenRender",
                dependencies: ["DocgenSupport", "DocgenMarkdown", "DocgenHTML", "DocgenSite", "DocgenSwift", "DocgenSearch", "DocgenTheme", "CPCRE2"],
                // chroma's lexer grammars (Debian's golang-github-alecthomas-chroma-v2-dev, MIT), as
                // scripts/import-lexers converts them.
                exclude: ["Highlight/Grammars/COPYRIGHT-chroma"], resources: [.embedInCode("Highlight/Grammars/lexers.json")]),
        .target(name: "DocgenBuild",
                dependencies: ["DocgenSupport", "DocgenMarkdown", "DocgenSite", "DocgenSearch", "DocgenRender"]),
        .target(name: "DocgenCheck",
                dependencies: ["DocgenSupport", "DocgenMarkdown", "DocgenSite", "DocgenSwift", "DocgenAPIModel", "DocgenRender"]),
        .target(name: "DocgenServe",
                dependencies: ["DocgenSupport", "DocgenSite", "DocgenBuild", "DocgenCheck", "DocgenAPIModel", "CMicroHTTPD"]),
        .target(name: "DocgenCLI",
                dependencies: ["DocgenSupport", "DocgenSite", "DocgenAPIModel", "DocgenBuild", "DocgenCheck", "DocgenServe"]),
        .executableTarget(
            name: "docgen",
            dependencies: ["DocgenCLI", "DocgenSupport"],
            // jemalloc (Debian's libjemalloc-dev) in place of glibc's malloc: a build allocates
            // millions of small strings and nodes on every core, and spends 8% less CPU with it.
            linkerSettings: allocatorLibraries
        ),

        // What the test targets share: the repository's folders, scratch folders, and the oracle
        // that checks sanitized HTML (for tests and the sanitizer's fuzz target).
        .target(name: "DocgenTestSupport", dependencies: ["DocgenHTML"], path: "Tests/DocgenTestSupport"),
        .testTarget(name: "ArchitectureTests", dependencies: ["DocgenTestSupport"]),
        .testTarget(name: "DocgenSupportTests", dependencies: ["DocgenTestSupport", "DocgenSupport"]),
        .testTarget(name: "DocgenAPIModelTests", dependencies: ["DocgenAPIModel", "DocgenSwift", "DocgenTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenHTMLTests", dependencies: ["DocgenHTML", "DocgenTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenMarkdownTests", dependencies: ["DocgenTestSupport", "DocgenMarkdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenCoreTests",
                    dependencies: ["DocgenTestSupport", "DocgenSupport", "DocgenMarkdown", "DocgenSite", "DocgenSwift", "DocgenSearch", "DocgenRender",
                                   "DocgenBuild", "DocgenTheme", "DocgenHTML"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenCheckTests",
                    dependencies: ["DocgenTestSupport", "DocgenCheck", "DocgenAPIModel", "DocgenSwift", "DocgenSite", "DocgenSupport", "DocgenMarkdown",
                                   "DocgenRender", "DocgenBuild"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenServeTests", dependencies: ["DocgenTestSupport", "DocgenServe", "DocgenBuild", "DocgenSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DocgenCLITests", dependencies: ["DocgenTestSupport", "DocgenCLI", "DocgenSupport", "docgen"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
