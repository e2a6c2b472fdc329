// Fuzz target: link rewriting (SiteLinkRewriter, compiled from the real source).
//
// Input: `<selector byte><destination>`. The selector picks the page the link is on (an English
// page at the root, one in a folder, a Japanese translation, a Japanese fallback), whether the
// site is one published by name (`urls: flat`, links as its URLs) and whether the link is an
// image; the destination is rewritten as HTMLRenderer would ask for it, in a
// small fixed site. The static helpers resolve/hasScheme/decoded are also called directly,
// with the destination split at its first NUL into a page key and a path.
//
// Invariants: `resolve` never returns a path with `.`/`..`/empty segments, returns nil exactly
// when the path climbs above the locale folder, and a rewritten link never leaves the site.
@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation

private func page(_ locale: String, _ path: String, _ text: String) -> ParsedPage {
    let file = ContentFile(locale: locale, path: path, displayPath: "content/\(locale)/\(path)",
                           url: URL(fileURLWithPath: "/nonexistent/content/\(locale)/\(path)"))
    guard let page = ParsedPage.parse(text, file: file).page else { fatalError("fixture page \(path) does not parse") }
    return page
}

/// A site of `pages` (locale, path, text) in en and ja under `config`.
private func site(_ config: SiteConfig, _ pages: [(String, String, String)]) -> SiteIndex {
    do {
        return try SiteIndex.make(config: config, locales: [SiteLocale(code: "en"), SiteLocale(code: "ja")],
                                  pages: pages.map { page($0.0, $0.1, $0.2).summary })
    } catch {
        fatalError("fixture site does not index: \(error)")
    }
}

private let index = site(SiteConfig(title: "Fuzz", baseURL: "https://docs.example.com/", defaultLocale: "en"), [
    ("en", "index.md", "# Home\n\n## Getting started\n\n## 購入を処理する\n"),
    ("en", "guides/flow-events.md", "---\ntitle: Flow\nslug: flow\n---\n# Flow events\n\n## Purchases\n\n## Restore {#restore-id}\n"),
    ("en", "guides/deep/nested.md", "# Nested\n\n## Parameters\n"),
    ("ja", "guides/flow-events.md", "# フローイベント\n\n## 購入\n\n## 復元\n"),
])

private let assets: [String: Set<String>] = [
    "en": ["img/a.png", "guides/img/b c.png", "files/report.pdf", "guides/deep/x.svg"],
    "ja": ["img/a.png"],
]

/// The same pages published by name on an Astro site with its own routing (`urls: flat`,
/// base `/docs`, URLs without a trailing slash): links are that site's URLs.
private let flatIndex: SiteIndex = {
    var config = SiteConfig(title: "Fuzz", baseURL: "https://docs.example.com/docs/", defaultLocale: "en")
    config.urlStyle = .flat
    config.sourceURLs = SourceURLs(base: "/docs", docsPath: "", localeSegments: ["en": "", "ja": "ja"], trailingSlash: false,
                                   absoluteLinksStayInLocale: false, staticFolders: ["public"], root: "/nonexistent")
    return site(config, [
        ("en", "index.md", "# Home\n\n## Getting started\n"),
        ("en", "ios/setup.md", "# Setup\n\n## Install\n"),
        ("en", "android/events/index.md", "# Events\n\n## Purchases\n"),
        ("ja", "ios/setup.md", "# セットアップ\n\n## インストール\n"),
    ])
}()

private let flatPages: [RoutedPage] = [
    flatIndex.page("index.md", in: "en")!, flatIndex.page("ios/setup.md", in: "en")!,
    flatIndex.page("ios/setup.md", in: "ja")!, flatIndex.page("android/events/index.md", in: "ja")!,
]

private let routedPages: [RoutedPage] = [
    index.page("index.md", in: "en")!, index.page("guides/flow-events.md", in: "en")!,
    index.page("guides/flow-events.md", in: "ja")!, index.page("guides/deep/nested.md", in: "ja")!,
]

private func checkResolve(_ path: String, from key: String) {
    let resolved = SiteLinkRewriter.resolve(path, from: key)
    // Independent reference: count how far the path climbs. Paths are split at every `/`, as
    // a browser splits a URL, even one a combining mark follows (one Character with it).
    var depth = key.unicodeScalars.split(separator: "/").count - 1
    var climbsOut = false
    for part in path.unicodeScalars.split(separator: "/").map({ String(String.UnicodeScalarView($0)) }) {
        if part == "." { continue }
        if part == ".." {
            if depth == 0 { climbsOut = true; break }
            depth -= 1
        } else {
            depth += 1
        }
    }
    switch resolved {
    case nil:
        if !climbsOut { fatalError("resolve(\(String(reflecting: path)), from: \(String(reflecting: key))) refused a path inside the folder") }
    case let result?:
        if climbsOut { fatalError("resolve(\(String(reflecting: path)), from: \(String(reflecting: key))) = \(String(reflecting: result)) climbs out") }
        let segments = result.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        if !result.isEmpty, segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            fatalError("resolve(\(String(reflecting: path)), from: \(String(reflecting: key))) = \(String(reflecting: result))")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let selector = Int(data[0])
    let destination = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)

    _ = SiteLinkRewriter.hasScheme(destination)
    _ = SiteLinkRewriter.decoded(destination)
    let parts = destination.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
    // A page key is a path under content/<locale>/ as ContentTree finds it: no empty, `.` or
    // `..` segment.
    if parts.count == 2, !parts[0].unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
        .map({ String(String.UnicodeScalarView($0)) }).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
        checkResolve(String(parts[1]), from: String(parts[0]))
    } else {
        checkResolve(destination, from: "guides/flow-events.md")
    }

    // Bit 6 of the selector picks the site published by name.
    let flat = selector & 0x40 != 0
    let routed = (flat ? flatPages : routedPages)[selector % routedPages.count]
    var rewriter = SiteLinkRewriter(index: flat ? flatIndex : index, page: routed, assets: flat ? [:] : assets)
    let href = rewriter.rewrite(destination, isImage: selector & 0x80 != 0, at: SourceLocation(line: 3, column: 1))
    if href != destination {
        // A rewritten link climbs to the site root and then only goes down, into a page or asset.
        guard href.hasPrefix(routed.rootPrefix) else { fatalError("\(String(reflecting: href)) does not start at the site root") }
        // By scalars: a `#` a combining mark follows is one Character with it, and still starts the fragment.
        let path = String(String.UnicodeScalarView(href.unicodeScalars.dropFirst(routed.rootPrefix.unicodeScalars.count)
            .prefix(while: { $0 != "?" && $0 != "#" })))
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." }) {
            fatalError("\(String(reflecting: destination)) was rewritten to \(String(reflecting: href)), which climbs")
        }
    }
    for diagnostic in rewriter.diagnostics { _ = diagnostic.fix?.message }
    return 0
}
