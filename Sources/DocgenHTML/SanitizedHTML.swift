/// What `HTMLSanitizer` made of an input: the HTML to publish and what was dropped from it.
package struct SanitizedHTML: Sendable, Equatable {
    /// UTF-8; only allowed elements and attributes, text and values escaped.
    package var html: [UInt8]
    /// In input order.
    package var findings: [HTMLFinding]

    package var text: String { String(decoding: html, as: UTF8.self) }
}
