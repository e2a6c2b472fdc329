#if canImport(UIKit)
import UIKit

extension UIStackView {
    /// Pads the arranged views: a UIKit method whose name SwiftUI's views have as a modifier too.
    @discardableResult
    public func padding(_ inset: CGFloat = 8) -> UIStackView { self }
}
#endif
