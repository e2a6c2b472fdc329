@testable import DocgenCheck
import Testing

@Suite("Names of API as guides write them")
struct WrittenAPINameTests {
    @Test("Owners, selectors, `()` and `(...)` are read; calls and other code are not names")
    func parsing() {
        let shared = WrittenAPIName("Uploader.shared.resumeAll(onProgress:)")
        #expect(shared?.path == ["Uploader", "shared"] && shared?.base == "resumeAll" && shared?.labels == ["onProgress"])
        #expect(WrittenAPIName("uploader(_:didFinish:receipt:)")?.labels == ["_", "didFinish", "receipt"])
        #expect(WrittenAPIName("pause()")?.labels == [] && WrittenAPIName("pause()")?.selector == "pause()")
        #expect(WrittenAPIName("configure(...)")?.labels == nil && WrittenAPIName(".debug")?.base == "debug")
        #expect(WrittenAPIName("Receipt.Status.quarantined")?.path == ["Receipt", "Status"])
        #expect(WrittenAPIName("購入(_:)")?.base == "購入")
        for notAName in ["flush(timeout: 5)", "upload(file, to: .standard)", "[String: Int]", "a + b", "x.y(", "(_:)", "_", "1st()", ""] {
            #expect(WrittenAPIName(notAName) == nil, "\(notAName)")
        }
    }

    @Test("A heading's selectors without backticks are found; parenthetical remarks are not")
    func plainTextSelectors() {
        #expect(WrittenAPIName.selectors(inPlainText: "Uploader.cancelAll() and uploader(_:didFinsh:receipt:)")
            == ["Uploader.cancelAll()", "uploader(_:didFinsh:receipt:)"])
        #expect(WrittenAPIName.selectors(inPlainText: "Uploads (optional) and retries (3 times)").isEmpty)
        #expect(WrittenAPIName.selectors(inPlainText: "アップロード（任意）と start() の呼び出し") == ["start()"])
    }

    @Test("Delegate-style prefixes are the part before Did, Will or Should and a capital")
    func callbackPrefixes() {
        #expect(NameRule.callbackPrefix("uploaderDidBecomeIdle") == "uploader")
        #expect(NameRule.callbackPrefix("tableViewWillReload") == "tableView")
        #expect(NameRule.callbackPrefix("paywallShouldClose") == "paywall")
        #expect(NameRule.callbackPrefix("didFinish") == nil)     // no prefix: `isCallbackName`'s shape
        #expect(NameRule.callbackPrefix("Didactic") == nil && NameRule.callbackPrefix("candidate") == nil)
    }

    @Test("A platform is mentioned as a word, not inside another")
    func platformMentions() {
        #expect(NameRule.mentions("iOS", in: "exists only on iOS: a Mac app needs nothing"))
        #expect(NameRule.mentions("iOS", in: "iOS にしかありません"))
        #expect(!NameRule.mentions("iOS", in: "On macOS, hand the events over as well"))
        #expect(!NameRule.mentions("iOS", in: "curios and iOSX"))
    }
}
