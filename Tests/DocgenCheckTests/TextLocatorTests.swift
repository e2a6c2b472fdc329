@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

private typealias Location = DocgenSupport.SourceLocation

@Suite("TextLocator")
struct SourceLocatorTests {
    @Test("Text is found on its line, on the last line with or without a line end, and not past the span")
    func find() {
        for ending in ["", "\n"] {
            let locator = TextLocator("one\ntwo 日本 two\n\nlast x" + ending)
            #expect(locator.find("two", from: Location(line: 1, column: 1)) == Location(line: 2, column: 1))
            #expect(locator.find("two", from: Location(line: 2, column: 2)) == Location(line: 2, column: 12))
            #expect(locator.find("x", from: Location(line: 1, column: 1)) == Location(line: 4, column: 6))
            #expect(locator.find("x", from: Location(line: 1, column: 1), span: 3) == nil)
            #expect(locator.find("two", from: Location(line: 1, column: 1), skip: 1) == Location(line: 2, column: 12))
            #expect(locator.locate("absent", from: Location(line: 2, column: 3)) == Location(line: 2, column: 3))
        }
    }

    @Test("A page is DocC when it links a symbol by path, links an article, or has Topics or @Metadata; double backticks alone are code", arguments: [
        ("See ``Store/save(_:)`` and ``Store``.", true),
        ("Read <doc:GettingStarted> first; ``Store`` keeps state.", true),
        ("# ``Relay``\n\n## Topics\n\n- ``Store``", true),
        ("@Metadata {\n}\n\n``Store`` keeps state.", true),
        ("Pass ``nil`` to keep the default.", false),
        ("A parameter like ```api/users?limit=nil``` is sent when limit is ```nil```.", false),
        ("``a/b c`` has a space, so it is no link.", false),
        ("## Topics\n\nNo double backticks here, only `Store`.", false),
    ])
    func docC(_ example: (text: String, isDocC: Bool)) {
        #expect(TextLocator(example.text).writesDocC() == example.isDocC, "\(example.text)")
    }
}
