import DocgenAPIModel
import Foundation

/// The differences between two surfaces, one line each, for a failing test to print:
/// symbols only in one, then per shared symbol its fields and members that differ.
enum SurfaceDiff {
    static func lines(_ expected: APISurface, _ actual: APISurface, expectedName: String = "swiftc", actualName: String = "docgen") -> [String] {
        var lines: [String] = []
        func key(_ symbol: APISurfaceSymbol) -> String { "\(symbol.module).\(symbol.name) [\(symbol.kind.rawValue)] \(symbol.signature ?? "")" }
        let left = Dictionary(expected.symbols.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        let right = Dictionary(actual.symbols.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(left.keys).subtracting(right.keys).sorted() { lines.append("only in \(expectedName): symbol \(name)") }
        for name in Set(right.keys).subtracting(left.keys).sorted() { lines.append("only in \(actualName): symbol \(name)") }
        for name in Set(left.keys).intersection(right.keys).sorted() {
            var a = left[name]!, b = right[name]!
            let membersA = a.members, membersB = b.members
            a.members = []
            b.members = []
            if a != b {
                lines.append("symbol \(name) differs:\n    \(expectedName): \(json(a))\n    \(actualName): \(json(b))")
            }
            func memberKey(_ member: APISurfaceMember) -> String { "\(member.kind.rawValue) \(member.signature) \(member.constraints ?? "")" }
            let ma = Dictionary(membersA.map { (memberKey($0), $0) }, uniquingKeysWith: { a, _ in a })
            let mb = Dictionary(membersB.map { (memberKey($0), $0) }, uniquingKeysWith: { a, _ in a })
            for member in Set(ma.keys).subtracting(mb.keys).sorted() { lines.append("only in \(expectedName): \(name) member \(member)") }
            for member in Set(mb.keys).subtracting(ma.keys).sorted() { lines.append("only in \(actualName): \(name) member \(member)") }
            for member in Set(ma.keys).intersection(mb.keys).sorted() where ma[member] != mb[member] {
                lines.append("\(name) member \(member) differs:\n    \(expectedName): \(json(ma[member]!))\n    \(actualName): \(json(mb[member]!))")
            }
        }
        return lines
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }
}
