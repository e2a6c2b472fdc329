@testable import DocgenCore
import DocgenMarkdown
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
        var entries: [(String, TemplateValue)] = (0..<20).map { ("k\($0)", .string("v\($0)")) }
        entries.append(("k3", "last"))
        let large = TemplateValue(dictionaryLiteralPairs: entries)
        guard case .dictionary = large else { Issue.record("a literal of 21 entries is not a dictionary"); return }
        #expect(try render("{{ v.k0 }} {{ v.k19 }} {{ v.k3 }}", ["v": large]) == "v0 v19 last")
        #expect(TemplateValue.record(TemplateRecord(names: ["x", "y"], values: ["1", "2"])) ==
                TemplateValue.record(TemplateRecord(names: ["y", "x"], values: ["2", "1"])))
        #expect(throws: TemplateError.self) { try render("{{ v.missing }}", ["v": small]) }
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
