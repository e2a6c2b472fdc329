// Fuzz target: a page's front matter and the site config.
//
// Input: the bytes of a content page or of docgen.yaml. They go through the same steps as a
// real file: FileReader.decode (UTF-8 check, BOM, CRLF), PageParts(text:file:) (front
// matter split + YAMLReader + field types), YAMLReader.read + SiteConfig.parse on the whole
// text, and every diagnostic is printed with a source excerpt as `docgen build` prints it.
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

private func walk(_ node: YAMLNode, depth: Int = 0) {
    _ = node.string
    _ = node.int
    _ = node.double
    _ = node.bool
    _ = node.kindName
    _ = node.location
    guard depth < 64 else { return }
    switch node {
    case .scalar: break
    case .sequence(let items, _): for item in items { walk(item, depth: depth + 1) }
    case .mapping(let entries, _):
        for entry in entries {
            _ = node[entry.key]
            walk(entry.value, depth: depth + 1)
        }
    }
}

private func print(_ diagnostics: [Diagnostic], source text: String) {
    let source = TextLines(text)
    let printer = DiagnosticPrinter(showsSource: true, colors: false, sourceText: { _ in source })
    for diagnostic in diagnostics { _ = printer.format(diagnostic) }
    let formats = DiagnosticFormats(toolVersion: "fuzz", sourceText: { _ in source })
    _ = formats.json(diagnostics)
    _ = formats.github(diagnostics)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    // The byte scan that locates bad UTF-8 agrees with the standard library's validation.
    if (FileReader.firstInvalidUTF8(Array(bytes)) == nil) != (String(validating: Array(bytes), as: UTF8.self) != nil) {
        fatalError("firstInvalidUTF8 and String(validating:) disagree")
    }
    let text: String
    do {
        text = try FileReader.decode(bytes, displayPath: "content/en/page.md")
    } catch {
        // Invalid UTF-8 is reported, not parsed; the report itself must hold up.
        print(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
        return 0
    }

    // A page: front matter + body.
    do {
        let page = try PageParts(text: text, file: "content/en/page.md")
        for (_, value) in page.frontMatter.fields { walk(value) }
        // The body keeps the file's line numbers: the front matter becomes blank lines, and
        // every non-blank body line is the file's line of the same number.
        let fileLines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let bodyLines = page.body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (number, line) in bodyLines.enumerated() where !line.isEmpty {
            guard number < fileLines.count, fileLines[number].elementsEqual(line) else {
                fatalError("body line \(number + 1) is not the file's line \(number + 1)")
            }
        }
    } catch {
        print(error.diagnostics, source: text)
    }

    // The same text as docgen.yaml.
    do {
        let node = try YAMLReader.read(text)
        walk(node)
        do {
            let config = try SiteConfig.parse(node)
            _ = config.basePath
            print(config.warnings, source: text)
        } catch {
            print(error.diagnostics, source: text)
        }
    } catch {
        print([.error(.configSyntax, error.message, file: "docgen.yaml", at: error.location)], source: text)
    }
    return 0
}
