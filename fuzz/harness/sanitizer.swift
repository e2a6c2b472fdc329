// Fuzz target: the raw HTML sanitizer (DocgenHTML: gumbo's HTML5 parse, the policy walk, the
// serializer, the parse budget).
//
// Input: raw HTML bytes, any bytes. They are sanitized twice: alone (all of it untrusted, as
// HTMLSanitizer.sanitize(_:) does for a fragment), and as a page body does (BodySanitizer):
// split at a point chosen by the first byte into two untrusted stretches around docgen markup,
// one element of it opaque (copied, never parsed), inside an admonition docgen opened.
//
// Oracle, on a second parse of the output (HTMLTree, gumbo's parse as a browser's stand-in),
// not on its text (SafetyOracle, compiled from Tests/DocgenTestSupport): no script, style,
// SVG or MathML element, form control, frame, object, meta, base or link; no event handler,
// style or srcdoc attribute; no javascript:/vbscript: URL and no data: URL but an image in
// <img src>; no comment. Also: the output is valid UTF-8; every finding lies inside the
// input, at the line and column of its offset; sanitizing the output (of the input alone)
// again finds nothing to drop; the opaque element is copied at most once, whole.
//
// Not asserted: that the second pass writes the same bytes. The HTML parser builds trees a
// second parse nests differently (an <rp> left inside an <rp> when no <ruby> was in scope,
// which an unwrapped element then puts in scope), so for broken input the structure may
// change again; for canonical input it does not (HTMLSanitizerTests checks that).
import DocgenHTML

private let sanitizer = HTMLSanitizer()
private let own: HTMLSanitizer = {
    var policy = HTMLPolicy.documentation
    policy.elements["aside"] = ["class": .text, "role": .oneOf(["note"])]
    return HTMLSanitizer(policy: policy)
}()

private let opening = Array("<aside class=\"admonition admonition-note\" role=\"note\"><div class=\"admonition-content\">\n<p>".utf8)
private let middle = Array("</p>\n".utf8)
private let opaque = Array("<p class=\"docgen-opaque-7f3a9c\">Docgen's <code>own</code> &amp; <em>whole</em> paragraph.</p>\n".utf8)
private let closing = Array("</div></aside>\n".utf8)

private func check(_ input: [UInt8], _ result: SanitizedHTML, layout: MarkupLayout?) {
    let text = String(decoding: result.html, as: UTF8.self)
    guard Array(text.utf8) == result.html else { fatalError("the output is not valid UTF-8: \(result.html)") }
    let problems = SafetyOracle.violations(in: text)
    if !problems.isEmpty {
        fatalError("unsafe output \(String(reflecting: text)) for input \(String(reflecting: String(decoding: input, as: UTF8.self))): \(problems)")
    }
    var lineStarts = [0]
    for (i, byte) in input.enumerated() where byte == 0x0A { lineStarts.append(i + 1) }
    for finding in result.findings {
        guard finding.offset >= 0, finding.offset <= input.count else { fatalError("finding outside the input: \(finding)") }
        let line = lineStarts.lastIndex { $0 <= finding.offset }! + 1
        guard finding.line == line, finding.column == finding.offset - lineStarts[line - 1] + 1 else {
            fatalError("finding at \(finding.line):\(finding.column), offset \(finding.offset) is \(line):\(finding.offset - lineStarts[line - 1] + 1)")
        }
        if let region = finding.region, let layout, !layout.untrusted[region].contains(finding.offset) {
            fatalError("finding in region \(region) at offset \(finding.offset), outside it (\(layout.untrusted[region]))")
        }
    }
}

/// Sanitizing the output again finds nothing to drop, and what it writes is as safe.
private func checkStable(_ result: SanitizedHTML) {
    let again = sanitizer.sanitize(result.html)
    if !again.findings.isEmpty {
        fatalError("a second pass drops more: \(String(reflecting: result.text)) → \(String(reflecting: again.text)), \(again.findings)")
    }
    check(result.html, again, layout: nil)
}

private func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
    guard bytes.count >= needle.count else { return 0 }
    return (0...(bytes.count - needle.count)).filter { bytes[$0] == needle[0] && bytes[$0..<($0 + needle.count)].elementsEqual(needle) }.count
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let alone = sanitizer.sanitize(input)
    check(input, alone, layout: nil)
    checkStable(alone)

    // As a page body: docgen's markup around two untrusted stretches.
    let split = input.isEmpty ? 0 : Int(input[0]) * input.count / 256
    let first = input[..<split], second = input[split...]
    var body = opening
    let firstRange = body.count..<(body.count + first.count)
    body += first
    body += middle
    let opaqueRange = body.count..<(body.count + opaque.count)
    body += opaque
    let secondRange = body.count..<(body.count + second.count)
    body += second
    body += closing
    let layout = MarkupLayout(untrusted: [firstRange, secondRange], opaque: [(opaqueRange, "p")])
    let result = sanitizer.sanitize(body, layout: layout, own: own)
    check(body, result, layout: layout)
    // Compared as bytes: String comparison would join the copy's last line feed with a
    // combining mark after it.
    let copies = occurrences(of: Array("docgen-opaque-7f3a9c".utf8), in: result.html)
    let whole = occurrences(of: opaque, in: result.html) == 1
    let lost = result.findings.contains { $0.subject == .lostMarkup("p") }
    let unparsed = result.findings.contains { $0.subject == .everything }
    if copies > 1 || (copies == 1 && !whole) || (copies == 0 && !lost && !unparsed) {
        fatalError("the opaque paragraph was copied \(copies) times (whole: \(whole), reported lost: \(lost)) in \(String(reflecting: result.text))")
    }
    return 0
}
