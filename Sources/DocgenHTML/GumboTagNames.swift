import CGumbo

/// Names of gumbo's tags, by tag number: `gumbo_normalized_tagname` once per tag.
enum GumboTagNames {
    static let count = Int(GUMBO_TAG_LAST.rawValue)
    static let names: [String] = (0..<count).map { String(cString: gumbo_normalized_tagname(GumboTag(rawValue: UInt32($0)))) }

    /// The lower-case name of an element: gumbo's for the tags it knows, else read from the
    /// start tag as written (`<my-widget>` is GUMBO_TAG_UNKNOWN).
    static func name(of element: GumboElement) -> String {
        let tag = Int(element.tag.rawValue)
        if tag < count, element.tag != GUMBO_TAG_UNKNOWN { return names[tag] }
        var piece = element.original_tag
        guard piece.length > 0 else { return "unknown" }
        gumbo_tag_from_original_text(&piece)
        let bytes = UnsafeRawBufferPointer(start: piece.data, count: piece.length)
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
