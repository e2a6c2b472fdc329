import DocgenSupport
internal import SwiftOperators
internal import SwiftIfConfig
internal import SwiftSyntax

/// Reads a parsed sample into a `SampleCode`: statements and declarations with the scopes of
/// the names they bind (this file), expressions into the arena
/// (`SampleCodeReader+Expressions.swift`) and patterns (`SampleCodeReader+Patterns.swift`).
///
/// Operators are folded with the standard precedence first, so `a == .close` is one binary
/// expression and `x as? T` a cast; a sample's own operators stay unfolded and are read as
/// their operands.
final class SampleCodeReader {
    var code = SampleCode()
    let location: (AbsolutePosition) -> DocgenSupport.SourceLocation

    init(location: @escaping (AbsolutePosition) -> DocgenSupport.SourceLocation) {
        self.location = location
    }

    static func read(_ tree: SourceFileSyntax, location: @escaping (AbsolutePosition) -> DocgenSupport.SourceLocation) -> SampleCode {
        let reader = SampleCodeReader(location: location)
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        reader.statements(folded.statements, scopeEnd: folded.endPosition.utf8Offset, type: nil)
        return reader.code
    }

    // MARK: - Places

    func place(_ node: some SyntaxProtocol) -> DocgenSupport.SourceLocation {
        location(node.positionAfterSkippingLeadingTrivia)
    }

    func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }
    func range(_ node: some SyntaxProtocol) -> Range<Int> { start(node)..<max(start(node), end(node)) }

    func typeText(_ type: TypeSyntax) -> SampleTypeText {
        let text = SampleTypeText(text: type.trimmedDescription, shape: SwiftTypeShape.shape(of: type), location: place(type),
                                  offset: start(type))
        code.typeReferences.append(text)
        return text
    }

    @discardableResult
    func bind(_ name: String, at declaredAt: Int, scope: Range<Int>, _ source: SampleBinding.Source) -> Int {
        code.bindings.append(SampleBinding(name: name, declaredAt: declaredAt, scope: scope, source: source))
        return code.bindings.count - 1
    }

    // MARK: - Statements

    /// `type` is the index of the type declaration whose body holds the items, if any.
    func statements(_ items: CodeBlockItemListSyntax, scopeEnd: Int, type: Int?) {
        for item in items {
            switch item.item {
            case .decl(let decl): declaration(decl, scopeEnd: scopeEnd, type: type)
            case .stmt(let stmt): statement(stmt, scopeEnd: scopeEnd)
            case .expr(let expr): _ = expression(expr)
            @unknown default: break
            }
        }
    }

    func block(_ block: CodeBlockSyntax?) {
        guard let block else { return }
        statements(block.statements, scopeEnd: end(block), type: nil)
    }

    private func statement(_ stmt: StmtSyntax, scopeEnd: Int) {
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            _ = self.expression(expression.expression)
        } else if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            // What `guard` binds is visible after it, to the end of the enclosing block.
            conditions(guardStmt.conditions, scope: end(guardStmt)..<max(end(guardStmt), scopeEnd), declaredAt: end(guardStmt))
            block(guardStmt.body)
        } else if let forStmt = stmt.as(ForStmtSyntax.self) {
            let sequence = expression(forStmt.sequence)
            let scope = range(forStmt.body)
            if forStmt.caseKeyword == nil, let name = forStmt.pattern.as(IdentifierPatternSyntax.self) {
                let source: SampleBinding.Source = forStmt.typeAnnotation.map { .annotated(typeText($0.type)) } ?? .element(sequence)
                bind(name.identifier.text, at: scope.lowerBound, scope: scope, source)
            } else {
                bindNames(in: Syntax(forStmt.pattern), at: scope.lowerBound, scope: scope)
            }
            if let condition = forStmt.whereClause?.condition { _ = expression(condition) }
            block(forStmt.body)
        } else if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            conditions(whileStmt.conditions, scope: range(whileStmt.body), declaredAt: start(whileStmt.body))
            block(whileStmt.body)
        } else if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            block(repeatStmt.body)
            _ = expression(repeatStmt.condition)
        } else if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            if let value = returnStmt.expression { _ = expression(value) }
        } else if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
            _ = expression(throwStmt.expression)
        } else if let deferStmt = stmt.as(DeferStmtSyntax.self) {
            block(deferStmt.body)
        } else if let doStmt = stmt.as(DoStmtSyntax.self) {
            block(doStmt.body)
            for clause in doStmt.catchClauses {
                for item in clause.catchItems {
                    guard let pattern = item.pattern else { continue }
                    // `catch let error as LoginError`: `error` is a LoginError in the clause.
                    if let binding = pattern.as(ValueBindingPatternSyntax.self),
                       let cast = binding.pattern.as(ExpressionPatternSyntax.self).flatMap({ castBinding($0.expression, bindingAll: true) }) {
                        bind(cast.0, at: start(clause.body), scope: range(clause.body), .annotated(typeText(cast.1)))
                    } else {
                        bindNames(in: Syntax(pattern), at: start(clause.body), scope: range(clause.body))
                    }
                }
                block(clause.body)
            }
        } else {
            // Labeled statements, `#if` in statement position and the like: whatever they hold.
            others(in: Syntax(stmt), scopeEnd: scopeEnd)
        }
    }

    /// The conditions of an `if`, `guard` or `while`: expressions, `let x = e` and `case`
    /// patterns, whose names are visible in `scope`.
    func conditions(_ list: ConditionElementListSyntax, scope bodyScope: Range<Int>, declaredAt bodyStart: Int) {
        for element in list {
            // A binding is in scope from the end of its own condition: the conditions after it
            // use it (`if let cell = view as? Cell, cell.isReady`), and so does the body.
            let declaredAt = min(end(element), bodyStart)
            let scope = min(declaredAt, bodyScope.lowerBound)..<bodyScope.upperBound
            switch element.condition {
            case .expression(let value):
                _ = expression(value)
            case .optionalBinding(let binding):
                let value = binding.initializer.map { expression($0.value) }
                if let value { code.conditionalBindings.append(value) }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    bindNames(in: Syntax(binding.pattern), at: declaredAt, scope: scope)
                    continue
                }
                let source: SampleBinding.Source
                if let annotation = binding.typeAnnotation {
                    source = .annotated(typeText(annotation.type))
                } else if let value {
                    source = .unwrapped(value)
                } else {
                    // `if let x`: the outer `x`, unwrapped.
                    let reference = append(.name(name), node: Syntax(binding.pattern), hasError: false)
                    source = .unwrapped(reference)
                }
                bind(name, at: declaredAt, scope: scope, source)
            case .matchingPattern(let match):
                let subject = expression(match.initializer.value)
                let pattern = self.pattern(match.pattern, subject: subject, scope: scope, declaredAt: declaredAt)
                code.caseMatches.append(SampleCaseMatch(pattern: pattern, subject: subject))
            case .availability:
                break
            @unknown default:
                break
            }
        }
    }

    // MARK: - Declarations

    private func declaration(_ decl: DeclSyntax, scopeEnd: Int, type: Int?) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            variableDeclaration(variable, scopeEnd: scopeEnd, type: type)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
            if (isStatic && type == nil) || Self.isPublic(function.modifiers) {
                code.sourceExcerpts.append((function.name.identifier?.name ?? function.name.text, range(function)))
            }
            if isStatic, let body = function.body { code.staticBodies.append(range(body)) }
            let selector = Self.selector(function.name.identifier?.name ?? function.name.text, function.signature.parameterClause.parameters)
            let isOverride = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            addMember(.function, selector, isStatic: isStatic, to: type,
                      overrideLocation: isOverride ? place(function.name) : nil, hasError: function.signature.hasError || function.name.hasError)
            signature(function.signature.parameterClause.parameters, body: function.body)
            if let returnType = function.signature.returnClause?.type {
                let written = typeText(returnType)
                // A function of the sample's own: its calls give what it says it returns.
                if type == nil, function.genericParameterClause == nil {
                    let base = function.name.identifier?.name ?? function.name.text
                    if let earlier = code.functionResults[base], earlier.text != written.text {
                        code.functionResults[base] = nil
                        code.ambiguousFunctionResults.insert(base)
                    } else if !code.ambiguousFunctionResults.contains(base) {
                        code.functionResults[base] = written
                    }
                }
            }
            block(function.body)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            addMember(.initializer, Self.selector("init", initializer.signature.parameterClause.parameters), isStatic: false, to: type)
            signature(initializer.signature.parameterClause.parameters, body: initializer.body)
            block(initializer.body)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            addMember(.subscript, Self.selector("subscript", subscriptDecl.parameterClause.parameters), isStatic: false, to: type)
            _ = typeText(subscriptDecl.returnClause.type)
            if let accessors = subscriptDecl.accessorBlock {
                for parameter in subscriptDecl.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    bind(name, at: start(accessors), scope: range(accessors), .annotated(typeText(parameter.type)))
                }
                accessorBlock(accessors)
            }
        } else if let group = decl.asProtocol((any DeclGroupSyntax).self) {
            typeDeclaration(group, decl: decl, in: type)
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements {
                addMember(.case, element.name.text, isStatic: true, to: type)
                for parameter in element.parameterClause?.parameters ?? [] { _ = typeText(parameter.type) }
            }
        } else if let importDecl = decl.as(ImportDeclSyntax.self) {
            if let module = importDecl.path.first?.name.text { code.imports.append(module) }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            addMember(.type, alias.name.text, isStatic: true, to: type)
            _ = typeText(alias.initializer.value)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // A sample's `#if` is read in every branch: which one a reader's app takes is
            // unknown. A branch only some platforms take is marked, so a model of another
            // platform does not judge it.
            platformRegions(of: ifConfig)
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items)?: statements(items, scopeEnd: scopeEnd, type: type)
                case .decls(let members)?: for member in members { declaration(member.decl, scopeEnd: scopeEnd, type: type) }
                default: break
                }
            }
        }
    }

    /// Records the clauses of `ifConfig` taken on some platforms and not on others.
    private func platformRegions(of ifConfig: IfConfigDeclSyntax) {
        var taken: [SyntaxIdentifier: Set<SourcePlatform>] = [:]
        for platform in SourcePlatform.allCases {
            let configuration = SourceBuildConfiguration(platform: platform, customConditions: [], packageModules: [])
            if let clause = ifConfig.activeClause(in: configuration).clause { taken[clause.id, default: []].insert(platform) }
        }
        for clause in ifConfig.clauses {
            let platforms = taken[clause.id] ?? []
            guard !platforms.isEmpty, platforms.count < SourcePlatform.allCases.count, let elements = clause.elements else { continue }
            code.platformRegions.append(SamplePlatformRegion(range: range(elements), platforms: platforms))
        }
    }

    private func variableDeclaration(_ variable: VariableDeclSyntax, scopeEnd: Int, type: Int?) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if (isStatic && type == nil) || Self.isPublic(variable.modifiers) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { code.sourceExcerpts.append((name, range(variable))) }
            }
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                if let initializer = binding.initializer { _ = expression(initializer.value) }
                bindNames(in: Syntax(binding.pattern), at: end(variable), scope: end(variable)..<max(end(variable), scopeEnd))
                continue
            }
            // A property is visible in its whole type; a local from its declaration on.
            let scope: Range<Int>
            let declaredAt: Int
            if let type {
                scope = code.types[type].body
                declaredAt = scope.lowerBound
                addMember(.property, name, isStatic: isStatic, to: type)
            } else {
                declaredAt = end(variable)
                scope = declaredAt..<max(declaredAt, scopeEnd)
            }
            let annotation = binding.typeAnnotation.map { typeText($0.type) }
            // The binding first, so its initializer can name it as its context.
            let index = bind(name, at: declaredAt, scope: scope, annotation.map { .annotated($0) } ?? .unknown)
            var initialValue: (index: Int, node: ExprSyntax)?
            if let initializer = binding.initializer {
                let value = expression(initializer.value)
                code.expressions[value].context = .initializer(binding: index)
                if annotation == nil { code.bindings[index].source = .value(value) }
                initialValue = (value, initializer.value)
            }
            if variable.bindings.count == 1 { propertyWrapperCalls(variable.attributes, initialValue: initialValue) }
            if let accessors = binding.accessorBlock { accessorBlock(accessors) }
        }
    }

    /// `@Option(help: "…") var count = 1` is the call Swift makes, `Option(wrappedValue: 1,
    /// help: "…")`: a custom attribute with arguments on a property, read as a call of its type
    /// (the initial value passed first as `wrappedValue:`), so its labels are checked.
    private func propertyWrapperCalls(_ attributes: AttributeListSyntax, initialValue: (index: Int, node: ExprSyntax)?) {
        for element in attributes {
            guard case .attribute(let attribute) = element, case .argumentList(let list)? = attribute.arguments,
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name,
                  name.text.first?.isUppercase == true else { continue }
            let callee = append(.name(name.identifier?.name ?? name.text), node: Syntax(attribute.attributeName), hasError: false)
            var arguments = list.map { written in
                let value = expression(written.expression)
                return SampleArgument(label: written.label.map { $0.identifier?.name ?? $0.text },
                                      anchor: place(written.label.map(Syntax.init) ?? Syntax(written.expression)),
                                      value: value, isUnlabelledTrailingClosure: false,
                                      closure: written.expression.as(ClosureExprSyntax.self).map(closureParameters))
            }
            if let initialValue {
                arguments.insert(SampleArgument(label: "wrappedValue", anchor: place(initialValue.node), value: initialValue.index,
                                                isUnlabelledTrailingClosure: false, closure: nil), at: 0)
            }
            let call = append(.call(callee: callee, arguments: arguments), node: Syntax(attribute),
                              nameNode: Syntax(attribute.attributeName), hasError: attribute.hasError)
            for (position, argument) in arguments.enumerated() where initialValue == nil || position > 0 {
                code.expressions[argument.value].context = .argument(call: call, index: position)
            }
            code.expressions[callee].context = .callee(of: call)
        }
    }

    private func accessorBlock(_ accessors: AccessorBlockSyntax) {
        switch accessors.accessors {
        case .getter(let items):
            statements(items, scopeEnd: end(accessors), type: nil)
        case .accessors(let list):
            for accessor in list {
                if let parameter = accessor.parameters?.name, let body = accessor.body {
                    bind(parameter.text, at: start(body), scope: range(body), .unknown)
                }
                block(accessor.body)
            }
        @unknown default:
            break
        }
    }

    /// A function's or initializer's parameters, bound in its body.
    private func signature(_ parameters: FunctionParameterListSyntax, body: CodeBlockSyntax?) {
        for parameter in parameters {
            let type = typeText(parameter.type)
            if let value = parameter.defaultValue?.value { _ = expression(value) }
            guard let body else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            // A variadic `T...` is an array of `T` inside the body.
            var bound = type
            if parameter.ellipsis != nil { bound.shape = .array(type.shape) }
            bind(name, at: start(body), scope: range(body), .annotated(bound))
        }
    }

    private func typeDeclaration(_ group: some DeclGroupSyntax, decl: DeclSyntax, in outer: Int?) {
        let kind: SampleTypeDeclaration.Kind
        let name: String
        let nameLocation: DocgenSupport.SourceLocation
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            kind = .extension
            name = extensionDecl.extendedType.trimmedDescription
            nameLocation = place(extensionDecl.extendedType)
            _ = typeText(extensionDecl.extendedType)
        } else {
            let token: TokenSyntax?
            if let s = decl.as(StructDeclSyntax.self) { kind = .struct; token = s.name }
            else if let c = decl.as(ClassDeclSyntax.self) { kind = .class; token = c.name }
            else if let e = decl.as(EnumDeclSyntax.self) { kind = .enum; token = e.name }
            else if let a = decl.as(ActorDeclSyntax.self) { kind = .actor; token = a.name }
            else if let p = decl.as(ProtocolDeclSyntax.self) { kind = .protocol; token = p.name }
            else { return }
            name = token.map { $0.identifier?.name ?? $0.text } ?? ""
            nameLocation = token.map(place) ?? place(decl)
            if let outer { addMember(.type, name, isStatic: true, to: outer) }
        }
        let inherited = group.inheritanceClause?.inheritedTypes.map { typeText($0.type) } ?? []
        let body = range(group.memberBlock)
        let elided = Self.saysCodeIsLeftOut(group.memberBlock)
        if elided { code.elidedBodies.insert(body.lowerBound) }
        code.types.append(SampleTypeDeclaration(kind: kind, name: name, inherited: inherited, members: [], body: body,
                                                nameLocation: nameLocation, isElided: elided, hasError: decl.hasError))
        let index = code.types.count - 1
        code.types[index].hasImplicitInitializer = [.struct, .class, .actor].contains(kind) && Self.getsImplicitInitializer(group.memberBlock)
        for member in group.memberBlock.members {
            declaration(member.decl, scopeEnd: body.upperBound, type: index)
        }
    }

    /// True when a type with these members gets `init()` from Swift: no initializer of its
    /// own, and every stored instance property starts with a value.
    static func getsImplicitInitializer(_ block: MemberBlockSyntax) -> Bool {
        for member in block.members {
            if member.decl.is(InitializerDeclSyntax.self) { return false }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { continue }
            // A custom attribute on a property is a property wrapper (or a macro) that gives
            // the storage its value; `@objc`, `@available` and their kin are lowercase.
            let wrapped = variable.attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                let name = attribute.attributeName.trimmedDescription
                return name.first?.isUppercase == true && !name.hasPrefix("IB") && name != "MainActor"
            }
            if wrapped { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings {
                if binding.initializer != nil { continue }
                // Computed: a getter block, or bare `{ … }` statements; observers keep storage.
                if let accessors = binding.accessorBlock {
                    if case .accessors(let list) = accessors.accessors,
                       list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) {
                        // stored, with observers: falls through to the optional test
                    } else {
                        continue
                    }
                }
                let type = binding.typeAnnotation?.type
                let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                if isVar, optional { continue }
                return false
            }
        }
        return true
    }

    private func addMember(_ kind: SampleTypeDeclaration.Member.Kind, _ name: String, isStatic: Bool, to type: Int?,
                           overrideLocation: DocgenSupport.SourceLocation? = nil, hasError: Bool = false) {
        guard let type else {
            // A function outside any type is the sample's own, and hides a model function of its name.
            if kind == .function { code.functionNames.insert(String(name.prefix { $0 != "(" })) }
            return
        }
        code.types[type].members.append(SampleTypeDeclaration.Member(kind: kind, name: name, isStatic: isStatic,
                                                                     overrideLocation: overrideLocation, hasError: hasError))
    }

    /// `public` or `open` among a declaration's modifiers: what an SDK writes, an app seldom.
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    /// `name(label:label:)` from a parameter list (`_` for unlabelled).
    static func selector(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
        "\(name)(" + parameters.map { "\($0.firstName.identifier?.name ?? $0.firstName.text):" }.joined() + ")"
    }

    /// A comment between the members that is only an ellipsis, or starts with one (`// ...`,
    /// `// … other methods`): the author left members out on purpose. One inside a method's
    /// body leaves out code of that method, not members.
    private static func saysCodeIsLeftOut(_ block: MemberBlockSyntax) -> Bool {
        saysCodeIsLeftOut(block.members.map { $0.leadingTrivia } + [block.rightBrace.leadingTrivia, block.leftBrace.trailingTrivia])
    }

    /// True when a comment among the trivia says code was left out: `// …`, `/* ... */`,
    /// `// the rest of the implementation`, `// other parameters`, `// 省略`, `// 其他参数`.
    static func saysCodeIsLeftOut(_ trivia: [Trivia]) -> Bool {
        for piece in trivia.flatMap({ Array($0) }) {
            let text: String
            let isBlock: Bool
            switch piece {
            case .lineComment(let comment): text = String(comment.dropFirst(2)); isBlock = false
            case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2)); isBlock = true
            default: continue
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("...") || trimmed.hasPrefix("…") || SamplePlaceholders.isElisionMark(text[...], block: isBlock) { return true }
            let lowered = trimmed.lowercased()
            if leftOutWords.contains(where: { lowered.contains($0) }) { return true }
        }
        return false
    }

    /// Words of a comment that says code is left out (`// Other properties not shown`,
    /// `// 他のプロパティは省略`, `// 为简洁起见，其他属性略去`).
    private static let leftOutWords = [
        "rest of", "other parameters", "other arguments", "more parameters", "and so on", "etc.", "omitted",
        "not shown", "for brevity", "other properties", "other options", "other fields", "other members", "other methods",
        "more options", "more properties", "elided", "snip",
        "省略", "その他の", "残りの", "他のプロパティ", "他の引数", "他のメソッド", "中略", "以下略",
        "其他参数", "其余", "其他的", "其他属性", "其他选项", "其他方法", "为简洁", "略去",
    ]

    /// Binds every name a pattern declares to `.unknown`: a tuple, `case let` in a `for`, a
    /// `catch` pattern. Their names then shadow outer ones without a type the check follows.
    func bindNames(in pattern: Syntax, at declaredAt: Int, scope: Range<Int>) {
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true {
                bind(token.text, at: declaredAt, scope: scope, .unknown)
            }
        }
    }
}
