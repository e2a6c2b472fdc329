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
    /// Every call `x.name(…)` or `.name(…)` whose callee is a member access, at any depth.
    package var memberCalls: [MemberCall]

    package init(syntaxProblems: [SyntaxProblem] = [], functions: [Function] = [], memberCalls: [MemberCall] = []) {
        self.syntaxProblems = syntaxProblems
        self.functions = functions
        self.memberCalls = memberCalls
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
        /// True when the parser had to repair the name or signature.
        package var hasError: Bool
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

    /// A call whose callee is a member access: `.flow(…)`, `view.flow(…)`, `Button(…).flow(…)`.
    package struct MemberCall: Sendable {
        package enum Base: Sendable, Equatable {
            /// `.name(…)`: an implicit member, such as a modifier on the view being built.
            case none
            /// `f(…).name(…)`: chained on a call's result.
            case call
            /// Anything else (`store.name(…)`).
            case other
        }

        package var name: String
        package var nameLocation: SourceLocation
        package var base: Base
        package var arguments: [Argument]
        /// True when the parser had to repair an argument or a parenthesis: labels would be
        /// reported as wrong on top of the syntax error that explains them.
        package var hasError: Bool
    }

    /// One argument, in the order written (parenthesised arguments, then trailing closures).
    package struct Argument: Sendable {
        /// nil for an unlabelled argument.
        package var label: String?
        /// Where findings about the argument point: its label, else its value.
        package var anchor: SourceLocation
        /// The unlabelled trailing closure `{ … }` after the parentheses.
        package var isUnlabelledTrailingClosure: Bool
        /// Set when the value is a closure literal.
        package var closure: ClosureParameters?
    }

    /// How many parameters a closure literal takes, as far as its text says.
    ///
    /// `{ a, b in }`, `{ _ in }` and `{ (a: A, b) in }` state the count. A closure without a
    /// signature that uses `$0`…`$n` takes at least n + 1. Swift would also reject one that uses
    /// fewer than the type passes, but that depends on type checking, so only what the text
    /// proves is claimed: a lower bound. A closure with neither states nothing.
    package enum ClosureParameters: Sendable, Equatable {
        /// The signature lists exactly this many; `location` is the list (or the `{`).
        case exactly(Int, location: SourceLocation)
        /// Shorthand arguments prove at least this many; `highest` is the `$n` that proves it.
        case atLeast(Int, highest: String, location: SourceLocation)
        /// Nothing in the text tells.
        case unknown
    }
}
