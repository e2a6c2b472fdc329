// Fuzz target: the symbol-graph decoder and the model built from it.
//
// Input: a `*.symbols.json` file. It is decoded with JSONDecoder into SymbolGraph (as
// SymbolGraphReader.decode does); a graph that decodes is turned into an APIModel by
// SymbolGraphReader.model (relationships, FunctionSignature via SwiftParser) and every
// derived name is computed. A graph that does not decode goes through SymbolGraphReader.decode
// from a file, so its error message is built too.
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

private let scratch: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fuzz-symbolgraph-\(getpid()).symbols.json")
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fuzz-symbolgraph-\(getpid()).symbols.json")) }
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let graph: SymbolGraph
    do {
        graph = try JSONDecoder().decode(SymbolGraph.self, from: bytes)
    } catch {
        // Build the message the user would see.
        guard (try? bytes.write(to: scratch)) != nil else { fatalError("cannot write \(scratch.path)") }
        do {
            _ = try SymbolGraphReader.decode(scratch)
            fatalError("JSONDecoder refused the graph in memory but read it from a file")
        } catch {
            _ = error.diagnostics.map(\.message)
        }
        return 0
    }
    for symbol in graph.symbols { _ = symbol.declaration }
    let model = SymbolGraphReader.model(named: "fuzz", from: graph)
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
