@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// The rules' text helpers take byte paths for ASCII; these compare them with the Character
/// definitions they stand for, on the strings where the two could part.
@Suite("Text helpers: byte fast paths agree with Character semantics")
struct RuleTextFastPathTests {
    static let pieces = ["", "a", "Z", "1", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "`", "*", ".", "()", "_", ":",
                         "did", "will", "should", "D", "Finish", "\u{301}", "\u{600}", "é", "日本", "Ä", "ｄｉｄ",
                         "か", "\u{3099}", "必須", "한", "\u{200D}", "\u{1100}", "任意 "]

    /// Every string of up to three pieces.
    static var strings: [String] {
        var all = [""]
        for a in pieces {
            all.append(a)
            for b in pieces {
                all.append(a + b)
                for c in pieces.prefix(18) { all.append(a + b + c) }
            }
        }
        return all
    }

    @Test("trimmingWhitespace trims whitespace Characters at both ends, and returns other strings unchanged")
    func trimming() {
        // Whitespace that a mark joins into one Character at the end, behind a non-space start.
        let joined = ["a\u{3000}\u{3099}", "日本 \u{301}", "必須\u{A0}\u{200D}", "x\u{600}日", "\u{1100}한", "任意\u{3000}か\u{3099}"]
        for text in Self.strings + joined {
            var s = Substring(text)
            while s.first?.isWhitespace == true { s.removeFirst() }
            while s.last?.isWhitespace == true { s.removeLast() }
            #expect(text.trimmingWhitespace == String(s), "\(text.debugDescription)")
        }
    }

    @Test("A callback name is did/will/should, then an upper-case letter, all letters and digits")
    func callbackNames() {
        for text in Self.strings + ["didFinishPurchase", "willAppear2", "shouldClose_", "did", "didfinish", "`didAppear`", "**willX**"] {
            let n = MemberNames.normalize(text)
            let expected = ["did", "will", "should"].contains { prefix in
                n.hasPrefix(prefix) && n.dropFirst(prefix.count).first?.isUppercase == true
            } && n.allSatisfy { $0.isLetter || $0.isNumber }
            #expect(NameRule.isCallbackName(text) == expected, "\(text.debugDescription)")
        }
    }
}
