internal import SwiftIfConfig
internal import SwiftSyntax

/// The build `#if` is evaluated against: a release build of one module for `platform` with a
/// Swift 6.3 compiler (the toolchain docgen is built with), as SwiftPM would compile the
/// package for a device.
struct SourceBuildConfiguration: BuildConfiguration {
    var platform: SourcePlatform
    /// The module's `swiftSettings: [.define(…)]`. `DEBUG` is never set (a release build).
    var customConditions: Set<String>
    /// The package's own modules, importable from each other, and the products the module
    /// depends on.
    var packageModules: Set<String>
    private let frameworks: Set<String>

    init(platform: SourcePlatform, customConditions: Set<String>, packageModules: Set<String>) {
        self.platform = platform
        self.customConditions = customConditions.subtracting(["DEBUG"])
        self.packageModules = packageModules
        frameworks = platform.frameworks
    }

    /// The version `swift(>=…)` and `compiler(>=…)` compare with.
    static let swiftVersion = VersionTuple(6, 3)

    func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }

    func hasFeature(name: String) -> Bool { Self.features.contains(name) }

    func hasAttribute(name: String) -> Bool { Self.attributes.contains(name) }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        if frameworks.contains(module) || packageModules.contains(module) { return true }
        // A dependency's version marker module (`SwiftSyntax509` beside the `SwiftSyntax`
        // product): a branch for newer releases of the dependency, which it resolves to.
        let digits = module.reversed().prefix { $0.isASCII && $0.isNumber }.count
        return digits > 0 && packageModules.contains(String(module.dropLast(digits)))
    }

    func isActiveTargetOS(name: String) -> Bool { platform.osNames.contains(name) }

    func isActiveTargetArchitecture(name: String) -> Bool { name == platform.architecture }

    /// Neither `simulator` nor `macCatalyst`: a device build.
    func isActiveTargetEnvironment(name: String) -> Bool { platform == .linux && name == "gnu" }

    func isActiveTargetRuntime(name: String) -> Bool { name == (platform.isApple ? "_ObjC" : "_Native") || name == "_multithreaded" }

    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }

    func isActiveTargetObjectFormat(name: String) -> Bool { name == (platform.isApple ? "MachO" : "ELF") }

    var targetPointerBitWidth: Int { platform == .watchos ? 32 : 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { Self.swiftVersion }
    var compilerVersion: VersionTuple { Self.swiftVersion }

    /// Language features a Swift 6.3 compiler has in the Swift 6 language mode: those shipped,
    /// and the upcoming features Swift 6 turns on.
    private static let features: Set<String> = [
        "AsyncAwait", "Actors", "ConcurrentFunctions", "RethrowsProtocol", "GlobalActors", "Sendable", "MarkerProtocol",
        "EffectfulProp", "AsyncSequence", "BuiltinMacros", "ParameterPacks", "Macros", "FreestandingExpressionMacros",
        "AttachedMacros", "ExtensionMacros", "MoveOnly", "NoncopyableGenerics", "TypedThrows", "BorrowingSwitch",
        "IsolatedAny", "SendingArgsAndResults", "BitwiseCopyable", "OptionalIsolatedParameters", "ExpressionMacroDefaultArguments",
        "RetroactiveAttribute", "ExtensionMacroAttr", "ConformanceSuppression", "BodyMacros", "ValueGenerics",
        "NonescapableTypes", "IsolatedConformances", "ConciseMagicFile", "ForwardTrailingClosures", "StrictConcurrency",
        "BareSlashRegexLiterals", "DeprecateApplicationMain", "ImportObjcForwardDeclarations", "DisableOutwardActorInference",
        "IsolatedDefaultValues", "GlobalConcurrency", "InferSendableFromCaptures", "ImplicitOpenExistentials",
        "RegionBasedIsolation", "DynamicActorIsolation", "NonfrozenEnumExhaustivity", "GlobalActorIsolatedTypesUsability",
    ]

    /// Attributes a Swift 6.3 compiler knows, for `hasAttribute(…)`.
    private static let attributes: Set<String> = [
        "available", "objc", "MainActor", "Sendable", "discardableResult", "inlinable", "usableFromInline", "frozen",
        "preconcurrency", "retroactive", "unchecked", "backDeployed", "attached", "freestanding", "resultBuilder",
        "propertyWrapper", "dynamicMemberLookup", "dynamicCallable", "escaping", "autoclosure", "globalActor",
        "unknown", "main", "testable", "warn_unqualified_access", "nonobjc", "objcMembers", "IBAction", "IBOutlet",
        "IBDesignable", "IBInspectable", "GKInspectable", "NSCopying", "NSManaged", "UIApplicationMain", "NSApplicationMain",
        "requires_stored_property_inits", "_spi", "_implementationOnly", "_exported", "_disfavoredOverload",
        "_documentation", "_spi_available", "_alwaysEmitIntoClient", "_unavailableFromAsync", "isolated", "nonisolated",
        "_silgen_name", "_cdecl", "_effects", "_transparent", "_specialize", "_originallyDefinedIn", "_objcImplementation",
        "_nonSendable", "_noImplicitCopy", "_eagerMove", "_lexicalLifetimes", "_unsafeInheritExecutor", "_inheritActorContext",
        "_implicitSelfCapture", "_predatesConcurrency", "_marker", "_typeEraser", "_show_in_interface", "_fixed_layout",
        "_semantics", "_optimize", "_borrowed", "_hasMissingDesignatedInitializers", "_nonoverride", "_weakLinked",
        "_dynamicReplacement", "_private", "_objc_non_lazy_realization", "_staticInitializeObjCMetadata", "_rawLayout",
        "_unsafeNonescapableResult", "_extern", "_used", "_section", "_expose", "_allowFeatureSuppression",
        "_preInverseGenerics", "_noMetadata", "_addressableSelf", "_addressableForDependencies", "_noRuntime",
        "_noExistentials", "_noObjCBridging", "_noLocks", "_noAllocation", "_owned", "_nonEphemeral",
        "_opaqueReturnTypeOf", "_compilerInitialized", "_local", "_moveOnly", "_alwaysInline", "_nonisolated",
        "_assemblyVision", "_projectedValueProperty", "_functionBuilder", "exclusivity", "extern", "implementation",
        "lifetime", "abi", "execution", "concurrent", "specialized",
    ]
}
