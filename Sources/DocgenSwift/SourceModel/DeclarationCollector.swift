import DocgenSupport
internal import SwiftDiagnostics
internal import SwiftIfConfig
internal import SwiftParser
internal import SwiftSyntax

/// Reads one Swift file's declarations for one build configuration: `#if` blocks that are
/// inactive are skipped (SwiftIfConfig), bodies and comments are never read. It keeps the
/// public declarations (`public`/`open`, members of a `public extension`, protocol
/// requirements and enum cases of public types) and leaves out `package`, `internal`,
/// `fileprivate`, `private`, `@_spi` and underscored ones, as swiftc's symbol graphs do;
/// every type, extension and typealias is recorded for resolving the module across files.
struct DeclarationCollector {
    private let file: String
    private let module: String
    private let converter: SourceLocationConverter
    private let regions: ConfiguredRegions
    /// Reading a declaration printed without access (a symbol graph's): everything public.
    private let assumePublic: Bool
    /// Types printed as guides write them (`[Key: Value]`), not as swiftc does.
    private let naturalStyle: Bool
    /// Reading a declaration as a symbol graph prints it (`DeclarationTextParser`): its `Self`
    /// is as swiftc left it (a struct's is written as the type's name when reading source; here
    /// the enclosing type is only the parser's wrapper), and its accessors are printed in full
    /// (a wrapped property's `{ get set }`; `@AdaptyActor var` is no wrapper).
    private let isPrinted: Bool
    private var output: FileDeclarations
    /// The module's custom conditions (`swiftSettings: [.define(…)]`).
    private let customConditions: Set<String>
    /// While a branch of another build is walked: the unset conditions that turn it on.
    private var buildConditions = Set<String>()

    /// Parses `source` (the bytes of `file`, relative to the root) and collects it.
    static func collect(source: [UInt8], file: String, module: String, configuration: SourceBuildConfiguration) -> FileDeclarations {
        if let refusal = SwiftParseGuard.refusal(of: source) {
            let (line, column) = SwiftParseGuard.position(of: refusal.offset, in: source)
            var output = FileDeclarations(file: file, module: module)
            output.diagnostics.append(.warning(.modelNestingTooDeep,
                "\(refusal.reason), which SwiftParser takes more than linear time on; the file is not read",
                file: file, at: SourceLocation(line: line, column: column)))
            return output
        }
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var collector = DeclarationCollector(file: file, module: module, tree: tree, configuration: configuration,
                                             assumePublic: false, naturalStyle: false, isPrinted: false)
        if tree.hasError { collector.reportSyntaxErrors(in: tree) }
        collector.reportIfConfigProblems()
        collector.walk(tree.statements, Context())
        return collector.output
    }

    /// The declarations of a printed declaration (`DeclarationTextParser`): no access is
    /// written, so all are taken as public; types are printed naturally; `Self` stays `Self`.
    static func collectPrinted(_ tree: SourceFileSyntax, configuration: SourceBuildConfiguration) -> FileDeclarations {
        var collector = DeclarationCollector(file: "", module: "", tree: tree, configuration: configuration,
                                             assumePublic: true, naturalStyle: true, isPrinted: true)
        var context = Context()
        context.memberDefaultAccess = "public"
        collector.walk(tree.statements, context)
        return collector.output
    }

    private init(file: String, module: String, tree: SourceFileSyntax, configuration: SourceBuildConfiguration,
                 assumePublic: Bool, naturalStyle: Bool, isPrinted: Bool) {
        self.file = file
        self.module = module
        self.assumePublic = assumePublic
        self.naturalStyle = naturalStyle
        self.isPrinted = isPrinted
        converter = SourceLocationConverter(fileName: file, tree: tree)
        regions = tree.configuredRegions(in: configuration)
        customConditions = configuration.customConditions
        output = FileDeclarations(file: file, module: module)
    }

    // MARK: - Problems

    /// The first syntax error, found by walking the nodes that have one. (Not with
    /// `ParseDiagnosticsGenerator`: on some inputs it stops the process, "A Fix-It must have at
    /// least one change", as the `sourcemodel` fuzz target found.)
    private mutating func reportSyntaxErrors(in tree: SourceFileSyntax) {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard let first = finder.first else { return }
        let location = converter.location(for: first.position)
        let more = finder.count > 1 ? " (and \(finder.count - 1) more)" : ""
        output.diagnostics.append(.warning(.modelParseError,
            "syntax error: \(first.message)\(more); the file's declarations are read as the parser recovered them",
            file: file, at: SourceLocation(line: location.line, column: location.column)))
    }

    private mutating func reportIfConfigProblems() {
        var seen = Set<String>()
        for diagnostic in regions.diagnostics where diagnostic.diagMessage.severity == .error {
            guard seen.insert(diagnostic.message).inserted, seen.count <= 3 else { continue }
            let location = diagnostic.location(converter: converter)
            output.diagnostics.append(.warning(.modelIfConfig, "#if: \(diagnostic.message); the block is read as inactive",
                                               file: file, at: SourceLocation(line: location.line, column: location.column)))
        }
    }

    // MARK: - Walking

    /// Where a declaration is: what encloses it, and what that implies for it.
    private struct Context {
        var path: [String] = []
        /// The kind of the enclosing type; nil at top level and directly in an extension.
        var typeKind: SourceDeclaration.Kind?
        var isExtension = false
        /// The access a member gets when it writes none (`public` in a `public extension`,
        /// the protocol's in a protocol); nil for `internal`.
        var memberDefaultAccess: String?
        /// The enclosing type's access (an enum case's).
        var typeAccess = "internal"
        /// Every enclosing declaration is public.
        var isVisible = true
        /// The enclosing declarations' own availability, innermost first.
        var availability: [[SourceAvailability]] = []
        /// What `Self` prints as (a struct's or enum's name).
        var selfName: String?
        /// The enclosing type's or extension's written isolation.
        var isolation: String?
        /// The enclosing type's or extension's custom attributes that may be global actors.
        var possibleGlobalActors: [String] = []
        var extensionIndex: Int?
        var isDirectlyInExtension = false
        var genericDepth = 0
    }

    private mutating func walk(_ items: CodeBlockItemListSyntax, _ context: Context) {
        for item in items {
            if case .decl(let decl) = item.item { visit(decl, context) }
        }
    }

    private mutating func walk(members: MemberBlockItemListSyntax, _ context: Context) {
        for member in members { visit(member.decl, context) }
    }

    private mutating func walk(_ clause: IfConfigClauseSyntax, _ context: Context) {
        switch clause.elements {
        case .statements(let items)?: walk(items, context)
        case .decls(let members)?: walk(members: members, context)
        default: break
        }
    }

    /// Walks an inactive branch as if it were active, then moves the public declarations it
    /// added to `conditionalDeclarations` and forgets its types, extensions and typealiases:
    /// the build being read has none of them.
    private mutating func walkConditional(_ clause: IfConfigClauseSyntax, _ unset: Set<String>, _ context: Context) {
        let counts = (output.declarations.count, output.types.count, output.extensions.count, output.typealiases.count,
                      output.variableTypes.count, output.imports.count)
        let outer = buildConditions
        buildConditions.formUnion(unset)
        walk(clause, context)
        let conditions = buildConditions.sorted()
        buildConditions = outer
        output.conditionalDeclarations += output.declarations[counts.0...].map { .init(declaration: $0.declaration, conditions: conditions) }
        output.declarations.removeSubrange(counts.0...)
        output.types.removeSubrange(counts.1...)
        output.extensions.removeSubrange(counts.2...)
        output.typealiases.removeSubrange(counts.3...)
        output.variableTypes.removeSubrange(counts.4...)
        output.imports.removeSubrange(counts.5...)
    }

    /// The custom conditions an `#if` condition names that the module does not set (`DEBUG`
    /// included: a release build). Names inside `os(…)`, `canImport(…)`, `swift(>=…)` and
    /// the other platform tests are not conditions; `$Feature` is a feature test.
    private func unsetConditions(in condition: ExprSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.baseName.text
                if !name.hasPrefix("$") { names.insert(name) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(condition)
        return finder.names.subtracting(customConditions)
    }

    private mutating func visit(_ decl: DeclSyntax, _ context: Context) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .ifConfigDecl(let node):
            let active = regions.activeClause(for: node)
            // A branch another custom condition would turn on is another build of the module
            // (`#if SQLITE_HAS_CODEC`): its names are kept aside. So is every branch inside one.
            var unset = Set<String>()
            for clause in node.clauses {
                if let condition = clause.condition { unset.formUnion(unsetConditions(in: condition)) }
                if clause.id == active?.id {
                    walk(clause, context)
                } else if !unset.isEmpty || (!buildConditions.isEmpty && active == nil) {
                    walkConditional(clause, unset, context)
                }
            }
        case .importDecl(let node):
            if context.path.isEmpty, let name = node.path.first?.name.text { output.imports.append(name) }
        case .structDecl(let node):
            visitType(.struct, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                      generics: node.genericParameterClause, whereClause: node.genericWhereClause,
                      inheritance: node.inheritanceClause, members: node.memberBlock, context)
        case .classDecl(let node):
            visitType(.class, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                      generics: node.genericParameterClause, whereClause: node.genericWhereClause,
                      inheritance: node.inheritanceClause, members: node.memberBlock, context)
        case .enumDecl(let node):
            visitType(.enum, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                      generics: node.genericParameterClause, whereClause: node.genericWhereClause,
                      inheritance: node.inheritanceClause, members: node.memberBlock, context)
        case .actorDecl(let node):
            visitType(.actor, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                      generics: node.genericParameterClause, whereClause: node.genericWhereClause,
                      inheritance: node.inheritanceClause, members: node.memberBlock, context)
        case .protocolDecl(let node):
            visitType(.protocol, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                      generics: nil, whereClause: node.genericWhereClause,
                      inheritance: node.inheritanceClause, members: node.memberBlock, context)
        case .extensionDecl(let node):
            visitExtension(node, context)
        case .typeAliasDecl(let node):
            visitTypealias(node, context)
        case .associatedTypeDecl(let node):
            visitAssociatedType(node, context)
        case .functionDecl(let node):
            visitFunction(node, context)
        case .initializerDecl(let node):
            visitInitializer(node, context)
        case .subscriptDecl(let node):
            visitSubscript(node, context)
        case .variableDecl(let node):
            visitVariable(node, context)
        case .enumCaseDecl(let node):
            visitEnumCase(node, context)
        default:
            // Operators, precedence groups, macros, deinitializers, `#warning`: not API a
            // guide documents (swiftc records no macro or deinitializer either).
            break
        }
    }

    // MARK: - Attributes and modifiers

    private struct Attributes {
        /// Kept attributes' text without `@` (`discardableResult`, `objc`, `Clamped`).
        var kept: [String] = []
        var availability: [SourceAvailability] = []
        var isSPI = false
        /// `@_documentation(visibility: …)`.
        var documentationVisibility: String?
        var isolation: String?
        /// Custom attributes written without arguments (`@AdaptyActor`, `@Published`), also in
        /// `kept`: the resolver takes one for isolation when it names a `@globalActor` type.
        var possibleGlobalActors: [String] = []
    }

    /// Attributes swiftc leaves out of declarations (besides every underscored one).
    private static let unprintedAttributes: Set<String> = [
        "available", "inlinable", "inline", "usableFromInline", "MainActor", "warn_unqualified_access",
    ]

    private func attributes(_ list: AttributeListSyntax) -> Attributes {
        var result = Attributes()
        collectAttributes(list, into: &result)
        return result
    }

    private func collectAttributes(_ list: AttributeListSyntax, into result: inout Attributes) {
        for element in list {
            switch element {
            case .attribute(let attribute):
                let name = SwiftSyntaxText.text(attribute.attributeName)
                if let entries = AvailabilityAttributeReader.entries(of: attribute) {
                    result.availability += entries
                } else if name == "_spi" {
                    result.isSPI = true
                } else if name == "_documentation" {
                    let text = attribute.arguments.map { SwiftSyntaxText.text($0) } ?? ""
                    for level in ["private", "fileprivate", "internal", "package", "public", "open"] where text.contains("visibility: \(level)") {
                        result.documentationVisibility = level
                    }
                } else if name == "MainActor" {
                    result.isolation = "MainActor"
                } else if !name.hasPrefix("_"), !Self.unprintedAttributes.contains(name) {
                    // swiftc prints a property wrapper's or result builder's attribute by name
                    // alone (`@Clamped`, not `@Clamped(0...10)`).
                    let custom = name.first?.isUppercase == true
                    result.kept.append(custom ? name : String(SwiftSyntaxText.text(attribute).dropFirst()))
                    if custom, attribute.arguments == nil { result.possibleGlobalActors.append(name) }
                }
            case .ifConfigDecl(let node):
                if let clause = regions.activeClause(for: node), case .attributes(let nested)? = clause.elements {
                    collectAttributes(nested, into: &result)
                }
            @unknown default:
                continue
            }
        }
    }

    private struct Modifiers {
        var access: String?
        /// `private(set)` and the like.
        var setterAccess: String?
        var others: [String] = []
        var isNonisolated: Bool { others.contains { $0.hasPrefix("nonisolated") } }
    }

    private static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    private func modifiers(_ list: DeclModifierListSyntax) -> Modifiers {
        var result = Modifiers()
        for modifier in list {
            let name = modifier.name.text
            if Self.accessLevels.contains(name) {
                if modifier.detail?.detail.text == "set" { result.setterAccess = name } else { result.access = name }
            } else if !name.hasPrefix("_") {
                result.others.append(modifier.detail.map { "\(name)(\($0.detail.text))" } ?? name)
            }
        }
        return result
    }

    // MARK: - Visibility

    /// The access a declaration has, written or given by its context.
    private func access(_ modifiers: Modifiers, _ context: Context) -> String {
        modifiers.access ?? context.memberDefaultAccess ?? "internal"
    }

    /// Whether it is public API: public or open in a public context, not SPI, not
    /// underscored. (Declarations unavailable everywhere are kept, with their `renamed:`;
    /// the symbol-graph writer leaves them out as swiftc does.)
    private func isVisible(access: String, attributes: Attributes, underscored: Bool, _ context: Context) -> Bool {
        guard context.isVisible else { return false }
        if let level = attributes.documentationVisibility { return level == "public" || level == "open" }
        return (access == "public" || access == "open") && !attributes.isSPI && !underscored
    }

    private static func isUnderscored(_ name: String) -> Bool { name.hasPrefix("_") }

    /// A function or subscript with a parameter label or name starting with `_` is hidden.
    private static func hasUnderscoredParameter(_ parameters: FunctionParameterListSyntax) -> Bool {
        parameters.contains { parameter in
            [parameter.firstName.text, parameter.secondName?.text].contains { name in
                guard let name else { return false }
                return name.count > 1 && name.hasPrefix("_")
            }
        }
    }

    // MARK: - Locations and generics

    private func location(_ token: TokenSyntax) -> DeclarationLocation {
        let place = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return DeclarationLocation(file: file, line: place.line, column: place.column)
    }

    private func printer(_ context: Context) -> SwiftTypePrinter { SwiftTypePrinter(selfName: context.selfName, natural: naturalStyle) }

    private func generics(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, depth: Int,
                          _ context: Context) -> ([SourceGenericParameter], [SourceRequirement]) {
        let printer = printer(context)
        var parameters: [SourceGenericParameter] = []
        var requirements: [SourceRequirement] = []
        for (index, parameter) in (clause?.parameters ?? []).enumerated() {
            let name = parameter.name.text
            parameters.append(SourceGenericParameter(name: name, isPack: parameter.specifier?.text == "each", depth: depth, index: index))
            if let inherited = parameter.inheritedType { requirements += Self.split(subject: name, inherited, printer) }
        }
        requirements += self.requirements(whereClause, context)
        return (parameters, requirements.sorted(by: SourceRequirement.canonicalOrder))
    }

    private func requirements(_ whereClause: GenericWhereClauseSyntax?, _ context: Context) -> [SourceRequirement] {
        guard let whereClause else { return [] }
        let printer = printer(context)
        var requirements: [SourceRequirement] = []
        for requirement in whereClause.requirements {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                requirements += Self.split(subject: printer.print(conformance.leftType), conformance.rightType, printer)
            case .sameTypeRequirement(let sameType):
                requirements.append(SourceRequirement(subject: Self.text(sameType.leftType, printer), kind: .sameType,
                                                      constraint: Self.text(sameType.rightType, printer)))
            case .layoutRequirement(let layout):
                requirements.append(SourceRequirement(subject: printer.print(layout.type), kind: .layout,
                                                      constraint: layout.layoutSpecifier.text))
            @unknown default:
                continue
            }
        }
        return requirements.sorted(by: SourceRequirement.canonicalOrder)
    }

    private static func text(_ side: SameTypeRequirementSyntax.LeftType, _ printer: SwiftTypePrinter) -> String {
        switch side {
        case .type(let type): printer.print(type)
        case .expr(let expr): SwiftSyntaxText.text(expr)
        @unknown default: ""
        }
    }

    private static func text(_ side: SameTypeRequirementSyntax.RightType, _ printer: SwiftTypePrinter) -> String {
        switch side {
        case .type(let type): printer.print(type)
        case .expr(let expr): SwiftSyntaxText.text(expr)
        @unknown default: ""
        }
    }

    /// `T: A & B` is two requirements, as swiftc prints them; `AnyObject` is a layout.
    private static func split(subject: String, _ constraint: TypeSyntax, _ printer: SwiftTypePrinter) -> [SourceRequirement] {
        let parts: [TypeSyntax] = constraint.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [constraint]
        return parts.map { part in
            let text = printer.print(part)
            return SourceRequirement(subject: subject, kind: text == "AnyObject" ? .layout : .conformance, constraint: text)
        }
    }

    // MARK: - Types and extensions

    private static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "Character", "Substring", "CGFloat", "Swift.String", "Swift.Int",
    ]

    private mutating func visitType(_ kind: SourceDeclaration.Kind, name token: TokenSyntax, attributes list: AttributeListSyntax,
                                    modifiers modifierList: DeclModifierListSyntax, generics clause: GenericParameterClauseSyntax?,
                                    whereClause: GenericWhereClauseSyntax?, inheritance: InheritanceClauseSyntax?,
                                    members: MemberBlockSyntax, _ context: Context) {
        let name = token.text
        let attributes = attributes(list)
        let modifiers = modifiers(modifierList)
        let access = access(modifiers, context)
        let underscored = Self.isUnderscored(name)
            && (kind != .protocol || name.hasPrefix("_Builtin") || name.hasPrefix("_ExpressibleBy"))
        let visible = isVisible(access: access, attributes: attributes, underscored: underscored, context)
        let printer = printer(context)
        let inherited = inheritance?.inheritedTypes.map { printer.print($0.type) } ?? []
        let path = context.path + [name]
        let hasAssociatedValues = kind == .enum && members.members.contains { member in
            member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
        }
        let hasCases = kind == .enum && Self.declaresCase(members.members)
        let rawType = kind == .enum ? inherited.first.flatMap { Self.rawValueTypes.contains($0) ? $0 : nil } : nil
        let classBound = kind == .protocol && inherited.contains { $0 == "AnyObject" || $0 == "class" }
        output.types.append(.init(path: path, kind: kind, isVisible: visible, inheritedTypes: inherited, isolation: attributes.isolation,
                                  possibleGlobalActors: attributes.possibleGlobalActors, isGlobalActor: attributes.kept.contains("globalActor"),
                                  hasAssociatedValues: hasAssociatedValues, hasCases: hasCases, rawType: rawType, isClassBound: classBound,
                                  extensionIndex: context.extensionIndex))

        let depth = context.genericDepth
        let (parameters, requirements) = generics(clause, whereClause, depth: depth, context)
        if visible {
            let declaration = SourceDeclaration(
                kind: kind, module: module, parentPath: context.path, name: name, access: access,
                modifiers: modifiers.others, attributes: attributes.kept, isolation: attributes.isolation,
                genericParameters: parameters, requirements: requirements, inheritedTypes: inherited,
                availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
                location: location(token))
            append(declaration, context, nonisolated: modifiers.isNonisolated)
        }

        var inner = Context()
        inner.path = path
        inner.typeKind = kind
        inner.memberDefaultAccess = kind == .protocol || assumePublic ? access : nil
        inner.typeAccess = access
        inner.isVisible = visible
        inner.availability = [attributes.availability] + context.availability
        // A printed declaration (a symbol graph's) sits in a container `DeclarationTextParser`
        // made up: its `Self` is the real owner's, so it stays `Self`.
        inner.selfName = !isPrinted && (kind == .struct || kind == .enum) ? path.joined(separator: ".") : nil
        inner.isolation = attributes.isolation
        inner.possibleGlobalActors = attributes.possibleGlobalActors
        inner.extensionIndex = context.extensionIndex
        inner.genericDepth = clause == nil ? depth : depth + 1
        walk(members: members.members, inner)

        let declaresDecoding = Self.declaresDecodingInitializer(members.members)
        if visible, kind == .struct || kind == .class, !declaresDecoding,
           inherited.contains(where: { ["Codable", "Decodable", "Swift.Codable", "Swift.Decodable"].contains($0) }) {
            // The initializer swiftc synthesizes for `Decodable` and records (without a location).
            let initializer = SourceDeclaration(
                kind: .initializer, module: module, parentPath: path, name: "init", labels: ["from"],
                modifiers: kind == .class ? ["required"] : [],
                parameters: [SourceParameter(label: "from", name: "decoder", type: "any Decoder")], throwing: .throws,
                availability: SourceAvailability.merged(own: [], parents: inner.availability),
                location: location(token), isImplicit: true)
            append(initializer, inner, nonisolated: false)
        }
        if visible, let rawType {
            // swiftc records the initializer a raw-value enum gets, without a location.
            let initializer = SourceDeclaration(
                kind: .initializer, module: module, parentPath: path, name: "init", labels: ["rawValue"],
                parameters: [SourceParameter(label: "rawValue", name: nil, type: rawType)], failability: "?",
                availability: SourceAvailability.merged(own: [], parents: inner.availability),
                location: location(token), isImplicit: true)
            append(initializer, inner, nonisolated: false)
        }
    }

    /// Whether a member list declares `init(from:)`.
    private static func declaresDecodingInitializer(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            member.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from"
        }
    }

    /// Whether a member list declares an enum case (in any `#if` branch: close enough for
    /// the conformances a case-less enum does not get).
    private static func declaresCase(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if member.decl.is(EnumCaseDeclSyntax.self) { return true }
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return false }
            return ifConfig.clauses.contains { clause in
                if case .decls(let nested)? = clause.elements { return declaresCase(nested) }
                return false
            }
        }
    }

    private mutating func visitExtension(_ node: ExtensionDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let printer = SwiftTypePrinter(selfName: nil, natural: naturalStyle)
        let written = printer.print(node.extendedType)
        // `extension [String: Asset]` extends `Dictionary where Key == String, Value == Asset`.
        let (sugarPath, sugarConstraints) = Self.desugared(node.extendedType, printer) ?? (nil, [])
        let writtenPath = sugarPath ?? Self.path(of: node.extendedType) ?? [written]
        let allowsPublic = modifiers.access == nil || modifiers.access == "public" || modifiers.access == "open"
        let index = output.extensions.count
        output.extensions.append(.init(
            writtenPath: writtenPath,
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { printer.print($0.type) } ?? [],
            constraints: (sugarConstraints + requirements(node.genericWhereClause, Context())).sorted(by: SourceRequirement.canonicalOrder),
            isolation: attributes.isolation, allowsPublicMembers: allowsPublic,
            declaresDecodingInitializer: Self.declaresDecodingInitializer(node.memberBlock.members),
            location: location(node.extensionKeyword)))

        var inner = Context()
        inner.path = writtenPath
        inner.isExtension = true
        inner.memberDefaultAccess = modifiers.access == "open" ? "public" : modifiers.access
        inner.isVisible = allowsPublic && !attributes.isSPI
        inner.availability = [attributes.availability]
        inner.isolation = attributes.isolation
        inner.possibleGlobalActors = attributes.possibleGlobalActors
        inner.extensionIndex = index
        inner.isDirectlyInExtension = true
        walk(members: node.memberBlock.members, inner)
    }

    /// The generic parameters of the standard types an extension may name with arguments.
    private static let standardGenericParameters: [String: [String]] = [
        "Array": ["Element"], "Set": ["Element"], "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"],
        "Result": ["Success", "Failure"], "ArraySlice": ["Element"], "ContiguousArray": ["Element"],
    ]

    /// An extended type written with sugar or generic arguments (`[T]`, `[K: V]`, `T?`,
    /// `Array<T>`), as the type it extends and same-type constraints.
    private static func desugared(_ type: TypeSyntax, _ printer: SwiftTypePrinter) -> ([String], [SourceRequirement])? {
        func same(_ parameter: String, _ argument: TypeSyntax) -> SourceRequirement {
            SourceRequirement(subject: parameter, kind: .sameType, constraint: printer.print(argument))
        }
        if let array = type.as(ArrayTypeSyntax.self) { return (["Array"], [same("Element", array.element)]) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return (["Dictionary"], [same("Key", dictionary.key), same("Value", dictionary.value)])
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return (["Optional"], [same("Wrapped", optional.wrappedType)]) }
        if let identifier = type.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
           let parameters = standardGenericParameters[identifier.name.text], parameters.count == arguments.count {
            var constraints: [SourceRequirement] = []
            for (parameter, argument) in zip(parameters, arguments) {
                guard case .type(let argumentType) = argument.argument else { return nil }
                constraints.append(same(parameter, argumentType))
            }
            return ([identifier.name.text], constraints)
        }
        return nil
    }

    /// `A.B.C` as `["A", "B", "C"]`; nil for anything but a (member) type name.
    private static func path(of type: TypeSyntax) -> [String]? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self), let base = path(of: member.baseType) { return base + [member.name.text] }
        return nil
    }

    // MARK: - Members

    /// Adds a visible declaration with what the resolver needs to finish it.
    private mutating func append(_ declaration: SourceDeclaration, _ context: Context, nonisolated: Bool, typeReference: [String]? = nil) {
        var declaration = declaration
        declaration.isRequirement = context.typeKind == .protocol
            && [.function, .initializer, .variable, .subscript, .associatedType].contains(declaration.kind)
        output.declarations.append(.init(declaration: declaration, extensionIndex: context.extensionIndex,
                                         isDirectlyInExtension: context.isDirectlyInExtension,
                                         enclosingIsolation: context.isolation,
                                         enclosingPossibleGlobalActors: context.possibleGlobalActors, isNonisolated: nonisolated,
                                         typeReference: typeReference))
    }

    private mutating func visitTypealias(_ node: TypeAliasDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let name = node.name.text
        let target = printer(context).print(node.initializer.value)
        output.typealiases.append(.init(path: context.path + [name], target: target, extensionIndex: context.extensionIndex))
        guard isVisible(access: access, attributes: attributes, underscored: Self.isUnderscored(name), context) else { return }
        let (parameters, requirements) = generics(node.genericParameterClause, node.genericWhereClause, depth: context.genericDepth, context)
        let declaration = SourceDeclaration(
            kind: .typealias, module: module, parentPath: context.path, name: name, access: access,
            modifiers: modifiers.others, attributes: attributes.kept, genericParameters: parameters, requirements: requirements,
            type: target, availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
            location: location(node.name))
        append(declaration, context, nonisolated: false)
    }

    private mutating func visitAssociatedType(_ node: AssociatedTypeDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let name = node.name.text
        guard isVisible(access: access, attributes: attributes, underscored: Self.isUnderscored(name), context) else { return }
        let printer = printer(context)
        let declaration = SourceDeclaration(
            kind: .associatedType, module: module, parentPath: context.path, name: name, access: access,
            attributes: attributes.kept, requirements: requirements(node.genericWhereClause, context),
            type: node.initializer.map { printer.print($0.value) },
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { printer.print($0.type) } ?? [],
            availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
            location: location(node.name))
        append(declaration, context, nonisolated: false)
    }

    private func parameters(_ list: FunctionParameterListSyntax, isSubscript: Bool, _ context: Context) -> [SourceParameter] {
        let printer = printer(context)
        return list.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            let label: String?
            let name: String?
            if isSubscript {
                // A subscript's parameter has a label only when it is written twice.
                label = second == nil || first == "_" ? nil : first
                name = second ?? (first == "_" ? nil : first)
            } else {
                label = first == "_" ? nil : first
                name = second.flatMap { $0 == first ? nil : $0 }
            }
            var type = printer.print(parameter.type)
            let attributes = attributes(parameter.attributes)
            if !attributes.kept.isEmpty { type = attributes.kept.map { "@\($0) " }.joined() + type }
            return SourceParameter(label: label, name: name, type: type,
                                   defaultValue: parameter.defaultValue.map { SwiftSyntaxText.text($0.value) },
                                   isVariadic: parameter.ellipsis != nil)
        }
    }

    private static func throwing(_ clause: ThrowsClauseSyntax?, _ printer: SwiftTypePrinter) -> SourceDeclaration.Throwing {
        guard let clause else { return .none }
        if let type = clause.type { return .typed(printer.print(type)) }
        return clause.throwsSpecifier.text == "rethrows" ? .rethrows : .throws
    }

    private mutating func visitFunction(_ node: FunctionDeclSyntax, _ context: Context) {
        let name = node.name.text
        // Operators may be left out (the brief allows it): guides name methods, not `==`.
        guard let firstCharacter = name.unicodeScalars.first,
              firstCharacter == "_" || firstCharacter.properties.isXIDStart || name.hasPrefix("`") else { return }
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let signature = node.signature
        let underscored = Self.isUnderscored(name) || Self.hasUnderscoredParameter(signature.parameterClause.parameters)
        guard isVisible(access: access, attributes: attributes, underscored: underscored, context) else { return }
        let printer = printer(context)
        let parameters = parameters(signature.parameterClause.parameters, isSubscript: false, context)
        let (generic, requirements) = generics(node.genericParameterClause, node.genericWhereClause, depth: context.genericDepth, context)
        let declaration = SourceDeclaration(
            kind: .function, module: module, parentPath: context.path, name: name, labels: parameters.map(\.label),
            access: access, modifiers: modifiers.others, attributes: attributes.kept, isolation: attributes.isolation,
            genericParameters: generic, requirements: requirements, parameters: parameters,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: Self.throwing(signature.effectSpecifiers?.throwsClause, printer),
            returnType: signature.returnClause.map { printer.print($0.type) },
            availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
            location: location(node.name))
        append(declaration, context, nonisolated: modifiers.isNonisolated)
    }

    private mutating func visitInitializer(_ node: InitializerDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let signature = node.signature
        let underscored = Self.hasUnderscoredParameter(signature.parameterClause.parameters)
        guard isVisible(access: access, attributes: attributes, underscored: underscored, context) else { return }
        let printer = printer(context)
        let parameters = parameters(signature.parameterClause.parameters, isSubscript: false, context)
        let (generic, requirements) = generics(node.genericParameterClause, node.genericWhereClause, depth: context.genericDepth, context)
        let declaration = SourceDeclaration(
            kind: .initializer, module: module, parentPath: context.path, name: "init", labels: parameters.map(\.label),
            access: access, modifiers: modifiers.others, attributes: attributes.kept, isolation: attributes.isolation,
            genericParameters: generic, requirements: requirements, parameters: parameters,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: Self.throwing(signature.effectSpecifiers?.throwsClause, printer),
            failability: node.optionalMark?.text,
            availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
            location: location(node.initKeyword))
        append(declaration, context, nonisolated: modifiers.isNonisolated)
    }

    private mutating func visitSubscript(_ node: SubscriptDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let underscored = Self.hasUnderscoredParameter(node.parameterClause.parameters)
        guard isVisible(access: access, attributes: attributes, underscored: underscored, context) else { return }
        let printer = printer(context)
        let parameters = parameters(node.parameterClause.parameters, isSubscript: true, context)
        let (generic, requirements) = generics(node.genericParameterClause, node.genericWhereClause, depth: context.genericDepth, context)
        let accessors = accessors(of: node.accessorBlock, isLet: false, isLazy: false, hasWrapper: false,
                                  inProtocol: context.typeKind == .protocol, setterAccess: modifiers.setterAccess)
        let effects = getterEffects(of: node.accessorBlock, printer)
        let declaration = SourceDeclaration(
            kind: .subscript, module: module, parentPath: context.path, name: "subscript", labels: parameters.map(\.label),
            access: access, modifiers: modifiers.others, attributes: attributes.kept, isolation: attributes.isolation,
            genericParameters: generic, requirements: requirements, parameters: parameters,
            isAsync: effects.isAsync, throwing: effects.throwing,
            returnType: printer.print(node.returnClause.type), accessors: accessors == .stored ? .get : accessors,
            availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
            location: location(node.subscriptKeyword))
        append(declaration, context, nonisolated: modifiers.isNonisolated)
    }

    /// How swiftc prints a property's accessors.
    private func accessors(of block: AccessorBlockSyntax?, isLet: Bool, isLazy: Bool, hasWrapper: Bool, inProtocol: Bool,
                           setterAccess: String?) -> SourceDeclaration.Accessors {
        if isLet { return .constant }
        var result: SourceDeclaration.Accessors
        if let block {
            switch block.accessors {
            case .getter:
                result = .get
            case .accessors(let list):
                let names = Set(list.map(\.accessorSpecifier.text))
                let setters: Set<String> = ["set", "_modify", "modify", "unsafeMutableAddress", "willSet", "didSet", "init"]
                result = names.isDisjoint(with: setters) ? .get : .getSet
            @unknown default:
                result = .get
            }
        } else {
            result = inProtocol ? .get : (isLazy || hasWrapper ? .getSet : .stored)
        }
        if let setterAccess, setterAccess != "public", setterAccess != "open", result != .get { result = .get }
        return result
    }

    /// The effects of a getter written as an accessor (`get async throws { … }`, `{ get async }`
    /// in a protocol); none for a getter written as a bare body.
    private func getterEffects(of block: AccessorBlockSyntax?, _ printer: SwiftTypePrinter) -> (isAsync: Bool, throwing: SourceDeclaration.Throwing) {
        guard case .accessors(let list)? = block?.accessors,
              let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let effects = getter.effectSpecifiers else {
            return (false, .none)
        }
        return (effects.asyncSpecifier != nil, Self.throwing(effects.throwsClause, printer))
    }

    private static let builtInPropertyAttributes: Set<String> = [
        "objc", "nonobjc", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying", "preconcurrency",
        "discardableResult", "dynamicMemberLookup", "frozen", "Sendable", "exclusivity",
    ]

    private mutating func visitVariable(_ node: VariableDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let modifiers = modifiers(node.modifiers)
        let access = access(modifiers, context)
        let isLet = node.bindingSpecifier.text == "let"
        let isLazy = modifiers.others.contains("lazy")
        let hasWrapper = !isPrinted && attributes.kept.contains { attribute in
            let name = attribute.prefix { $0 != "(" }
            return name.first?.isUppercase == true && !Self.builtInPropertyAttributes.contains(String(name))
        }
        let printer = printer(context)
        // `var a, b: Int`: a type annotation covers the bindings before it.
        var carriedType: String?
        var pending: [(token: TokenSyntax, type: String?, block: AccessorBlockSyntax?, reference: [String]?, initial: String?)] = []
        for binding in node.bindings.reversed() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let annotation = binding.typeAnnotation { carriedType = printer.print(annotation.type) }
            let type = binding.typeAnnotation == nil
                ? (binding.initializer.flatMap { Self.inferredType(of: $0.value, selfName: context.selfName) }.map { qualified($0, context) } ?? carriedType)
                : carriedType
            let reference = type == nil ? binding.initializer.flatMap { Self.referencePath($0.value) }.map { qualified($0, context) } : nil
            // A stored `var`'s literal start value (observers keep it stored; a `let` is a constant, not a default).
            let isStored = binding.accessorBlock.map(Self.hasObserversOnly) ?? true
            let initial = !isLet && isStored ? binding.initializer.flatMap { Self.literalValue($0.value) } : nil
            pending.append((identifier.identifier, type, binding.accessorBlock, reference, initial))
        }
        for (token, type, block, reference, initial) in pending.reversed() {
            let name = token.text
            if let type { output.variableTypes.append(.init(path: context.path + [name], target: type, extensionIndex: context.extensionIndex)) }
            guard isVisible(access: access, attributes: attributes, underscored: Self.isUnderscored(name), context) else { continue }
            let effects = getterEffects(of: block, printer)
            let declaration = SourceDeclaration(
                kind: .variable, module: module, parentPath: context.path, name: name, access: access,
                modifiers: modifiers.others, attributes: attributes.kept, isolation: attributes.isolation,
                isAsync: effects.isAsync, throwing: effects.throwing, type: type, initialValue: initial,
                accessors: accessors(of: block, isLet: isLet, isLazy: isLazy, hasWrapper: hasWrapper,
                                     inProtocol: context.typeKind == .protocol, setterAccess: modifiers.setterAccess),
                availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
                location: location(token))
            append(declaration, context, nonisolated: modifiers.isNonisolated, typeReference: reference)
        }
    }

    /// True for `{ willSet … didSet … }`: the property is still stored.
    private static func hasObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// A start value the model keeps: a number (negative too), `true`/`false`, a string
    /// without interpolation, `.case`, `Type.case`, or `.case(…)` of such values; nil for any
    /// other expression (a call, a closure, an operator), which is code.
    static func literalValue(_ value: ExprSyntax) -> String? {
        func isLiteral(_ value: ExprSyntax) -> Bool {
            if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) {
                return true
            }
            if let string = value.as(StringLiteralExprSyntax.self) {
                return string.segments.count <= 1 && string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
                    && !string.description.contains("\n") && string.openingQuote.text == "\""
            }
            if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
            }
            if let member = value.as(MemberAccessExprSyntax.self) {
                guard member.declName.argumentNames == nil else { return false }
                guard let base = member.base else { return true }
                return referencePath(base) != nil
            }
            if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base == nil, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
                return call.arguments.allSatisfy { isLiteral($0.expression) }
            }
            return false
        }
        guard isLiteral(value) else { return nil }
        let text = SwiftSyntaxText.text(value)
        return text.utf8.count <= 200 ? text : nil
    }

    /// A reference's path from the outermost type, when it starts with an enclosing type's name.
    private func qualified(_ reference: [String], _ context: Context) -> [String] {
        guard reference.count > 1, let position = context.path.lastIndex(of: reference[0]), position > 0 else { return reference }
        return Array(context.path[..<position]) + reference
    }

    /// `name`, `Type.member`, `Outer.Inner.member` as path components; nil for any other value.
    private static func referencePath(_ value: ExprSyntax) -> [String]? {
        if let reference = value.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, let path = referencePath(base) {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// An inferred type as swiftc prints it: a name of an enclosing type (`Options` inside
    /// `Player.Options`) with the types around it.
    private func qualified(_ type: String, _ context: Context) -> String {
        let first = String(type.prefix { $0 != "." && $0 != "<" })
        guard let position = context.path.lastIndex(of: first), position > 0 else { return type }
        return context.path[..<position].joined(separator: ".") + "." + type
    }

    /// The type of `= value` when the source says it without a type checker: a literal, a
    /// constructor call (`Configuration(…)`, `Foo.Bar(…)`, `Foo.init(…)`, a failable one
    /// unwrapped: `URL(string: …)!`), `x as T`.
    static func inferredType(of value: ExprSyntax, selfName: String?) -> String? {
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let array = value.as(ArrayExprSyntax.self) {
            guard let first = array.elements.first, let element = inferredType(of: first.expression, selfName: selfName) else { return nil }
            return "[\(element)]"
        }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            guard let first = elements.first, let key = inferredType(of: first.key, selfName: selfName),
                  let element = inferredType(of: first.value, selfName: selfName) else { return nil }
            return "[\(key) : \(element)]"
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return SwiftTypePrinter(selfName: selfName, natural: false).print(type.type)
            }
            return nil
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return constructedType(call.calledExpression, selfName: selfName)
        }
        // `URL(string: "…")!`: a failable initializer, unwrapped.
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self), let call = unwrapped.expression.as(FunctionCallExprSyntax.self) {
            return constructedType(call.calledExpression, selfName: selfName)
        }
        return nil
    }

    private static func constructedType(_ callee: ExprSyntax, selfName: String?) -> String? {
        // `[Recorded<Event>]()`, `[String: Int]()`: an empty collection of a written type.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let first = array.elements.first,
           let element = constructedType(first.expression, selfName: selfName) {
            return "[\(element)]"
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let first = elements.first, let key = constructedType(first.key, selfName: selfName),
           let value = constructedType(first.value, selfName: selfName) {
            return "[\(key) : \(value)]"
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return selfName }
            return name.first?.isUppercase == true ? name : nil
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self), let base = constructedType(specialized.expression, selfName: selfName) {
            return base + "<" + specialized.genericArgumentClause.arguments.map { SwiftSyntaxText.text($0) }.joined(separator: ", ") + ">"
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "init" { return constructedType(base, selfName: selfName) }
            guard name.first?.isUppercase == true, let baseType = constructedType(base, selfName: selfName) else { return nil }
            return baseType + "." + name
        }
        return nil
    }

    private mutating func visitEnumCase(_ node: EnumCaseDeclSyntax, _ context: Context) {
        let attributes = attributes(node.attributes)
        let printer = printer(context)
        for element in node.elements {
            let name = element.name.text
            guard isVisible(access: context.typeAccess, attributes: attributes, underscored: Self.isUnderscored(name), context) else { continue }
            let values: [SourceParameter]? = element.parameterClause.map { clause in
                clause.parameters.map { parameter in
                    let first = parameter.firstName?.text
                    let second = parameter.secondName?.text
                    return SourceParameter(label: first == "_" ? nil : first, name: second, type: printer.print(parameter.type),
                                           defaultValue: parameter.defaultValue.map { SwiftSyntaxText.text($0.value) })
                }
            }
            let declaration = SourceDeclaration(
                kind: .enumCase, module: module, parentPath: context.path, name: name, labels: values?.map(\.label),
                access: context.typeAccess, modifiers: modifiers(node.modifiers).others, attributes: attributes.kept,
                parameters: values ?? [],
                availability: SourceAvailability.merged(own: attributes.availability, parents: context.availability),
                location: location(element.name))
            append(declaration, context, nonisolated: false)
        }
    }
}
