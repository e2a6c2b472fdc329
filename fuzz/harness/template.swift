// Fuzz target: the template language (parse + render).
//
// Input: up to seven templates separated by NUL bytes, named in this order page.html,
// partials/head.html, partials/header.html, partials/sidebar.html, partials/toc.html,
// partials/pager.html, partials/footer.html (the theme's own names, so includes between
// them resolve). Each is parsed; page.html is rendered with a fixed context shaped like the
// one PageContext builds (site, locale, strings, page, nav, languages, pager, root, home).
@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift

private let names = ["page.html", "partials/head.html", "partials/header.html", "partials/sidebar.html",
                     "partials/toc.html", "partials/pager.html", "partials/footer.html"]

private let context: TemplateValue = {
    let nav: [TemplateValue] = (0..<4).map { i in
        ["title": .string("Page <\(i)> & \"more\""), "href": .string("../p\(i)/"), "current": .bool(i == 1), "isFallback": .bool(i == 3)]
    }
    let languages: [TemplateValue] = [("en", "English"), ("ja", "日本語"), ("zh", "简体中文")].map { code, name in
        ["code": .string(code), "name": .string(name), "tag": .string(code), "href": .string("../../\(code)/p1/"), "current": .bool(code == "en")]
    }
    let toc: [TemplateValue] = [["level": .int(2), "id": "one", "text": "One"], ["level": .int(3), "id": "two", "text": "Two"]]
    let page: TemplateValue = [
        "title": "Handle <flow> events", "description": "", "content": .html("<p>Body</p>\n"), "toc": .array(toc),
        "canonical": "https://docs.example.com/en/p1/", "alternates": [["hreflang": "en", "href": "https://docs.example.com/en/p1/"]],
        "isFallback": false, "originalHref": "../../en/p1/", "source": "content/en/p1.md", "route": "en/p1/",
        "params": ["model": "sdk4"],
    ]
    return [
        "site": ["title": "Docs", "baseURL": "https://docs.example.com/", "basePath": "/", "defaultLocale": "en"],
        "locale": ["code": "en", "name": "English", "tag": "en"],
        "strings": ["home": "Home", "onThisPage": "On this page", "previous": "Previous", "next": "Next"],
        "page": page, "nav": .array(nav), "languages": .array(languages),
        "pager": ["previous": ["title": "Intro", "href": "../intro/"], "next": ["title": "Next", "href": "../next/"]],
        "root": "../../", "home": "../../en/", "navBefore": false, "navAfter": true, "count": .int(3), "empty": [],
    ]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: size)
    let parts = buffer.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
    var templates: [String: Template] = [:]
    for (name, part) in zip(names, parts) {
        let source = String(decoding: part, as: UTF8.self)
        do {
            templates[name] = try Template(name: name, source: source)
        } catch {
            _ = error.description
            // An error points into the template it names.
            if error.location.line < 1 || error.location.column < 1 {
                fatalError("template error at \(error.location)")
            }
        }
    }
    let set = TemplateSet(templates: templates)
    var memo: [String: Int] = [:]
    for name in names where templates[name] != nil {
        // Loops multiply and includes fan out (up to 16 deep): a few dozen bytes of template
        // can ask for more output than fits in memory, which says nothing about the engine.
        guard renderCost(name, depth: 0, templates, &memo) <= 200_000 else { continue }
        do {
            _ = try set.render(name, context: context)
        } catch {
            _ = error.description
        }
    }
    return 0
}

/// An upper bound on the nodes rendering `name` visits with this context (loops over at most
/// four items), so the harness skips templates whose output is exponential by construction.
private func renderCost(_ name: String, depth: Int, _ templates: [String: Template], _ memo: inout [String: Int]) -> Int {
    let cap = 1 << 40
    let key = "\(depth) \(name)"
    if let known = memo[key] { return known }
    guard depth <= 16, let template = templates[name] else { return 1 }
    func cost(_ nodes: [Template.Node]) -> Int {
        var total = 0
        for node in nodes {
            switch node {
            case .text, .output: total += 1
            case .conditional(_, _, let then, let otherwise, _): total += 1 + max(cost(then), cost(otherwise))
            case .loop(_, _, let body, _): total += 1 + 4 * cost(body)
            case .include(let included, _): total += 1 + renderCost(included, depth: depth + 1, templates, &memo)
            }
            // Saturate, so the estimate itself cannot overflow.
            if total > cap { return cap }
        }
        return total
    }
    let result = cost(template.nodes)
    memo[key] = result
    return result
}
