import DocgenSite
import DocgenSupport
import FoundationEssentials

/// Highlighted code kept between runs in docgen's cache folder (`CacheDirectory`), one file
/// per block, for the highlighters that cost more than reading a file: parsing Swift with the
/// compiler's parser is most of a one-page rebuild. A file holds the code it was made from,
/// compared on reading, so a collision of keys can only miss. It is only a cache: a folder
/// that cannot be read or written means highlighting again, never an error.
struct HighlightStore: Sendable {
    /// `<cache>/highlight/<output format>`: a docgen whose output differs starts afresh.
    let folder: String

    init(folder: String) {
        self.folder = folder
    }

    static let shared = HighlightStore(folder: CacheDirectory.url.appendingPathComponent("highlight/\(DocgenVersion.outputFormat)").path)

    private static let magic = "docgen-highlight 1\n"

    func html(for code: String, language: String) -> String? {
        let header = Self.header(code: code, language: language)
        guard let bytes = try? FileReader.readBytes(path(code: code, language: language), displayPath: ""),
              bytes.count >= header.count, bytes.starts(with: header) else { return nil }
        return String(decoding: bytes[header.count...], as: UTF8.self)
    }

    func store(_ html: String, for code: String, language: String) {
        let target = path(code: code, language: language)
        // Beside the target and renamed onto it: readers see a whole entry or none.
        let temporary = "\(target).\(ProcessCalls.id).\(UInt64.random(in: 0...UInt64.max))"
        var contents = Self.header(code: code, language: language)
        contents.append(contentsOf: html.utf8)
        if !FileManager.default.createFile(atPath: temporary, contents: Data(contents)) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary, contents: Data(contents)) else { return }
        }
        if FileSystem.rename(temporary, to: target) != nil { FileSystem.removeFile(temporary) }
    }

    func path(code: String, language: String) -> String {
        // Two different 64-bit hashes of the same bytes.
        let key = language + "\u{0}" + code
        return folder + "/" + ContentHash.of(key) + "-" + ContentHash.ofSource(Array(key.utf8))
    }

    /// The entry's first bytes: the format, the language and the code, with its length.
    private static func header(code: String, language: String) -> [UInt8] {
        Array("\(magic)\(language)\n\(code.utf8.count)\n\(code)".utf8)
    }
}
