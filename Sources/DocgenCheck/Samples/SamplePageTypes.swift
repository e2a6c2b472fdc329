import DocgenSwift

/// What the page's Swift samples, all blocks together, declare of each type: guides build a
/// type up block by block ("Here's the beginning of our extension:", then each property in a
/// block of its own), and add a conformance in a later block (`extension Team: Decodable {}`).
/// The conformance check reads a block's type with what the rest of the page adds to it.
struct SamplePageTypes: Sendable, Hashable {
    struct TypeFacts: Sendable, Hashable {
        /// Member names as the blocks declare them (`init(row:)`, `path`).
        var members: Set<String> = []
        /// What the type inherits or adopts, as written (last component).
        var inherited: Set<String> = []
        /// True when some block declares the type itself, not only an extension of it.
        var isDeclared = false
    }

    /// By type name as written, and by its last component.
    private(set) var types: [String: TypeFacts] = [:]
    /// The names of the types some block declares (not only extends).
    var declaredTypeNames: Set<String> { Set(types.filter(\.value.isDeclared).keys) }
    /// Properties declared at a block's top level: the members of a type being shown one block
    /// at a time (`public var path: String { … }` alone in a block). (Functions are not: the
    /// reader keeps the names of functions declared anywhere, local ones too.)
    private(set) var looseMembers: Set<String> = []

    /// Names the page's blocks declare with one type, as written (`app` of `func routes(_ app:
    /// Application)`, `uploader` of `let uploader = Uploader(…)`): a later block that uses the
    /// name without declaring it means the same value, as a reader following the page does.
    private(set) var carried: [String: String] = [:]
    private var carriedTypes: [String: Set<String>] = [:]
    private var selfMembers: Set<String> = []
    /// Names a block declares outside any type body.
    private var outsideTypes: Set<String> = []
    /// Names declared in type bodies, and those of them declared somewhere without a type the
    /// check can tell (which may be another value of the same name).
    private var properties: Set<String> = []
    private var untypedProperties: Set<String> = []

    /// A digest of the facts, for the cache key of a block's findings (made once a page, not
    /// once a block).
    private(set) var key = 0

    init() {}

    /// The facts of every sample of a page, with the names the site declares for its samples
    /// (`SiteConfig.sampleNames`), which the page's own declarations override.
    init(_ samples: [SwiftSample], names: [String: String] = [:]) {
        for sample in samples { add(sample.code) }
        // A name declared with two types on the page is left alone, and so is one the page
        // uses as a property (`self.store` in a view, beside `let store = TestStore(…)`) unless
        // the page also declares it outside any type, with the one type the property has too
        // (an actor's `let manager: Manager` beside the page's `let manager = Manager()`).
        let declared = carriedTypes.compactMapValues { $0.count == 1 ? $0.first : nil }
            .filter { !selfMembers.contains($0.key) || (outsideTypes.contains($0.key) && properties.contains($0.key) && !untypedProperties.contains($0.key)) }
        carried = names.filter { carriedTypes[$0.key] == nil }.merging(declared) { _, page in page }
        carriedTypes = [:]
        selfMembers = []
        outsideTypes = []
        properties = []
        untypedProperties = []
        let typeKeys = types.keys.sorted().map { name in
            let facts = types[name]!
            return "\(name){\(facts.members.sorted().joined(separator: ","))|\(facts.inherited.sorted().joined(separator: ","))|\(facts.isDeclared)}"
        }
        key = (typeKeys.joined(separator: ";") + "#" + looseMembers.sorted().joined(separator: ",")
            + "#" + carried.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")).hashValue
    }

    private mutating func add(_ code: SampleCode) {
        for type in code.types where type.kind != .protocol {
            var names = [type.name]
            if let last = type.name.split(separator: ".").last, String(last) != type.name { names.append(String(last)) }
            for name in names {
                types[name, default: TypeFacts()].members.formUnion(type.members.map(\.name))
                types[name, default: TypeFacts()].inherited.formUnion(type.inherited.compactMap { $0.shape.path?.last })
                if type.kind != .extension { types[name, default: TypeFacts()].isDeclared = true }
            }
        }
        // Properties declared at the top level: a binding whose scope runs to the end of the
        // code (a function's parameters and locals end with its body), outside any type.
        let bodies = code.types.map(\.body)
        let end = code.bindings.map(\.scope.upperBound).max() ?? 0
        for binding in code.bindings {
            guard case .annotated = binding.source, binding.scope.upperBound == end,
                  !bodies.contains(where: { $0.contains(binding.declaredAt) }) else { continue }
            looseMembers.insert(binding.name)
        }
        for binding in code.bindings where !binding.name.hasPrefix("$") && binding.name != "_" {
            let type = Self.writtenType(of: binding, in: code)
            if let type { carriedTypes[binding.name, default: []].insert(type) }
            if !bodies.contains(where: { $0.contains(binding.declaredAt) }) {
                outsideTypes.insert(binding.name)
            } else {
                properties.insert(binding.name)
                if type == nil { untypedProperties.insert(binding.name) }
            }
        }
        for expression in code.expressions {
            if case .member(let base, let name) = expression.kind, case .name("self") = code.expressions[base].kind { selfMembers.insert(name) }
        }
        for type in code.types { selfMembers.formUnion(type.members.filter { $0.kind == .property }.map(\.name)) }
    }

    /// The type a binding is declared with, as written: its annotation, or the type whose
    /// initializer gives its value (`Uploader(…)`, `Uploader.init(…)`).
    private static func writtenType(of binding: SampleBinding, in code: SampleCode) -> String? {
        switch binding.source {
        case .annotated(let type):
            return type.text
        case .value(let value):
            var expression = value
            while case .same(let inner) = code.expressions[expression].kind { expression = inner }
            guard case .call(let callee, _) = code.expressions[expression].kind else { return nil }
            var name = callee
            if case .member(let base, "init") = code.expressions[callee].kind { name = base }
            guard case .name(let type) = code.expressions[name].kind, type.first?.isUppercase == true else { return nil }
            return type
        default:
            return nil
        }
    }

    /// The facts of `name` (as written, or its last component), if any block declares it.
    func facts(of name: String) -> TypeFacts? {
        types[name] ?? name.split(separator: ".").last.flatMap { types[String($0)] }
    }
}
