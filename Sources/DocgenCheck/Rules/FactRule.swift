import DocgenAPIModel
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.fact.unknown`: every `{{api:…}}` inline fact must resolve against the models. Facts
/// are found where the build renders them: in text, in paragraphs, list items, headings and
/// table cells, never inside code spans (`{{api:X.count}}` written in backticks is shown as code).
struct FactRule {
    let catalog: ModelCatalog
    let page: ParsedPage
    let locator: TextLocator
    /// The model facts without one name resolve against: the part's scope, else the page's.
    var model: String?

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        var places = content.texts.map { ($0.content, $0.location) }
        for table in content.tables {
            for row in [table.table.header] + table.table.rows {
                places += row.cells.map { ($0.content, $0.location) }
            }
        }
        // One list of text nodes, refilled for each place: a list made for every paragraph
        // and cell of a site cost more than the searches.
        var texts: [String] = []
        for (inlines, location) in places {
            texts.removeAll(keepingCapacity: true)
            Self.collectTexts(inlines, into: &texts)
            for text in texts where InlineFact.mayContain(text) {
                for part in InlineFact.split(text) where part.isFact {
                    if case .failure(let error) = ModelFacts.evaluate(String(part.text), pageModel: model ?? page.frontMatter.model, catalog: catalog) {
                        diagnostics.append(.error(.factUnknown, "'{{api:\(part.text)}}': \(error.message)",
                                                  file: page.file.displayPath, at: locator.locate("{{api:\(part.text)}}", from: location)))
                    }
                }
            }
        }
    }

    /// Adds the text nodes the renderer resolves facts in to `texts`, code spans left out.
    static func collectTexts(_ inlines: [Inline], into texts: inout [String]) {
        for inline in inlines {
            switch inline {
            case .text(let s): texts.append(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _): collectTexts(c, into: &texts)
            case .image(_, _, let alt, _): collectTexts(alt, into: &texts)
            case .component(let c): collectTexts(c.children, into: &texts)
            case .code, .html, .softBreak, .lineBreak, .footnoteReference: continue
            }
        }
    }
}
