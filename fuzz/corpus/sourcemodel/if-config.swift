#if canImport(UIKit)
import UIKit
public final class ReaderViewController: UIViewController {}
#elseif os(macOS)
public final class ReaderWindow {}
#endif
#if FUZZ && !DEBUG
public func fuzzOnly() {}
#endif
public struct Page {
    #if swift(>=6.0)
    public var number: Int
    #else
    public var index: Int
    #endif
    @available(iOS 15, macOS 12, *)
    public func render() async throws -> [UInt8] { [] }
}
