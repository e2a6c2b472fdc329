import DocgenSupport
/// What docgen needs of a `Package.swift`, read as text (the manifest is never run): the
/// library products, the targets with their folders, exclusions and `#if` defines.
package struct PackageManifest: Sendable, Hashable {
    package struct Product: Sendable, Hashable {
        package var name: String
        package var isLibrary: Bool
        package var targets: [String]
    }

    package struct Target: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable {
            case regular, executable, test, macro, plugin, system, binary
        }

        package var name: String
        package var kind: Kind
        /// `path:` as written, relative to the package root; nil for the default
        /// (`Sources/<name>`, or `Source/`, `src/`, `srcs/` when that is what exists).
        package var path: String?
        /// `exclude:`, relative to the target's folder.
        package var exclude: [String]
        /// `sources:`, relative to the target's folder; nil for every Swift file in it.
        package var sources: [String]?
        /// Compilation conditions from `swiftSettings: [.define("X")]` that hold for the
        /// platform read (a `.when(platforms:)` is honoured, `.when(configuration: .debug)` is
        /// not: the build is a release build) and `-D X` in `unsafeFlags`.
        package var defines: [String]
        /// Names of the targets and products it depends on, as written.
        package var dependencies: [String]
        /// The line of its declaration in `Package.swift`.
        package var line: Int
    }

    package var name: String?
    package var products: [Product]
    package var targets: [Target]
    /// Traits enabled by default (`.default(enabledTraits:)`): SwiftPM defines each as a
    /// compilation condition in every target.
    package var defaultTraits: [String]
    /// What the reader could not follow (a computed target list, say), as warnings.
    package var diagnostics: [Diagnostic]

    package func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The targets of the library products, in product order, each once.
    package var libraryTargets: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for product in products where product.isLibrary {
            for target in product.targets where seen.insert(target).inserted { names.append(target) }
        }
        return names
    }
}
