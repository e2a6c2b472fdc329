import DocgenSupport
/// What one Swift file declares, before the module's files are put together: the public
/// declarations, and for resolving across files every type, extension and typealias (public
/// or not), and the file's imports.
struct FileDeclarations: Sendable {
    /// A public declaration, and the extension it is inside (directly or in a nested type).
    struct Collected: Sendable {
        var declaration: SourceDeclaration
        /// Index into `extensions` of the extension it is declared in, directly or deeper.
        var extensionIndex: Int?
        /// True when the extension is its immediate context (it gets `swiftExtension`).
        var isDirectlyInExtension: Bool
        /// The explicit isolation of its enclosing type (for members of an in-file type);
        /// members of extensions take their isolation from the extended type when resolved.
        var enclosingIsolation: String?
        /// Custom attributes of the enclosing type or extension that may name a global actor
        /// (`@AdaptyActor extension Adapty`), for the resolver to look up.
        var enclosingPossibleGlobalActors: [String]
        /// Set for an explicit `nonisolated`.
        var isNonisolated: Bool
        /// For a property with no type written or inferred: what its value names
        /// (`["AdaptyErrorDomain"]`, `["Adapty", "SDKVersion"]`), for the resolver to look up.
        var typeReference: [String]?
    }

    /// A type declaration, visible or not, for resolving extensions and conformances.
    struct TypeRecord: Sendable {
        var path: [String]
        var kind: SourceDeclaration.Kind
        /// Public or open, and every enclosing type too.
        var isVisible: Bool
        var inheritedTypes: [String]
        /// `MainActor` when written on it.
        var isolation: String?
        /// Custom attributes written on it without arguments: a global actor among them
        /// (`@AdaptyActor`) is its isolation, once the resolver knows the module's global actors.
        var possibleGlobalActors: [String]
        /// Declared `@globalActor`.
        var isGlobalActor: Bool
        /// For an enum: whether some case has associated values.
        var hasAssociatedValues: Bool
        /// For an enum: whether it declares a case at all.
        var hasCases: Bool
        /// For an enum: the raw type, when its first inherited type is one.
        var rawType: String?
        /// For a protocol: `: AnyObject` (or `: class`) among its parents.
        var isClassBound: Bool
        /// Index into `extensions` when declared inside an extension (its path then starts
        /// with the extension's written type).
        var extensionIndex: Int?
    }

    /// An extension, visible or not.
    struct ExtensionRecord: Sendable {
        /// The extended type as written, split at dots (`["Adapty", "AdaptyProfile"]`).
        var writtenPath: [String]
        var inheritedTypes: [String]
        var constraints: [SourceRequirement]
        /// `MainActor` when written on the extension.
        var isolation: String?
        /// No access modifier, or `public`: its members may be public.
        var allowsPublicMembers: Bool
        /// It declares an `init(from:)` (of any access): the type gets no synthesized one.
        var declaresDecodingInitializer: Bool
        var location: DeclarationLocation
    }

    /// A typealias, visible or not: `path` names it, `target` is its type.
    struct TypealiasRecord: Sendable {
        var path: [String]
        var target: String
        var extensionIndex: Int?
    }

    var file: String
    var module: String
    var imports: [String] = []
    var declarations: [Collected] = []
    /// Public declarations of branches that a custom condition the module does not set turns on.
    var conditionalDeclarations: [SourceConditionalDeclaration] = []
    var types: [TypeRecord] = []
    var extensions: [ExtensionRecord] = []
    var typealiases: [TypealiasRecord] = []
    /// Every stored or computed property's type, public or not, by path (`["AdaptyError",
    /// "AdaptyErrorDomain"]`), with the extension it is in: what a `typeReference` finds.
    var variableTypes: [TypealiasRecord] = []
    var diagnostics: [Diagnostic] = []
}
