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

    static func terms(_ text: String) -> [String] { SearchTokenizer.tokens(text).map(\.text) }

    @Test("Words are case-folded and camelCase words also give their parts")
    func latinWords() {
        #expect(Self.described(SearchTokenizer.tokens("didFinishPurchase 必須")) ==
                ["w:0:didfinishpurchase", "p:0:did", "p:0:finish", "p:0:purchase", "c:1:必須"])
        #expect(Self.terms("URLSession, AdaptySDK4") == ["urlsession", "url", "session", "adaptysdk4", "adapty", "sdk4"])
        #expect(Self.terms("Flow events") == ["flow", "events"])
        #expect(Self.terms("ΟΔΟΣ Straße") == ["οδοσ", "straße"])
        #expect(Self.terms(String(repeating: "a", count: 40)) == [String(repeating: "a", count: 32)])
    }

    @Test("Text cut on its bytes gives the terms the scalar rules give")
    func bytePath() {
        // ASCII, CJK, full-width forms and the punctuation NFKC leaves alone: the text the
        // byte path takes, checked against the general path on the same text.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let ascii = Array("aZ0 _-.:/AbCdEfURLSessionHTTPx2Go9iOS\t\n".unicodeScalars)
        let wide = Array("東京都の天気・晴れデータ恢复购买。「」（）ＳＤＫ４ａｂ　、ー‐“”•".unicodeScalars)
        for round in 0..<800 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(state % 60)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 33)
                let pool = round < 300 || pick % 3 == 0 ? ascii : wide
                text.append(pool[(pick / 3) % pool.count])
            }
            let string = String(text)
            #expect(Self.described(SearchTokenizer.tokens(string)) == Self.described(SearchTokenizer.tokensByScalars(string)), "\(string)")
        }
        #expect(Self.terms(String(repeating: "Ab", count: 30)).first?.count == SearchTokenizer.maxWordLength)
    }

    @Test("Japanese and Chinese runs become bigrams; a lone character stays a term")
    func cjkBigrams() {
        #expect(Self.terms("東京都") == ["東京", "京都"])
        #expect(Self.terms("`Bool` の値") == ["bool", "の値"])
        #expect(Self.terms("a の b") == ["a", "の", "b"])
        #expect(Self.terms("購入・復元") == ["購入", "復元"])
        #expect(Self.terms("恢复购买。") == ["恢复", "复购", "购买"])
        #expect(Self.terms("データー々") == ["デー", "ータ", "ター", "ー々"])
    }

    @Test("Full-width Latin and half-width katakana are normalized first")
    func normalization() {
        #expect(Self.terms("ＳＤＫ４") == ["sdk4"])
        #expect(Self.terms("ｶﾞｲﾄﾞ") == ["ガイ", "イド"])
        #expect(Self.terms("（任意）") == ["任意"])
    }

    @Test("Front coding shares whole scalars only, counted in UTF-16 units")
    func sharedPrefix() {
        func shared(_ term: String, _ previous: String) -> (Int, Int) {
            let a = Array(term.utf8), b = Array(previous.utf8)
            return a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in SearchShardWriter.sharedPrefix(x[...], y[...]) }
            }
        }
        #expect(shared("abd", "abc") == (2, 2))
        #expect(shared("日本語", "日本人") == (6, 2))
        #expect(shared("a😀c", "a😀b") == (5, 3))
        // é and è share their first byte, not a scalar.
        #expect(shared("é", "è") == (0, 0))
        #expect(shared("abc", "") == (0, 0))
        #expect(shared("abcd", "abc") == (3, 3))
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
                    SearchTokenizer.tokenize(utf8: bytes, isStable: section.textIsStable) { term, kind, run in
                        known.append(.init(text: String(decoding: term, as: UTF8.self), kind: kind, run: run))
                    }
                }
                #expect(section.textIsStable != nil)
                #expect(known == SearchTokenizer.tokensByScalars(section.text), "\(section.text.unicodeScalars.map { String($0.value, radix: 16) })")
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

    /// The index's shards, parsed.
    static func shards(_ bytes: [UInt8]) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try #require(object["shards"] as? [[String: Any]])
    }

    @Test("The JSON holds pages, sections with snippets, and each term's sections")
    func json() throws {
        let bytes = SearchIndex.json(locale: "ja", pages: Self.pages)
        #expect(bytes == SearchIndex.json(locale: "ja", pages: Self.pages))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["v"] as? Int == 2)
        #expect(object["locale"] as? String == "ja")
        #expect(object["per"] as? Int == SearchIndex.pagesPerShard)
        let shards = try Self.shards(bytes)
        #expect(shards.count == 1)
        let pages = try #require(shards[0]["pages"] as? [[String]])
        #expect(pages == [["フローのイベントを処理する", "ja/flow-events/"], ["概要", "ja/"]])
        let sections = try #require(shards[0]["sections"] as? [[Any]])
        #expect(sections.count == 3)
        #expect(sections[2][0] as? Int == 1)
        #expect(sections[2][3] as? String == "復元は任意です。\"引用\" と \\ も書けます。")
        let terms = Self.dictionary(try #require(shards[0]["terms"] as? String))
        func sectionsOf(_ term: String) -> [Int] { terms[term] ?? [] }
        #expect(sectionsOf("didfinishpurchase") == [1])
        #expect(sectionsOf("adaptyflowcontroller") == [1])     // from the code
        #expect(sectionsOf("フロ") == [0, 1])                   // the title's terms are in every section
        #expect(sectionsOf("復元") == [2])
        #expect(terms["DidFinishPurchase"] == nil)
    }

    @Test("Pages are cut into shards of consecutive pages, each numbered from 0, one line each")
    func sharded() throws {
        let bytes = SearchIndex.json(locale: "ja", pages: Self.pages, pagesPerShard: 1)
        let shards = try Self.shards(bytes)
        #expect(shards.count == 2)
        #expect(shards[1]["pages"] as? [[String]] == [["概要", "ja/"]])
        let sections = try #require(shards[1]["sections"] as? [[Any]])
        #expect(sections.count == 1 && sections[0][0] as? Int == 0)
        #expect(Self.dictionary(try #require(shards[1]["terms"] as? String))["復元"] == [0])
        #expect(Self.dictionary(try #require(shards[0]["terms"] as? String))["復元"] == nil)

        // Read back line by line, as a rebuild does; anything else is not reused.
        let lines = try #require(SearchIndex.shards(in: bytes, locale: "ja", count: 2, pagesPerShard: 1))
        #expect(SearchIndex.file(locale: "ja", pagesPerShard: 1, shards: lines) == bytes)
        #expect(SearchIndex.shards(in: bytes, locale: "ja", count: 3, pagesPerShard: 1) == nil)
        #expect(SearchIndex.shards(in: bytes, locale: "zh", count: 2, pagesPerShard: 1) == nil)
        #expect(SearchIndex.shards(in: bytes, locale: "ja", count: 2) == nil)
        #expect(SearchIndex.shards(in: Array(bytes.dropLast(5)), locale: "ja", count: 2, pagesPerShard: 1) == nil)
        #expect(SearchIndex.shards(in: [], locale: "ja", count: 2, pagesPerShard: 1) == nil)
    }

    /// Reads the front-coded dictionary the way search.js does (`dictionary`).
    static func dictionary(_ text: String) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var previous: [UInt16] = []
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: ":", maxSplits: 1)
            let shared = SearchPostings.alphabet.firstIndex(of: parts[0].utf8.first!)!
            previous = Array(previous.prefix(shared)) + Array(parts[0].dropFirst().utf16)
            result[String(decoding: previous, as: UTF16.self)] = SearchPostings.decode(Array(parts[1].utf8))
        }
        return result
    }

    @Test("The dictionary is sorted in UTF-16 order and front-coded without splitting a character")
    func dictionaryOrder() throws {
        let page = SearchIndex.Page(title: "t", url: "x/", sections: [
            .init(heading: "", anchor: "", text: "𠮷野 𠮷田 𠮹 購入 購読 adapty adaptyui ｱ 𩸽"),
        ])
        let text = try #require(try Self.shards(SearchIndex.json(locale: "ja", pages: [page]))[0]["terms"] as? String)
        #expect(text.hasPrefix("0adapty:0,6ui:0,"))
        #expect(text.contains(",1読:0"))
        let terms = Self.dictionary(text)
        #expect(Set(terms.keys) == ["t", "adapty", "adaptyui", "購入", "購読", "ア", "𠮷野", "𠮷田", "𠮹", "𩸽"])
        let order = text.split(separator: ",").count
        #expect(order == terms.count)
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
                bytesB.withUnsafeBufferPointer { y in SearchShardWriter.precedesInUTF16(x[...], y[...]) }
            }
            #expect(got == expected, "\(a.unicodeScalars.map { String($0.value, radix: 16) }) vs \(b.unicodeScalars.map { String($0.value, radix: 16) })")
            // The shard sorts on the first eight bytes as a number first: where those differ,
            // the number must order the terms the same way.
            let keys = (bytesA.withUnsafeBufferPointer { SearchShardWriter.sortKey($0[...]) },
                        bytesB.withUnsafeBufferPointer { SearchShardWriter.sortKey($0[...]) })
            if keys.0 != keys.1 {
                #expect((keys.0 < keys.1) == expected, "\(a.unicodeScalars.map { String($0.value, radix: 16) }) vs \(b.unicodeScalars.map { String($0.value, radix: 16) })")
            } else {
                #expect(bytesA.count > 8 || bytesB.count > 8 || bytesA == bytesB)
            }
        }
    }

    @Test("Snippets are cut at a whole character, wide characters counting two")
    func snippets() {
        let japanese = SearchShardWriter.snippet(String(repeating: "購入", count: 200))
        #expect(japanese.count == SearchIndex.snippetWidth / 2)
        let english = SearchShardWriter.snippet(String(repeating: "ab ", count: 200))
        #expect(english.count == SearchIndex.snippetWidth)
        let flags = SearchShardWriter.snippet(String(repeating: "🇯🇵", count: 300))
        #expect(flags.count == SearchIndex.snippetWidth && flags.allSatisfy { $0 == "🇯🇵" })
        #expect(SearchShardWriter.snippet("short") == "short")
        // Text cut scalar by scalar is cut where cutting by whole characters cuts it.
        for text in SearchScriptTests.mixedScripts(count: 300).map({ String(repeating: $0, count: 8) }) + [
            String(repeating: "東京", count: 100) + "\u{3099}", String(repeating: "ab", count: 80) + "e\u{301}",
            String(repeating: "a", count: 159) + "\r\n", String(repeating: "「購入」", count: 60),
        ] {
            var width = 0
            var expected = text
            for index in text.indices {
                width += SearchTokenizer.isWide(text[index].unicodeScalars.first!) ? 2 : 1
                if width > SearchIndex.snippetWidth {
                    expected = String(text[..<index])
                    break
                }
            }
            #expect(SearchShardWriter.snippet(text) == expected, "\(text.unicodeScalars.prefix(20).map { String($0.value, radix: 16) })")
        }
    }
}

/// The browser's half, run by `node`: `templates/assets/search.js` exports its tokenizer and
/// search engine when loaded as a module.
@Suite("Search in JavaScript", .enabled(if: NodeScript.node != nil, "node is not installed"))
struct SearchScriptTests {
    @Test("search.js cuts text into exactly the terms SearchTokenizer does")
    func sameTokens() throws {
        var inputs = [
            "didFinishPurchase 必須", "URLSession AdaptySDK4 iOS17 HTTPServer x2Go", "ＳＤＫ４ ｶﾞｲﾄﾞ （任意）",
            "東京都の天気・晴れ", "ΟΔΟΣ Straße İstanbul ǅ", "한국어 텍스트", "e\u{301}te\u{301} cafe\u{301}",
            "𠮷野家の牛丼 𩸽", "データー々〆〇", "a_b-c.d/e", "", "   ", "🙂 emoji 😀x",
            String(repeating: "Ab", count: 30), "٣٤ ٥ arabic digits", "ゝゞヽヾ", "ﾊﾟﾌﾟﾘｶ",
        ]
        for file in try NodeScript.sampleContent() { inputs.append(file) }
        inputs += Self.mixedScripts(count: 300)
        let swift = inputs.map { SearchIndexTests.described(SearchTokenizer.tokens($0)) }
        let script = """
            const search = require(process.argv[1]);
            const inputs = JSON.parse(require("fs").readFileSync(0, "utf8"));
            const out = inputs.map(t => search.tokenize(t).map(k => k.kind + ":" + k.run + ":" + k.text));
            process.stdout.write(JSON.stringify(out));
            """
        let output = try NodeScript.run(script, input: JSONSerialization.data(withJSONObject: inputs))
        let javascript = try #require(try JSONSerialization.jsonObject(with: output) as? [[String]])
        #expect(javascript.count == swift.count)
        for (i, (a, b)) in zip(swift, javascript).enumerated() where a != b {
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("input \(i): Swift and JavaScript differ at term \(first): \(a.dropFirst(first).prefix(3)) vs \(b.dropFirst(first).prefix(3))")
        }
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

    @Test("search.js finds Japanese, Chinese and mixed queries in an index built here", arguments: [
        ("didFinishPurchase 必須", "ja/flow-events/#購入"),
        ("購入の完了", "ja/flow-events/#購入"),
        ("復元は任意", "ja/#復元"),
        ("DIDFINISH", "ja/flow-events/#購入"),
        ("adaptyflowcontroller", "ja/flow-events/#購入"),
    ])
    func search(query: String, expected: String) throws {
        // One page per shard: a term's sections come from every shard, numbered end to end.
        for index in [SearchIndex.json(locale: "ja", pages: SearchIndexTests.pages),
                      SearchIndex.json(locale: "ja", pages: SearchIndexTests.pages, pagesPerShard: 1)] {
            let urls = try Self.results(query, index: index)
            #expect(urls.first == expected, "results: \(urls)")
        }
    }

    static func results(_ query: String, index: [UInt8]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let indexFile = folder.appendingPathComponent("search-index.json")
        try Data(index).write(to: indexFile)
        let script = """
            const search = require(process.argv[1]);
            const index = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
            const query = require("fs").readFileSync(0, "utf8");
            const results = new search.Engine(index).search(query, 5);
            process.stdout.write(results.map(r => r.url + "#" + r.anchor).join("\\n"));
            """
        let output = try NodeScript.run(script, input: Data(query.utf8), arguments: [indexFile.path])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
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

    /// The sample guides, the realistic input for comparing the tokenizers.
    static func sampleContent() throws -> [String] {
        let content = repository.appendingPathComponent("content")
        let files = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".md") }.sorted().map {
            try String(contentsOf: content.appendingPathComponent($0), encoding: .utf8)
        }
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
