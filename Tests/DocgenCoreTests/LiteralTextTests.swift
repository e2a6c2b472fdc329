@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The text helpers that stand in for Foundation's (docgen links FoundationEssentials only),
/// compared with Foundation itself where it has the same operation.
@Suite("Text helpers without Foundation")
struct LiteralTextTests {
    @Test("Literal search and replace match scalars, as Foundation's .literal search, not whole Characters")
    func literalMatching() {
        // `:` followed by a combining acute accent is one Character but still contains `:`.
        let text = "a:\u{301}b::c"
        #expect(text.firstRange(ofLiteral: ":").map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 1)
        #expect(text.replacing(literal: ":", with: "%3A") == text.replacingOccurrences(of: ":", with: "%3A", options: .literal))
        #expect("x\r\ny\rz".replacing(literal: "\r\n", with: "\n").replacing(literal: "\r", with: "\n") == "x\ny\nz")
        #expect("abc".firstRange(ofLiteral: "d") == nil)
        for (haystack, needle) in [("{{api:x}} and {{y}}", "}}"), ("日本語テキスト", "テキ"), ("--> -->", "-->"), ("", "a")] {
            let ours = haystack.firstRange(ofLiteral: needle)
            let foundation = haystack.range(of: needle, options: .literal)
            #expect(ours == foundation, "\(haystack) / \(needle)")
        }
    }

    @Test("Percent-decoding answers as Foundation's removingPercentEncoding")
    func percentDecoding() {
        for text in ["%E8%B3%BC%E5%85%A5", "a%20b", "plain", "%", "%4", "%zz", "%FF", "%C3%A9t%C3%A9", "100%25", "%e8%b3%bc", "%C3"] {
            #expect(text.percentDecoded == text.removingPercentEncoding, "\(text)")
        }
    }

    @Test("Spaces and tabs are trimmed as CharacterSet.whitespaces trims them; line breaks stay")
    func trimming() {
        for text in ["  a b  ", "\t x\t", "\u{3000}全角\u{3000}", " \n x \n ", "", "   ", "\u{A0}nbsp\u{2003}"] {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test("Cutting at an ASCII byte gives what cutting at that Character gives, for names and for text around them")
    func byteCuts() {
        let texts = ["Beacon.shared.track(_:)", "a..b.", ".x", "", ".", "identify(userID:traits:)", "日本.語(x:)", "no dots",
                     "é.(x", "::", "a:b:", "(((", "Config.record", "un.décor(é:)"]
        for text in texts {
            for byte in [".", ":", "("].map({ UInt8(ascii: $0) }) {
                let character = Character(Unicode.Scalar(byte))
                #expect(text.split(byte: byte).map(String.init) == text.split(separator: character, omittingEmptySubsequences: false).map(String.init),
                        "\(text) at \(character)")
                #expect(String(text.prefix(beforeByte: byte)) == String(text.prefix { $0 != character }), "\(text) before \(character)")
                let sub = text.dropFirst()
                #expect(sub.split(byte: byte).map(String.init) == sub.split(separator: character, omittingEmptySubsequences: false).map(String.init))
            }
        }
        // Trimming a text that has nothing to trim returns it unchanged, Substrings too.
        #expect("x y".trimmingSpaces() == "x y" && "[x y]".dropFirst().dropLast().trimmingSpaces() == "x y")
    }

    @Test("Numbers print as printf's %.Nf and %02X print them")
    func numbers() {
        for (value, digits) in [(0.0, 1), (1.25, 2), (50.0, 1), (1234.5678, 1), (0.04, 1), (-2.5, 2), (146.0, 0), (9.96, 1)] {
            #expect(NumberText.fixed(value, digits) == String(format: "%.\(digits)f", value), "\(value) \(digits)")
        }
        for byte: UInt8 in [0, 9, 0x0A, 0x7F, 0xC3, 0xFF] {
            #expect(NumberText.hex(byte) == String(format: "%02X", byte))
        }
    }

    @Test("NFKC through the runtime's ICU gives Foundation's NFKC (then NFC)")
    func nfkc() {
        // Blocks full of compatibility mappings, marks and Hangul, sampled, then mixed.
        let ranges: [ClosedRange<UInt32>] = [0xA0...0x17F, 0x300...0x36F, 0x2000...0x215F, 0x2460...0x24FF, 0x3000...0x30FF,
                                              0x3200...0x33FF, 0xAC00...0xAC40, 0xFB00...0xFB4F, 0xFE30...0xFE6F,
                                              0xFF00...0xFFEF, 0x1D400...0x1D4FF, 0x1F100...0x1F1FF]
        var scalars: [Unicode.Scalar] = []
        for range in ranges { scalars += range.compactMap(Unicode.Scalar.init) }
        var samples = scalars.map { String($0) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.unicodeScalars.append(scalars[Int(state >> 33) % scalars.count])
            }
            samples.append(text)
        }
        samples += ["ｶﾞｲﾄﾞ", "ＳＤＫ４", "①②", "㍿", "ﬁle", "e\u{301}\u{323}"]
        for text in samples {
            #expect(SearchTokenizer.normalized(text) == text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping,
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
