/// Scalars read straight off UTF-8 bytes, for the passes that run over every character of the
/// site (search terms, section text) and would otherwise decode a String scalar by scalar.
public enum UTF8Scalar {
    /// The scalar starting at `i` of valid UTF-8 (a String's) and its length in bytes.
    @inlinable @inline(__always)
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3) }
        return ((lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
    }
}
