/// What the bodies of `for` loops printed, by loop and item, for one render worker: a
/// sidebar lists the same entries on the hundreds of pages around them, so each entry's
/// markup is made once per worker and copied after.
///
/// Only an item that carries a memo key (`TemplateRecord.memoKey`, set by whoever made the
/// values, unique among the values rendered with one memo) is remembered, and only by a loop
/// whose body reads nothing but its item: the output then depends on the item alone. Not
/// thread-safe: each worker has its own.
final class LoopMemo: @unchecked Sendable {
    struct Key: Hashable {
        var template: String
        var line: Int
        var column: Int
        var item: Int
    }

    var outputs: [Key: HTMLBuffer] = [:]

    /// True when every name `nodes` read is `variable` or a member of it (or of a loop of
    /// theirs over one of its members): no `loop`, no other value, no include.
    static func readsOnly(_ variables: Set<String>, _ nodes: [Template.Node]) -> Bool {
        nodes.allSatisfy { node in
            switch node {
            case .text:
                return true
            case .output(let path, _):
                return variables.contains(path[0])
            case .conditional(let path, _, let then, let otherwise, _):
                return variables.contains(path[0]) && readsOnly(variables, then) && readsOnly(variables, otherwise)
            case .loop(let variable, let path, let body, _):
                return variables.contains(path[0]) && variable != "loop" && readsOnly(variables.union([variable]), body)
            case .include:
                return false
            }
        }
    }
}
