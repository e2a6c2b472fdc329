/// One generic requirement: `T: Sendable`, `Element == Track`, `Self: AnyObject`.
package struct SourceRequirement: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// `T: P` (a protocol, or a class: the syntax does not tell them apart).
        case conformance
        case sameType
        /// `T: AnyObject`.
        case layout
    }

    package var subject: String
    package var kind: Kind
    package var constraint: String

    package init(subject: String, kind: Kind, constraint: String) {
        self.subject = subject
        self.kind = kind
        self.constraint = constraint
    }

    /// `T : Sendable`, `Element == Track` as swiftc prints them, or `T: Sendable` naturally.
    package func text(compilerStyle: Bool) -> String {
        switch kind {
        case .conformance, .layout: "\(subject)\(compilerStyle ? " : " : ": ")\(constraint)"
        case .sameType: "\(subject) == \(constraint)"
        }
    }

    /// The order swiftc prints a generic signature in: by subject (parameters before their
    /// members), then by kind, then by constraint name.
    static func canonicalOrder(_ a: SourceRequirement, _ b: SourceRequirement) -> Bool {
        let depthA = a.subject.split(separator: ".").count, depthB = b.subject.split(separator: ".").count
        if depthA != depthB { return depthA < depthB }
        if a.subject != b.subject { return a.subject < b.subject }
        let rank: (Kind) -> Int = { $0 == .layout ? 1 : $0 == .conformance ? 0 : 2 }
        if rank(a.kind) != rank(b.kind) { return rank(a.kind) < rank(b.kind) }
        return a.constraint < b.constraint
    }
}
