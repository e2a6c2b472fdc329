@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("Subprocess")
struct SubprocessTests {
    @Test("Output and errors are captured together, with the exit status")
    func capturesOutput() {
        let result = Subprocess.run("/bin/sh", ["-c", "echo out; echo err >&2; printf '%s' \"$TMPDIR\"; exit 3"])
        #expect(result.status == 3)
        let lines = result.output.split(separator: "\n")
        #expect(lines.prefix(2) == ["out", "err"])
        // A temporary folder of its own, gone once the program ended.
        let temporary = String(lines.last ?? "")
        #expect(temporary.contains("docgen-subprocess-"))
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }

    @Test("A program ended by a signal reports the signal's number; one that cannot start, why")
    func failures() {
        #expect(Subprocess.run("/bin/sh", ["-c", "kill -9 $$"]).status == 9)
        let missing = Subprocess.run("/nonexistent/swiftc", ["--version"])
        #expect(missing.status == -1)
        #expect(missing.output == "cannot run /nonexistent/swiftc: No such file or directory")
    }

    @Test("Programs started at once from many threads each end with their own output")
    func concurrent() async {
        // A pipe end inherited by a sibling would keep a read waiting until that sibling ended.
        let results = await withTaskGroup(of: (Int, Subprocess.Result).self) { group in
            for i in 0..<8 {
                group.addTask { (i, Subprocess.run("/bin/sh", ["-c", "echo \(i); sleep 0.\(i % 3)"])) }
            }
            var all: [(Int, Subprocess.Result)] = []
            for await result in group { all.append(result) }
            return all
        }
        for (i, result) in results {
            #expect(result.status == 0)
            #expect(result.output == "\(i)\n")
        }
    }

    @Test("Standard input is empty, not the caller's")
    func noInput() {
        #expect(Subprocess.run("/bin/sh", ["-c", "cat; echo done"]).output == "done\n")
    }
}
