import DocgenMarkdown

/// Code of another platform's SDK: what tells a page of a multi-platform site (Adapty's,
/// RevenueCat's, Firebase's) that documents the Android, Flutter or web SDK, whose classes and
/// methods often have the Swift SDK's names, from a page of the Swift SDK.
enum OtherPlatformCode {
    /// Languages of other platforms' SDKs, by the first word of a fence's info string. Not
    /// Ruby: an iOS guide's Podfile and Fastfile are Ruby.
    static let languages: Set<String> = [
        "kotlin", "kt", "kts", "java", "dart", "flutter", "javascript", "js", "jsx", "typescript", "ts", "tsx",
        "csharp", "cs", "c#", "unity", "python", "py", "go", "golang", "rust", "rs", "php", "scala", "groovy",
    ]
    /// Tab labels, lowercased and whole, that name another SDK's platform or language
    /// (`ModelScope`). Not `web`: an iOS SDK's own tabs say it (`value="web"` for a web paywall).
    static let tabLabels: Set<String> = [
        "android", "kotlin", "java", "flutter", "dart", "react native", "react-native", "reactnative", "unity", "c#",
        "javascript", "js", "typescript", "ts", "kmp", "kotlin multiplatform", "capacitor", "cordova", "ionic",
    ]

    /// Languages of the Swift SDK's own code.
    static let swiftLanguages: Set<String> = ["swift", "objc", "objective-c", "objectivec", "obj-c", "objective_c"]

    /// True when `blocks` hold code of another platform and none in Swift or Objective-C. A
    /// JavaScript block that is only a JSON value (an event's payload, `{ "product": … }`) is
    /// data, and tells nothing.
    static func isAll(_ blocks: [CodeBlock]) -> Bool {
        var other = false
        for block in blocks where block.isFenced {
            let language = block.language.lowercased()
            if swiftLanguages.contains(language) { return false }
            if !other, languages.contains(language), !isJSONValue(block.code) { other = true }
        }
        return other
    }

    /// The code, without whole-line `//` comments, starts with `{` or `[`.
    private static func isJSONValue(_ code: String) -> Bool {
        for line in code.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            return trimmed.first == "{" || trimmed.first == "["
        }
        return true
    }
}
