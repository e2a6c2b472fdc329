import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads text files the way docgen needs them: UTF-8 checked (the first bad byte is reported
/// by line and column), a leading byte-order mark dropped, CRLF and lone CR line ends made LF.
public enum FileReader {
    public static func readText(_ url: URL, displayPath: String) throws(DiagnosticsError) -> String {
        try readText(path: url.path, displayPath: displayPath)
    }

    /// `readText` of a path given as text.
    public static func readText(path: String, displayPath: String) throws(DiagnosticsError) -> String {
        try decode(try readBytes(path, displayPath: displayPath), displayPath: displayPath)
    }

    /// The largest page docgen reads: 8 MiB of Markdown. Parsing and rendering take some forty
    /// times a page's size in memory, so a larger page is an error (`docgen.input.too-large`)
    /// before it is read, not a build that runs out of memory.
    public static let maxPageBytes = 8 * 1024 * 1024

    /// A page's text: `readText` with the page size limit.
    public static func readPage(_ path: String, displayPath: String) throws(DiagnosticsError) -> String {
        try decode(try readBytes(path, displayPath: displayPath, limit: maxPageBytes), displayPath: displayPath)
    }

    /// The file's bytes, read with one open and as few reads as its size needs; more than
    /// `limit` bytes is a `docgen.input.too-large` error.
    public static func readBytes(_ path: String, displayPath: String, limit: Int? = nil) throws(DiagnosticsError) -> [UInt8] {
        var bytes: [UInt8] = []
        let count = try read(path, displayPath: displayPath, limit: limit, into: &bytes)
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// The file's first `count` bytes (all of them when it is shorter), in one open and as
    /// few reads as they need; nil when it cannot be read.
    public static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, count - filled) }
            if n < 0 { return nil }
            if n == 0 { break }
            filled += n
        }
        bytes.removeLast(count - filled)
        return bytes
    }

    /// The file's content hash (`ContentHash.ofSource`), read into `buffer`, which the caller reuses
    /// from file to file: a rebuild hashes every page and keeps none of them. For a regular
    /// file (the content scan lists no other kind): a read that returns less than it asked for
    /// ends it.
    public static func hash(_ path: String, displayPath: String, limit: Int? = nil, buffer: inout [UInt8]) throws(DiagnosticsError) -> String {
        let count = try read(path, displayPath: displayPath, limit: limit, into: &buffer, knowsSize: false)
        return buffer.withUnsafeBytes { ContentHash.ofSource(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }

    /// Reads the whole file into the start of `buffer`, growing it as needed; returns the
    /// number of bytes read.
    /// - Parameter knowsSize: false when hashing a page the content scan listed (a regular
    ///   file) into a buffer reused from file to file: it is usually large enough already, the
    ///   file's size is not asked for and its first short read is its end (one call less a page
    ///   each).
    private static func read(_ path: String, displayPath: String, limit: Int?, into buffer: inout [UInt8],
                             knowsSize: Bool = true) throws(DiagnosticsError) -> Int {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw DiagnosticsError(.error(.inputUnreadable, "cannot read file: \(String(cString: strerror(errno)))", file: displayPath))
        }
        defer { close(fd) }
        var info = stat()
        let statted = knowsSize && fstat(fd, &info) == 0
        let size = statted ? Int(info.st_size) : 0
        // A regular file's read that returns less than asked for has reached the end: no
        // further read to learn it (one call less a page).
        let shortReadEnds = !knowsSize || (statted && (info.st_mode & S_IFMT) == S_IFREG)
        func tooLarge(_ size: Int) -> DiagnosticsError {
            DiagnosticsError(.error(.inputTooLarge,
                                    "the page is \(NumberText.fixed(Double(size) / 1_048_576, 1)) MiB; docgen reads pages up to \((limit ?? 0) / 1_048_576) MiB: split it into several pages",
                                    file: displayPath))
        }
        if let limit, size > limit { throw tooLarge(size) }
        // One byte more than the size, so the read that finds the end needs no new room.
        if buffer.count < size + 1 { buffer.append(contentsOf: repeatElement(0, count: max(size + 1, 4096) - buffer.count)) }
        var count = 0
        while true {
            // A file that grows while read (or reports no size) is held to the limit too.
            if let limit, count > limit { throw tooLarge(count) }
            if count == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                throw DiagnosticsError(.error(.inputUnreadable, "cannot read file: \(String(cString: strerror(errno)))", file: displayPath))
            }
            if n == 0 { break }
            count += n
            if shortReadEnds && count < buffer.count { break }
        }
        return count
    }

    public static func decode(_ data: Data, displayPath: String) throws(DiagnosticsError) -> String {
        try decode([UInt8](data), displayPath: displayPath)
    }

    public static func decode(_ bytes: [UInt8], displayPath: String) throws(DiagnosticsError) -> String {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // A UTF-16 or UTF-32 file says so in its byte-order mark: name the encoding, not a byte.
        for (mark, encoding) in [([0xFF, 0xFE, 0, 0], "UTF-32"), ([0, 0, 0xFE, 0xFF], "UTF-32"),
                                 ([0xFF, 0xFE], "UTF-16"), ([0xFE, 0xFF], "UTF-16")] as [([UInt8], String)] where bytes.starts(with: mark) {
            throw DiagnosticsError(.error(.inputInvalidUTF8,
                                          "the file is \(encoding) (it starts with a \(encoding) byte-order mark); save it as UTF-8",
                                          file: displayPath, at: SourceLocation(line: 1, column: 1)))
        }
        // The standard library validates in one fast pass; the byte-by-byte scan only runs to
        // locate the error.
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let bad = firstInvalidUTF8(bytes) ?? 0
            let before = bytes[..<bad]
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            throw DiagnosticsError(.error(.inputInvalidUTF8,
                                          "invalid UTF-8 (byte 0x\(NumberText.hex(bytes[bad]))); save the file as UTF-8",
                                          file: displayPath, at: SourceLocation(line: line, column: column)))
        }
        if bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: 0x0D, in: $0) != nil }) {
            // A lone CR ends a line for cmark and libyaml too: as LF, every line count agrees.
            text = text.replacing(literal: "\r\n", with: "\n").replacing(literal: "\r", with: "\n")
        }
        return text
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 }
            else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 }
            else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 }
            else { return i }
            guard i + length <= n else { return i }
            var scalar = UInt32(b) & (0xFF >> (length + 1))
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            minimum = 0
            i += length
        }
        return nil
    }

    /// A short human reason for a file-system error ("permission denied").
    public static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        if let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        switch cocoa.code {
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
        default: return "error \(cocoa.code.rawValue)"
        }
    }
}
