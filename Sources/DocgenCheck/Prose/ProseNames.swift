/// The API names a sentence mentions, in order: its code spans, and CamelCase words
/// (`AdaptyFlowControllerDelegate` written without backticks). The count rule keeps them
/// to attribute a later claim in the same section.
enum ProseNames {
    /// Read byte by byte: everything it looks for is ASCII (backticks, letters, digits, `_`,
    /// `.`), and every paragraph of a site passes through here, so walking Characters (grapheme
    /// breaking over CJK text) cost a fifth of `docgen check`.
    static func names(in text: Substring) -> [String] {
        // The text's own bytes: copying them into an array went a byte at a time.
        text.utf8.withContiguousStorageIfAvailable { names(in: $0) } ?? Array(text.utf8).withUnsafeBufferPointer { names(in: $0) }
    }

    private static func names(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var names: [String] = []
        var inCode = false
        var codeStart = 0
        var wordStart: Int? = nil
        func endWord(at end: Int) {
            if let start = wordStart, isCamelCase(bytes[start..<end]) { names.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            wordStart = nil
        }
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "`") {
                if inCode {
                    if i > codeStart { names.append(String(decoding: bytes[codeStart..<i], as: UTF8.self)) }
                } else {
                    endWord(at: i)
                }
                inCode.toggle()
                codeStart = i + 1
                continue
            }
            if inCode { continue }
            if isWordByte(byte) {
                if wordStart == nil { wordStart = i }
            } else {
                endWord(at: i)
            }
        }
        if !inCode { endWord(at: bytes.count) }
        return names
    }

    /// A member's name (`retries`, `didFinishPurchase`, `flowController(_:didPerform:)`), not a
    /// type's, a value's or a qualified symbol's (`Uploader.init` names whose member it is).
    static func isMemberName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || first == "_" else { return false }
        return !text.contains(".") && !text.contains(" ") && !["true", "false", "nil"].contains(text)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// Lower case followed by upper case somewhere (`AdaptyUI`, `flowController`), not "iOS".
    private static func isCamelCase(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var word = word
        while word.last == UInt8(ascii: ".") { word.removeLast() }
        guard word.count > 3 else { return false }
        var sawLower = false
        var camel = false
        for byte in word {
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { sawLower = true }
            else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"), sawLower { camel = true; break }
        }
        return camel && !CountVocabulary.notAPINames.contains(String(decoding: word, as: UTF8.self).lowercased())
    }
}
