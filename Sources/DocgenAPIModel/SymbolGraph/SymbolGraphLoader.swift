import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// Reads `*.symbols.json` files: a folder of them (made by swiftc on a Mac, or by docgen), or
/// one file's bytes. A file that is not a symbol graph is an error naming it and saying what
/// is wrong, never an empty graph.
package enum SymbolGraphLoader {
    /// Every `*.symbols.json` in `directory`, sorted by name.
    package static func graphs(in directory: String) throws(DiagnosticsError) -> [SymbolGraphFile] {
        var files: [SymbolGraphFile] = []
        for (name, data) in try contents(of: directory) {
            files.append(SymbolGraphFile(name: name, graph: try decode(data, name: name)))
        }
        return files
    }

    /// The bytes of every `*.symbols.json` in `directory`, sorted by name, not decoded.
    package static func contents(of directory: String) throws(DiagnosticsError) -> [(name: String, data: Data)] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticsError(.error(.modelSourceMissing, "the symbol-graph folder \(directory) does not exist or is not a folder", file: nil))
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".symbols.json") }.sorted()
        } catch {
            throw DiagnosticsError(.error(.modelUnreadable, "cannot list \(directory)", file: nil))
        }
        guard !names.isEmpty else {
            throw DiagnosticsError(.error(.modelNoSymbolGraphs, "no *.symbols.json files in \(directory)", file: nil))
        }
        var files: [(name: String, data: Data)] = []
        for name in names {
            let path = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot read \(name)", file: name))
            }
            files.append((name, data))
        }
        return files
    }

    /// One graph from its bytes; `name` names the file in errors.
    package static func decode(_ data: Data, name: String) throws(DiagnosticsError) -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            throw notAGraph(name, "'\(path)' is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw notAGraph(name, "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type")
        } catch let DecodingError.valueNotFound(_, context) {
            throw notAGraph(name, "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' is null")
        } catch let DecodingError.dataCorrupted(context) {
            throw notAGraph(name, context.codingPath.isEmpty ? "it is not valid JSON" : context.debugDescription)
        } catch {
            throw notAGraph(name, "\(error)")
        }
    }

    private static func notAGraph(_ name: String, _ reason: String) -> DiagnosticsError {
        DiagnosticsError(.error(.modelNotASymbolGraph, "\(name) is not a symbol graph: \(reason)", file: name))
    }
}
