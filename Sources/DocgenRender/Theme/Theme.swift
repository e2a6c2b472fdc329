import DocgenMarkdown
import DocgenSite
import DocgenSupport
import DocgenTheme
import FoundationEssentials

/// The templates, UI strings and assets a build renders with: the site's own `templates/`
/// folder file by file over the default theme compiled into docgen.
public struct Theme: Sendable {
    public static let folderName = "templates"

    public var templates: TemplateSet
    /// UI strings per locale code (`onThisPage` → `On this page`).
    public var strings: [String: [String: String]]
    /// Files copied to `_site/assets/`, by name.
    public var assets: [String: [UInt8]]

    /// The script that draws diagrams: the site's own `templates/assets/mermaid.min.js`, else
    /// the default theme's (inflated only when a site has a diagram).
    public var diagramScript: [UInt8] {
        assets[Self.diagramScriptName] ?? DocgenTheme.mermaid
    }

    /// The diagram script's name in `assets/`; `assets` leaves it to `diagramScript`.
    public static let diagramScriptName = DocgenTheme.mermaidName

    public static func load(root: URL) throws(DiagnosticsError) -> Theme {
        var files: [String: (bytes: [UInt8], display: String)] = [:]
        for (name, bytes) in DocgenTheme.files { files[name] = (bytes, "(default theme)/\(name)") }
        let folder = root.appendingPathComponent(folderName)
        guard let siteRoot = SiteEntry.Root(root) else {
            throw DiagnosticsError(.error(.inputUnreadable, "cannot resolve the site root \(root.path)", file: nil))
        }
        // Theme assets are published: the folder is read as content/ is, links kept inside the root.
        let (relatives, unreadable) = FolderFiles.siteFiles(under: folder, root: siteRoot, display: folderName)
        if !unreadable.isEmpty { throw DiagnosticsError(unreadable) }
        for relative in relatives {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) else {
                throw DiagnosticsError(.error(.inputUnreadable, "cannot read template", file: "\(folderName)/\(relative)"))
            }
            files[relative] = ([UInt8](data), "\(folderName)/\(relative)")
        }

        var templates: [String: Template] = [:]
        var strings: [String: [String: String]] = [:]
        var assets: [String: [UInt8]] = [:]
        var problems: [Diagnostic] = []
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            if name.hasPrefix("assets/") {
                assets[String(name.dropFirst("assets/".count))] = file.bytes
                continue
            }
            let text: String
            do {
                text = try FileReader.decode(Data(file.bytes), displayPath: file.display)
            } catch {
                problems += error.diagnostics
                continue
            }
            if name.hasPrefix("i18n/"), name.hasSuffix(".yaml") {
                let locale = String(name.dropFirst("i18n/".count).dropLast(".yaml".count))
                do {
                    // A site's strings file overrides the built-in one key by key, so a key
                    // added to the theme later still has its default text.
                    var merged: [String: String] = [:]
                    if file.display.hasPrefix("\(folderName)/"), let builtIn = DocgenTheme.files[name],
                       let builtInStrings = try? readStrings(String(decoding: builtIn, as: UTF8.self), file: name) {
                        merged = builtInStrings
                    }
                    for (key, value) in try readStrings(text, file: file.display) { merged[key] = value }
                    strings[locale] = merged
                } catch {
                    problems += error.diagnostics
                }
            } else if name.hasSuffix(".html") || name.hasSuffix(".xml") {
                do {
                    templates[name] = try Template(name: file.display, source: text)
                } catch {
                    problems.append(.error(.templateSyntax, error.message, file: error.file, at: error.location))
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        // Templates are looked up by name; errors name the file they came from.
        var byName: [String: Template] = [:]
        for (name, template) in templates { byName[name] = template }
        return Theme(templates: TemplateSet(templates: byName), strings: strings, assets: assets)
    }

    /// The UI strings of a locale: its own file over the English one, so a missing key reads in English.
    public func strings(for locale: String) -> [String: String] {
        strings(for: SiteLocale(code: locale))
    }

    /// The UI strings of `locale`, from the file its code or language tag names (`stringsName`),
    /// over the English ones.
    public func strings(for locale: SiteLocale) -> [String: String] {
        var merged = strings["en"] ?? [:]
        for (key, value) in stringsName(for: locale).flatMap({ strings[$0] }) ?? [:] { merged[key] = value }
        return merged
    }

    /// The strings file (`i18n/<name>.yaml`) that speaks `locale`'s language: its code's, else its
    /// language tag's, else that of the script or region the tag implies (`zh-TW` → `zh-Hant`,
    /// `zh-CN` → `zh`, `pt` → `pt-BR`), else its language's (`de-AT` → `de`); nil when the theme
    /// has none, and the locale reads English.
    public func stringsName(for locale: SiteLocale) -> String? {
        var names = strings.keys.reduce(into: [String: String]()) { $0[$1.lowercased()] = $1 }
        if names["zh-hans"] == nil, let zh = names["zh"] { names["zh-hans"] = zh }
        for wanted in [locale.code, locale.languageTag] {
            var tag = wanted.lowercased().replacing(literal: "_", with: "-")
            while true {
                if let name = names[tag] { return name }
                if let alias = Self.aliases[tag], let name = names[alias] { return name }
                guard let dash = tag.lastIndex(of: "-") else { break }
                tag = String(tag[..<dash])
            }
        }
        return nil
    }

    /// Tags whose strings are another tag's: Chinese by script, Portuguese as in Brazil.
    private static let aliases: [String: String] = [
        "zh-cn": "zh-hans", "zh-sg": "zh-hans", "zh-my": "zh-hans",
        "zh-tw": "zh-hant", "zh-hk": "zh-hant", "zh-mo": "zh-hant",
        "pt": "pt-br",
    ]

    /// A warning for each locale of the site that the theme has no UI strings for.
    public func localesWithoutStrings(_ locales: [SiteLocale]) -> [Diagnostic] {
        locales.filter { stringsName(for: $0) == nil }.map { locale in
            .warning(.templateLocaleStrings,
                     "the theme has no UI strings for locale '\(locale.code)' (\(locale.languageTag)); its pages show the interface in English. Add \(Self.folderName)/i18n/\(locale.code).yaml",
                     file: nil)
        }
    }

    private static func readStrings(_ text: String, file: String) throws(DiagnosticsError) -> [String: String] {
        let node: YAMLNode
        do {
            node = try YAMLReader.read(text)
        } catch {
            throw DiagnosticsError(.error(.templateStrings, "UI strings \(error.isOverLimit ? "are too large to read" : "are not valid YAML"): \(error.message)",
                                          file: file, at: error.location))
        }
        guard case .mapping(let entries, _) = node else {
            throw DiagnosticsError(.error(.templateStrings, "UI strings must be a mapping of keys to text", file: file, at: node.location))
        }
        var result: [String: String] = [:]
        for entry in entries {
            guard let value = entry.value.string else {
                throw DiagnosticsError(.error(.templateStrings, "'\(entry.key)' must be text", file: file, at: entry.value.location))
            }
            result[entry.key] = value
        }
        return result
    }
}
