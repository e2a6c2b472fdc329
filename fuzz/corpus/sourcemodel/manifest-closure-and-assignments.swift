import PackageDescription
let pkg = Package(name: "Dial", products: [.library(name: "Dial", targets: { var names = ["Dial"]; names += ["DialExtras"]; return names }())])
let dial: Target = .target(name: "Dial")
dial.path = "Sources"
dial.exclude = ["Legacy.swift"]
pkg.targets = {
    var helpers: [String] = []
    #if os(macOS)
    helpers.append("DialObjC")
    #endif
    var targets: [Target] = [dial, .testTarget(name: "DialTests")]
    targets.append(contentsOf: [.target(name: "DialExtras")])
    #if os(macOS)
    targets.append(.target(name: "DialKit"))
    #endif
    return targets
}()
