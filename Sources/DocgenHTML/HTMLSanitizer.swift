/// An allow-list HTML sanitizer over gumbo's HTML5 parse: the input is parsed as a browser
/// parses the children of a `<div>`, and written out again from the tree, keeping only what
/// the policy allows. What it writes never holds a raw-text element, foreign content, a
/// comment or an unescaped `<` in text or attribute values, so a second parse (the browser's)
/// builds the same elements from it: no mutation XSS.
///
/// gumbo is Debian's 0.10.1, which has no `gumbo_parse_fragment`: `GumboFragment` names the
/// `<div>` context in the parse options instead, which that version supports.
///
/// The parse is bounded: an input whose estimated work exceeds `ParseBudget` (elements nested
/// thousands deep, formatting tags left open thousands of times, tags with thousands of
/// attributes) is not parsed, and its untrusted parts are escaped as text instead, with one
/// finding.
package struct HTMLSanitizer: Sendable {
    package let policy: HTMLPolicy
    let compiled: CompiledPolicy

    package init(policy: HTMLPolicy = .documentation) {
        self.policy = policy
        compiled = CompiledPolicy(policy)
    }

    /// `html`, all of it untrusted.
    package func sanitize(_ html: String) -> SanitizedHTML {
        sanitize(Array(html.utf8))
    }

    /// `html`, all of it untrusted.
    package func sanitize(_ html: [UInt8]) -> SanitizedHTML {
        sanitize(html, layout: MarkupLayout(untrusted: [0..<html.count]), own: self)
    }

    /// `html` parsed as one fragment, its untrusted stretches judged by this sanitizer's
    /// policy and the caller's own markup between them by `own`'s. Findings in the caller's
    /// markup have no `region`.
    package func sanitize(_ html: [UInt8], layout: MarkupLayout, own: HTMLSanitizer) -> SanitizedHTML {
        html.withUnsafeBufferPointer { input in
            let skeleton = Skeleton(input, layout: layout)
            return skeleton.bytes.withUnsafeBufferPointer { parsed in
                guard ParseBudget.isWithin(parsed) else { return Self.escaped(input, skeleton) }
                return GumboFragment.parse(parsed) { roots in
                    var walk = TreeSanitizer(user: compiled, own: own.compiled, skeleton: skeleton, input: input)
                    return walk.sanitize(roots)
                }
            }
        }
    }

    /// The input with its untrusted stretches escaped as text and the rest as it is: for an
    /// input over the parse budget. The caller's markup around the stretches stays as well
    /// formed as it was.
    private static func escaped(_ input: UnsafeBufferPointer<UInt8>, _ skeleton: Skeleton) -> SanitizedHTML {
        var out: [UInt8] = []
        out.reserveCapacity(input.count + input.count / 8)
        var firstUntrusted: (offset: Int, region: Int)?
        for i in skeleton.segments.indices {
            let segment = skeleton.segments[i]
            let range = skeleton.sourceRange(of: i)
            switch segment.kind {
            case .untrusted(let region):
                if firstUntrusted == nil { firstUntrusted = (segment.source, region) }
                HTMLEscape.appendText(UnsafeBufferPointer(rebasing: input[range]), to: &out)
            case .own, .opaque:
                out.append(contentsOf: UnsafeBufferPointer(rebasing: input[range]))
            }
        }
        let finding = HTMLFinding(subject: .everything, reason: .tooComplex, offset: firstUntrusted?.offset ?? 0, region: firstUntrusted?.region)
        return SanitizedHTML(html: out, findings: TreeSanitizer.located([finding], in: input))
    }
}
