import DocgenAPIModel
import DocgenMarkdown

/// A companion library a block is about: a name in the block's section heading or in the
/// paragraph that introduces it that extends one of the models' module names and that no model
/// declares (`SwinjectStoryboard` beside `Swinject`, `AlamofireImage` beside `Alamofire`).
///
/// Such a library extends the SDK's types (`container.registerForStoryboard(…)`), so a sample
/// written for it uses members the SDK's model lacks even without its `import` (guides leave
/// imports out): those uses are not judged, as with a sample that imports another library.
enum CompanionLibrary {
    static func introduces(_ content: PageContent, block: CodeBlock, previous: CodeBlock?, models: [APIModel]) -> Bool {
        let modules = Set(models.flatMap(\.modules)).filter { $0.count >= 3 }
        guard !modules.isEmpty else { return false }
        var texts: [String] = []
        if let heading = content.texts.last(where: { $0.kind == .heading && $0.location.line < block.location.line }) { texts.append(heading.prose) }
        if let introduction = content.introduction(to: block, after: previous) { texts.append(introduction.prose) }
        for text in texts {
            // ASCII runs: Japanese and Chinese write a name against their words (`RelayScreensを導入`).
            for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) where word.first?.isUppercase == true {
                let name = String(word)
                guard let module = modules.first(where: { name.count > $0.count && name.hasPrefix($0) }) else { continue }
                // The rest starts a word of its own (`Storyboard`), not the module's name going on.
                guard name[name.index(name.startIndex, offsetBy: module.count)].isUppercase else { continue }
                if models.contains(where: { $0.modules.contains(name) || SampleTypeIndex.of($0).entry(name) != nil }) { continue }
                return true
            }
        }
        return false
    }
}
