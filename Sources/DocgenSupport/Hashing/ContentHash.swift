import FoundationEssentials

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

    public static func of(_ bytes: UnsafeRawBufferPointer) -> String {
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

extension ContentHash {
    /// The hash as 16 hex digits, the form written into front matter.
    public static func padded(_ text: String) -> String {
        padding(of(text))
    }

    public static func padded(_ bytes: [UInt8]) -> String {
        padding(of(bytes))
    }

    private static func padding(_ hash: String) -> String {
        String(repeating: "0", count: max(0, 16 - hash.count)) + hash
    }
}

extension ContentHash {
    /// A hash made from parts added one by one (FNV-1a, 64 bits): a stable cache key made of
    /// names and files (Swift's `Hasher` is seeded per process).
    public struct Hasher: Sendable {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        /// Adds `text` and a separator, so `ab`+`c` and `a`+`bc` differ.
        public mutating func add(_ text: String) {
            add(bytes: text.utf8)
            add(bytes: CollectionOfOne(0))
        }

        public mutating func add(_ data: Data) { add(bytes: data) }

        public mutating func add(bytes: some Sequence<UInt8>) {
            for byte in bytes {
                state ^= UInt64(byte)
                state = state &* 0x100_0000_01b3
            }
        }

        public var hex: String { String(state, radix: 16) }
    }
}

extension ContentHash {
    /// `ContentHash.of` made from bytes that arrive in pieces (a file streamed in chunks): the
    /// same hash as the whole bytes at once, wherever the pieces are cut.
    public struct Stream: Sendable {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        private var count = 0
        /// Bytes of an eight-byte word not complete yet.
        private var pending: [UInt8] = []

        public init() {}

        public mutating func add(_ bytes: UnsafeRawBufferPointer) {
            count += bytes.count
            var i = 0
            if !pending.isEmpty {
                while pending.count < 8 && i < bytes.count {
                    pending.append(bytes[i])
                    i += 1
                }
                guard pending.count == 8 else { return }
                let word = pending.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                hash ^= word
                hash = (hash &* 0x100_0000_01b3) ^ (hash >> 29)
                pending.removeAll(keepingCapacity: true)
            }
            while i + 8 <= bytes.count {
                hash ^= bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                hash = (hash &* 0x100_0000_01b3) ^ (hash >> 29)
                i += 8
            }
            if i < bytes.count { pending.append(contentsOf: bytes[i...]) }
        }

        /// The hash of everything added, as `ContentHash.of` gives it.
        public func finish() -> String {
            var hash = self.hash
            for byte in pending {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= UInt64(count)
            return String(hash, radix: 16)
        }
    }
}
