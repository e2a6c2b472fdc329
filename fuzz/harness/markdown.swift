// Fuzz target: Markdown → docgen's tree → HTML.
//
// Input: a content file's bytes. FileReader.decode + ParsedPage.parse run what
// ParsedPage.read runs for every page of `docgen build`: UTF-8 check and line ends, front
// matter, AdmonitionMarkers, cmark-gfm with the GFM extensions, the tree conversion,
// HeadingOutline/HeadingSlugger, the page summary, the search sections, document and shard
// (SectionText, the tokenizer's paths, snippets). HTMLRenderer then renders the tree
// (raw HTML through BodySanitizer, URLSafety, code highlighting for swift/json fences, inline
// facts without a model) with a link rewriter that returns destinations unchanged and checks
// what URLSafety makes of them.
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

/// Returns every destination unchanged, and checks what the renderer will make of it: after
/// URLSafety, no href/src may be read by a browser as a script URL.
private struct RecordingLinks: LinkRewriter {
    mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String {
        if location.line < 1 { fatalError("link at line \(location.line)") }
        let url = browserView(URLSafety.safe(destination))
        for scheme in ["javascript:", "vbscript:", "file:"] where url.hasPrefix(scheme) {
            fatalError("URLSafety lets \(String(reflecting: destination)) through as a \(scheme) URL")
        }
        if url.hasPrefix("data:"), !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: url.hasPrefix) {
            fatalError("URLSafety lets \(String(reflecting: destination)) through as a data: URL")
        }
        return destination
    }

    /// The start of a URL as the WHATWG URL parser reads an attribute value: leading and
    /// trailing C0 controls and spaces stripped, tabs and line breaks removed anywhere, the
    /// scheme compared in ASCII lower case.
    private func browserView(_ url: String) -> String {
        let scalars = Array(url.unicodeScalars.drop(while: { $0.value <= 0x20 })).filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        var out = String.UnicodeScalarView()
        for scalar in scalars.prefix(32) { out.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value | 0x20)! : scalar) }
        return String(out)
    }
}

private let file = ContentFile(locale: "en", path: "guides/page.md", displayPath: "content/en/guides/page.md",
                               url: URL(fileURLWithPath: "/nonexistent/content/en/guides/page.md"))
private let titles = ["note": "Note", "tip": "Tip", "info": "Info", "important": "Important", "warning": "Warning",
                      "caution": "Caution", "danger": "Danger"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // As ParsedPage.read reads a file: UTF-8 checked, BOM dropped, line ends made LF.
    guard let text = try? FileReader.decode(Array(UnsafeBufferPointer(start: data, count: size)), displayPath: file.displayPath) else {
        return 0
    }
    let (page, diagnostics) = ParsedPage.parse(text, file: file)
    let source = TextLines(text)
    let printer = DiagnosticPrinter(sourceText: { _ in source })
    for diagnostic in diagnostics { _ = printer.format(diagnostic) }
    guard let page else { return 0 }
    _ = page.summary

    // Heading ids are unique on a page.
    let ids = Set(page.outline.entries.map(\.id))
    if ids.count != page.outline.entries.count {
        fatalError("\(page.outline.entries.count) headings but \(ids.count) distinct ids")
    }

    // The search index's sections: each knows whether NFKC leaves its text alone, and the
    // tokenizer's fast path, taken on that word, cuts it as the general path does.
    let sections = SearchIndex.sections(of: page, facts: nil)
    let analyzer = SearchAnalyzer(locale: "ja")
    for section in sections {
        var fast: [SearchTokenizer.Token] = []
        section.textUTF8.withUnsafeBufferPointer { bytes in
            SearchTokenizer.tokenize(utf8: bytes, isStable: section.textIsStable, analyzer: analyzer) { term, kind, run in
                fast.append(.init(text: String(decoding: term, as: UTF8.self), kind: kind, run: run))
            }
        }
        if fast != SearchTokenizer.tokensByScalars(section.text, locale: "ja") {
            fatalError("section text tokenized apart from the general path: \(String(reflecting: section.text))")
        }
    }
    let document = SearchDocument(title: page.title, sections: sections, analyzer: analyzer)
    _ = SearchIndexWriter.files(locale: "ja", documents: [document], urls: ["guides/page/"])
    var renderer = HTMLRenderer(outline: page.outline, links: RecordingLinks(), admonitionTitles: titles)
    let html = renderer.render(page.document)
    for diagnostic in renderer.diagnostics { _ = printer.format(diagnostic) }

    // No `<script`, `<iframe`, … tag opens in the HTML (raw HTML is sanitized; everything
    // else docgen writes is escaped).
    let bytes = Array(html.utf8)
    for tag in ["script", "iframe", "style", "textarea", "title", "xmp", "noembed", "noframes", "plaintext"].map({ Array($0.utf8) }) {
        for i in bytes.indices where bytes[i] == UInt8(ascii: "<") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
            guard j + tag.count <= bytes.count, (0..<tag.count).allSatisfy({ bytes[j + $0] | 0x20 == tag[$0] }) else { continue }
            let end = j + tag.count
            if end == bytes.count || [0x09, 0x0A, 0x0C, 0x0D, 0x20, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) {
                fatalError("unfiltered <\(String(decoding: tag, as: UTF8.self)) in the HTML")
            }
        }
    }
    return 0
}
