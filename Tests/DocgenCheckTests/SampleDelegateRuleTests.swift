@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("docgen.swift.unknown-method and signature-mismatch: delegate methods against the model")
struct SampleDelegateRuleTests {
    // MARK: signature-mismatch

    @Test("SDK 3's AdaptyPaywallProductWithoutDeterminingOffer in an SDK 4 delegate method is a signature mismatch")
    func removedTypeOnSDK4() throws {
        let code = """
        extension PremiumViewController: AdaptyFlowControllerDelegate {
            func flowController(_ controller: AdaptyFlowController, didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer) {
                selectedProduct = product
            }
        }

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 20, partial: true)
        // Line 21, at the type: 4 spaces + `func flowController(…product: ` is 86 bytes.
        #expect(samplePlaces(findings) == ["docgen.swift.signature-mismatch@21:87"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("the sample declares `didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer`, sdk4 declares `AdaptyPaywallProduct`"))
        let note = try #require(finding.notes.first)
        #expect(note.file?.hasSuffix("AdaptyUI+Public.swift") == true)
        #expect(note.location?.line ?? 0 > 0)
        #expect(note.message.contains("declares"))
        #expect(note.message.contains("didSelectProduct product: AdaptyPaywallProduct)"))
        #expect(finding.fix?.replacement == "AdaptyPaywallProduct")
    }

    @Test("The same method is correct on SDK 3, where the type exists")
    func removedTypeOnSDK3IsFine() throws {
        let code = """
        func paywallController(_ controller: AdaptyPaywallController, didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer) {
            // ...
        }

        """
        #expect(try sampleFindings(code, page: "sdk3", partial: true).isEmpty)
    }

    @Test("A missing return type, and a wrong one, are signature mismatches")
    func returnType() throws {
        let code = """
        func flowController(_ controller: AdaptyFlowController, didFailLoadingProductsWith error: AdaptyError) {
        }
        func flowController(_ controller: AdaptyFlowController, didPartiallyLoadProducts failedIds: [String]) -> Bool {
            false
        }

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 1, partial: true)
        #expect(samplePlaces(findings) == ["docgen.swift.signature-mismatch@1:102", "docgen.swift.signature-mismatch@3:106"])
        #expect(findings.first?.message.contains("the sample returns nothing, sdk4 returns `Bool`") == true)
        #expect(findings.last?.message.contains("the sample returns `Bool`, sdk4 returns nothing") == true)
    }

    @Test("Types are compared normalised: spacing, sugar, Void, and a parameter spread over lines")
    func normalisedTypes() throws {
        let code = """
        func flowController(_ controller: AdaptyFlowController, didReceiveAnalyticEvent name: String, params: [String : any Sendable]) {}
        func flowController(
            _ controller: AdaptyFlowController,
            didFinishWebPaymentNavigation product: Optional<AdaptyPaywallProduct>,
            error: AdaptyError?
        ) -> Void {}
        func flowController(_ controller: AdaptyFlowController, didPartiallyLoadProducts failedIds: Array<Swift.String>) -> () {}

        """
        #expect(try sampleFindings(code, page: "sdk4", partial: true).isEmpty)
    }

    @Test("`Sendable` and `any Sendable` are one type: the witness fits the requirement")
    func anyIsTheExistential() throws {
        let code = """
        func flowController(_ controller: AdaptyFlowController, didReceiveAnalyticEvent name: String, params: [String: Sendable]) {}

        """
        #expect(try sampleFindings(code, page: "sdk4", partial: true).isEmpty)
    }

    // MARK: unknown-method

    @Test("The never-released didFailWebPaymentNavigation is an unknown method naming the nearest requirement")
    func neverReleased() throws {
        let code = """
        func flowController(_ controller: AdaptyFlowController, didFailWebPaymentNavigation error: AdaptyError) {
            logger.error("\\(error)")
        }

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 40, partial: true)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-method@40:6"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("'flowController(_:didFailWebPaymentNavigation:)'"))
        #expect(finding.message.contains("the nearest requirement is 'flowController(_:didFinishWebPaymentNavigation:error:)'"))
        #expect(finding.notes.first?.message.contains("didFinishWebPaymentNavigation product: AdaptyPaywallProduct?") == true)
        #expect(finding.notes.first?.file?.hasSuffix("AdaptyUI+Public.swift") == true)
    }

    @Test("SDK 3's never-released shouldContinueWebPaymentNavigation and the removed didCancelPurchase are unknown")
    func unknownOnSDK3() throws {
        let code = """
        extension PremiumViewController: AdaptyPaywallControllerDelegate {
            func paywallController(_ controller: AdaptyPaywallController, shouldContinueWebPaymentNavigation product: AdaptyPaywallProduct) -> Bool { true }
            func paywallController(_ controller: AdaptyPaywallController, didCancelPurchase product: AdaptyPaywallProduct) {}
        }

        """
        let findings = try sampleFindings(code, page: "sdk3", firstLine: 5, partial: true)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-method@6:10", "docgen.swift.unknown-method@7:10"])
        #expect(findings.last?.message.contains("nearest requirement is 'paywallController(_:didStartPurchase:)'") == true)
    }

    @Test("A method kept under its SDK 3 name inside an SDK 4 conformance is unknown")
    func oldNameInNewConformance() throws {
        let code = """
        extension PremiumViewController: AdaptyFlowControllerDelegate {
            func paywallControllerDidAppear(_ controller: AdaptyFlowController) {}
        }

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 1, partial: true)
        #expect(samplePlaces(findings) == ["docgen.swift.unknown-method@2:10"])
        #expect(findings.first?.message.contains("nearest requirement is 'flowControllerDidAppear(_:)'") == true)
    }

    // MARK: precision

    @Test("Ordinary app code is left alone: helpers sharing a base name, other functions, calls")
    func ordinaryCode() throws {
        let code = """
        func flowController(for placement: String) async throws -> AdaptyFlowController {
            try await makeController(placement)
        }
        func paywallController(id: String) -> AdaptyPaywallController? { nil }
        func handleCustomAction(_ id: String, from controller: AdaptyFlowController) {}
        func showError(_ message: String, over controller: UIViewController) {}
        final class PremiumViewController: UIViewController {
            func viewDidLoad() { delegate?.flowController(self, didPerform: .close) }
        }

        """
        #expect(try sampleFindings(code, page: "sdk4", partial: true).isEmpty)
        #expect(try sampleFindings(code, page: "sdk3", partial: true).isEmpty)
        #expect(try sampleFindings(code, page: nil, partial: true).isEmpty)
    }

    @Test("A correct delegate (every requirement, as the guide writes it) has no finding")
    func correctDelegate() throws {
        let code = """
        extension PremiumViewController: AdaptyFlowControllerDelegate {
            func flowControllerDidAppear(_ controller: AdaptyFlowController) {}
            func flowController(_ controller: AdaptyFlowController, didPerform action: AdaptyUI.Action) {}
            func flowController(_ controller: AdaptyFlowController, didFinishPurchase product: AdaptyPaywallProduct, purchaseResult: AdaptyPurchaseResult) {}
            func flowController(_ controller: AdaptyFlowController, didFailPurchase product: AdaptyPaywallProduct, error: AdaptyError) {}
            func flowController(_ controller: AdaptyFlowController, didFinishRestoreWith profile: AdaptyProfile) {}
            func flowController(_ controller: AdaptyFlowController, didFailRestoreWith error: AdaptyError) {}
            func flowController(_ controller: AdaptyFlowController, didFailLoadingProductsWith error: AdaptyError) -> Bool { false }
        }

        """
        #expect(try sampleFindings(code, page: "sdk4", partial: true).isEmpty)
    }

    // MARK: pages without a model

    @Test("Without a page model, each method is judged by the model that knows its base name")
    func candidates() throws {
        let sdk3 = """
        func paywallController(_ controller: AdaptyPaywallController, didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer) {}

        """
        let sdk4 = """
        func flowController(_ controller: AdaptyFlowController, didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer) {}

        """
        #expect(try sampleFindings(sdk3, page: nil, partial: true).isEmpty)
        let findings = try sampleFindings(sdk4, page: nil, partial: true)
        #expect(findings.map(\.id) == ["docgen.swift.signature-mismatch"])
        #expect(findings.first?.message.contains("sdk4 declares `AdaptyPaywallProduct`") == true)
    }
}
