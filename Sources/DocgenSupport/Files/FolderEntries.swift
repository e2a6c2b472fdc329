#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as `readdir` gives it: its name and, where the file system says, its
/// type, which spares a `stat` per file.
public struct FolderEntry: Sendable {
    public enum Kind: Sendable, Equatable {
        case file, folder, symbolicLink
        /// A FIFO, socket or device.
        case special
        /// The file system did not say.
        case unknown
    }

    /// The name, with any byte that is not UTF-8 replaced (U+FFFD): see `isValidUTF8`.
    public var name: String
    public var kind: Kind
    /// False when the name's bytes are not UTF-8: it cannot be opened by `name`, and is
    /// reported with the bad bytes shown (`escapedName`).
    public var isValidUTF8 = true
    /// The name with bytes that are not UTF-8 written as `\xFF`.
    public var escapedName: String = ""
}

public enum FolderEntries {
    /// The entries of the folder at `path` but `.` and `..`, in no order; the error when it
    /// cannot be read.
    public static func list(_ path: String) -> Result<[FolderEntry], SystemError> {
        guard let directory = opendir(path) else { return .failure(.current) }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self))))
            }
            let name = String(decoding: bytes, as: UTF8.self)
            guard name != ".", name != ".." else { continue }
            var listed = FolderEntry(name: name, kind: kind(entry.pointee.d_type))
            if String(validating: bytes, as: UTF8.self) == nil {
                listed.isValidUTF8 = false
                listed.escapedName = escaped(bytes)
            }
            entries.append(listed)
        }
        return .success(entries)
    }

    /// The bytes as text, each byte of a sequence that is not UTF-8 as `\xFF`.
    private static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            var length = 1
            while length <= 4, i + length <= bytes.count {
                if let text = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                    out += text
                    break
                }
                length += 1
            }
            if length > 4 || i + length > bytes.count {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true)
                length = 1
            }
            i += length
        }
        return out
    }

    private static func kind(_ type: UInt8) -> FolderEntry.Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN): return .unknown
        default: return .special
        }
    }
}
