import DocgenBuild
import DocgenSupport
import Glibc

/// Writes to standard output or error (file descriptors 1 and 2), all of the text.
enum StandardStream {
    static func write(_ text: String, to fd: Int32) {
        var text = text
        _ = text.withUTF8 { OutputDirectory.writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}
