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
    /// Properties declared at a block's top level: the members of a type being shown one block
    /// at a time (`public var path: String { … }` alone in a block). (Functions are not: the
    /// reader keeps the names of functions declared anywhere, local ones too.)
    private(set) var looseMembers: Set<String> = []

    /// A digest of the facts, for the cache key of a block's findings (made once a page, not
    /// once a block).
    private(set) var key = 0

    init() {}

    /// The facts of every sample of a page.
    init(_ samples: [SwiftSample]) {
        for sample in samples { add(sample.code) }
        let typeKeys = types.keys.sorted().map { name in
            let facts = types[name]!
            return "\(name){\(facts.members.sorted().joined(separator: ","))|\(facts.inherited.sorted().joined(separator: ","))|\(facts.isDeclared)}"
        }
        key = (typeKeys.joined(separator: ";") + "#" + looseMembers.sorted().joined(separator: ",")).hashValue
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
    }

    /// The facts of `name` (as written, or its last component), if any block declares it.
    func facts(of name: String) -> TypeFacts? {
        types[name] ?? name.split(separator: ".").last.flatMap { types[String($0)] }
    }
}
