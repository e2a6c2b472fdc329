#if canImport(SwiftUI)
import SwiftUI

@available(iOS 15.0, macOS 12.0, *)
extension View {
    public func storefront(
        isPresented: Binding<Bool>,
        placement: String,
        placeholder: Binding<Offer?> = .constant(nil),
        onPurchase: @escaping (Offer, Receipt) -> Void = { _, _ in },
        onFailure: ((StoreError) -> Void)? = nil
    ) -> some View {
        self
    }

    public func storefront(item: Binding<Offer?>, onPurchase: @escaping (Offer, Receipt) -> Void) -> some View {
        self
    }
}

@MainActor
public struct StorefrontView: View {
    public init(placement: String) {}
    public var body: some View { EmptyView() }
}
#endif
