/// Eight bytes of text tested at once, for the passes that look for a few ASCII bytes in every
/// page (HTML escaping, JSON strings, the search tokenizer's ASCII stretches): the classic zero-byte test on a word. Each test answers
/// only whether the word holds such a byte (a byte after a match may be flagged too); the caller
/// then looks byte by byte.
public enum ByteWord {
    /// The eight bytes at `i` of `bytes` (which must hold them), in memory order.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }

    /// True when all eight bytes are ASCII.
    @inlinable @inline(__always)
    public static func isASCII(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 == 0
    }

    /// Nonzero when one of the word's bytes is `byte`: the byte made zero, then found.
    @inlinable @inline(__always)
    public static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// Nonzero when one of the word's bytes is below `bound` (at most 0x80): subtracting it
    /// borrows into that byte's high bit, and bytes of 0x80 and up are left out by `~word`.
    @inlinable @inline(__always)
    public static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(bound)) & ~word & 0x8080_8080_8080_8080
    }
}
