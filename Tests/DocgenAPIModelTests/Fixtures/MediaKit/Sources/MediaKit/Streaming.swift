import Foundation

#if MEDIAKIT_STREAMING
public struct StreamSession: Sendable {
    public let endpoint: URL
    public init(endpoint: URL) { self.endpoint = endpoint }

    #if os(iOS)
    public func enableAirPlay() {}
    #elseif os(Linux)
    public func enableLinuxSink() {}
    #else
    public func enableGenericSink() {}
    #endif
}
#endif

#if canImport(UIKit)
import UIKit

public final class PlayerViewController: UIViewController {
    public var player: Player?
    public func present(_ track: Track) {}
}
#endif

#if DEBUG || MEDIAKIT_TRACE
public func debugOnlyDump() {}
#endif

#if MEDIAKIT_WATCH
public func watchOnly() {}
#endif

#if swift(>=5.9)
public func macroEraFeature() {}
#endif

#if compiler(>=99)
public func farFutureFeature() {}
#endif

#if canImport(NoSuchFrameworkKit)
public func neverCompiled() {}
#endif

#if targetEnvironment(simulator)
public func simulatorOnly() {}
#endif

#if hasFeature(TypedThrows)
public func typedThrowsAware() {}
#endif

// SwiftPM defines SWIFT_PACKAGE; CocoaPods and Xcode projects do not.
#if SWIFT_PACKAGE
public func packageBuildOnly() {}
#else
public func podBuildOnly() {}
#endif
