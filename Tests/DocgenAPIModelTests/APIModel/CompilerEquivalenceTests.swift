import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// The key correctness test: for fixtures that compile on Linux, the surface read from the
/// graphs swiftc writes equals the surface read from the graphs docgen writes from source,
/// member by member, signature by signature, availability and locations included.
@Suite("Compiler equivalence", .serialized, .enabled(if: SwiftcSymbolGraphs.swiftc != nil))
struct CompilerEquivalenceTests {
    @Test("the surface of swiftc's graphs equals the surface of docgen's", arguments: ["MediaKit", "UploadKit", "StoreFront"])
    func equivalence(fixture: String) throws {
        let root = try Fixtures.path(fixture)
        let compiled = APISurfaceReader.surface(from: try SwiftcSymbolGraphs.make(root: root), root: root)
        let extraction = try SourceModelExtractor.extract(root: root, platform: "linux")
        let extracted = SourceModelExtractor.surface(extraction, root: root)
        let differences = SurfaceDiff.lines(compiled, extracted)
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
        #expect(!compiled.symbols.isEmpty)
    }
}
