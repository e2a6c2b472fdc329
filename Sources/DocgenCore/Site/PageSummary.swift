/// What the rest of the site needs to know of a page without its Markdown tree: its route,
/// its place in the navigation, and its heading ids for link checks. A build keeps these in
/// its manifest, so a rebuild renders a changed page without parsing the unchanged ones.
public struct PageSummary: Sendable, Codable, Equatable {
    public var file: ContentFile
    public var title: String
    public var order: Int?
    public var slug: String?
    /// Heading ids in document order.
    public var ids: [String]
    /// The content hash of the source file.
    public var hash: String
    /// True when the page has `{{api:…}}` facts, whose values come from the model.
    public var usesFacts: Bool
    /// The page's own revision (section hashes), which its translations are compared with.
    public var revision: SourceRevision = SourceRevision(hash: "", sections: [])
    /// In a translation: the revision of the English page it records translating (`source:`).
    public var translatedRevision: SourceRevision?

    /// The same ids as a set, for lookups.
    public var idSet: Set<String> { Set(ids) }

    /// True when a change from `old` to this summary leaves every other page as it was:
    /// same title, order and slug (navigation, routes) and same heading ids (links).
    public func affectsOnlyItself(comparedTo old: PageSummary) -> Bool {
        title == old.title && order == old.order && slug == old.slug && ids == old.ids
    }
}

/// A content hash for change detection, 64 bits as hex: FNV-1a's multiply-xor applied to
/// eight bytes at a time, since every rebuild hashes every source. Content, not timestamps,
/// decides what a rebuild redoes.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    public static func of(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { of($0) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = 0
        while i + 8 <= bytes.count {
            hash ^= bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            hash = (hash &* 0x100_0000_01b3) ^ (hash >> 29)
            i += 8
        }
        while i < bytes.count {
            hash ^= UInt64(bytes[i])
            hash = hash &* 0x100_0000_01b3
            i += 1
        }
        hash ^= UInt64(bytes.count)
        return String(hash, radix: 16)
    }
}

extension ContentHash {
    /// A page source's hash for change detection (`PageSummary.hash`), 64 bits as hex: the
    /// mixing step of `of` on four independent lanes of eight bytes, so the multiplies overlap
    /// and hashing keeps up with reading every page on every rebuild. Not `of`: that one is
    /// recorded in translations' front matter and must not change.
    public static func ofSource(_ bytes: UnsafeRawBufferPointer) -> String {
        let prime: UInt64 = 0x100_0000_01b3
        @inline(__always) func mix(_ hash: inout UInt64, _ value: UInt64) {
            hash ^= value
            hash = (hash &* prime) ^ (hash >> 29)
        }
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x84222325cbf29ce4, 0x9ce4cbf223258422, 0x2325842284222325)
        var i = 0
        while i + 32 <= bytes.count {
            mix(&lanes.0, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            mix(&lanes.1, bytes.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
            mix(&lanes.2, bytes.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
            mix(&lanes.3, bytes.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
            i += 32
        }
        var hash = lanes.0
        mix(&hash, lanes.1)
        mix(&hash, lanes.2)
        mix(&hash, lanes.3)
        while i + 8 <= bytes.count {
            mix(&hash, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        while i < bytes.count {
            hash ^= UInt64(bytes[i])
            hash = hash &* prime
            i += 1
        }
        hash ^= UInt64(bytes.count)
        return String(hash, radix: 16)
    }

    public static func ofSource(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { ofSource($0) }
    }
}
