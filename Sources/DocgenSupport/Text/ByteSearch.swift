internal import CPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte searches over UTF-8 the C library does a word at a time (`memchr`, `memcmp`): the
/// passes that look for one byte in every page of a site.
public enum ByteSearch {
    /// The offset of the first `byte` at or after `start`, nil when there is none.
    @inlinable
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// True when `bytes` hold `needle`, byte for byte (`memmem`).
    public static func contains(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard bytes.count >= needle.count, let text = bytes.baseAddress, let wanted = needle.baseAddress else { return false }
        return docgen_contains_bytes(text, UInt(bytes.count), wanted, UInt(needle.count)) != 0
    }

    /// True when the `count` bytes at `a` and `b` are the same.
    @inlinable
    public static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }
}

extension StringProtocol {
    /// True when the text's UTF-8 holds `byte`: `memchr` over the string's own storage, where
    /// `utf8.contains` steps through the view a byte at a time. The rules' quick "is there a
    /// code span at all" tests run on every paragraph of a site.
    @inlinable
    public func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { ByteSearch.firstIndex(of: byte, in: $0) != nil } ?? utf8.contains(byte)
    }

    /// The text before the first `byte` (an ASCII byte), all of it when there is none: found
    /// on bytes, where `prefix { $0 != "(" }` steps through Characters. A name's base, cut at
    /// its `(`, is asked for every row of every table the check reads.
    @inlinable
    public func prefix(beforeByte byte: UInt8) -> SubSequence {
        guard let index = utf8.firstIndex(of: byte) else { return self[...] }
        return self[..<index]
    }

    /// A name before its parameter list: `flowController` of `flowController(_:didPerform:)`,
    /// all of it when it has none.
    @inlinable
    public var beforeParameters: SubSequence { prefix(beforeByte: UInt8(ascii: "(")) }

    /// The text cut at every `byte` (an ASCII byte), empty pieces kept: `split(separator:
    /// omittingEmptySubsequences: false)` on bytes, which cost a name parsed on every claim
    /// more than the rest of its parse.
    @inlinable
    public func split(byte: UInt8) -> [SubSequence] {
        // Where the bytes are, found in the string's own storage; the pieces cut by offset.
        let offsets = utf8.withContiguousStorageIfAvailable { bytes in bytes.indices.filter { bytes[$0] == byte } }
            ?? utf8.enumerated().filter { $0.element == byte }.map(\.offset)
        var pieces: [SubSequence] = []
        pieces.reserveCapacity(offsets.count + 1)
        var start = startIndex
        for offset in offsets {
            let at = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(self[start..<at])
            start = utf8.index(after: at)
        }
        pieces.append(self[start...])
        return pieces
    }

    /// True when the text's UTF-8 holds `needle`'s, byte for byte (`memmem`): a quick test
    /// before a pass over a page, where `contains(_:)` compares Characters.
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { wanted in
            utf8.withContiguousStorageIfAvailable { ByteSearch.contains(wanted, in: $0) }
                ?? String(self).contains(String(decoding: wanted, as: UTF8.self))
        }
    }
}
