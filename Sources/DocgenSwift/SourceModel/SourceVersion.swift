/// A version in an `@available` attribute, with the components written (`15` is
/// `{major: 15}`, `15.0` is `{major: 15, minor: 0}`), as symbol graphs keep them.
package struct SourceVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int?
    package var patch: Int?

    package init(major: Int, minor: Int? = nil, patch: Int? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `15`, `15.4`, `12.1.2`; nil when it is not a version.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, let major = parts[0], !parts.contains(where: { $0 == nil }) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? parts[1] : nil, patch: parts.count > 2 ? parts[2] : nil)
    }

    /// Missing components count as 0.
    package static func < (a: SourceVersion, b: SourceVersion) -> Bool {
        (a.major, a.minor ?? 0, a.patch ?? 0) < (b.major, b.minor ?? 0, b.patch ?? 0)
    }

    package var description: String {
        [major, minor, patch].compactMap { $0 }.map(String.init).joined(separator: ".")
    }
}
