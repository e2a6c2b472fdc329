/// Who wrote which part of an input to `HTMLSanitizer.sanitize(_:layout:own:)`: stretches
/// written by someone else (a page's raw HTML), and between them the caller's own markup, some
/// of it complete elements the parser need not look inside.
///
/// The caller's markup must be well formed: complete tags with double-quoted, escaped
/// attribute values, escaped text, every element closed. Untrusted stretches may be anything,
/// and may open an element that the caller's markup after them fills and a later stretch
/// closes (`<details>` … Markdown … `</details>`): the input is parsed as one fragment.
package struct MarkupLayout: Sendable, Equatable {
    /// Byte ranges of untrusted markup: sorted, not overlapping.
    package var untrusted: [Range<Int>]
    /// Byte ranges of complete elements of the caller's own markup, each holding no untrusted
    /// stretch, and the name of each one's outermost element: sorted, not overlapping. Each is
    /// parsed as an empty `<name></name>` (so it affects the tree exactly as that element
    /// does) and copied to the output byte for byte; what it holds is never parsed, which is
    /// what keeps a page with a little raw HTML cheap to sanitize.
    package var opaque: [(range: Range<Int>, element: String)]

    package init(untrusted: [Range<Int>], opaque: [(range: Range<Int>, element: String)] = []) {
        self.untrusted = untrusted
        self.opaque = opaque
    }

    package static func == (a: MarkupLayout, b: MarkupLayout) -> Bool {
        a.untrusted == b.untrusted && a.opaque.elementsEqual(b.opaque) { $0.range == $1.range && $0.element == $1.element }
    }
}
