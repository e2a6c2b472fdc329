import DocgenSupport
internal import SwiftIfConfig
internal import SwiftParser
internal import SwiftSyntax

/// Reads `Package.swift` with SwiftParser as data: `Package(name:products:targets:traits:)`,
/// its `.library`, `.target`, `.executableTarget`, `.testTarget`… calls, string and array
/// literals, and top-level `let` constants they refer to (`swiftSettings: commonSettings`,
/// `targets: base + extra`). Anything computed (a `map`, a loop, `package.targets.append`) is
/// reported as a warning and left out.
package enum PackageManifestReader {
    /// The manifest in `text`; `file` names it in diagnostics. `platform` decides
    /// `.when(platforms:)` conditions on defines.
    package static func read(_ text: String, file: String = "Package.swift", platform: SourcePlatform) -> PackageManifest {
        let bytes = Array(text.utf8)
        if let refusal = SwiftParseGuard.refusal(of: bytes) {
            let (line, column) = SwiftParseGuard.position(of: refusal.offset, in: bytes)
            return PackageManifest(name: nil, products: [], targets: [], defaultTraits: [], diagnostics: [
                .warning(.modelNestingTooDeep, "\(refusal.reason): not parsed", file: file, at: SourceLocation(line: line, column: column))])
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var evaluator = ManifestEvaluator(converter: converter, file: file, platform: platform)
        evaluator.collectConstants(tree)
        var manifest = PackageManifest(name: nil, products: [], targets: [], defaultTraits: [], diagnostics: [])
        guard let call = evaluator.packageCall(in: tree) else {
            manifest.diagnostics.append(.warning(.modelManifest, "no `Package(…)` call in the manifest", file: file))
            return manifest
        }
        var arguments = evaluator.arguments(of: call)
        // An older manifest sets them after the call: `pkg.products = […]`, `pkg.targets = […]`.
        for name in evaluator.names(boundTo: call) {
            for (label, value) in evaluator.assignments[name] ?? [:] where arguments[label] == nil { arguments[label] = value }
        }
        manifest.name = arguments["name"].flatMap { evaluator.string($0) }
        if let traits = arguments["traits"] { manifest.defaultTraits = evaluator.defaultTraits(traits) }
        evaluator.enabledTraits = Set(manifest.defaultTraits)
        if let products = arguments["products"] {
            manifest.products = evaluator.elements(products).compactMap { evaluator.product($0) }
        }
        if let targets = arguments["targets"] {
            manifest.targets = evaluator.elements(targets).compactMap { evaluator.target($0) }
        } else {
            evaluator.warn("the manifest declares no `targets:`", at: Syntax(call))
        }
        for statement in tree.statements where statement.item.description.contains(".targets.append") || statement.item.description.contains(".products.append") {
            evaluator.warn("targets or products added after `Package(…)` are not read", at: Syntax(statement))
        }
        manifest.diagnostics += evaluator.diagnostics
        return manifest
    }
}

/// The small evaluator behind `PackageManifestReader`.
private struct ManifestEvaluator {
    let converter: SourceLocationConverter
    let file: String
    let platform: SourcePlatform
    var constants: [String: ExprSyntax] = [:]
    /// Top-level `name.property = value` statements, by name and property: an older manifest
    /// sets a target's `path` or the package's `targets` that way.
    var assignments: [String: [String: ExprSyntax]] = [:]
    var enabledTraits: Set<String> = []
    var diagnostics: [Diagnostic] = []

    init(converter: SourceLocationConverter, file: String, platform: SourcePlatform) {
        self.converter = converter
        self.file = file
        self.platform = platform
        // The manifest runs on the machine that builds: a Mac for Apple's platforms.
        hostConfiguration = SourceBuildConfiguration(platform: platform == .linux ? .linux : .macos, customConditions: [], packageModules: [])
    }

    /// What `#if` in the manifest is evaluated against.
    let hostConfiguration: SourceBuildConfiguration

    /// Warns once per place and message: a computed constant used by three targets is one
    /// warning, not three.
    mutating func warn(_ message: String, at node: Syntax) {
        let location = node.startLocation(converter: converter)
        let warning = Diagnostic.warning(.modelManifest, message, file: file, at: SourceLocation(line: location.line, column: location.column))
        if !diagnostics.contains(warning) { diagnostics.append(warning) }
    }

    /// An expression as a message quotes it: on one line (its line breaks and indentation
    /// one space each), cut at 60 characters.
    static func excerpt(_ expression: some SyntaxProtocol) -> String {
        let words = expression.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r\n" })
            .joined(separator: " ")
        return words.count > 60 ? String(words.prefix(60)) + "…" : words
    }

    func line(of node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    /// Top-level `let name = …` and `var name = …` with an initial value, and top-level
    /// `name.property = value` assignments.
    mutating func collectConstants(_ tree: SourceFileSyntax) {
        for statement in tree.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        constants[name] = value
                    }
                }
            } else if let (name, property, value) = Self.memberAssignment(statement.item) {
                assignments[name, default: [:]][property] = value
            }
        }
    }

    /// `name.property = value`, as the parser leaves it unfolded (`a`, `=`, `b`) or folded.
    private static func memberAssignment(_ item: CodeBlockItemSyntax.Item) -> (String, String, ExprSyntax)? {
        let target: ExprSyntax, value: ExprSyntax
        if let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            target = sequence.elements.first!
            value = sequence.elements.last!
        } else if let infix = item.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            (target, value) = (infix.leftOperand, infix.rightOperand)
        } else {
            return nil
        }
        guard let member = target.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return (base.baseName.text, member.declName.baseName.text, value)
    }

    /// The constants whose value is `call` (`let pkg = Package(…)`).
    func names(boundTo call: FunctionCallExprSyntax) -> [String] {
        constants.filter { $0.value.id == ExprSyntax(call).id }.map(\.key).sorted()
    }

    func packageCall(in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
                    found = node
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// Labelled arguments by label (unlabelled ones under `"_0"`, `"_1"`…).
    func arguments(of call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        for (index, argument) in call.arguments.enumerated() {
            result[argument.label?.text ?? "_\(index)"] = argument.expression
        }
        return result
    }

    /// An expression with constants followed, up to a few levels.
    func resolved(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<8 {
            if let reference = expression.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text] {
                expression = value
            } else {
                break
            }
        }
        return expression
    }

    /// The elements of an array literal, of `a + b`, or of a constant holding one.
    mutating func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
        let expression = resolved(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.map(\.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var result: [ExprSyntax] = []
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "+" { continue }
                result += elements(element)
            }
            return result
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return elements(infix.leftOperand) + elements(infix.rightOperand)
        }
        if let list = calledClosureList(expression) { return list }
        warn("`\(Self.excerpt(expression))` is computed; the reader takes array literals only", at: Syntax(expression))
        return []
    }

    /// The list a closure called in place builds (`targets: { var targets: [Target] = […];
    /// #if os(macOS) … #endif; return targets }()`): the variable's literal and what is appended
    /// to it, in the `#if` branches the manifest's host takes (`hostConfiguration`). An `#if`
    /// that cannot be evaluated is not read, and said so; any other statement makes the list
    /// computed (nil).
    private mutating func calledClosureList(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil,
              let last = closure.statements.last?.item.as(ReturnStmtSyntax.self),
              let name = last.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var result: [ExprSyntax]?
        var skipped: Syntax?
        // The statements with each `#if` replaced by its active branch's.
        var statements: [CodeBlockItemSyntax] = []
        func flatten(_ items: some Sequence<CodeBlockItemSyntax>, depth: Int) {
            for statement in items {
                guard let ifConfig = statement.item.as(IfConfigDeclSyntax.self) else {
                    statements.append(statement)
                    continue
                }
                let (clause, problems) = ifConfig.activeClause(in: hostConfiguration)
                if depth < 8, !problems.contains(where: { $0.diagMessage.severity == .error }) {
                    if case .statements(let inner)? = clause?.elements { flatten(inner, depth: depth + 1) }
                } else if skipped == nil, statement.item.description.contains(name) {
                    skipped = Syntax(statement)
                }
            }
        }
        flatten(closure.statements.dropLast(), depth: 0)
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                // The list's variable, or another list (of dependencies) the closure builds beside it.
                guard variable.bindings.count == 1, let binding = variable.bindings.first,
                      let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let array = binding.initializer?.value.as(ArrayExprSyntax.self) else { return nil }
                if bound == name { result = array.elements.map(\.expression) }
                continue
            }
            if let appended = appended(statement.item, to: name) {
                guard result != nil else { return nil }
                result! += appended
            } else if !appendsToOtherList(statement.item, than: name) {
                return nil
            }
        }
        guard let result else { return nil }
        if let skipped {
            warn("what an `#if` that cannot be evaluated adds to the list computed here is not read", at: skipped)
        }
        return result
    }

    /// True for `other.append(…)` or `other += …`: a statement building another list than `name`.
    private func appendsToOtherList(_ item: CodeBlockItemSyntax.Item, than name: String) -> Bool {
        if let call = item.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text != name,
           member.declName.baseName.text == "append" { return true }
        if let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let base = sequence.elements.first?.as(DeclReferenceExprSyntax.self), base.baseName.text != name,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" { return true }
        return false
    }

    /// `name.append(x)`, `name.append(contentsOf: […])` and `name += […]`: what they add.
    private func appended(_ item: CodeBlockItemSyntax.Item, to name: String) -> [ExprSyntax]? {
        if let call = item.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name, member.declName.baseName.text == "append",
           call.arguments.count == 1, let argument = call.arguments.first {
            if argument.label == nil { return [argument.expression] }
            if argument.label?.text == "contentsOf", let array = argument.expression.as(ArrayExprSyntax.self) {
                return array.elements.map(\.expression)
            }
            return nil
        }
        if let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
           let array = sequence.elements.last?.as(ArrayExprSyntax.self) {
            return array.elements.map(\.expression)
        }
        return nil
    }

    func string(_ expression: ExprSyntax) -> String? {
        let expression = resolved(expression)
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    mutating func strings(_ expression: ExprSyntax) -> [String] {
        elements(expression).compactMap { string($0) }
    }

    /// `.name(…)` or `Type.name(…)`: the member name and the call.
    func memberCall(_ expression: ExprSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
        guard let call = resolved(expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.declName.baseName.text, call)
    }

    mutating func product(_ expression: ExprSyntax) -> PackageManifest.Product? {
        guard let (kind, call) = memberCall(expression) else { return nil }
        let arguments = arguments(of: call)
        guard let name = arguments["name"].flatMap({ string($0) }) else {
            warn("a product without a literal name is left out", at: Syntax(call))
            return nil
        }
        let targets = arguments["targets"].map { strings($0) } ?? []
        return PackageManifest.Product(name: name, isLibrary: kind == "library", targets: targets)
    }

    mutating func target(_ expression: ExprSyntax) -> PackageManifest.Target? {
        guard let (kindName, call) = memberCall(expression) else {
            warn("`\(Self.excerpt(expression))` is not a target the reader knows", at: Syntax(expression))
            return nil
        }
        let kind: PackageManifest.Target.Kind
        switch kindName {
        case "target": kind = .regular
        case "executableTarget": kind = .executable
        case "testTarget": kind = .test
        case "macro": kind = .macro
        case "plugin": kind = .plugin
        case "systemLibrary": kind = .system
        case "binaryTarget": kind = .binary
        default:
            warn("`.\(kindName)` is not a target the reader knows", at: Syntax(call))
            return nil
        }
        var arguments = arguments(of: call)
        // `let core: Target = .target(name: "Core")` then `core.path = "Sources"`.
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            for (label, value) in assignments[reference.baseName.text] ?? [:] { arguments[label] = value }
        }
        guard let name = arguments["name"].flatMap({ string($0) }) else {
            warn("a target without a literal name is left out", at: Syntax(call))
            return nil
        }
        var defines: [String] = []
        if let settings = arguments["swiftSettings"] {
            defines = self.defines(settings)
        }
        for trait in enabledTraits where !defines.contains(trait) { defines.append(trait) }
        let dependencies = arguments["dependencies"].map { dependencyNames($0) } ?? []
        return PackageManifest.Target(
            name: name, kind: kind,
            path: arguments["path"].flatMap { string($0) },
            exclude: arguments["exclude"].map { strings($0) } ?? [],
            sources: arguments["sources"].map { strings($0) },
            defines: defines, dependencies: dependencies, line: line(of: call))
    }

    mutating func dependencyNames(_ expression: ExprSyntax) -> [String] {
        elements(expression).compactMap { element in
            if let name = string(element) { return name }
            if let (_, call) = memberCall(element) {
                let arguments = arguments(of: call)
                // `condition: .when(platforms: [.linux])`: not a dependency on the platform read.
                if let condition = arguments["condition"], !holds(condition) { return nil }
                return arguments["name"].flatMap { string($0) } ?? arguments["_0"].flatMap { string($0) }
            }
            return nil
        }
    }

    /// `.define("X")`, `.define("X", .when(…))` and `-D X` / `-DX` in `.unsafeFlags([…])`.
    mutating func defines(_ expression: ExprSyntax) -> [String] {
        var names: [String] = []
        for setting in elements(expression) {
            guard let (kind, call) = memberCall(setting) else { continue }
            let arguments = arguments(of: call)
            switch kind {
            case "define":
                guard let name = arguments["_0"].flatMap({ string($0) }) else { continue }
                if let condition = arguments["_1"] ?? arguments["condition"], !holds(condition) { continue }
                names.append(name)
            case "unsafeFlags":
                guard let flags = arguments["_0"] else { continue }
                if let condition = arguments["_1"], !holds(condition) { continue }
                let list = strings(flags)
                var index = 0
                while index < list.count {
                    let flag = list[index]
                    if flag == "-D", index + 1 < list.count {
                        names.append(list[index + 1])
                        index += 1
                    } else if flag.hasPrefix("-D"), flag.count > 2 {
                        names.append(String(flag.dropFirst(2)))
                    }
                    index += 1
                }
            default:
                continue
            }
        }
        return names
    }

    /// Whether a `.when(platforms:configuration:traits:)` holds for a release build of `platform`.
    mutating func holds(_ condition: ExprSyntax) -> Bool {
        guard let (kind, call) = memberCall(condition), kind == "when" else { return true }
        let arguments = arguments(of: call)
        if let platforms = arguments["platforms"] {
            let names = elements(platforms).compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text.lowercased() }
            // `.iOS`, `.macOS`, `.visionOS`… lowercased are the platforms' raw values.
            if !names.contains(platform.rawValue) { return false }
        }
        if let configuration = arguments["configuration"] {
            if configuration.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "debug" { return false }
        }
        if let traits = arguments["traits"] {
            let names = Set(strings(traits))
            if names.isDisjoint(with: enabledTraits) { return false }
        }
        return true
    }

    /// The traits `.default(enabledTraits: […])` turns on.
    mutating func defaultTraits(_ expression: ExprSyntax) -> [String] {
        var names: [String] = []
        for trait in elements(expression) {
            guard let (kind, call) = memberCall(trait), kind == "default" else { continue }
            if let enabled = arguments(of: call)["enabledTraits"] { names += strings(enabled) }
        }
        return names
    }
}
