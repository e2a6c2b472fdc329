// swift-tools-version: 6.0
import PackageDescription
let settings: [SwiftSetting] = [.define("A"), .define("B", .when(platforms: [.iOS]))]
let package = Package(
    name: "P",
    products: [.library(name: "P", targets: ["P"])],
    targets: [.target(name: "P", exclude: ["x"], swiftSettings: settings)]
)
