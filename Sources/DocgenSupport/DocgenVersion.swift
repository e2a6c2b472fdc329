/// docgen's version, and the version of what it writes.
public enum DocgenVersion {
    /// What `docgen --version` prints and SARIF logs name.
    public static let release = "0.1.0"

    /// Bumped when docgen's output changes for the same input, so old manifests rebuild all and
    /// highlighting kept on disk is made again.
    public static let outputFormat = "0.1.0-7"
}
