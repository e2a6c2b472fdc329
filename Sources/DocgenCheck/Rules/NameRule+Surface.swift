import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// The second half of `docgen.names.unknown`: names of any API, not only protocol
/// requirements, checked against the model's whole surface.
///
/// - A name with its owner (`Beacon.flushNow()`, `Beacon.shared.track(_:)`,
///   `BeaconDelegate.beaconDidFinish(_:)`) whose owner is a type of the model: the owner
///   must have the member, through its model superclasses and protocols. A member the owner
///   may get from outside the model (an outside superclass or protocol) is not judged, but a
///   member whose base name the owner has with other labels is.
/// - A selector without an owner (`identify(user:traits:)`) whose base name the model has,
///   but with other labels that are close to these (a renamed or misspelt label); distant
///   labels are another API's (`application(_:didFinishLaunchingWithOptions:)`).
/// - In a part of a page checked against one model, a name that model does not have but another
///   reading of the same SDK does (a model of the site with a module in common): for another
///   platform, unless the text names it; for another version, only in a part a marker scopes (`handleDeviceToken(_:)` in a macOS section, read for
///   macOS, of an SDK that has it only on iOS), unless the sentence tells history.
extension NameRule {
    enum SurfaceVerdict {
        /// The model has it.
        case known
        /// The model has no such member of `owner`; `nearest` is the closest one it has.
        case unknown(owner: String?, nearest: SampleTypeIndex.MemberRef?)
        /// The name is not about this model, or cannot be judged.
        case unresolved
    }

    private static let allRoles: Set<SampleTypeIndex.Role> = [
        .method, .property, .subscript, .staticMethod, .staticProperty, .staticSubscript, .enumCase, .nestedType, .initializer,
        .associatedType,
    ]

    /// Checks one written name against the models; true when it reported.
    @discardableResult
    func checkSurfaceName(_ text: String, at location: SourceLocation, prose: String, history: () -> Bool, skip: Int, isLink: Bool = false,
                          into diagnostics: inout [Diagnostic]) -> Bool {
        guard var name = WrittenAPIName(text), !name.path.isEmpty || name.labels != nil, !Self.namesNoAPI(name) else { return false }
        name.isExact = isLink
        var firstUnknown: (APIModel, String?, SampleTypeIndex.MemberRef?)?
        for model in models {
            switch Self.verdict(name, in: model) {
            case .known: return false
            case .unknown(let owner, let nearest): if firstUnknown == nil { firstUnknown = (model, owner, nearest) }
            case .unresolved: break
            }
        }
        // Another reading of the same SDK (another platform or version: a module in common)
        // that has the name; a page may well mention a second SDK's API in a part about the first.
        let sibling: () -> APIModel? = {
            guard models.count == 1, let scoped = models.first else { return nil }
            return otherModels.first { other in
                guard other.name != scoped.name, !Set(other.modules).isDisjoint(with: scoped.modules),
                      case .known = Self.verdict(name, in: other) else { return false }
                return true
            }
        }
        if let (model, owner, nearest) = firstUnknown {
            guard !history(), !Self.saysItIsInternal(prose) else { return false }
            if let other = sibling() {
                return reportMissing(name, text: text, in: model, hasIt: other, at: location, prose: prose, skip: skip, into: &diagnostics)
            }
            report(surfaceName: name, model: model, owner: owner, nearest: nearest, at: location, skip: skip, into: &diagnostics)
            return true
        }
        if let (model, written, type) = misspeltOwner(name) {
            guard !history(), !Self.saysItIsInternal(prose) else { return false }
            // Named as written (`upload(_:)`), where the lookup took its base name.
            let member = name.path.count > 1 ? name.path[1] : name.selector
            diagnostics.append(.error(
                .namesUnknown, "\(model.name) has no type '\(written)'; the closest is '\(type)', which has '\(member)'",
                file: file, at: locator.locate(written, from: location, skip: skip),
                fix: .init(message: "did you mean '\(type)'?", replacement: type)))
            return true
        }
        // Known only to another reading: API of the SDK, not of this part's model.
        guard name.labels != nil, let scoped = models.first, let other = sibling(), !history() else { return false }
        return reportMissing(name, text: text, in: scoped, hasIt: other, at: location, prose: prose, skip: skip, into: &diagnostics)
    }

    /// `Reciept.status` when no model has a type `Reciept` and one type a letter away has a
    /// member `status` (any kind, as prose writes `Type.property` too): the type misspelt or
    /// renamed, as `docgen.swift.unknown-type` finds it in code. Names further from every
    /// model type, or that a model knows as a module or a type, are some other library's.
    private func misspeltOwner(_ name: WrittenAPIName) -> (APIModel, String, String)? {
        guard let written = name.path.first, written.first?.isUppercase == true else { return nil }
        let member = name.path.count > 1 ? name.path[1] : name.base
        for model in models + otherModels {
            if model.modules.contains(written) || SampleTypeIndex.of(model).typeName([written], inside: nil) != nil { return nil }
        }
        guard let model = models.first, WellKnownTypes.entry(written) == nil, WellKnownTypes.moduleByPrefix(written) == nil else { return nil }
        let near = SampleTypeIndex.of(model).nearMissTypes(written, having: member, roles: Self.allRoles)
        return near.count == 1 ? (model, written, near[0]) : nil
    }

    /// A DocC link to a symbol by its name alone (``Uploader``, ``State``): DocC resolves it
    /// among the symbols of the module and of the page's symbol, and warns when none has the
    /// name. Known when a model of the site has a type, a top-level declaration or a member of
    /// that name, or a module is so called; otherwise an error naming the closest type.
    func checkDocCLink(_ name: String, at location: SourceLocation, prose: String, skip: Int, history: () -> Bool,
                       into diagnostics: inout [Diagnostic]) {
        guard let model = models.first, !Self.isStandIn(name) else { return }
        for other in models + otherModels {
            if other.modules.contains(name) { return }
            let names = SurfaceNames.of(other)
            if names.symbolNames.contains(name) || !names.members(base: name).isEmpty { return }
        }
        guard !history(), !Self.saysItIsInternal(prose) else { return }
        var search = NearestSearch<String>(to: MemberNames.normalize(name))
        for candidate in SurfaceNames.of(model).symbolNames.sorted() where !search.isSpent {
            search.consider(candidate, by: MemberNames.normalize(candidate))
        }
        // A suggestion only when it is close: a third of the name's letters at most.
        let closest = search.best.flatMap { $0.distance <= max(2, name.count / 3) ? $0.candidate : nil }
        diagnostics.append(.error(
            .namesUnknown,
            "\(model.name) has no symbol '\(name)' for the DocC link ``\(name)`` to resolve to" + (closest.map { "; the closest is '\($0)'" } ?? ""),
            file: file, at: locator.locate("``\(name)``", from: location, skip: skip),
            fix: closest.map { .init(message: "did you mean '\($0)'?", replacement: $0) }))
    }

    /// True when a written name is a file (`Purchases.framework`, `Nimble.xcodeproj`), a
    /// standard library requirement (`encode(to:)`), or a stand-in a guide writes for any name
    /// (`Purchases.foo`, `adTracker.trackXxx(...)`).
    static func namesNoAPI(_ name: WrittenAPIName) -> Bool {
        if name.labels == nil, !name.path.isEmpty, fileExtensions.contains(name.base) { return true }
        // `encode(to:)`, `init(from:)`, `hash(into:)`: the standard library's requirements.
        if name.path.isEmpty, name.labels != nil, standardWitnessBases.contains(name.base),
           SampleDelegateRule.standardWitnesses[name.selector] != nil { return true }
        // `init(_jsonValue:)`: a member the SDK hides from its API by a `_` label, as swiftc's
        // symbol graph does, though apps implement it (a protocol's requirement).
        if name.labels?.contains(where: { $0.count > 1 && $0.hasPrefix("_") }) == true { return true }
        return isStandIn(name.base) || name.path.contains(where: isStandIn)
    }

    private static let fileExtensions: Set<String> = [
        "framework", "xcframework", "xcodeproj", "xcworkspace", "xcconfig", "playground", "bundle", "app", "appex",
        "swift", "h", "m", "mm", "plist", "json", "md", "podspec", "dylib", "a", "zip", "strings", "xcassets", "storyboard", "xib",
        "entitlements", "xcprivacy", "xcstrings", "xcdatamodeld", "storekit", "modulemap", "lproj", "mobileprovision", "p12", "pem",
        "cer", "xctestplan", "xcscheme",
    ]

    private static let standardWitnessBases = Set(SampleDelegateRule.standardWitnesses.keys.map { String($0.prefix { $0 != "(" }) })

    /// `foo`, `Bar`, or a word with `xxx` in it (`trackXxx`): asked of every code span, so on bytes.
    private static func isStandIn(_ word: String) -> Bool {
        let bytes = word.utf8
        if bytes.count <= 4, standInNames.contains(word.lowercased()) { return true }
        var run = 0
        for byte in bytes {
            run = byte | 0x20 == UInt8(ascii: "x") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    private static let standInNames: Set<String> = ["foo", "bar", "baz", "qux", "quux"]

    /// `scoped` lacks what `other`, another reading of the same SDK, has. For another platform,
    /// unless the text names that platform ("… exists only on iOS"); for another version, only
    /// in a part a marker scopes to this one (elsewhere a page may mention the other version).
    private func reportMissing(_ name: WrittenAPIName, text: String, in scoped: APIModel, hasIt other: APIModel, at location: SourceLocation,
                               prose: String, skip: Int, into diagnostics: inout [Diagnostic]) -> Bool {
        if other.platform != scoped.platform {
            guard !Self.platformNames(other.platform).contains(where: { Self.mentions($0, in: prose) }) else { return false }
        } else {
            guard partIsMarked else { return false }
        }
        diagnostics.append(.error(
            .namesUnknown,
            "\(scoped.name) has no '\(name.written)'; \(other.name) has it, but this part of the page is checked against \(scoped.name)",
            file: file, at: locator.locate(text, from: location, skip: skip),
            notes: scoped.platform == other.platform ? [] : [Diagnostic.Note(file: nil, location: nil,
                message: "\(scoped.name) is read for \(scoped.platform), \(other.name) for \(other.platform)")]))
        return true
    }

    /// Words that make a sentence about what the SDK keeps to itself ("a special internal
    /// type, `ImageRequest.CacheKey`"): a name it gives is no public API, and no drift.
    private static let internalWords = ["internal", "private", "内部", "非公開", "プライベート", "私有", "非公开"]

    static func saysItIsInternal(_ prose: String) -> Bool {
        let lowered = AvailabilityRule.withoutCodeSpans(prose).lowercased()
        return internalWords.contains { lowered.contains($0) }
    }

    /// What `model` says of `name`. A name another build of the SDK declares
    /// (`#if SQLITE_HAS_CODEC`) is not judged: the text may be about that build.
    static func verdict(_ name: WrittenAPIName, in model: APIModel) -> SurfaceVerdict {
        let verdict = modelVerdict(name, in: model)
        guard case .unknown(let owner, _) = verdict else { return verdict }
        let index = SampleTypeIndex.of(model)
        let conditional = model.conditionalDeclarations(named: name.base)
        if let owner, index.otherBuildConditions(ofMember: name.base, in: owner) != nil { return .unresolved }
        // `Database.Cipher` when the type itself is another build's; a selector without owner.
        if conditional.contains(where: { $0.owner == name.path.joined(separator: ".") }) || (name.path.isEmpty && !conditional.isEmpty) {
            return .unresolved
        }
        // An owner path through another build's property (`db.cipher.version`).
        if name.path.contains(where: { !model.conditionalDeclarations(named: $0).isEmpty }) { return .unresolved }
        return verdict
    }

    private static func modelVerdict(_ name: WrittenAPIName, in model: APIModel) -> SurfaceVerdict {
        let index = SampleTypeIndex.of(model)
        guard !name.path.isEmpty else { return unownedVerdict(name, in: model) }
        switch ownerType(of: name.path, in: index) {
        case .type(let owner): return memberVerdict(name, of: owner, index)
        case .missing(let segment, let owner):
            return isClosedOwner(owner, index) ? .unknown(owner: owner, nearest: nearest(segment, of: owner, index)) : .unresolved
        case .none: return .unresolved
        }
    }

    enum OwnerPath {
        /// The model type the path leads to.
        case type(String)
        /// `segment` is no property (or case) of the model type `owner`.
        case missing(segment: String, owner: String)
    }

    /// The model type a written owner path leads to (`Uploader.shared` is an `Uploader`):
    /// the longest leading run of the path that is a model type, then its properties' types
    /// and its enum cases. Nil when the path leaves the model.
    static func ownerType(of path: [String], in index: SampleTypeIndex) -> OwnerPath? {
        var owner: String?
        var rest = path[...]
        for length in stride(from: path.count, through: 1, by: -1) {
            if let type = index.typeName(Array(path.prefix(length)), inside: nil) {
                owner = type
                rest = path.dropFirst(length)
                break
            }
        }
        guard var current = owner else { return nil }
        for segment in rest {
            // `Quality.allCases.count`: what Swift makes is no model type to follow.
            if synthesizedNames.contains(segment) { return nil }
            // `Level.warning.rawValue`: a case is a value of its enum.
            if !index.members(segment, of: current, roles: [.enumCase]).isEmpty { continue }
            let found = index.members(segment, of: current, roles: [.property, .staticProperty])
            guard let property = found.first else { return .missing(segment: segment, owner: current) }
            guard let type = property.member.type.map(Self.plainType), let next = index.typeName(type.split(separator: ".").map(String.init), inside: property.owner) else {
                return nil
            }
            current = next
        }
        return .type(current)
    }

    private static func memberVerdict(_ name: WrittenAPIName, of owner: String, _ index: SampleTypeIndex) -> SurfaceVerdict {
        // A nested type, or its initializer (`Receipt.Status(rawValue:)`), judged no further.
        if index.entry("\(owner).\(name.base)") != nil { return name.labels == nil ? .known : .unresolved }
        let candidates = index.members(name.base, of: owner, roles: allRoles)
        if candidates.isEmpty {
            if synthesizedNames.contains(name.base) || index.inheritedStandardMembers(of: owner).contains(name.base) {
                return .unresolved
            }
            return isClosedOwner(owner, index) ? .unknown(owner: owner, nearest: nearest(name.selector, of: owner, index)) : .unresolved
        }
        guard let labels = name.labels else { return .known }
        if candidates.contains(where: { matches($0.member, labels: labels, exact: name.isExact, closureAliases: index.closureAliases) }) { return .known }
        guard let nearest = nearestCandidate(name.selector, candidates) else { return .unresolved }
        // A type that inherits from outside may have the overload there (`present(_:animated:completion:)`
        // of UIViewController): only labels close to the model's are a mistake.
        if !isClosedOwner(owner, index), !isClose(name.selector, nearest.member.name) { return .unresolved }
        return .unknown(owner: owner, nearest: nearest)
    }

    /// Members Swift makes without a declaration the model could show: `rawValue` of a raw
    /// enum, `allCases`, `hashValue`, a memberwise `init`, `self`.
    static let synthesizedNames: Set<String> = [
        "self", "Type", "Protocol", "init", "rawValue", "allCases", "hashValue", "hash", "description", "debugDescription",
        "localizedDescription", "id", "encode",
    ]

    /// Within a renamed or misspelt label or two of each other.
    private static func isClose(_ a: String, _ b: String) -> Bool {
        EditDistance.between(a, b) <= max(2, a.count / 6)
    }

    /// A selector with no owner: judged only when the model has its base name with labels
    /// close to the written ones.
    private static func unownedVerdict(_ name: WrittenAPIName, in model: APIModel) -> SurfaceVerdict {
        guard let labels = name.labels else { return .unresolved }
        let index = SampleTypeIndex.of(model)
        if index.entry(name.base) != nil { return .known }
        // Top-level functions (`assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`)
        // and members alike: the written labels must be one of their overloads'. A top-level
        // function's name is one only when no member has it (a DocC extension page's
        // ``loadImage(with:progress:completion:)`` is its type's method).
        let functions = index.functionMembers(name.base)
        // Methods and properties of the base name alike (`priority(_:)` of one type beside the
        // `priority` property of others).
        let members = SurfaceNames.of(model).members(base: name.base).map { SampleTypeIndex.MemberRef(owner: $0.owner, member: $0.member) }
        let candidates = functions + members
        guard !candidates.isEmpty else { return misspeltBase(name, in: model) }
        if candidates.contains(where: { ($0.owner.isEmpty && $0.member.parameters == nil)
            || matches($0.member, labels: labels, exact: name.isExact, closureAliases: index.closureAliases) }) {
            return .known
        }
        if !functions.isEmpty, members.isEmpty {
            // Another library's function of the name (Swift Testing's `expect(_:_:sourceLocation:)`
            // beside Nimble's) has other labels: only a link, a near miss or an overload's
            // labels with a required one left out (`when(concurrently:)`) is this SDK's.
            let leavesOne = functions.first { Set(labels).isStrictSubset(of: Set(($0.member.parameters ?? []).map(\.label))) }
            guard let nearest = leavesOne ?? nearestCandidate(name.selector, functions),
                  name.isExact || leavesOne != nil || isClose(name.selector, nearest.member.name) else { return .unresolved }
            return .unknown(owner: nil, nearest: nearest)
        }
        guard let nearest = nearestCandidate(name.selector, candidates) else { return .unresolved }
        // A DocC link must resolve as written; prose may name another library's method of the name.
        return name.isExact || isClose(name.selector, nearest.member.name)
            ? .unknown(owner: nearest.owner.isEmpty ? nil : nearest.owner, nearest: nearest) : .unresolved
    }

    /// A selector whose base name no declaration has, but one letter from a method with the
    /// very same labels (`combination(ofCount:)` for `combinations(ofCount:)`, `preloadAllPaywals()`
    /// for `preloadAllPaywalls()`): that method, misspelt. Another library's method would hardly
    /// share every label, or a long name all but a letter.
    private static func misspeltBase(_ name: WrittenAPIName, in model: APIModel) -> SurfaceVerdict {
        guard let labels = name.labels, name.base.count >= (labels.isEmpty ? 8 : 5) else { return .unresolved }
        let lowered = name.base.lowercased()
        let close = SurfaceNames.of(model).members(labelledAs: name.selector).filter { owned in
            owned.member.baseName.lowercased() == lowered || EditDistance.between(owned.member.baseName, name.base, within: 1) != nil
        }
        if let nearest = close.first {
            return .unknown(owner: nil, nearest: SampleTypeIndex.MemberRef(owner: nearest.owner, member: nearest.member))
        }
        // A top-level function of the same labels (`currentSesion()` for `currentSession()`).
        let index = SampleTypeIndex.of(model)
        for base in index.functions.keys.sorted() where base.lowercased() == lowered || EditDistance.between(base, name.base, within: 1) != nil {
            if let function = index.functionMembers(base).first(where: { $0.member.name == "\(base)\(name.selector.drop { $0 != "(" })" }) {
                return .unknown(owner: nil, nearest: function)
            }
        }
        return .unresolved
    }

    /// True when the member's name has exactly these labels. Empty parentheses match any
    /// member of the base name: prose writes `Adapty.openWebPaywall()` for "the method",
    /// whatever its labels, and `()` after a property. `exact` for a DocC link, which DocC
    /// resolves by the whole selector: then neither shorthand holds.
    /// `closureAliases`: the model's typealiases of function types, whose parameters take a
    /// trailing closure as a function type's do.
    static func matches(_ member: APISurfaceMember, labels: [String], exact: Bool = false, closureAliases: Set<String> = []) -> Bool {
        let written = "\(member.baseName)(\(labels.map { "\($0):" }.joined()))"
        return member.name == written || (!exact && (labels.isEmpty || leavesOutDefaults(member, labels: labels, closureAliases: closureAliases)))
    }

    /// True when `labels` are the member's with some parameters that have defaults left out:
    /// prose names a call by the labels it passes (`flowController(with:delegate:)` for
    /// `flowController(with:delegate:showDebugOverlay:)`, whose last has a default).
    private static func leavesOutDefaults(_ member: APISurfaceMember, labels: [String], closureAliases: Set<String>) -> Bool {
        guard let parameters = member.parameters, parameters.count > labels.count else { return false }
        // The closures at the end, which a call passes as trailing closures after the
        // parentheses: prose names `watch(query:)` for `watch(query:cachePolicy:resultHandler:)`.
        var trailing = parameters.count
        func isClosure(_ type: String) -> Bool {
            // An alias's name is before its generic arguments (`GraphQLResultHandler<Query.Data>`).
            let named = (type.split(whereSeparator: { $0 == " " || $0 == "@" }).last ?? "").prefix { $0 != "<" }
            return SwiftTypeText.functionArity(type) != nil || closureAliases.contains(String(named.split(separator: ".").last ?? ""))
        }
        while trailing > 0, isClosure(parameters[trailing - 1].type) { trailing -= 1 }
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if next < labels.count, parameter.label == labels[next] {
                next += 1
            } else if parameter.default == nil && (position < trailing || next < labels.count) {
                return false
            }
        }
        return next == labels.count
    }

    /// True when every member `owner` has is in the model (see `SampleTypeIndex.isClosed`); a
    /// protocol is judged as the members it declares, which is what `Protocol.member` names.
    private static func isClosedOwner(_ owner: String, _ index: SampleTypeIndex) -> Bool {
        index.entry(owner) != nil && index.isClosed(owner)
    }

    private static func nearest(_ written: String, of owner: String, _ index: SampleTypeIndex) -> SampleTypeIndex.MemberRef? {
        nearestCandidate(written, index.allMembers(of: owner, roles: allRoles))
    }

    private static func nearestCandidate(_ written: String, _ candidates: [SampleTypeIndex.MemberRef]) -> SampleTypeIndex.MemberRef? {
        // What to write now: a deprecated or unavailable member only when nothing else is near.
        let current = candidates.filter { candidate in
            !(candidate.member.availability ?? []).contains {
                $0.deprecated != nil || $0.obsoleted != nil || $0.renamed != nil
                    || $0.isUnconditionallyDeprecated == true || $0.isUnconditionallyUnavailable == true
            }
        }
        let candidates = current.isEmpty ? candidates : current
        var search = NearestSearch<Int>(to: written)
        for (i, candidate) in candidates.enumerated() where !search.isSpent {
            search.consider(i, by: candidate.member.name, candidate.member.baseName)
        }
        return search.best.map { candidates[$0.candidate] }
    }

    /// How guides write a platform (`SourcePlatform`'s names).
    static func platformNames(_ platform: String) -> [String] {
        [
            "ios": ["iOS", "iPadOS", "iPhone", "iPad"], "macos": ["macOS", "Mac", "OS X"], "tvos": ["tvOS", "Apple TV"],
            "watchos": ["watchOS", "Apple Watch"], "visionos": ["visionOS", "Vision Pro"], "linux": ["Linux"],
        ][platform] ?? [platform]
    }

    /// True when `word` stands in `text` as a word of its own (any case): not inside another.
    static func mentions(_ word: String, in text: String) -> Bool {
        let text = Array(text.lowercased().unicodeScalars), target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, text.count >= target.count else { return false }
        func isWordScalar(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s.properties.isAlphabetic || s.properties.numericType != nil) }
        for start in 0...(text.count - target.count) where Array(text[start..<(start + target.count)]) == target {
            let before = start == 0 || !isWordScalar(text[start - 1])
            let after = start + target.count == text.count || !isWordScalar(text[start + target.count])
            if before && after { return true }
        }
        return false
    }

    /// `Beacon` for `Beacon?`, `Beacon!`, `any Beacon`, `Beacon.Type` stays as written.
    private static func plainType(_ text: String) -> String {
        var type = Substring(text.trimmingWhitespace)
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        return String(type)
    }

    func report(surfaceName name: WrittenAPIName, model: APIModel, owner: String?, nearest: SampleTypeIndex.MemberRef?,
                        at location: SourceLocation, skip: Int, into diagnostics: inout [Diagnostic]) {
        let at = locator.locate(name.selector, from: location, skip: skip)
        let what = owner.map { "no member '\(name.selector)' in \($0)" } ?? "no '\(name.selector)'"
        let closest = nearest.map { ($0.owner == owner || $0.owner.isEmpty ? "" : "\($0.owner).") + $0.member.name }
        diagnostics.append(.error(
            .namesUnknown,
            "\(model.name) has \(what)" + (closest.map { "; the closest is '\($0)'" } ?? ""),
            file: file, at: at,
            notes: nearest.map { [SampleDeclarationNote.declared($0.member, in: model)] } ?? [],
            fix: nearest.map { .init(message: "did you mean '\($0.member.name)'?", replacement: $0.member.name) }))
    }
}
