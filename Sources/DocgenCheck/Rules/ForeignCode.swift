import DocgenSupport

/// What a block labelled `swift` that does not parse as Swift is instead, when its text says so
/// plainly: a property list or other XML, JSON, a shell session, Objective-C, a Podfile, Kotlin
/// or JavaScript. One finding naming the language (and the label to write) says more than the
/// Swift parser's errors at each of its lines, and keeps the API rules off text that is no Swift.
enum ForeignCode {
    /// A language a block can be, as the finding names it, with the fence label to write.
    struct Language: Equatable {
        let name: String
        let label: String
    }

    /// The language `code` is written in, or nil when it may be Swift (with mistakes) or
    /// anything docgen does not recognize. Asked only of blocks the Swift parser rejects.
    static func language(of code: String) -> Language? {
        let lines = code.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        guard let first = lines.first else { return nil }
        if first.hasPrefix("<?xml") || first.hasPrefix("<!DOCTYPE plist") || first.hasPrefix("<plist") {
            return code.contains("<plist") ? Language(name: "a property list (XML)", label: "xml") : Language(name: "XML", label: "xml")
        }
        if isMarkup(lines) {
            let opening = first.lowercased()
            return Language(name: "HTML or XML", label: opening.hasPrefix("<html") || opening.hasPrefix("<!doctype html") ? "html" : "xml")
        }
        if let opening = first.first, opening == "{" || opening == "[", CodeSampleRule.jsonProblem(code) == nil {
            return Language(name: "JSON", label: "json")
        }
        let code = lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("//") }
        if !code.isEmpty, code.allSatisfy(isShellLine) { return Language(name: "a shell command", label: "sh") }
        if lines.contains(where: isObjectiveC) { return Language(name: "Objective-C", label: "objc") }
        if !code.isEmpty, code.allSatisfy(isPodfileLine) { return Language(name: "Ruby (a Podfile)", label: "ruby") }
        if lines.contains(where: isKotlin) { return Language(name: "Kotlin", label: "kotlin") }
        if lines.contains(where: isJavaScript) { return Language(name: "JavaScript", label: "js") }
        return nil
    }

    /// Every line a tag or text between tags, the block starting and ending with one.
    private static func isMarkup(_ lines: [Substring]) -> Bool {
        guard let first = lines.first, let last = lines.last, first.hasPrefix("<"), last.hasSuffix(">"),
              first.dropFirst().first.map({ $0.isLetter || $0 == "!" }) == true else { return false }
        let tagged = lines.filter { $0.hasPrefix("<") && $0.hasSuffix(">") }.count
        return tagged * 2 >= lines.count
    }

    private static let shellCommands: Set<Substring> = [
        "pod", "brew", "npm", "npx", "yarn", "pnpm", "git", "cd", "export", "curl", "wget", "carthage", "mint", "gem", "bundle",
        "fastlane", "echo", "mkdir", "cp", "mv", "rm", "open", "chmod", "sudo", "xcrun", "xcodebuild", "defaults", "plutil",
        "tuist", "swiftlint", "swiftformat", "ls", "cat", "source", "apt-get", "pip", "pip3", "make",
    ]

    /// `$ pod install`, `pod install`, `swift package resolve`, `xcodebuild -scheme App`.
    private static func isShellLine(_ line: Substring) -> Bool {
        if line.hasPrefix("$ ") || line.hasPrefix("% ") { return true }
        let words = line.split(separator: " ", maxSplits: 2)
        guard let command = words.first else { return false }
        if command == "swift", words.count > 1, ["package", "build", "test", "run"].contains(words[1]) { return true }
        return shellCommands.contains(command) && (words.count > 1 || command == "ls")
            && !line.contains("(") && !line.contains("=")
    }

    private static func isObjectiveC(_ line: Substring) -> Bool {
        line.hasPrefix("@interface ") || line.hasPrefix("@implementation ") || line.hasPrefix("@property (") || line.hasPrefix("#import ")
            || isMethodDeclaration(line) || line.contains(" alloc] init") || line.hasPrefix("NSString *")
    }

    /// `- (void)viewDidLoad`, `+ (instancetype)shared`: not `- (a + b)` continuing a Swift expression.
    private static func isMethodDeclaration(_ line: Substring) -> Bool {
        guard line.hasPrefix("- (") || line.hasPrefix("+ ("), let close = line.firstIndex(of: ")") else { return false }
        return line[line.index(after: close)...].first?.isLetter == true
    }

    /// `pod 'Name', '~> 1.0'`, `target 'App' do`, `platform :ios, '15.0'`, `use_frameworks!`, `end`.
    private static func isPodfileLine(_ line: Substring) -> Bool {
        line.hasPrefix("pod '") || line.hasPrefix("pod \"") || line.hasPrefix("platform :") || line == "use_frameworks!"
            || line == "end" || (line.hasPrefix("target ") && line.hasSuffix(" do")) || line.hasPrefix("source '")
    }

    private static func isKotlin(_ line: Substring) -> Bool {
        line.hasPrefix("fun ") || line.hasPrefix("override fun ") || line.hasPrefix("val ") || line.hasPrefix("import android.")
            || line.hasPrefix("import androidx.")
    }

    private static func isJavaScript(_ line: Substring) -> Bool {
        line.hasPrefix("const ") || line.hasPrefix("function ") || line.hasPrefix("module.exports")
            || (line.hasPrefix("import ") && (line.contains(" from '") || line.contains(" from \"")))
    }
}
