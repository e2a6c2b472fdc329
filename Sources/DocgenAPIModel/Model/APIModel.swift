import DocgenSupport

/// A parameter of a function in the model, as declared.
public struct APIParameter: Sendable, Equatable {
    /// The argument label (`_` when there is none).
    public var label: String
    public var name: String
    public var type: String
    /// The default value's source, nil when the argument must be passed.
    public var defaultValue: String?

    init(_ parameter: APISurfaceParameter) {
        label = parameter.label
        name = parameter.name
        type = parameter.type
        defaultValue = parameter.default
    }
}

/// A member of a symbol: a protocol requirement, a parameter of a function, an instance
/// property of a type, or a case of an enum.
public struct APIMember: Sendable, Equatable {
    public enum Kind: String, Sendable { case requirement, parameter, property, `case` }

    public var kind: Kind
    /// The name docs use: `flowController(_:didFinishPurchase:purchaseResult:)` for a method,
    /// `isPresented` for a parameter.
    public var name: String
    /// True when nothing supplies it: no default implementation, no default value. For a case,
    /// true when a complete list of the enum must name it (it is neither deprecated nor
    /// unavailable); a property is never required.
    public var isRequired: Bool
    /// The declaration as Swift source, for notes and messages.
    public var declaration: String
    /// A method's parameters (after the first for delegate methods: all of them are listed).
    public var parameters: [APIParameter]
    public var returnType: String?
    /// For a parameter or a property: its type.
    public var type: String?
    public var location: APILocation?
    /// True for a protocol's associated type: a requirement a conformance meets by the types of
    /// its witnesses, and no method or property a guide counts or lists.
    public var isAssociatedType = false
    /// True for a requirement no app on the model's platform can implement or call
    /// (`@available(swift, obsoleted: 1)`, unavailable on the platform): a guide that names it
    /// is the availability rule's; a count, a fact or a complete table leaves it out.
    public var isUnavailable = false

    /// The short name guides also use: the distinctive label (`didFinishPurchase`), or the
    /// base name when every label is `_` (`flowControllerDidAppear`); a parameter's name.
    public var shortName: String {
        guard kind == .requirement else { return name }
        return labels.first { $0 != "_" } ?? baseName
    }

    /// The method's base name (`flowController` in `flowController(_:didPerform:)`).
    public var baseName: String {
        String(name.beforeParameters)
    }

    /// The argument labels in the name (`["_", "didPerform"]`).
    public var labels: [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
        return name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }
}

/// Where the model declares something: a source file (as the symbol graph names it) and line.
public struct APILocation: Sendable, Equatable {
    public var file: String
    public var line: Int
}

/// A symbol whose members guides enumerate: a protocol and its requirements, a function
/// (a SwiftUI modifier) and its parameters, or a type: a configuration struct and its
/// instance properties, an enum and its cases.
public struct APISymbol: Sendable {
    public enum Kind: String, Sendable { case `protocol`, function, type }

    public var kind: Kind
    /// `AdaptyFlowControllerDelegate`, or `flow` for `View.flow(...)`.
    public var name: String
    /// `View.flow`, `Uploader.init`, `AdaptyUI.Action`: the owner and the name.
    public var qualifiedName: String
    public let members: [APIMember]
    public var location: APILocation?
    /// A function no caller may use (`@available(*, unavailable)` on every overload): what a
    /// table lists is another function's parameters.
    public var isUnavailable = false
    /// Member positions by full name and by short name: rules look names up for every table
    /// row and list item of every page.
    package let byName: [String: Int]
    package let byShortName: [String: [Int]]
    /// A base name that names one member and is no short name (`willUpdate` for
    /// `willUpdate(_:columns:)`, whose short name is `columns`): lists write methods so.
    package let byBaseName: [String: Int]

    public init(kind: Kind, name: String, qualifiedName: String, members: [APIMember], location: APILocation?) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.members = members
        self.location = location
        var byName: [String: Int] = [:]
        var byShortName: [String: [Int]] = [:]
        for (i, member) in members.enumerated() {
            byName[member.name] = byName[member.name] ?? i
            byShortName[member.shortName, default: []].append(i)
        }
        // A parameter is also named by its name inside the body (`placement` of
        // `forPlacement placement: String`), as DocC's `- Parameters:` and tables list it.
        for (i, member) in members.enumerated() where member.kind == .parameter {
            if let inner = Self.innerName(of: member), byName[inner] == nil { byName[inner] = i }
        }
        self.byName = byName
        self.byShortName = byShortName
        var bases: [String: [Int]] = [:]
        for (i, member) in members.enumerated() where member.name.contains("(") { bases[member.baseName, default: []].append(i) }
        byBaseName = bases.compactMapValues { $0.count == 1 ? $0[0] : nil }.filter { byShortName[$0.key] == nil && byName[$0.key] == nil }
    }

    /// `placement` of a parameter declared `forPlacement placement: String`; nil when the
    /// parameter has one name.
    private static func innerName(of member: APIMember) -> String? {
        let head = member.declaration.prefix { $0 != ":" }.split(separator: " ")
        guard head.count == 2, head[0] != "_", String(head[0]) == member.name else { return nil }
        return String(head[1])
    }

    /// The members an app can use: all but requirements unavailable on the model's platform.
    public var currentMembers: [APIMember] { members.filter { !$0.isUnavailable } }

    public var requiredMembers: [APIMember] { currentMembers.filter(\.isRequired) }

    public func member(named name: String) -> APIMember? {
        byName[name].map { members[$0] }
    }

    /// The names a guide may use for this symbol: `AdaptyFlowControllerDelegate`; `flow`,
    /// `.flow`, `flow(...)`, `.flow(...)`, `View.flow`, `View.flow(...)`.
    public var aliases: [String] {
        switch kind {
        case .protocol, .type: return qualifiedName == name ? [name] : [name, qualifiedName]
        case .function:
            var names = [qualifiedName, "\(qualifiedName)(...)", "\(qualifiedName)()"]
            if name != "init" {
                names += [name, ".\(name)", "\(name)(...)", ".\(name)(...)", "\(name)()", ".\(name)()"]
            }
            return names
        }
    }
}

/// One SDK's API as guides are checked against it: the whole surface (`surface`: types,
/// members, enum cases, availability), and the symbols whose members guides enumerate in
/// tables and counts (`symbols`: protocols with their requirements, functions and
/// initializers with their parameters).
public struct APIModel: Sendable {
    /// The name pages use in front matter (`sdk4`); the module name when none is configured.
    public var name: String
    /// The modules read, in the surface's order.
    public var modules: [String]
    /// The platform the model was read for (`ios`): availability is judged for it.
    public var platform: String
    /// The app's deployment target the site states, nil when unknown (see `APIAvailabilityStatus`).
    public var deploymentTarget: String?
    /// What rules derive from this model once (their indexes of it), shared by every copy of
    /// this value and made again for a model read again.
    package let memo = ModelMemo()
    package let surface: APISurface
    public let symbols: [APISymbol]
    /// Structs, classes and actors with two or more instance properties, each with them, and
    /// enums with two or more cases: what a table of a configuration's properties or of a
    /// status's cases documents. Apart from `symbols`, as only a table names them (a marked
    /// one, or one whose section names the type).
    public let listedTypes: [APISymbol]
    /// For each property or case name, the positions in `listedTypes` of the types that have it.
    package let listedTypesByMemberName: [String: [Int]]
    /// For each name a member is known by, the positions of the symbols where
    /// `MemberNames.memberIndex` finds a member by it: its full name, or its short name when
    /// no other member of the symbol shares it. Every table of every page is matched against
    /// every symbol; this makes that one lookup per row.
    package let symbolsByMemberName: [String: [Int]]
    /// The position of the first symbol with each alias or qualified name: `symbol(named:)`
    /// runs for every name a claim could be about, so a scan of every symbol made checking a
    /// page quadratic in its claims.
    private let symbolByName: [String: Int]
    /// The names only other builds of the SDK have (`APISurface.conditional`), by base name.
    private let conditionalByBaseName: [String: [APISurfaceConditional]]

    package init(name: String, surface: APISurface, platform: String = "ios", deploymentTarget: String? = nil) {
        self.init(name: name, modules: Array(Set(surface.symbols.filter { $0.kind != .extension }.map(\.module))).sorted(),
                  surface: surface, symbols: Self.enumerable(surface, platform: platform, target: deploymentTarget), platform: platform,
                  deploymentTarget: deploymentTarget)
    }

    package init(name: String, modules: [String], surface: APISurface, symbols: [APISymbol], platform: String = "ios",
                 deploymentTarget: String? = nil) {
        self.name = name
        self.modules = modules
        self.platform = platform
        self.deploymentTarget = deploymentTarget
        self.surface = surface
        self.symbols = symbols
        listedTypes = Self.listedTypes(surface)
        var byMember: [String: [Int]] = [:]
        for (position, type) in listedTypes.enumerated() {
            for name in Set(type.byName.keys).union(type.byBaseName.keys) { byMember[name, default: []].append(position) }
        }
        listedTypesByMemberName = byMember
        var index: [String: [Int]] = [:]
        for (position, symbol) in symbols.enumerated() {
            var names = Set(symbol.byName.keys)
            for (short, members) in symbol.byShortName where members.count == 1 { names.insert(short) }
            names.formUnion(symbol.byBaseName.keys)
            for name in names { index[name, default: []].append(position) }
        }
        symbolsByMemberName = index
        var byName: [String: Int] = [:]
        for (position, symbol) in symbols.enumerated() {
            for name in symbol.aliases + [symbol.qualifiedName] where byName[name] == nil { byName[name] = position }
        }
        symbolByName = byName
        conditionalByBaseName = Dictionary(grouping: surface.conditional ?? [], by: \.baseName)
    }

    /// The declarations named `baseName` (a member's, or a type's) that only a build with
    /// other custom conditions has (`#if SQLITE_HAS_CODEC`).
    package func conditionalDeclarations(named baseName: String) -> [APISurfaceConditional] {
        conditionalByBaseName[baseName] ?? []
    }

    /// The first symbol (in `symbols`' order) that `name` is an alias or the qualified name of.
    public func symbol(named name: String) -> APISymbol? {
        symbolByName[name].map { symbols[$0] }
    }

    /// The type of `listedTypes` named `name` (`UploadConfiguration`, `Receipt.Status`).
    public func listedType(named name: String) -> APISymbol? {
        listedTypes.first { $0.qualifiedName == name } ?? listedTypes.first { $0.name == name }
    }

    /// Structs, classes and actors with their instance properties (stored or computed), and
    /// enums with their cases, in source order, for those with two or more.
    static func listedTypes(_ surface: APISurface) -> [APISymbol] {
        surface.symbols.compactMap { symbol -> APISymbol? in
            let kind: APISurfaceMember.Kind
            switch symbol.kind {
            case .struct, .class, .actor: kind = .property
            case .enum: kind = .case
            default: return nil
            }
            let members = symbol.members.filter { $0.kind == kind }
                .sorted { ($0.location?.line ?? 0, $0.name) < ($1.location?.line ?? 0, $1.name) }
                .map { member in
                    // A deprecated or unavailable case is one a complete list may leave out.
                    let retired = member.availability?.contains {
                        $0.deprecated != nil || $0.obsoleted != nil || $0.isUnconditionallyDeprecated == true || $0.isUnconditionallyUnavailable == true
                    } == true
                    // A stored property's start value is its default, written as a parameter's is.
                    let start = member.initialValue.flatMap { member.signature.contains("{") ? nil : " = " + $0 } ?? ""
                    return APIMember(kind: kind == .case ? .case : .property, name: member.name, isRequired: kind == .case && !retired,
                                     declaration: member.signature + start, parameters: [], returnType: nil, type: member.type,
                                     location: member.location.map { APILocation(file: $0.file, line: $0.line) })
                }
            guard members.count >= 2 else { return nil }
            return APISymbol(kind: .type, name: symbol.name.split(separator: ".").last.map(String.init) ?? symbol.name,
                             qualifiedName: symbol.name, members: members,
                             location: symbol.location.map { APILocation(file: $0.file, line: $0.line) })
        }
    }

    /// Protocols with their requirements, and every function, method and initializer that
    /// takes parameters with its parameters (of overloads, the one with the most, which is
    /// the one guides describe), in declaration order.
    static func enumerable(_ surface: APISurface, platform: String = "ios", target: String? = nil) -> [APISymbol] {
        func location(_ place: APISurfaceLocation?) -> APILocation? {
            place.map { APILocation(file: $0.file, line: $0.line) }
        }
        func sourceOrder(_ a: APISurfaceMember, _ b: APISurfaceMember) -> Bool {
            (a.location?.file ?? "", a.location?.line ?? 0, a.name) < (b.location?.file ?? "", b.location?.line ?? 0, b.name)
        }
        var protocols: [APISymbol] = []
        var functions: [String: APISymbol] = [:]
        func addFunction(owner: String?, name: String, parameters: [APISurfaceParameter], at place: APISurfaceLocation?,
                         availability: [APISurfaceAvailability]? = nil) {
            guard !parameters.isEmpty else { return }
            let base = String(name.beforeParameters)
            let qualified = owner.map { "\($0).\(base)" } ?? base
            // Of overloads, an available one's parameters are what tables and prose document;
            // an unavailable stub kept for a renamed API (`register(event:)` beside
            // `register(placement:)`) only when there is nothing else.
            let isUnavailable = availability?.contains { $0.domain == "*" && $0.isUnconditionallyUnavailable == true } == true
            if let existing = functions[qualified] {
                if isUnavailable && !existing.isUnavailable { return }
                if isUnavailable == existing.isUnavailable, existing.members.count >= parameters.count { return }
            }
            let members = parameters.map(APIParameter.init).map { parameter in
                APIMember(kind: .parameter, name: parameter.label == "_" ? parameter.name : parameter.label,
                          isRequired: parameter.defaultValue == nil,
                          declaration: "\(parameter.label == "_" || parameter.name != parameter.label ? "\(parameter.label) \(parameter.name)" : parameter.label): \(parameter.type)"
                              + (parameter.defaultValue.map { " = \($0)" } ?? ""),
                          parameters: [], returnType: nil, type: parameter.type, location: location(place))
            }
            functions[qualified] = APISymbol(kind: .function, name: base, qualifiedName: qualified, members: members, location: location(place))
            functions[qualified]?.isUnavailable = isUnavailable
        }
        for symbol in surface.symbols {
            switch symbol.kind {
            case .protocol:
                let requirements = symbol.members.filter { $0.kind == .requirement }.sorted(by: sourceOrder).map { requirement in
                    var member = APIMember(kind: .requirement, name: requirement.name, isRequired: requirement.required ?? true,
                                           declaration: requirement.signature, parameters: (requirement.parameters ?? []).map(APIParameter.init),
                                           returnType: requirement.returnType, type: requirement.type, location: location(requirement.location),
                                           isAssociatedType: requirement.requirementKind == "associated type")
                    if case .unavailable = APIAvailabilityStatus(requirement.availability, platform: platform, target: target) {
                        member.isUnavailable = true
                    }
                    return member
                }
                guard !requirements.isEmpty else { continue }
                // A requirement that takes parameters is a function a sentence may count too
                // ("`checkout(_:shouldRetry:attempt:)` has three parameters").
                for requirement in symbol.members where requirement.kind == .requirement && requirement.parameters?.isEmpty == false {
                    addFunction(owner: symbol.name, name: requirement.name, parameters: requirement.parameters ?? [], at: requirement.location)
                }
                protocols.append(APISymbol(kind: .protocol, name: symbol.name.split(separator: ".").last.map(String.init) ?? symbol.name,
                                           qualifiedName: symbol.name, members: requirements, location: location(symbol.location)))
            case .function:
                addFunction(owner: nil, name: symbol.name, parameters: symbol.parameters ?? [], at: symbol.location,
                            availability: symbol.availability)
            default:
                for member in symbol.members where [.method, .staticMethod, .initializer].contains(member.kind) {
                    addFunction(owner: symbol.name, name: member.name, parameters: member.parameters ?? [], at: member.location,
                                availability: member.availability)
                }
            }
        }
        let byPlace: (APISymbol, APISymbol) -> Bool = {
            ($0.location?.file ?? "", $0.location?.line ?? 0, $0.qualifiedName) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.qualifiedName)
        }
        return protocols.sorted(by: byPlace) + functions.values.sorted(by: byPlace)
    }
}
