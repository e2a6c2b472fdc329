import DocgenAPIModel

extension APISymbol {
    /// How findings name the symbol: a protocol by its name, a SwiftUI modifier as `.flow`,
    /// any other function with its owner (`Uploader.init`, `Adapty.makePurchase`), a type by its
    /// path (`Receipt.Status`).
    var displayName: String {
        switch kind {
        case .protocol: return name
        case .type: return qualifiedName
        case .function: return qualifiedName.hasPrefix("View.") ? "." + name : qualifiedName
        }
    }

    /// The name an inline fact uses for it: short where guides write it so (a protocol, a
    /// modifier), qualified otherwise (`{{api:Uploader.init.count}}`).
    var factName: String {
        kind == .function && !qualifiedName.hasPrefix("View.") ? qualifiedName : name
    }
}
