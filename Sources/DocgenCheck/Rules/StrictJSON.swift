import DocgenSupport
/// A strict RFC 8259 JSON validator that says where the first error is. Foundation's parser
/// accepts trailing commas and reports only character offsets; examples in docs must be
/// JSON a reader can paste anywhere.
struct StrictJSON {
    struct Problem: Error, Equatable {
        var message: String
        /// Line and column (in characters) from 1, within the text validated.
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var i = 0

    static func validate(_ text: String) -> Problem? {
        var parser = StrictJSON(bytes: Array(text.utf8))
        do throws(Problem) {
            parser.skipSpace()
            try parser.value(depth: 0)
            parser.skipSpace()
            if parser.i < parser.bytes.count { throw parser.problem("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func problem(_ message: String) -> Problem {
        let before = bytes[..<min(i, bytes.count)]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let start = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return Problem(message: message, line: line, column: String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self).count + 1)
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func expect(_ literal: String) throws(Problem) {
        for byte in literal.utf8 {
            guard i < bytes.count, bytes[i] == byte else { throw problem("expected '\(literal)'") }
            i += 1
        }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < 512 else { throw problem("nested too deeply") }
        guard i < bytes.count else { throw problem("expected a value, found the end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw problem("expected a quoted key") }
                try string()
                skipSpace()
                try expect(":")
                skipSpace()
                try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw problem("expected ',' or '}', found the end") }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return }
                guard bytes[i] == UInt8(ascii: ",") else { throw problem("expected ',' or '}'") }
                i += 1
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { throw problem("trailing comma before '}'") }
            }
        case UInt8(ascii: "["):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
            while true {
                skipSpace()
                try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw problem("expected ',' or ']', found the end") }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return }
                guard bytes[i] == UInt8(ascii: ",") else { throw problem("expected ',' or ']'") }
                i += 1
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw problem("trailing comma before ']'") }
            }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        default:
            throw problem("expected a value (a quoted string, number, object, array, true, false or null)")
        }
    }

    private mutating func string() throws(Problem) {
        i += 1
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { i += 1; return }
            if byte < 0x20 { throw problem("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                if bytes[i] == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        i += 1
                        guard i < bytes.count, isHex(bytes[i]) else { throw problem("bad \\u escape") }
                    }
                } else if !"\"\\/bfnrt".utf8.contains(bytes[i]) {
                    throw problem("bad escape in a string")
                }
            }
            i += 1
        }
        throw problem("string never closed")
    }

    private func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    private mutating func digits() -> Int {
        let start = i
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        return i - start
    }

    private mutating func number() throws(Problem) {
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { throw problem("expected a digit") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { throw problem("number with a leading zero") }
        } else {
            _ = digits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw problem("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw problem("expected digits in the exponent") }
        }
    }
}
