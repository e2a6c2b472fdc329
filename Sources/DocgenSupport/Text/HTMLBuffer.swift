/// HTML being written, as UTF-8 bytes. Pages are made of thousands of small appends, and
/// appending to a String (which keeps its count and flags up to date on every append) costs
/// several times as much as copying the bytes.
public struct HTMLBuffer: Sendable, Equatable {
    public var bytes: [UInt8] = []

    @inlinable
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A buffer holding `bytes`, which must be UTF-8 (the sanitizer's output), without a copy.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var count: Int { bytes.count }

    @inlinable
    public static func += (buffer: inout HTMLBuffer, text: String) {
        var text = text
        text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
    }

    @inlinable
    public static func += (buffer: inout HTMLBuffer, text: Substring) {
        var text = text
        text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    @inlinable
    public mutating func append(_ other: HTMLBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Drops a final line feed (alone, not a CR LF's).
    public mutating func dropFinalLineFeed() {
        guard bytes.last == UInt8(ascii: "\n"), bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r") else { return }
        bytes.removeLast()
    }

    /// The HTML as text; the bytes are valid UTF-8, as everything appended was a String.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
