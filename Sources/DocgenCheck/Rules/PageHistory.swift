import DocgenSupport

/// Which parts of a page tell the API's history, where naming old API is right: the whole page
/// when its title is a changelog's (or, for the rules that judge availability, a migration
/// guide's), a section whose heading says so (`### Deprecated`, `## 非推奨の API`, "Breaking
/// changes"), a list a history sentence introduces ("The following methods were removed:").
///
/// Asked lazily, and only when a rule would report a name: building every paragraph's text to
/// find the lists it introduces costs more than the rest of a rule on a site of thousands.
struct PageHistory {
    /// Which page titles make every part of the page history.
    enum TitleScope {
        /// A migration guide's or a changelog's: the availability rules (a migration guide
        /// names old API in every section).
        case migrationOrChangelog
        /// A changelog's only: the names rule (a migration guide names new API too, whose
        /// misspellings count).
        case changelogOnly
    }

    private let content: PageContent
    private let title: String
    private let titleScope: TitleScope
    private var titleIsHistory: Bool?
    private var introduced: Set<Int>?
    private var sections: [Int: Bool] = [:]

    init(_ content: PageContent, title: String, titleScope: TitleScope) {
        self.content = content
        self.title = title
        self.titleScope = titleScope
    }

    /// True when the page's text `index` (into `content.texts`) is in a part that tells
    /// history: the page, its section, or a list a history sentence introduces.
    mutating func textIsHistory(_ index: Int) -> Bool {
        if pageIsHistory() { return true }
        if introduced == nil { introduced = Self.listsIntroducedByHistory(content) }
        if introduced?.contains(index) == true { return true }
        guard index >= 0, index < content.texts.count else { return false }
        let section = content.texts[index].section
        // A heading's own words are its sentence's, which the rules ask themselves; a heading
        // under a history section's heading is in that section.
        if section == index { return parentIsHistory(of: index) }
        return sectionIsHistory(section)
    }

    /// True when the heading at `index` is in a section of a higher level that tells history.
    /// The page's own `#` heading is its title ("Traits (formerly Units)"), which the title's
    /// rules judge: sections inherit only from `##` and below.
    private mutating func parentIsHistory(of index: Int) -> Bool {
        let level = content.texts[index].level
        guard level > 2, let parent = content.texts[..<index].lastIndex(where: { $0.kind == .heading && $0.level > 0 && $0.level < level }),
              content.texts[parent].level >= 2
        else { return false }
        return sectionIsHistory(parent)
    }

    /// True when the page, or the section whose heading is text `section`, tells history.
    mutating func sectionIsHistory(_ section: Int) -> Bool {
        if pageIsHistory() { return true }
        guard section >= 0, section < content.texts.count else { return false }
        if let known = sections[section] { return known }
        // A subsection of a history section tells history too (`## Breaking changes`, then
        // `### Authentication` and its `#### login(…)`).
        let says = Self.saysItIsHistory(content.texts[section].prose)
            || (content.texts[section].kind == .heading && parentIsHistory(of: section))
        sections[section] = says
        return says
    }

    private mutating func pageIsHistory() -> Bool {
        if let known = titleIsHistory { return known }
        let says = titleScope == .changelogOnly ? Self.titleIsChangelog(title) : Self.titleTellsHistory(title)
        titleIsHistory = says
        return says
    }

    /// The list items (indexes into `content.texts`) a sentence of history introduces: "The
    /// following methods have been updated to async versions:", 「次のメソッドは削除されました：」.
    static func listsIntroducedByHistory(_ content: PageContent) -> Set<Int> {
        var found = Set<Int>()
        var leadIsHistory = false
        for (index, text) in content.texts.enumerated() {
            switch text.kind {
            case .heading:
                leadIsHistory = false
            case .paragraph:
                let prose = text.prose.trimmingSpaces()
                leadIsHistory = (prose.hasSuffix(":") || prose.hasSuffix("：")) && saysItIsHistory(prose)
            case .listItem:
                if leadIsHistory { found.insert(index) }
            }
        }
        return found
    }

    /// True when the page's title is a migration guide's or a changelog's (`migrationWords`).
    static func titleTellsHistory(_ title: String) -> Bool {
        // Bytes, not Characters: every word is whole scalars, and this runs for every page.
        let lowered = title.lowercased()
        return migrationWords.contains { lowered.containsBytes($0) } || changelogWords.contains { lowered.containsBytes($0) }
    }

    /// True when the page's title is a changelog's: every entry names what a release changed.
    static func titleIsChangelog(_ title: String) -> Bool {
        let lowered = title.lowercased()
        return changelogWords.contains { lowered.containsBytes($0) }
    }

    /// True when a heading is one of a changelog's categories (`### Added`, `#### Fix`,
    /// `### 変更点`, `### 新增`): the entries under it say what one release changed, so a count
    /// there ("Two error cases under `CacheError`…") is of what was added, not a total.
    static func headingIsChangelogCategory(_ heading: String) -> Bool {
        var words = heading.lowercased().trimmingWhitespace
        while let last = words.last, last == ":" || last == "：" || last == "!" { words.removeLast() }
        return changelogCategories.contains(words)
    }

    /// Keep a Changelog's categories and the names release notes give them, in en, ja and zh.
    private static let changelogCategories: Set<String> = [
        "add", "added", "adds", "new", "new features", "fix", "fixed", "fixes", "bug fixes", "bugfixes",
        "change", "changed", "changes", "improvement", "improvements", "improved", "remove", "removed", "removals",
        "deprecated", "deprecations", "security", "breaking", "breaking changes",
        "追加", "新機能", "修正", "不具合修正", "バグ修正", "変更", "変更点", "改善", "削除", "非推奨", "破壊的変更",
        "新增", "新功能", "修复", "问题修复", "修正", "变更", "更改", "改进", "优化", "移除", "删除", "弃用", "破坏性变更",
    ]

    /// Words that make a page's title a migration guide's: every section of it names old API.
    private static let migrationWords = [
        "migrat", "upgrad", "breaking change", "移行", "アップグレード", "破壊的変更", "迁移", "升级", "破坏性变更",
    ]

    /// Words that make a page's title a changelog's: its entries name what each release changed.
    private static let changelogWords = [
        "changelog", "change log", "release note", "what's new", "更新履歴", "変更履歴", "リリースノート",
        "变更日志", "更新日志", "发布说明", "版本说明",
    ]

    /// Words that make a sentence about the API's history (so naming old API is right).
    private static let historyWords = [
        "deprecat", "obsolete", "unavailable", "renamed", "replaced", "replaces", "replacing", "replacement", "removed",
        "no longer", "legacy",
        "instead", "formerly", "previously", "used to", "migrat", "breaking change", "breaking api change",
        " is now ", " are now ", "been updated", "has changed", "have changed", "signatures changed", "signature changed",
        "非推奨", "廃止", "削除", "置き換え", "代わり", "名前が変", "名前の変更", "リネーム", "改名", "以前", "旧", "移行", "より前は",
        "破壊的変更", "になりました", "に変わりました", "変更されました",
        "弃用", "废弃", "棄用", "不推荐", "移除", "删除", "替代", "取代", "代替", "改名", "重命名", "以前", "旧", "迁移",
        "破坏性变更", "不兼容的变更", "改为", "更名", "现在是", "更新为", "变为",
    ]

    /// Words that tell history for a whole paragraph: the API itself changed.
    private static let strongHistoryWords = [
        "deprecat", "obsolete", "renamed", "removed", "breaking change", "非推奨", "廃止", "削除", "名前が変", "リネーム",
        "破壊的変更", "弃用", "废弃", "棄用", "移除", "删除", "重命名", "更名", "破坏性变更",
    ]

    /// True when `text` says the API was removed, deprecated or renamed (`strongHistoryWords`).
    static func saysItIsHistoryStrongly(_ text: String) -> Bool {
        let lowered = AvailabilityRule.withoutCodeSpans(text).lowercased()
        return strongHistoryWords.contains { lowered.containsBytes($0) }
    }

    static func saysItIsHistory(_ text: String) -> Bool {
        // The words, not the names: `legacyMacUpload(_:)` says nothing of history.
        let lowered = AvailabilityRule.withoutCodeSpans(text).lowercased()
        if historyWords.contains(where: { lowered.containsBytes($0) }) { return true }
        // "Before 4.0 you called …", "prior to SDK 3", "until v2": a release before this one.
        if lowered.firstMatch(of: /(before|prior to|until) (v|version |sdk )?\d/) != nil { return true }
        // "`Request.TaskDelegate` is now `TaskDelegate`", 「`A` は `B` になりました」, 「`A` 现在是 `B`」:
        // one name become another.
        guard text.containsByte(UInt8(ascii: "`")) else { return false }
        let written = text.lowercased()
        return written.firstMatch(of: /`[^`]+`\s+(?:is|are)\s+now\s+(?:called\s+|named\s+)?`[^`]+`/) != nil
            || written.firstMatch(of: /`[^`]+`\s*は\s*`[^`]+`\s*に(?:なりました|なった|変わりました|変更されました)/) != nil
            || written.firstMatch(of: /`[^`]+`\s*(?:现在是|现为|现在叫)\s*`[^`]+`/) != nil
    }
}
