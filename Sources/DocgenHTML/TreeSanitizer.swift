import CGumbo

/// One walk over gumbo's tree of a `Skeleton`, writing the HTML that is kept: allowed
/// elements with their allowed attributes, text escaped, opaque elements copied from the
/// input, and a finding for everything else. The walk keeps its own stack, so no nesting
/// depth can overflow the thread's.
struct TreeSanitizer {
    private let user: CompiledPolicy
    private let own: CompiledPolicy
    private let skeleton: Skeleton
    private let input: UnsafeBufferPointer<UInt8>
    private var out: [UInt8] = []
    private var findings: [HTMLFinding] = []
    private var emitted: [Bool]
    /// Where the content of the last `<pre>` written starts.
    private var preContent = -1

    init(user: CompiledPolicy, own: CompiledPolicy, skeleton: Skeleton, input: UnsafeBufferPointer<UInt8>) {
        self.user = user
        self.own = own
        self.skeleton = skeleton
        self.input = input
        emitted = Array(repeating: false, count: skeleton.opaque.count)
        out.reserveCapacity(input.count + 64)
    }

    /// An element whose children are being written, and the end tag that closes it (nil when
    /// only its content is kept).
    private struct Frame {
        var children: GumboVector
        var next = 0
        var close: [UInt8]?
    }

    /// Writes `roots` and what they hold, and returns the result.
    mutating func sanitize(_ roots: GumboVector) -> SanitizedHTML {
        var stack = [Frame(children: roots, close: nil)]
        while let top = stack.indices.last {
            let next = stack[top].next
            guard next < stack[top].children.count else {
                if let name = stack[top].close {
                    out.append(UInt8(ascii: "<"))
                    out.append(UInt8(ascii: "/"))
                    out.append(contentsOf: name)
                    out.append(UInt8(ascii: ">"))
                }
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let node = stack[top].children.node(next)
            switch node.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE:
                let text = Self.bytes(node.pointee.v.text.text)
                // The parser drops a line feed right after `<pre>`: one that the content
                // starts with must be written twice to be read back.
                if out.count == preContent, text.first == 0x0A { out.append(0x0A) }
                HTMLEscape.appendText(text, to: &out)
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                if let frame = element(node) { stack.append(frame) }
            case GUMBO_NODE_COMMENT, GUMBO_NODE_CDATA:
                report(.comment, .comment, at: Int(node.pointee.v.text.start_pos.offset))
            default:
                break
            }
        }
        for (index, done) in emitted.enumerated() where !done {
            let offset = skeleton.opaque[index].lowerBound
            findings.append(HTMLFinding(subject: .lostMarkup(skeleton.opaqueNames[index]), reason: .swallowed, offset: offset))
        }
        return SanitizedHTML(html: out, findings: Self.located(findings, in: input))
    }

    /// Writes an element's start tag and returns the frame for its children; nil when it has
    /// none to write (void, removed, or opaque and copied whole).
    private mutating func element(_ node: UnsafeMutablePointer<GumboNode>) -> Frame? {
        let element = node.pointee.v.element
        let flags = node.pointee.parse_flags.rawValue
        // Copies the parser made of an element (formatting re-opened after a block, the
        // adoption agency's clones) carry the original's position: judged as it was, but
        // reported once, at the original.
        let isCopy = flags & (GUMBO_INSERTION_RECONSTRUCTED_FORMATTING_ELEMENT.rawValue | GUMBO_INSERTION_ADOPTION_AGENCY_CLONED.rawValue) != 0
        let fromSource = element.original_tag.length > 0 && !isCopy
        let offset = Int(element.start_pos.offset)
        let segment = skeleton.segment(at: offset)
        // SVG and MathML go whole, whoever wrote them (an opaque element the parser put in
        // foreign content included: it never reaches the page as HTML).
        if element.tag_namespace != GUMBO_NAMESPACE_HTML {
            if fromSource, case .untrusted = segment.kind {
                report(.element(GumboTagNames.name(of: element), keptContent: false), .foreign, at: offset)
            }
            return nil
        }
        let policy: CompiledPolicy
        switch segment.kind {
        case .opaque(let index) where fromSource && offset == segment.start:
            out.append(contentsOf: UnsafeBufferPointer(rebasing: input[skeleton.opaque[index]]))
            emitted[index] = true
            return nil
        case .untrusted:
            policy = user
        case .own, .opaque:
            // Elements the parser implied for the caller's markup are judged as it is.
            policy = own
        }
        let (rule, unknownName) = policy.rule(for: element)
        var name: String { unknownName ?? GumboTagNames.names[Int(element.tag.rawValue)] }
        switch rule {
        case .remove:
            if fromSource { report(.element(name, keptContent: false), .removing(name), at: offset) }
            return nil
        case .unwrap:
            if fromSource { report(.element(name, keptContent: true), name == "form" ? .form : .notAllowed, at: offset) }
            return Frame(children: element.children, close: nil)
        case .allow(let tag, let attributes, let isVoid):
            out.append(UInt8(ascii: "<"))
            out.append(contentsOf: tag)
            self.attributes(element, allowed: attributes, policy: policy, reporting: fromSource, element: name)
            out.append(UInt8(ascii: ">"))
            if isVoid { return nil }
            if element.tag == GUMBO_TAG_PRE || element.tag == GUMBO_TAG_LISTING || element.tag == GUMBO_TAG_TEXTAREA {
                preContent = out.count
            }
            return Frame(children: element.children, close: tag)
        }
    }

    private mutating func attributes(_ element: GumboElement, allowed: [String: HTMLPolicy.Value], policy: CompiledPolicy,
                                     reporting: Bool, element elementName: @autoclosure () -> String) {
        let list = element.attributes
        for k in 0..<list.count {
            let attribute = list.attribute(k).pointee
            let name = String(cString: attribute.name)
            let at = Int(attribute.name_start.offset)
            let rule = attribute.attr_namespace == GUMBO_ATTR_NAMESPACE_NONE
                ? allowed[name] ?? (policy.allowsARIA && Self.isARIA(name) ? .text : nil) : nil
            guard let rule else {
                if reporting { report(.attribute(name, element: elementName()), Self.reason(forDropping: name), at: at) }
                continue
            }
            let value = Self.bytes(attribute.value)
            if let (problem, url) = check(value, rule, policy) {
                if reporting {
                    // At the value's first character, inside its quotes.
                    let valueAt = Self.isBare(attribute) ? at
                        : Int(attribute.value_start.offset) + (attribute.original_value.length > 0 && [0x22, 0x27].contains(attribute.original_value.data.pointee) ? 1 : 0)
                    if let url {
                        report(.url(String(decoding: url, as: UTF8.self), attribute: name, element: elementName()), problem, at: valueAt)
                    } else {
                        report(.attribute(name, element: elementName()), problem, at: valueAt)
                    }
                }
                continue
            }
            out.append(0x20)
            out.append(contentsOf: name.utf8)
            // Written as it was: `open` stays bare, `alt=""` keeps its empty value.
            if !Self.isBare(attribute) {
                out.append(UInt8(ascii: "="))
                out.append(UInt8(ascii: "\""))
                HTMLEscape.appendAttribute(value, to: &out)
                out.append(UInt8(ascii: "\""))
            }
        }
    }

    /// Why `value` may not stay under `rule`, and the URL at fault for URL rules; nil when it may.
    private func check(_ value: UnsafeBufferPointer<UInt8>, _ rule: HTMLPolicy.Value,
                       _ policy: CompiledPolicy) -> (HTMLFinding.Reason, UnsafeBufferPointer<UInt8>?)? {
        switch rule {
        case .text, .flag:
            return nil
        case .integer:
            let digits = value.count > 0 && value.count <= 9 && value.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            return digits ? nil : (.badValue, nil)
        case .oneOf(let values):
            let lower = String(decoding: value.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            return values.contains(lower) ? nil : (.badValue, nil)
        case .url, .imageURL:
            return URLCheck.problem(value, schemes: policy.schemes, allowsDataImages: rule == .imageURL).map { ($0, value) }
        case .srcset:
            return URLCheck.srcsetProblem(value, schemes: policy.schemes).map { ($0.reason, UnsafeBufferPointer(rebasing: value[$0.url])) }
        }
    }

    private mutating func report(_ subject: HTMLFinding.Subject, _ reason: HTMLFinding.Reason, at offset: Int) {
        let segment = skeleton.segment(at: offset)
        var region: Int?
        if case .untrusted(let r) = segment.kind { region = r }
        findings.append(HTMLFinding(subject: subject, reason: reason, offset: skeleton.sourceOffset(offset), region: region))
    }

    /// `findings` in input order, with their lines and columns.
    static func located(_ findings: [HTMLFinding], in input: UnsafeBufferPointer<UInt8>) -> [HTMLFinding] {
        guard !findings.isEmpty else { return [] }
        let lines = LineIndex(input)
        return findings.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map { _, finding in
            var finding = finding
            (finding.line, finding.column) = lines.location(of: finding.offset)
            return finding
        }
    }

    private static func reason(forDropping attribute: String) -> HTMLFinding.Reason {
        if attribute.utf8.starts(with: "on".utf8) { return .eventHandler }
        switch attribute {
        case "style": return .style
        case "srcdoc": return .embedded
        case "formaction", "form", "action": return .form
        default: return .notAllowed
        }
    }

    /// True for an attribute written without a value (`open`). gumbo gives such an attribute
    /// its name as its original value, and leaves its value position unset.
    private static func isBare(_ attribute: GumboAttribute) -> Bool {
        attribute.original_value.data == attribute.original_name.data
    }

    /// `aria-` and a plain name after it.
    private static func isARIA(_ name: String) -> Bool {
        name.utf8.count > 5 && name.utf8.starts(with: "aria-".utf8) && CompiledPolicy.isSafeName(name)
    }

    private static func bytes(_ text: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let text else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var count = 0
        while start[count] != 0 { count += 1 }
        return UnsafeBufferPointer(start: start, count: count)
    }
}
