/// What the resolver knows of types outside the package, since it cannot read the SDKs: the
/// module and kind of commonly extended types, the parents of standard protocols, which
/// classes and protocols are main-actor isolated. A type not listed gets a guess from its
/// name's prefix and the file's imports (see `SourceModuleResolver`).
package enum WellKnownTypes {
    package struct Entry {
        var module: String
        /// The symbol-graph kind: `swift.struct`, `swift.class`, `swift.protocol`, `swift.enum`.
        var kind: String
    }

    package static func entry(_ name: String) -> Entry? {
        if let kind = swift[name] { return Entry(module: "Swift", kind: kind) }
        if let kind = foundation[name] { return Entry(module: "Foundation", kind: kind) }
        if let kind = swiftUI[name] { return Entry(module: "SwiftUI", kind: kind) }
        if let kind = uiKit[name] { return Entry(module: "UIKit", kind: kind) }
        if let kind = storeKit[name] { return Entry(module: "StoreKit", kind: kind) }
        if let kind = combine[name] { return Entry(module: "Combine", kind: kind) }
        if let kind = concurrency[name] { return Entry(module: "_Concurrency", kind: kind) }
        return nil
    }

    /// The superclass of a UIKit or AppKit class a sample's type may inherit, for `where Self:
    /// UIResponder` defaults that a `UIViewController` subclass meets.
    package static func superclass(of name: String) -> String? { superclasses[name] }

    private static let superclasses: [String: String] = [
        "UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder", "UIApplication": "UIResponder",
        "UIWindow": "UIView", "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UIDatePicker": "UIControl", "UIPageControl": "UIControl",
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UIVisualEffectView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UINavigationBar": "UIView",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIHostingController": "UIViewController", "UIInputViewController": "UIViewController",
        "NSResponder": "NSObject", "NSView": "NSResponder", "NSViewController": "NSResponder", "NSWindow": "NSResponder",
        "NSWindowController": "NSResponder", "NSApplication": "NSResponder", "NSControl": "NSView", "NSButton": "NSControl",
        "NSTextField": "NSControl", "NSImageView": "NSControl", "NSStackView": "NSView", "NSScrollView": "NSView",
        "NSTableView": "NSControl", "NSCollectionView": "NSView", "NSHostingView": "NSView", "NSHostingController": "NSViewController",
        "UIGestureRecognizer": "NSObject", "CALayer": "NSObject", "UIColor": "NSObject", "UIImage": "NSObject", "UIFont": "NSObject",
    ]

    /// The module of an outside type from its name's prefix (`UIColor`: UIKit), or nil.
    package static func moduleByPrefix(_ name: String) -> String? {
        let prefixes: [(String, String)] = [
            ("UI", "UIKit"), ("NS", "Foundation"), ("SK", "StoreKit"), ("CG", "CoreGraphics"), ("AV", "AVFoundation"),
            ("WK", "WebKit"), ("CL", "CoreLocation"), ("CA", "QuartzCore"), ("CF", "CoreFoundation"), ("JS", "JavaScriptCore"),
            ("PH", "Photos"), ("MK", "MapKit"), ("UN", "UserNotifications"), ("AS", "AuthenticationServices"),
        ]
        for (prefix, module) in prefixes where name.hasPrefix(prefix) && name.count > prefix.count
            && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase {
            return module
        }
        return nil
    }

    private static let swift: [String: String] = [
        "String": "swift.struct", "Substring": "swift.struct", "Character": "swift.struct", "Int": "swift.struct",
        "Int8": "swift.struct", "Int16": "swift.struct", "Int32": "swift.struct", "Int64": "swift.struct",
        "UInt": "swift.struct", "UInt8": "swift.struct", "UInt16": "swift.struct", "UInt32": "swift.struct",
        "UInt64": "swift.struct", "Double": "swift.struct", "Float": "swift.struct", "Bool": "swift.struct",
        "Array": "swift.struct", "Dictionary": "swift.struct", "Set": "swift.struct", "Optional": "swift.enum",
        "Result": "swift.enum", "Range": "swift.struct", "ClosedRange": "swift.struct", "Never": "swift.enum",
        "Sequence": "swift.protocol", "Collection": "swift.protocol", "Equatable": "swift.protocol",
        "Hashable": "swift.protocol", "Comparable": "swift.protocol", "Error": "swift.protocol",
        "Encodable": "swift.protocol", "Decodable": "swift.protocol", "Identifiable": "swift.protocol",
        "CustomStringConvertible": "swift.protocol", "CustomDebugStringConvertible": "swift.protocol",
        "RawRepresentable": "swift.protocol", "CaseIterable": "swift.protocol", "Sendable": "swift.protocol",
        "Duration": "swift.struct", "StaticString": "swift.struct", "KeyValuePairs": "swift.struct",
        "ArraySlice": "swift.struct", "ContiguousArray": "swift.struct",
    ]

    private static let foundation: [String: String] = [
        "URL": "swift.struct", "Date": "swift.struct", "Data": "swift.struct", "UUID": "swift.struct",
        "Locale": "swift.struct", "TimeZone": "swift.struct", "Calendar": "swift.struct", "Decimal": "swift.struct",
        "TimeInterval": "swift.typealias", "URLRequest": "swift.struct", "URLComponents": "swift.struct",
        "DateComponents": "swift.struct", "Notification": "swift.struct", "IndexPath": "swift.struct",
        "CharacterSet": "swift.struct", "AttributedString": "swift.struct", "JSONEncoder": "swift.class",
        "JSONDecoder": "swift.class", "URLSession": "swift.class", "Bundle": "swift.class",
        "UserDefaults": "swift.class", "NotificationCenter": "swift.class", "LocalizedError": "swift.protocol",
        "CustomNSError": "swift.protocol", "RecoverableError": "swift.protocol", "NSObject": "swift.class",
        "NSError": "swift.class", "NSAttributedString": "swift.class", "NSNumber": "swift.class",
        "DateFormatter": "swift.class", "NumberFormatter": "swift.class", "ProcessInfo": "swift.class",
        "FileManager": "swift.class", "HTTPURLResponse": "swift.class", "URLResponse": "swift.class",
    ]

    private static let swiftUI: [String: String] = [
        "View": "swift.protocol", "ViewModifier": "swift.protocol", "App": "swift.protocol", "Scene": "swift.protocol",
        "Binding": "swift.struct", "Color": "swift.struct", "Font": "swift.struct", "Text": "swift.struct",
        "Image": "swift.struct", "EnvironmentValues": "swift.struct", "AnyView": "swift.struct",
        "EdgeInsets": "swift.struct", "Alert": "swift.struct", "ShapeStyle": "swift.protocol", "Shape": "swift.protocol",
        "UIViewRepresentable": "swift.protocol", "UIViewControllerRepresentable": "swift.protocol",
        "PreviewProvider": "swift.protocol", "ButtonStyle": "swift.protocol", "PrimitiveButtonStyle": "swift.protocol",
        "EnvironmentKey": "swift.protocol", "PreferenceKey": "swift.protocol", "LocalizedStringKey": "swift.struct",
        "Animation": "swift.struct", "Transaction": "swift.struct", "GeometryProxy": "swift.struct",
        "ViewBuilder": "swift.struct", "ToolbarContent": "swift.protocol", "Gradient": "swift.struct",
        "LinearGradient": "swift.struct", "Edge": "swift.enum", "Alignment": "swift.struct",
        "HorizontalAlignment": "swift.struct", "VerticalAlignment": "swift.struct", "ColorScheme": "swift.enum",
        "DynamicTypeSize": "swift.enum", "LayoutDirection": "swift.enum", "ContentSizeCategory": "swift.enum",
    ]

    private static let uiKit: [String: String] = [
        "UIViewController": "swift.class", "UIView": "swift.class", "UIColor": "swift.class", "UIFont": "swift.class",
        "UIImage": "swift.class", "UIApplication": "swift.class", "UIWindow": "swift.class", "UIScreen": "swift.class",
        "UIEdgeInsets": "swift.struct", "UIButton": "swift.class", "UILabel": "swift.class", "UIResponder": "swift.class",
        "UINavigationController": "swift.class", "UIScrollView": "swift.class", "UIImageView": "swift.class",
        "UIControl": "swift.class", "UITraitCollection": "swift.class", "UIWindowScene": "swift.class",
        "UIApplicationDelegate": "swift.protocol", "UIScrollViewDelegate": "swift.protocol",
    ]

    private static let storeKit: [String: String] = [
        "SKProduct": "swift.class", "SKPaymentTransaction": "swift.class", "SKPayment": "swift.class",
        "SKPaymentQueue": "swift.class", "SKProductDiscount": "swift.class", "SKProductSubscriptionPeriod": "swift.class",
        "SKStorefront": "swift.class", "Product": "swift.struct", "Transaction": "swift.struct",
        "VerificationResult": "swift.enum", "AppTransaction": "swift.struct", "Storefront": "swift.struct",
    ]

    private static let combine: [String: String] = [
        "Publisher": "swift.protocol", "ObservableObject": "swift.protocol", "AnyCancellable": "swift.class",
        "Subscriber": "swift.protocol", "Cancellable": "swift.protocol", "PassthroughSubject": "swift.class",
        "CurrentValueSubject": "swift.class", "Published": "swift.struct",
    ]

    private static let concurrency: [String: String] = [
        "Task": "swift.struct", "AsyncSequence": "swift.protocol", "AsyncStream": "swift.struct",
        "AsyncThrowingStream": "swift.struct", "Actor": "swift.protocol", "MainActor": "swift.class",
        "TaskPriority": "swift.struct", "CheckedContinuation": "swift.struct",
    ]

    /// Outside classes and protocols isolated to the main actor: a subclass, a conforming
    /// type (on its own declaration) and their members are isolated too.
    static let mainActorTypes: Set<String> = [
        "UIViewController", "UIView", "UIResponder", "UIControl", "UIButton", "UILabel", "UIWindow", "UIScrollView",
        "UITableView", "UICollectionView", "UINavigationController", "UITabBarController", "UIApplication",
        "UIImageView", "UIStackView", "UITextField", "UITextView", "UIHostingController", "UIPageViewController",
        "UITableViewCell", "UICollectionViewCell", "UIWindowScene", "UIScene", "UIApplicationDelegate",
        "UIWindowSceneDelegate", "UISceneDelegate", "UIViewControllerTransitioningDelegate", "UIAdaptivePresentationControllerDelegate",
        "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSResponder", "NSApplication", "NSHostingView",
        "NSHostingController", "View", "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "Shape", "ToolbarContent", "Commands", "WKNavigationDelegate",
        "WKUIDelegate", "WKScriptMessageHandler", "WKWebView", "SKStoreProductViewControllerDelegate",
        "SKStoreProductViewController", "SFSafariViewController", "SFSafariViewControllerDelegate",
    ]

    /// The protocols a standard protocol inherits (what `getAllConformances` adds).
    static let protocolParents: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Error": ["Sendable"],
        "LocalizedError": ["Error", "Sendable"], "CustomNSError": ["Error", "Sendable"], "RecoverableError": ["Error", "Sendable"],
        "Strideable": ["Comparable", "Equatable"], "BinaryInteger": ["Hashable", "Equatable", "Comparable", "Strideable", "Numeric", "AdditiveArithmetic", "CustomStringConvertible"],
        "Collection": ["Sequence"], "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"], "RangeReplaceableCollection": ["Collection", "Sequence"],
        "OptionSet": ["RawRepresentable", "SetAlgebra", "Equatable", "ExpressibleByArrayLiteral"],
        "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"], "AsyncSequence": [], "Actor": ["Sendable"],
        "GlobalActor": [], "Numeric": ["AdditiveArithmetic", "Equatable", "ExpressibleByIntegerLiteral"],
        "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
        "ObservableObject": [], "Identifiable": [], "CaseIterable": [], "Codable": ["Decodable", "Encodable"],
    ]

    /// The module of a standard protocol, for a conformance's `targetFallback`.
    static func protocolModule(_ name: String) -> String? {
        switch name {
        case "LocalizedError", "CustomNSError", "RecoverableError": "Foundation"
        case "ObservableObject": "Combine"
        case "Actor", "GlobalActor", "AsyncSequence", "AsyncIteratorProtocol", "Executor", "SerialExecutor": "_Concurrency"
        case "View", "ViewModifier", "App", "Scene", "Shape", "ShapeStyle", "EnvironmentKey", "PreferenceKey",
             "UIViewRepresentable", "UIViewControllerRepresentable", "ButtonStyle", "PrimitiveButtonStyle": "SwiftUI"
        default: name.first?.isUppercase == true && (protocolParents[name] != nil || standardProtocols.contains(name)) ? "Swift" : entry(name)?.module
        }
    }

    /// Protocols a class's first inherited type is likely to be when it is not a class the
    /// package declares (any name not here, nor `…Delegate`-like, is taken as a superclass).
    static let standardProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "Error",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "CaseIterable", "RawRepresentable",
        "LocalizedError", "CustomNSError", "Sequence", "Collection", "IteratorProtocol", "AsyncSequence",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByStringInterpolation", "AnyObject", "NSObjectProtocol",
        "NSCoding", "NSSecureCoding", "NSCopying", "Actor", "View", "ViewModifier", "OptionSet", "Strideable",
        "BitwiseCopyable", "Copyable", "Escapable", "SendableMetatype", "Observable", "Transferable",
    ]

    /// Types of Foundation's global constants a property's value may name.
    static let constants: [String: String] = [
        "NSDebugDescriptionErrorKey": "String", "NSLocalizedDescriptionKey": "String", "NSUnderlyingErrorKey": "String",
        "NSLocalizedFailureReasonErrorKey": "String", "NSLocalizedRecoverySuggestionErrorKey": "String",
        "NSLocalizedFailureErrorKey": "String", "NSFilePathErrorKey": "String", "NSURLErrorKey": "String",
        "NSHelpAnchorErrorKey": "String", "NSMultipleUnderlyingErrorsKey": "String",
    ]

    /// Whether an outside name in a class's inheritance clause is a protocol, not a superclass.
    static func isLikelyProtocol(_ name: String) -> Bool {
        if standardProtocols.contains(name) || protocolParents[name] != nil { return true }
        if let kind = entry(name)?.kind { return kind == "swift.protocol" }
        let suffixes = ["Delegate", "DataSource", "Protocol", "Representable", "Convertible", "able", "ible", "Providing", "Type"]
        return suffixes.contains { name.hasSuffix($0) }
    }
}
