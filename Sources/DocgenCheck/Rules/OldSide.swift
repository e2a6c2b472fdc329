import DocgenMarkdown
import DocgenSupport

/// The old side of a migration shown in Swift: code written for the SDK as it was, which the
/// check reads for its syntax only. Either a whole block introduced by a short paragraph that
/// says so ("**Before:**", "Prior to 4.0:", "变更前："), or the lines of a block from a comment
/// that says so (`// Before:`, `// BEFORE: GRDB 4`, `// 旧:`) to one that starts the new side
/// (`// After:`, `// NEW: GRDB 5`) or the end of the block.
enum OldSide {
    /// Words that open the old side, as the first words of a comment or a short paragraph.
    private static let before = ["before", "old", "previously", "formerly", "deprecated", "legacy", "prior to",
                                 "以前", "変更前", "旧", "これまで", "之前", "修改前", "旧版", "此前"]
    private static let after = ["after", "new", "now", "current", "instead", "変更後", "新", "これから", "现在", "之后", "修改后", "新版"]

    /// The lines of `code` (1-based, as `CodeBlock` places them) on the old side.
    ///
    /// Comments that name versions (`// v2`, `// v3 - errors are thrown`, `// Version 3.x:`)
    /// mark sides too, when the block names two or more: the lines under an older version
    /// than the newest the block names are the old side.
    static func lines(of code: String) -> Set<Int> {
        guard code.containsBytes("//") else { return [] }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let comments = lines.map { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") else { return nil }
            return trimmed.dropFirst(2).drop { $0 == " " || $0 == "/" }.lowercased()
        }
        let versions = Set(comments.compactMap { $0.flatMap(labelledVersion) })
        let newest = versions.count >= 2 ? versions.max { $0.lexicographicallyPrecedes($1) } : nil
        var old = Set<Int>()
        var isOld = false
        for (index, comment) in comments.enumerated() {
            if let comment {
                if isMarker(comment, after) {
                    isOld = false
                } else if isMarker(comment, before) {
                    isOld = true
                } else if let newest, let version = labelledVersion(comment) {
                    isOld = version.lexicographicallyPrecedes(newest)
                }
            }
            if isOld { old.insert(index + 1) }
        }
        return old
    }

    /// True when the block's fence title starts with a version older than another block's
    /// title on the page: `title="v1.0 SchemaConfiguration.swift"` beside `title="v1.2
    /// SchemaConfiguration.swift"` is the code as it was.
    static func isTitledOlder(_ block: CodeBlock, among blocks: [CodeBlock]) -> Bool {
        guard let version = titleVersion(block) else { return false }
        return blocks.contains { other in titleVersion(other).map { version.lexicographicallyPrecedes($0) } ?? false }
    }

    /// The version the first word of a block's fence title names (`v1.0 Schema.swift`).
    private static func titleVersion(_ block: CodeBlock) -> [Int]? {
        guard block.info.contains("title"), let title = block.title,
              let first = title.lowercased().split(separator: " ").first else { return nil }
        return labelledVersion(String(first))
    }

    /// The version a label names, as comparable numbers: `v2`, `V3.1`, `version 3.x`,
    /// `SDK 4`, `3.x`, `バージョン3`, `版本 3`, alone or before a colon, a dash or a
    /// parenthesis (`v2 - had to check the Bool`); nil for other text (`2 items`, `v2ray`).
    static func labelledVersion(_ lowered: String) -> [Int]? {
        var rest = Substring(lowered.filter { $0 != "*" && $0 != "`" && $0 != "_" }).drop { $0 == " " }
        var hasPrefix = false
        for prefix in ["version ", "version", "ver. ", "ver ", "sdk ", "sdk", "バージョン", "版本", "v"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count).drop { $0 == " " }
            hasPrefix = true
            break
        }
        var numbers: [Int] = []
        var hasX = false
        while true {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if digits.isEmpty {
                if !numbers.isEmpty, rest.first == "x" { hasX = true; rest = rest.dropFirst() }
                break
            }
            numbers.append(Int(digits) ?? 0)
            rest = rest.dropFirst(digits.count)
            guard rest.first == ".", rest.dropFirst().first.map({ ($0.isASCII && $0.isNumber) || $0 == "x" }) == true else { break }
            rest = rest.dropFirst()
        }
        // A bare number is a count or a step (`// 2 items`, `// 3.`): a version needs its
        // prefix, a minor part or an `x`.
        guard !numbers.isEmpty, hasPrefix || numbers.count > 1 || hasX else { return nil }
        let tail = rest.drop { $0 == " " }
        guard tail.isEmpty || ":：(（-—–,，".contains(tail.first!) else { return nil }
        return numbers
    }

    /// True when the paragraph right before `block` (after the block before it) is a short
    /// one that says the code below is the old one: "Before:", "**Previously**:", "以前：".
    /// In a migration guide, "you would …" tells the old way too ("And then in the view you
    /// would use `WithViewStore`…:"); elsewhere it is a tutorial's "you would set up the SDK as
    /// follows:".
    static func introduces(_ content: PageContent, block: CodeBlock, previous: CodeBlock?, inMigrationGuide: Bool = false) -> Bool {
        guard let text = content.introduction(to: block, after: previous) else { return false }
        let prose = text.prose.trimmingSpaces()
        // "v3:" over one block and "v4:" over another: the older version's is the old side.
        // At most 24 Characters, counted no further than that: a paragraph can be long.
        if prose.dropFirst(24).isEmpty, let version = labelledVersion(prose.lowercased()) {
            let labels = content.texts.filter { $0.kind == .paragraph && $0.prose.dropFirst(24).isEmpty }
                .compactMap { labelledVersion($0.prose.trimmingSpaces().lowercased()) }
            return labels.contains { version.lexicographicallyPrecedes($0) }
        }
        guard prose.hasSuffix(":") || prose.hasSuffix("：") else { return false }
        let lowered = prose.lowercased().filter { $0 != "*" && $0 != "_" }
        if prose.dropFirst(40).isEmpty, isMarker(lowered, before) { return true }
        // A sentence in the past that says nothing of now: "Previously in Alamofire 1.x, each
        // serializer used the same signature:", "Then previously you would drive a sheet like
        // so:", "Prior to version 1.5 you would write:", 「以前は…：」, 「之前…：」.
        let padded = " " + lowered.map { $0.isLetter || $0.isNumber ? $0 : " " } + " "
        guard pastOpenings.contains(where: { lowered.hasPrefix($0) }) || pastPhrases.contains(where: { padded.contains(" \($0) ") })
                || (inMigrationGuide && padded.contains(" you would "))
                || ["以前は", "これまでは", "かつては"].contains(where: lowered.contains)
        else { return false }
        let words = Set(lowered.split { !$0.isLetter }.map(String.init))
        return !["now", "instead", "today", "currently"].contains(where: words.contains)
            && !["現在", "今は", "今後", "现在", "如今", "目前", "改为"].contains(where: lowered.contains)
    }

    /// True when, in a migration guide, the paragraph right after `block` introduces the next
    /// block as what the code becomes: "would need to update to something similar to:", "should
    /// now be:", "change it to:", 「次のように変更します：」, "改为：". `block` is then the old side.
    static func isFollowedByNewSide(_ content: PageContent, block: CodeBlock, next: CodeBlock?, inMigrationGuide: Bool) -> Bool {
        guard inMigrationGuide, let next, next.language.lowercased() == "swift",
              let text = content.introduction(to: next, after: block), text.location.line > block.location.line else { return false }
        let prose = text.prose.trimmingSpaces()
        guard prose.hasSuffix(":") || prose.hasSuffix("："), prose.dropFirst(160).isEmpty else { return false }
        let lowered = prose.lowercased()
        return becomes.contains { lowered.contains($0) }
    }

    /// How a paragraph between two blocks says the second replaces the first.
    private static let becomes = ["update to", "updated to", "change to", "changed to", "change it to", "changes to", "becomes",
                                  "should now be", "would now be", "now looks like", "now look like", "replace it with", "replaced with",
                                  "rewrite it as", "migrate to", "に変更", "に更新", "に書き換え", "のようになります", "改为", "改成", "更新为",
                                  "修改为", "替换为", "变为", "变成"]

    /// How a sentence about the old side of a migration opens.
    private static let pastOpenings = ["previously", "formerly", "in the past", "以前は", "以前、", "これまでは", "かつては",
                                       "之前", "此前", "以前，", "以前", "过去"]
    /// Words of the past anywhere in such a sentence.
    /// ("you would" alone is a tutorial's hypothetical, "you would set up the SDK as follows:".)
    private static let pastPhrases = ["previously", "formerly", "prior to", "used to", "would have", "might have",
                                      "in the past", "in older versions", "in earlier versions"]

    /// A marker word, then the end, a colon, a parenthesis, a dash or a version
    /// (`before: grdb 4`, `old (3.x)`, `旧：`), not a sentence that starts with it
    /// (`after insertion, the player has timestamps`).
    private static func isMarker(_ text: String, _ words: [String]) -> Bool {
        guard let word = words.first(where: { word in
            guard text.hasPrefix(word) else { return false }
            // `old` is not the start of `older`; a CJK word needs no space after it.
            guard let next = text.dropFirst(word.count).first, word.first?.isASCII == true else { return true }
            return !next.isLetter
        }) else { return false }
        let rest = text.dropFirst(word.count).drop { $0 == " " }
        guard let next = rest.first else { return true }
        if ":：(（-—–".contains(next) { return true }
        // `// BEFORE GRDB 4`, `// Nuke 3`, "Prior to 4.0": a name and a version.
        return rest.split(separator: " ").count <= 3 && rest.contains { $0.isNumber }
    }
}
