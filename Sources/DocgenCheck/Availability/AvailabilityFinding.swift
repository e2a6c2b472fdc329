import DocgenAPIModel
import DocgenSupport

/// The finding about a use of API its model marks deprecated, renamed, unavailable or
/// obsoleted (`docgen.api.deprecated`, `docgen.api.unavailable`), made the same way for a
/// sample's code and for a guide's tables, headings and prose.
enum AvailabilityFinding {
    /// The status of a declaration with `availability` in `model` (its platform and target).
    static func status(_ availability: [APISurfaceAvailability]?, in model: APIModel) -> APIAvailabilityStatus {
        APIAvailabilityStatus(availability, platform: model.platform, target: model.deploymentTarget)
    }

    /// The finding, nil when the API is available. `name` is what the guide wrote
    /// (`heat(_:)`), `owner` the type it belongs to, if any.
    static func make(_ status: APIAvailabilityStatus, name: String, owner: String?, model: APIModel, file: String,
                     at location: SourceLocation?, notes: [Diagnostic.Note] = []) -> Diagnostic? {
        let detail: APIAvailabilityStatus.Detail
        let isError: Bool
        switch status {
        case .available: return nil
        case .renamed(let d), .deprecated(let d): (detail, isError) = (d, false)
        case .unavailable(let d): (detail, isError) = (d, true)
        }
        let what = owner.map { "'\(name)' of \($0)" } ?? "'\(name)'"
        let state: String
        if isError {
            state = detail.isObsoleted ? "obsoleted in \(detail.domain)" : "unavailable (\(detail.domain))"
        } else if case .renamed = status {
            // Not deprecated: the SDK only names the form to use now (`renamed:` alone).
            state = "superseded"
        } else {
            state = detail.version != nil ? "deprecated since \(detail.domain)" : "deprecated (\(detail.domain))"
        }
        var message = "\(what) is \(state) in \(model.name)"
        if let renamed = detail.renamed {
            if case .renamed = status { message += ": the SDK names '\(renamed)' in its place" } else { message += ": it is now '\(renamed)'" }
        }
        if let text = detail.message { message += (detail.renamed == nil ? ": " : "; ") + text }
        let fix: Diagnostic.Fix
        if let renamed = detail.renamed {
            // A replacement selector is written at the use by its base name (`boil` for `boil(to:completion:)`).
            let replacement = String(renamed.prefix { $0 != "(" }.split(separator: ".").last ?? "")
            fix = .init(message: "use '\(renamed)'", replacement: replacement.isEmpty ? nil : replacement)
        } else {
            fix = .init(message: detail.message.map { "follow the SDK's advice: \($0)" } ?? "use the API that replaced it")
        }
        let rule: Rule = isError ? .apiUnavailable : .apiDeprecated
        return Diagnostic(rule: rule, severity: isError ? .error : .warning, file: file, location: location, message: message,
                          notes: notes, fix: fix)
    }
}
