import DocgenMarkdown
@testable import DocgenRender
import DocgenHTML
import DocgenSite
import Testing

/// Fence meta as Docusaurus and Starlight write it (` ```swift showLineNumbers {2,4-5} `),
/// rendered through the real parser, highlighter and renderer.
@Suite("Line numbers and marked lines")
struct CodeLinesTests {
    static func body(_ markdown: String) -> String {
        let document = MarkdownParser().parse(markdown)
        var renderer = HTMLRenderer(outline: HeadingOutline(document), links: FuzzRegressionTests.PassThrough(), admonitionTitles: [:])
        return renderer.render(document)
    }

    static func lines(_ html: String) -> [String] {
        html.components(separatedBy: "<span class=\"line").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    @Test("showLineNumbers numbers every line from 1, or from the number given; {…} marks lines")
    func numbersAndMarks() {
        let html = Self.body("```swift showLineNumbers {2,4-5}\nlet a = 1\nlet b = 2\nlet c = 3\nlet d = 4\nlet e = 5\n```\n")
        #expect(html.contains("<pre class=\"code numbered\">"))
        #expect(Self.lines(html) == ["\" data-line=\"1\"", " hl\" data-line=\"2\"", "\" data-line=\"3\"", " hl\" data-line=\"4\"", " hl\" data-line=\"5\""])
        let started = Self.body("```js showLineNumbers=10\na()\nb()\n```\n")
        #expect(Self.lines(started) == ["\" data-line=\"10\"", "\" data-line=\"11\""])
        let starlight = Self.body("```js startLineNumber=7 showLineNumbers ins={1} del={2}\na()\nb()\n```\n")
        #expect(Self.lines(starlight) == [" ins\" data-line=\"7\"", " del\" data-line=\"8\""])
    }

    @Test("Marked lines without numbers carry no data-line; a fence without meta renders as before")
    func marksOnlyAndPlain() {
        let marked = Self.body("```swift {1}\nlet a = 1\nlet b = 2\n```\n")
        #expect(marked.contains("<pre class=\"code\">"))
        #expect(Self.lines(marked) == [" hl\"", "\""])
        let plain = Self.body("```swift title=\"A.swift\"\nlet a = 1\n```\n")
        #expect(!plain.contains("class=\"line"))
        #expect(plain.contains("<figcaption class=\"code-title\">A.swift</figcaption>"))
    }

    @Test("A highlighted token across lines is closed at each line's end and opened again on the next")
    func spansAcrossLines() {
        let html = Self.body("```swift showLineNumbers\n/* one\n   two */\nlet a = 1\n```\n")
        #expect(Self.lines(html).count == 3)
        // Every line element holds balanced spans: the comment's token is cut in two.
        for piece in html.components(separatedBy: "<span class=\"line").dropFirst() {
            let line = "<span class=\"line" + String(piece[..<piece.range(of: "</span>\n")!.upperBound])
            #expect(line.components(separatedBy: "<span").count == line.components(separatedBy: "</span>").count, "\(line)")
        }
        let commentOpenings = html.components(separatedBy: "tok-comment").count - 1
        #expect(commentOpenings == 2)
    }

    @Test("The text of the lines is the code, line breaks included (what copy and search see)")
    func textIsTheCode() {
        let code = "/* one\n   two */\nlet a = \"x\" // c\n"
        let html = Self.body("```swift showLineNumbers {1}\n" + code + "```\n")
        let inner = String(html[html.range(of: "<code class=\"language-swift\">")!.upperBound..<html.range(of: "</code>")!.lowerBound])
        let tree = HTMLTree(fragment: inner)
        #expect(tree.nodes.filter { $0.kind == .text }.map(\.text).joined() == code)
    }

    @Test("The splitter keeps self-closing tags and text without spans as they are")
    func splitter() {
        #expect(CodeLines.split("a\nb") == ["a", "b"])
        #expect(CodeLines.split("<span class=\"k\">a\nb</span>\nc") == ["<span class=\"k\">a</span>", "<span class=\"k\">b</span>", "c"])
        #expect(CodeLines.split("<br/>x") == ["<br/>x"])
    }
}
