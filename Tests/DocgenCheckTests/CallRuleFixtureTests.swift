@testable import DocgenAPIModel
@testable import DocgenCheck
@testable import DocgenSite
@testable import DocgenSupport
import Foundation
import Testing

/// The call check on guides of SDKs from three domains (uploads, maps, a kettle), read from
/// their source: each rule flags the marked lines of its page in every locale, and nothing
/// on the page of look-alikes in the same shapes.
@Suite("Calls, cases, conformances, availability, prose and scopes on fixture SDKs (en, ja, zh)")
struct CallRuleFixtureTests {
    static let flagged = ["calls.md", "cases.md", "conformances.md", "availability.md", "prose.md", "tables.md", "scopes.md", "names.md",
                          "defaults.md", "inferred.md", "effects.md", "relay.md", "options.md", "records.md", "receivers.md",
                          "history.md", "imports.md", "migration.md", "symbol-page.md", "properties.md", "types.md", "enum-values.md", "namespaces.md", "returns.md", "starting-values.md", "introduced.md", "platforms.md", "wrappers.md", "languages.md", "overrides.md", "companions.md"]
    static let clean = ["calls-good.md", "cases-good.md", "conformances-good.md", "availability-good.md", "prose-good.md",
                        "tables-good.md", "scopes-good.md", "frameworks.md", "names-good.md", "defaults-good.md",
                        "inferred-good.md", "effects-good.md", "relay-good.md", "options-good.md", "records-good.md",
                        "receivers-good.md", "history-good.md", "migration-good.md", "imports-good.md",
                        "changelog-good.md", "symbol-page-good.md", "properties-good.md", "types-good.md", "enum-values-good.md", "namespaces-good.md", "returns-good.md", "starting-values-good.md", "introduced-good.md", "platforms-good.md", "wrappers-good.md", "languages-good.md", "overrides-good.md", "companions-good.md"]
    /// Pages about syntax alone, checked by `SampleSyntaxRuleTests`.
    static let syntax = ["blocks.md"]
    /// Pages checked with a configuration of their own (`configuredSampleNames`).
    static let configured = ["sample-names.md"]

    @Test("Each marked line is flagged by its rule, and no other line is", arguments: flagged)
    func markedLines(_ page: String) throws {
        for locale in CallFixtures.locales {
            let path = "\(locale)/\(page)"
            let expected = try CallFixtures.expected(path)
            #expect(!expected.isEmpty, "\(path) has no markers")
            let found = CallFixtures.placed(try CallFixtures.findings(path))
            #expect(found.subtracting(expected).isEmpty, "\(path): flagged without a marker: \(found.subtracting(expected).sorted())")
            #expect(expected.subtracting(found).isEmpty, "\(path): marked but not flagged: \(expected.subtracting(found).sorted())")
        }
    }

    @Test("Look-alikes in the same shapes are not flagged", arguments: clean)
    func lookAlikes(_ page: String) throws {
        for locale in CallFixtures.locales {
            let path = "\(locale)/\(page)"
            #expect(try CallFixtures.expected(path).isEmpty, "\(path) must have no markers")
            let found = try CallFixtures.findings(path).filter { CallFixtures.isAPIRule($0.id) || $0.id == "docgen.swift.syntax" }
            #expect(found.isEmpty, "\(path): \(found.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" })")
        }
    }

    @Test("An unknown case in prose gets the closest case only when it is near; else the enum's cases are listed (en, ja, zh)")
    func proseCaseHints() throws {
        for locale in CallFixtures.locales {
            let found = try CallFixtures.findings("\(locale)/enum-values.md").filter { $0.id == "docgen.names.unknown" }
            let far = try #require(found.first { $0.message.hasPrefix("'.urgent'") }, "\(locale)")
            #expect(far.message == "'.urgent' is not a case of Priority in courier", "\(locale)")
            #expect(far.fix == nil, "\(locale)")
            #expect(far.notes.map(\.message) == ["courier declares 3 cases: .high, .low, .normal"], "\(locale)")
            let near = try #require(found.first { $0.message.hasPrefix("'.netwrokLost'") }, "\(locale)")
            #expect(near.message == "'.netwrokLost' is not a case of CancelReason in courier; the closest is '.networkLost'", "\(locale)")
            #expect(near.fix?.replacement == ".networkLost", "\(locale)")
        }
    }

    @Test("A count of one is said in the singular, the count of the model in the plural (en, ja, zh)")
    func singularCounts() throws {
        for locale in CallFixtures.locales {
            let messages = try CallFixtures.findings("\(locale)/prose.md").filter { $0.id == "docgen.count.mismatch" }.map(\.message)
            #expect(messages.contains("the text says 1 case of CancelReason, but it has 3 in courier"), "\(locale): \(messages)")
            #expect(messages.contains("the text says 1 optional method of UploaderDelegate, but 3 of its 5 requirements have a default implementation in courier"),
                    "\(locale): \(messages)")
        }
    }

    @Test("A count of a function's parameters may leave out those Swift fills in (#fileID, #line); a wrong one says how many are left (en, ja, zh)")
    func callerLocationParameters() throws {
        for locale in CallFixtures.locales {
            let messages = try CallFixtures.findings("\(locale)/relay.md").filter { $0.id == "docgen.count.mismatch" }.map(\.message)
            #expect(messages.contains("the text says 3 parameters of Client.log, but it has 4 parameters in relay, 2 besides file and line, which Swift fills in"),
                    "\(locale): \(messages)")
        }
    }

    @Test("An enum case's unnamed associated value left out is named by its place and type (en, ja, zh)")
    func missingAssociatedValue() throws {
        for locale in CallFixtures.locales {
            let found = try CallFixtures.findings("\(locale)/cases.md").filter { $0.id == "docgen.swift.missing-argument" }
            let finding = try #require(found.first { $0.message.contains("UploadEvent.finished") }, "\(locale): \(found.map(\.message))")
            #expect(finding.message == "this UploadEvent.finished(_:_:) call does not pass associated value 2 (`Receipt`), which has no default in courier", "\(locale)")
            #expect(finding.fix?.message == "pass associated value 2 (`Receipt`)", "\(locale)")
            #expect(finding.notes.map(\.message) == ["courier declares 'Receipt'"], "\(locale)")
        }
    }

    @Test("A function's table is missing what its smallest overload with the listed rows has (no completion of another); a table of callbacks only is missing callbacks only (en, ja, zh)")
    func tableOverloadsAndCallbacks() throws {
        for locale in CallFixtures.locales {
            let messages = try CallFixtures.findings("\(locale)/tables.md").filter { $0.id == "docgen.table.missing-member" }.map(\.message)
            #expect(messages.contains("the table of Geocoder.place lists 2 of its 3 parameters in atlas; missing: 'language'"), "\(locale): \(messages)")
            #expect(messages.contains("the table of MapView.animate lists 2 of its 3 closure parameters in atlas; missing: 'onCancel'"), "\(locale): \(messages)")
        }
    }

    @Test("A table row written as a path names a field of a member's type, which must have it; an enum's cases are listed (en, ja, zh)")
    func tablePathRows() throws {
        for locale in CallFixtures.locales {
            let found = try CallFixtures.findings("\(locale)/properties.md").filter { $0.id == "docgen.names.unknown" }
            let size = try #require(found.first { $0.message.hasPrefix("'size'") }, "\(locale)")
            #expect(size.message == "'size' is not a member of UploadFile, the type of 'storedFile', in courier", "\(locale)")
            let code = try #require(found.first { $0.message.hasPrefix("'code'") }, "\(locale)")
            #expect(code.message == "'code' is not a member of Receipt.Status, the type of 'status', in courier", "\(locale)")
            #expect(code.notes.map(\.message) == ["courier declares Receipt.Status as an enum: .deduplicated, .quarantined, .stored"], "\(locale)")
        }
    }

    @Test("Every page of the site is one of the flagged or the clean ones, in every locale")
    func everyPageCovered() throws {
        for locale in CallFixtures.locales {
            #expect(Set(try CallFixtures.pages(locale)) == Set(Self.flagged + Self.clean + Self.syntax + Self.configured), "\(locale)")
        }
    }

    @Test("docgen check reads what every page's samples add to types before it checks a page: a later page may use it, a misspelling of it is still unknown (en, ja, zh)")
    func membersOtherPagesAdd() throws {
        let report = try SiteCheck(root: CallFixtures.root, cacheDirectory: TestModels.cache).run()
        for locale in CallFixtures.locales {
            let uses = report.diagnostics.filter { $0.file == "content/\(locale)/options-good.md" && CallFixtures.isAPIRule($0.id) }
            #expect(uses.isEmpty, "\(locale): \(uses.map(\.message))")
            let misspelt = report.diagnostics.filter { $0.file == "content/\(locale)/options.md" && $0.message.contains("'stauts'") }
            #expect(misspelt.map(\.id) == [Rule.swiftUnknownMember.id], "\(locale)")
        }
    }

    @Test("Every API finding names the model it was judged by")
    func findingsNameTheirModel() throws {
        let models = try CallFixtures.models().models.map(\.name)
        for locale in CallFixtures.locales {
            for page in Self.flagged {
                // A block of another language is judged by no model.
                for finding in try CallFixtures.findings("\(locale)/\(page)") where CallFixtures.isAPIRule(finding.id) && finding.rule != .swiftWrongLanguage {
                    #expect(models.contains { finding.message.hasPrefix("\($0) ") || finding.message.contains(" \($0)") || finding.message.contains("'\($0)'") },
                            "\(locale)/\(page): \(finding.message)")
                }
            }
        }
    }

    @Test("Names docgen.yaml declares for samples (sampleNames) are read as values of their types where a page does not declare them (en, ja, zh)")
    func configuredSampleNames() throws {
        let config = try SiteConfig.parse(try YAMLReader.read("sampleNames:\n  queue: Uploader\n  worker: Receipt\n"))
        #expect(config.sampleNames == ["queue": "Uploader", "worker": "Receipt"])
        for locale in CallFixtures.locales {
            let path = "\(locale)/sample-names.md"
            let expected = try CallFixtures.expected(path)
            let found = CallFixtures.placed(try CallFixtures.findings(path, sampleNames: config.sampleNames))
            #expect(found == expected, "\(path): \(found.sorted()) is not \(expected.sorted())")
            // Without the config nothing says what `queue` is.
            #expect(CallFixtures.placed(try CallFixtures.findings(path)).isEmpty, "\(path)")
        }
        for bad in ["sampleNames: [app]\n", "sampleNames:\n  my app: Application\n", "sampleNames:\n  app: [Application]\n"] {
            #expect(throws: DiagnosticsError.self, "\(bad)") { try SiteConfig.parse(try YAMLReader.read(bad)) }
        }
    }

    @Test("A component docgen.yaml names {model: NAME} is judged by that model, and a dropped one not at all (en, ja, zh)")
    func configuredComponents() throws {
        let config = try SiteConfig.parse(try YAMLReader.read("components:\n  Maps: {model: atlas}\n  Hidden: drop\n"))
        #expect(config.components == ["Maps": .model("atlas"), "Hidden": .drop])
        for locale in CallFixtures.locales {
            let path = "\(locale)/components.mdx"
            let expected = try CallFixtures.expected(path)
            let found = CallFixtures.placed(try CallFixtures.findings(path, components: config.components))
            #expect(found == expected, "\(path): \(found.sorted()) is not \(expected.sorted())")
            // Without the config the maps code is courier's, where MapView is nothing to check,
            // and the hidden block is flagged.
            let unconfigured = CallFixtures.placed(try CallFixtures.findings(path))
            #expect(unconfigured == ["20 docgen.swift.unknown-member", "26 docgen.swift.unknown-member"], "\(path): \(unconfigured.sorted())")
        }
    }

    @Test("A tab labelled with a platform is judged by the site's model for it; other labels keep the page's (en, ja, zh)")
    func platformTabs() throws {
        for locale in CallFixtures.locales {
            let path = "\(locale)/tabs.mdx"
            let expected = try CallFixtures.expected(path)
            #expect(expected.count == 2, "\(path)")
            let found = CallFixtures.placed(try CallFixtures.findings(path))
            #expect(found == expected, "\(path): \(found.sorted()) is not \(expected.sorted())")
            #expect(try CallFixtures.findings(path).filter { CallFixtures.isAPIRule($0.id) }.allSatisfy { $0.message.contains("courier-mac") })
            let good = "\(locale)/tabs-good.mdx"
            #expect(try CallFixtures.expected(good).isEmpty)
            let clean = try CallFixtures.findings(good).filter { CallFixtures.isAPIRule($0.id) }
            #expect(clean.isEmpty, "\(good): \(clean.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" })")
        }
    }

    @Test("A tab labelled with another SDK's platform (Android) is not read by the Swift model; the same table in the iOS tab is (en, ja, zh)")
    func otherPlatformTabs() throws {
        for locale in CallFixtures.locales {
            let path = "\(locale)/tabs-platforms.mdx"
            let expected = try CallFixtures.expected(path)
            #expect(expected.count == 3, "\(path)")
            let found = CallFixtures.placed(try CallFixtures.findings(path).filter { CallFixtures.isAPIRule($0.id) })
            #expect(found == expected, "\(path): \(found.sorted()) is not \(expected.sorted())")
        }
    }

    @Test("A closure parameter that leaves out @MainActor is another type (an error), one that adds @Sendable a warning; leaving out @Sendable alone is fine (en, ja, zh)")
    func isolationOnly() throws {
        for locale in CallFixtures.locales {
            let findings = try CallFixtures.findings("\(locale)/conformances.md").filter { $0.id == "docgen.swift.signature-mismatch" }
            let later = try #require(findings.first { $0.location?.line == 41 }, "\(locale)")
            #expect(later.severity == .error)
            let adds = try #require(try CallFixtures.findings("\(locale)/receivers.md").first { $0.message.contains("adds @Sendable") }, "\(locale)")
            #expect(adds.severity == .warning)
            let wrong = try #require(findings.first { $0.message.contains("(Bool) -> Void") }, "\(locale)")
            #expect(wrong.severity == .error)
        }
    }

    @Test("Scoped parts are judged by their model: a section, a block, an admonition, and an unknown model falls back to the page's")
    func scopes() throws {
        let findings = try CallFixtures.findings("en/scopes.md")
        func model(_ line: Int) -> String? {
            findings.first { $0.location?.line == line && CallFixtures.isAPIRule($0.id) }
                .flatMap { finding in ["courier", "atlas", "kettle"].first { finding.message.contains(" in \($0)") } }
        }
        #expect(model(13) == "courier")  // the page's model
        #expect(model(19) == "atlas")  // the section after the marker
        #expect(model(23) == "atlas")  // a block in that section
        #expect(model(32) == "atlas")  // a table in its subsection
        #expect(model(39) == "courier")  // a heading of the same level ends the section
        #expect(model(45) == "kettle")  // the admonition's {model=kettle}
        #expect(model(52) == "courier")  // sdk9 is no model: the page's is used
    }

    @Test("A block labelled swift that is XML, JSON, a shell command or Objective-C is one finding naming it; Swift with a syntax error stays a syntax error (en, ja, zh)")
    func otherLanguages() throws {
        for locale in CallFixtures.locales {
            let found = try CallFixtures.findings("\(locale)/languages.md")
            let named = found.filter { $0.rule == .swiftWrongLanguage }
            #expect(named.map(\.message) == ["property list (XML)", "JSON", "shell command", "Objective-C"].map {
                "this block is labelled swift but is \($0 == "JSON" || $0 == "Objective-C" ? $0 : "a " + $0), which the Swift parser cannot read"
            }, "\(locale)")
            #expect(named.map { $0.fix?.message } == ["label it ```xml", "label it ```json", "label it ```sh", "label it ```objc"], "\(locale)")
            // None of the Swift parser's errors at the lines of those blocks.
            let syntax = found.filter { $0.rule == .swiftSyntax }.compactMap(\.location?.line)
            #expect(syntax == [47], "\(locale): \(syntax)")
        }
    }
}
