@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Calls of .flow / .paywall: unknown, out-of-order and missing arguments, closure arity")
struct SampleModifierCallRuleTests {
    /// A `.flow` call with the seven arguments SDK 4 requires; `extra` goes after `flowConfiguration`.
    static func flowCall(_ extra: String = "", finish: String = "didFinishPurchase: { _, result in isPresented = result.isPurchaseCancelled },\n") -> String {
        """
        Button("Go Premium") { isPresented = true }
            .flow(
                isPresented: $isPresented,
                flowConfiguration: flowConfiguration,
                \(extra)\(finish)        didFailPurchase: { _, error in showError(error) },
                didFinishRestore: { _ in isPresented = false },
                didFailRestore: { error in showError(error) },
                didReceiveError: { error in logger.error("\\(error)") }
            )

        """
    }

    // MARK: unknown-argument

    @Test("SDK 3.1's paywall: and viewConfiguration: are unknown in SDK 3.17, nearest paywallConfiguration, meant by them")
    func removedLabelsOnSDK3() throws {
        let code = """
        Button("Go Premium") { isPresented = true }
            .paywall(
                isPresented: $isPresented,
                paywall: paywall,
                viewConfiguration: viewConfiguration,
                didFailPurchase: { _, _ in },
                didFinishRestore: { _ in },
                didFailRestore: { _ in },
                didFailRendering: { _ in }
            )

        """
        let findings = try sampleFindings(code, page: "sdk3", firstLine: 30)
        // The labels were meant for `paywallConfiguration:`: one finding each, not a missing one besides.
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-argument@33:9", "docgen.swift.unknown-argument@34:9"])
        let unknown = findings.filter { $0.id == "docgen.swift.unknown-argument" }
        #expect(unknown.map(\.message) == [
            "'paywall' is not a parameter of .paywall in sdk3; the closest is 'paywallConfiguration'",
            "'viewConfiguration' is not a parameter of .paywall in sdk3; the closest is 'paywallConfiguration'",
        ])
        #expect(unknown.allSatisfy { $0.fix?.replacement == "paywallConfiguration" })
        #expect(unknown.first?.notes.first?.file?.hasSuffix("ViewModifier.swift") == true)
    }

    @Test("An SDK 3 label in an SDK 4 .flow call, where didReceiveError goes, is that label renamed: one finding")
    func sdk3LabelInFlow() throws {
        let code = Self.flowCall().replacingOccurrences(of: "didReceiveError:", with: "didFailRendering:")
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 1)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-argument@9:9"])
        #expect(findings.last?.message.contains("'didFailRendering' is not a parameter of .flow in sdk4; in its place it takes 'didReceiveError'") == true)
        #expect(findings.last?.fix?.replacement == "didReceiveError")
    }

    @Test("A label passed twice is reported as repeated, not as unknown")
    func repeatedLabel() throws {
        let code = Self.flowCall("didFinishPurchase: { _, _ in },\n        ")
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 1)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-argument@6:9"])
        #expect(findings.first?.message == "'didFinishPurchase' is passed more than once to .flow")
    }

    // MARK: missing-argument

    @Test("A .flow call without didFinishPurchase: (required in release 4) is missing an argument, at the call")
    func missingDidFinishPurchase() throws {
        let findings = try sampleFindings(Self.flowCall(finish: ""), page: "sdk4", firstLine: 50)
        // Line 51 is `    .flow(`: the call is reported at the modifier's name.
        #expect(samplePlaces(findings) == ["docgen.swift.missing-argument@51:6"])
        #expect(findings.first?.message == "this .flow call does not pass 'didFinishPurchase', which has no default in sdk4")
        #expect(findings.first?.notes.first?.message.contains("didFinishPurchase: @escaping (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void") == true)
    }

    @Test("Several missing arguments make one finding that lists them all")
    func severalMissing() throws {
        // The configuration's type picks the AdaptyUI overload of .flow (AdaptyUIBuilder has another).
        let code = """
        let configuration: AdaptyUI.FlowConfiguration? = nil
        view.flow(isPresented: $isPresented, flowConfiguration: configuration)

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 2)
        #expect(samplePlaces(findings) == ["docgen.swift.missing-argument@3:6"])
        #expect(findings.first?.message == "this .flow call does not pass 'didFinishPurchase', 'didFailPurchase', 'didFinishRestore', 'didFailRestore', 'didReceiveError', which have no default in sdk4")
        #expect(findings.first?.notes.count == 5)
    }

    @Test("Without a type to choose between .flow's two overloads (AdaptyUI's, AdaptyUIBuilder's), both are listed")
    func overloadsListed() throws {
        let code = "view.flow(isPresented: $isPresented, flowConfiguration: configuration)\n"
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 3)
        #expect(samplePlaces(findings) == ["docgen.swift.no-matching-overload@3:6"])
        let finding = try #require(findings.first)
        #expect(finding.message.hasPrefix("no declaration of .flow in sdk4 takes these arguments (isPresented:flowConfiguration:); it has 2"))
        #expect(finding.notes.count == 2)
        #expect(finding.notes.allSatisfy { $0.message.contains("does not pass") })
    }

    @Test("didFinishPurchase may be left out of .paywall on SDK 3, where it has a default")
    func optionalOnSDK3() throws {
        let code = """
        view.paywall(
            isPresented: $isPresented,
            paywallConfiguration: configuration,
            didFailPurchase: { _, _ in },
            didFinishRestore: { _ in },
            didFailRestore: { _ in },
            didFailRendering: { _ in }
        )

        """
        #expect(try sampleFindings(code, page: "sdk3").isEmpty)
    }

    // MARK: argument-order

    @Test("Labels out of the declared order: didPerformAction after didFinishPurchase")
    func outOfOrder() throws {
        let code = Self.flowCall(finish: """
        didFinishPurchase: { _, _ in },
                didPerformAction: { action in handle(action) },

        """)
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 1)
        #expect(samplePlaces(findings) == ["docgen.swift.argument-order@6:9"])
        #expect(findings.first?.message.hasPrefix("'didPerformAction' must come before 'didFinishPurchase'") == true)
    }

    @Test("fullScreen written after flowConfiguration is out of order (it is declared second)")
    func fullScreenOrder() throws {
        let findings = try sampleFindings(Self.flowCall("fullScreen: false,\n        "), page: "sdk4", firstLine: 1)
        #expect(samplePlaces(findings) == ["docgen.swift.argument-order@5:9"])
        #expect(findings.first?.message.hasPrefix("'fullScreen' must come before 'flowConfiguration'") == true)
    }

    @Test("The same labels in the declared order are fine")
    func inOrder() throws {
        let code = Self.flowCall("didPerformAction: { action in handle(action) },\n        ")
        #expect(try sampleFindings(code, page: "sdk4").isEmpty)
    }

    // MARK: closure-arity

    @Test("didFinishPurchase: { product in } takes 1 parameter where SDK 4 passes 2")
    func arityOneForTwo() throws {
        let findings = try sampleFindings(Self.flowCall(finish: "didFinishPurchase: { product in unlock(product) },\n"),
                                          page: "sdk4", firstLine: 1)
        // Line 5: 8 spaces + `didFinishPurchase: { ` → the parameter list starts at column 30.
        #expect(samplePlaces(findings) == ["docgen.swift.closure-arity@5:30"])
        #expect(findings.first?.message == "the 'didFinishPurchase' closure takes 1 parameter, but .flow in sdk4 passes 2: `@escaping (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void`")
    }

    @Test("Parenthesised parameters and shorthand arguments count too; $n says n + 1")
    func otherClosureForms() throws {
        let three = try sampleFindings(Self.flowCall(finish: "didFinishPurchase: { (product, result, extra) in },\n"), page: "sdk4")
        #expect(three.map(\.id) == ["docgen.swift.closure-arity"])
        let shorthand = try sampleFindings(Self.flowCall(finish: "didFinishPurchase: { print($0, $2) },\n"), page: "sdk4", firstLine: 1)
        #expect(samplePlaces(shorthand) == ["docgen.swift.closure-arity@5:40"])  // at `$2`
        #expect(shorthand.first?.message.contains("uses $2, so it takes 3 parameters") == true)
        // Swift rejects a closure using fewer shorthand arguments than it is passed, and one
        // using none ("contextual type for closure argument list expects 2 arguments").
        let fewer = try sampleFindings(Self.flowCall(finish: "didFinishPurchase: { print($0) },\n"), page: "sdk4", firstLine: 1)
        #expect(samplePlaces(fewer) == ["docgen.swift.closure-arity@5:36"])
        let none = try sampleFindings(Self.flowCall(finish: "didFinishPurchase: { items.map { $0 + $1 + $2 } },\n"), page: "sdk4", firstLine: 1)
        #expect(none.map(\.message) == ["the 'didFinishPurchase' closure takes no parameter (it has no `in` and uses no `$0`), but .flow in sdk4 passes 2: `@escaping (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void`"])
    }

    @Test("Closures that fit, or whose text proves nothing, are fine")
    func fittingClosures() throws {
        for finish in ["didFinishPurchase: { (product: AdaptyPaywallProduct, result) in },\n",
                       "didFinishPurchase: { print($1) },\n",
                       "didFinishPurchase: { _, _ in items.map { $0 + $1 + $2 } },\n",  // nested closure's own $n
                       "didFinishPurchase: handleFinishedPurchase,\n"] {
            #expect(try sampleFindings(Self.flowCall(finish: finish), page: "sdk4").isEmpty, "\(finish)")
        }
    }

    @Test("An unlabelled trailing closure is matched to its parameter by Swift's forward scan")
    func trailingClosure() throws {
        let good = """
        view.flow(isPresented: $isPresented, flowConfiguration: configuration, didFinishPurchase: { _, _ in },
                  didFailPurchase: { _, _ in }, didFinishRestore: { _ in }, didFailRestore: { _ in }) { error in
            logger.error("\\(error)")
        }

        """
        #expect(try sampleFindings(good, page: "sdk4").isEmpty)
        let bad = good.replacingOccurrences(of: "{ error in", with: "{ controller, error in")
        let findings = try sampleFindings(bad, page: "sdk4", firstLine: 1)
        #expect(samplePlaces(findings) == ["docgen.swift.closure-arity@2:97"])
        #expect(findings.first?.message.hasPrefix("the trailing closure ('didReceiveError') takes 2 parameters") == true)
    }

    // MARK: precision

    @Test("Other calls are left alone: .sheet, dismiss(animated:), open(_:), an app's own flow(id:), unrelated closures")
    func ordinaryCalls() throws {
        let code = """
        Button("Log in") { isLoginPresented = true }
            .sheet(isPresented: $isLoginPresented) { LoginView() }
        controller.dismiss(animated: true)
        UIApplication.shared.open(url, options: [:])
        let steps = store.flow(id: 3, reversed: true)
        let pairs = zip(a, b).map { a, b in a + b }
        view.onChange(of: value) { old, new, extra in }

        """
        #expect(try sampleFindings(code, page: "sdk4").isEmpty)
        #expect(try sampleFindings(code, page: "sdk3").isEmpty)
        #expect(try sampleFindings(code, page: nil).isEmpty)
    }

    @Test("A modifier the page's model does not declare is not judged (.paywall on an SDK 4 page)")
    func otherModelsModifier() throws {
        let code = "view.paywall(isPresented: $isPresented, viewConfiguration: configuration)\n"
        #expect(try sampleFindings(code, page: "sdk4").isEmpty)
        // On a page naming no model, SDK 3 knows .paywall (two overloads, neither taking
        // viewConfiguration:) and judges it.
        #expect(try sampleFindings(code, page: nil).map(\.id) == ["docgen.swift.no-matching-overload"])
    }

    @Test("A correct .flow call, with optional arguments and the alert pair, has no finding")
    func correctFlow() throws {
        let code = Self.flowCall("didAppear: { pausePlayback() },\n        ")
            .replacingOccurrences(of: "isPresented: $isPresented,\n", with: "isPresented: $isPresented,\n        fullScreen: false,\n")
            .replacingOccurrences(of: "didReceiveError: { error in logger.error(\"\\(error)\") }",
                                  with: "didReceiveError: { _ in },\n        didReceiveAnalyticEvent: { name, params in track(name, params) },\n        showAlertItem: $alert,\n        showAlertBuilder: { item in Alert(title: Text(item.title)) }")
        #expect(try sampleFindings(code, page: "sdk4").isEmpty)
    }
}
