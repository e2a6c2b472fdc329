/// The sources of the `AdaptySDK3` model, compiled into the binary. SwiftPM names embedded
/// files by their base name only, so their folders are restored here;
/// `BundledModelsTests` fails when a file of `AdaptySDK3/` is missing from this list.
public enum BundledSDK3Sources {
    /// Path relative to the model's folder → contents.
    public static let files: [String: [UInt8]] = [
        "Common/AdaptyError.swift": PackageResources.AdaptyError_swift,
        "Common/AdaptyPaywallProduct.swift": PackageResources.AdaptyPaywallProduct_swift,
        "Common/AdaptyPaywallProductWithoutDeterminingOffer.swift": PackageResources.AdaptyPaywallProductWithoutDeterminingOffer_swift,
        "Common/AdaptyProduct.swift": PackageResources.AdaptyProduct_swift,
        "Common/AdaptyProfile.swift": PackageResources.AdaptyProfile_swift,
        "Common/AdaptyPurchaseResult.swift": PackageResources.AdaptyPurchaseResult_swift,
        "Common/AdaptyUI+Action.swift": PackageResources.AdaptyUI_Action_swift,
        "Common/AdaptyUI+PaywallConfiguration.swift": PackageResources.AdaptyUI_PaywallConfiguration_swift,
        "Common/AdaptyUI.swift": PackageResources.AdaptyUI_swift,
        "Common/AdaptyUIError.swift": PackageResources.AdaptyUIError_swift,
        "Paywall/AdaptyPaywallController.swift": PackageResources.AdaptyPaywallController_swift,
        "Paywall/AdaptyPaywallControllerDelegate+Defaults.swift": PackageResources.AdaptyPaywallControllerDelegate_Defaults_swift,
        "Paywall/AdaptyPaywallControllerDelegate.swift": PackageResources.AdaptyPaywallControllerDelegate_swift,
        "StandIns/Alert.swift": PackageResources.Alert_swift,
        "StandIns/Binding.swift": PackageResources.Binding_swift,
        "StandIns/UIApplication.swift": PackageResources.UIApplication_swift,
        "StandIns/UIViewController.swift": PackageResources.UIViewController_swift,
        "StandIns/View.swift": PackageResources.View_swift,
        "SwiftUI/AdaptyIdentifiablePlaceholder.swift": PackageResources.AdaptyIdentifiablePlaceholder_swift,
        "SwiftUI/AdaptyLoadingPlaceholderView.swift": PackageResources.AdaptyLoadingPlaceholderView_swift,
        "SwiftUI/AdaptyPaywallPresentation.swift": PackageResources.AdaptyPaywallPresentation_swift,
        "SwiftUI/View+Paywall.swift": PackageResources.View_Paywall_swift,
        "SwiftUI/View+PaywallWithoutAlert.swift": PackageResources.View_PaywallWithoutAlert_swift,
    ]
}
