// swift-tools-version: 6.0
// A fixture SDK for docgen's source extractor: a target that depends on other packages'
// products, one of them for Linux only. (Not compiled by the equivalence tests: the
// dependencies are not there to build.)
import PackageDescription

let package = Package(
    name: "DependentKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "DependentKit", targets: ["DependentKit"]),
    ],
    dependencies: [
        .package(url: "https://example.com/swift-tracing.git", from: "1.0.0"),
        .package(url: "https://example.com/linux-sink.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "DependentKit",
            dependencies: [
                .product(name: "Tracing", package: "swift-tracing"),
                .product(name: "LinuxSink", package: "linux-sink", condition: .when(platforms: [.linux])),
            ]),
        .testTarget(name: "DependentKitTests", dependencies: ["DependentKit", "SnapshotTesting"]),
    ]
)
