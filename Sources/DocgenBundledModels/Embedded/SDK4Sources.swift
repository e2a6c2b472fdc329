/// The sources of the `AdaptySDK4` model, compiled into the binary. SwiftPM names embedded
/// files by their base name only, so their folders are restored here;
/// `BundledModelsTests` fails when a file of `AdaptySDK4/` is missing from this list.
public enum BundledSDK4Sources {
    /// Path relative to the model's folder → contents.
    public static let files: [String: [UInt8]] = [
        "Common/AdaptyError.swift": PackageResources.AdaptyError_swift,
        "Common/AdaptyPaywallProduct.swift": PackageResources.AdaptyPaywallProduct_swift,
        "Common/AdaptyProduct.swift": PackageResources.AdaptyProduct_swift,
        "Common/AdaptyProfile.swift": PackageResources.AdaptyProfile_swift,
        "Common/AdaptyPurchaseResult.swift": PackageResources.AdaptyPurchaseResult_swift,
        "Common/AdaptyUI+Action.swift": PackageResources.AdaptyUI_Action_swift,
        "Common/AdaptyUI+FlowConfiguration.swift": PackageResources.AdaptyUI_FlowConfiguration_swift,
        "Common/AdaptyUI.swift": PackageResources.AdaptyUI_swift,
        "Common/AdaptyUIError.swift": PackageResources.AdaptyUIError_swift,
        "Flow/AdaptyFlowController.swift": PackageResources.AdaptyFlowController_swift,
        "Flow/AdaptyFlowControllerDelegate+Defaults.swift": PackageResources.AdaptyFlowControllerDelegate_Defaults_swift,
        "Flow/AdaptyFlowControllerDelegate.swift": PackageResources.AdaptyFlowControllerDelegate_swift,
        "StandIns/Alert.swift": PackageResources.Alert_swift,
        "StandIns/Binding.swift": PackageResources.Binding_swift,
        "StandIns/UIApplication.swift": PackageResources.UIApplication_swift,
        "StandIns/UIViewController.swift": PackageResources.UIViewController_swift,
        "StandIns/View.swift": PackageResources.View_swift,
        "SwiftUI/AdaptyFlowPresentation.swift": PackageResources.AdaptyFlowPresentation_swift,
        "SwiftUI/AdaptyIdentifiablePlaceholder.swift": PackageResources.AdaptyIdentifiablePlaceholder_swift,
        "SwiftUI/AdaptyLoadingPlaceholderView.swift": PackageResources.AdaptyLoadingPlaceholderView_swift,
        "SwiftUI/View+Flow.swift": PackageResources.View_Flow_swift,
        "SwiftUI/View+FlowWithoutAlert.swift": PackageResources.View_FlowWithoutAlert_swift,
    ]
}
