@testable import DocgenBuild
@testable import DocgenSite
import DocgenTestSupport
import Foundation
import Testing

/// A folder without an index page or category file is titled by its name: written as its
/// pages' titles write it when they agree (`ios/` is "iOS"), else with a capital first letter.
@Suite("Folder titles")
struct CategoryTitleTests {
    @Test("The name as the titles write it, in en, ja and zh titles", arguments: [
        ("ios/", ["Get flows - iOS", "Handle errors - iOS", "Paywalls in iOS SDK"], "iOS"),
        ("ios/", ["iOS でフローを表示する", "iOS のエラー"], "iOS"),
        ("ios/", ["在 iOS 中显示流程"], "iOS"),
        ("react-native/", ["React Native setup", "Paywalls in React Native"], "React Native"),
    ])
    func written(_ folder: String, _ titles: [String], _ expected: String) {
        #expect(SiteCategory.title(ofFolder: folder, asWrittenIn: titles) == expected)
    }

    @Test("Look-alikes: inside another word, titles that disagree, the name's own casing, no title with it", arguments: [
        ("ios/", ["Biosphere", "Studios"]),
        ("api/", ["API reference", "api keys"]),
        ("guides/", ["All guides", "More guides"]),
        ("ios/", ["Get started"]),
    ])
    func notWritten(_ folder: String, _ titles: [String]) {
        #expect(SiteCategory.title(ofFolder: folder, asWrittenIn: titles) == nil)
        #expect(SiteCategory.title(ofFolder: folder).first?.isUppercase == true)
    }

    @Test("The sidebar and breadcrumbs of a built site title ios/ as its pages do, in every locale")
    func builtSite() throws {
        let site = try TemporarySite(fixture: "basic")
        let titles = ["en": ("Get flows - iOS", "Handle errors - iOS"), "ja": ("iOS でフローを取得", "iOS のエラー処理"), "zh": ("在 iOS 中获取流程", "iOS 错误处理")]
        for (locale, (first, second)) in titles {
            try site.write("content/\(locale)/ios/get-flows.md", "---\ntitle: \(first)\n---\n\nText.\n")
            try site.write("content/\(locale)/ios/errors.md", "---\ntitle: \(second)\n---\n\nText.\n")
        }
        _ = try SiteBuild(root: site.root).run()
        for locale in titles.keys {
            let page = try site.read("\(locale)/ios/get-flows/index.html")
            #expect(page.contains("<summary>iOS</summary>"), "\(locale)")
            #expect(!page.contains(">Ios<"), "\(locale)")
        }
    }
}
