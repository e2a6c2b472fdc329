@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Strict JSON for examples")
struct StrictJSONTests {
    @Test("Valid JSON passes", arguments: ["{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"]}", " \"s\" ", "0"])
    func valid(text: String) {
        #expect(StrictJSON.validate(text) == nil)
    }

    @Test("Errors are found with their line and column", arguments: [
        ("{\"a\": 1, }", 1, 10, "trailing comma before '}'"),
        ("[1,\n 2,\n]", 3, 1, "trailing comma before ']'"),
        ("{\n  \"event\": purchase\n}", 2, 12, "expected a value (a quoted string, number, object, array, true, false or null)"),
        ("{'a': 1}", 1, 2, "expected a quoted key"),
        ("{\"a\": 01}", 1, 8, "number with a leading zero"),
        ("{\"a\": \"x}", 1, 10, "string never closed"),
        ("{\"名前\": 値}", 1, 8, "expected a value (a quoted string, number, object, array, true, false or null)"),
        ("{} {}", 1, 4, "unexpected text after the JSON value"),
    ])
    func invalid(text: String, line: Int, column: Int, message: String) {
        #expect(StrictJSON.validate(text) == StrictJSON.Problem(message: message, line: line, column: column))
    }

    @Test("Whole-line // comments are allowed in examples and keep positions")
    func comments() {
        #expect(CodeSampleRule.jsonProblem("// event\n{\"a\": 1}\n") == nil)
        #expect(CodeSampleRule.jsonProblem("// event\n{\"a\": 1,}\n")?.line == 2)
        // Indented comments too, and a comment's line keeps its place; `//` inside a value or
        // after a value is no comment line.
        #expect(CodeSampleRule.jsonProblem("{\n  // the id\n  \"id\": 1,\n\t// more\n  \"b\": 2\n}") == nil)
        #expect(CodeSampleRule.jsonProblem("{\n  // the id\n  \"id\": 1,\n}")?.line == 4)
        #expect(CodeSampleRule.jsonProblem("{\"url\": \"https://x\"}") == nil)
        #expect(CodeSampleRule.jsonProblem("{\"a\": 1} // trailing") != nil)
    }
}
