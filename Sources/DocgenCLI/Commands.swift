import DocgenSupport
/// The subcommands and their options: the single place the command line is described.
enum Commands {
    static let root = OptionSpec(name: "root", valueName: "DIR", help: "The site folder (default: the current folder).")

    static let build = CommandSpec(name: "build", summary: "Build the static site of every locale.", options: [
        root,
        OptionSpec(name: "out", valueName: "DIR", help: "Where to write the site (default: <root>/_site)."),
        OptionSpec(name: "quiet", valueName: nil, help: "Print nothing but problems."),
    ])

    static let check = CommandSpec(name: "check", summary: "Check the guides against the API model and their translations.", options: [
        root,
        OptionSpec(name: "format", valueName: "FORMAT", help: "human (default), json, github or sarif."),
        OptionSpec(name: "warnings-as-errors", valueName: nil, help: "Exit 1 on warnings too."),
        OptionSpec(name: "symbol-graph", valueName: "DIR", help: "Check against symbol graphs in DIR instead of the bundled model."),
    ])

    static let model = CommandSpec(name: "model", summary: "Print the API surface of the model.", options: [
        root,
        OptionSpec(name: "symbol-graph", valueName: "DIR", help: "Read symbol graphs from DIR instead of the bundled model."),
    ])

    static let serve = CommandSpec(name: "serve", summary: "Preview the site on 127.0.0.1 with live reload.", options: [
        root,
        OptionSpec(name: "port", valueName: "N", help: "The port (default: 8080; 0 picks a free one)."),
    ])

    static let translated = CommandSpec(
        name: "translated",
        summary: """
        Record that translations match their English pages as they are now. Each file gets its English
        page's hashes (whole page and per section) written into its front matter as 'source:'; no other
        byte of the file changes. docgen check then reports the translation as outdated, naming the
        sections, when the English page changes.
        """,
        options: [root],
        positional: PositionalSpec(name: "FILE", help: "Translated pages, such as content/ja/flow-events.md."))

    static let all = [build, check, model, serve, translated]

    static let help = """
    OVERVIEW: docgen builds a multilingual documentation site from Markdown and checks it against the API it documents.

    USAGE: docgen <command> [options]

    COMMANDS:
      build       Build the static site of every locale.
      check       Check the guides against the API model and their translations.
      model       Print the API surface of the model.
      serve       Preview the site on 127.0.0.1 with live reload.
      translated  Record that translations match their English pages as they are now.

    OPTIONS:
      --help     Show help (also after a command: docgen build --help).
      --version  Show the version.

    See 'docgen <command> --help' for a command's options.

    """
}
