import DocgenSupport

/// GFM's tag filter: the tags that change how the rest of a page is parsed or run
/// (`<script>`, `<style>`, `<iframe>`, …) are neutralised by escaping their `<`.
enum TagFilter {
    private static let tags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    /// The HTML with the `<` of every filtered tag escaped; the same String when it has none
    /// (nearly always), found without copying it.
    static func apply(_ html: String) -> String {
        var html = html
        let filtered = html.withUTF8 { bytes in
            bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") && isFiltered(bytes, at: $0 + 1) }
        }
        guard !filtered.isEmpty else { return html }
        var out = [UInt8]()
        let utf8 = Array(html.utf8)
        out.reserveCapacity(utf8.count + 3 * filtered.count)
        var copied = 0
        for at in filtered {
            out.append(contentsOf: utf8[copied..<at])
            out.append(contentsOf: "&lt;".utf8)
            copied = at + 1
        }
        out.append(contentsOf: utf8[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    private static func isFiltered(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var j = start
        if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
        for tag in tags {
            guard j + tag.count <= bytes.count else { continue }
            var matches = true
            for k in 0..<tag.count where bytes[j + k] | 0x20 != tag[k] {
                matches = false
                break
            }
            guard matches else { continue }
            let end = j + tag.count
            if end == bytes.count { return true }
            switch bytes[end] {
            case UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                 UInt8(ascii: "/"), 0x0C:
                return true
            default:
                continue
            }
        }
        return false
    }
}
