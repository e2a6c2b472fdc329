import DocgenMarkdown
import DocgenSupport

/// A block its introducing paragraph calls abridged ("Apollo iOS generates a type-safe model
/// that looks something like this (details are omitted…)", 「一部を省略しています」,
/// 「省略了细节」): it shows part of a type on purpose, as a `partial` fence says, so its
/// conformances are not judged complete.
enum AbridgedSample {
    static func introduces(_ content: PageContent, block: CodeBlock, previous: CodeBlock?) -> Bool {
        guard let text = content.introduction(to: block, after: previous) else { return false }
        // Asked of every Swift block: searched on bytes, as written and capitalised, without
        // lowercasing the paragraph.
        return phrases.contains { text.prose.containsBytes($0) }
    }

    private static let phrases: [String] = {
        let english = ["omitted", "omitting", "simplified", "abridged", "for brevity", "something like this", "truncated", "trimmed down"]
        return english + english.map { $0.prefix(1).uppercased() + $0.dropFirst() } + ["省略", "簡略", "抜粋", "简化", "节选"]
    }()
}
