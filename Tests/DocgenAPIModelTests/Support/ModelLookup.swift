import DocgenAPIModel
import DocgenSwift
import Testing

/// Reading fixtures and finding declarations in them by the path swiftc would give.
enum ModelLookup {
    static func model(_ fixture: String, platform: String = "ios", modules: [String] = []) throws -> SourceModel {
        try SourceModelReader.read(root: try Fixtures.path(fixture), platform: platform, modules: modules)
    }

    static func surface(_ fixture: String, platform: String = "ios", modules: [String] = []) throws -> APISurface {
        let root = try Fixtures.path(fixture)
        return SourceModelExtractor.surface(try SourceModelExtractor.extract(root: root, platform: platform, modules: modules), root: root)
    }
}

extension SourceModel {
    /// Declarations whose path components, joined with dots, are `path`
    /// (`Player.play(_:at:completion:)`), in `module` when given.
    func declarations(_ path: String, module: String? = nil) -> [SourceDeclaration] {
        declarations.filter { $0.pathComponents.joined(separator: ".") == path && (module == nil || $0.module == module) }
    }

    func declaration(_ path: String, module: String? = nil) throws -> SourceDeclaration {
        let found = declarations(path, module: module)
        try #require(found.count == 1, "expected one declaration \(path), found \(found.count)")
        return found[0]
    }

    func has(_ path: String) -> Bool { !declarations(path).isEmpty }

    /// The protocol requirement at `path` (its default implementations share the path).
    func requirement(_ path: String) throws -> SourceDeclaration {
        let found = declarations(path).filter(\.isRequirement)
        try #require(found.count == 1, "expected one requirement \(path), found \(found.count)")
        return found[0]
    }
}

extension APISurfaceSymbol {
    func member(_ name: String, kind: APISurfaceMember.Kind? = nil) throws -> APISurfaceMember {
        let found = members.filter { $0.name == name && (kind == nil || $0.kind == kind) }
        try #require(found.count == 1, "expected one member \(name) of \(self.name), found \(found.count)")
        return found[0]
    }
}
