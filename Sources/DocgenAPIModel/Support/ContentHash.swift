/// FNV-1a, 64 bits: a stable hash for cache keys and identifiers (Swift's `Hasher` is seeded
/// per process). Not for security: inputs are the user's own files.
struct ContentHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
    }

    /// Text, then a 0 byte, so `"ab" + "c"` and `"a" + "bc"` differ.
    mutating func add(_ text: String) {
        add(text.utf8)
        add(CollectionOfOne(0))
    }

    mutating func add(_ number: Int) { add(String(number)) }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func hex(of text: String) -> String {
        var hash = ContentHash()
        hash.add(text)
        return hash.hex
    }
}
