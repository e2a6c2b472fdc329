// Fuzz target: the symbol-graph decoder and the model built from it.
//
// Input: a `*.symbols.json` file. It is decoded as `docgen check` decodes a model's graphs
// (SymbolGraphLoader.decode, whose errors must be messages, never crashes); a graph that
// decodes is read into an APISurface (APISurfaceReader: relationships, declarations parsed
// with SwiftParser through DocgenSwift), the surface's JSON must decode back to itself, and the
// APIModel built from it must find each of its members again by the names guides use.
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let graph: SymbolGraph
    do {
        graph = try SymbolGraphLoader.decode(bytes, name: "Fuzz.symbols.json")
    } catch {
        // The message the user would see.
        _ = error.diagnostics.map(\.message)
        return 0
    }
    for symbol in graph.symbols { _ = symbol.declaration }
    let surface = APISurfaceReader.surface(from: [graph])
    guard (try? JSONDecoder().decode(APISurface.self, from: surface.json(pretty: false))) == surface else {
        fatalError("the surface JSON does not decode to itself")
    }
    let model = APIModel(name: "fuzz", surface: surface)
    for symbol in model.symbols {
        _ = symbol.aliases
        _ = symbol.requiredMembers
        for member in symbol.members {
            _ = member.shortName
            _ = member.baseName
            _ = member.labels
            // Every member can be found again by the names guides use for it.
            if symbol.member(named: member.name) == nil { fatalError("member \(member.name) of \(symbol.name) not found by name") }
            _ = MemberNames.member(member.name, in: symbol)
            _ = MemberNames.nearest(member.shortName, in: symbol)
        }
        _ = model.symbol(named: symbol.name)
    }
    return 0
}
