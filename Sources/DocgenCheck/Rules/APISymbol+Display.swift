import DocgenAPIModel

extension APISymbol {
    /// How findings name the symbol: a protocol by its name, a SwiftUI modifier as `.flow`,
    /// any other function with its owner (`Uploader.init`, `Adapty.makePurchase`).
    var displayName: String {
        guard kind == .function else { return name }
        return qualifiedName.hasPrefix("View.") ? "." + name : qualifiedName
    }

    /// The name an inline fact uses for it: short where guides write it so (a protocol, a
    /// modifier), qualified otherwise (`{{api:Uploader.init.count}}`).
    var factName: String {
        kind == .function && !qualifiedName.hasPrefix("View.") ? qualifiedName : name
    }
}
