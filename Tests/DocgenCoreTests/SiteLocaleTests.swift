import DocgenSite
import DocgenSupport
import Foundation
import Testing

@Suite("Locale codes")
struct SiteLocaleTests {
    @Test("A code written as a tag is (zh-Hant, pt-BR) gets the known name and tag, as the lower-case one does",
          arguments: [("zh-Hant", "繁體中文", "zh-Hant"), ("zh-hant", "繁體中文", "zh-Hant"), ("pt-BR", "Português (Brasil)", "pt-BR"),
                      ("zh", "简体中文", "zh-Hans"), ("nl", "Nederlands", "nl"), ("xx", "xx", "xx")])
    func names(code: String, name: String, tag: String) {
        let locale = SiteLocale(code: code)
        #expect(locale.name == name)
        #expect(locale.languageTag == tag)
    }

    @Test("Without locales in the config, content/zh-Hant and content/pt-BR are locale folders; content/jp is not")
    func folders() throws {
        let locales = try SiteLocale.resolve(config: SiteConfig(), folders: ["en", "zh-Hant", "pt-BR"])
        #expect(locales.map(\.code) == ["en", "zh-Hant", "pt-BR"])
        #expect(locales.map(\.name) == ["English", "繁體中文", "Português (Brasil)"])
        #expect(throws: DiagnosticsError.self) { try SiteLocale.resolve(config: SiteConfig(), folders: ["en", "jp"]) }
    }
}
