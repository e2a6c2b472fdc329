// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "NoTargets", targets: [.binaryTarget(name: "Binary", path: "Binary.xcframework")])
