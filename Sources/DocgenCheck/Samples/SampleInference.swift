import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// What one model makes of a sample's expressions: the value of each (`value(of:)`), the
/// member each name resolves to (`lookup(_:)`), the call each call expression makes
/// (`call(_:)`), all computed on demand and kept.
///
/// It follows the sample the way a reader follows it: a binding's value from its annotation
/// or initializer, a closure's parameters from the function type of the parameter it is
/// passed to, `self` from the type it is written in, an implicit member from the type its
/// place expects. Whenever a step cannot be taken for sure the value is `unknown`, and
/// nothing that depends on it is ever reported.
final class SampleInference {
    let code: SampleCode
    let index: SampleTypeIndex
    /// Members the site's samples add to model types (`extension Profile { var isPremium … }`
    /// on the page): uses of them are the app's, not mistakes. Keyed by type name.
    let addedMembers: [String: Set<String>]
    /// The members the page's own blocks add (`SwiftSampleChecker.Options.pageAddedMembers`).
    let pageAddedMembers: [String: Set<String>]
    /// Names other blocks of the page declare with a type (`SamplePageTypes.carried`).
    let carried: [String: String]

    private var values: [SampleValue?]
    private var inProgress: Set<Int> = []
    private var lookups: [Int: Lookup] = [:]
    private var calls: [Int: SampleCall?] = [:]
    private var bindingValues: [Int: SampleValue] = [:]
    /// Binding indices by name, for lookups.
    private let bindingsByName: [String: [Int]]
    /// Names the sample declares as functions or types: they shadow the model's.
    let declaredNames: Set<String>

    /// Types some block of the page declares (not only extends).
    let pageTypeNames: Set<String>
    /// Where the sample quotes the SDK's own source (`SampleCode.sourceExcerpts` whose name the
    /// model declares: a static member, for one written outside its type; a member or a
    /// top-level function, for a `public` one): their code may use what the SDK keeps internal,
    /// so nothing in them is judged.
    let quotedFromSDK: [Range<Int>]

    /// True when the expression at `offset` is inside a quote of the SDK's own source.
    func isQuotedFromSDK(_ offset: Int) -> Bool {
        quotedFromSDK.contains { $0.contains(offset) }
    }

    init(code: SampleCode, index: SampleTypeIndex, addedMembers: [String: Set<String>] = [:], pageAddedMembers: [String: Set<String>] = [:],
         carried: [String: String] = [:], pageTypeNames: Set<String> = []) {
        self.carried = carried
        self.pageTypeNames = pageTypeNames
        self.code = code
        self.index = index
        // The block's own extensions add members too, as those of the page's other blocks do.
        // Most blocks extend nothing: the site's members are then taken as they are, uncopied.
        if code.types.contains(where: { $0.kind == .extension }) {
            let own = SwiftSampleChecker.addedMembers(code)
            self.addedMembers = addedMembers.merging(SwiftSampleChecker.baseNames(own)) { $0.union($1) }
            self.pageAddedMembers = pageAddedMembers.merging(own) { $0.union($1) }
        } else {
            self.addedMembers = addedMembers
            self.pageAddedMembers = pageAddedMembers
        }
        values = Array(repeating: nil, count: code.expressions.count)
        var byName: [String: [Int]] = [:]
        for (position, binding) in code.bindings.enumerated() { byName[binding.name, default: []].append(position) }
        bindingsByName = byName
        var declared = Set(code.types.filter { $0.kind != .extension }.map(\.name)).union(code.functionNames)
        for type in code.types { for member in type.members where member.kind == .function { declared.insert(String(member.name.prefix { $0 != "(" })) } }
        declaredNames = declared
        let allRoles: Set<SampleTypeIndex.Role> = [.method, .property, .subscript, .staticMethod, .staticProperty, .staticSubscript]
        quotedFromSDK = code.sourceExcerpts.isEmpty ? [] : code.sourceExcerpts.filter { excerpt in
            // The innermost type or extension around it, as the model names it.
            let around = code.types.filter { $0.body.contains(excerpt.range.lowerBound) }.min { $0.body.count < $1.body.count }
            guard let around else {
                return SurfaceNames.of(index.model).members(base: excerpt.name).contains { [.staticProperty, .staticMethod].contains($0.member.kind) }
                    || index.functions[excerpt.name] != nil || index.variables[excerpt.name] != nil
            }
            let path = around.name.split(separator: ".").map(String.init)
            guard let owner = index.typeName(path, inside: nil) ?? (index.extended[around.name] != nil ? around.name : nil) else { return false }
            return !index.members(excerpt.name, of: owner, roles: allRoles).isEmpty
        }.map(\.range)
    }

    // MARK: - Values

    func value(of expression: Int) -> SampleValue {
        if let known = values[expression] { return known }
        guard inProgress.insert(expression).inserted else { return .unknown }
        let computed = compute(expression)
        inProgress.remove(expression)
        values[expression] = computed
        return computed
    }

    private func compute(_ expression: Int) -> SampleValue {
        let node = code.expressions[expression]
        switch node.kind {
        case .name(let name):
            return nameValue(name, at: node.offset)
        case .implicitMember, .member:
            if case .member(let base, let name) = node.kind, ["first", "last"].contains(name),
               case .array(let element) = value(of: base).unwrapped {
                return .optional(element)
            }
            guard case .found(let members, let owner) = lookup(expression) else { return .unknown }
            var result = memberValue(members, owner: owner)
            if isOptionallyChained(expression) { result = result.optionalized }
            return result
        case .call:
            guard let call = call(expression) else {
                // A call of a closure value (`handler(1)`) gives what the closure returns.
                if case .call(let callee, _) = node.kind, case .function(_, let result, _) = value(of: callee).unwrapped { return result }
                // A function the sample declares (`getRepo()`) gives what it says it returns.
                if case .call(let callee, _) = node.kind, case .name(let name) = code.expressions[callee].kind,
                   binding(named: name, at: code.expressions[callee].offset) == nil, let written = code.functionResults[name] {
                    return value(ofWritten: written, at: node.offset)
                }
                // `Handler()` of a class whose initializers the model does not show (`NSObject`'s
                // `init()`): whichever initializer it is, the value is that class's.
                if case .call(let callee, _) = node.kind, case .type(let type) = value(of: callee),
                   let entry = index.entry(type), entry.kind == .class || entry.kind == .struct {
                    return .instance(type)
                }
                return .unknown
            }
            var result = call.result
            if isOptionallyChained(expression) { result = result.optionalized }
            return result
        case .subscriptCall(let base, _):
            var result: SampleValue
            switch value(of: base).unwrapped {
            case .dictionary(_, let element): result = .optional(element)
            case .array(let element): result = element
            default: result = call(expression)?.result ?? .unknown
            }
            if isOptionallyChained(expression) { result = result.optionalized }
            return result
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return value(of: inner).unwrapped
        case .same(let inner):
            return node.isOptionalTry ? value(of: inner).optionalized : value(of: inner)
        case .cast(_, let type):
            return value(ofWritten: type, at: node.offset)
        case .binary(let op, let lhs, let rhs):
            guard op == "??" else { return .unknown }
            let left = value(of: lhs)
            return left.isUnknown ? value(of: rhs) : left.unwrapped
        case .closure, .literal, .interpolatedString, .other:
            return .unknown
        }
    }

    /// True when the expression is reached through `?.` somewhere down its chain of bases.
    func isOptionallyChained(_ expression: Int) -> Bool {
        var current = expression
        for _ in 0..<64 {
            switch code.expressions[current].kind {
            case .optionalChain: return true
            case .member(let base, _), .subscriptCall(let base, _): current = base
            case .call(let callee, _): current = callee
            default: return false
            }
        }
        return false
    }

    /// The value a type written in the sample stands for: a model type, or a type the
    /// sample declares.
    func value(ofWritten type: SampleTypeText, at offset: Int) -> SampleValue {
        if let path = type.shape.unwrapped.path, path.count == 1, let declared = sampleType(named: path[0]) {
            return type.shape.path == nil ? .optional(.sample(declared)) : .sample(declared)
        }
        return index.value(of: type.shape, owner: enclosingModelType(at: offset), generics: [])
    }

    private func sampleType(named name: String) -> Int? {
        code.types.lastIndex { $0.kind != .extension && $0.name == name }
    }

    /// The model type an `extension` of it around `offset` is, for names written inside it.
    private func enclosingModelType(at offset: Int) -> String? {
        guard let type = enclosingType(at: offset), code.types[type].kind == .extension else { return nil }
        return index.typeName(code.types[type].name.split(separator: ".").map(String.init), inside: nil)
    }

    /// The innermost type declaration whose body holds `offset`.
    func enclosingType(at offset: Int) -> Int? {
        var best: Int?
        for (position, type) in code.types.enumerated() where type.body.contains(offset) {
            if let current = best, code.types[current].body.lowerBound > type.body.lowerBound { continue }
            best = position
        }
        return best
    }

    private func nameValue(_ name: String, at offset: Int) -> SampleValue {
        if name == "self" || name == "Self" {
            guard let type = enclosingType(at: offset) else { return .unknown }
            let declaration = code.types[type]
            if declaration.kind == .extension {
                guard let model = index.typeName(declaration.name.split(separator: ".").map(String.init), inside: nil) else { return .sample(type) }
                return name == "self" && !isInStaticBody(offset) ? .instance(model) : .type(model)
            }
            return name == "self" ? .sample(type) : .unknown
        }
        if name == "super" { return superclassValue(at: offset) }
        if name.hasPrefix("$"), let position = Int(name.dropFirst()) {
            guard let closure = enclosingShorthandClosure(at: offset) else { return .unknown }
            return closureParameter(closure, position)
        }
        if let binding = binding(named: name, at: offset) { return value(ofBinding: binding) }
        // A type or function the sample declares shadows the model's of the same name.
        if declaredNames.contains(name) { return .unknown }
        if let type = index.typeName([name], inside: enclosingModelType(at: offset)) { return .type(type) }
        if let variable = index.variables[name] { return index.value(ofText: variable.type, owner: nil, generics: []) }
        // Declared in another block of the page and not in this one (`app` of `func routes(_
        // app: Application)` above): the same value.
        if let type = carried[name], bindingsByName[name] == nil {
            return index.value(ofText: type, owner: nil, generics: [])
        }
        return .unknown
    }

    /// What `super` is at `offset`: an instance of the model superclass of the enclosing class
    /// (the first type it inherits from, when that is a model class) or of a model class an
    /// extension extends; unknown elsewhere.
    private func superclassValue(at offset: Int) -> SampleValue {
        guard let type = enclosingType(at: offset) else { return .unknown }
        let declaration = code.types[type]
        // In a `class func`, `super` is the superclass itself (`super.attachmentViewInjectorClassFor(…)`).
        let isStatic = isInStaticBody(offset)
        switch declaration.kind {
        case .class:
            guard let first = declaration.inherited.first,
                  let model = index.typeName(first.text.split(separator: ".").map(String.init), inside: nil),
                  index.entry(model)?.kind == .class else { return .unknown }
            return isStatic ? .type(model) : .instance(model)
        case .extension:
            guard let model = index.typeName(declaration.name.split(separator: ".").map(String.init), inside: nil),
                  let entry = index.entry(model), let superclass = entry.superclass,
                  let resolved = index.resolvedSuperclass(superclass, of: entry) else { return .unknown }
            return isStatic ? .type(resolved) : .instance(resolved)
        default:
            return .unknown
        }
    }

    /// True when `offset` is in the body of a `static` or `class` function.
    private func isInStaticBody(_ offset: Int) -> Bool {
        code.staticBodies.contains { $0.contains(offset) }
    }

    /// The binding `name` means at `offset`: the innermost one declared before it.
    func binding(named name: String, at offset: Int) -> Int? {
        var best: Int?
        for candidate in bindingsByName[name] ?? [] {
            let binding = code.bindings[candidate]
            guard binding.scope.contains(offset), binding.declaredAt <= offset else { continue }
            if let current = best, code.bindings[current].scope.lowerBound > binding.scope.lowerBound { continue }
            best = candidate
        }
        return best
    }

    private func enclosingShorthandClosure(at offset: Int) -> Int? {
        var best: (Int, Int)?
        for (position, expression) in code.expressions.enumerated() {
            guard case .closure(let closure) = expression.kind, closure.body.contains(offset), closure.names.isEmpty else { continue }
            if let current = best, current.1 > closure.body.lowerBound { continue }
            best = (position, closure.body.lowerBound)
        }
        return best?.0
    }

    func value(ofBinding binding: Int) -> SampleValue {
        if let known = bindingValues[binding] { return known }
        bindingValues[binding] = .unknown  // a binding whose value names itself stays unknown
        let computed: SampleValue
        switch code.bindings[binding].source {
        case .annotated(let type): computed = value(ofWritten: type, at: code.bindings[binding].declaredAt)
        case .value(let expression): computed = value(of: expression)
        case .unwrapped(let expression): computed = value(of: expression).unwrapped
        case .element(let expression):
            if case .array(let element) = value(of: expression).unwrapped { computed = element } else { computed = .unknown }
        case .closureParameter(let closure, let position): computed = closureParameter(closure, position)
        case .payload(let subject, let pattern, let position): computed = payloadValue(subject: subject, pattern: pattern, position: position)
        case .unknown: computed = .unknown
        }
        bindingValues[binding] = computed
        return computed
    }

    /// What parameter `position` of the closure expression `closure` receives: from the
    /// function type its place expects.
    func closureParameter(_ closure: Int, _ position: Int) -> SampleValue {
        guard let function = index.functionType(expectedValue(of: closure)), position < function.parameters.count else { return .unknown }
        return function.parameters[position]
    }

    /// The associated value at `position` of the case a pattern names, when the pattern lists
    /// as many as the case has.
    private func payloadValue(subject: Int, pattern: SampleCasePattern, position: Int) -> SampleValue {
        // `case .success(let value)`, `case .failure(let error)` on a Result.
        if pattern.qualifier == nil || pattern.qualifier == ["Result"], case .result(let success, let failure) = value(of: subject).unwrapped,
           pattern.arguments?.count == 1, position == 0 {
            return pattern.name == "success" ? success : pattern.name == "failure" ? failure : .unknown
        }
        guard let enumType = caseOwner(of: pattern, subject: subject),
              let member = index.members(pattern.name, of: enumType, roles: [.enumCase]).first?.member,
              let associated = member.associatedValues, associated.count == pattern.arguments?.count, position < associated.count
        else { return .unknown }
        return index.value(ofText: associated[position].type, owner: enumType, generics: [])
    }

    /// The enum a case pattern is matched against: its written type, else the subject's.
    func caseOwner(of pattern: SampleCasePattern, subject: Int) -> String? {
        if let qualifier = pattern.qualifier {
            return index.typeName(qualifier, inside: nil)
        }
        if case .instance(let type) = value(of: subject).unwrapped, index.entry(type)?.kind == .enum { return type }
        return nil
    }

    // MARK: - Context

    /// The type the place of `expression` expects it to have: the parameter it is passed
    /// to, the annotation of the binding it initializes, the other side of `==`.
    func expectedValue(of expression: Int) -> SampleValue {
        switch code.expressions[expression].context {
        case .none:
            return .unknown
        case .argument(let call, let position):
            return argumentValue(call: call, position: position)
        case .callee(let call):
            return expectedValue(of: call)
        case .element(let array):
            if case .array(let element) = expectedValue(of: array).unwrapped { return element }
            return .unknown
        case .initializer(let binding):
            if case .annotated(let type) = code.bindings[binding].source { return value(ofWritten: type, at: code.bindings[binding].declaredAt) }
            return .unknown
        case .operand(let binary):
            guard case .binary(let op, let lhs, let rhs) = code.expressions[binary].kind else { return .unknown }
            let other = lhs == expression ? rhs : lhs
            // The right side of `??` is the unwrapped left; elsewhere the sides agree.
            if op == "??" { return other == lhs ? value(of: lhs).unwrapped : .unknown }
            return value(of: other)
        }
    }

    /// The declared type of the parameter argument `position` of `call` fills, when the call's
    /// overloads that fit (or, if none fits, all of them) agree on it.
    private func argumentValue(call: Int, position: Int) -> SampleValue {
        guard let resolved = self.call(call) else { return .unknown }
        let candidates = resolved.fitting.isEmpty ? resolved.candidates.indices.map { $0 } : resolved.fitting
        var agreed: SampleValue?
        for candidate in candidates {
            guard let parameter = resolved.matches[candidate].parameterIndex[position] else { return .unknown }
            let value = resolved.candidates[candidate].parameters[parameter].value
            if let agreed, agreed != value { return .unknown }
            agreed = value
        }
        return agreed ?? .unknown
    }

    // MARK: - Members

    /// What a member name resolves to on the value before it.
    enum Lookup {
        /// The members of that name (overloads), declared by `owner` or what it inherits.
        case found([SampleTypeIndex.MemberRef], owner: String)
        /// The type is closed and has no member of that name: a finding.
        case missing(owner: String, isStatic: Bool, nearest: SampleTypeIndex.MemberRef?)
        /// Nothing is known for sure.
        case unknown
    }

    static let instanceRoles: Set<SampleTypeIndex.Role> = [.method, .property, .subscript]
    static let staticRoles: Set<SampleTypeIndex.Role> = [.staticMethod, .staticProperty, .staticSubscript, .enumCase, .nestedType]

    /// The member a `.member` or `.implicitMember` expression names.
    func lookup(_ expression: Int) -> Lookup {
        if let known = lookups[expression] { return known }
        let found: Lookup
        switch code.expressions[expression].kind {
        case .member(let base, let name):
            let baseValue = value(of: base)
            // `imageView.kf` on a view the sample does not declare: the model's namespace
            // property. (`URLSessionConfiguration.af` names a type: its static `af`.)
            if baseValue.isUnknown, !Self.namesType(base, in: code), let wrapper = index.wrapperProperty(name) {
                found = .found([wrapper], owner: wrapper.owner)
            } else {
                found = lookup(name, on: baseValue)
            }
        case .implicitMember(let name):
            if case .instance(let type) = expectedValue(of: expression).unwrapped {
                found = lookup(name, on: .type(type))
            } else {
                found = .unknown
            }
        default:
            found = .unknown
        }
        lookups[expression] = found
        return found
    }

    func lookup(_ name: String, on base: SampleValue) -> Lookup {
        // `.self`, `.Type` and `.init` references are the type's, and always exist.
        if ["self", "Type", "Protocol", "init"].contains(name) { return .unknown }
        // `$subscriptionStatus`: the projected value of a property wrapper (`@Published`) the
        // property has; what it is the model does not say.
        if name.hasPrefix("$"), name.count > 1, case .found = lookup(String(name.dropFirst()), on: base) { return .unknown }
        switch base {
        case .instance(let type):
            return lookup(name, in: type, roles: Self.instanceRoles, isStatic: false)
        case .type(let type):
            return lookup(name, in: type, roles: Self.staticRoles, isStatic: true)
        case .extended(let type):
            let members = index.members(name, of: type, roles: Self.instanceRoles)
            return members.isEmpty ? .unknown : .found(members, owner: type)
        case .sample(let type):
            return sampleMember(name, of: type)
        default:
            return .unknown
        }
    }

    private func lookup(_ name: String, in type: String, roles: Set<SampleTypeIndex.Role>, isStatic: Bool) -> Lookup {
        let members = index.members(name, of: type, roles: roles)
        let last = String(type.split(separator: ".").last ?? "")
        if !members.isEmpty {
            // The page's extension adds another overload of the name (an `async throws` form of
            // a method with a completion handler): which one a use means takes the extension's
            // signature, so neither is judged. One the SDK declares too is the SDK's, shown.
            if !pageAddedMembers.isEmpty {
                let overloads = (pageAddedMembers[type] ?? []).union(pageAddedMembers[last] ?? [])
                    .filter { $0 == name || $0.hasPrefix(name + "(") }
                if overloads.contains(where: { added in !members.contains { $0.member.name == added } }) { return .unknown }
            }
            return .found(members, owner: type)
        }
        guard index.isClosed(type), !index.inheritedStandardMembers(of: type).contains(name),
              addedMembers[type]?.contains(name) != true, addedMembers[last]?.contains(name) != true
        else { return .unknown }
        let nearest = Self.closeNearest(name, among: index.allMembers(of: type, roles: roles))
        // A namespace's type is extended by other libraries (ReactiveCocoa's
        // `reactive.continuousTextValues`): only a name near one of its own is a mistake.
        if index.isWrapperType(type), nearest == nil { return .unknown }
        return .missing(owner: type, isStatic: isStatic, nearest: nearest)
    }

    /// True when the expression names a type (`URLSessionConfiguration`, `Foundation.URL`):
    /// a member of it is static.
    static func namesType(_ expression: Int, in code: SampleCode) -> Bool {
        switch code.expressions[expression].kind {
        case .name(let name), .member(_, let name): return name.first?.isUppercase == true
        default: return false
        }
    }

    /// A member of a type the sample declares: its own, else one it gets from the model (a
    /// protocol's extension, an outside class the model extends). Never missing: the rest of
    /// the type may be the app's.
    private func sampleMember(_ name: String, of type: Int) -> Lookup {
        let declaration = code.types[type]
        let own = code.types.filter { $0.name == declaration.name }.flatMap(\.members)
        if own.contains(where: { $0.name == name || $0.name.hasPrefix(name + "(") }) { return .unknown }
        for inherited in code.types.filter({ $0.name == declaration.name }).flatMap(\.inherited) {
            guard let path = inherited.shape.path else { continue }
            if let model = index.typeName(path, inside: nil) {
                let members = index.members(name, of: model, roles: Self.instanceRoles)
                if !members.isEmpty { return .found(members, owner: model) }
            } else if path.count == 1, index.extended[path[0]] != nil {
                let members = index.members(name, of: path[0], roles: Self.instanceRoles)
                if !members.isEmpty { return .found(members, owner: path[0]) }
            }
        }
        return .unknown
    }

    /// The value a reference to `members` gives (a property's type, a case's enum).
    private func memberValue(_ members: [SampleTypeIndex.MemberRef], owner: String) -> SampleValue {
        var agreed: SampleValue?
        for ref in members {
            let value: SampleValue
            switch SampleTypeIndex.role(of: ref.member) {
            case .property, .staticProperty:
                value = index.value(ofText: ref.member.type, owner: ref.owner, generics: Set(index.entry(ref.owner)?.genericParameters ?? []))
            case .enumCase:
                // A case with associated values, not called, is its constructor.
                value = ref.member.associatedValues == nil ? .instance(ref.owner) : .unknown
            case .nestedType:
                let nested = ref.owner + "." + ref.member.name
                value = index.entry(nested) != nil ? .type(nested) : .unknown
            default:
                value = .unknown
            }
            if let agreed, agreed != value { return .unknown }
            agreed = value
        }
        return agreed ?? .unknown
    }

    /// The nearest of `members` when it is near enough to be the one meant (`SampleCallRule.isClose`):
    /// a type's member far from every name written (`value` beside `debugDescription`, a case
    /// `login` beside `close`) is no hint, only noise in the finding.
    static func closeNearest(_ name: String, among members: [SampleTypeIndex.MemberRef]) -> SampleTypeIndex.MemberRef? {
        nearest(name, among: members).flatMap { SampleCallRule.isNear($0.member.baseName, to: name) ? $0 : nil }
    }

    /// The member whose name is closest to `name`: the one it spells with its first label
    /// (`applyAssembly` for `apply(assembly:)`, as an older API or Objective-C named it), then
    /// one whose base name contains it or that it contains (`start` for `startUpload`), then by
    /// edit distance ignoring case (`https` for `.HTTPS`, not `http`), then with case, then
    /// declaration order.
    static func nearest(_ name: String, among members: [SampleTypeIndex.MemberRef]) -> SampleTypeIndex.MemberRef? {
        let lowered = name.lowercased()
        return members.enumerated().min { a, b in
            func key(_ item: (offset: Int, element: SampleTypeIndex.MemberRef)) -> (Int, Int, Int, Int, Int) {
                let base = item.element.member.baseName.lowercased()
                let label = item.element.member.name.drop { $0 != "(" }.dropFirst().prefix { $0 != ":" }
                let spelt = !label.isEmpty && label != "_" && lowered == base + label.lowercased()
                return (spelt ? 0 : 1, base.contains(lowered) || lowered.contains(base) ? 0 : 1, EditDistance.between(base, lowered),
                        EditDistance.between(item.element.member.baseName, name), item.offset)
            }
            return key(a) < key(b)
        }?.element
    }

    // MARK: - Calls

    func call(_ expression: Int) -> SampleCall? {
        if let known = calls[expression] { return known }
        calls[expression] = .some(nil)
        var resolved = SampleCall.resolve(expression, in: self)
        let marks = code.expressions[expression].marks
        if marks != .unknown { resolved?.isAwaited = marks.isAwaited }
        calls[expression] = resolved
        return resolved
    }
}
