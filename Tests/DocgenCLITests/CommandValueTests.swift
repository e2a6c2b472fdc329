@testable import DocgenCLI
@testable import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// What a command printed, captured by its context.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    func context(in directory: URL = FileManager.default.temporaryDirectory) -> CommandContext {
        CommandContext(standardOutput: { text in self.lock.withLock { self.out += text } },
                       standardError: { text in self.lock.withLock { self.err += text } },
                       isTerminal: false, currentDirectory: directory)
    }
}

/// The commands as values: parsed from arguments and run in-process, no docgen binary.
@Suite("Commands, parsed into values and run in-process")
struct CommandValueTests {
    @Test("Options parse into the command's value; defaults where not given")
    func parsing() throws {
        let build = try BuildCommand.parse(["--root", "site", "--out=out/site", "--quiet"])
        #expect(build.root == "site" && build.out == "out/site" && build.quiet)
        let defaults = try BuildCommand.parse([])
        #expect(defaults.root == nil && defaults.out == nil && !defaults.quiet)
        let check = try CheckCommand.parse(["--format", "sarif", "--warnings-as-errors"])
        #expect(check.format == .sarif && check.warningsAsErrors && check.symbolGraph == nil)
        let serve = try ServeCommand.parse(["--port", "0"])
        #expect(serve.port == 0)
        let translated = try TranslatedCommand.parse(["content/ja/a.md", "--", "--odd-name.md"])
        #expect(translated.files == ["content/ja/a.md", "--odd-name.md"])
        let explain = try ExplainCommand.parse(["links.broken", "docgen.json.syntax"])
        #expect(explain.ids == ["links.broken", "docgen.json.syntax"])
    }

    @Test("Bad values are usage errors naming the command", arguments: [
        (["--format", "xml"], "unknown format 'xml'; use human, json, github or sarif"),
        (["--formatt", "json"], "unknown option '--formatt'"),
        (["--warnings-as-errors=yes"], "'--warnings-as-errors' takes no value"),
        (["--root"], "'--root' needs a value (DIR)"),
        (["stray"], "unexpected argument 'stray'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: "check")) { try CheckCommand.parse(arguments) }
    }

    @Test("A port out of range and a translated command without files are usage errors")
    func validation() {
        #expect(throws: UsageError("'--port' must be a number from 0 to 65535, not '70000'", command: "serve")) {
            try ServeCommand.parse(["--port", "70000"])
        }
        #expect(throws: UsageError("name the translations to record, such as content/ja/flow-events.md", command: "translated")) {
            try TranslatedCommand.parse(["--root", "x"])
        }
    }

    @Test("--help is made from the declarations: every option, the usage line, the arguments")
    func help() {
        for command in DocgenCommandLine.commands {
            let help = command.help
            #expect(help.hasPrefix("OVERVIEW: \(command.summary)"))
            #expect(help.contains("USAGE: \(command.usage)"))
            for option in command.helpNames { #expect(help.contains("  \(option)"), "\(command.name): \(option)") }
            #expect(DocgenCommandLine.help.contains("  \(command.name) "))
        }
        #expect(TranslatedCommand.usage == "docgen translated [--root DIR] FILE...")
        #expect(BuildCommand.usage == "docgen build [--root DIR] [--out DIR] [--quiet]")
    }

    @Test("explain prints a rule's summary, explanation and example; an unknown id suggests the nearest")
    func explain() {
        let output = CapturedOutput()
        var command = ExplainCommand()
        command.ids = ["links.broken"]
        #expect(command.run(in: output.context()) == 0)
        #expect(output.stdout.hasPrefix("docgen.links.broken (error): a link to a page that does not exist\n"))
        #expect(output.stdout.contains("Flagged:\n    [setup](setpu.md)"))

        let unknown = CapturedOutput()
        command.ids = ["docgen.link.broken"]
        #expect(command.run(in: unknown.context()) == 1)
        #expect(unknown.stderr.contains("no rule 'docgen.link.broken'; did you mean 'docgen.links.broken'?"))

        let list = CapturedOutput()
        #expect(ExplainCommand().run(in: list.context()) == 0)
        #expect(list.stdout.split(separator: "\n").filter { $0.hasPrefix("docgen.") }.count == Rule.all.count)
    }

    @Test("A site without models: check runs no API rule, says so once, and passes")
    func noModels() throws {
        let site = try ScratchFolder()
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("content/en"), withIntermediateDirectories: true)
        // A page that would be checked against any model that has a PlayerDelegate.
        try "---\ntitle: Player\n---\n\nThe `PlayerDelegate` protocol has 3 methods.\n\n```swift\nplayer.play(at: 0)\n```\n"
            .write(to: site.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let output = CapturedOutput()
        var check = CheckCommand()
        check.root = site.url.path
        #expect(check.run(in: output.context()) == 0)
        #expect(output.stdout.components(separatedBy: "[docgen.model.none]").count == 2, "\(output.stdout)")
        #expect(output.stdout.contains("1 page checked against no API model: 0 errors, 0 warnings"))
        #expect(!output.stdout.contains("docgen.count.mismatch"))
    }
}

extension DocgenCommand {
    /// The left column of each option in `--help`.
    static var helpNames: [String] { options.map(\.helpName) }
}
