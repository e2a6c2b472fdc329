import DocgenAPIModel
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.fact.unknown`: every `{{api:…}}` inline fact must resolve against the models.
struct FactRule {
    let catalog: ModelCatalog
    let page: ParsedPage
    let locator: SourceLocator

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        let texts = content.paragraphs + content.lists.flatMap { $0 }
        for (inlines, location) in texts {
            let text = inlines.plainText
            guard InlineFact.mayContain(text) else { continue }
            for part in InlineFact.split(text) where part.isFact {
                if case .failure(let error) = ModelFacts.evaluate(String(part.text), pageModel: page.frontMatter.model, catalog: catalog) {
                    diagnostics.append(.error(.factUnknown, "'{{api:\(part.text)}}': \(error.message)",
                                              file: page.file.displayPath, at: locator.locate("{{api:\(part.text)}}", from: location)))
                }
            }
        }
    }
}
