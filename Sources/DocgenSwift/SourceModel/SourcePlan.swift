import DocgenSupport
import FoundationEssentials

/// What an extraction will read, decided before any file is parsed: the modules selected, each
/// with its Swift files (bytes loaded, so a cache can hash them and the parser reuse them),
/// its `#if` defines and dependencies. Made by `SourcePlan.make(root:platform:modules:)`.
package struct SourcePlan: Sendable {
    package struct File: Sendable {
        /// Relative to the root, as locations name it (through the target's `path:` as
        /// written, symlinks not resolved).
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    package struct Module: Sendable {
        package var name: String
        package var files: [File]
        package var defines: [String]
        package var dependencies: [String]

        package init(name: String, files: [File], defines: [String] = [], dependencies: [String] = []) {
            self.name = name
            self.files = files
            self.defines = defines
            self.dependencies = dependencies
        }
    }

    /// The root, absolute and standardized.
    package var root: String
    package var platform: SourcePlatform
    package var modules: [Module]
    /// Every target of the package (the folder's module for a plain folder): importable with
    /// `canImport`, and module names a qualified type may start with.
    package var packageModules: [String]
    /// Manifest problems and notes about the selection, returned with the model.
    package var diagnostics: [Diagnostic]

    /// A plan made in memory (a fuzzer's, a test's, an editor's unsaved file).
    package init(root: String, platform: SourcePlatform, modules: [Module], packageModules: [String], diagnostics: [Diagnostic] = []) {
        self.root = root
        self.platform = platform
        self.modules = modules
        self.packageModules = packageModules
        self.diagnostics = diagnostics
    }

    /// Reads the manifest (when `root` has a `Package.swift`) and lists the files.
    ///
    /// - Parameters:
    ///   - root: a Swift package folder, or a plain folder of `.swift` files (one module,
    ///     named after the folder unless `modules` names it).
    ///   - platform: `ios` (default), `macos`, `tvos`, `watchos`, `visionos` or `linux`.
    ///   - modules: targets (or library products) to read; empty for the library products'
    ///     targets, a target that compiles the same folder as one already selected left out
    ///     (a `*_KidsMode` variant of the same sources) with a note.
    package static func make(root: String, platform: String = "ios", modules: [String] = []) throws(DiagnosticsError) -> SourcePlan {
        guard let platform = SourcePlatform(named: platform) else {
            throw DiagnosticsError(.error(.modelUnknownPlatform, "unknown platform '\(platform)'; known: \(SourcePlatform.allCases.map(\.rawValue).joined(separator: ", "))", file: nil))
        }
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticsError(.error(.modelSourceMissing, "the source folder \(root) does not exist or is not a folder", file: nil))
        }
        let manifestPath = rootURL.appendingPathComponent("Package.swift").path
        if FileManager.default.fileExists(atPath: manifestPath) {
            guard let data = FileManager.default.contents(atPath: manifestPath) else {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot read Package.swift", file: "Package.swift"))
            }
            let manifest = PackageManifestReader.read(String(decoding: data, as: UTF8.self), platform: platform)
            return try package(manifest, root: rootURL, platform: platform, requested: modules)
        }
        return try folder(rootURL, platform: platform, requested: modules)
    }

    private static func folder(_ root: URL, platform: SourcePlatform, requested: [String]) throws(DiagnosticsError) -> SourcePlan {
        let name = requested.first ?? moduleName(root.lastPathComponent)
        let files = try swiftFiles(under: root, relativeTo: root, exclude: [], sources: nil)
        guard !files.isEmpty else {
            throw DiagnosticsError(.error(.modelNoSwiftFiles, "no Swift files in \(root.path)", file: nil))
        }
        var diagnostics: [Diagnostic] = []
        if requested.count > 1 {
            diagnostics.append(.warning(.modelUnknownModule, "a folder without Package.swift is one module; read as '\(name)', not \(requested.dropFirst().map { "'\($0)'" }.joined(separator: ", "))", file: nil))
        }
        return SourcePlan(root: root.path, platform: platform,
                          modules: [Module(name: name, files: files, defines: [], dependencies: [])],
                          packageModules: [name], diagnostics: diagnostics)
    }

    /// A folder's name as a module name (`media-kit` is `media_kit`).
    private static func moduleName(_ folder: String) -> String {
        var name = String(folder.unicodeScalars.map { $0.properties.isXIDContinue ? Character($0) : "_" })
        if let first = name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" { name = "_" + name }
        return name.isEmpty ? "Module" : name
    }

    private static func package(_ manifest: PackageManifest, root: URL, platform: SourcePlatform, requested: [String]) throws(DiagnosticsError) -> SourcePlan {
        var manifest = manifest
        var diagnostics = manifest.diagnostics
        // A module the manifest's text does not declare (its targets are computed: `targets:
        // makeTargets()`) is read from its conventional folder: a module named in the
        // configuration, a target of a library product it names, or, when it names none, a
        // target of the package's library products.
        var wanted: [(name: String, namedBy: String)] = []
        for name in requested {
            if !manifest.targets.contains(where: { $0.name == name }), let product = manifest.products.first(where: { $0.name == name }) {
                wanted += product.targets.map { ($0, "the configuration names its product '\(name)'") }
            } else {
                wanted.append((name, "the configuration names it"))
            }
        }
        if requested.isEmpty {
            wanted = manifest.libraryTargets.map { ($0, "a library product of the package names it") }
        }
        for (name, namedBy) in wanted where !manifest.targets.contains(where: { $0.name == name }) {
            let target = PackageManifest.Target(name: name, kind: .regular, path: nil, exclude: [], sources: nil, defines: [], dependencies: [], line: 1)
            guard let folder = targetFolder(target, root: root) ?? conventionalRootFolder(name, root: root) else { continue }
            var found = target
            found.path = folder.path.hasPrefix(root.path + "/") ? String(folder.path.dropFirst(root.path.count + 1)) : nil
            manifest.targets.append(found)
            diagnostics.append(.note(.modelManifest, "module '\(name)' is not among the targets read from Package.swift's text; read from \(found.path ?? name)/, as \(namedBy)",
                                     file: "Package.swift"))
        }
        let sourceTargets = manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }
        let known = sourceTargets.map(\.name)
        guard !known.isEmpty else {
            throw DiagnosticsError(diagnostics + [.error(.modelManifest, "Package.swift declares no target docgen can read", file: "Package.swift")])
        }
        var names: [String] = []
        var explicit = !requested.isEmpty
        if explicit {
            for name in requested {
                if known.contains(name) {
                    if !names.contains(name) { names.append(name) }
                } else if let product = manifest.products.first(where: { $0.name == name }) {
                    for target in product.targets where !names.contains(target) && known.contains(target) { names.append(target) }
                } else {
                    throw DiagnosticsError(.error(.modelUnknownModule, "no module '\(name)' in the package; known: \(known.joined(separator: ", "))", file: "Package.swift"))
                }
            }
        } else {
            names = manifest.libraryTargets.filter { known.contains($0) }
            if names.isEmpty {
                names = sourceTargets.filter { $0.kind == .regular }.map(\.name)
                explicit = false
            }
        }
        var modules: [Module] = []
        var folders: [String: String] = [:]
        for name in names {
            guard let target = manifest.target(named: name) else { continue }
            let folder = targetFolder(target, root: root)
            guard let folder else {
                diagnostics.append(.warning(.modelSourceMissing, "the folder of target '\(name)' (\(target.path ?? "Sources/\(name)")) does not exist",
                                            file: "Package.swift", at: SourceLocation(line: target.line, column: 1)))
                continue
            }
            let real = folder.resolvingSymlinksInPath().path
            if !explicit, let first = folders[real] {
                diagnostics.append(.note(.modelDuplicateModule, "target '\(name)' compiles the same folder as '\(first)'; left out (name it to read it)",
                                         file: "Package.swift", at: SourceLocation(line: target.line, column: 1)))
                continue
            }
            folders[real] = name
            let files = try swiftFiles(under: folder, relativeTo: root, exclude: target.exclude, sources: target.sources)
            if files.isEmpty {
                diagnostics.append(.warning(.modelNoSwiftFiles, "target '\(name)' has no Swift files", file: "Package.swift", at: SourceLocation(line: target.line, column: 1)))
            }
            // SwiftPM defines `SWIFT_PACKAGE` for every module it compiles: an SDK that also
            // ships through CocoaPods keeps its package-only declarations under `#if
            // SWIFT_PACKAGE` (Quick's `QuickSpec`, written in Objective-C for the others).
            let defines = target.defines.contains("SWIFT_PACKAGE") ? target.defines : target.defines + ["SWIFT_PACKAGE"]
            modules.append(Module(name: name, files: files, defines: defines, dependencies: target.dependencies))
        }
        guard modules.contains(where: { !$0.files.isEmpty }) else {
            throw DiagnosticsError(diagnostics + [.error(.modelNoSwiftFiles, "no Swift files in the selected modules (\(names.joined(separator: ", ")))", file: nil)])
        }
        return SourcePlan(root: root.path, platform: platform, modules: modules, packageModules: known, diagnostics: diagnostics)
    }

    /// A folder named after the module at the package's root (`RxSwift/`), for a module the
    /// configuration names and the manifest computes.
    private static func conventionalRootFolder(_ name: String, root: URL) -> URL? {
        let url = root.appendingPathComponent(name)
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory ? url : nil
    }

    /// The target's folder: `path:`, else `Sources/<name>` (or `Source/`, `src/`, `srcs/`).
    private static func targetFolder(_ target: PackageManifest.Target, root: URL) -> URL? {
        let candidates = target.path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }
        for candidate in candidates {
            let url = root.appendingPathComponent(candidate)
            var isDirectory = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory { return url }
        }
        return nil
    }

    /// The `.swift` files under `folder` (symlinks followed, hidden entries skipped), with
    /// `exclude` left out and only `sources` kept when given, sorted by path.
    private static func swiftFiles(under folder: URL, relativeTo root: URL, exclude: [String], sources: [String]?) throws(DiagnosticsError) -> [File] {
        let fm = FileManager.default
        let prefix = folder.path.hasPrefix(root.path + "/") ? String(folder.path.dropFirst(root.path.count + 1)) + "/" : ""
        let excluded = Set(exclude.map { normalized($0) })
        let included = sources.map { Set($0.map { normalized($0) }) }
        var found: [(String, URL)] = []
        var visited = Set<String>()
        var pending: [(URL, String)] = [(folder, "")]
        while let (directory, relative) = pending.popLast() {
            guard visited.insert(directory.resolvingSymlinksInPath().path).inserted else { continue }
            let entries: [String]
            do {
                entries = try fm.contentsOfDirectory(atPath: directory.path)
            } catch {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot list \(directory.path)", file: nil))
            }
            for entry in entries where !entry.hasPrefix(".") {
                let path = relative.isEmpty ? entry : "\(relative)/\(entry)"
                if excluded.contains(path) { continue }
                let url = directory.appendingPathComponent(entry)
                var isDirectory = false
                guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory {
                    // A documentation catalog is resources to SwiftPM, never compiled: its
                    // tutorials' code is no part of the module.
                    if entry.hasSuffix(".docc") { continue }
                    pending.append((url, path))
                } else if entry.hasSuffix(".swift") {
                    if let included, !included.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
                    found.append((path, url))
                }
            }
        }
        var files: [File] = []
        for (path, url) in found.sorted(by: { $0.0 < $1.0 }) {
            guard let data = fm.contents(atPath: url.path) else {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot read \(prefix + path)", file: prefix + path))
            }
            files.append(File(path: prefix + path, bytes: [UInt8](data)))
        }
        return files
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
