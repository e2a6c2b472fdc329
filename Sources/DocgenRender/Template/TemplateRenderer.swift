import DocgenMarkdown
import DocgenSupport

/// Renders templates from a set by name, resolving `include`s within the set.
public struct TemplateSet: Sendable {
    public private(set) var templates: [String: Template]

    public init(templates: [String: Template]) {
        self.templates = templates
    }

    /// The largest page a template may make, in UTF-8 bytes.
    static let outputLimit = 64 << 20
    /// Includes and loop steps one page's render may take: partials that include each other
    /// many times multiply (14 partials each including the next ten times is 10^14 steps)
    /// even when they print nothing, so the steps are counted, not only the output.
    static let stepLimit = 1_000_000

    public func render(_ name: String, context: TemplateValue) throws(TemplateError) -> String {
        try renderHTML(name, context: context).text
    }

    /// `renderHTML(_:context:)` with what loops printed for items before, for a caller that
    /// renders many pages with shared items on one thread (`LoopMemo`).
    package func renderHTML(_ name: String, context: TemplateValue, memo: LoopMemo?) throws(TemplateError) -> HTMLBuffer {
        guard let template = templates[name] else {
            throw TemplateError(file: name, location: SourceLocation(line: 1, column: 1), message: "no template named '\(name)'")
        }
        var out = HTMLBuffer(capacity: 32768)
        var scopes: [LoopScope] = []
        var steps = Self.stepLimit
        try render(template.nodes, in: template, context: context, scopes: &scopes, into: &out, depth: 0, steps: &steps, memo: memo)
        return out
    }

    /// The output as UTF-8 bytes, ready to write.
    public func renderHTML(_ name: String, context: TemplateValue) throws(TemplateError) -> HTMLBuffer {
        try renderHTML(name, context: context, memo: nil)
    }

    /// One `for` loop being rendered: its variable and where it is in the list. `loop` is
    /// made from it only when a template asks, as sidebars loop over dozens of pages.
    private struct LoopScope {
        var variable: String
        var item: TemplateValue
        var index: Int
        var count: Int

        var loop: TemplateValue {
            .dictionary(["index": .int(index + 1), "first": .bool(index == 0), "last": .bool(index == count - 1)])
        }
    }

    private func lookup(_ path: [String], context: TemplateValue, scopes: [LoopScope]) -> TemplateValue? {
        // By index, innermost loop first: iterating copies of the scopes would retain each one.
        let name = path[0]
        let isLoop = name == "loop"
        var value: TemplateValue?
        // Through the buffer: a scope read by subscript is copied, its name and item retained.
        scopes.withUnsafeBufferPointer { scopes in
            var i = scopes.count
            while i > 0 {
                i -= 1
                if scopes[i].variable == name {
                    value = scopes[i].item
                    return
                }
                if isLoop {
                    value = scopes[i].loop
                    return
                }
            }
        }
        if value == nil { value = context[name] }
        var member = 1
        while member < path.count, let current = value {
            value = current[path[member]]
            member += 1
        }
        return value
    }

    private func render(_ nodes: [Template.Node], in template: Template, context: TemplateValue,
                        scopes: inout [LoopScope], into out: inout HTMLBuffer, depth: Int, steps: inout Int,
                        memo: LoopMemo?) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let s):
                out += s
            case .output(let path, let location):
                guard let value = lookup(path, context: context, scopes: scopes) else {
                    throw TemplateError(file: template.name, location: location,
                                        message: "'\(path.joined(separator: "."))' is not defined")
                }
                switch value {
                case .string(let s): s.appendHTMLEscaped(to: &out)
                case .html(let s): out += s
                case .htmlBytes(let b): out.append(b)
                case .int(let i): out += String(i)
                case .bool(let b): out += b ? "true" : "false"
                case .array, .dictionary, .record:
                    throw TemplateError(file: template.name, location: location,
                                        message: "'\(path.joined(separator: "."))' is a collection; print one of its members")
                }
            case .conditional(let path, let negated, let thenNodes, let elseNodes, _):
                let truthy = lookup(path, context: context, scopes: scopes)?.isTruthy ?? false
                try render(truthy != negated ? thenNodes : elseNodes, in: template, context: context,
                           scopes: &scopes, into: &out, depth: depth, steps: &steps, memo: memo)
            case .loop(let variable, let path, let body, let location):
                guard let value = lookup(path, context: context, scopes: scopes) else {
                    throw TemplateError(file: template.name, location: location,
                                        message: "'\(path.joined(separator: "."))' is not defined")
                }
                guard case .array(let items) = value else {
                    throw TemplateError(file: template.name, location: location,
                                        message: "'\(path.joined(separator: "."))' is not a list")
                }
                let printedBodies = memo?.printed(by: LoopMemo.Loop(template: template.name, line: location.line, column: location.column)) {
                    LoopMemo.readsOnly([variable], body, templates: templates, including: [template.name])
                }
                let memo = printedBodies == nil ? nil : memo
                for (index, item) in items.enumerated() {
                    // Loops in loops (and includes of loops) multiply: a page has a ceiling.
                    guard out.count <= Self.outputLimit else {
                        throw TemplateError(file: template.name, location: location,
                                            message: "the output passed \(Self.outputLimit >> 20) MiB in this loop; a page that large is a template mistake")
                    }
                    try Self.step(&steps, template: template, location: location)
                    var key: Int?
                    if let printedBodies, case .record(let record) = item, let itemKey = record.memoKey,
                       itemKey >= 0 && itemKey < LoopMemo.keyLimit {
                        if let printed = printedBodies[itemKey] {
                            out.append(printed)
                            continue
                        }
                        key = itemKey
                    }
                    scopes.append(LoopScope(variable: variable, item: item, index: index, count: items.count))
                    if let key, let printedBodies {
                        var printed = HTMLBuffer(capacity: 256)
                        try render(body, in: template, context: context, scopes: &scopes, into: &printed, depth: depth, steps: &steps, memo: nil)
                        printedBodies[key] = printed
                        out.append(printed)
                    } else {
                        try render(body, in: template, context: context, scopes: &scopes, into: &out, depth: depth, steps: &steps, memo: memo)
                    }
                    scopes.removeLast()
                }
            case .include(let name, let location):
                guard depth < 16 else {
                    throw TemplateError(file: template.name, location: location, message: "includes nest deeper than 16 (a cycle?)")
                }
                guard let included = templates[name] else {
                    throw TemplateError(file: template.name, location: location, message: "included template '\(name)' does not exist")
                }
                guard out.count <= Self.outputLimit else {
                    throw TemplateError(file: template.name, location: location,
                                        message: "the output passed \(Self.outputLimit >> 20) MiB at this include; a page that large is a template mistake")
                }
                try Self.step(&steps, template: template, location: location)
                try render(included.nodes, in: included, context: context, scopes: &scopes, into: &out, depth: depth + 1, steps: &steps, memo: memo)
            }
        }
    }

    /// Counts one include or loop step against the page's budget.
    private static func step(_ steps: inout Int, template: Template, location: SourceLocation) throws(TemplateError) {
        steps -= 1
        guard steps >= 0 else {
            throw TemplateError(file: template.name, location: location,
                                message: "one page's render took more than \(stepLimit) includes and loop steps here; partials that include each other many times multiply")
        }
    }
}
