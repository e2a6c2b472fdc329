@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The sample site's SDK models (the repository's `models/sdk4` and `models/sdk3`, symbol
/// graphs extracted from the real SDK), SDK 4 first.
enum SampleModels {
    static func all() throws -> [APIModel] {
        try TestModels.get().models
    }

    static func named(_ name: String) throws -> APIModel {
        try #require(try all().first { $0.name == name })
    }
}

/// What `SwiftSampleChecker` finds in `code`, a block whose first code line is .md line
/// `firstLine` and whose fence is indented by `indent`, on a page naming `page` (nil: a page
/// naming no model, checked against both). `partial`: the fence says `partial` (the block
/// shows part of a type, so conformances are not checked for completeness).
func sampleFindings(_ code: String, page: String?, firstLine: Int = 10, indent: Int = 0, partial: Bool = false) throws -> [Diagnostic] {
    let models = try SampleModels.all()
    let pageModel = try page.map { try SampleModels.named($0) }
    return SwiftSampleChecker(models: models, pageModel: pageModel)
        .check(code: code, firstLine: firstLine, columnOffset: indent, file: "content/en/guide.md", options: .init(isPartial: partial))
}

/// The findings as `id@line:column`, for compact expectations.
func samplePlaces(_ findings: [Diagnostic]) -> [String] {
    findings.map { "\($0.id)@\($0.location?.description ?? "-")" }
}
