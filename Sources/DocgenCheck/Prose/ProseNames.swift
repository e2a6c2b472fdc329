/// The API names a sentence mentions, in order: its code spans, and CamelCase words
/// (`AdaptyFlowControllerDelegate` written without backticks). The count rule keeps them
/// to attribute a later claim in the same section.
enum ProseNames {
    static func names(in text: Substring) -> [String] {
        var names: [String] = []
        var word = ""
        var inCode = false
        var code = ""
        func endWord() {
            if isCamelCase(word) { names.append(word) }
            word = ""
        }
        for character in text {
            if character == "`" {
                if inCode {
                    if !code.isEmpty { names.append(code) }
                    code = ""
                } else {
                    endWord()
                }
                inCode.toggle()
                continue
            }
            if inCode {
                code.append(character)
            } else if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                endWord()
            }
        }
        endWord()
        return names
    }

    /// Lower case followed by upper case somewhere (`AdaptyUI`, `flowController`), not "iOS".
    private static func isCamelCase(_ word: String) -> Bool {
        var word = Substring(word)
        while word.last == "." { word.removeLast() }
        guard word.count > 3, !CountVocabulary.notAPINames.contains(word.lowercased()) else { return false }
        var sawLower = false
        for scalar in word.unicodeScalars {
            if ("a"..."z").contains(scalar) { sawLower = true }
            else if ("A"..."Z").contains(scalar), sawLower { return true }
        }
        return false
    }
}
