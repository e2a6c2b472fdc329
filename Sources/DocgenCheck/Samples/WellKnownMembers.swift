/// The standard protocols whose members the call check knows, so a model type that conforms
/// only to them (and to the model's own protocols) is *closed*: a member the model does not
/// list is a mistake, not something inherited from outside. Each lists the members a value
/// gets from it (base names); a protocol not listed here (Sequence, View, NSObjectProtocol…)
/// makes a type open, and its unknown members are left alone.
enum WellKnownMembers {
    static let protocols: [String: Set<String>] = [
        "Sendable": [], "SendableMetatype": [], "Copyable": [], "Escapable": [], "BitwiseCopyable": [], "AnyObject": [],
        "Equatable": [], "Comparable": [],
        "Hashable": ["hashValue", "hash"],
        "Encodable": ["encode"], "Decodable": ["init"], "Codable": ["encode", "init"],
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "LosslessStringConvertible": ["description", "init"],
        "Identifiable": ["id"],
        "RawRepresentable": ["rawValue", "init"],
        "CaseIterable": ["allCases"],
        // Foundation gives every error a localized description.
        "Error": ["localizedDescription"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription"],
        "CustomNSError": ["errorCode", "errorUserInfo", "errorDomain", "localizedDescription"],
        "ExpressibleByStringLiteral": ["init"], "ExpressibleByIntegerLiteral": ["init"], "ExpressibleByFloatLiteral": ["init"],
        "ExpressibleByBooleanLiteral": ["init"], "ExpressibleByArrayLiteral": ["init"], "ExpressibleByDictionaryLiteral": ["init"],
        "ExpressibleByNilLiteral": ["init"], "ExpressibleByUnicodeScalarLiteral": ["init"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["init"], "ExpressibleByStringInterpolation": ["init"],
        "Actor": ["unownedExecutor", "assumeIsolated", "preconditionIsolated", "assertIsolated"],
        "ObservableObject": ["objectWillChange"],
    ]

    /// Namespaces that reactive libraries add to every type through a protocol extension
    /// (RxSwift's `ReactiveCompatible.rx`, ReactiveSwift's `.reactive`), so that `value.rx` is
    /// no SDK member a guide got wrong; RxGRDB's `observation.rx.observe(in:)` is written in
    /// GRDB's own guides, often without the import.
    static let extensionNamespaces: Set<String> = ["rx", "reactive"]
}
