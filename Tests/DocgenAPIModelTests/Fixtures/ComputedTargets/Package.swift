// swift-tools-version:5.9
// Fixture for docgen's tests: a manifest whose targets are computed, so reading its text finds none.
import PackageDescription

func library(_ name: String, path: String? = nil) -> Target {
    .target(name: name, path: path)
}

let package = Package(
    name: "Gauge",
    products: ([.library(name: "Gauge", targets: ["Gauge", "GaugeUI"])] as [Product]),
    targets: [library("Gauge"), library("GaugeUI", path: "GaugeUI")]
)
