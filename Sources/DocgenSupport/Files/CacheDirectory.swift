import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where docgen keeps what it can make again but would rather not: compiled API models and
/// highlighted Swift. `$DOCGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/docgen`, else `~/.cache/docgen`.
public enum CacheDirectory {
    public static var url: URL {
        if let dir = ProcessCalls.environment("DOCGEN_CACHE_DIR"), !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = ProcessCalls.environment("XDG_CACHE_HOME"), !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("docgen") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/docgen")
    }
}
