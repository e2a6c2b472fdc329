import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.swift.unknown-member` for declarations a guide lists without their bodies, as an
/// SDK's interface is shown ("Detailed design", "API"): `extension AsyncChannel { init(element:
/// Element.Type) }` lists an initializer the SDK must declare, with those labels. A listed
/// `func` or `init` in a model type, in a protocol named as a model protocol (a guide restating
/// it), or in an extension of a type or protocol the SDK extends (`extension Sequence { func
/// keyed(by:) }`), that the model does not declare is an error naming what it declares of that
/// name; top-level listings and those of the app's own types and protocols are left alone, and
/// so is a type that may get members from outside the model.
struct SampleListingRule: Sendable {
    let models: [APIModel]

    func check(_ sample: SwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for listing in sample.listings {
            findings += SampleCandidates.judge(models) { model in evaluate(listing, in: model, locator: locator, file: file) }
        }
        return findings
    }

    /// nil when the model does not know the listing's owner; otherwise the findings.
    private func evaluate(_ listing: SwiftSample.Listing, in model: APIModel, locator: SampleLocator, file: String) -> [Diagnostic]? {
        // An operator's parameters have no labels, whatever the listing names them.
        guard let written = listing.owner, let first = listing.baseName.first, first.isLetter || first == "_" else { return nil }
        let index = SampleTypeIndex.of(model)
        let path = written.split(separator: ".").map(String.init)
        let isInit = listing.baseName == "init"
        let owner: String
        if let type = index.typeName(path, inside: nil) {
            owner = type
            // A typealias's target, or a class with members from outside the model, has
            // initializers the model does not show.
            guard let entry = index.entry(type), entry.kind != .typealias, !(isInit && !index.isClosed(type)) else { return nil }
        } else if let last = path.last, index.extended[last] != nil {
            owner = last
            // An outside type's own members (its initializers, `map`, `sheet`) stand beside the SDK's.
            if isInit || WellKnownMembers.protocols[last]?.contains(listing.baseName) == true
                || WellKnownMembers.outsideTypeMethods[last]?.contains(listing.baseName) == true { return nil }
        } else {
            return nil
        }
        let roles: Set<SampleTypeIndex.Role> = isInit ? [.initializer] : [.method, .staticMethod]
        let members = index.members(listing.baseName, of: owner, roles: roles)
        let same = members.filter { $0.member.name == listing.selector }
        if !same.isEmpty { return defaultFindings(listing, declared: same, owner: owner, model: model, locator: locator, file: file) }
        // Members the model does not show may come from outside (a superclass, a protocol).
        if members.isEmpty && (index.extended[owner] != nil || !index.isClosed(owner)) { return nil }
        var seen = Set<String>()
        let declared = members.map(\.member.name).filter { seen.insert($0).inserted }
        let nearest = EditDistance.nearest(to: listing.selector, among: declared)
        let message = declared.isEmpty
            ? "'\(listing.selector)' is listed in \(owner), but \(model.name) declares no \(listing.baseName == "init" ? "such initializer" : "member '\(listing.baseName)'") there"
            : "'\(listing.selector)' is listed in \(owner), but \(model.name) declares "
                + declared.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (declared.count > 4 ? " and \(declared.count - 4) more" : "")
        return [.error(.swiftUnknownMember, message, file: file, at: locator.place(listing.nameLocation),
                       notes: members.first.map { [SampleDeclarationNote.declared($0.member, in: model)] } ?? [],
                       fix: nearest.map { .init(message: "list '\($0)' as the SDK declares it") })]
    }

    /// A default the listing gives a parameter that none of the declarations of the selector
    /// has (`resolvingConflictsWith resolve: (…)? = nil` where the SDK requires the closure): a
    /// call that leaves the argument out does not compile.
    private func defaultFindings(_ listing: SwiftSample.Listing, declared: [SampleTypeIndex.MemberRef], owner: String, model: APIModel,
                                 locator: SampleLocator, file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (position, written) in listing.defaults.enumerated() {
            guard let written else { continue }
            let parameters = declared.compactMap { $0.member.parameters.flatMap { position < $0.count ? $0[position] : nil } }
            guard parameters.count == declared.count, parameters.allSatisfy({ $0.default == nil }), let parameter = parameters.first else { continue }
            findings.append(.error(.defaultMismatch,
                                   "'\(parameter.label):' of \(owner).\(listing.selector) has no default in \(model.name): a call must pass it",
                                   file: file, at: locator.place(written),
                                   notes: [SampleDeclarationNote.declared(declared[0].member, in: model)],
                                   fix: .init(message: "remove the default, as the SDK declares the parameter")))
        }
        return findings
    }
}
