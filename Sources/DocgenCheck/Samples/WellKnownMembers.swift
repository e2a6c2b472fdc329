/// The standard protocols whose members the call check knows, so a model type that conforms
/// only to them (and to the model's own protocols) is *closed*: a member the model does not
/// list is a mistake, not something inherited from outside. Each lists the members a value
/// gets from it (base names): the ones below, and the standard library's sequence and
/// collection protocols (`StandardProtocolMembers`, read from the toolchain's symbol graphs)
/// with what Foundation and Combine add to them. A protocol not listed (View, an outside
/// library's) makes a type open, and its unknown members are left alone.
enum WellKnownMembers {
    static let protocols: [String: Set<String>] = StandardProtocolMembers.protocols
        .merging(frameworkAdditions) { $0.union($1) }
        .merging(declared) { $0.union($1) }

    /// What Foundation and Combine add to the standard protocols (not in the toolchain's graphs
    /// on Linux): `formatted()` of a list, Combine's `publisher`, the byte stream's `lines`.
    private static let frameworkAdditions: [String: Set<String>] = {
        let sequence: Set<String> = ["formatted", "publisher"]
        var additions: [String: Set<String>] = [:]
        for name in StandardProtocolMembers.protocols.keys where name.hasSuffix("Collection") || name.hasPrefix("Sequence") || name.hasPrefix("Lazy") {
            additions[name] = sequence
        }
        additions["AsyncSequence"] = ["lines", "characters", "unicodeScalars"]
        return additions
    }()

    private static let declared: [String: Set<String>] = [
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
        "NSObjectProtocol": nsObjectMembers,
        "NSCopying": ["copy"], "NSMutableCopying": ["mutableCopy"], "NSCoding": ["encode", "init"],
        "NSSecureCoding": ["supportsSecureCoding", "encode", "init"],
        // The reactive libraries' namespace protocols (`extension MoyaProvider: ReactiveCompatible`
        // in an SDK's Rx module): they add the namespace and nothing else.
        "ReactiveCompatible": ["rx"], "ReactiveExtensionsProvider": ["reactive"],
    ]

    /// The outside classes whose members the call check knows, so a model class that inherits
    /// one is closed as if its superclass were the model's: `NSObject`, which most Objective-C
    /// compatible SDKs' classes inherit (`Purchases`, `CustomerInfo`).
    static let classes: [String: Set<String>] = ["NSObject": nsObjectMembers]

    /// What `NSObject` gives a subclass in Swift (base names), its `NSObjectProtocol` and
    /// key-value coding and observing included.
    static let nsObjectMembers: Set<String> = [
        "init", "description", "debugDescription", "hash", "hashValue", "isEqual", "isKind", "isMember", "responds",
        "conforms", "perform", "copy", "mutableCopy", "superclass", "classForCoder", "isProxy", "self",
        "value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue", "validateValue",
        "observe", "addObserver", "removeObserver", "observeValue", "willChangeValue", "didChangeValue", "awakeFromNib",
    ]

    /// Methods of the system types SDKs most often extend, which an SDK's overload of the same
    /// name stands beside (TCA's `View.sheet(store:…)` beside SwiftUI's `sheet(item:…)`): a call
    /// that fits none of the SDK's overloads may be the type's own. A name not listed here that
    /// the SDK adds (`View.paywall(…)`) is the SDK's alone, and a call of it is judged.
    static let outsideTypeMethods: [String: Set<String>] = [
        "View": ["sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "navigationDestination", "task",
                 "onChange", "onAppear", "onDisappear", "onReceive", "overlay", "background", "toolbar", "refreshable",
                 "searchable", "environment", "environmentObject", "frame", "padding", "animation", "transition",
                 "focused", "disabled", "tag", "id", "inspector", "fileImporter", "fileExporter", "onOpenURL", "contextMenu",
                 "swipeActions", "safeAreaInset", "presentationDetents", "navigationTitle", "onSubmit", "gesture", "onTapGesture"],
        "UIViewController": ["present", "dismiss", "show", "showDetailViewController", "addChild", "performSegue"],
        "NSViewController": ["present", "dismiss", "presentAsSheet", "presentAsModalWindow", "addChild"],
        "UIView": ["animate", "transition", "addSubview", "layoutIfNeeded", "setNeedsLayout"],
        "DispatchQueue": ["async", "sync", "asyncAfter", "concurrentPerform"],
        "URLSession": ["dataTask", "downloadTask", "uploadTask", "data", "download", "upload", "bytes", "webSocketTask"],
        "NotificationCenter": ["addObserver", "post", "publisher", "notifications", "removeObserver"],
        "UserDefaults": ["set", "object", "string", "integer", "bool", "data", "array", "dictionary", "register", "removeObject"],
        "Task": ["sleep", "yield", "cancel", "value"],
        "Result": ["map", "mapError", "flatMap", "flatMapError", "get"],
        "Optional": ["map", "flatMap"],
        "Array": ["map", "filter", "reduce", "compactMap", "flatMap", "forEach", "first", "last", "contains", "sorted",
                  "append", "insert", "remove", "firstIndex", "allSatisfy", "min", "max", "joined", "split"],
        "Sequence": ["map", "filter", "reduce", "compactMap", "flatMap", "forEach", "first", "contains", "sorted",
                     "allSatisfy", "min", "max", "joined", "split"],
        "Collection": ["map", "filter", "reduce", "compactMap", "flatMap", "forEach", "first", "contains", "sorted",
                       "firstIndex", "allSatisfy", "min", "max", "split"],
        "Publisher": ["map", "sink", "filter", "receive", "assign", "eraseToAnyPublisher", "flatMap", "compactMap", "values"],
    ]

    /// Namespaces that reactive libraries add to every type through a protocol extension
    /// (RxSwift's `ReactiveCompatible.rx`, ReactiveSwift's `.reactive`), so that `value.rx` is
    /// no SDK member a guide got wrong; RxGRDB's `observation.rx.observe(in:)` is written in
    /// GRDB's own guides, often without the import.
    static let extensionNamespaces: Set<String> = ["rx", "reactive"]
}
