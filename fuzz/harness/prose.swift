// Fuzz target: count-claim extraction and table binding (`docgen check`'s prose rules).
//
// Input: arbitrary UTF-8, used twice.
// 1. As one paragraph of plain text: CountClaimExtractor.sentences(in:) and claims(in:) on
//    each sentence, checking that every offset and length they return lies inside the text
//    they were given (CountRule slices the sentence's bytes with them).
// 2. As a content page (through FileReader.decode, as files are read): the part of PageChecker that needs no catalog — PageContent,
//    TableRule.bind/check, NameRule, CountRule and the availability, default, return-type and OS-version rules — against the sample site's SDK 4 model (the
//    symbol graphs in models/sdk4, extracted from the real SDK; DOCGEN_FUZZ_MODEL names another folder).
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

private let models: [APIModel] = {
    let path = ProcessInfo.processInfo.environment["DOCGEN_FUZZ_MODEL"] ?? "models/sdk4"
    guard let files = try? SymbolGraphLoader.graphs(in: path) else {
        fatalError("cannot read the symbol graphs in \(path); set DOCGEN_FUZZ_MODEL")
    }
    let model = APIModel(name: "sdk4", surface: APISurfaceReader.surface(from: files.map(\.graph)))
    guard !model.symbols.isEmpty else { fatalError("the model at \(path) has no symbols") }
    return [model]
}()

private let file = ContentFile(locale: "en", path: "flow-events.md", displayPath: "content/en/flow-events.md",
                               url: URL(fileURLWithPath: "/nonexistent/content/en/flow-events.md"))

private func checkClaims(in paragraph: String) {
    let utf8 = Array(paragraph.utf8)
    for sentence in CountClaimExtractor.sentences(in: paragraph) {
        let bytes = Array(sentence.text.utf8)
        guard sentence.utf8Offset >= 0, sentence.utf8Offset + bytes.count <= utf8.count,
              utf8[sentence.utf8Offset..<(sentence.utf8Offset + bytes.count)].elementsEqual(bytes) else {
            fatalError("sentence at UTF-8 offset \(sentence.utf8Offset) is not that part of the paragraph")
        }
        for claim in CountClaimExtractor.claims(in: sentence.text) {
            guard claim.utf8Offset >= 0, claim.utf8Length > 0, claim.utf8Offset + claim.utf8Length <= bytes.count else {
                fatalError("claim \(claim.value) at \(claim.utf8Offset)+\(claim.utf8Length) lies outside its \(bytes.count)-byte sentence")
            }
            _ = String(decoding: bytes[claim.utf8Offset..<(claim.utf8Offset + claim.utf8Length)], as: UTF8.self)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkClaims(in: text)

    // As a page, read as ParsedPage.read reads a file: UTF-8 checked, line ends made LF.
    guard let pageText = try? FileReader.decode(Array(text.utf8), displayPath: file.displayPath),
          let page = ParsedPage.parse(pageText, file: file).page else { return 0 }
    let content = PageContent(page.document)
    for paragraph in content.paragraphs { checkClaims(in: paragraph.content.proseText) }
    let locator = TextLocator(page.text)
    var diagnostics: [Diagnostic] = []
    var bindings: [TableRule.Binding] = []
    for table in content.tables {
        if let binding = TableRule.bind(table, models: models, file: file.displayPath, into: &diagnostics) { bindings.append(binding) }
    }
    for binding in bindings { TableRule.check(binding, page: page, locator: locator, into: &diagnostics) }
    NameRule(models: models, file: file.displayPath, locator: locator).check(content, into: &diagnostics)
    CountRule(models: models, bound: bindings.map { ($0.symbol, $0.table.section) }, file: file.displayPath, locator: locator)
        .check(content, into: &diagnostics)
    AvailabilityRule(models: models, file: file.displayPath, locator: locator).check(content, into: &diagnostics)
    DefaultValueRule(models: models, file: file.displayPath, locator: locator).check(content, into: &diagnostics)
    ReturnTypeRule(models: models, file: file.displayPath, locator: locator).check(content, into: &diagnostics)
    IntroducedVersionRule(models: models, file: file.displayPath, locator: locator).check(content, into: &diagnostics)

    // Every finding points at a line of the page.
    let lines = page.text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let source = TextLines(page.text)
    let printer = DiagnosticPrinter(sourceText: { _ in source })
    for diagnostic in diagnostics {
        if let location = diagnostic.location, location.line < 1 || location.line > lines || location.column < 1 {
            fatalError("\(diagnostic.id) at \(location), outside the page's \(lines) lines")
        }
        _ = printer.format(diagnostic)
    }
    return 0
}
