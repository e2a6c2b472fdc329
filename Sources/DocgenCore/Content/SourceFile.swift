import DocgenMarkdown
import Foundation

/// Reads text files the way docgen needs them: UTF-8 checked (the first bad byte is reported
/// by line and column), a leading byte-order mark dropped, CRLF line ends made LF.
public enum SourceFile {
    public static func readText(_ url: URL, displayPath: String) throws(DiagnosticsError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DiagnosticsError(.error("docgen.input.unreadable", "cannot read file: \(Self.reason(error))", file: displayPath))
        }
        return try decode(data, displayPath: displayPath)
    }

    public static func decode(_ data: Data, displayPath: String) throws(DiagnosticsError) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let bad = firstInvalidUTF8(bytes) {
            let before = bytes[..<bad]
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            throw DiagnosticsError(.error("docgen.input.invalid-utf8",
                                          String(format: "invalid UTF-8 (byte 0x%02X); save the file as UTF-8", bytes[bad]),
                                          file: displayPath, at: SourceLocation(line: line, column: column)))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.contains(UInt8(ascii: "\r")) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n")
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
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadNoSuchFileError: return "no such file"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
