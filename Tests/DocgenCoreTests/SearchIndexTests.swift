@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("Search index")
struct SearchIndexTests {
    /// `kind:run:text` per term, the form both tokenizers are compared in.
    static func described(_ tokens: [SearchTokenizer.Token]) -> [String] {
        tokens.map { "\($0.kind.rawValue):\($0.run):\($0.text)" }
    }

    static func terms(_ text: String, locale: String = "en") -> [String] { SearchTokenizer.tokens(text, locale: locale).map(\.text) }

    @Test("Words are case-folded, camelCase words also give their parts, and English words are stemmed")
    func latinWords() {
        #expect(Self.described(SearchTokenizer.tokens("didFinishPurchase 必須")) ==
                ["w:0:didfinishpurchas", "p:0:did", "p:0:finish", "p:0:purchas", "c:1:必須", "j:1:必須"])
        #expect(Self.terms("URLSession, AdaptySDK4") == ["urlsess", "url", "session", "adaptysdk4", "adapti", "sdk4"])
        #expect(Self.terms("Flow events restoring purchases") == ["flow", "event", "restor", "purchas"])
        #expect(Self.terms("ΟΔΟΣ Straße") == ["οδοσ", "straße"])
        #expect(Self.terms(String(repeating: "a", count: 40)) == [String(repeating: "a", count: 32)])
    }

    @Test("Text cut on its bytes gives the terms the scalar rules give")
    func bytePath() {
        // ASCII, CJK, full-width forms and the punctuation NFKC leaves alone: the text the
        // byte path takes, checked against the general path on the same text.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let ascii = Array("aZ0 _-.:/AbCdEfURLSessionHTTPx2Go9iOS\t\n".unicodeScalars)
        let wide = Array("東京都の天気・晴れデータ恢复购买。「」（）ＳＤＫ４ａｂ　、ー‐“”•恢復購買".unicodeScalars)
        for round in 0..<800 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(state % 60)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 33)
                let pool = round < 300 || pick % 3 == 0 ? ascii : wide
                text.append(pool[(pick / 3) % pool.count])
            }
            let string = String(text)
            for locale in ["ja", "zh"] {
                #expect(Self.described(SearchTokenizer.tokens(string, locale: locale)) ==
                        Self.described(SearchTokenizer.tokensByScalars(string, locale: locale)), "\(string)")
            }
        }
        #expect(Self.terms(String(repeating: "Ab", count: 30)).first?.count == SearchTokenizer.maxWordLength)
    }

    @Test("Japanese and Chinese runs give their bigrams, then their words; a lone character stays a term")
    func cjkBigramsAndWords() {
        #expect(Self.terms("東京都", locale: "ja") == ["東京", "京都", "東京", "都"])
        #expect(Self.terms("`Bool` の値", locale: "ja") == ["bool", "の値", "の", "値"])
        #expect(Self.terms("a の b", locale: "ja") == ["a", "の", "b"])
        #expect(Self.terms("購入・復元", locale: "ja") == ["購入", "購入", "復元", "復元"])
        #expect(Self.described(SearchTokenizer.tokens("必須", locale: "ja")) == ["c:0:必須", "j:0:必須"])
        #expect(Self.terms("購入を復元する", locale: "ja") == ["購入", "入を", "を復", "復元", "元す", "する", "購入", "を", "復元", "する"])
        #expect(Self.terms("恢复购买。", locale: "zh") == ["恢复", "复购", "购买", "恢复", "购买"])
    }

    @Test("A page's terms and weights do not depend on what its worker indexed before (words and CJK runs remembered or met first)",
          arguments: ["en", "ja", "zh"])
    func documentsIndependentOfHistory(locale: String) throws {
        // The sample guides: real sentences, with words and phrases that come back page after page.
        let folder = NodeScript.repository.appendingPathComponent("content/\(locale)")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        #expect(files.count >= 3)
        let pages = try files.map { file -> (String, [SearchIndex.Section]) in
            let text = try String(contentsOf: file, encoding: .utf8)
            // Sections at each heading, with code and API names of their own, as a page has them.
            let parts = text.components(separatedBy: "\n## ")
            return (file.lastPathComponent, parts.enumerated().map { number, part in
                SearchIndex.Section(heading: number == 0 ? "" : String(part.prefix { $0 != "\n" }), anchor: number == 0 ? "" : "s\(number)",
                                    text: part, code: part.contains("```") ? part : "", api: part.contains("`") ? "didFinishPurchase" : "")
            })
        }
        func described(_ document: SearchDocument) -> [String] {
            document.terms.map { $0.withBytes { String(decoding: $0, as: UTF8.self) } } + document.entries.map(String.init)
        }
        let shared = SearchAnalyzer(locale: locale)
        let first = pages.map { described(SearchDocument(title: $0.0, sections: $0.1, analyzer: shared)) }
        // Again, in the other order, on the same worker: now every word and run is remembered.
        let again = pages.reversed().map { described(SearchDocument(title: $0.0, sections: $0.1, analyzer: shared)) }.reversed()
        let alone = pages.map { described(SearchDocument(title: $0.0, sections: $0.1, analyzer: SearchAnalyzer(locale: locale))) }
        #expect(first == alone)
        #expect(Array(again) == alone)
        #expect(alone.allSatisfy { $0.count > 50 })
    }

    @Test("Traditional Chinese is folded to simplified in a Chinese locale only")
    func chineseFolding() {
        #expect(Self.terms("恢復購買", locale: "zh") == Self.terms("恢复购买", locale: "zh"))
        #expect(Self.terms("支付失敗", locale: "zh") == Self.terms("支付失败", locale: "zh"))
        #expect(Self.terms("購入", locale: "ja") == ["購入", "購入"])
        // The table is the browser's copy, character for character.
        let browser = (try? String(contentsOf: NodeScript.repository.appendingPathComponent("templates/assets/zh-fold.txt"), encoding: .utf8)) ?? ""
        #expect(browser == ChineseFolding.pairs)
        #expect(ChineseFolding.table.count > 2000)
        #expect(ChineseFolding.fold(0x9EDE) == 0x70B9)  // 點 → 点
    }

    @Test("Full-width Latin and half-width katakana are normalized first")
    func normalization() {
        #expect(Self.terms("ＳＤＫ４") == ["sdk4"])
        #expect(Self.terms("ｶﾞｲﾄﾞ", locale: "ja") == ["ガイ", "イド", "ガイド"])
        #expect(Self.terms("（任意）") == ["任意", "任意"])
    }

    @Test("Postings survive the round trip, gaps of any size")
    func postings() {
        var postings: [UInt8] = []
        let sections = [0, 1, 2, 31, 32, 33, 1000, 1001, 40_000, 1_000_000]
        SearchPostings.append(sections + [1_000_000], to: &postings)
        #expect(SearchPostings.decode(postings) == sections)
        var one: [UInt8] = []
        SearchPostings.append([5, 5], to: &one)
        #expect(String(decoding: one, as: UTF8.self) == "5")
        // Grouped by weight, heaviest first, as the chunks hold them.
        let entries: [UInt64] = [(0, 3), (0, 40), (5, 1), (5, 2), (30, 100_000)].map { UInt64($0.0) << LocaleIndex.sectionBits | UInt64($0.1) }
        var grouped: [UInt8] = []
        SearchPostings.appendGrouped(entries, to: &grouped)
        #expect(String(decoding: grouped, as: UTF8.self) == "v3x5.q11.1zxR0")
        #expect(grouped.withUnsafeBufferPointer { SearchPostings.decodeGrouped($0) } == entries)
        for bad in ["", "v", "v3.", ".v3", "v3..q1", "03", "v3!"] {
            #expect(Array(bad.utf8).withUnsafeBufferPointer { SearchPostings.decodeGrouped($0) } == nil, "\(bad)")
        }
    }

    static let guide = """
        Intro with a `code span` and a [link](other.md).

        ## 購入を処理する

        フローは購入の完了を
        通知します。

        ```swift
        func didFinishPurchase() {}
        ```

        ### Table

        | Method | Required |
        |---|---|
        | `didFailPurchase` | {{api:sdk4/flow.count}} |

        #### Detail

        :::warning Dismiss it yourself
        The controller does not close itself.
        :::

        <details>
        <summary>Event &amp; example</summary>

        > Quoted text

        </details>

        ## Table

        - item one
        - item two
        """

    @Test("A page splits at its h2 and h3 headings, with the outline's ids")
    func sections() {
        let document = MarkdownParser().parse(Self.guide)
        let sections = SearchIndex.sections(of: document, outline: HeadingOutline(document), title: "Guide",
                                            facts: { $0 == "sdk4/flow.count" ? "21" : nil })
        #expect(sections.map(\.heading) == ["", "購入を処理する", "Table", "Table"])
        #expect(sections.map(\.anchor) == ["", "購入を処理する", "table", "table-1"])
        #expect(sections[0].text == "Intro with a code span and a link.")
        // The line break between two Japanese lines joins them, as a reader reads them.
        #expect(sections[1].text == "フローは購入の完了を通知します。")
        #expect(sections[1].code == "func didFinishPurchase() {}\n")
        #expect(sections[2].text == "Method Required didFailPurchase 21 Detail Dismiss it yourself The controller does not close itself. Event & example Quoted text")
        #expect(sections[3].text == "item one item two")
    }

    @Test("An h1 that repeats the title is not text; an empty intro is no section")
    func repeatedTitle() {
        let document = MarkdownParser().parse("# Guide 1\n\n## Part\n\nText.\n")
        let sections = SearchIndex.sections(of: document, outline: HeadingOutline(document), title: "Guide 1")
        #expect(sections == [SearchIndex.Section(heading: "Part", anchor: "part", text: "Text.")])
    }

    /// Section text says whether NFKC leaves it alone, learnt as it is made, so the tokenizer
    /// skips reading it once more: a wrong "yes" would index half-width kana or a combining
    /// mark unnormalized, a wrong "no" would still be right but slow.
    @Test("Sections know whether their text is stable, as the tokenizer would find it")
    func sectionTextStability() {
        var stable = 0, unstable = 0
        let samples = ["購入を処理する ＳＤＫ４ で（完了）", "plain English text", "フロー\u{3000}ー・「引用」", "ｶﾞ is half-width", "e\u{301}", "①②"]
        for (i, text) in (samples + SearchScriptTests.mixedScripts(count: 300)).enumerated() {
            // Each sample as a paragraph, a table cell and a line broken in two.
            let half = text.unicodeScalars.count / 2
            let broken = String(text.unicodeScalars.prefix(half)) + "\n" + String(text.unicodeScalars.dropFirst(half))
            let markdown = "## Part \(i)\n\n\(text)\n\n| a |\n|---|\n| \(text) |\n\n\(broken)\n"
            let document = MarkdownParser().parse(markdown)
            for section in SearchIndex.sections(of: document, outline: HeadingOutline(document), title: "T") {
                var known: [SearchTokenizer.Token] = []
                section.textUTF8.withUnsafeBufferPointer { bytes in
                    SearchTokenizer.tokenize(utf8: bytes, isStable: section.textIsStable, analyzer: SearchAnalyzer(locale: "ja")) { term, kind, run in
                        known.append(.init(text: String(decoding: term, as: UTF8.self), kind: kind, run: run))
                    }
                }
                #expect(section.textIsStable != nil)
                #expect(known == SearchTokenizer.tokensByScalars(section.text, locale: "ja"), "\(section.text.unicodeScalars.map { String($0.value, radix: 16) })")
                if section.textIsStable == true { stable += 1 } else { unstable += 1 }
            }
        }
        // The samples hold both kinds.
        #expect(stable >= 3 && unstable >= 3)
    }

    static let pages = [
        SearchIndex.Page(title: "フローのイベントを処理する", url: "ja/flow-events/", sections: [
            .init(heading: "", anchor: "", text: "フローは、画面上で起きたことをすべてアプリに通知します。"),
            .init(heading: "購入", anchor: "購入", text: "didFinishPurchase は必須です。購入の完了を通知します。",
                  code: "func flowController(_ c: AdaptyFlowController, didFinishPurchase p: Product) {}"),
        ]),
        SearchIndex.Page(title: "概要", url: "ja/", sections: [
            .init(heading: "復元", anchor: "復元", text: "復元は任意です。\"引用\" と \\ も書けます。"),
        ]),
    ]

    /// A locale's index files, by path.
    static func files(_ pages: [SearchIndex.Page], locale: String = "ja") -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: SearchIndex.files(locale: locale, pages: pages).map { ($0.path, $0.bytes) })
    }

    /// `files` (an index written for `pages` before pages `changed` were edited) as a rebuild
    /// leaves them; nil when the rebuild would not read them back.
    static func rebuilt(_ files: [String: [UInt8]], pages: [SearchIndex.Page], changed: some Sequence<Int>,
                        locale: String = "ja") -> [String: [UInt8]]? {
        let analyzer = SearchAnalyzer(locale: locale)
        let changed = Dictionary(uniqueKeysWithValues: changed.map { i in
            (i, (document: SearchDocument(title: pages[i].title, sections: pages[i].sections, analyzer: analyzer), url: pages[i].url))
        })
        guard let result = SearchIndexWriter.rebuild(locale: locale, pageCount: pages.count, changed: changed, read: { files[$0] }) else { return nil }
        var rebuilt = files
        for path in result.remove { rebuilt[path] = nil }
        for file in result.write { rebuilt[file.path] = file.bytes }
        return rebuilt
    }

    /// Every term of an index's chunks and its postings, read as search.js reads them.
    static func dictionary(_ files: [String: [UInt8]]) -> [String: [UInt64]] {
        var result: [String: [UInt64]] = [:]
        for (path, bytes) in files where path.contains("/t/") {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: " ")
                result[String(parts[0])] = Array(parts[1].utf8).withUnsafeBufferPointer { SearchPostings.decodeGrouped($0) }
            }
        }
        return result
    }

    @Test("The index is a head, chunks of the dictionary and a file of fragments per few pages")
    func layout() throws {
        let files = Self.files(Self.pages)
        #expect(files == Self.files(Self.pages))
        let headBytes = try #require(files["ja/search-index.json"])
        let head = try #require(try JSONSerialization.jsonObject(with: Data(headBytes)) as? [String: Any])
        #expect(head["v"] as? Int == SearchIndex.version)
        #expect(head["locale"] as? String == "ja")
        #expect(head["pages"] as? Int == 2 && head["sections"] as? Int == 3)
        #expect(head["fragments"] as? Int == SearchIndex.fragmentPages)
        #expect(head["folder"] as? Int == SearchIndex.fragmentFolderFiles)
        #expect(head["counts"] as? String == "21")
        let chunks = try #require(head["chunks"] as? [[String]])
        #expect(chunks.first?.first == "")
        #expect(Set(chunks.map { "ja/search-index/t/\($0[1]).txt" }) == Set(files.keys.filter { $0.contains("/t/") }))
        #expect(files.keys.filter { $0.contains("/f/") } == ["ja/search-index/f/0/0.json"])
        let fragmentBytes = try #require(files["ja/search-index/f/0/0.json"])
        let fragments = try #require(try JSONSerialization.jsonObject(with: Data(fragmentBytes)) as? [[String: Any]])
        #expect(fragments.count == 2)
        // A line per page, so a rebuild replaces one without parsing the others.
        #expect(String(decoding: fragmentBytes, as: UTF8.self).split(separator: "\n").count == 4)
        let fragment = fragments[1]
        #expect(fragment["t"] as? String == "概要" && fragment["u"] as? String == "ja/")
        #expect(fragment["s"] as? [[String]] == [["復元", "復元", "復元は任意です。\"引用\" と \\ も書けます。"]])
        let terms = Self.dictionary(files)
        func sections(_ term: String) -> [Int] { (terms[term] ?? []).map { Int($0 & LocaleIndex.sectionMask) }.sorted() }
        #expect(sections("didfinishpurchas") == [1])
        #expect(sections("adaptyflowcontrol") == [1])     // from the code
        #expect(sections("フロ") == [0, 1])                  // the title's terms are in every section
        #expect(sections("復元") == [2])
        #expect(sections("購入") == [1])
        #expect(terms["DidFinishPurchase"] == nil)
        // Weighed more in a heading than in text alone.
        let weight = { (term: String, section: UInt64) in terms[term]!.first { $0 & LocaleIndex.sectionMask == section }.map { 31 - ($0 >> LocaleIndex.sectionBits) } }
        let inHeading = try #require(weight("購入", 1)), inText = try #require(weight("完了", 1))
        #expect(inHeading > inText)
    }

    @Test("Chunks end where a term's hash says, so adding terms moves few boundaries")
    func chunkBoundaries() throws {
        func page(_ i: Int, extra: String = "") -> SearchIndex.Page {
            SearchIndex.Page(title: "Page \(i)", url: "en/p\(i)/", sections: [
                .init(heading: "", anchor: "", text: (0..<40).map { "word\(i * 40 + $0)" }.joined(separator: " ") + extra),
            ])
        }
        let pages = (0..<60).map { page($0) }
        let before = Self.files(pages, locale: "en")
        var edited = pages
        edited[30] = page(30, extra: " quokka")
        let after = Self.files(edited, locale: "en")
        let chunks = before.keys.filter { $0.contains("/t/") }
        #expect(chunks.count >= 5)
        let changed = after.filter { before[$0.key] != $0.value }.keys.filter { $0.contains("/t/") }
        #expect(changed.count <= 2, "\(changed)")
        for (path, bytes) in after where path.contains("/t/") {
            #expect(bytes.count <= LocaleIndex.maximumBytes || String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 1)
        }
    }

    @Test("A rebuild from the last index's files equals the index made from every page")
    func rebuild() throws {
        var pages = Self.pages + (0..<12).map { i in
            SearchIndex.Page(title: "ページ \(i)", url: "ja/p\(i)/", sections: [
                .init(heading: "", anchor: "", text: "購入の復元について \(i)"),
                .init(heading: "詳細 \(i)", anchor: "d\(i)", text: "didFinishPurchase と restorePurchases を使います。"),
            ])
        }
        let before = Self.files(pages)
        // Page 5 gains a section and a word; page 9 loses its second section.
        pages[5].sections.append(.init(heading: "追加", anchor: "more", text: "新しい単語 quokka"))
        pages[9].sections.removeLast()
        let analyzer = SearchAnalyzer(locale: "ja")
        let changed = Dictionary(uniqueKeysWithValues: [5, 9].map { i in
            (i, (document: SearchDocument(title: pages[i].title, sections: pages[i].sections, analyzer: analyzer), url: pages[i].url))
        })
        let result = try #require(SearchIndexWriter.rebuild(locale: "ja", pageCount: pages.count, changed: changed) { before[$0] })
        var rebuilt = before
        for path in result.remove { rebuilt[path] = nil }
        for file in result.write { rebuilt[file.path] = file.bytes }
        #expect(rebuilt == Self.files(pages))
        #expect(!result.write.isEmpty && result.write.count < rebuilt.count)
        // Anything else than this format's index is not read back.
        #expect(SearchIndexWriter.rebuild(locale: "ja", pageCount: pages.count + 1, changed: changed) { before[$0] } == nil)
        #expect(SearchIndexWriter.rebuild(locale: "zh", pageCount: pages.count, changed: changed) { before[$0] } == nil)
        var damaged = before
        let chunk = try #require(before.keys.first { $0.contains("/t/") })
        damaged[chunk] = Array(before[chunk]!.dropLast(3))
        #expect(SearchIndexWriter.rebuild(locale: "ja", pageCount: pages.count, changed: changed) { damaged[$0] } == nil)
        // A fragment file that lost a page's line, or its closing bracket, is not read back either.
        for cut in [{ (lines: [Substring]) in Array(lines.prefix(2) + lines.suffix(1)) }, { lines in Array(lines.dropLast()) }] {
            var fragments = before
            let path = "ja/search-index/f/0/\(5 / SearchIndex.fragmentPages).json"
            let lines = String(decoding: try #require(before[path]), as: UTF8.self).split(separator: "\n")
            fragments[path] = Array((cut(lines).joined(separator: "\n") + "\n").utf8)
            #expect(SearchIndexWriter.rebuild(locale: "ja", pageCount: pages.count, changed: changed) { fragments[$0] } == nil)
        }
    }

    @Test("A rebuild copies untouched terms' bytes, common ones too, and still equals the full index, when sections move too")
    func rebuildKeepingSections() throws {
        // 9,000 one-section pages that all say "common" (a common term, whose postings pass a
        // chunk's size: its chunk holds its top sections and a bitmap), and "rare" on every tenth.
        func page(_ i: Int, text: String? = nil) -> SearchIndex.Page {
            SearchIndex.Page(title: "Page \(i)", url: "en/p\(i)/", sections: [
                .init(heading: "", anchor: "", text: text ?? "common words w\(i) \(i % 10 == 0 ? "rare" : "")"),
            ])
        }
        let pages = (0..<9000).map { page($0) }
        let before = Self.files(pages, locale: "en")
        #expect(before.keys.contains { $0.hasSuffix(".all.txt") })
        // Page 600: new words, "common" kept (its postings as they were); then page 700 without
        // "common" (a common term's postings changed) and page 800 without "rare".
        for edits in [[600: "common words and a quokka"], [7000: "no longer said here", 800: "common only"]] {
            var edited = pages
            for (i, text) in edits { edited[i] = page(i, text: text) }
            let rebuilt = try #require(Self.rebuilt(before, pages: edited, changed: edits.keys, locale: "en"))
            let full = Self.files(edited, locale: "en")
            let differing = Set(full.keys).symmetricDifference(rebuilt.keys).union(full.filter { rebuilt[$0.key] != $0.value }.keys)
            #expect(differing.isEmpty, "after editing pages \(edits.keys.sorted()), these files differ: \(differing.sorted())")
        }
        // A page gains a section and another loses its only word's section to two: every later
        // section moves, the common term's bitmap with them.
        var edited = pages
        edited[4500].sections.append(.init(heading: "More", anchor: "more", text: "common and more"))
        edited[8000].sections = [.init(heading: "", anchor: "", text: "rare"), .init(heading: "B", anchor: "b", text: "common")]
        #expect(Self.rebuilt(before, pages: edited, changed: [4500, 8000], locale: "en") == Self.files(edited, locale: "en"))
    }

    @Test("Postings merge in order, and the scan of written postings finds a changed page's entries and only them")
    func mergeAndScan() {
        #expect(LocaleIndex.merged([1, 4, 9], [2, 4, 10]) == [1, 2, 4, 4, 9, 10])
        #expect(LocaleIndex.merged([], [3]) == [3] && LocaleIndex.merged([3], []) == [3])
        // Two weight groups: sections 3, 8, 40 at weight 7 (impact 24), 12 and 13 at weight 0.
        let weight: UInt64 = 7 << LocaleIndex.sectionBits
        let entries: [UInt64] = [weight | 3, weight | 8, weight | 40, 12, 13]
        var written: [UInt8] = []
        SearchPostings.appendGrouped(entries, to: &written)
        func scan(_ ranges: [Range<Int>], _ text: [UInt8] = written) -> [UInt64]? {
            var found: [UInt64] = []
            let valid = text.withUnsafeBufferPointer { text in
                SearchPostings.withValues { SearchPostings.scan(text, sections: ranges, values: $0, into: &found) }
            }
            return valid ? found : nil
        }
        #expect(scan([8..<9]) == [weight | 8])
        #expect(scan([4..<8]) == [])
        #expect(scan([0..<4, 12..<13]) == [weight | 3, 12])
        // Past a range's end, a group is skipped, not misread: the next group is still found.
        #expect(scan([13..<14]) == [13])
        #expect(scan([40..<41]) == [weight | 40])
        #expect(written.withUnsafeBufferPointer { SearchPostings.count($0) } == entries.count)
        // Anything else than postings this format wrote is not read as them.
        for damaged in ["", ".", "7", "7.", "x3", "73..05", "7" + String(repeating: "Z", count: 20) + "3"] {
            #expect(scan([0..<100], Array(damaged.utf8)) == nil, "\(damaged)")
        }
    }

    @Test("Rebuilds after random edits equal the index made from every page, whatever terms come, go and change weight, and whatever sections come and go")
    func rebuildsEqualFullIndex() throws {
        // A small vocabulary, so terms are shared by many pages and chunks hold many lines; an
        // edit adds, drops and repeats words (weights change), in English and Japanese.
        let words = ["purchase", "restore", "paywall", "quokka", "event", "flow", "購入", "復元", "イベント", "フロー", "画面", "通知"]
            + (0..<150).map { "w\($0)" }
        var random = SplitMix(seed: 20261206)
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        func page(_ i: Int) -> SearchIndex.Page {
            SearchIndex.Page(title: "Page \(i)", url: "ja/p\(i)/", sections: [
                .init(heading: "", anchor: "", text: text(30)),
                .init(heading: "More \(i)", anchor: "more", text: text(Int(random.next() % 60) + 1), api: "flowController(_:didFinish:)"),
            ])
        }
        var pages = (0..<400).map { page($0) }
        var files = Self.files(pages)
        for step in 0..<60 {
            var edited = Set<Int>()
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let i = Int(random.next() % UInt64(pages.count))
                switch random.next() % 4 {
                case 0 where pages[i].sections.count > 1:
                    // A section goes: every later section of the locale moves back.
                    pages[i].sections.remove(at: Int(random.next() % UInt64(pages[i].sections.count)))
                case 1:
                    // A section comes (a new term among its words): every later one moves on.
                    pages[i].sections.append(.init(heading: "Added \(step)", anchor: "added-\(step)", text: text(20) + " added\(step)"))
                default:
                    let section = Int(random.next() % UInt64(pages[i].sections.count))
                    pages[i].sections[section].text = step % 5 == 0 ? "" : text(Int(random.next() % 80) + 1)
                }
                edited.insert(i)
            }
            files = try #require(Self.rebuilt(files, pages: pages, changed: edited))
            let full = Self.files(pages)
            let differing = Set(full.keys).symmetricDifference(files.keys).union(full.filter { files[$0.key] != $0.value }.keys)
            try #require(differing.isEmpty, "step \(step), pages \(edited.sorted()): \(differing.sorted())")
        }
    }

    @Test("A locale's dictionary made in two halves on two cores is the one made whole, in en, ja and zh")
    func dictionaryHalves() {
        // Enough pages for several chunks, terms that share their first eight bytes (ordered by
        // the tie-break, across the halves) and CJK runs. (A common term's chunk is cut by the
        // same code for one part or two: `LocaleIndex.chunks(of:sectionTotal:)`.)
        let words = ["didFinishPurchase", "didFinishRestore", "didFinishLoading", "purchase", "restore", "paywall", "placement",
                     "購入を復元する", "購入の完了", "復元は任意です", "如何恢复购买", "恢復購買", "支付失败"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for locale in ["en", "ja", "zh"] {
            let analyzer = SearchAnalyzer(locale: locale)
            let documents = (0..<400).map { i in
                SearchDocument(title: "Page \(i) \(words[i % words.count])", sections: (0..<(1 + i % 3)).map { s in
                    .init(heading: "Part \(s)", anchor: "p\(s)",
                          text: Array(repeating: "common", count: 1 + next() % 6).joined(separator: " ") + " "
                            + (0..<(3 + next() % 9)).map { _ in words[next() % words.count] + "\(next() % 40)" }.joined(separator: " "))
                }, analyzer: analyzer)
            }
            let whole = LocaleIndex(documents)
            let halves = SearchIndexWriter.head(locale: locale, documents: documents)
            let expected = SearchIndexWriter.head(locale: locale, sectionCounts: whole.sectionCounts, chunks: whole.chunks())
            #expect(halves.map(\.path) == expected.map(\.path))
            #expect(halves.map(\.bytes) == expected.map(\.bytes))
            #expect(expected.count > 4, "too few chunks to compare: \(expected.count)")
        }
    }

    @Test("Terms are ordered on their UTF-8 bytes as JavaScript orders them in UTF-16")
    func utf16Order() {
        // Scalars around the places where UTF-8 and UTF-16 order differ: E000–FFFF against
        // the supplementary planes, plus ASCII, kana and ideographs.
        let pool: [UInt32] = [0x61, 0x7A, 0x30AB, 0x4E00, 0xD7FF, 0xE000, 0xF900, 0xFF21, 0xFFFD, 0x10000, 0x20BB7, 0x29E3D]
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        var terms: [String] = []
        for _ in 0..<400 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(state % 4)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(Unicode.Scalar(pool[Int((state >> 33) % UInt64(pool.count))])!)
            }
            terms.append(String(text))
        }
        for (a, b) in zip(terms, terms.dropFirst()) {
            let expected = Array(a.utf16).lexicographicallyPrecedes(Array(b.utf16))
            let bytesA = Array(a.utf8), bytesB = Array(b.utf8)
            let got = bytesA.withUnsafeBufferPointer { x in
                bytesB.withUnsafeBufferPointer { y in SearchIndexWriter.precedesInUTF16(x[...], y[...]) }
            }
            #expect(got == expected, "\(a.unicodeScalars.map { String($0.value, radix: 16) }) vs \(b.unicodeScalars.map { String($0.value, radix: 16) })")
            // Chunks sort on the first eight bytes as a number first: where those differ,
            // the number must order the terms the same way.
            let keys = (bytesA.withUnsafeBufferPointer { SearchIndexWriter.sortKey($0[...]) },
                        bytesB.withUnsafeBufferPointer { SearchIndexWriter.sortKey($0[...]) })
            if keys.0 != keys.1 {
                #expect((keys.0 < keys.1) == expected, "\(a.unicodeScalars.map { String($0.value, radix: 16) }) vs \(b.unicodeScalars.map { String($0.value, radix: 16) })")
            } else {
                #expect(bytesA.count > 8 || bytesB.count > 8 || bytesA == bytesB)
            }
        }
    }
}

/// The browser's half, run by `node`: `templates/assets/search.js` exports its tokenizer and
/// search engine when loaded as a module.
@Suite("Search in JavaScript", .enabled(if: NodeScript.node != nil, "node is not installed"))
struct SearchScriptTests {
    /// The Swift tokens of each (text, locale), in the form both sides are compared in.
    static func swiftTokens(_ inputs: [(String, String)]) -> [[String]] {
        var analyzers: [String: SearchAnalyzer] = [:]
        return inputs.map { text, locale in
            let analyzer = analyzers[locale] ?? SearchAnalyzer(locale: locale)
            analyzers[locale] = analyzer
            return SearchIndexTests.described(SearchTokenizer.tokens(text, analyzer: analyzer))
        }
    }

    /// Inputs and their tokens from both sides; each difference recorded, its count returned.
    static func compare(_ inputs: [(String, String)], swift: [[String]], javascript: [[String]], side: String) -> Int {
        #expect(javascript.count == swift.count)
        var differences = 0
        for (i, (a, b)) in zip(swift, javascript).enumerated() where a != b {
            differences += 1
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("\(side), input \(i) (\(inputs[i].1)) \(inputs[i].0.prefix(80)): Swift and JavaScript differ at term \(first): \(a.dropFirst(first).prefix(3)) vs \(b.dropFirst(first).prefix(3))")
        }
        return differences
    }

    @Test("search.js follows SearchTokenizer's rules on every script and form (node)")
    func sameTokens() throws {
        var inputs = [
            "didFinishPurchase 必須", "URLSession AdaptySDK4 iOS17 HTTPServer x2Go", "ＳＤＫ４ ｶﾞｲﾄﾞ （任意）",
            "東京都の天気・晴れ", "ΟΔΟΣ Straße İstanbul ǅ", "한국어 텍스트", "e\u{301}te\u{301} cafe\u{301}",
            "𠮷野家の牛丼 𩸽", "データー々〆〇", "a_b-c.d/e", "", "   ", "🙂 emoji 😀x",
            String(repeating: "Ab", count: 30), "٣٤ ٥ arabic digits", "ゝゞヽヾ", "ﾊﾟﾌﾟﾘｶ", "restoring purchases flows",
        ].flatMap { [($0, "en"), ($0, "zh")] }
        // Random strings in every script; word breaks of CJK runs are compared in Chromium
        // (the reader's browser) by the next test, so here each run is one character apart.
        inputs += Self.mixedScripts(count: 300).map { ($0, "zh") }
        let swift = Self.swiftTokens(inputs).map { $0.filter { !$0.hasPrefix("j:") } }
        let script = """
            const search = require(process.argv[1]);
            const stemmer = require(process.argv[2]);
            const fold = {}; const pairs = Array.from(require("fs").readFileSync(process.argv[3], "utf8"));
            for (let i = 0; i + 1 < pairs.length; i += 2) fold[pairs[i]] = pairs[i + 1];
            const inputs = JSON.parse(require("fs").readFileSync(0, "utf8"));
            const out = inputs.map(([t, locale]) => search.tokenize(t, new search.Analyzer(locale, stemmer.stem, locale === "zh" ? fold : null))
              .filter(k => k.kind !== "j").map(k => k.kind + ":" + k.run + ":" + k.text));
            process.stdout.write(JSON.stringify(out));
            """
        let output = try NodeScript.run(script, input: JSONSerialization.data(withJSONObject: inputs.map { [$0.0, $0.1] }),
                                        arguments: [NodeScript.asset("snowball-english.js").path, NodeScript.asset("zh-fold.txt").path])
        let javascript = try #require(try JSONSerialization.jsonObject(with: output) as? [[String]])
        #expect(Self.compare(inputs, swift: swift, javascript: javascript, side: "node") == 0)
    }

    /// The sample site's and the user guide's sentences, with their locales: what readers
    /// read and search.
    static func sentences() throws -> [(String, String)] {
        var out: [(String, String)] = []
        for (folder, locale) in try NodeScript.contentFiles() {
            for line in folder.split(whereSeparator: { "\n。！？!?".contains($0) }) {
                var sentence = line.trimmingCharacters(in: .whitespaces)
                // Markdown's marks are not what readers type, but they separate runs all the same.
                if sentence.hasPrefix("|") || sentence.hasPrefix("```") || sentence.hasPrefix("---") { sentence = String(sentence.drop { "|-` ".contains($0) }) }
                if sentence.count >= 8 { out.append((sentence, locale)) }
            }
        }
        return out
    }

    @Test("In Chromium, search.js cuts real sentences into the words and stems the build does")
    func sameWordsInChromium() throws {
        let inputs = try Self.sentences()
        let counts = Dictionary(grouping: inputs, by: \.1).mapValues(\.count)
        #expect(counts["ja", default: 0] >= 200 && counts["zh", default: 0] >= 200 && counts["en", default: 0] >= 200, "\(counts)")
        let swift = Self.swiftTokens(inputs)
        let javascript = try Chromium.tokens(inputs)
        #expect(Self.compare(inputs, swift: swift, javascript: javascript, side: "Chromium") == 0)
        // The words are there to compare: ICU cut the Japanese and Chinese sentences.
        #expect(swift.joined().filter { $0.hasPrefix("j:") }.count > 2000)
        #expect(swift.joined().contains("j:0:購入") || swift.joined().contains { $0.hasSuffix(":購入") })
    }

    /// Deterministic strings mixing the scripts and forms the rules treat differently:
    /// ASCII, Latin with accents and combining marks, Greek, kana (full- and half-width, with
    /// voicing marks), ideographs, Hangul, full-width forms, punctuation and emoji.
    static func mixedScripts(count: Int) -> [String] {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0xC0...0x17F, 0x300...0x36F, 0x391...0x3C9, 0x3000...0x303F,
            0x3041...0x30FF, 0x3099...0x309C, 0x4E00...0x4E80, 0xAC00...0xAC40, 0xFF01...0xFF9F,
            0xFF61...0xFF9F, 0x2460...0x2473, 0x1F600...0x1F610, 0x20000...0x20010,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<(5 + next(40)) {
                let pool = pools[next(pools.count)]
                if let scalar = Unicode.Scalar(pool.lowerBound + UInt32(next(Int(pool.upperBound - pool.lowerBound) + 1))) {
                    text.append(scalar)
                }
            }
            return String(text)
        }
    }

    @Test("search.js finds natural Japanese, Chinese and English queries in an index built here", arguments: [
        ("didFinishPurchase 必須", "ja/flow-events/#購入"),
        ("購入の完了", "ja/flow-events/#購入"),
        ("購入を完了する", "ja/flow-events/#購入"),
        ("復元は任意", "ja/#復元"),
        ("DIDFINISH", "ja/flow-events/#購入"),
        ("didFinsihPurchase", "ja/flow-events/#購入"),
        ("adaptyflowcontroller", "ja/flow-events/#購入"),
    ])
    func search(query: String, expected: String) throws {
        let urls = try Self.results(query, files: SearchIndexTests.files(SearchIndexTests.pages))
        #expect(urls.first == expected, "results: \(urls)")
    }

    /// The first results of `query` in an index's files, as `url#anchor`.
    static func results(_ query: String, files: [String: [UInt8]], locale: String = "ja") throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let script = """
            const search = require(process.argv[1]);
            const stemmer = require(process.argv[2]);
            const fs = require("fs"), path = require("path"), dir = path.join(process.argv[3], process.argv[4]);
            const head = JSON.parse(fs.readFileSync(dir + "/search-index.json", "utf8"));
            const engine = new search.Engine(head, p => Promise.resolve(fs.readFileSync(dir + "/search-index/" + p, "utf8")),
                                             new search.Analyzer(process.argv[4], stemmer.stem, null));
            const query = fs.readFileSync(0, "utf8");
            engine.search(query).then(found => engine.rerank(found, query, 20)).then(async results => {
              const out = [];
              for (const r of results.slice(0, 5)) { const f = await engine.fragment(r.page); out.push(f.u + "#" + f.s[r.index][1]); }
              process.stdout.write(out.join("\\n"));
            });
            """
        let output = try NodeScript.run(script, input: Data(query.utf8),
                                        arguments: [NodeScript.asset("snowball-english.js").path, folder.path, locale])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// Runs search.js in headless Chromium (Debian's `chromium`), the browser readers search in:
/// a page that loads it and prints what it computed into its DOM, read with `--dump-dom`.
enum Chromium {
    static let binary: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// search.js's tokens of each (text, locale), as `kind:run:text`.
    static func tokens(_ inputs: [(String, String)]) throws -> [[String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try JSONSerialization.data(withJSONObject: inputs.map { [$0.0, $0.1] })
        let pairs = try String(contentsOf: NodeScript.asset("zh-fold.txt"), encoding: .utf8)
        let html = """
            <!doctype html><meta charset="utf-8">
            <script src="\(NodeScript.asset("snowball-english.js").absoluteString)"></script>
            <script src="\(NodeScript.searchScript.absoluteString)"></script>
            <body><script>
            const inputs = \(String(decoding: data, as: UTF8.self));
            const fold = {}; const pairs = Array.from(\(String(decoding: try JSONSerialization.data(withJSONObject: [pairs]), as: UTF8.self))[0]);
            for (let i = 0; i + 1 < pairs.length; i += 2) fold[pairs[i]] = pairs[i + 1];
            const s = window.docgenSearch, analyzers = {};
            const out = inputs.map(([t, locale]) => {
              const a = analyzers[locale] || (analyzers[locale] = new s.Analyzer(locale, docgenSnowballEnglish.stem, locale === "zh" ? fold : null));
              return s.tokenize(t, a).map(k => k.kind + ":" + k.run + ":" + k.text);
            });
            const bytes = new TextEncoder().encode(JSON.stringify(out));
            let binary = ""; for (const b of bytes) binary += String.fromCharCode(b);
            document.body.textContent = "BEGIN" + btoa(binary) + "END";
            </script>
            """
        let page = folder.appendingPathComponent("tokens.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "chromium is not installed"))
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--dump-dom", page.absoluteString]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let begin = try #require(output.range(of: "BEGIN"), "no output from Chromium: \(output.prefix(300))")
        let end = try #require(output.range(of: "END", range: begin.upperBound..<output.endIndex))
        let json = try #require(Data(base64Encoded: String(output[begin.upperBound..<end.lowerBound])))
        return try #require(try JSONSerialization.jsonObject(with: json) as? [[String]])
    }
}

/// Runs a script in `node` with `search.js` as its first argument.
enum NodeScript {
    static let node: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The repository: the first folder above this file that has `templates/assets/search.js`.
    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("templates/assets/search.js").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    static var searchScript: URL { repository.appendingPathComponent("templates/assets/search.js") }

    static func asset(_ name: String) -> URL { repository.appendingPathComponent("templates/assets/\(name)") }

    /// The sample site's pages and the user guide's, with their locales.
    static func contentFiles() throws -> [(String, String)] {
        var out: [(String, String)] = []
        for folder in ["content", "docs/content"] {
            let content = repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String } ?? []
            for file in files.filter({ $0.hasSuffix(".md") }).sorted() {
                out.append((try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8), String(file.prefix { $0 != "/" })))
            }
        }
        return out
    }

    static func run(_ script: String, input: Data, arguments: [String] = []) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(node))
        process.arguments = ["-e", script, searchScript.path] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write and read on separate threads: either side may fill a pipe first.
        let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node failed: \(String(decoding: errors, as: UTF8.self))")
        return output
    }
}
