import Foundation
import Testing

/// The package's floor plan, read from the sources: modules in pipeline order with arrows
/// pointing down only, each C library and SwiftSyntax behind one module, and no circle between
/// the folders of a module.
@Suite("The module graph is the pipeline")
struct ModuleGraphTests {
    /// Lowest first: a module may import only modules before it.
    static let layers = [
        "DocgenSupport", "DocgenMarkdown", "DocgenSite", "DocgenSwift", "DocgenAPIModel", "DocgenSearch", "DocgenTheme",
        "DocgenRender", "DocgenBuild", "DocgenCheck", "DocgenServe", "DocgenCLI", "docgen",
    ]

    /// The one module that may import each confined library.
    static let confined: [String: String] = [
        "SwiftSyntax": "DocgenSwift", "SwiftParser": "DocgenSwift", "SwiftParserDiagnostics": "DocgenSwift",
        "SwiftDiagnostics": "DocgenSwift", "SwiftIDEUtils": "DocgenSwift", "SwiftIfConfig": "DocgenSwift",
        "SwiftOperators": "DocgenSwift", "SwiftSyntaxBuilder": "DocgenSwift", "SwiftBasicFormat": "DocgenSwift",
        "CCmarkGFM": "DocgenMarkdown", "CCmarkArena": "DocgenMarkdown", "CYAML": "DocgenSite", "CMicroHTTPD": "DocgenServe",
        "CGumbo": "DocgenHTML", "CPCRE2": "DocgenRender", "CThemeScripts": "DocgenTheme", "CPlatform": "DocgenSupport", "CUnicodeNormalization": "DocgenSearch",
        "CSearchText": "DocgenSearch", "CICU": "DocgenSearch", "CStemmer": "DocgenSearch",
        // Platform calls: the C library behind small types of the support layer.
        "Glibc": "DocgenSupport", "Darwin": "DocgenSupport",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test("Every module imports only modules below it, and every Swift module is placed in the order")
    func layering() throws {
        let graph = try SourceTree(Self.sources)
        var layers = Self.layers
        // A module added later is placed just above what it imports (a sanitizer beside Markdown).
        if graph.modules["DocgenHTML"] != nil, let markdown = layers.firstIndex(of: "DocgenMarkdown") {
            layers.insert("DocgenHTML", at: markdown + 1)
        }
        for module in graph.modules.keys where !module.hasPrefix("C") {
            #expect(layers.contains(module), "\(module) is not placed in ModuleGraphTests.layers")
        }
        for (module, imports) in graph.imports {
            guard let level = layers.firstIndex(of: module) else { continue }
            for imported in imports {
                guard let other = layers.firstIndex(of: imported) else { continue }
                #expect(other < level, "\(module) imports \(imported), which is not below it")
            }
        }
    }

    @Test("SwiftSyntax and each C library are imported by one module only")
    func confinement() throws {
        let graph = try SourceTree(Self.sources)
        for (module, imports) in graph.imports {
            for imported in imports {
                guard let owner = Self.confined[imported] else { continue }
                #expect(owner == module, "\(module) imports \(imported), which only \(owner) may")
            }
        }
    }

    @Test("The folders of each module depend on each other in no circle")
    func folders() throws {
        let graph = try SourceTree(Self.sources)
        for (module, edges) in graph.folderEdges() {
            if let cycle = SourceTree.cycle(in: edges) {
                Issue.record("folders of \(module) depend on each other in a circle: \(cycle.joined(separator: " → "))")
            }
        }
    }

    @Test("The cycle finder finds a circle and passes a tree")
    func cycleFinder() {
        let circle: [String: Set<String>] = ["a": ["b"], "b": ["c"], "c": ["a"]]
        let tree: [String: Set<String>] = ["a": ["b", "c"], "b": ["c"], "c": []]
        #expect(SourceTree.cycle(in: circle) == ["a", "b", "c", "a"])
        #expect(SourceTree.cycle(in: tree) == nil)
    }
}

/// The Swift files under `Sources/`, by module and folder: their imports and, for the folder
/// graph, the types each folder declares and the names each folder uses.
struct SourceTree {
    struct File {
        var module: String
        var folder: String
        var text: String
    }

    var files: [File] = []
    var modules: [String: [File]] = [:]
    var imports: [String: Set<String>] = [:]

    init(_ sources: URL) throws {
        let fm = FileManager.default
        for module in try fm.contentsOfDirectory(atPath: sources.path).sorted() {
            let root = sources.appendingPathComponent(module)
            guard let enumerator = fm.enumerator(atPath: root.path) else { continue }
            modules[module] = []
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
                let file = File(module: module, folder: folder, text: text)
                files.append(file)
                modules[module]!.append(file)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                          words[..<at].allSatisfy({ ["internal", "public", "package", "private", "fileprivate", "@testable"].contains($0) || $0.hasPrefix("@_") })
                    else { continue }
                    imports[module, default: []].insert(words[at + 1])
                }
            }
        }
    }

    /// Per module, folder → the other folders whose declared types its files name.
    func folderEdges() -> [String: [String: Set<String>]] {
        var result: [String: [String: Set<String>]] = [:]
        for (module, files) in modules {
            var owner: [String: String] = [:]
            for file in files {
                for name in Self.declaredTypes(file.text) where owner[name] == nil { owner[name] = file.folder }
            }
            var edges: [String: Set<String>] = [:]
            for file in files {
                edges[file.folder, default: []].formUnion([])
                for word in Self.identifiers(file.text) {
                    if let folder = owner[word], folder != file.folder { edges[file.folder]!.insert(folder) }
                }
            }
            result[module] = edges
        }
        return result
    }

    /// The type names a file declares at its top level (nested names such as `Result` or
    /// `Block` are left out: too common to tell one from another by name alone).
    static func declaredTypes(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^(?:(?:public|package|internal|fileprivate|private|final|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// Capitalised identifiers outside comments and string literals (near enough for a lint).
    static func identifiers(_ text: String) -> Set<String> {
        var words = Set<String>()
        for line in text.split(separator: "\n") {
            var code = line
            if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            var inString = false
            var word = ""
            for character in code {
                if character == "\"" { inString.toggle(); word = ""; continue }
                if inString { continue }
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if word.first?.isUppercase == true { words.insert(word) }
                    word = ""
                }
            }
            if word.first?.isUppercase == true { words.insert(word) }
        }
        return words
    }

    /// A circle in `edges`, as the nodes along it, or nil.
    static func cycle(in edges: [String: Set<String>]) -> [String]? {
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            state[node] = 1
            path.append(node)
            for next in (edges[node] ?? []).sorted() {
                if state[next] == 1 { return Array(path[path.firstIndex(of: next)!...]) + [next] }
                if state[next] == nil, let found = visit(next) { return found }
            }
            path.removeLast()
            state[node] = 2
            return nil
        }
        for node in edges.keys.sorted() where state[node] == nil {
            if let found = visit(node) { return found }
        }
        return nil
    }
}
