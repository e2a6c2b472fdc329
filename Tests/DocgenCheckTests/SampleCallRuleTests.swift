@testable import DocgenAPIModel
@testable import DocgenCheck
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// What the call check finds in `code` against one model of the `calls` fixture site
/// (`courier`, `atlas`, `kettle`), as `id@line:column`.
func fixtureSample(_ code: String, model name: String = "courier", partial: Bool = false,
                   adjust: (APIModel) -> APIModel = { $0 }) throws -> [Diagnostic] {
    let model = adjust(try #require(try CallFixtures.models().model(named: name)))
    return SwiftSampleChecker(models: [model], pageModel: model)
        .check(code: code, firstLine: 1, columnOffset: 0, file: "guide.md", options: .init(isPartial: partial))
}

@Suite("Calls against the model: Swift's matching of labels, defaults, variadics and trailing closures")
struct SampleCallMatchingTests {
    @Test("Parameters with defaults may be skipped anywhere; labels keep their order")
    func defaults() throws {
        #expect(try fixtureSample("let c = Camera(center: here, heading: 90)\n", model: "atlas").isEmpty)
        #expect(try fixtureSample("let c = Camera(center: here)\n", model: "atlas").isEmpty)
        let order = try fixtureSample("let c = Camera(center: here, heading: 90, zoom: 3)\n", model: "atlas")
        #expect(samplePlaces(order) == ["docgen.swift.argument-order@1:43"])
        #expect(order.first?.message.hasPrefix("'zoom' must come before 'heading'") == true)
    }

    @Test("A variadic parameter takes the unlabelled values after it, or none")
    func variadics() throws {
        #expect(try fixtureSample("Uploader.shared.enqueue(a, b, c, priority: .high)\nUploader.shared.enqueue(a)\nUploader.shared.enqueue()\n").isEmpty)
        let extra = try fixtureSample("Uploader.shared.enqueue(a, b, priority: .high, c)\n")
        #expect(extra.map(\.id) == ["docgen.swift.argument-order"])
    }

    @Test("The trailing closure goes to the next parameter that takes a closure (SE-0286); labelled trailing closures by label")
    func trailingClosures() throws {
        // `times` has a default and takes no closure: the closure is `backoff`, then `then:`.
        #expect(try fixtureSample("Uploader.shared.retry { attempt in 1.0 } then: { }\n").isEmpty)
        #expect(try fixtureSample("TileLoader().load(zoom: 1) { tile in } onFinish: { }\n", model: "atlas").isEmpty)
        let misspelt = try fixtureSample("TileLoader().load(zoom: 1) { tile in } onFinsh: { }\n", model: "atlas")
        #expect(misspelt.map(\.id) == ["docgen.swift.unknown-argument"])
        #expect(misspelt.first?.fix?.replacement == "onFinish")
        let extra = try fixtureSample("Uploader.shared.start { print(1) }\n")
        #expect(extra.map(\.message) == ["Uploader.start() in courier takes no trailing closure here"])
    }

    @Test("Labels missing or extra where the declaration has none, with the fix")
    func labels() throws {
        let missing = try fixtureSample("print(distance(a, to: b))\n", model: "atlas")
        #expect(missing.map(\.message) == ["this argument needs the label 'from:' of distance(from:to:) in atlas"])
        let extra = try fixtureSample("Uploader.shared.observe(handler: { fraction in })\n")
        #expect(extra.first?.message == "'handler:' is not a label of Uploader.observe(_:) in courier: the parameter 'handler' takes its value unlabelled")
        #expect(extra.first?.fix?.message == "remove 'handler:'")
    }

    @Test("The issue's uploader: a wrong label and a required parameter left out, an unknown member with the nearest, a renamed label")
    func issueExamples() throws {
        let code = """
        let uploader = Uploader(chunk: 4096)
        uploader.resume()
        uploader.cancel(why: .userRequested)

        """
        let findings = try fixtureSample(code)
        #expect(samplePlaces(findings) == ["docgen.swift.missing-argument@1:16", "docgen.swift.unknown-argument@1:25",
                                           "docgen.swift.unknown-member@2:10", "docgen.swift.unknown-argument@3:17"])
        #expect(findings.map(\.message) == [
            "this Uploader.init(chunkSize:retries:session:) call does not pass 'retries', which has no default in courier",
            "'chunk' is not a parameter of Uploader.init(chunkSize:retries:session:) in courier; the closest is 'chunkSize'",
            "'resume' is not a member of Uploader in courier; the closest is 'resumeAll(on:)'",
            "'why' is not a parameter of Uploader.cancel(reason:) in courier; the closest is 'reason'",
        ])
        #expect(findings[1].fix?.replacement == "chunkSize")
        #expect(findings[1].notes.first?.message == "courier declares 'chunkSize: Int = 1 << 20'")
        #expect(findings[2].fix?.replacement == "resumeAll")
    }

    @Test("An unknown member that spells a method with its first label names that overload as the closest (`resumeAllOn` for `resumeAll(on:)`, not the first declared `resumeAll(onProgress:)`)")
    func spelledWithItsLabel() throws {
        let on = try fixtureSample("Uploader.shared.resumeAllOn(.main)\n")
        #expect(on.map(\.message) == ["'resumeAllOn' is not a member of Uploader in courier; the closest is 'resumeAll(on:)'"])
        let progress = try fixtureSample("Uploader.shared.resumeAllOnProgress { _ in }\n")
        #expect(progress.map(\.message) == ["'resumeAllOnProgress' is not a member of Uploader in courier; the closest is 'resumeAll(onProgress:)'"])
    }

    @Test("An unlabelled value written where one labelled parameter goes needs that label; where several could go, none is guessed")
    func unlabelledInALabelledPlace() throws {
        let findings = try fixtureSample("let a = Uploader(4096, retries: 3)\nlet b = Uploader(chunkSize: 4096, 3)\n")
        #expect(findings.map(\.message) == [
            "this argument needs the label 'chunkSize:' of Uploader.init(chunkSize:retries:session:) in courier",
            "this argument needs the label 'retries:' of Uploader.init(chunkSize:retries:session:) in courier",
        ])
        #expect(findings.map { $0.fix?.message } == ["write 'chunkSize: ' before the value", "write 'retries: ' before the value"])
        // After `retries:` only `session:` is left; between `to:` and `alternatives:` of
        // route(from:to:avoiding:mode:alternatives:) both `avoiding:` and `mode:` are: no label is guessed.
        #expect(try fixtureSample("let c = Uploader(chunkSize: 4096, retries: 3, .standard)\n").map(\.message)
                == ["this argument needs the label 'session:' of Uploader.init(chunkSize:retries:session:) in courier"])
        let unsure = try fixtureSample("let r = Geocoder.shared.route(from: a, to: b, [\"tolls\"], alternatives: 1)\n", model: "atlas")
        #expect(unsure.map(\.message) == ["Geocoder.route(from:to:avoiding:mode:alternatives:) in atlas takes no unlabelled argument here; every parameter it declares has a label"])
    }

    @Test("With await the async overload is the one judged: a value without its label needs the label, not the completion's place")
    func awaitedOverload() throws {
        let code = """
        func find() async throws {
            let museum = try await Geocoder.shared.place("museum")
            let park = try await Geocoder.shared.place(id: "park")
            Geocoder.shared.place(id: "zoo") { result in print(result) }
        }

        """
        let findings = try fixtureSample(code, model: "atlas")
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-argument@2:50"])
        #expect(findings.first?.message == "this argument needs the label 'id:' of Geocoder.place(id:region:language:) in atlas")
        #expect(findings.first?.fix?.message == "write 'id: ' before the value")
    }

    @Test("The closest name is offered only when it is near the written one; an unknown case far from all lists the enum's cases")
    func nearestOnlyWhenNear() throws {
        let code = """
        func log(_ event: UploadEvent) {
            Uploader.shared.zoomIn()
            Uploader.shared.resum()
            Uploader.shared.enqueue(priority: .urgent)
            switch event {
            case .begun: break
            case .strated: break
            default: break
            }
        }

        """
        let findings = try fixtureSample(code)
        #expect(findings.map(\.message) == [
            "'zoomIn' is not a member of Uploader in courier",
            "'resum' is not a member of Uploader in courier; the closest is 'resumeAll(on:)'",
            "'urgent' is not a case or static member of Priority in courier",
            "'begun' is not a case of UploadEvent in courier",
            "'strated' is not a case of UploadEvent in courier; the closest is 'started(_:)'",
        ])
        #expect(findings.map { $0.fix?.replacement } == [nil, "resumeAll", nil, nil, "started"])
        #expect(findings[0].notes.isEmpty)
        #expect(findings[2].notes.map(\.message) == ["courier declares 3 cases: .high, .low, .normal"])
        #expect(findings[3].notes.map(\.message) == ["courier declares 4 cases: .failed, .finished, .progressed, .started"])
        #expect(findings[4].notes.map(\.message) == ["courier declares 'case started(UploadFile)'"])
    }

    @Test("An initializer is checked however it is written: T(…), T.init(…), and .init(…) where a T is expected")
    func initializerForms() throws {
        let code = """
        let a = Uploader.init(chunk: 4096, retries: 3)
        let b: Uploader = .init(chunkSize: 4096, retries: 3, sesion: .standard)
        let c: Uploader = .init(configuration: UploadConfiguration())
        let d = Uploader.init(retries: 3)

        """
        let findings = try fixtureSample(code)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-argument@1:23", "docgen.swift.unknown-argument@2:54"])
        #expect(findings.map { $0.fix?.replacement } == ["chunkSize", "session"])
    }

    @Test("A closure { } for a one-parameter callback is rejected, as Swift rejects it; { _ in } and $0 are fine")
    func emptyClosure() throws {
        let empty = try fixtureSample("Uploader.shared.resumeAll(onProgress: { })\n")
        #expect(empty.map(\.message) == ["the 'onProgress' closure takes no parameter (it has no `in` and uses no `$0`), but Uploader.resumeAll(onProgress:) in courier passes 1: `((Double) -> Void)?`"])
        #expect(try fixtureSample("Uploader.shared.resumeAll(onProgress: { _ in })\nUploader.shared.resumeAll { print($0) }\n").isEmpty)
        let two = try fixtureSample("Uploader.shared.resumeAll { a, b in }\n")
        #expect(two.map(\.id) == ["docgen.swift.closure-arity"])
    }

    @Test("Result types carry through chains: calls, properties, optional chaining, subscripts, try and await")
    func chains() throws {
        let code = """
        let receipt = try await Uploader.shared.upload(file, to: .standard)
        print(receipt.checksums["md5"]?.isValid, receipt.parts[0].size, receipt.parts.first?.index)
        print(Courier.make(config: UploadConfiguration()).session.configuration.maxConnections)
        print(receipt.checksums["md5"]?.valid, Courier.make(config: config).session.configuration.maxConnection)

        """
        let findings = try fixtureSample(code)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-member@4:33", "docgen.swift.unknown-member@4:91"])
        #expect(findings.map { $0.fix?.replacement } == ["isValid", "maxConnections"])
    }

    @Test("self in an extension of a model type is that type; members the extension adds are known")
    func selfInExtension() throws {
        let code = """
        extension Uploader {
            func restart() {
                self.cancel()
                self.start()
                self.restart()
                self.stop()
            }
        }

        """
        let findings = try fixtureSample(code)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-member@6:14"])
    }
}

@Suite("Unknown stays unknown: no finding the check cannot be sure of")
struct SampleCallSilenceTests {
    @Test("A class with a superclass from outside the model has members the model does not show")
    func outsideSuperclass() throws {
        let code = """
        let screen = UploadViewController(uploader: .shared)
        screen.showProgress()
        screen.viewDidLoad()
        screen.title = "Uploads"
        screen.presnt(other, animated: true)

        """
        #expect(try fixtureSample(code).isEmpty)
    }

    @Test("A value known only by a standard protocol, a generic parameter, an outside type: nothing is judged")
    func existentialsAndGenerics() throws {
        let code = """
        func use(_ item: some Sendable, _ url: URL) {
            item.frobnicate()
            url.appendingPathComponent("x").absoluteStringValue
        }
        func run<T: UploaderDelegate>(_ value: T) { value.whatever() }

        """
        #expect(try fixtureSample(code).isEmpty)
    }

    @Test("Through a value of a model protocol, only its members are reached (swiftc: 'value of type any P has no member')")
    func modelProtocolValues() throws {
        let code = """
        func use(_ delegate: any UploaderDelegate, _ optional: UploaderDelegate?) {
            delegate.uploaderDidFinishEverything()
            print(optional?.description ?? "")
        }

        """
        let found = try fixtureSample(code).filter { $0.id == Rule.swiftUnknownMember.id }
        #expect(found.map(\.location?.line) == [2, 3], "\(found.map(\.message))")
    }

    @Test("A switch over an optional model enum, or with a default, or over the app's enum, is not held to every case")
    func switches() throws {
        let code = """
        func log(_ event: UploadEvent?, _ other: UploadEvent, _ mine: MyEvent) {
            switch event {
            case .started: break
            case .none: break
            }
            switch other {
            case .started: break
            @unknown default: break
            }
            switch mine {
            case .started: break
            }
        }

        """
        #expect(try fixtureSample(code).isEmpty)
    }

    @Test("A type or function the sample declares shadows the model's of the same name")
    func shadowing() throws {
        let code = """
        struct Coordinate { let x: Double }
        func distance(_ a: Coordinate, _ b: Coordinate) -> Double { 0 }
        let here = Coordinate(x: 1)
        print(distance(here, here), here.y)

        """
        let findings = try fixtureSample(code, model: "atlas")
        #expect(findings.map(\.message) == [])
    }

    @Test("Members a page's sample adds in an extension are the app's, in any block of the page")
    func addedMembers() throws {
        let model = try #require(try CallFixtures.models().model(named: "courier"))
        let checker = SwiftSampleChecker(models: [model], pageModel: model)
        let added = SwiftSampleChecker.addedMembers(SwiftSampleReader.read("extension Receipt { var isStored: Bool { true } }\n"))
        let code = "let receipt = try await Uploader.shared.upload(file)\nprint(receipt.isStored)\n"
        #expect(checker.check(code: code, firstLine: 1, columnOffset: 0, file: "a.md", options: .init(addedMembers: added)).isEmpty)
        #expect(checker.check(code: code, firstLine: 1, columnOffset: 0, file: "a.md").map(\.id) == ["docgen.swift.unknown-member"])
    }
}

@Suite("Availability on the model's platform and deployment target")
struct SampleAvailabilityTests {
    static let code = """
    Uploader.shared.upload(file, toPath: "/x")
    Uploader.shared.uploadSynchronously(file)
    Uploader.shared.legacyMacUpload(file)
    let made = Courier.build(config: UploadConfiguration())

    """

    @Test("iOS without a deployment target: deprecated in iOS 15 and obsoleted in iOS 14 both count; macOS-only says nothing; deprecated everywhere with renamed: warns with the new name")
    func iosConservative() throws {
        let findings = try fixtureSample(Self.code)
        #expect(samplePlaces(findings) == ["docgen.api.deprecated@1:17", "docgen.api.unavailable@2:17", "docgen.api.deprecated@4:20"])
        #expect(findings.last?.message == "'build(config:)' of Courier is deprecated (every platform) in courier: it is now 'make(config:)'")
        #expect(findings.last?.fix?.replacement == "make")
    }

    @Test("A deployment target before the deprecation and the obsoletion reports neither; an unconditional deprecation stays")
    func deploymentTarget() throws {
        let findings = try fixtureSample(Self.code) { model in
            var model = model
            model.deploymentTarget = "13.0"
            return model
        }
        #expect(samplePlaces(findings) == ["docgen.api.deprecated@4:20"])
    }

    @Test("deploymentTarget in docgen.yaml reaches the model and the check; a target that is no version is a config error")
    func configuredTarget() throws {
        let courier = CallFixtures.root.appendingPathComponent("../../sdks/Courier").standardized.path
        let config = try SiteConfig.parse(try YAMLReader.read("models:\n  courier:\n    source: \(courier)\n    deploymentTarget: \"13.0\"\n"))
        let catalog = try ModelCatalog.load(root: CallFixtures.root, config: config, cacheDirectory: TestModels.cache)
        let model = try #require(catalog.model(named: "courier"))
        #expect(model.deploymentTarget == "13.0")
        let findings = SwiftSampleChecker(models: [model], pageModel: model)
            .check(code: Self.code, firstLine: 1, columnOffset: 0, file: "guide.md")
        #expect(samplePlaces(findings) == ["docgen.api.deprecated@4:20"])
        do {
            _ = try SiteConfig.parse(try YAMLReader.read("models:\n  courier:\n    source: x\n    deploymentTarget: fifteen\n"))
            Issue.record("a deploymentTarget that is no version was accepted")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.message) == ["'deploymentTarget' of model 'courier' must be a version such as 15.0"])
        }
    }

    @Test("The same code for macOS: the macOS deprecation counts, the iOS ones do not")
    func macOS() throws {
        let findings = try fixtureSample(Self.code) { model in
            var model = model
            model.platform = "macos"
            return model
        }
        #expect(samplePlaces(findings) == ["docgen.api.deprecated@3:17", "docgen.api.deprecated@4:20"])
    }

    @Test("The status of attributes, version by version")
    func status() {
        let deprecated = [APISurfaceAvailability(domain: "iOS", deprecated: "15")]
        #expect(APIAvailabilityStatus(deprecated, platform: "ios", target: nil) != .available)
        #expect(APIAvailabilityStatus(deprecated, platform: "ios", target: "14.5") == .available)
        #expect(APIAvailabilityStatus(deprecated, platform: "ios", target: "15.0") != .available)
        #expect(APIAvailabilityStatus(deprecated, platform: "macos", target: nil) == .available)
        // Apple's "to be deprecated" version is no deprecation yet.
        #expect(APIAvailabilityStatus([APISurfaceAvailability(domain: "iOS", deprecated: "100000")], platform: "ios", target: nil) == .available)
        let gone = [APISurfaceAvailability(domain: "*", isUnconditionallyUnavailable: true)]
        if case .unavailable = APIAvailabilityStatus(gone, platform: "tvos", target: "1") {} else { Issue.record("unavailable everywhere") }
        let swift = [APISurfaceAvailability(domain: "swift", obsoleted: "5")]
        if case .unavailable = APIAvailabilityStatus(swift, platform: "ios", target: nil) {} else { Issue.record("obsoleted in Swift 5") }
    }
}
