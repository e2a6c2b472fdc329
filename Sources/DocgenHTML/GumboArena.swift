/// Memory for one gumbo parse, handed out from large chunks and freed all at once when the
/// parse is done. gumbo makes several small allocations per node; from an arena they cost a
/// pointer bump, and the tree is never freed node by node (gumbo's own `destroy_node` is
/// recursive, so a deep tree would overflow a worker thread's stack).
///
/// A plain struct behind a pointer, not a class: gumbo calls `allocate` hundreds of times a
/// parse, and a class reference taken from the callback's `userdata` costs a retain and a
/// release each time (a quarter of a small parse, measured).
struct GumboArena {
    /// The current chunk's free part.
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0
    private var nextChunk: Int
    /// The newest chunk; each chunk's first word points at the one before it.
    private var chunks: UnsafeMutableRawPointer?

    private static let header = 16

    /// `bytes`: the input's size; gumbo takes some 20 to 40 times that.
    init(expecting bytes: Int) {
        nextChunk = min(max(8 << 10, bytes * 32), 8 << 20)
    }

    /// Calls `body` with an arena, and frees all its memory after.
    static func with<R>(expecting bytes: Int, _ body: (UnsafeMutablePointer<GumboArena>) -> R) -> R {
        var arena = GumboArena(expecting: bytes)
        defer { arena.freeAll() }
        return withUnsafeMutablePointer(to: &arena, body)
    }

    mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        // 16-byte aligned, as malloc's are, and never empty: gumbo may tell blocks apart by address.
        let size = max(16, (size + 15) & ~15)
        if size > remaining { grow(size) }
        let block = cursor.unsafelyUnwrapped
        cursor = block + size
        remaining -= size
        return block
    }

    private mutating func grow(_ size: Int) {
        let chunkSize = max(size, nextChunk) + Self.header
        nextChunk = min(nextChunk * 2, 32 << 20)
        // Zeroed: gumbo leaves some fields unset (a bare attribute's value position), and a
        // parse must not depend on what the memory held before. gumbo has no way to fail an
        // allocation; neither has the rest of docgen.
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
        chunk.initializeMemory(as: UInt8.self, repeating: 0, count: chunkSize)
        chunk.storeBytes(of: chunks, as: UnsafeMutableRawPointer?.self)
        chunks = chunk
        cursor = chunk + Self.header
        remaining = chunkSize - Self.header
    }

    private mutating func freeAll() {
        while let chunk = chunks {
            chunks = chunk.load(as: UnsafeMutableRawPointer?.self)
            chunk.deallocate()
        }
    }
}
