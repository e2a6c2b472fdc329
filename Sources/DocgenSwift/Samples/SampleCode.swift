import DocgenSupport

/// The code of a ```swift sample as the call check follows it: every expression (in one
/// array, children before parents, each knowing how its value is used), every name the code
/// binds and where it is visible, the types it declares, its `switch`es and `if case`s, and
/// every type it writes. Plain values, so no module but DocgenSwift sees SwiftSyntax.
///
/// Places are UTF-8 offsets in the block (`offset`, `scope`) for name lookup, and lines and
/// UTF-8 columns from 1 (`SourceLocation`) for findings.
package struct SampleCode: Sendable {
    package var expressions: [SampleExpression] = []
    package var bindings: [SampleBinding] = []
    package var types: [SampleTypeDeclaration] = []
    package var switches: [SampleSwitch] = []
    /// `if case .x = value`, `guard case …`, `while case …`.
    package var caseMatches: [SampleCaseMatch] = []
    /// Every type written: annotations, parameter and return types, inheritance, casts.
    package var typeReferences: [SampleTypeText] = []
    /// Bodies (`{ … }`) that contain a comment saying code was left out (`// …`), by where the
    /// body starts; a type whose body is one of them shows only part of itself.
    package var elidedBodies: Set<Int> = []
    /// The base names of the functions declared outside any type (`distance` for
    /// `func distance(_:_:)`), wherever they are written.
    package var functionNames: Set<String> = []
    /// What those functions return as written (`Single<Repo>` for `func getRepo() -> Single<Repo>`),
    /// by base name; a name declared twice with different results is left out.
    /// The modules the sample imports (`RxGRDB` for `import RxGRDB`), in order.
    package var imports: [String] = []
    package var functionResults: [String: SampleTypeText] = [:]
    package var ambiguousFunctionResults: Set<String> = []
    /// The bodies of `static` and `class` functions, where `self` and `super` are types.
    package var staticBodies: [Range<Int>] = []
    /// The values `if let`, `guard let` and `while let` unwrap (`e` of `if let x = e`).
    package var conditionalBindings: [Int] = []
    /// Declarations that read as a quote of an SDK's own source: static members written outside
    /// any type (`public static let usEast = BaseURL(urlString:)!`, as a reference page quotes
    /// a type's source) and functions and properties declared `public` or `open` (`public func
    /// joined() -> AsyncJoinedSequence<Self> { AsyncJoinedSequence(self) }` in a proposal):
    /// each one's name and where its declaration is.
    package var sourceExcerpts: [(name: String, range: Range<Int>)] = []
    /// The `#if` clauses whose condition depends on the platform (`os(macOS)`,
    /// `canImport(UIKit)`), innermost last; code outside them is read on every platform.
    package var platformRegions: [SamplePlatformRegion] = []

    package init() {}

    /// True when the code at `offset` is compiled for `platform` (a model's platform, `ios`,
    /// `macos`…): every platform-dependent `#if` clause around it is taken there. Clauses that
    /// do not depend on the platform (`#if DEBUG`) are read in every branch, as a reader's app
    /// may take either; so is everything for a platform docgen does not know.
    package func isCompiled(at offset: Int, for platform: String) -> Bool {
        guard let platform = SourcePlatform(named: platform) else { return true }
        return platformRegions.allSatisfy { !$0.range.contains(offset) || $0.platforms.contains(platform) }
    }

    /// The code as a model of `platform` reads it: what only other platforms compile is marked
    /// as not followable (expressions and types `hasError`, type references dropped), so no
    /// rule judges it against this model.
    package func compiled(for platform: String) -> SampleCode {
        guard !platformRegions.isEmpty, SourcePlatform(named: platform) != nil else { return self }
        return keeping { isCompiled(at: $0, for: platform) }
    }

    /// Only the code `platform` compiles and none of `others` does (the `#if os(macOS)` branch
    /// of a sample on an iOS page), for a model of `platform` to judge what the others' models
    /// leave alone; nil when there is none.
    package func compiled(for platform: String, only others: [String]) -> SampleCode? {
        guard !platformRegions.isEmpty, SourcePlatform(named: platform) != nil else { return nil }
        let known = others.filter { SourcePlatform(named: $0) != nil }
        let code = keeping { offset in isCompiled(at: offset, for: platform) && !known.contains { isCompiled(at: offset, for: $0) } }
        return code.expressions.contains { !$0.hasError } || code.types.contains { !$0.hasError } ? code : nil
    }

    /// The code with what is not at a kept offset marked as not followable.
    private func keeping(_ kept: (Int) -> Bool) -> SampleCode {
        var code = self
        for index in code.expressions.indices where !kept(code.expressions[index].offset) { code.expressions[index].hasError = true }
        for index in code.types.indices where !kept(code.types[index].body.lowerBound) { code.types[index].hasError = true }
        code.typeReferences.removeAll { !kept($0.offset) }
        return code
    }
}

/// One clause of a sample's `#if` whose condition depends on the platform.
package struct SamplePlatformRegion: Sendable {
    /// The clause's code (its elements, after the condition).
    package var range: Range<Int>
    /// The platforms the clause is taken on.
    package var platforms: Set<SourcePlatform>
}

/// A type as written in a sample, with its shape and place.
package struct SampleTypeText: Sendable {
    package var text: String
    package var shape: SwiftTypeShape
    package var location: SourceLocation
    package var offset: Int
}

/// One expression. `Kind` holds the indices of its parts in `SampleCode.expressions`.
package struct SampleExpression: Sendable {
    package enum Kind: Sendable {
        /// `uploader`, `Uploader`, `self`, `super`, `$0`.
        case name(String)
        /// `.close`, `.init`, `.standard`: a member of the type the context expects.
        case implicitMember(String)
        /// `base.name`, `base.init`.
        case member(base: Int, name: String)
        case call(callee: Int, arguments: [SampleArgument])
        case subscriptCall(base: Int, arguments: [SampleArgument])
        /// `base?` before a member or subscript.
        case optionalChain(Int)
        case forceUnwrap(Int)
        /// `try e`, `await e`, `(e)`: the value of `e`.
        case same(Int)
        /// `e as T`, `e as? T`, `e as! T`.
        case cast(Int, SampleTypeText)
        case closure(SampleClosure)
        /// `a == b`, `a != b`, `a = b`, `a ?? b`: each side gives the other a contextual type.
        case binary(operator: String, Int, Int)
        case literal
        /// `"SELECT \(name)"`: a string literal with the interpolated expressions in it.
        case interpolatedString([Int])
        /// Anything else, with the expressions inside it (checked on their own).
        case other([Int])
    }

    /// How an expression's value is used: what type the code around it expects.
    package enum Context: Sendable, Equatable {
        case none
        /// The argument at `index` of `call` (a `.call` or `.subscriptCall`).
        case argument(call: Int, index: Int)
        /// The value a binding is given (`let x: T = e`).
        case initializer(binding: Int)
        /// A side of a `.binary` expression.
        case operand(of: Int)
        /// What `call` calls (`.bucket` in `.bucket(name: …)`): it takes the call's context.
        case callee(of: Int)
        /// An element of the array literal `array`: it is of the element type the array's place expects.
        case element(of: Int)
    }

    package var kind: Kind
    /// Where it starts, and where its name is (a member's name, a call's callee name).
    package var location: SourceLocation
    package var nameLocation: SourceLocation
    package var offset: Int
    package var context: Context = .none
    /// True when the parser had to repair it: labels and names in it prove nothing.
    package var hasError: Bool
    /// A call whose argument list has a comment saying arguments were left out (`// …`,
    /// `// the rest of the implementation`): the arguments it lacks are no mistake.
    package var leavesArgumentsOut = false
    /// For a call or a member: what marks its effects, as `SampleCodeReader.effectMarks` finds them.
    package var marks = SampleEffectMarks.unknown
    /// The generic arguments written on a type's name (`Human` in `Mock<Human>(name:)`).
    package var genericArguments: [String] = []
    /// A `.same` expression that is `try? e`: its value is `e`'s, optional.
    package var isOptionalTry = false
    /// For a `.literal`: which kind of literal it is.
    package var literal: Literal?

    package enum Literal: Sendable { case string, integer, float, boolean, `nil` }
}

/// Whether `try` and `await` cover a call: written before it in its expression with no
/// closure between (`try` covers everything to its right, `let r = try await a(b())` marks
/// both calls), or implied (the initializer of an `async let`). Both are taken as written
/// where the reader cannot tell: an operator of the sample's own leaves its expression
/// unfolded, so what a `try` in it covers is unknown.
package struct SampleEffectMarks: Sendable, Equatable {
    package var isTried: Bool
    package var isAwaited: Bool
    /// Where the `try` is when it is written right before the call (`try f()`, `try await f()`,
    /// `try? f()`): a `try` that covers nothing else, needless when the call cannot throw.
    package var ownTry: SourceLocation?

    package static let unknown = SampleEffectMarks(isTried: true, isAwaited: true)
}

/// One argument of a call, in the order written (parenthesised, then trailing closures).
package struct SampleArgument: Sendable {
    /// nil when unlabelled.
    package var label: String?
    /// Where findings about the argument point: its label, else its value.
    package var anchor: SourceLocation
    /// The value, in `SampleCode.expressions`.
    package var value: Int
    /// The unlabelled trailing closure `{ … }` after the parentheses.
    package var isUnlabelledTrailingClosure: Bool
    /// Set when the value is a closure literal.
    package var closure: SwiftSample.ClosureParameters?
}

/// A closure literal.
package struct SampleClosure: Sendable {
    package var parameters: SwiftSample.ClosureParameters
    /// The parameter names it declares (`_` kept), empty for shorthand or none.
    package var names: [String]
    /// Their written types, where written.
    package var types: [SampleTypeText?]
    /// Where its body is (for `$0` and for bindings inside).
    package var body: Range<Int>
}

/// A name the code binds, and where it can be used.
package struct SampleBinding: Sendable {
    package enum Source: Sendable {
        /// `let x: T`, `func f(x: T)`, `{ (x: T) in }`.
        case annotated(SampleTypeText)
        /// `let x = e`.
        case value(Int)
        /// `if let x = e`, `guard let x = e`, `if let x`: `e` unwrapped.
        case unwrapped(Int)
        /// `for x in e`: an element of `e`.
        case element(Int)
        /// Parameter `index` of the closure expression `closure`.
        case closureParameter(closure: Int, index: Int)
        /// The associated value at `index` of the case `pattern` matched against `subject`.
        case payload(subject: Int, pattern: SampleCasePattern, index: Int)
        /// Nothing the check can follow (`let (a, b) = …`, `catch let e`).
        case unknown
    }

    package var name: String
    /// Visible from here on (after its declaration).
    package var declaredAt: Int
    package var scope: Range<Int>
    package var source: Source
}

/// A type, extension or protocol the sample declares.
package struct SampleTypeDeclaration: Sendable {
    package enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    }

    package struct Member: Sendable {
        package enum Kind: String, Sendable { case function, initializer, property, `subscript`, `case`, type }
        package var kind: Kind
        /// A function's selector (`flowController(_:didPerform:)`), an initializer's
        /// (`init(url:)`), a property's, case's or type's name.
        package var name: String
        package var isStatic: Bool
        /// Where a function written `override` has its name; nil without the modifier.
        package var overrideLocation: SourceLocation? = nil
        /// True when the parser had to repair the declaration.
        package var hasError = false
    }

    package var kind: Kind
    /// As written: `PremiumViewController`, or `AdaptyUI.Action` for an extension.
    package var name: String
    package var inherited: [SampleTypeText]
    package var members: [Member]
    /// The body, braces included.
    package var body: Range<Int>
    package var nameLocation: SourceLocation
    /// True when the body says part of it was left out (see `SampleCode.elidedBodies`).
    package var isElided: Bool
    package var hasError: Bool
    /// True when Swift gives the type an `init()` of its own: a struct, class or actor that
    /// declares no initializer and whose stored properties all have a value (written, `nil`
    /// for an optional `var`, or from a property wrapper's attribute, `@Option var count = 1`).
    package var hasImplicitInitializer = false
}

/// A `switch` statement.
package struct SampleSwitch: Sendable {
    package var subject: Int
    package var cases: [Case]
    /// The `switch` keyword.
    package var location: SourceLocation

    package struct Case: Sendable {
        package var patterns: [SamplePattern]
        /// `default:` or `@unknown default:`.
        package var isDefault: Bool
        package var hasWhere: Bool
    }
}

/// `if case pattern = subject` and its kin.
package struct SampleCaseMatch: Sendable {
    package var pattern: SamplePattern
    package var subject: Int
}

/// A pattern of a `case`.
package enum SamplePattern: Sendable {
    /// `.close`, `.openURL(let url, _)`, `AdaptyUI.Action.custom(id: let id)`.
    case enumCase(SampleCasePattern)
    /// `_`, `let x`: matches everything.
    case any
    /// An expression, a tuple, `is T`: nothing the check reads.
    case other
}

/// An enum case pattern.
package struct SampleCasePattern: Sendable {
    package var name: String
    /// The type written before the case (`["AdaptyUI", "Action"]`), nil for `.name`.
    package var qualifier: [String]?
    /// nil without parentheses (`.openURL` matches any associated values).
    package var arguments: [Argument]?
    package var nameLocation: SourceLocation
    /// The parenthesised list, for findings about the count.
    package var argumentsLocation: SourceLocation?

    package struct Argument: Sendable {
        package var label: String?
        /// True for `let x`, `_`, `x` (after `case let`): binds or ignores, never fails.
        package var isIrrefutable: Bool
        package var location: SourceLocation
        /// The sub-pattern when it is an enum case pattern itself
        /// (`.processingFailed(let processor, _)` inside `.processorError(reason: …)`).
        package var nested: SampleCasePattern? {
            get { nestedStorage.first }
            set { nestedStorage = newValue.map { [$0] } ?? [] }
        }
        /// At most one pattern: an array, as a struct cannot hold itself.
        private var nestedStorage: [SampleCasePattern] = []

        package init(label: String?, isIrrefutable: Bool, location: SourceLocation, nested: SampleCasePattern? = nil) {
            self.label = label
            self.isIrrefutable = isIrrefutable
            self.location = location
            self.nested = nested
        }
    }

    /// True when the pattern matches every value of its case (no refutable sub-pattern).
    package var coversCase: Bool {
        arguments?.allSatisfy(\.isIrrefutable) ?? true
    }
}
