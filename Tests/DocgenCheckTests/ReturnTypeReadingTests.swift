@testable import DocgenCheck
import DocgenSupport
import Testing

/// How the return-type rule reads a sentence: its code spans, the words that make a span the
/// type something returns, and which spans can be a type or a member.
@Suite("Return types in prose: spans, leads, types and members (en, ja, zh)")
struct ReturnTypeReadingTests {
    @Test("Spans as CommonMark reads them: a DocC link's double backticks are one span")
    func spans() {
        let spans = CodeSpan.spans(in: "``Uploader`` sends `a` and ``B/c()`` and an unclosed ` tick")
        #expect(spans.map(\.code) == ["Uploader", "a", "B/c()"])
        #expect(CodeSpan.spans(in: "no code here").isEmpty)
    }

    @Test("Words that make a span the returned type, in English, Japanese and Chinese")
    func leads() {
        func claims(_ before: String, _ after: String = "") -> Bool {
            ReturnTypeRule.claimsReturn(before: Substring(before), after: Substring(after))
        }
        for lead in [" returns ", " returns a new optional ", " which returns an ", " the return type is ", " 返回 ", " 返回一个新的 ",
                     " 的返回值是 ", " 为队列返回一个可以启动的 ", " の戻り値は "] {
            #expect(claims(lead), "\(lead)")
        }
        for (before, after) in [(" は ", " を返します。"), (" からは ", " が返されます"), (" は ", " 型の値を返します")] {
            #expect(claims(before, after), "\(before)…\(after)")
        }
        for lead in [" returns an array of ", " takes a ", " is passed to ", " 接收 ", " 返回后，把 ", " 返回和 "] {
            #expect(!claims(lead), "\(lead)")
        }
        #expect(!claims(" は ", " を受け取ります"))
        #expect(ReturnTypeRule.isNegatedJapanese(" を返しません。"))
        #expect(ReturnTypeRule.isCopula(" is a ") && !ReturnTypeRule.isCopula(" is passed to "))
        #expect(ReturnTypeRule.leadsReturn("The return type of ") && !ReturnTypeRule.leadsReturn("The type of "))
    }

    @Test("A type is a capitalized name or a type expression; a member is a selector or a lowercase name")
    func typesAndMembers() {
        for type in ["Uploader", "[Receipt]", "Receipt?", "Result<Data, RelayError>", "(Int) -> Void", "AdaptyUI.Action"] {
            #expect(ReturnTypeRule.looksLikeType(type), "\(type)")
        }
        for notType in ["true", "nil", ".success", "42", "\"ok\"", "Self", "some View", "make(config:)", "receipt"] {
            #expect(!ReturnTypeRule.looksLikeType(notType), "\(notType)")
        }
        for member in ["make", "make(config:)", "Courier.make(config:)", "uploader.upload(_:to:)", "isChunked"] {
            #expect(ReturnTypeRule.looksLikeMember(member), "\(member)")
        }
        for notMember in ["Uploader", "AdaptyUI.Action", "42", "「x」"] {
            #expect(!ReturnTypeRule.looksLikeMember(notMember), "\(notMember)")
        }
    }
}
