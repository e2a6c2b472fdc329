import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// Symbol graphs of a fixture made by the real compiler, the way docgen's `ModelCompiler`
/// runs it (`swiftc -swift-version 6 -parse-as-library -module-name M -emit-module
/// -emit-symbol-graph …`), module by module in dependency order, with each target's
/// defines, from the fixture's folder so locations are relative to it.
enum SwiftcSymbolGraphs {
    static var swiftc: String? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["DOCGEN_SWIFTC"] { candidates.append(explicit) }
        for dir in (environment["PATH"] ?? "/usr/bin").split(separator: ":") { candidates.append("\(dir)/swiftc") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func make(root: String, platform: String = "linux") throws -> [SymbolGraph] {
        let compiler = try #require(swiftc, "no swiftc on PATH")
        let plan = try SourcePlan.make(root: root, platform: platform)
        let work = try Fixtures.scratch("swiftc")
        defer { Fixtures.remove(work) }
        let graphs = work + "/graphs"
        try FileManager.default.createDirectory(atPath: graphs, withIntermediateDirectories: true)
        var built = Set<String>()
        var pending = plan.modules
        while !pending.isEmpty {
            guard let next = pending.firstIndex(where: { module in
                module.dependencies.allSatisfy { built.contains($0) || !plan.modules.map(\.name).contains($0) }
            }) else { Issue.record("a dependency cycle in \(root)"); return [] }
            let module = pending.remove(at: next)
            var arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", module.name, "-package-name", "fixture",
                             "-emit-module", "-emit-module-path", "\(work)/\(module.name).swiftmodule",
                             "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs,
                             "-module-cache-path", "\(work)/module-cache", "-I", work]
            for define in module.defines { arguments += ["-D", define] }
            arguments += module.files.map(\.path)
            let (status, output) = try run(compiler, arguments, in: root)
            try #require(status == 0, "swiftc failed on \(module.name):\n\(output)")
            built.insert(module.name)
        }
        return try SymbolGraphLoader.graphs(in: graphs).map(\.graph)
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
