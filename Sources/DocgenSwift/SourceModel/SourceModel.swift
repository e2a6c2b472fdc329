import DocgenSupport
/// A source tree's public API for one platform: its selected modules' declarations, and what
/// reading it found wrong (files that do not parse, manifest lines not followed).
package struct SourceModel: Sendable {
    /// The root read, as an absolute path.
    package var root: String
    package var platform: SourcePlatform
    package var modules: [SourceModule]
    /// Warnings and notes; errors that stop the reading are thrown instead.
    package var diagnostics: [Diagnostic]

    package init(root: String, platform: SourcePlatform, modules: [SourceModule], diagnostics: [Diagnostic]) {
        self.root = root
        self.platform = platform
        self.modules = modules
        self.diagnostics = diagnostics
    }

    package func module(named name: String) -> SourceModule? { modules.first { $0.name == name } }

    /// Every declaration of every module.
    package var declarations: [SourceDeclaration] { modules.flatMap(\.declarations) }
}

/// One module's public declarations, in source order (file, line, column).
package struct SourceModule: Sendable {
    package var name: String
    /// Its Swift files, relative to the root, sorted.
    package var files: [String]
    package var declarations: [SourceDeclaration]
    /// Public declarations of `#if` branches only a build with another custom condition has.
    package var conditionalDeclarations: [SourceConditionalDeclaration]

    package init(name: String, files: [String], declarations: [SourceDeclaration], conditionalDeclarations: [SourceConditionalDeclaration] = []) {
        self.name = name
        self.files = files
        self.declarations = declarations
        self.conditionalDeclarations = conditionalDeclarations
    }
}
