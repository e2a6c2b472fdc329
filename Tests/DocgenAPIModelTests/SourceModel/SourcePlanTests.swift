import DocgenSwift
import DocgenSupport
import Testing

/// Which modules and files an extraction reads.
@Suite("Source plan")
struct SourcePlanTests {
    @Test("the default is the library products' targets; executables and tests are left out; exclude is honoured")
    func defaults() throws {
        let plan = try SourcePlan.make(root: try Fixtures.path("MediaKit"))
        #expect(plan.modules.map(\.name) == ["MediaKit", "MediaKitUI"])
        #expect(plan.platform == .ios)
        #expect(plan.packageModules.contains("MediaKitDemo"))
        let files = plan.modules[0].files.map(\.path)
        #expect(files.first == "Sources/MediaKit/Namespace.swift")
        #expect(!files.contains { !$0.hasSuffix(".swift") })
        #expect(plan.modules[0].defines == ["MEDIAKIT_STREAMING", "SWIFT_PACKAGE"], "the debug-only and watchOS-only defines do not hold; SwiftPM's own does")
        #expect(plan.modules[1].dependencies == ["MediaKit"])
    }

    @Test("modules can be named by target or product")
    func named() throws {
        let root = try Fixtures.path("MediaKit")
        #expect(try SourcePlan.make(root: root, modules: ["MediaKitUI"]).modules.map(\.name) == ["MediaKitUI"])
        #expect(try SourcePlan.make(root: root, modules: ["mediakit-demo"]).modules.map(\.name) == ["MediaKitDemo"])
        #expect(try SourcePlan.make(root: root, platform: "macOS").platform == .macos)
    }

    @Test("a product's variant of the same folder is left out of the default selection, with a note")
    func variants() throws {
        let plan = try SourcePlan.make(root: try Fixtures.path("StoreFront"))
        #expect(plan.modules.map(\.name) == ["StoreFront"])
        #expect(plan.diagnostics.map(\.id) == [Rule.modelDuplicateModule.id])
        #expect(plan.diagnostics.first?.severity == .note)
    }

    @Test("a folder without Package.swift is one module named after it, or as asked")
    func folder() throws {
        let root = try Fixtures.path("UploadKit")
        let plan = try SourcePlan.make(root: root)
        #expect(plan.modules.map(\.name) == ["UploadKit"])
        #expect(plan.modules[0].files.map(\.path).contains("Internal/UploadStrategy.swift"))
        #expect(try SourcePlan.make(root: root, modules: ["Uploads"]).modules.map(\.name) == ["Uploads"])
    }

    @Test("modules named in the configuration are read from their conventional folders when the manifest computes its targets")
    func computedTargets() throws {
        let root = try Fixtures.path("ComputedTargets")
        #expect(throws: DiagnosticsError.self) { try SourcePlan.make(root: root) }
        let plan = try SourcePlan.make(root: root, modules: ["Gauge", "GaugeUI"])
        #expect(plan.modules.map(\.name) == ["Gauge", "GaugeUI"])
        #expect(plan.modules.map { $0.files.map(\.path) } == [["Sources/Gauge/Gauge.swift"], ["GaugeUI/GaugeView.swift"]])
        #expect(plan.diagnostics.filter { $0.severity == .note }.map(\.message).contains {
            $0.contains("module 'GaugeUI'") && $0.contains("GaugeUI/") })
        // A module with no folder of its name is still unknown.
        #expect(throws: DiagnosticsError.self) { try SourcePlan.make(root: root, modules: ["GaugeKit"]) }
    }

    @Test("a library product's target the manifest adds only inside `#if` is read from the branch a Mac (the manifest's host) takes, named or not")
    func productTargetInsideIf() throws {
        let root = try Fixtures.path("ClosureTargets")
        for modules in [[], ["Dial"]] {
            let plan = try SourcePlan.make(root: root, modules: modules)
            #expect(plan.modules.map(\.name) == ["Dial"], "\(modules)")
            #expect(plan.modules.first?.files.map(\.path) == ["Sources/Dial/Dial.swift"])
            #expect(plan.modules.first?.dependencies == ["DialObjC"], "the `#if os(macOS)` branch")
            #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        }
        let linux = try SourcePlan.make(root: root, platform: "linux")
        #expect(linux.modules.first?.dependencies == [], "a Linux build's manifest runs on Linux")
    }

    @Test("an older manifest's assigned targets: the path and exclusions it sets are kept, a .docc catalog's code left out")
    func assignedTargets() throws {
        let plan = try SourcePlan.make(root: try Fixtures.path("AssignedTargets"))
        #expect(plan.modules.map(\.name) == ["Spool"])
        #expect(plan.modules.first?.files.map(\.path) == ["Sources/Spool.swift"])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
    }
}
