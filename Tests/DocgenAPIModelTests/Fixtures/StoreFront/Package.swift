// swift-tools-version: 6.0
// A fixture SDK for docgen's source extractor: a storefront whose screens need UIKit and
// SwiftUI (iOS only), and a "kids" variant of the same sources as a second product.
import PackageDescription

let package = Package(
    name: "StoreFront",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "StoreFront", targets: ["StoreFront"]),
        .library(name: "StoreFront_Kids", targets: ["StoreFront_Kids"]),
    ],
    targets: [
        .target(name: "StoreFront", path: "Sources/StoreFront"),
        .target(
            name: "StoreFront_Kids",
            path: "Sources/StoreFront",
            swiftSettings: [.define("STOREFRONT_KIDS")]
        ),
    ]
)
