@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("The model's index of member names")
struct MemberIndexTests {
    @Test("It names the symbols a direct search of every symbol finds, for real and near-miss names")
    func agreesWithSearch() throws {
        let catalog = try TestModels.get()
        for model in catalog.models {
            var written: Set<String> = ["", "flow", "paywall", "`didAppear`", "didAppear()", ".didAppear", "**didFinishPurchase**"]
            for symbol in model.symbols {
                for member in symbol.members {
                    written.formUnion([member.name, member.shortName, member.baseName, "`\(member.name)`", ".\(member.shortName)",
                                       member.shortName + "()", member.name.uppercased(), String(member.name.dropLast())])
                }
            }
            for name in written {
                let searched = model.symbols.indices.filter { MemberNames.memberIndex(name, in: model.symbols[$0]) != nil }
                #expect(MemberNames.symbols(naming: name, in: model) == searched, "\(model.name): \(name)")
            }
        }
    }
}
