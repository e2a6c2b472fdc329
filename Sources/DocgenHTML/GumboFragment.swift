import CGumbo

/// gumbo's HTML5 parse of a fragment, as the children of a `<div>` in the body: the one place
/// that starts and ends a gumbo parse. Only DocgenHTML sees gumbo's nodes.
enum GumboFragment {
    /// Parses `bytes` and hands the fragment's top-level nodes to `body`; the tree (which
    /// points into `bytes`) exists only until `body` returns.
    static func parse<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (GumboVector) -> R) -> R {
        GumboArena.with(expecting: bytes.count) { arena in
            var options = kGumboDefaultOptions
            options.allocator = { userdata, size in
                userdata.unsafelyUnwrapped.assumingMemoryBound(to: GumboArena.self).pointee.allocate(size)
            }
            options.deallocator = { _, _ in }
            options.userdata = UnsafeMutableRawPointer(arena)
            // A fragment in a <div>: what a page body's HTML is. gumbo 0.10.1 has no
            // gumbo_parse_fragment; its options name the context element instead.
            options.fragment_context = GUMBO_TAG_DIV
            options.fragment_namespace = GUMBO_NAMESPACE_HTML
            // Parse errors are not wanted: recording them costs an allocation each.
            options.max_errors = 0
            let empty: StaticString = ""
            let output = bytes.count == 0
                ? gumbo_parse_with_options(&options, UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self), 0)
                : gumbo_parse_with_options(&options, UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).assumingMemoryBound(to: CChar.self), bytes.count)
            // Never gumbo_destroy_output: the arena frees everything at once.
            return body(output.unsafelyUnwrapped.pointee.root.pointee.v.element.children)
        }
    }
}

extension GumboVector {
    /// The node at `index` of a vector of nodes (children).
    @inline(__always)
    func node(_ index: Int) -> UnsafeMutablePointer<GumboNode> {
        data[index].unsafelyUnwrapped.assumingMemoryBound(to: GumboNode.self)
    }

    @inline(__always)
    func attribute(_ index: Int) -> UnsafeMutablePointer<GumboAttribute> {
        data[index].unsafelyUnwrapped.assumingMemoryBound(to: GumboAttribute.self)
    }

    var count: Int { Int(length) }
}
