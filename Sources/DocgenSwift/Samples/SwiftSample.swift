import DocgenSupport
import DocgenSupport

/// What a ```swift sample says, as the check compares it with a model: read once with the
/// toolchain's parser (`SwiftSampleReader`) into plain values, so no other module sees a
/// SwiftSyntax node. Locations are inside the block: line and UTF-8 column from 1.
package struct SwiftSample: Sendable {
    /// The syntax errors the parser reports, with the compiler's own messages.
    package var syntaxProblems: [SyntaxProblem]
    /// Every `func` declaration, at any depth.
    package var functions: [Function]
    /// Every expression, binding, type declaration and pattern, for the call check.
    package var code: SampleCode
    /// Every `func` and `init` declared without a body (a protocol's requirements among them):
    /// a declaration listed as the SDK would declare it (a guide's "Detailed design"), not code
    /// that runs.
    package var listings: [Listing] = []

    package init(syntaxProblems: [SyntaxProblem] = [], functions: [Function] = [], code: SampleCode = SampleCode()) {
        self.syntaxProblems = syntaxProblems
        self.functions = functions
        self.code = code
    }

    /// A syntax error or warning of the parser.
    package struct SyntaxProblem: Sendable, Equatable {
        package var isError: Bool
        package var message: String
        package var location: SourceLocation
        package var notes: [(message: String, location: SourceLocation)]
        package var fix: String?

        package static func == (a: SyntaxProblem, b: SyntaxProblem) -> Bool {
            a.isError == b.isError && a.message == b.message && a.location == b.location && a.fix == b.fix
                && a.notes.map(\.message) == b.notes.map(\.message) && a.notes.map(\.location) == b.notes.map(\.location)
        }
    }

    /// A declaration listed without its body.
    package struct Listing: Sendable {
        /// `init` for an initializer.
        package var baseName: String
        /// `chunks(ofCount:)`, `init(element:)`.
        package var selector: String
        /// The enclosing type's or extension's name as written, generic arguments left out
        /// (`AsyncChannel`, `Sequence`); nil at the top level.
        package var owner: String?
        package var nameLocation: SourceLocation
        /// Per parameter, where its default value is written (`= nil`), or nil without one.
        package var defaults: [SourceLocation?] = []
    }

    /// A `func` as written.
    package struct Function: Sendable {
        /// `flowController` (backticks removed).
        package var baseName: String
        /// `flowController(_:didSelectProduct:)`, from the argument labels (`_` when unlabelled).
        package var selector: String
        package var parameters: [Parameter]
        /// The return type as written, and where it is; nil when there is no `->`.
        package var returnType: TypeText?
        /// Where the name is, and the parameter list's closing parenthesis.
        package var nameLocation: SourceLocation
        package var rightParenLocation: SourceLocation
        /// The inherited names of the nearest enclosing type or extension, last path
        /// component only (`AdaptyUI.Foo` and `Foo` are the same protocol to a guide).
        package var conformances: Set<String>
        /// True when the function is a requirement of a protocol the sample declares.
        package var isInProtocol: Bool
        /// True when the parser had to repair the name or signature.
        package var hasError: Bool
        /// True when written `override`: it overrides a superclass's method (which
        /// `SampleOverrideRule` judges), and is no new witness of a protocol's requirement.
        package var isOverride = false
    }

    /// A function parameter as written.
    package struct Parameter: Sendable {
        package var firstName: String
        package var secondName: String?
        package var type: TypeText

        /// `didSelectProduct product: AdaptyPaywallProduct` as written, on one line.
        package var text: String {
            let names = [firstName] + (secondName.map { [$0] } ?? [])
            return (names.joined(separator: " ") + ": " + type.text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// A type as written: its text, its canonical text (`SwiftTypeText.canonical`), its place.
    package struct TypeText: Sendable {
        package var text: String
        package var canonical: String
        package var location: SourceLocation
    }

    /// How many parameters a closure literal takes, as far as its text says.
    ///
    /// `{ a, b in }`, `{ _ in }` and `{ (a: A, b) in }` state the count. A closure without a
    /// signature takes as many as the highest `$n` it uses says (n + 1), and one that uses none
    /// takes none: Swift rejects `{ }` where a value is passed ("contextual type for closure
    /// argument list expects 1 argument, which cannot be implicitly ignored") and `{ $0 }`
    /// where two are. A `$n` inside a nested closure is that closure's own.
    package enum ClosureParameters: Sendable, Equatable {
        /// The signature lists exactly this many; `location` is the list.
        case exactly(Int, location: SourceLocation)
        /// Shorthand arguments: `highest` is the `$n` that says how many (n + 1).
        case atLeast(Int, highest: String, location: SourceLocation)
        /// No signature and no `$n`: the closure takes no parameter; `location` is its `{`.
        case none(location: SourceLocation)
        /// Nothing in the text tells (a signature with only a capture list).
        case unknown
    }
}
