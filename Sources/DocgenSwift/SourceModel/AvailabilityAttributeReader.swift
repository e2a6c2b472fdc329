internal import SwiftSyntax

/// Reads `@available` attributes in both forms: `@available(iOS 15, macOS 12, *)` and
/// `@available(iOS, introduced: 13, deprecated: 16, message: "…")`, with `*`, `swift`,
/// `unavailable`, `deprecated`, `obsoleted:`, `renamed:` and `message:`.
enum AvailabilityAttributeReader {
    /// The entries of one attribute (several for the short form), or nil when it is not
    /// `@available`.
    static func entries(of attribute: AttributeSyntax) -> [SourceAvailability]? {
        guard attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available" else { return nil }
        guard case .availability(let arguments)? = attribute.arguments else { return [] }
        var entries: [SourceAvailability] = []
        var current: SourceAvailability?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                let domain = domainName(restriction.platform.text)
                if let version = restriction.version {
                    // The short form: one platform and its first version.
                    entries.append(SourceAvailability(domain: domain, introduced: SourceVersion(parsing: SwiftSyntaxText.text(version))))
                } else if current == nil {
                    current = SourceAvailability(domain: domain)
                }
            case .token(let token):
                switch token.text {
                case "*":
                    if current == nil { current = SourceAvailability(domain: "*") }
                case "unavailable":
                    current?.isUnconditionallyUnavailable = true
                case "deprecated":
                    current?.isUnconditionallyDeprecated = true
                case "noasync":
                    break
                default:
                    if current == nil { current = SourceAvailability(domain: domainName(token.text)) }
                }
            case .availabilityLabeledArgument(let labeled):
                let version: SourceVersion?
                let text: String?
                switch labeled.value {
                case .version(let tuple):
                    version = SourceVersion(parsing: SwiftSyntaxText.text(tuple))
                    text = nil
                case .string(let literal):
                    version = nil
                    text = literal.segments.map(\.content.text).joined()
                @unknown default:
                    continue
                }
                switch labeled.label.text {
                case "introduced": current?.introduced = version
                case "deprecated":
                    if let version { current?.deprecated = version } else { current?.isUnconditionallyDeprecated = true }
                case "obsoleted": current?.obsoleted = version
                case "message": current?.message = text
                case "renamed": current?.renamed = text
                default: break
                }
            @unknown default:
                continue
            }
        }
        if let current { entries.append(current) }
        return entries
    }

    /// The domain a platform name stands for in a symbol graph.
    static func domainName(_ platform: String) -> String {
        switch platform {
        case "macOS", "OSX": "macOS"
        case "iOSApplicationExtension": "iOSAppExtension"
        case "macOSApplicationExtension", "OSXApplicationExtension": "macOSAppExtension"
        case "macCatalystApplicationExtension": "macCatalystAppExtension"
        case "tvOSApplicationExtension": "tvOSAppExtension"
        case "watchOSApplicationExtension": "watchOSAppExtension"
        case "visionOSApplicationExtension", "xrOSApplicationExtension": "visionOSAppExtension"
        case "xrOS", "visionOS": "visionOS"
        case "swift": "Swift"
        case "_PackageDescription": "SwiftPM"
        default: platform
        }
    }
}
