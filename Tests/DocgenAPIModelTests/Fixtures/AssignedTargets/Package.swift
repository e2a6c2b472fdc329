// swift-tools-version:4.0
// Fixture for docgen's tests: an older manifest that sets products, targets and a target's
// path and exclusions after `Package(…)`, as PromiseKit's does.
import PackageDescription

let pkg = Package(name: "Spool")
pkg.products = [
    .library(name: "Spool", targets: ["Spool"]),
]

let spool: Target = .target(name: "Spool")
spool.path = "Sources"
spool.exclude = [
    "Legacy.swift",
]
pkg.targets = [
    spool,
    .testTarget(name: "SpoolTests", dependencies: ["Spool"], path: "Tests"),
]
