@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Template language")
struct TemplateTests {
    func render(_ source: String, _ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
        var templates = ["main.html": try Template(name: "main.html", source: source)]
        for (name, text) in partials { templates[name] = try Template(name: name, source: text) }
        return try TemplateSet(templates: templates).render("main.html", context: context)
    }

    @Test("Strings are escaped; HTML made by docgen is not")
    func escaping() throws {
        let out = try render("<h1>{{ page.title }}</h1>{{ page.body }}",
                             ["page": ["title": "<script>alert(\"x\") & co</script>", "body": .html("<p>ok</p>")]])
        #expect(out == "<h1>&lt;script&gt;alert(&quot;x&quot;) &amp; co&lt;/script&gt;</h1><p>ok</p>")
    }

    @Test("if, else, not, for with loop values, include")
    func control() throws {
        let out = try render("""
        {% for item in items %}{% if loop.first %}[{% end %}{{ item.name }}{% if not loop.last %},{% else %}]{% end %}{% end %}\
        {% if missing %}no{% else %} yes{% end %}{# comment #}{% include "p.html" %}
        """, ["items": [["name": "a"], ["name": "b"], ["name": "c"]], "who": "you"], partials: ["p.html": " hi {{ who }}"])
        #expect(out == "[a,b,c] yes hi you")
    }

    @Test("Small and large dictionary literals look up alike; a name given twice means its last value")
    func recordsAndDictionaries() throws {
        let small: TemplateValue = ["a": "1", "b": "2", "a": "3"]
        guard case .record = small else { Issue.record("a literal of three entries is not a record"); return }
        #expect(try render("{{ v.a }}{{ v.b }}", ["v": small]) == "32")
        var entries: [(String, TemplateValue)] = (0..<TemplateRecord.limit).map { ("k\($0)", .string("v\($0)")) }
        entries.append(("k3", "last"))
        let large = TemplateValue(dictionaryLiteralPairs: entries)
        guard case .dictionary = large else { Issue.record("a literal of \(entries.count) entries is not a dictionary"); return }
        #expect(try render("{{ v.k0 }} {{ v.k19 }} {{ v.k3 }}", ["v": large]) == "v0 v19 last")
        let largestRecord = TemplateValue(dictionaryLiteralPairs: Array(entries.dropFirst(2)))
        guard case .record = largestRecord else { Issue.record("a literal of \(TemplateRecord.limit) entries is not a record"); return }
        #expect(try render("{{ v.k2 }} {{ v.k19 }} {{ v.k3 }}", ["v": largestRecord]) == "v2 v19 last")
        #expect(TemplateValue.record(TemplateRecord(names: ["x", "y"], values: ["1", "2"])) ==
                TemplateValue.record(TemplateRecord(names: ["y", "x"], values: ["2", "1"])))
        #expect(throws: TemplateError.self) { try render("{{ v.missing }}", ["v": small]) }
    }

    static func keyed(_ key: Int?, _ name: String) -> TemplateValue {
        .record(TemplateRecord(names: ["name"], values: [.string(name)], memoKey: key))
    }

    @Test("Loops print a keyed item's body once per memo; output is as without the memo")
    func loopMemo() throws {
        let set = TemplateSet(templates: ["main.html": try Template(name: "main.html", source: """
        {% for item in items %}<{{ item.name }}{% if item.name %}!{% end %}>{% end %}|\
        {% for item in items %}{{ root }}{{ item.name }}{% end %}|\
        {% for item in items %}{{ loop.index }}{{ item.name }}{% end %}
        """)])
        let memo = LoopMemo()
        // The same keys on each page but the names of the second page differ: a memo answers by
        // key, so only what loops that read nothing but their item print may come from it.
        for (page, root) in [("a", "../"), ("a", "../../"), ("b", "./")] {
            let items: TemplateValue = .array([Self.keyed(1, "x"), Self.keyed(2, "y"), Self.keyed(nil, page)])
            let context: TemplateValue = ["items": items, "root": .string(root)]
            let plain = try set.renderHTML("main.html", context: context).text
            let memoized = try set.renderHTML("main.html", context: context, memo: memo).text
            #expect(memoized == plain)
            #expect(plain == "<x!><y!><\(page)!>|\(root)x\(root)y\(root)\(page)|1x2y3\(page)")
        }
        // Only the first loop's keyed items were kept: the second reads `root`, the third `loop`.
        #expect(memo.count == 2)
        // The loops that read more remember nothing: asked again, the memo does not ask twice.
        #expect(memo.printed(by: LoopMemo.Loop(template: "main.html", line: 1, column: 79)) { true } == nil)
        let first = try #require(memo.printed(by: LoopMemo.Loop(template: "main.html", line: 1, column: 1)) { false })
        #expect(first[1]?.text == "<x!>")
        #expect(first[2]?.text == "<y!>")
        #expect(first.count == 2)
        // A kept body is what the loop prints: changed here, it shows on the next page.
        first[1] = { var b = HTMLBuffer(); b += "<kept>"; return b }()
        let next = try set.renderHTML("main.html", context: ["items": .array([Self.keyed(1, "x")]), "root": ""], memo: memo).text
        #expect(next.hasPrefix("<kept>|"))
    }

    @Test("A loop body reads only its item unless it names anything else, loop, or an include")
    func loopBodyReads() throws {
        func body(_ source: String) throws -> [Template.Node] {
            let nodes = try Template(name: "t", source: "{% for e in list %}\(source){% end %}").nodes
            guard case .loop(_, _, let body, _) = nodes[0] else { Issue.record("not a loop"); return [] }
            return body
        }
        #expect(LoopMemo.readsOnly(["e"], try body("<a href=\"{{ e.href }}\">{% if e.current %}*{% end %}{{ e.title }}</a>")))
        #expect(LoopMemo.readsOnly(["e"], try body("{% for c in e.children %}{{ c.title }}{{ e.title }}{% end %}")))
        #expect(!LoopMemo.readsOnly(["e"], try body("{{ root }}{{ e.href }}")))
        #expect(!LoopMemo.readsOnly(["e"], try body("{% if loop.last %}.{% end %}")))
        #expect(!LoopMemo.readsOnly(["e"], try body("{% if e.x %}{% else %}{{ other }}{% end %}")))
        #expect(!LoopMemo.readsOnly(["e"], try body("{% include \"p.html\" %}")))
        #expect(!LoopMemo.readsOnly(["e"], try body("{% for c in site.pages %}{{ c }}{% end %}")))
    }

    @Test("A private copy of a template set renders the same and shares no string storage")
    func privateCopy() throws {
        let source = "{% for item in items %}<li class=\"a-long-class-name-here\">{{ item.name }}</li>{% end %}{% include \"p.html\" %}"
        let set = TemplateSet(templates: ["main.html": try Template(name: "main.html", source: source),
                                          "p.html": try Template(name: "p.html", source: "{% if who %} and a long tail for {{ who }}{% end %}")])
        let copy = set.privateCopy()
        let context: TemplateValue = ["items": [["name": "a"], ["name": "<b>"]], "who": "you"]
        #expect(try copy.render("main.html", context: context) == set.render("main.html", context: context))

        let long = String(repeating: "navigation entry ", count: 4)
        let copied = long.privateCopy()
        func storage(_ s: String) -> UnsafeRawPointer? {
            var s = s
            return s.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(copied == long && storage(copied) != storage(long))
        #expect("short".privateCopy() == "short")
    }

    @Test("Loops that multiply past the output limit stop with an error at the loop")
    func outputLimit() throws {
        // 1,000 × 1,000 × 100 bytes = 100 MB, past the 64 MiB limit.
        let row = TemplateValue.array(Array(repeating: "x", count: 1000))
        let context: TemplateValue = ["rows": .array(Array(repeating: row, count: 1000)), "filler": .string(String(repeating: "y", count: 100))]
        let source = "{% for row in rows %}\n  {% for cell in row %}{{ filler }}{% end %}{% end %}"
        let error = #expect(throws: TemplateError.self) { _ = try render(source, context) }
        #expect(error?.location == SourceLocation(line: 2, column: 3))
        #expect(error?.message.contains("passed 64 MiB") == true)
        // A large page under the limit is made.
        #expect(try render("{% for cell in row %}{{ filler }}{% end %}", ["row": row, "filler": .string(String(repeating: "y", count: 100))]).utf8.count == 100_000)
    }

    @Test("Mistakes are errors with the template's line and column", arguments: [
        ("line one\n  {% if x %}never closed", 2, 3, "'if' is never closed with {% end %}"),
        ("{% end %}", 1, 1, "'end' closes nothing"),
        ("a\nb {% frobnicate %}", 2, 3, "unknown tag 'frobnicate'; known: if, else, end, for, include"),
        ("{{ a b }}", 1, 1, "'{{ a b }}' must be a single name such as page.title"),
        ("{{ page.", 1, 1, "tag is never closed"),
    ])
    func syntaxErrors(source: String, line: Int, column: Int, message: String) {
        #expect(throws: TemplateError(file: "main.html", location: SourceLocation(line: line, column: column), message: message)) {
            _ = try Template(name: "main.html", source: source)
        }
    }

    @Test("Printing a name that does not exist is an error, not an empty string")
    func undefined() {
        #expect(throws: TemplateError(file: "main.html", location: SourceLocation(line: 2, column: 5), message: "'page.titel' is not defined")) {
            _ = try render("x\n    {{ page.titel }}", ["page": ["title": "T"]])
        }
    }

    @Test("An include cycle stops with an error")
    func cycle() {
        #expect(throws: TemplateError.self) {
            _ = try render("{% include \"a.html\" %}", [:], partials: ["a.html": "{% include \"a.html\" %}"])
        }
    }
}
