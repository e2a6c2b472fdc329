import DocgenTestSupport
import Foundation
import Testing

/// A copy of a fixture site of this target (`Fixtures/sites/<name>`), or an empty folder.
typealias TemporarySite = ScratchFolder

extension ScratchFolder {
    convenience init(fixture: String) throws {
        try self.init(copying: try #require(Bundle.module.url(forResource: "Fixtures/sites/\(fixture)", withExtension: nil)))
    }
}
