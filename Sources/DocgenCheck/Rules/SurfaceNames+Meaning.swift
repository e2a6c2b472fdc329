import DocgenAPIModel

/// What a name written in prose means, read as the rules read names (`WrittenAPIName`,
/// `MemberNames`): here, beside them, so that the surface's index does not depend on the rules.
extension SurfaceNames {
    /// What a name as prose writes it may mean (`meaning(of:)`).
    struct Meaning {
        /// The type it names, if any.
        var type: APISurfaceSymbol?
        /// The top-level functions it names.
        var functions: [APISurfaceSymbol] = []
        /// The members it names, with their owners.
        var members: [Owned] = []
        /// True when it names the members' type (`Courier.make(config:)`).
        var isQualified = false
    }

    /// What a code span of prose names: a DocC link its path (``Courier/make(config:)``), a
    /// leading dot, `()` and parameter names dropped (`MemberNames.normalize`); the type or
    /// top-level functions of that name, and the members it names: after their type's name,
    /// alone, or after an instance's (`uploader.upload(_:to:)`).
    func meaning(of written: String) -> Meaning {
        var name = WrittenAPIName.docCSymbol(written) ?? written
        if name.hasPrefix(".") { name.removeFirst() }
        let isCallWithoutArguments = name.hasSuffix("()")
        name = MemberNames.normalize(name)
        guard let first = name.first, first.isLetter || first == "_" else { return Meaning() }
        var meaning = Meaning(type: type(name).flatMap { $0.kind == .function ? nil : $0 },
                              // `currentSession()`: normalized to its base name, which a function without parameters shares.
                              functions: functions(isCallWithoutArguments ? name + "()" : name))
        if let (owner, members) = members(qualified: name) {
            meaning.members = members.map { Owned(owner: owner, member: $0) }
            meaning.isQualified = true
        } else {
            meaning.members = members(name)
            if meaning.members.isEmpty, let dot = name.firstIndex(of: "."), name[..<dot].first?.isLowercase == true {
                meaning.members = members(String(name[name.index(after: dot)...]))
            }
        }
        return meaning
    }
}
