import DocgenSupport
/// What the bodies of `for` loops printed, by loop and item, for one render worker: a
/// sidebar lists the same entries on the hundreds of pages around them, so each entry's
/// markup is made once per worker and copied after.
///
/// Only an item that carries a memo key (`TemplateRecord.memoKey`, set by whoever made the
/// values, unique among the values rendered with one memo) is remembered, and only by a loop
/// whose body reads nothing but its item: the output then depends on the item alone. Not
/// thread-safe: each worker has its own.
package final class LoopMemo: @unchecked Sendable {
    /// A `for` tag, by where it is.
    struct Loop: Hashable {
        var template: String
        var line: Int
        var column: Int
    }

    /// What one loop printed, by the items' memo keys: looked up once a loop, then indexed
    /// once an item, as keys are small numbers made in order.
    final class Printed {
        private var bodies: [HTMLBuffer?] = []

        subscript(key: Int) -> HTMLBuffer? {
            get { key < bodies.count ? bodies[key] : nil }
            set {
                if key >= bodies.count { bodies += repeatElement(nil, count: key - bodies.count + 1) }
                bodies[key] = newValue
            }
        }

        var count: Int { bodies.count { $0 != nil } }
    }

    /// Keys past this are not remembered (none that docgen makes comes near).
    static let keyLimit = 1 << 20

    /// Per loop, what it printed; nil for a loop whose body reads more than its item.
    private var loops: [Loop: Printed?] = [:]

    /// What `loop` printed so far, or nil when it may not be remembered: `remembers` (for
    /// example `readsOnly`) is asked the first time only, as a loop is met on every page.
    func printed(by loop: Loop, remembers: () -> Bool) -> Printed? {
        if let printed = loops[loop] { return printed }
        let printed = remembers() ? Printed() : nil
        loops[loop] = .some(printed)
        return printed
    }

    /// How many bodies are kept, over every loop.
    var count: Int { loops.values.reduce(0) { $0 + ($1?.count ?? 0) } }

    /// True when every name `nodes` read is `variable` or a member of it (or of a loop of
    /// theirs over one of its members): no `loop`, no other value, and no include but of a
    /// template in `templates` that reads the same (a template including itself, as a tree's
    /// entry does for its children, reads what it read).
    static func readsOnly(_ variables: Set<String>, _ nodes: [Template.Node], templates: [String: Template] = [:],
                          including: Set<String> = []) -> Bool {
        nodes.allSatisfy { node in
            switch node {
            case .text:
                return true
            case .output(let path, _):
                return variables.contains(path[0])
            case .conditional(let path, _, let then, let otherwise, _):
                return variables.contains(path[0]) && readsOnly(variables, then, templates: templates, including: including)
                    && readsOnly(variables, otherwise, templates: templates, including: including)
            case .loop(let variable, let path, let body, _):
                return variables.contains(path[0]) && variable != "loop"
                    && readsOnly(variables.union([variable]), body, templates: templates, including: including)
            case .include(let name, _):
                if including.contains(name) { return true }
                guard let included = templates[name] else { return false }
                return readsOnly(variables, included.nodes, templates: templates, including: including.union([name]))
            }
        }
    }
}
