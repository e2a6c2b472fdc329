@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// A sentence and the claims expected from it, written compactly: "15m 4m!" means a total of
/// 15 methods and a required count of 4 methods; "7m?" an optional count of 7; "21p" is 21
/// parameters; "3c" three enum cases; "" is no claim.
struct ClaimCase: Sendable, CustomTestStringConvertible {
    var sentence: String
    var expected: String

    init(_ sentence: String, _ expected: String) {
        self.sentence = sentence
        self.expected = expected
    }

    var testDescription: String { sentence }
}

/// The compact form of what the extractor found in `sentence`.
func compactClaims(_ sentence: String) -> String {
    CountClaimExtractor.claims(in: Substring(sentence)).map { claim in
        "\(claim.value)\(claim.thing == .methods ? "m" : claim.thing == .cases ? "c" : "p")\(claim.isRequiredCount ? "!" : claim.isOptionalCount ? "?" : "")"
    }.joined(separator: " ")
}
