@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// The translation rules on whole fixture sites in English, Japanese and Chinese:
/// `docgen.translation.*`, `docgen.parity.*` and `docgen.links.*`.
@Suite("Translations, structure parity and links")
struct TranslationRulesTests {
    @Test("Faithful translations in other phrasings and layouts raise nothing, in any locale", arguments: ["en", "ja", "zh"])
    func clean(locale: String) throws {
        // ja: a comment re-wrapped over two lines and aligned differently, a setext heading, a bold-name
        // parameter table with はい/いいえ, list items in another order, `./guide.md`, a localized screenshot,
        // anchors translated. zh: block comments, a comment dropped, reference-style links, explicit {#ids},
        // a numbered list instead of bullets, bare names, rows reordered, the Required column moved last, 是/否.
        let (found, status) = try siteFindings("clean")
        let mine = found.filter { $0.file?.hasPrefix("content/\(locale)/") == true }
        #expect(mine.isEmpty, "\(mine.map { "\($0.file ?? ""):\($0.location?.line ?? 0) \($0.id) \($0.message)" })")
        if locale != "en" {
            #expect(status.tally(locale) == TranslationStatus.Tally(total: 3, upToDate: 3))
        }
    }

    @Test("Structure parity: code, sections, links, images and API tables that differ from the English page")
    func parity() throws {
        let (found, status) = try siteFindings("parity")
        #expect(places(found) == [
            "content/ja/errors.md:26 error docgen.parity.code",        // a block the English page does not have
            "content/ja/guide.md:17 error docgen.parity.links",        // the link to errors.md left out
            "content/ja/guide.md:39 warning docgen.parity.sections",   // Restore split in two
            "content/ja/guide.md:67 error docgen.parity.table",        // didFailPurchase 任意, required in en and zh
            "content/ja/guide.md:80 error docgen.parity.table",        // a parameter the English table does not list
            "content/ja/index.md:14 error docgen.parity.images",       // the image left out
            "content/zh/errors.md:14 error docgen.parity.code",        // the block left out
            "content/zh/guide.md:17 error docgen.parity.links",        // a link to faq.md the English page does not have
            "content/zh/guide.md:27 error docgen.parity.code",         // dismiss(animated: false)
            "content/zh/guide.md:44 error docgen.parity.images",       // the image shown a second time
            "content/zh/guide.md:61 error docgen.parity.table",        // a delegate method left out of the table
            "content/zh/index.md:25 warning docgen.parity.sections",   // ## written as ###
        ])
        // Parity findings do not make a translation outdated: it records the current English page.
        #expect(status.tally("ja").upToDate == 4 && status.tally("zh").upToDate == 4)
    }

    @Test("A Required cell that disagrees with English points at every locale's cell and suggests the locale's word")
    func requiredFlagAcrossLocales() throws {
        let (found, _) = try siteFindings("parity")
        let flag = try #require(found.first { $0.id == "docgen.parity.table" && $0.file == "content/ja/guide.md" && $0.location?.line == 67 })
        #expect(flag.severity == .error)
        #expect(flag.message == "'flowController(_:didFailPurchase:error:)' is optional here ('任意') but required in the English table ('required')")
        #expect(flag.location?.column == 48)  // the 任意 cell, in bytes
        #expect(flag.notes.map { "\($0.file ?? ""):\($0.location?.line ?? 0)" } == ["content/en/guide.md:52", "content/zh/guide.md:64"])
        #expect(flag.notes.last?.message == "the zh table says '是' (required)")
        #expect(flag.fix?.replacement == "必須")
    }

    @Test("A code difference is reported at the first differing line, comments aside, with the English line as a note")
    func codeDifference() throws {
        let (found, _) = try siteFindings("parity")
        let code = try #require(found.first { $0.id == "docgen.parity.code" && $0.file == "content/zh/guide.md" })
        #expect(code.message.contains("`controller.dismiss(animated: false)` where the English has `controller.dismiss(animated: true)`"))
        #expect(code.location == .init(line: 27, column: 9))
        #expect(code.notes.first?.file == "content/en/guide.md")
        #expect(code.notes.first?.location?.line == 17)
    }

    @Test("Missing, orphaned, untracked and outdated translations")
    func status() throws {
        let (found, status) = try siteFindings("status")
        let translation = found.filter { $0.id.hasPrefix("docgen.translation.") }
        #expect(places(translation) == [
            "content/en/only.md:0 note docgen.translation.missing",
            "content/en/only.md:0 note docgen.translation.missing",
            "content/ja/guide.md:5 warning docgen.translation.outdated",
            "content/ja/old-guide.md:1 error docgen.translation.orphan",
            "content/zh/guide.md:5 warning docgen.translation.outdated",
            "content/zh/index.md:1 warning docgen.translation.untracked",
        ])
        #expect(status.tally("ja") == TranslationStatus.Tally(total: 4, upToDate: 2, outdated: 1, untracked: 0, missing: 1))
        #expect(status.tally("zh") == TranslationStatus.Tally(total: 4, upToDate: 1, outdated: 1, untracked: 1, missing: 1))
        #expect(status.orphans.map(\.file.displayPath) == ["content/ja/old-guide.md"])
        let orphan = try #require(translation.first { $0.id == "docgen.translation.orphan" })
        #expect(orphan.fix?.message == "if it translates guide.md, rename it to match; otherwise add content/en/old-guide.md")
    }

    @Test("An outdated translation names the changed English sections and points at its own, by position")
    func outdated() throws {
        let (found, status) = try siteFindings("status")
        let ja = try #require(found.first { $0.id == "docgen.translation.outdated" && $0.file == "content/ja/guide.md" })
        #expect(ja.message == "translates an older revision of content/en/guide.md; changed since: 'Purchases', 'Pending purchases' (new), 'Analytics payloads' (renamed from '#event-payloads')")
        #expect(ja.notes.map { "\($0.file ?? ""):\($0.location?.line ?? 0) \($0.message)" } == [
            "content/en/guide.md:9 the English section 'Purchases' changed",
            "content/ja/guide.md:19 '購入' translates it",
            "content/en/guide.md:23 the English section 'Pending purchases' is new",
            "content/en/guide.md:34 the English section 'Analytics payloads' changed",
            "content/ja/guide.md:41 'イベントのペイロード' translates it",
        ])
        #expect(ja.fix?.message == "update the translation to match, then run `docgen translated content/ja/guide.md`")
        #expect(status.entry("guide.md", locale: "ja")?.changes.map(\.kind) == [.changed, .added, .changed])
        // A record written by hand without section hashes: outdated, sections unknown.
        let zh = try #require(found.first { $0.id == "docgen.translation.outdated" && $0.file == "content/zh/guide.md" })
        #expect(zh.message.hasSuffix("the sections that changed are unknown: the record has no section hashes"))
    }

    @Test("In an outdated translation, differences in the changed sections are warnings; elsewhere they stay errors")
    func outdatedParity() throws {
        let (found, _) = try siteFindings("status")
        let parity = found.filter { $0.id.hasPrefix("docgen.parity.") }
        #expect(places(parity) == [
            "content/ja/guide.md:28 warning docgen.parity.code",       // the Purchases sample, which changed in English
            "content/ja/guide.md:41 warning docgen.parity.sections",   // English gained a section
            "content/ja/guide.md:65 error docgen.parity.table",        // 任意 in Delegate methods, which did not change
            "content/zh/guide.md:18 warning docgen.parity.code",       // sections unknown: all expected
            "content/zh/guide.md:31 warning docgen.parity.sections",
        ])
        #expect(parity.first { $0.severity == .warning && $0.id == "docgen.parity.code" }?.message.hasSuffix("(expected while the translation is outdated)") == true)
    }

    @Test("Links and anchors resolve in each locale, files exist; English anchors reach translated and untranslated pages")
    func links() throws {
        let (found, _) = try siteFindings("links")
        let links = found.filter { $0.id.hasPrefix("docgen.links.") }
        #expect(places(links) == [
            "content/en/index.md:10 error docgen.links.broken",
            "content/en/index.md:11 warning docgen.links.anchor",
            "content/en/index.md:12 error docgen.links.missing-file",
            "content/ja/index.md:16 error docgen.links.broken",
            "content/ja/index.md:17 warning docgen.links.anchor",
            "content/ja/index.md:18 error docgen.links.missing-file",
            "content/zh/index.md:16 error docgen.links.broken",
            "content/zh/index.md:17 warning docgen.links.anchor",
            "content/zh/index.md:18 error docgen.links.missing-file",
            "content/zh/index.md:19 error docgen.links.outside",
            "content/zh/index.md:20 warning docgen.links.anchor",
        ])
        #expect(links.first { $0.file == "content/ja/index.md" && $0.id == "docgen.links.broken" }?.message
            == "'missing.md' links to a page that does not exist (content/ja/missing.md)")
        #expect(found.filter { $0.id.hasPrefix("docgen.parity.") }.isEmpty)
    }
}
