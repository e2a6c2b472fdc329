import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Machine-readable renderings of diagnostics: JSON for tools, GitHub workflow annotations,
/// SARIF 2.1.0 for code-scanning dashboards. Lines and columns count from 1; columns count
/// characters, read from the file, so they are right on Japanese and Chinese lines.
public struct DiagnosticFormats: Sendable {
    public var toolVersion: String
    /// The text of a file (relative to the root), for converting byte columns to characters.
    public var sourceText: @Sendable (String) -> TextLines?

    public init(toolVersion: String, sourceText: @escaping @Sendable (String) -> TextLines?) {
        self.toolVersion = toolVersion
        self.sourceText = sourceText
    }

    private func column(_ diagnostic: Diagnostic) -> Int? {
        guard let location = diagnostic.location else { return nil }
        guard let file = diagnostic.file, let text = sourceText(file) else { return location.column }
        return text.characterColumn(of: location)
    }

    /// `{"diagnostics": [{"file", "line", "column", "severity", "id", "message"}]}`, one
    /// diagnostic per line. Written directly: a large site can have thousands. `members` are
    /// more top-level members after `diagnostics`, as name and JSON text.
    public func json(_ diagnostics: [Diagnostic], members: [(name: String, json: String)] = []) -> String {
        // Diagnostics are formatted in runs on every core: each line is independent, and the
        // columns read the files the diagnostics name. The runs are joined in order.
        let runs = stride(from: 0, to: diagnostics.count, by: Self.jsonRun).map { $0..<min($0 + Self.jsonRun, diagnostics.count) }
        var out = "{\"diagnostics\": ["
        out += runs.parallelMap { run in
            var out = ""
            for i in run {
                let diagnostic = diagnostics[i]
                out += i == 0 ? "\n  {" : ",\n  {"
                out += "\"file\": \(diagnostic.file.map(Self.quoted) ?? "null"), "
                out += "\"line\": \(diagnostic.location.map { String($0.line) } ?? "null"), "
                out += "\"column\": \(column(diagnostic).map(String.init) ?? "null"), "
                out += "\"severity\": \(Self.quoted(diagnostic.severity.rawValue)), "
                out += "\"id\": \(Self.quoted(diagnostic.id)), "
                out += "\"message\": \(Self.quoted(diagnostic.message))"
                if let fix = diagnostic.fix { out += ", \"fix\": \(Self.quoted(fix.message))" }
                out += "}"
            }
            return out
        }.joined()
        out += diagnostics.isEmpty ? "]" : "\n]"
        for member in members { out += ",\n\(Self.quoted(member.name)): \(member.json)" }
        return out + "}\n"
    }

    /// Diagnostics per parallel run of `json`: enough that a run outweighs handing it out.
    static let jsonRun = 256

    /// A JSON string literal.
    public static func quoted(_ s: String) -> String {
        // On bytes: a large site's report quotes tens of thousands of messages, and the bytes
        // that need escaping (quote, backslash, controls) are ASCII, never part of a longer
        // UTF-8 sequence. Most strings have none and are copied whole.
        func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        let needsEscape = s.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) } ?? s.utf8.contains(where: needsEscape)
        guard needsEscape else { return "\"" + s + "\"" }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(s.utf8.count + 16)
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20: out += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// A lower-case hex digit, as `%04x` writes it.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `::error file=…,line=…,col=…,title=…::message`, one line each.
    public func github(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=\(escapeProperty(file))") }
            if let location = diagnostic.location {
                properties.append("line=\(location.line)")
                if let column = column(diagnostic) { properties.append("col=\(column)") }
            }
            properties.append("title=\(escapeProperty(diagnostic.id))")
            var message = diagnostic.message
            if let fix = diagnostic.fix { message += "\nfix: \(fix.message)" }
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }.joined()
    }

    /// A SARIF 2.1.0 log with one run of docgen.
    public func sarif(_ diagnostics: [Diagnostic]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.id))).sorted()
        let results: [SARIFValue] = diagnostics.map { diagnostic in
            var result: [String: SARIFValue] = [
                "ruleId": .string(diagnostic.id),
                "ruleIndex": .int(ruleIDs.firstIndex(of: diagnostic.id) ?? 0),
                "level": .string(diagnostic.severity == .note ? "note" : diagnostic.severity.rawValue),
                "message": ["text": .string(diagnostic.message + (diagnostic.fix.map { "\nfix: \($0.message)" } ?? ""))],
            ]
            if let file = diagnostic.file {
                var physical: [String: SARIFValue] = ["artifactLocation": ["uri": .string(file), "uriBaseId": "%SRCROOT%"]]
                if let location = diagnostic.location {
                    physical["region"] = ["startLine": .int(location.line), "startColumn": .int(column(diagnostic) ?? location.column)]
                }
                result["locations"] = [.object(["physicalLocation": .object(physical)])]
            }
            let related: [SARIFValue] = diagnostic.notes.compactMap { note in
                guard let file = note.file else { return nil }
                var physical: [String: SARIFValue] = ["artifactLocation": ["uri": .string(file)]]
                if let location = note.location { physical["region"] = ["startLine": .int(location.line)] }
                return ["physicalLocation": .object(physical), "message": ["text": .string(note.message)]]
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            return .object(result)
        }
        let log: SARIFValue = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "docgen", "version": .string(toolVersion),
                                    "rules": .array(ruleIDs.map { ["id": .string($0), "shortDescription": ["text": .string($0)]] })]],
                "columnKind": "unicodeCodePoints",
                "results": .array(results),
            ]],
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func escapeData(_ s: String) -> String {
        s.replacing(literal: "%", with: "%25").replacing(literal: "\r", with: "%0D").replacing(literal: "\n", with: "%0A")
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacing(literal: ":", with: "%3A").replacing(literal: ",", with: "%2C")
    }
}

/// A JSON value of a SARIF log, written by `JSONEncoder`.
private enum SARIFValue: Encodable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case int(Int)
    case array([SARIFValue])
    case object([String: SARIFValue])

    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: SARIFValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, SARIFValue)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
