import Testing
@testable import DocgenRender

@Suite("OpenGraph locales")
struct OpenGraphLocaleTests {
    @Test("A language tag becomes language_TERRITORY, the only form social sites read", arguments: [
        ("en", "en_US"), ("ja", "ja_JP"), ("zh", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW"),
        ("zh-Hant-HK", "zh_HK"), ("pt-BR", "pt_BR"), ("en-GB", "en_GB"), ("es-419", "es_419"), ("ko", "ko_KR"),
    ])
    func known(tag: String, expected: String) {
        #expect(PageContext.ogLocale(tag) == expected)
    }

    @Test("A language without one clear territory stays bare rather than get a wrong one")
    func bare() {
        #expect(PageContext.ogLocale("ar") == "ar")
        #expect(PageContext.ogLocale("sr-Latn") == "sr")
    }
}
