import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// Only public API is read, across files, as swiftc's symbol graphs hold it.
@Suite("Access")
struct AccessTests {
    @Test("package, internal, fileprivate, private, @_spi and underscored declarations are left out")
    func hidden() throws {
        let model = try ModelLookup.model("MediaKit")
        for path in ["Player.reset()", "Player.debugDump()", "Player.inject(state:)", "Player.secret()", "Player._privateByName()",
                     "PlayerDelegate.internalHelper()", "Track.cacheKey()"] {
            #expect(!model.has(path), "\(path) is not public API")
        }
        let uploads = try ModelLookup.model("UploadKit")
        #expect(!uploads.has("Uploader.drain()"))
        #expect(!uploads.has("Uploader.resetForTesting()"))
        #expect(!uploads.has("UploadStrategy.tuning"))
    }

    @Test("members of a non-public type are left out, even public ones and those of its extensions")
    func nonPublicTypes() throws {
        let model = try ModelLookup.model("UploadKit")
        #expect(!model.has("HiddenHelper"))
        #expect(!model.has("HiddenHelper.notVisible()"))
        #expect(!model.has("HiddenHelper.stillHidden()"))
    }

    @Test("members of a public extension, protocol requirements and enum cases are public without saying so")
    func implicitPublic() throws {
        let model = try ModelLookup.model("MediaKit")
        #expect(try model.declaration("Track.displayTitle").access == "public")
        #expect(try model.requirement("PlayerDelegate.playerDidStart(_:)").access == "public")
        #expect(try model.declaration("Player.State.buffering(progress:_:)").access == "public")
        #expect(try model.declaration("Player.State.Quality.high").kind == .enumCase)
    }

    @Test("declarations unavailable everywhere stay in the model and leave the graphs, as swiftc leaves them out")
    func unavailable() throws {
        let root = try Fixtures.path("MediaKit")
        let model = try SourceModelReader.read(root: root)
        let stop = try model.declaration("Player.stop()")
        #expect(stop.availability.contains { $0.domain == "*" && $0.isUnconditionallyUnavailable && $0.message == "Use pause()" })
        let graphs = SymbolGraphWriter.graphs(for: model)
        #expect(!graphs.flatMap(\.graph.symbols).contains { $0.pathComponents == ["Player", "stop()"] })
        let kept = SymbolGraphWriter.graphs(for: model, includeUnavailable: true)
        #expect(kept.flatMap(\.graph.symbols).contains { $0.pathComponents == ["Player", "stop()"] })
        // Unavailable on one platform only: kept, with the fact.
        #expect(graphs.flatMap(\.graph.symbols).contains { $0.pathComponents == ["Player", "desktopOnlyVisualizer()"] })
    }

    @Test("extensions of other modules' types are kept, named after the extended type")
    func outsideTypes() throws {
        let model = try ModelLookup.model("MediaKit")
        let total = try model.declaration("Array.totalDuration")
        #expect(total.parentModule == "Swift")
        #expect(total.extensionContext?.isExternal == true)
        #expect(total.extensionContext?.constraints == [SourceRequirement(subject: "Element", kind: .sameType, constraint: "Track")])
        #expect(try model.declaration("String.asTrack(duration:)").parentModule == "Swift")
        let store = try ModelLookup.model("StoreFront")
        let modifiers = store.declarations("View.storefront(isPresented:placement:placeholder:onPurchase:onFailure:)")
        #expect(modifiers.count == 1)
        #expect(modifiers.first?.parentModule == "SwiftUI")
    }

    @Test("a second module's extension of a first module's type belongs to that type")
    func crossModule() throws {
        let model = try ModelLookup.model("MediaKit")
        let play = try model.declaration("Player.play(_:transition:)")
        #expect(play.module == "MediaKitUI")
        #expect(play.parentModule == "MediaKit")
        #expect(play.extensionContext?.isExternal == false)
        // A type named like a module shadows it: `MediaKit.Codec` is the enum's member.
        let codec = try model.declaration("MediaKit.Codec.displayName")
        #expect(codec.parentModule == "MediaKit")
        #expect(codec.extensionContext?.extendedPath == ["MediaKit", "Codec"])
        // An extension of a typealias, or of sugar, extends the type it stands for.
        #expect(try model.declaration("Double.minutes").parentModule == "Swift")
        #expect(try model.declaration("Dictionary.titles").extensionContext?.constraints.map { $0.text(compilerStyle: false) }
                == ["Key == String", "Value == Track"])
        #expect(try model.declaration("Optional.orSilence").extensionContext?.constraints.map { $0.text(compilerStyle: false) }
                == ["Wrapped == Track"])
        // Overloads across modules are separate declarations.
        #expect(model.declarations("makePlayer(identifier:)").map(\.module) == ["MediaKit"])
        #expect(model.declarations("makePlayer(identifier:transition:)").map(\.module) == ["MediaKitUI"])
    }
}
