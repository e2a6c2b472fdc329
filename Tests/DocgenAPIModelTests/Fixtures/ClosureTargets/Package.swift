// swift-tools-version:5.7
// Fixture for docgen's tests: targets built by a closure called in place, the library's own
// target added only inside `#if` (as Quick's manifest does): read in the branch the host takes.
import PackageDescription

let package = Package(
    name: "Dial",
    products: [
        .library(name: "Dial", targets: ["Dial"]),
    ],
    targets: {
        var helpers: [String] = []
        #if os(macOS)
        helpers.append("DialObjC")
        #endif
        var targets: [Target] = [
            .testTarget(name: "DialTests", dependencies: ["Dial"]),
        ]
        targets.append(.target(name: "DialKnobs", path: "Sources/Dial/Knobs"))
        #if os(macOS)
        targets.append(.target(name: "Dial", dependencies: ["DialObjC"]))
        #else
        targets.append(.target(name: "Dial"))
        #endif
        return targets
    }()
)
