@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import Dispatch
import DocgenTestSupport
import Foundation
import Testing

/// Incremental equals full: random sequences of edits on a generated site (pages and assets
/// added, edited, renamed and deleted, titles, `order`, templates, config and translations'
/// `source:` changed); after every step the output of the rebuild into the same folder is
/// compared, file for file and byte for byte, with a fresh full build of the same sources.
///
/// `DOCGEN_PROPERTY_SEQUENCES` sets how many sequences run (300 by default, as `scripts/test`
/// runs them; `scripts/soak` runs thousands) and `DOCGEN_PROPERTY_SEED` the first seed, so a
/// failure names the seed that reproduces it.
@Suite("Incremental equals full (property test)", .serialized)
struct IncrementalEqualsFullTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["DOCGEN_PROPERTY_SEQUENCES"] ?? "") ?? 300
    static let firstSeed = UInt64(ProcessInfo.processInfo.environment["DOCGEN_PROPERTY_SEED"] ?? "") ?? 1
    static let stepsPerSequence = 6

    @Test("After every edit, the rebuilt output is the full build's, byte for byte")
    func incrementalEqualsFull() throws {
        // Sequences are independent: two at a time, one per core.
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.sequences) { i in
            do {
                if let failure = try run(seed: Self.firstSeed + UInt64(i)) { failures.withLock { $0.append(failure) } }
            } catch {
                failures.withLock { $0.append("seed \(Self.firstSeed + UInt64(i)): \(error)") }
            }
        }
        for failure in failures.withLock({ $0 }).sorted() { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("The generator makes every kind of edit, and the comparison sees a difference")
    func generatorCovers() throws {
        var kinds = Set<String>()
        for seed in UInt64(1)...200 {
            var random = SplitMix(seed: seed)
            var site = GeneratedSite(random: &random)
            for _ in 0..<Self.stepsPerSequence { kinds.insert(site.edit(random: &random)) }
        }
        #expect(kinds == Set(GeneratedSite.editKinds), "never made: \(Set(GeneratedSite.editKinds).subtracting(kinds))")
        // The oracle is not blind: a stray file in one output is a difference.
        let a = try ScratchFolder(), b = try ScratchFolder()
        try a.write("x/index.html", "same")
        try b.write("x/index.html", "same")
        #expect(OutputTree(a.url) == OutputTree(b.url))
        try b.write("x/stray.png", "left behind")
        #expect(OutputTree(a.url) != OutputTree(b.url))
    }

    /// The first difference of one sequence, or nil when every step matched.
    func run(seed: UInt64) throws -> String? {
        var random = SplitMix(seed: seed)
        let sources = try ScratchFolder()
        let outputs = try ScratchFolder()
        var site = GeneratedSite(random: &random)
        try site.write(to: sources.url)
        let incremental = outputs.url.appendingPathComponent("incremental")
        _ = try SiteBuild(root: sources.url, out: incremental).run()
        var history: [String] = []
        for step in 0..<Self.stepsPerSequence {
            history.append(site.edit(random: &random))
            try site.write(to: sources.url)
            let full = outputs.url.appendingPathComponent("full-\(step)")
            let rebuilt = Result { try SiteBuild(root: sources.url, out: incremental).run() }
            let fresh = Result { try SiteBuild(root: sources.url, out: full).run() }
            switch (rebuilt, fresh) {
            case (.success, .success):
                let a = OutputTree(incremental), b = OutputTree(full)
                guard a == b else { return "seed \(seed), after \(history.joined(separator: ", ")): \(a.difference(from: b))" }
            case (.failure(let a), .failure(let b)):
                let ids = { (error: any Error) in (error as? DiagnosticsError)?.diagnostics.map(\.id).sorted() ?? [] }
                guard ids(a) == ids(b) else {
                    return "seed \(seed), after \(history.joined(separator: ", ")): the rebuild failed with \(ids(a)), the full build with \(ids(b))"
                }
                return nil  // the generator made an input both refuse; the sequence ends here
            default:
                return "seed \(seed), after \(history.joined(separator: ", ")): rebuild \(rebuilt), full build \(fresh)"
            }
            try? FileManager.default.removeItem(at: full)
        }
        return nil
    }
}

/// Every file and folder under an output folder, with the files' bytes.
struct OutputTree: Equatable {
    var entries: [String: Data?]

    init(_ folder: URL) {
        entries = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            let bytes = isDirectory.boolValue ? nil as Data? : FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            entries[path] = path == OutputDirectory.markerName ? bytes.map(Self.withoutIdentities) : bytes
        }
    }

    /// The manifest without its `identities` line: which files had settled when a build
    /// stat'ed them depends on when it ran (`FileStatus.settledIdentity`), not on the sources,
    /// and two builds a moment apart may differ in it. Everything else in it must match.
    static func withoutIdentities(_ manifest: Data) -> Data {
        Data(manifest.split(separator: 0x0A, omittingEmptySubsequences: false)
            .filter { !$0.starts(with: Array("identities\t".utf8)) }
            .joined(separator: [0x0A]))
    }

    func difference(from other: OutputTree) -> String {
        let only = Set(entries.keys).subtracting(other.entries.keys).sorted()
        let missing = Set(other.entries.keys).subtracting(entries.keys).sorted()
        let differ = entries.keys.filter { other.entries[$0] != nil && other.entries[$0]! != entries[$0]! }.sorted()
        return "only in the rebuild: \(only); only in the full build: \(missing); different: \(differ)"
    }
}

/// SplitMix64: a small, seedable random source, so a failing sequence is reproduced by its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A small site in English and Japanese, held as files, and the edits a writer makes to it.
struct GeneratedSite {
    static let editKinds = [
        "add page", "edit page", "retitle page", "reorder page", "rename page", "delete page", "add asset", "edit asset",
        "rename asset", "delete asset", "edit template", "remove template", "edit config", "record translation",
    ]

    /// Relative path → text or bytes.
    var files: [String: Data] = [:]
    /// Paths written last time, to delete the ones gone.
    private var written: Set<String> = []
    private var counter = 0

    init(random: inout SplitMix) {
        files["docgen.yaml"] = Data("title: Generated\nbaseURL: https://docs.example.com/\nlocales:\n  - code: en\n  - code: ja\n".utf8)
        for _ in 0..<Int.random(in: 2...4, using: &random) { addPage(random: &random) }
        for _ in 0..<Int.random(in: 0...2, using: &random) { addAsset(random: &random) }
    }

    var pages: [String] { files.keys.filter { $0.hasPrefix("content/") && $0.hasSuffix(".md") }.sorted() }
    var englishPages: [String] { pages.filter { $0.hasPrefix("content/en/") } }
    var assets: [String] { files.keys.filter { $0.hasPrefix("content/") && !$0.hasSuffix(".md") }.sorted() }

    mutating func name() -> String {
        counter += 1
        return "p\(counter)"
    }

    mutating func page(title: String, order: Int?, body: String) -> Data {
        Data("---\ntitle: \(title)\n\(order.map { "order: \($0)\n" } ?? "")---\n\n\(body)".utf8)
    }

    mutating func body(random: inout SplitMix, links: [String]) -> String {
        var text = "Intro paragraph \(Int.random(in: 0...999, using: &random)).\n\n## Section \(Int.random(in: 0...9, using: &random))\n\nText 購入 \(Int.random(in: 0...999, using: &random)).\n"
        if let target = links.randomElement(using: &random) {
            // A relative link from content/en/x.md or content/en/sub/x.md to another English page.
            text += "\nSee [another page](\(target)).\n"
        }
        return text
    }

    /// Links from a page at `path` to the other English pages, as paths relative to it.
    func linkTargets(from path: String) -> [String] {
        let folderDepth = path.split(separator: "/").count - 3
        return englishPages.filter { $0 != path }.map { target in
            String(repeating: "../", count: folderDepth) + target.dropFirst("content/en/".count)
        }
    }

    mutating func addPage(random: inout SplitMix) {
        let folder = Bool.random(using: &random) ? "" : "guides/"
        let path = "content/en/\(folder)\(name()).md"
        let title = "Page \(counter)"
        files[path] = page(title: title, order: Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil,
                           body: body(random: &random, links: linkTargets(from: path)))
        if Bool.random(using: &random) {
            // A translation, untracked until recorded.
            files[path.replacingOccurrences(of: "content/en/", with: "content/ja/")] =
                page(title: "ページ \(counter)", order: nil, body: "導入。\n\n## 節\n\n本文。\n")
        }
    }

    mutating func addAsset(random: inout SplitMix) {
        let locale = Int.random(in: 0..<4, using: &random) == 0 ? "ja" : "en"
        files["content/\(locale)/img/\(name()).png"] = Data((0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    /// Makes one random edit; returns its kind.
    mutating func edit(random: inout SplitMix) -> String {
        let kind = Self.editKinds.randomElement(using: &random)!
        switch kind {
        case "add page":
            addPage(random: &random)
        case "edit page":
            guard let path = pages.randomElement(using: &random) else { addPage(random: &random); return kind }
            files[path]!.append(contentsOf: "\nAnother paragraph \(Int.random(in: 0...999, using: &random)).\n".utf8)
        case "retitle page":
            guard let path = pages.randomElement(using: &random) else { return kind }
            let text = String(decoding: files[path]!, as: UTF8.self)
            files[path] = Data(text.replacingOccurrences(of: "title: ", with: "title: Renamed ").utf8)
        case "reorder page":
            guard let path = englishPages.randomElement(using: &random) else { return kind }
            let text = String(decoding: files[path]!, as: UTF8.self)
            let reordered = text.contains("order: ")
                ? text.replacingOccurrences(of: "order: ", with: "order: 1")
                : text.replacingOccurrences(of: "---\n\n", with: "order: \(Int.random(in: 1...9, using: &random))\n---\n\n")
            files[path] = Data(reordered.utf8)
        case "rename page":
            // A page and its translation move together; links to it would break, so only a
            // page nothing links to is moved.
            guard let path = englishPages.first(where: { page in !pages.contains { files[$0].map { String(decoding: $0, as: UTF8.self) }?.contains(page.split(separator: "/").last!) == true && $0 != page } }) else { return kind }
            let renamed = path.replacingOccurrences(of: ".md", with: "-moved.md")
            files[renamed] = files.removeValue(forKey: path)
            let translation = path.replacingOccurrences(of: "content/en/", with: "content/ja/")
            if let text = files.removeValue(forKey: translation) { files[renamed.replacingOccurrences(of: "content/en/", with: "content/ja/")] = text }
        case "delete page":
            // Deleting a translation keeps every link valid (links resolve to the fallback).
            guard let path = pages.filter({ $0.hasPrefix("content/ja/") }).randomElement(using: &random) else { return kind }
            files[path] = nil
        case "add asset":
            addAsset(random: &random)
        case "edit asset":
            guard let path = assets.randomElement(using: &random) else { addAsset(random: &random); return kind }
            files[path]!.append(UInt8.random(in: 0...255, using: &random))
        case "rename asset":
            guard let path = assets.randomElement(using: &random) else { return kind }
            files[path.replacingOccurrences(of: ".png", with: "-r.png")] = files.removeValue(forKey: path)
        case "delete asset":
            guard let path = assets.randomElement(using: &random) else { return kind }
            files[path] = nil
        case "edit template":
            files["templates/partials/footer.html"] = Data("<footer>Generated footer \(Int.random(in: 0...99, using: &random))</footer>\n".utf8)
        case "remove template":
            files["templates/partials/footer.html"] = nil
        case "edit config":
            files["docgen.yaml"] = Data("title: Generated \(Int.random(in: 0...99, using: &random))\nbaseURL: https://docs.example.com/\nlocales:\n  - code: en\n  - code: ja\n".utf8)
        case "record translation":
            // Written as `docgen translated` writes it: the English page's revision.
            guard let path = pages.filter({ $0.hasPrefix("content/ja/") }).randomElement(using: &random),
                  let original = files[path.replacingOccurrences(of: "content/ja/", with: "content/en/")] else { return kind }
            let englishText = String(decoding: original, as: UTF8.self)
            guard let parts = try? PageParts(text: englishText, file: "en.md") else { return kind }
            let outline = HeadingOutline(MarkdownParser().parse(parts.body))
            let revision = PageRevision(title: parts.frontMatter.title, description: parts.frontMatter.description, body: parts.body, outline: outline)
            if let edited = TranslationRecordEditor.updating(Array(files[path]!), with: revision) { files[path] = Data(edited) }
        default:
            break
        }
        return kind
    }

    /// Writes the files to `root`, deleting those gone since the last write.
    mutating func write(to root: URL) throws {
        for path in written.subtracting(files.keys) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            if FileManager.default.contents(atPath: url.path) == data { continue }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        written = Set(files.keys)
    }
}
