/// Path containment compared on bytes. `String` comparison treats `é` and `e` + U+0301 as
/// equal, so two different folders could pass for one another.
public enum FilePath {
    /// True when `path` is below the folder `folder` (not the folder itself).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path.utf8.starts(with: (folder.hasSuffix("/") ? folder : folder + "/").utf8)
    }

    /// True when both name the same path, byte for byte.
    public static func isSame(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}
