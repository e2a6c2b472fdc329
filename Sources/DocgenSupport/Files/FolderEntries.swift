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

    public var name: String
    public var kind: Kind
}

public enum FolderEntries {
    /// The entries of the folder at `path` but `.` and `..`, in no order; the error when it
    /// cannot be read.
    public static func list(_ path: String) -> Result<[FolderEntry], SystemError> {
        guard let directory = opendir(path) else { return .failure(.current) }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            entries.append(FolderEntry(name: name, kind: kind(entry.pointee.d_type)))
        }
        return .success(entries)
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
