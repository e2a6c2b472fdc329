/// The alert item type `View.flow(...)` uses when no alert arguments are passed, so that
/// `AlertItem` is still known. Its binding never holds a value.
struct AdaptyIdentifiablePlaceholder: Identifiable {
    var id: String { "placeholder" }
}
