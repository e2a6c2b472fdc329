import DocgenSupport
/// A term as the dictionary key, compared and hashed as bytes (a String would be normalized
/// again on every comparison). Terms of up to 16 bytes, nearly all of them, are kept inline:
/// no allocation per term met in the text.
struct SearchTerm: Equatable, Sendable {
    private var head: (UInt64, UInt64) = (0, 0)
    private var count: Int
    private var long: [UInt8]?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        if count > 16 {
            long = Array(bytes)
        } else {
            head = Self.head(UnsafeRawBufferPointer(bytes))
        }
    }

    /// Up to 16 bytes as two words, zero-padded: with memcpy, as the buffer's `copyMemory`
    /// is a call that checks its bounds, once for every word of the site.
    @inline(__always)
    private static func head(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var head: (UInt64, UInt64) = (0, 0)
        if let base = bytes.baseAddress {
            withUnsafeMutableBytes(of: &head) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        }
        return head
    }

    /// Calls `body` with the term's UTF-8 bytes.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let long { return long.withUnsafeBytes(body) }
        return withUnsafeBytes(of: head) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
    }

    static func == (a: SearchTerm, b: SearchTerm) -> Bool {
        guard a.count == b.count && a.head == b.head else { return false }
        guard let along = a.long, let blong = b.long else { return true }
        return along.withUnsafeBytes { x in blong.withUnsafeBytes { y in ByteSearch.equal(x.baseAddress!, y.baseAddress!, count: x.count) } }
    }

    /// A multiply-xorshift mix of the bytes for `SearchTermTable`: terms are looked up once per
    /// word of the site, and SipHash over three fields costs more than the rest of the lookup.
    @inline(__always)
    var fastHash: UInt64 {
        if let long { return long.withUnsafeBytes { Self.longHash($0) } }
        return Self.shortHash(head, count: count)
    }

    /// `fastHash` of the term these bytes make, without making it.
    @inline(__always)
    static func fastHash(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        guard bytes.count <= 16 else { return longHash(bytes) }
        return shortHash(head(bytes), count: bytes.count)
    }

    /// True when the term is these bytes.
    /// Compared a word at a time: every word of the site is looked up by its bytes
    /// (`SearchTermTable.number(ofBytes:)`), and a CJK phrase's run is tens of bytes.
    @inline(__always)
    func equals(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard count == bytes.count else { return false }
        if let long { return long.withUnsafeBytes { ByteSearch.equal($0.baseAddress!, bytes.baseAddress!, count: count) } }
        return Self.head(bytes) == head
    }

    @inline(__always)
    private static func shortHash(_ head: (UInt64, UInt64), count: Int) -> UInt64 {
        var h = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        h = mix(h ^ head.0)
        return mix(h ^ head.1)
    }

    private static func longHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var h = UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15
        var i = 0
        while i + 8 <= raw.count {
            h = mix(h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        while i < raw.count {
            tail = tail << 8 | UInt64(raw[i])
            i += 1
        }
        return mix(h ^ tail)
    }

    @inline(__always)
    private static func mix(_ x: UInt64) -> UInt64 {
        var x = x &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        return x &* 0x94D0_49BB_1331_11EB
    }
}

/// Numbers the distinct terms it is given, in first-seen order: an open-addressing table on
/// `SearchTerm.fastHash`, as every term of every page goes through one. Each slot holds the
/// term's number and the high half of its hash, so a probe that meets another term compares
/// the hashes and reads no term (the terms array is where the cache misses were).
struct SearchTermTable {
    private(set) var terms: [SearchTerm] = []
    /// `hash >> 32 << 32 | number + 1`; 0 is an empty slot.
    private var slots: [UInt64]
    private var mask: Int

    init(capacity: Int = 256) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    var count: Int { terms.count }

    /// The term's number, adding it when new.
    mutating func number(of term: SearchTerm) -> Int {
        let hash = term.fastHash
        let (found, slot) = probe(hash) { $0 == term }
        if let found { return found }
        let number = terms.count
        terms.append(term)
        slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
        if terms.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of the term these bytes make, when the table has it.
    func number(ofBytes bytes: UnsafeRawBufferPointer) -> Int? {
        probe(SearchTerm.fastHash(of: bytes)) { $0.equals(bytes) }.number
    }

    /// The number of the term with `hash` that `isIt` accepts, or the empty slot where it
    /// would go. Probed through the buffers: this runs for every word of the site.
    @inline(__always)
    private func probe(_ hash: UInt64, _ isIt: (SearchTerm) -> Bool) -> (number: Int?, slot: Int) {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var i = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            terms.withUnsafeBufferPointer { terms in
                while true {
                    let slot = slots[i]
                    if slot == 0 { return (nil, i) }
                    if slot & 0xFFFF_FFFF_0000_0000 == tag {
                        let number = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                        if isIt(terms[number]) { return (number, i) }
                    }
                    i = (i + 1) & mask
                }
            }
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for (number, term) in terms.enumerated() {
            let hash = term.fastHash
            var i = Int(truncatingIfNeeded: hash) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
        }
    }
}

extension SearchTerm: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(fastHash) }
}
