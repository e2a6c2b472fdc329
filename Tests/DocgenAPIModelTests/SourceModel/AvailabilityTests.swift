import DocgenSwift
import Testing

/// `@available` in both forms, merged down from types and extensions as swiftc merges it.
@Suite("Availability")
struct AvailabilityTests {
    private func entries(_ declaration: SourceDeclaration) -> [String: SourceAvailability] {
        Dictionary(uniqueKeysWithValues: declaration.availability.map { ($0.domain, $0) })
    }

    @Test("the short form gives each platform its introduced version; members of the extension inherit it")
    func shortFormInherited() throws {
        let model = try ModelLookup.model("MediaKit")
        let display = entries(try model.declaration("Track.displayTitle"))
        #expect(display["macOS"]?.introduced == SourceVersion(major: 12))
        #expect(display["iOS"]?.introduced == SourceVersion(major: 15))
        #expect(display["*"] == nil)
        let waveform = entries(try model.declaration("Track.waveform(samples:)"))
        #expect(waveform["iOS"]?.introduced == SourceVersion(major: 16), "the member's own wins")
        #expect(waveform["macOS"]?.introduced == SourceVersion(major: 12), "the extension's fills in")
        #expect(try model.declaration("Track").availability.isEmpty, "an extension's availability is not the type's")
    }

    @Test("the long form: introduced, deprecated, obsoleted, message, renamed, unavailable, swift versions")
    func longForm() throws {
        let model = try ModelLookup.model("MediaKit")
        let gain = entries(try model.declaration("Player.setGain(_:)"))
        #expect(gain["iOS"] == SourceAvailability(domain: "iOS", introduced: SourceVersion(major: 13), deprecated: SourceVersion(major: 16), message: "Use volume"))
        #expect(gain["macOS"]?.obsoleted == SourceVersion(major: 99))
        let start = entries(try model.declaration("Player.start(_:)"))
        #expect(start["*"] == SourceAvailability(domain: "*", renamed: "play(_:at:completion:)", isUnconditionallyDeprecated: true))
        #expect(entries(try model.declaration("Player.desktopOnlyVisualizer()"))["iOS"]?.isUnconditionallyUnavailable == true)
        #expect(entries(try model.declaration("Player.modernOnly()"))["Swift"]?.introduced == SourceVersion(major: 5, minor: 9))
        let uploads = try ModelLookup.model("UploadKit")
        let post = entries(try uploads.declaration("Uploader.post(_:)"))
        #expect(post["macOS"] == SourceAvailability(domain: "macOS", deprecated: SourceVersion(major: 13), renamed: "upload(_:)"))
    }

    @Test("a protocol's availability reaches its requirements, not its extensions' members")
    func protocols() throws {
        let uploads = try ModelLookup.model("UploadKit")
        let cancel = entries(try uploads.requirement("UploadTaskDelegate.uploaderDidCancel(_:)"))
        #expect(cancel["iOS"]?.introduced == SourceVersion(major: 16))
        let finish = entries(try uploads.requirement("UploadTaskDelegate.uploader(_:didFinish:result:)"))
        #expect(finish["iOS"]?.introduced == SourceVersion(major: 15))
        let resumable = entries(try uploads.declaration("Uploader.resumable(_:from:)"))
        #expect(resumable["iOS"]?.introduced == SourceVersion(major: 17))
        #expect(resumable["macOS"]?.introduced == SourceVersion(major: 13))
    }

    @Test("merging follows swiftc: the highest duplicate introduced, the parent's earlier deprecation")
    func mergeRules() {
        var child = SourceAvailability(domain: "iOS", introduced: SourceVersion(major: 15), deprecated: SourceVersion(major: 18), message: "child")
        child.update(fromParent: SourceAvailability(domain: "iOS", introduced: SourceVersion(major: 13), deprecated: SourceVersion(major: 16),
                                                    message: "parent", renamed: "x"))
        #expect(child == SourceAvailability(domain: "iOS", introduced: SourceVersion(major: 15), deprecated: SourceVersion(major: 16), message: "child"))
        var first = SourceAvailability(domain: "macOS", introduced: SourceVersion(major: 12))
        first.update(fromDuplicate: SourceAvailability(domain: "macOS", introduced: SourceVersion(major: 11), message: "later"))
        #expect(first.introduced == SourceVersion(major: 12))
        #expect(first.message == "later")
    }

    @Test("a declaration's own renamed-only attribute is kept (swiftc drops it); a parent's is not inherited")
    func renamedOnly() throws {
        let uploads = try ModelLookup.model("UploadKit")
        #expect(entries(try uploads.declaration("Uploader.upload(_:completion:)"))["*"] == SourceAvailability(domain: "*", renamed: "upload(_:)"))
        #expect(entries(try uploads.declaration("Uploader.post(_:)"))["*"] == nil)
        let own = SourceAvailability(domain: "iOS", introduced: SourceVersion(major: 15))
        let parent = SourceAvailability(domain: "*", renamed: "NewUploader")
        #expect(SourceAvailability.merged(own: [own], parents: [[parent]]) == [own])
        #expect(SourceAvailability.merged(own: [parent], parents: []) == [parent])
    }
}
