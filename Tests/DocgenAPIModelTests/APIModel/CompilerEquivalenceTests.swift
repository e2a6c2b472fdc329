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
        // The differences on purpose: a declaration's own `@available(*, renamed: …)`, and a
        // stored property's literal start value, which swiftc drops and docgen keeps (checked
        // in `recorded`).
        let differences = SurfaceDiff.lines(compiled, Self.withoutStartValues(Self.withoutRenamedOnly(extracted)))
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
        #expect(!compiled.symbols.isEmpty)
        // Both surfaces are read by one reader, so equal surfaces could share its mistakes:
        // what swiftc records for these constructs is checked on both.
        for (surface, isDocgen) in [(compiled, false), (extracted, true)] {
            #expect(!String(decoding: surface.json(), as: UTF8.self).contains("DocgenContainer"), "the parser's wrapper named for Self")
            try Self.recorded(fixture, surface, isDocgen: isDocgen)
        }
    }

    /// `surface` without its properties' start values.
    private static func withoutStartValues(_ surface: APISurface) -> APISurface {
        let symbols = surface.symbols.map { symbol in
            var symbol = symbol
            for m in symbol.members.indices { symbol.members[m].initialValue = nil }
            return symbol
        }
        return APISurface(symbols: symbols, conditional: surface.conditional ?? [])
    }

    /// `surface` without the availability entries that say nothing but `renamed:`.
    private static func withoutRenamedOnly(_ surface: APISurface) -> APISurface {
        func strip(_ entries: [APISurfaceAvailability]?) -> [APISurfaceAvailability]? {
            let kept = entries?.filter { entry in
                !(entry.renamed != nil && entry.introduced == nil && entry.deprecated == nil && entry.obsoleted == nil
                  && entry.isUnconditionallyDeprecated != true && entry.isUnconditionallyUnavailable != true)
            }
            return kept?.isEmpty == true ? nil : kept
        }
        let symbols = surface.symbols.map { symbol in
            var symbol = symbol
            symbol.availability = strip(symbol.availability)
            for m in symbol.members.indices {
                symbol.members[m].availability = strip(symbol.members[m].availability)
            }
            return symbol
        }
        return APISurface(symbols: symbols, conditional: surface.conditional ?? [])
    }

    private static func recorded(_ fixture: String, _ surface: APISurface, isDocgen: Bool) throws {
        switch fixture {
        case "UploadKit":
            // `-> Self` in a class stays `Self`.
            let builder = try #require(surface.symbol(named: "UploadPlanBuilder"))
            #expect(try builder.member("with(retries:)").signature == "@discardableResult func with(retries: Int) -> Self")
            #expect(try builder.member("with(chunkSize:)").returnType == "Self")
            #expect(try #require(surface.symbol(named: "Resumable")).member("resumed(from:)").returnType == "Self")
            let uploader = try #require(surface.symbol(named: "Uploader"))
            let renamedOnly = try uploader.member("upload(_:completion:)").availability
            #expect(renamedOnly == (isDocgen ? [APISurfaceAvailability(domain: "*", renamed: "upload(_:)")] : nil))
        case "MediaKit":
            // A stored property's start value: kept by docgen, dropped by swiftc; none before `{ get }`.
            let player = try #require(surface.symbol(named: "Player"))
            #expect(try player.member("volume").initialValue == (isDocgen ? "1.0" : nil))
            #expect(try player.member("state").initialValue == nil)
            #expect(try player.member("state").signature == "var state: State { get }")
        case "StoreFront":
            // A getter's effects.
            let wallet = try #require(surface.symbol(named: "Wallet"))
            let balance = try wallet.member("balance")
            #expect(balance.signature == "var balance: Decimal { get async throws }")
            #expect(balance.async == true)
            #expect(balance.throws == "throws")
            let cached = try wallet.member("cachedBalance")
            #expect(cached.async == nil)
            #expect(cached.throws == "throws(StoreError)")
            #expect(try wallet.member("lastReceipt").signature == "var lastReceipt: Receipt? { get async }")
            #expect(try wallet.member("subscript(_:)").signature == "subscript(offerID: String) -> Receipt? { get async throws(StoreError) }")
            #expect(surface.members(qualified: "Storefront.region").map(\.signature) == ["static var region: String? { get async }"])
            #expect(surface.members(qualified: "ReceiptValidating.isValid").map(\.signature) == ["var isValid: Bool { get async throws }"])
            // Conformances through the internal `CatalogEntry`.
            for name in ["GiftCard", "OfferBundle"] {
                #expect(surface.symbol(named: name)?.conformances == ["CustomStringConvertible", "PricedItem", "Sendable"], "\(name)")
            }
            // A custom global actor is isolation, with the Sendable it implies.
            for name in ["PurchaseQueue", "PurchaseLogger"] {
                let type = try #require(surface.symbol(named: name))
                #expect(type.isolation == "StoreActor", "\(name)")
                #expect(type.attributes == ["final"], "\(name)")
                #expect(type.conformances?.contains("Sendable") == true, "\(name)")
            }
            #expect(surface.symbol(named: "ReceiptPrinter")?.isolation == nil, "only its extension is isolated")
            #expect(surface.members(qualified: "PurchaseQueue.drain").map(\.signature) == ["func drain() -> [Offer]"])
            #expect(surface.symbol(named: "StoreActor")?.conformances == ["Actor", "GlobalActor", "Sendable"])
        default:
            break
        }
    }
}
