/// The platform a source tree is read for: decides `#if os(…)`, `arch(…)`, `canImport(…)`
/// and the symbol graph's `module.platform`.
package enum SourcePlatform: String, Sendable, Hashable, Codable, CaseIterable {
    case ios, macos, tvos, watchos, visionos, linux

    /// The platform named on a command line (`ios`, `iOS`, `macOS`, `xros`…), or nil.
    package init?(named name: String) {
        switch name.lowercased() {
        case "ios", "iphoneos": self = .ios
        case "macos", "osx", "macosx": self = .macos
        case "tvos": self = .tvos
        case "watchos": self = .watchos
        case "visionos", "xros": self = .visionos
        case "linux": self = .linux
        default: return nil
        }
    }

    /// The names `#if os(…)` is true for.
    package var osNames: Set<String> {
        switch self {
        case .ios: ["iOS"]
        case .macos: ["macOS", "OSX"]
        case .tvos: ["tvOS"]
        case .watchos: ["watchOS"]
        case .visionos: ["visionOS", "xrOS"]
        case .linux: ["Linux"]
        }
    }

    /// The architecture `#if arch(…)` is true for: a device build (arm64), the host's on Linux.
    package var architecture: String {
        switch self {
        case .linux:
            #if arch(arm64)
            "arm64"
            #else
            "x86_64"
            #endif
        case .watchos: "arm64_32"
        default: "arm64"
        }
    }

    var isApple: Bool { self != .linux }

    /// `operatingSystem.name` in a symbol graph (as swiftc writes it).
    package var symbolGraphOSName: String {
        switch self {
        case .ios: "ios"
        case .macos: "macosx"
        case .tvos: "tvos"
        case .watchos: "watchos"
        case .visionos: "xros"
        case .linux: "linux"
        }
    }

    /// `vendor` in a symbol graph.
    package var symbolGraphVendor: String { isApple ? "apple" : "unknown" }

    /// The platform's modules `#if canImport(…)` is true for. A module not listed (a
    /// third-party package, a framework of another platform) is not importable.
    package var frameworks: Set<String> {
        var names = SourcePlatform.everywhere
        switch self {
        case .linux:
            // swift-foundation's modules: Apple's SDKs do not offer them for import, which is
            // why packages write `#if canImport(FoundationEssentials)` for Linux.
            names.formUnion(["Glibc", "Musl", "FoundationNetworking", "FoundationXML", "FoundationEssentials", "FoundationInternationalization"])
        case .ios, .visionos:
            names.formUnion(SourcePlatform.apple)
            names.formUnion(SourcePlatform.uiKitPlatforms)
            names.formUnion(SourcePlatform.iosOnly)
            if self == .visionos { names.formUnion(["RealityKit", "ARKit", "CompositorServices"]) }
        case .tvos:
            names.formUnion(SourcePlatform.apple)
            names.formUnion(SourcePlatform.uiKitPlatforms)
            names.subtract(["WebKit", "MessageUI", "CoreTelephony", "CallKit", "PushKit", "SafariServices", "HealthKit", "EventKitUI", "ContactsUI", "ARKit", "CoreNFC", "PencilKit", "VisionKit"])
        case .watchos:
            names.formUnion(SourcePlatform.apple)
            names.formUnion(["UIKit", "WatchKit", "ClockKit", "WatchConnectivity", "HealthKit"])
            names.subtract(["WebKit", "JavaScriptCore", "Metal", "MetalKit", "SceneKit", "SpriteKit", "AdSupport", "AppTrackingTransparency", "AdServices", "SafariServices", "Vision", "CoreImage", "QuartzCore"])
        case .macos:
            names.formUnion(SourcePlatform.apple)
            names.formUnion(["AppKit", "Cocoa", "Carbon", "IOKit", "ServiceManagement", "ScreenCaptureKit", "Quartz", "CoreWLAN", "OpenGL", "SafariServices", "ExtensionFoundation"])
        }
        return names
    }

    /// Modules of the toolchain on every platform.
    private static let everywhere: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation",
        "Dispatch", "Synchronization", "RegexBuilder", "Observation", "Distributed", "XCTest", "Testing", "Cxx", "CxxStdlib",
    ]

    /// Frameworks on every Apple platform.
    private static let apple: Set<String> = [
        "Darwin", "ObjectiveC", "CoreFoundation", "os", "OSLog", "Combine", "SwiftUI", "StoreKit", "WebKit", "JavaScriptCore",
        "AVFoundation", "AVKit", "AVFAudio", "CoreGraphics", "CoreImage", "CoreMedia", "CoreVideo", "CoreText", "CoreData",
        "CoreLocation", "CoreMotion", "CoreML", "CoreAudio", "CoreServices", "CoreSpotlight", "CoreTransferable", "QuartzCore",
        "Metal", "MetalKit", "MetalPerformanceShaders", "AuthenticationServices", "AdSupport", "AppTrackingTransparency",
        "AdServices", "UserNotifications", "Security", "SystemConfiguration", "Network", "Photos", "MapKit", "CryptoKit",
        "Accelerate", "Vision", "SceneKit", "SpriteKit", "GameKit", "GameController", "CloudKit", "Contacts", "EventKit",
        "LocalAuthentication", "PassKit", "Intents", "WidgetKit", "AppIntents", "LinkPresentation", "UniformTypeIdentifiers",
        "MediaPlayer", "Speech", "NaturalLanguage", "CoreBluetooth", "ImageIO", "CoreHaptics", "SwiftData", "Charts",
        "TipKit", "MusicKit", "ShazamKit", "SensitiveContentAnalysis", "CoreImage", "Foundation", "ExternalAccessory",
        "BackgroundAssets", "DeviceCheck", "FileProvider", "HomeKit", "MultipeerConnectivity", "NetworkExtension",
        "PDFKit", "QuickLook", "SafetyKit", "SoundAnalysis", "StoreKitTest", "SwiftUICore", "Translation", "WeatherKit",
        // The SDKs' module maps of system libraries (`import zlib`, `import Compression`).
        "zlib", "Compression", "libkern", "Dispatch", "CommonCrypto", "sqlite3", "SQLite3", "CFNetwork", "MachO",
    ]

    /// Frameworks where UIKit is the user interface.
    private static let uiKitPlatforms: Set<String> = [
        "UIKit", "SafariServices", "MessageUI", "PhotosUI", "ContactsUI", "EventKitUI", "IntentsUI", "MobileCoreServices",
        "GLKit", "OpenGLES", "CarPlay", "BackgroundTasks", "ReplayKit", "PencilKit", "QuickLookThumbnailing",
    ]

    /// Frameworks of iOS (and visionOS) alone.
    private static let iosOnly: Set<String> = [
        "CoreTelephony", "CallKit", "PushKit", "HealthKit", "HealthKitUI", "ARKit", "RealityKit", "CoreNFC", "ActivityKit",
        "VisionKit", "ClassKit", "AppClip", "ProximityReader", "WatchConnectivity", "NotificationCenter", "Messages",
    ]
}
