import Glibc

/// Memory for one gumbo parse, handed out from large chunks and freed all at once when the
/// parse is done. gumbo makes several small allocations per node; from an arena they cost a
/// pointer bump, and the tree is never freed node by node (gumbo's own `destroy_node` is
/// recursive, so a deep tree would overflow a worker thread's stack).
final class GumboArena {
    private var chunks: [UnsafeMutableRawPointer] = []
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0
    private var nextChunk: Int

    /// `bytes`: the input's size; gumbo takes some 20 to 40 times that.
    init(expecting bytes: Int) {
        nextChunk = min(max(32 << 10, bytes * 24), 8 << 20)
    }

    deinit {
        for chunk in chunks { free(chunk) }
    }

    func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        // 16-byte aligned, as malloc's are, and never empty: gumbo may tell blocks apart by address.
        let size = max(16, (size + 15) & ~15)
        if size > remaining { grow(size) }
        let block = cursor.unsafelyUnwrapped
        cursor = block + size
        remaining -= size
        return block
    }

    private func grow(_ size: Int) {
        let chunkSize = max(size, nextChunk)
        nextChunk = min(nextChunk * 2, 32 << 20)
        // Zeroed: gumbo leaves some fields unset (a bare attribute's value position), and a
        // parse must not depend on what the memory held before. gumbo has no way to fail an
        // allocation; neither has the rest of docgen.
        guard let chunk = calloc(1, chunkSize) else { fatalError("out of memory for an HTML parse of \(chunkSize) bytes") }
        chunks.append(chunk)
        cursor = chunk
        remaining = chunkSize
    }
}
