import DocgenSupport
import DocgenSwift

/// What a declaration's `@available` attributes mean for an app built for one platform:
/// usable, renamed (`@available(*, renamed: …)` alone: the SDK names a newer form, often an
/// async alternative, and Swift itself stays quiet), deprecated (a warning, as Swift gives),
/// or unavailable (an error: unavailable, or obsoleted).
///
/// The app's deployment target is usually unknown (a guide is read by apps of every target),
/// so versions are judged conservatively: without a target, a declaration deprecated or
/// obsoleted in any real version (below 100: Apple writes 100000 for "to be deprecated") is
/// taken as deprecated or obsoleted, since an app built for the newest OS sees it so. With a
/// target, Swift's own rule applies: deprecated or obsoleted in a version at most the target.
package enum APIAvailabilityStatus: Sendable, Equatable {
    case available
    case renamed(Detail)
    case deprecated(Detail)
    case unavailable(Detail)

    package struct Detail: Sendable, Equatable {
        /// `iOS 15`, `every platform`, `Swift 5`: where the attribute applies, for messages.
        package var domain: String
        /// The version that deprecated or obsoleted it, when one is written.
        package var version: String?
        /// True when it is obsoleted (rather than declared unavailable).
        package var isObsoleted = false
        package var message: String?
        /// The `renamed:` replacement.
        package var renamed: String?
    }

    /// The status of a declaration with these attributes on `platform` (`ios`, `macos`…),
    /// for an app whose deployment target is `target` (nil: unknown).
    package init(_ attributes: [APISurfaceAvailability]?, platform: String, target: String?) {
        var worst = APIAvailabilityStatus.available
        for attribute in attributes ?? [] {
            guard let domain = Self.applies(attribute.domain, platform: platform) else { continue }
            let status = Self.status(attribute, domain: domain, target: domain == "Swift" ? Self.swiftVersion : target)
            if status.rank > worst.rank { worst = status }
        }
        self = worst
    }

    /// The Swift language version samples are read as (the toolchain docgen ships with).
    static let swiftVersion = "6.0"

    /// How serious the status is, for keeping the worst of several attributes or the least
    /// of several overloads: available < renamed < deprecated < unavailable.
    package var rank: Int {
        switch self {
        case .available: 0
        case .renamed: 1
        case .deprecated: 2
        case .unavailable: 3
        }
    }

    /// The domain as messages name it, when the attribute speaks about `platform`.
    private static func applies(_ domain: String, platform: String) -> String? {
        if domain == "*" { return "every platform" }
        if domain.lowercased() == "swift" { return "Swift" }
        guard let platform = SourcePlatform(named: platform) else { return nil }
        // `iOSApplicationExtension` and `macCatalyst` speak about other products than an app.
        return platform.osNames.contains(domain) ? domain : nil
    }

    private static func status(_ attribute: APISurfaceAvailability, domain: String, target: String?) -> APIAvailabilityStatus {
        func detail(_ version: String?, obsoleted: Bool = false) -> Detail {
            Detail(domain: version.map { "\(domain) \($0)" } ?? domain, version: version, isObsoleted: obsoleted,
                   message: attribute.message?.isEmpty == false ? attribute.message : nil,
                   renamed: attribute.renamed?.isEmpty == false ? attribute.renamed : nil)
        }
        if attribute.isUnconditionallyUnavailable == true { return .unavailable(detail(nil)) }
        if let obsoleted = attribute.obsoleted, reached(obsoleted, target: target) { return .unavailable(detail(obsoleted, obsoleted: true)) }
        if attribute.isUnconditionallyDeprecated == true { return .deprecated(detail(nil)) }
        if let deprecated = attribute.deprecated, reached(deprecated, target: target) { return .deprecated(detail(deprecated)) }
        // `@available(*, renamed: …)` alone: swiftc's symbol graphs drop it, the source
        // extractor keeps it (see SourceAvailability.isEmpty).
        if attribute.renamed?.isEmpty == false { return .renamed(detail(nil)) }
        return .available
    }

    /// True when an app built for `target` (nil: any target, conservatively) is at or past `version`.
    private static func reached(_ version: String, target: String?) -> Bool {
        let written = numbers(version)
        guard let first = written.first else { return false }
        guard let target else { return first < 100 }
        return !numbers(target).lexicographicallyPrecedes(written)
    }

    private static func numbers(_ version: String) -> [Int] {
        var parts = version.split(separator: ".").compactMap { Int($0) }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts
    }
}
