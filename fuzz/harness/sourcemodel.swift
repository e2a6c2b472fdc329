// Fuzz target: the source-model extractor (DocgenSwift, DocgenAPIModel).
//
// Input: the bytes of one Swift file of a module `Fuzz`. They go through what `docgen model
// --source` does, in memory: SourceModelReader.read (SwiftParser, SwiftIfConfig for iOS,
// the nesting guard, the collector, the resolver), SymbolGraphWriter.graphs, the graphs
// encoded and decoded again, APISurfaceReader.surface and its JSON; the same bytes are also
// read as a declaration (DeclarationTextParser, as symbol-graph fragments are) and as a
// Package.swift (PackageManifestReader), and as a guide's sample (SamplePlaceholders,
// SwiftSampleReader, its #if regions). It must return or report, never crash; every location
// must lie inside the file, every graph must decode back to itself, and masking placeholders
// must keep every byte offset and line break.
//
// Seeds and regressions are replayed by `swift test --filter SourceModelFuzzSeedTests`.
import DocgenAPIModel
import DocgenSwift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let lines = lineCount(bytes)
    let plan = SourcePlan(root: "/fuzz", platform: .ios,
                          modules: [.init(name: "Fuzz", files: [.init(path: "Fuzz.swift", bytes: bytes)], defines: ["FUZZ"])],
                          packageModules: ["Fuzz"])
    let model = SourceModelReader.read(plan)
    for declaration in model.declarations {
        guard declaration.location.file == "Fuzz.swift", (1...lines).contains(declaration.location.line) else {
            fatalError("location outside the file: \(declaration.location)")
        }
        _ = declaration.selector
        _ = declaration.id
    }
    for diagnostic in model.diagnostics { _ = diagnostic.message }
    let graphs = SymbolGraphWriter.graphs(for: model)
    for file in graphs {
        let encoded = SymbolGraphWriter.encode(file.graph, pretty: false)
        guard let decoded = try? SymbolGraphLoader.decode(encoded, name: file.name) else { fatalError("\(file.name) does not decode") }
        guard decoded == file.graph else { fatalError("\(file.name) does not decode to itself") }
    }
    let surface = APISurfaceReader.surface(from: graphs.map(\.graph), root: "/fuzz")
    guard (try? JSONDecoder().decode(APISurface.self, from: surface.json(pretty: false))) == surface else {
        fatalError("the surface JSON does not decode to itself")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let declaration = DeclarationTextParser.parse(text) { _ = declaration.selector }
    _ = PackageManifestReader.read(text, platform: .ios)
    sample(text)
    return 0
}

/// The same text as a guide's ```swift sample: placeholders masked in place (same bytes, same
/// line breaks), then the sample reader, its `#if` regions inside the code, and the code as a
/// macOS model reads it.
private func sample(_ text: String) {
    let masked = SamplePlaceholders.masked(text)
    guard masked.utf8.count == text.utf8.count else { fatalError("masking changed the length") }
    for (a, b) in zip(masked.utf8, text.utf8) where (a == UInt8(ascii: "\n")) != (b == UInt8(ascii: "\n")) {
        fatalError("masking moved a line break")
    }
    guard !SwiftParseGuard.refuses(text) else { return }
    let read = SwiftSampleReader.read(text)
    for region in read.code.platformRegions where region.range.lowerBound < 0 || region.range.upperBound > text.utf8.count {
        fatalError("an #if region outside the code: \(region.range)")
    }
    _ = read.code.compiled(for: "macos")
    _ = read.code.compiled(for: "macos", only: ["ios"])
}

/// Lines as SwiftSyntax (and swiftc) count them: `\r\n`, a lone `\r` and `\n` each end one.
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") {
            lines += 1
        } else if bytes[index] == UInt8(ascii: "\r") {
            lines += 1
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        }
        index += 1
    }
    return lines
}
