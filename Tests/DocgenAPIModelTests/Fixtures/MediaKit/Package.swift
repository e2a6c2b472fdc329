// swift-tools-version: 6.0
// A fixture SDK for docgen's source extractor: a media player in two modules.
import PackageDescription

let sharedSettings: [SwiftSetting] = [
    .define("MEDIAKIT_STREAMING"),
    .define("MEDIAKIT_TRACE", .when(configuration: .debug)),
    .define("MEDIAKIT_WATCH", .when(platforms: [.watchOS])),
]

let package = Package(
    name: "MediaKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "MediaKit", targets: ["MediaKit"]),
        .library(name: "MediaKitUI", targets: ["MediaKitUI"]),
        .executable(name: "mediakit-demo", targets: ["MediaKitDemo"]),
    ],
    targets: [
        .target(name: "MediaKit", exclude: ["Notes.md"], swiftSettings: sharedSettings),
        .target(name: "MediaKitUI", dependencies: ["MediaKit"], path: "Sources/MediaKitUI"),
        .executableTarget(name: "MediaKitDemo", dependencies: ["MediaKitUI"]),
        .testTarget(name: "MediaKitTests", dependencies: ["MediaKit"]),
    ]
)
