import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// Where a model's Swift sources are, and the name pages use for it.
public struct ModelSource: Sendable, Equatable {
    public var name: String
    public var module: String
    public var directory: URL

    public init(name: String, module: String, directory: URL) {
        self.name = name
        self.module = module
        self.directory = directory
    }
}

/// Compiles a model's sources with `swiftc -emit-symbol-graph` and caches the graphs by a hash
/// of the sources and the compiler's version, so a warm check reads JSON and compiles nothing.
public struct ModelCompiler: Sendable {
    public var cacheDirectory: URL

    public init(cacheDirectory: URL = ModelCompiler.defaultCacheDirectory) {
        self.cacheDirectory = cacheDirectory
    }

    /// docgen's cache folder (`CacheDirectory`), where compiled models are kept.
    public static var defaultCacheDirectory: URL { CacheDirectory.url }

    /// The folder holding the model's symbol graphs, compiling them first on a cache miss.
    public func symbolGraphs(for source: ModelSource) throws(DiagnosticsError) -> URL {
        var swiftc = SwiftcProbe()
        return try symbolGraphs(for: source, swiftc: &swiftc)
    }

    /// As `symbolGraphs(for:)`, asking `swiftc` for the compiler: one probe serves every
    /// model of a catalog, since running `swiftc --version` is most of a warm load.
    func symbolGraphs(for source: ModelSource, swiftc: inout SwiftcProbe) throws(DiagnosticsError) -> URL {
        let (target, files, compiler) = try cacheEntry(for: source, swiftc: &swiftc)
        if isComplete(target, module: source.module) { return target }
        try compile(files: files, source: source, compiler: compiler, into: target)
        return target
    }

    /// The cached graphs of the model as its sources are now, or nil when they would have to be compiled.
    public func cachedSymbolGraphs(for source: ModelSource) throws(DiagnosticsError) -> URL? {
        var swiftc = SwiftcProbe()
        let (target, _, _) = try cacheEntry(for: source, swiftc: &swiftc)
        return isComplete(target, module: source.module) ? target : nil
    }

    private func isComplete(_ target: URL, module: String) -> Bool {
        FileManager.default.fileExists(atPath: target.appendingPathComponent("\(module).symbols.json").path)
    }

    /// The cache folder for the sources' current hash, the source files, and the compiler.
    private func cacheEntry(for source: ModelSource, swiftc: inout SwiftcProbe) throws(DiagnosticsError) -> (URL, [URL], String) {
        let files = try Self.swiftFiles(in: source.directory, model: source.name)
        let compiler = try swiftc.get()
        var hash = ContentHash.Hasher()
        hash.add(compiler.version)
        hash.add(source.module)
        for file in files {
            hash.add(file.relative)
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot read model source", file: file.url.path))
            }
            hash.add(data)
        }
        return (cacheDirectory.appendingPathComponent("symbol-graphs/\(source.module)-\(hash.hex)"), files.map(\.url), compiler.path)
    }

    private func compile(files: [URL], source: ModelSource, compiler: String, into target: URL) throws(DiagnosticsError) {
        let fm = FileManager.default
        let work = cacheDirectory.appendingPathComponent("tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let graphs = work.appendingPathComponent("graphs")
        defer { try? fm.removeItem(at: work) }
        do {
            try fm.createDirectory(at: graphs, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError(.error(.modelCache, "cannot create the model cache in \(cacheDirectory.path): \(FileReader.reason(error))", file: nil))
        }
        let arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", source.module, "-emit-module",
                         "-emit-module-path", work.appendingPathComponent("\(source.module).swiftmodule").path,
                         "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path,
                         "-module-cache-path", cacheDirectory.appendingPathComponent("module-cache").path] + files.map(\.path)
        let result = Subprocess.run(compiler, arguments)
        guard result.status == 0 else {
            var diagnostics = CompilerOutput.diagnostics(result.output)
            if diagnostics.isEmpty {
                diagnostics = [.error(.modelCompile, "swiftc failed on model '\(source.name)': \(result.output.prefix(2000))", file: nil)]
            }
            diagnostics.insert(.error(.modelCompile,
                                      "the model '\(source.name)' (\(source.directory.path)) does not compile; fix it or check against --symbol-graph",
                                      file: nil), at: 0)
            throw DiagnosticsError(diagnostics)
        }
        do {
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError(.error(.modelCache, "cannot write the model cache: \(FileReader.reason(error))", file: nil))
        }
        // One rename, never a delete: another check (a preview server's, say) may have put the
        // same entry there first and be reading it; its entry is as good as this one.
        if let failure = FileSystem.rename(graphs.path, to: target.path) {
            let reason = failure.message
            guard isComplete(target, module: source.module) else {
                throw DiagnosticsError(.error(.modelCache, "cannot write the model cache: \(reason)", file: nil))
            }
        }
    }

    struct ModelFile {
        var url: URL
        var relative: String
    }

    static func swiftFiles(in directory: URL, model: String) throws(DiagnosticsError) -> [ModelFile] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticsError(.error(.modelMissing, "the sources of model '\(model)' are not at \(directory.path)", file: nil))
        }
        var files: [ModelFile] = []
        for path in FolderFiles.relativePaths(under: directory) where path.hasSuffix(".swift") {
            files.append(ModelFile(url: directory.appendingPathComponent(path), relative: path))
        }
        guard !files.isEmpty else {
            throw DiagnosticsError(.error(.modelMissing, "no Swift files in \(directory.path) for model '\(model)'", file: nil))
        }
        return files.sorted { $0.relative < $1.relative }
    }

    /// `$DOCGEN_SWIFTC`, else the first `swiftc` on PATH, with its version line.
    static func swiftc() throws(DiagnosticsError) -> (path: String, version: String) {
        guard let path = swiftcPath() else {
            throw DiagnosticsError(.error(.modelNoCompiler,
                                          "no swiftc on PATH to compile the model; install the Swift toolchain or pass --symbol-graph DIR",
                                          file: nil))
        }
        // Asked once per binary for the life of the process (a preview server checks after
        // every edit): the answer is kept with the file's identity, so a new toolchain at the
        // same path is asked again.
        let identity = fileIdentity(path)
        if let identity, let known = versions.withLock({ $0[path] }), known.identity == identity {
            return (path, known.version)
        }
        let version = Subprocess.run(path, ["--version"]).output
        if let identity { versions.withLock { $0[path] = (identity, version) } }
        return (path, version)
    }

    /// The compiler `swiftc()` would run, without running it.
    static func swiftcPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["DOCGEN_SWIFTC"] { candidates.append(explicit) }
        for dir in (environment["PATH"] ?? "/usr/bin").split(separator: ":") { candidates.append("\(dir)/swiftc") }
        return candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    }

    /// Device, inode, size and modification time: a file replaced or rewritten has others.
    static func fileIdentity(_ path: String) -> String? {
        FileSystem.identity(path)
    }

    private static let versions = Locked<[String: (identity: String, version: String)]>([:])
}
