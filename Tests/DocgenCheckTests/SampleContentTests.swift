@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The real guides: every ```swift block of `content/{en,ja,zh}/*.md` must pass against the
/// model its page names (`model: sdk4`), or against both models when it names none.
@Suite("Swift samples of the real guides")
struct SampleContentTests {
    /// One fenced ```swift block, found by scanning lines the way CommonMark reads fences.
    struct Block {
        var file: String
        var firstLine: Int
        var indent: Int
        var code: String
        /// The fence says `partial`: part of a type, shown on purpose.
        var isPartial = false
    }

    static let locales = ["en", "ja", "zh"]

    @Test("Every Swift block in content/ passes its page's model")
    func realGuidesPass() throws {
        let models = try SampleModels.all()
        let content = TestModels.repository.appendingPathComponent("content")
        var checked = 0
        var findings: [Diagnostic] = []
        for locale in Self.locales {
            let folder = content.appendingPathComponent(locale)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let file = "content/\(locale)/\(name)"
                let pageModel = Self.frontMatterModel(text).flatMap { wanted in models.first { $0.name == wanted } }
                if let wanted = Self.frontMatterModel(text) { #expect(pageModel != nil, "\(file) names an unknown model \(wanted)") }
                let checker = SwiftSampleChecker(models: models, pageModel: pageModel)
                for block in Self.swiftBlocks(text, file: file) {
                    findings += checker.check(code: block.code, firstLine: block.firstLine, columnOffset: block.indent, file: block.file,
                                              options: .init(isPartial: block.isPartial))
                    checked += 1
                }
            }
        }
        #expect(checked >= 50, "expected the guides' Swift blocks, found \(checked)")
        #expect(findings.isEmpty, "\(findings.map { "\($0.file ?? ""):\($0.location?.description ?? "") \($0.id) \($0.message)" }.joined(separator: "\n"))")
    }

    @Test("The real samples, broken the way SDK changes break them, are caught at their .md place")
    func brokenRealSamples() throws {
        let models = try SampleModels.all()
        let content = TestModels.repository.appendingPathComponent("content")
        for locale in Self.locales {
            let file = "content/\(locale)/flow-events.md"
            let text = try String(contentsOf: content.appendingPathComponent("\(locale)/flow-events.md"), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let checker = SwiftSampleChecker(models: models, pageModel: models.first { $0.name == "sdk4" })
            let blocks = Self.swiftBlocks(text, file: file)

            // The SwiftUI sample with `didFinishPurchase:` misspelt: one finding, at the label (the
            // required parameter it was meant for is not reported missing too).
            let swiftUI = try #require(blocks.first { $0.code.contains(".flow(") })
            let finishLine = try #require(lines.firstIndex { $0.contains("didFinishPurchase:") && $0.contains("in") }) + 1
            let finishColumn = lines[finishLine - 1].prefix { $0 == " " }.count + 1  // the label starts the line
            let renamed = checker.check(code: swiftUI.code.replacingOccurrences(of: "didFinishPurchase:", with: "didFinishPurchases:"),
                                        firstLine: swiftUI.firstLine, columnOffset: swiftUI.indent, file: file)
            #expect(renamed.map(\.id) == ["docgen.swift.unknown-argument"], "\(file)")
            #expect(renamed.first { $0.id == "docgen.swift.unknown-argument" }?.location == .init(line: finishLine, column: finishColumn), "\(file)")

            // A delegate method with SDK 3's product type.
            let selection = try #require(blocks.first { $0.code.contains("didSelectProduct product: AdaptyPaywallProduct)") })
            let selectLine = try #require(lines.firstIndex { $0.contains("didSelectProduct product: AdaptyPaywallProduct)") }) + 1
            let old = checker.check(code: selection.code.replacingOccurrences(of: "didSelectProduct product: AdaptyPaywallProduct)",
                                                                             with: "didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer)"),
                                    firstLine: selection.firstLine, columnOffset: selection.indent, file: file)
            #expect(old.map(\.id) == ["docgen.swift.signature-mismatch"], "\(file)")
            #expect(old.first?.location?.line == selectLine, "\(file)")
        }
    }

    /// `model:` from the front matter, nil when the page names none.
    static func frontMatterModel(_ text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "---" else { return nil }
        for line in lines.dropFirst() {
            if line == "---" { break }
            if line.hasPrefix("model:") {
                return line.dropFirst("model:".count).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
        }
        return nil
    }

    /// The ```swift blocks of a page: the code between the fences, with the fence's
    /// indentation removed from each line (as CommonMark does), and the .md line of its first line.
    static func swiftBlocks(_ text: String, file: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard indent < 4, let fence = ["```", "~~~"].first(where: { rest.hasPrefix($0) }) else { index += 1; continue }
            let marker = String(rest.prefix { $0 == fence.first })
            let info = rest.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            var end = index + 1
            while end < lines.count {
                let candidate = lines[end].drop { $0 == " " }
                if candidate.hasPrefix(marker), candidate.allSatisfy({ $0 == marker.first || $0 == " " }) { break }
                var codeLine = Substring(lines[end])
                var removed = 0
                while removed < indent, codeLine.first == " " { codeLine.removeFirst(); removed += 1 }
                body.append(String(codeLine))
                end += 1
            }
            let words = info.split(separator: " ")
            if words.first == "swift", !words.contains("nocheck") {
                blocks.append(Block(file: file, firstLine: index + 2, indent: indent, code: body.map { $0 + "\n" }.joined(),
                                    isPartial: words.contains("partial")))
            }
            index = end + 1
        }
        return blocks
    }
}
