import DocgenSupport
/// A language the site is published in.
public struct SiteLocale: Sendable, Equatable {
    /// The content folder name and URL segment (`en`, `ja`, `zh`).
    public var code: String
    /// The name in its own language, for the language switcher.
    public var name: String
    /// The BCP 47 tag for `lang` and `hreflang` (`zh-Hans` for `zh`).
    public var languageTag: String

    public init(code: String, name: String? = nil, languageTag: String? = nil) {
        self.code = code
        // The tables' keys are lower case; a code is written as a tag is (`zh-Hant`, `pt-BR`).
        self.name = name ?? Self.knownNames[code] ?? Self.knownNames[code.lowercased()] ?? code
        self.languageTag = languageTag ?? Self.knownTags[code] ?? Self.knownTags[code.lowercased()] ?? code
    }

    /// Locale folders docgen recognises without a config (a typo such as `jp` is an error).
    public static let knownNames: [String: String] = [
        "en": "English", "ja": "日本語", "zh": "简体中文", "zh-hant": "繁體中文", "ko": "한국어", "de": "Deutsch",
        "fr": "Français", "es": "Español", "it": "Italiano", "pt": "Português", "pt-br": "Português (Brasil)",
        "ru": "Русский", "uk": "Українська", "pl": "Polski", "nl": "Nederlands", "sv": "Svenska", "tr": "Türkçe",
        "ar": "العربية", "he": "עברית", "hi": "हिन्दी", "id": "Bahasa Indonesia", "th": "ไทย", "vi": "Tiếng Việt",
    ]

    /// Why `code` cannot be a locale code, or nil: a code is a language tag (`en`, `zh-Hans`,
    /// `pt-BR`): 2 or 3 letters, then parts of letters and digits after `-` or `_`. It becomes a
    /// folder of the output, so nothing else (a `/`, `..`, a space) is accepted.
    public static func codeProblem(_ code: String) -> String? {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let isLetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
        let isAlphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(isLetter),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }) else {
            return "'\(code)' is not a language tag such as 'en', 'zh-Hans' or 'pt-BR' (letters, digits and '-')"
        }
        return nil
    }

    static let knownTags: [String: String] = ["zh": "zh-Hans", "zh-hant": "zh-Hant", "pt-br": "pt-BR"]
}
