import DocgenSite
import DocgenSupport
import FoundationEssentials

/// Inline facts from the API model: `{{api:SYMBOL.FACT}}`, optionally `{{api:MODEL/SYMBOL.FACT}}`,
/// where FACT is `count` (members), `required` (members without a default), `optional`, `names`,
/// `required-names` or `optional-names`. SYMBOL is a protocol or a function (`flow`, `.flow`).
public struct ModelFacts: FactSource {
    public static let facts = ["count", "required", "optional", "names", "required-names", "optional-names"]

    private let catalog: @Sendable () throws(DiagnosticsError) -> ModelCatalog
    private let fingerprintOnce: @Sendable () -> String?

    public var fingerprint: String? { fingerprintOnce() }

    /// - Parameters:
    ///   - catalog: loads the models; called at most once, on the first fact.
    ///   - fingerprint: what the models are loaded from (`ModelCatalog.fingerprint`); called
    ///     at most once.
    public init(catalog: @escaping @Sendable () throws(DiagnosticsError) -> ModelCatalog,
                fingerprint: @escaping @Sendable () -> String? = { nil }) {
        let fingerprinted = Locked<String??>(nil)
        fingerprintOnce = {
            fingerprinted.withLock { state in
                if let state { return state }
                let value = fingerprint()
                state = .some(value)
                return value
            }
        }
        let cached = Locked<Result<ModelCatalog, DiagnosticsError>?>(nil)
        self.catalog = { () throws(DiagnosticsError) -> ModelCatalog in
            let result = cached.withLock { state -> Result<ModelCatalog, DiagnosticsError> in
                if let state { return state }
                let loaded: Result<ModelCatalog, DiagnosticsError>
                do throws(DiagnosticsError) { loaded = .success(try catalog()) } catch { loaded = .failure(error) }
                state = loaded
                return loaded
            }
            return try result.get()
        }
    }

    public init(catalog: ModelCatalog) {
        self.catalog = { () throws(DiagnosticsError) -> ModelCatalog in catalog }
        fingerprintOnce = { nil }
    }

    public func value(of expression: String, for page: ParsedPage) -> Result<FactValue, FactError> {
        let catalog: ModelCatalog
        do {
            catalog = try self.catalog()
        } catch {
            return .failure(FactError("the API model could not be loaded: \(error.diagnostics.first?.message ?? "unknown error")"))
        }
        return Self.evaluate(expression, pageModel: page.frontMatter.model, catalog: catalog)
    }

    package static func evaluate(_ expression: String, pageModel: String?, catalog: ModelCatalog) -> Result<FactValue, FactError> {
        let trimmed = expression.trimmingSpaces()
        guard let dot = trimmed.lastIndex(of: "."), dot != trimmed.startIndex else {
            return .failure(FactError("'\(trimmed)' needs a symbol and a fact, e.g. AdaptyFlowControllerDelegate.required"))
        }
        let fact = String(trimmed[trimmed.index(after: dot)...])
        guard facts.contains(fact) else {
            return .failure(FactError("unknown fact '\(fact)'; use one of \(facts.joined(separator: ", "))"))
        }
        let (modelName, symbolName) = ModelCatalog.splitQualified(String(trimmed[..<dot]))
        var candidates = catalog.models
        if let name = modelName ?? pageModel, let model = catalog.model(named: name) {
            candidates = [model] + catalog.models.filter { $0.name != model.name }
        } else if let modelName {
            return .failure(FactError("no model named '\(modelName)'"))
        }
        guard let symbol = candidates.lazy.compactMap({ $0.symbol(named: symbolName) }).first else {
            return .failure(FactError("no symbol '\(symbolName)' in the models (\(catalog.models.map(\.name).joined(separator: ", ")))"))
        }
        switch fact {
        case "count": return .success(.number(symbol.currentMembers.count))
        case "required": return .success(.number(symbol.requiredMembers.count))
        case "optional": return .success(.number(symbol.currentMembers.count - symbol.requiredMembers.count))
        case "names": return .success(.names(symbol.currentMembers.map(\.name)))
        case "required-names": return .success(.names(symbol.requiredMembers.map(\.name)))
        default: return .success(.names(symbol.currentMembers.filter { !$0.isRequired }.map(\.name)))
        }
    }
}
