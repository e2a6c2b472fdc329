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
        for (inlines, location) in places {
            for text in Self.texts(inlines) where InlineFact.mayContain(text) {
                for part in InlineFact.split(text) where part.isFact {
                    if case .failure(let error) = ModelFacts.evaluate(String(part.text), pageModel: model ?? page.frontMatter.model, catalog: catalog) {
                        diagnostics.append(.error(.factUnknown, "'{{api:\(part.text)}}': \(error.message)",
                                                  file: page.file.displayPath, at: locator.locate("{{api:\(part.text)}}", from: location)))
                    }
                }
            }
        }
    }

    /// The text nodes the renderer resolves facts in, code spans left out.
    static func texts(_ inlines: [Inline]) -> [String] {
        inlines.flatMap { inline -> [String] in
            switch inline {
            case .text(let s): return [s]
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _): return texts(c)
            case .image(_, _, let alt, _): return texts(alt)
            case .component(let c): return texts(c.children)
            case .code, .html, .softBreak, .lineBreak, .footnoteReference: return []
            }
        }
    }
}
