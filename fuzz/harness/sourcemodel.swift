// Fuzz target: the source-model extractor (DocgenSwift, DocgenAPIModel).
//
// Input: the bytes of one Swift file of a module `Fuzz`. They go through what `docgen model
// --source` does, in memory: SourceModelReader.read (SwiftParser, SwiftIfConfig for iOS,
// the nesting guard, the collector, the resolver), SymbolGraphWriter.graphs, the graphs
// encoded and decoded again, APISurfaceReader.surface and its JSON; the same bytes are also
// read as a declaration (DeclarationTextParser, as symbol-graph fragments are) and as a
// Package.swift (PackageManifestReader). It must return or report, never crash; every
// location must lie inside the file, and every graph must decode back to itself.
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
    return 0
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
