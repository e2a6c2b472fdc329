import DocgenSupport

/// One entry of `models:` in docgen.yaml: the name pages use (`model: sdk4`) and where the
/// model's API comes from.
///
/// ```yaml
/// models:
///   sdk4: models/sdk4              # a folder: symbol graphs if it has *.symbols.json, else Swift source
///   sdk3:
///     source: ../MySDK             # a Swift package, or a folder of .swift files
///     platform: ios                # how #if is evaluated, and availability read (default ios)
///     deploymentTarget: "15.0"     # optional: deprecations after it are not reported
///     modules: [MySDK, MySDKUI]    # default: the package's library targets
///   sdk2:
///     symbolGraphs: graphs/sdk2    # *.symbols.json made by swiftc or `docgen model --emit-symbol-graph`
///     modules: [MySDK]             # default: every module of the folder
/// ```
public struct ModelSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A bare folder: symbol graphs when it holds `*.symbols.json`, Swift source otherwise.
        case folder
        case source
        case symbolGraphs
    }

    public var name: String
    public var kind: Kind
    /// Relative to the site root, or absolute.
    public var path: String
    /// `ios` unless the config says; only source models evaluate `#if`.
    public var platform: String
    /// Modules to read; empty for the default (library targets, or every graph's module).
    public var modules: [String]
    /// The oldest OS version the guides' readers build for (`15.0`), when known: deprecations
    /// after it are not yet reported. Nil judges availability as an app on the newest OS sees it.
    public var deploymentTarget: String?
    /// Where the config names the folder, for errors about it.
    public var location: SourceLocation?

    public init(name: String, kind: Kind, path: String, platform: String = "ios", modules: [String] = [], location: SourceLocation? = nil) {
        self.name = name
        self.kind = kind
        self.path = path
        self.platform = platform
        self.modules = modules
        self.location = location
    }

    static let keys = ["source", "symbolGraphs", "platform", "modules", "deploymentTarget"]

    /// The spec of `models: {name: value}`, or nil with an error appended.
    static func read(name: String, _ value: YAMLNode, file: String, problems: inout [Diagnostic]) -> ModelSpec? {
        if let path = value.string {
            return ModelSpec(name: name, kind: .folder, path: path, location: value.location)
        }
        guard case .mapping(let entries, _) = value else {
            problems.append(.error(.configType, "model '\(name)' must be a folder or a mapping with 'source:' or 'symbolGraphs:'",
                                   file: file, at: value.location))
            return nil
        }
        for entry in entries where !keys.contains(entry.key) {
            problems.append(.warning(.configUnknownKey, "unknown key '\(entry.key)' in model '\(name)' (known: \(keys.joined(separator: ", ")))",
                                     file: file, at: entry.keyLocation))
        }
        let source = value["source"], graphs = value["symbolGraphs"]
        guard (source == nil) != (graphs == nil), let node = source ?? graphs, let path = node.string else {
            problems.append(.error(.configType, "model '\(name)' needs exactly one of 'source: FOLDER' or 'symbolGraphs: FOLDER'",
                                   file: file, at: value.location))
            return nil
        }
        var spec = ModelSpec(name: name, kind: source != nil ? .source : .symbolGraphs, path: path, location: node.location)
        if let platform = value["platform"] {
            if let text = platform.string {
                spec.platform = text
            } else {
                problems.append(.error(.configType, "'platform' of model '\(name)' must be a name such as ios", file: file, at: platform.location))
            }
        }
        if let target = value["deploymentTarget"] {
            if let text = target.string, text.split(separator: ".").allSatisfy({ Int($0) != nil }), !text.isEmpty {
                spec.deploymentTarget = text
            } else {
                problems.append(.error(.configType, "'deploymentTarget' of model '\(name)' must be a version such as 15.0",
                                       file: file, at: target.location))
            }
        }
        switch value["modules"] {
        case nil: break
        case .sequence(let items, _)?:
            for item in items {
                if let module = item.string {
                    spec.modules.append(module)
                } else {
                    problems.append(.error(.configType, "each module of model '\(name)' must be a name", file: file, at: item.location))
                }
            }
        case .scalar(_, _, _)?:
            if let module = value["modules"]?.string { spec.modules = [module] }
        case let other?:
            problems.append(.error(.configType, "'modules' of model '\(name)' must be a list of names", file: file, at: other.location))
        }
        return spec
    }
}
