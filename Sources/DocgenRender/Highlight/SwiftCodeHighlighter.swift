import DocgenSupport
import DocgenSwift

/// Swift highlighted from the toolchain's own parser and classifications (`SwiftHighlighter`).
public struct SwiftCodeHighlighter: CodeHighlighter {
    /// The compiler's parser and classifier, milliseconds for a block.
    public var isCostly: Bool { true }

    public init() {}

    public func highlight(_ code: String) -> String {
        let utf8 = Array(code.utf8)
        var out = ""
        out.reserveCapacity(utf8.count * 2)
        for token in SwiftHighlighter.tokens(code) {
            out.appendToken(Substring(String(decoding: utf8[token.range], as: UTF8.self)), class: token.tokenClass)
        }
        return out
    }
}
