@testable import DocgenCheck
@testable import DocgenSupport
import Foundation
import Testing

/// A translation whose Required column the model agrees with, where the English table is the
/// one that is wrong (`Fixtures/sites/parity-model`, en, ja and zh).
@Suite("Table parity defers to the model when the English table is the wrong one (en, ja, zh)")
struct ParityModelAgreementTests {
    static let root: URL = Bundle.module.url(forResource: "Fixtures/sites/parity-model", withExtension: nil)!

    @Test("The English error stays; the translations' parity finding is a note without a fix, and a wrong translation is still an error")
    func parityDefersToTheModel() throws {
        let report = try SiteCheck(root: Self.root, cacheDirectory: TestModels.cache).run()
        func findings(_ file: String, line: Int) -> [Diagnostic] {
            report.diagnostics.filter { $0.file == file && $0.location?.line == line }
        }
        // Line 10: `uploader(_:didStart:)`, which has a default implementation.
        #expect(findings("content/en/delegate.md", line: 10).map(\.id) == ["docgen.table.required-mismatch"])
        for locale in ["ja", "zh"] {
            let agreed = findings("content/\(locale)/delegate.md", line: 10)
            #expect(agreed.count == 1, "\(locale): \(agreed.map(\.message))")
            #expect(agreed.first?.id == "docgen.parity.table" && agreed.first?.severity == .note && agreed.first?.fix == nil,
                    "\(locale): \(agreed.map { "\($0.severity) \($0.message)" })")
            #expect(agreed.first?.message.contains("the model agrees with this table") == true)
            // Line 13: the translation itself is wrong; both findings stay errors, the fix included.
            let wrong = findings("content/\(locale)/delegate.md", line: 13)
            #expect(Set(wrong.map(\.id)) == ["docgen.table.required-mismatch", "docgen.parity.table"], "\(locale)")
            #expect(wrong.allSatisfy { $0.severity == .error && $0.fix != nil }, "\(locale)")
        }
    }
}
