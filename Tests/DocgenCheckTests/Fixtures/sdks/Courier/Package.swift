// swift-tools-version: 6.0
// A fixture SDK for docgen's call check: file uploads, in two modules (not a real product).
import PackageDescription

let package = Package(
    name: "Courier",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "Courier", targets: ["Courier"]),
        .library(name: "CourierUI", targets: ["CourierUI"]),
    ],
    targets: [
        .target(name: "Courier"),
        .target(name: "CourierUI", dependencies: ["Courier"]),
    ]
)
