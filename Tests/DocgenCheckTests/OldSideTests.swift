@testable import DocgenCheck
import Testing

@Suite("The old side of a migration, by its labels")
struct OldSideTests {
    @Test("A label names a version alone or before a colon, dash or parenthesis; counts, steps and words do not", arguments: [
        ("v2", [2]), ("V3.1", [3, 1]), ("version 3.x", [3]), ("**Version 3.x**", [3]), ("`v3`:", [3]), ("sdk 4 (swiftui)", [4]),
        ("v2 - had to check the bool", [2]), ("3.x", [3]), ("4.0:", [4, 0]), ("バージョン3：", [3]), ("版本 3", [3]),
        ("2 items", nil), ("3.", nil), ("v2ray", nil), ("vapor 4", nil), ("v2 api is gone", nil), ("version", nil),
    ] as [(String, [Int]?)])
    func versionLabels(_ example: (text: String, version: [Int]?)) {
        #expect(OldSide.labelledVersion(example.text.lowercased()) == example.version, "\(example.text)")
    }

    @Test("Lines under the older of two version comments are the old side; one version comment marks nothing")
    func versionComments() {
        let code = """
        // v2 - returned a Bool
        let ok = store.save("a")

        // v3 - throws
        try store.save("a")
        """
        #expect(OldSide.lines(of: code) == [1, 2, 3])
        #expect(OldSide.lines(of: "// v3\ntry store.save(\"a\")").isEmpty)
    }
}
