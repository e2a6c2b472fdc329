import DocgenSite
import DocgenSupport
import FoundationEssentials

/// `docgen init`: a new site to start from: `docgen.yaml` (its optional keys shown, commented)
/// and a first page per locale.
public struct InitCommand: SiteCommand {
    public static let name = "init"
    public static let summary = "Make a new site: docgen.yaml and a first page per locale."
    public static let discussion = """
    Writes docgen.yaml and content/<locale>/index.md for each locale into the root folder \
    (made if missing), and nothing over a file that is there already.
    """
    public static let options: [CommandOption<InitCommand>] = [
        .root,
        .value("locales", "CODES", "The locales, the first the default (default: en; e.g. en,ja,zh).") { command, value throws(UsageError) in
            let codes = value.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
            guard !codes.isEmpty else { throw UsageError("'--locales' takes locale codes such as en,ja,zh", command: name) }
            for code in codes {
                if let problem = SiteLocale.codeProblem(code) { throw UsageError("'--locales': \(problem)", command: name) }
            }
            guard Set(codes).count == codes.count else { throw UsageError("'--locales' names a locale twice", command: name) }
            command.locales = codes
        },
        .value("title", "TEXT", "The site's title (default: Documentation).", \.title),
    ]

    public var root: String?
    public var locales = ["en"]
    public var title: String?

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        let files = Self.files(title: title ?? "Documentation", locales: locales)
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            context.standardError("error: \(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : "") in \(context.displayPath(root)); docgen init writes over nothing. Pick an empty folder with --root DIR.\n")
            return 1
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                context.standardError("error: cannot write \(file.path): \(FileReader.reason(error))\n")
                return 1
            }
            context.standardError("  wrote \(file.path)\n")
        }
        // Each translated first page records the English one it translates (as `docgen
        // translated` would), so a new site checks clean, with no "untracked" warnings.
        let marker = TranslationMarker(root: root)
        for code in locales.dropFirst() {
            do {
                _ = try marker.mark(root.appendingPathComponent("\(ContentTree.folderName)/\(code)/index.md"))
            } catch {
                context.print(error.diagnostics, root: root)
                return 1
            }
        }
        let rootOption = self.root.map { " --root \(Self.shellQuoted($0))" } ?? ""
        context.standardOutput("""
        Made a \(locales.count == 1 ? "site" : "site in \(locales.count) locales") in \(context.displayPath(root)). Next:

          docgen serve\(rootOption)     # preview it at http://127.0.0.1:8080/, live as you edit
          docgen build\(rootOption)     # the static site into _site/, for any host

        """)
        return 0
    }

    /// The files a new site starts with.
    static func files(title: String, locales: [String]) -> [(path: String, text: String)] {
        var config = """
        # \(SiteConfig.fileName): the site's settings. Every key is optional.
        title: \(yamlText(title))
        # The address the site is published at; canonical links, hreflang and sitemap.xml use it.
        # baseURL: https://docs.example.com/
        defaultLocale: \(locales[0])
        locales:

        """
        for code in locales {
            let locale = SiteLocale(code: code)
            config += "  - code: \(code)\n    name: \(yamlText(locale.name))\n"
            if locale.languageTag != code { config += "    hreflang: \(locale.languageTag)\n" }
        }
        config += """
        # "Edit this page" on every page: this address followed by the page's path (content/en/index.md).
        # editURL: https://github.com/your-org/your-docs/edit/main/
        # The API models the drift check compares the pages with; a page names its model in its
        # front matter (model: sdk). A model is an SDK's Swift source, or a folder of symbol graphs.
        # models:
        #   sdk: ../YourSDK

        """
        var files = [(path: SiteConfig.fileName, text: config)]
        for code in locales {
            let page = starterPages[starterKey(code)] ?? starterPages[String(code.lowercased().prefix(2))] ?? starterPages["en"]!
            files.append(("\(ContentTree.folderName)/\(code)/index.md", """
            ---
            title: \(yamlText(page.title))
            description: \(yamlText(page.description))
            ---

            \(page.body)

            """))
        }
        return files
    }

    private static let starterPages: [String: (title: String, description: String, body: String)] = [
        "en": ("Welcome", "The first page of the guide.",
               "This is the first page. Write in Markdown; add pages next to this one, and folders for sections.\n\n:::tip\nRun `docgen serve` and this page reloads as you save it.\n:::"),
        "ja": ("ようこそ", "ガイドの最初のページです。",
               "これは最初のページです。Markdown で書き、このファイルの隣にページを、セクションにはフォルダーを追加します。\n\n:::tip\n`docgen serve` を実行すると、保存するたびにこのページが再読み込みされます。\n:::"),
        "zh": ("欢迎", "指南的第一页。",
               "这是第一页。用 Markdown 编写；在本文件旁边添加页面，用文件夹组织章节。\n\n:::tip\n运行 `docgen serve`，每次保存后本页都会自动刷新。\n:::"),
        "zh-hant": ("歡迎", "指南的第一頁。",
                    "這是第一頁。用 Markdown 撰寫；在本檔案旁邊新增頁面，用資料夾組織章節。\n\n:::tip\n執行 `docgen serve`，每次儲存後本頁都會自動重新載入。\n:::"),
    ]

    /// The starter page a locale code gets: Traditional Chinese for the regions that write it
    /// (`zh-TW`, `zh-HK`), not the Simplified page `zh` would give.
    private static func starterKey(_ code: String) -> String {
        let key = code.lowercased().replacing(literal: "_", with: "-")
        if key.hasPrefix("zh-hant") || ["zh-tw", "zh-hk", "zh-mo"].contains(key) { return "zh-hant" }
        return key
    }

    /// Text as a YAML scalar: quoted when plain YAML would read it otherwise.
    static func yamlText(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(": ") && !text.contains(" #") && text.first.map { !"-?:,[]{}#&*!|>'\"%@`".contains($0) } == true
            && text.trimmingWhitespace == text
        guard !plain else { return text }
        var out: [UInt8] = []
        JSONText.appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } ? path : "'" + path.replacing(literal: "'", with: "'\\''") + "'"
    }
}
