import Foundation
import Testing

@Suite("What every docgen process loads")
struct StartupLibrariesTests {
    /// The shared libraries the dynamic linker loads for `docgen`, as `ldd` lists them.
    static func loaded() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [DocgenProcess.executable.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) }
    }

    @Test("Neither Foundation (with ICU) nor libmicrohttpd (with GnuTLS) loads at start: a third of every command's start-up")
    func lean() throws {
        let libraries = try Self.loaded()
        #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials") }, "ldd listed \(libraries)")
        for unwanted in ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU", "libmicrohttpd", "libgnutls"] {
            #expect(!libraries.contains { $0.hasPrefix(unwanted) }, "\(unwanted) is linked again: \(libraries)")
        }
    }
}
