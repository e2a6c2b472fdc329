@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("HeadingSlugger")
struct HeadingSluggerTests {
    @Test("Slugs keep letters of every script, fold case, drop punctuation", arguments: [
        ("Install the SDK", "install-the-sdk"),
        ("What's new in 4.0?", "whats-new-in-40"),
        ("購入を処理する", "購入を処理する"),
        ("UIKit で処理する", "uikit-で処理する"),
        ("購入と復元（概要）", "購入と復元概要"),
        ("「必須」のメソッド・一覧", "必須のメソッド一覧"),
        ("购买与恢复：概览", "购买与恢复概览"),
        ("在 UIKit 中处理", "在-uikit-中处理"),
        ("flowController(_:didFinishPurchase:)", "flowcontroller_didfinishpurchase"),
        ("Ｆｕｌｌ　ｗｉｄｔｈ", "ｆｕｌｌ-ｗｉｄｔｈ"),
    ])
    func slug(text: String, expected: String) {
        #expect(HeadingSlugger.slug(text) == expected)
    }

    @Test("ASCII, slugged without Unicode tables, keeps exactly what the general rule keeps")
    func asciiByCategory() {
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            let expected: String = switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .decimalNumber: scalar.properties.lowercaseMapping
            case .spaceSeparator: "-"
            case .dashPunctuation where scalar == "-", .connectorPunctuation where scalar == "_": String(scalar)
            default: scalar == "\t" || scalar == "\n" ? "-" : ""
            }
            #expect(HeadingSlugger.slug("a\(scalar)b") == "a\(expected)b", "U+\(String(value, radix: 16))")
        }
    }

    @Test("Kana and ideographs, kept without Unicode tables, are letters the general rule keeps as they are")
    func cjkByCategory() {
        for range in [0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF] as [ClosedRange<UInt32>] {
            for value in range {
                let scalar = Unicode.Scalar(value)!
                #expect(scalar.properties.generalCategory == .otherLetter && scalar.properties.lowercaseMapping == String(scalar),
                        "U+\(String(value, radix: 16))")
                #expect(HeadingSlugger.slug("a\(scalar)b") == "a\(scalar)b")
            }
        }
        #expect(HeadingSlugger.slug("ＳＤＫ　購入・復元 ゛Ab") == "ｓｄｋ-購入復元-ab")
    }

    @Test("Repeated headings get -1, -2 in order, and never collide with a written id")
    func duplicates() {
        var slugger = HeadingSlugger()
        #expect(slugger.id(for: "概要") == "概要")
        #expect(slugger.id(for: "概要") == "概要-1")
        #expect(slugger.id(for: "概要-1") == "概要-1-1")
        #expect(slugger.id(for: "概要") == "概要-2")
        #expect(slugger.id(for: "Anything", explicit: "custom") == "custom")
        #expect(slugger.id(for: "!!!") == "section")
    }

    @Test("The same page gives the same ids on every run")
    func stable() {
        let headings = ["購入", "復元", "購入", "エラー"]
        func ids() -> [String] {
            var slugger = HeadingSlugger()
            return headings.map { slugger.id(for: $0) }
        }
        #expect(ids() == ids())
        #expect(ids() == ["購入", "復元", "購入-1", "エラー"])
    }
}
