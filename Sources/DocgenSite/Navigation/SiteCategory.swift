import DocgenSupport

/// A folder of a locale shown as a sidebar category. Its title and place come from the folder's
/// `index.md` (its title and `order`) or, when it has none, from a category file beside the
/// pages (`_category.yaml`, or Docusaurus's `_category_.json`):
///
/// ```yaml
/// label: Getting started   # or title:
/// position: 2              # or order:
/// ```
public struct SiteCategory: Sendable, Equatable {
    public var locale: String
    /// The folder inside the locale folder, ending in `/` (`guides/`).
    public var folder: String
    public var title: String?
    public var order: Int?

    public init(locale: String, folder: String, title: String?, order: Int?) {
        self.locale = locale
        self.folder = folder
        self.title = title
        self.order = order
    }

    /// Reads a category file; a file that is not a mapping is a warning, and names nothing.
    public static func read(_ file: ContentFile) -> (category: SiteCategory?, text: String, problems: [Diagnostic]) {
        let folder = file.path.split(separator: "/").dropLast().map { $0 + "/" }.joined()
        let text: String
        do {
            text = try FileReader.readText(file.url, displayPath: file.displayPath)
        } catch {
            return (nil, "", error.diagnostics.map { var d = $0; d.severity = .warning; return d })
        }
        guard let node = try? YAMLReader.read(text), case .mapping = node else {
            return (nil, text, [.warning(.frontMatterSyntax, "a category file must map 'label' and 'position' to values; it is left out",
                                         file: file.displayPath)])
        }
        let title = (node["label"] ?? node["title"])?.string
        let order = ((node["position"] ?? node["order"])?.string).flatMap { Int($0) ?? Double($0).map { Int($0) } }
        return (SiteCategory(locale: file.locale, folder: folder, title: title, order: order), text, [])
    }

    /// A folder's name as a title when nothing names it: `getting-started/` → `Getting started`.
    public static func title(ofFolder folder: String) -> String {
        let words = words(ofFolder: folder)
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The folder's name as its pages' `titles` write it, when most of the titles that have
    /// it as whole words agree on one casing other than the name's own: `ios/` is `iOS` in
    /// "Get flows - iOS", `react-native/` `React Native`; nil when no title has it.
    public static func title(ofFolder folder: String, asWrittenIn titles: [String]) -> String? {
        let name = words(ofFolder: folder)
        let lowered = name.lowercased()
        guard !lowered.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for title in titles {
            let folded = title.lowercased()
            // Lowercasing keeps every character's place in the ASCII and CJK titles this is
            // for; a title whose length it changes is left out rather than misread.
            guard folded.count == title.count else { continue }
            var from = folded.startIndex
            while let found = folded[from...].firstRange(of: lowered) {
                from = found.upperBound
                let before = found.lowerBound == folded.startIndex ? nil : folded[folded.index(before: found.lowerBound)]
                let after = found.upperBound == folded.endIndex ? nil : folded[found.upperBound]
                guard !(before?.isLetter ?? false), !(before?.isNumber ?? false), !(after?.isLetter ?? false), !(after?.isNumber ?? false) else { continue }
                let start = title.index(title.startIndex, offsetBy: folded.distance(from: folded.startIndex, to: found.lowerBound))
                let written = String(title[start..<title.index(start, offsetBy: name.count)])
                counts[written, default: 0] += 1
            }
        }
        guard let (written, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              count * 2 > counts.values.reduce(0, +), written != name else { return nil }
        return written
    }

    /// The folder's last name with `-` and `_` as spaces.
    private static func words(ofFolder folder: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return name.replacing(literal: "-", with: " ").replacing(literal: "_", with: " ")
    }
}

/// Where pages go in the sidebar: a folder's pages and subfolders after its `index.md`, each
/// level sorted by `order` (a folder's from its `index.md` or category file) and then by name,
/// a folder's pages staying together. Previous and next follow the same order.
enum NavigationOrder {
    struct Key {
        /// Per level: the order and the name of the folder (or, last, of the page).
        var steps: [(order: Int, name: Substring)]
    }

    static func key(_ path: String, pageOrder: Int?, folderOrder: (String) -> Int?) -> Key {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        var steps: [(Int, Substring)] = []
        steps.reserveCapacity(parts.count)
        var folder = ""
        for part in parts.dropLast() {
            folder += part + "/"
            steps.append((folderOrder(folder) ?? Int.max, part))
        }
        let last = parts.last ?? ""
        // A folder's index page is the category itself: first among its pages.
        steps.append(last == "index.md" ? (Int.min, "") : (pageOrder ?? Int.max, last))
        return Key(steps: steps)
    }

    static func precedes(_ a: Key, _ b: Key) -> Bool {
        for (x, y) in zip(a.steps, b.steps) {
            if x.order != y.order { return x.order < y.order }
            if x.name != y.name { return x.name < y.name }
        }
        return a.steps.count < b.steps.count
    }
}
