import DocgenAPIModel
import DocgenSupport

/// The models a block may be written against, and how one construct's findings combine
/// across them.
///
/// A page that names its model is checked against that model only. A page that does not
/// (an overview, a migration guide) may show SDK 3 and SDK 4 code side by side, so each
/// construct (one method declaration, one modifier call) is judged by the models that know it:
/// it is fine when one of them accepts it, and otherwise reported as the first of them
/// (the page's order) sees it. A model that does not know a construct says nothing about it.
struct SampleCandidates: Sendable {
    /// In order of preference; never empty when there is something to check against.
    let models: [APIModel]

    init(models: [APIModel], pageModel: APIModel?) {
        self.models = pageModel.map { [$0] } ?? models
    }

    /// The findings about one construct, given what each model (or a rule's index of it, in
    /// the order of `models`) makes of it. `evaluate` returns nil when a model does not know
    /// the construct, an empty list when the model accepts it, and the findings otherwise.
    static func judge<Candidate>(_ candidates: [Candidate], _ evaluate: (Candidate) -> [Diagnostic]?) -> [Diagnostic] {
        var first: [Diagnostic]?
        for candidate in candidates {
            guard let findings = evaluate(candidate) else { continue }
            if findings.isEmpty { return [] }
            if first == nil { first = findings }
        }
        return first ?? []
    }
}
