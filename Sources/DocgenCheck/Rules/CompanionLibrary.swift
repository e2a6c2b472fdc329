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
        var modules: [String] = []
        for module in models.flatMap(\.modules) where module.utf8.count >= 3 && !modules.contains(module) { modules.append(module) }
        guard !modules.isEmpty else { return false }
        var texts: [PageContent.Text] = []
        if let heading = content.texts.last(where: { $0.kind == .heading && $0.location.line < block.location.line }) { texts.append(heading) }
        if let introduction = content.introduction(to: block, after: previous) { texts.append(introduction) }
        for text in texts {
            // On bytes: every Swift block of a site asks, and most texts name no module at all.
            // ASCII runs: Japanese and Chinese write a name against their words (`RelayScreensを導入`).
            let prose = text.prose
            guard modules.contains(where: { prose.containsBytes($0) }) else { continue }
            let bytes = Array(prose.utf8)
            for name in modules where prose.containsBytes(name) {
                let module = Array(name.utf8)
                guard bytes.count > module.count else { continue }
                for start in 0...(bytes.count - module.count - 1) where bytes[start] == module[0] {
                    guard module.indices.allSatisfy({ bytes[start + $0] == module[$0] }) else { continue }
                    let end = start + module.count
                    // A name that starts here, and goes on with a word of its own (`Storyboard`),
                    // not the module's name going on (`Relays`).
                    guard start == 0 || !isNameByte(bytes[start - 1]),
                          bytes[end] >= UInt8(ascii: "A"), bytes[end] <= UInt8(ascii: "Z") else { continue }
                    var last = end
                    while last < bytes.count, isNameByte(bytes[last]) { last += 1 }
                    let name = String(decoding: bytes[start..<last], as: UTF8.self)
                    if models.contains(where: { $0.modules.contains(name) || SampleTypeIndex.of($0).entry(name) != nil }) { continue }
                    return true
                }
            }
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
