import DocgenSite
import DocgenSupport
/// The translation status page, `<locale>/translation-status/`: each translation locale's
/// progress, and every page's state in every locale with links to the page, its English
/// original and the sections that changed. One copy per locale, in its UI language, rendered
/// through the theme's `status.html`; a site with one locale has none.
package enum StatusPage {
    package static let template = "status.html"


    /// The output files, path → HTML, one per locale.
    package static func render(index: SiteIndex, theme: Theme, context: PageContext) throws(DiagnosticsError) -> [(path: String, html: String)] {
        let status = TranslationStatus.make(index: index)
        guard !status.isEmpty else { return [] }
        var pages: [(String, String)] = []
        for locale in index.locales {
            do {
                let html = try theme.templates.render(template, context: context.statusContext(status, locale: locale.code))
                pages.append((index.statusRoute(of: locale.code) + "index.html", html))
            } catch {
                throw DiagnosticsError(.error(.templateRender, error.message, file: error.file, at: error.location))
            }
        }
        return pages
    }
}

extension PageContext {
    /// The link to the status page from a page of `locale`, or "" when the site has none.
    package func statusHref(root: String, locale: String) -> String {
        index.locales.count > 1 ? root + index.statusRoute(of: locale) : ""
    }

    /// Names in `status.html`: `site`, `locale`, `strings`, `root`, `home`, `languages` (each
    /// locale's copy of this page), and `status`: `locales` (a translation locale's `name`,
    /// `tag`, `href`, `total`, `upToDate`, `outdated`, `untracked`, `missing`, `translated`,
    /// `percent`) and `pages` (the original's `title`, `href`, `path`, and `cells`, one per
    /// translation locale: `state`, `label`, `href`, `changes` with `title` and `href`).
    package func statusContext(_ status: TranslationStatus, locale code: String) -> TemplateValue {
        // Up from `<locale>/translation-status/` (or `translation-status/` at the root).
        let root = String(repeating: "../", count: index.statusRoute(of: code).split(separator: "/").count)
        let strings = theme.strings(for: code)
        let languages: [TemplateValue] = index.locales.map { locale in
            ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag),
             "href": .string(root + index.statusRoute(of: locale.code)), "current": .bool(locale.code == code)]
        }
        let locales: [TemplateValue] = status.locales.map { locale in
            let tally = status.tally(locale)
            let info = index.locales.first { $0.code == locale } ?? SiteLocale(code: locale)
            return ["code": .string(locale), "name": .string(info.name), "tag": .string(info.languageTag),
                    "href": .string(root + index.home(of: locale)), "total": .int(tally.total), "upToDate": .int(tally.upToDate),
                    "outdated": .int(tally.outdated), "untracked": .int(tally.untracked), "missing": .int(tally.missing),
                    "translated": .int(tally.translated), "percent": .int(tally.percent)]
        }
        let pages: [TemplateValue] = status.originals.map { original in
            let key = original.file.path
            let originalRoute = index.page(key, in: index.defaultLocale)?.route ?? ""
            let cells: [TemplateValue] = status.locales.map { locale in
                guard let entry = status.entry(key, locale: locale) else { return [:] }
                let changes: [TemplateValue] = entry.changes.map { change in
                    var title = change.title
                    var href = root + originalRoute + "#" + change.id
                    switch change.id {
                    case PageRevision.titleID: title = strings["statusChangedTitle"] ?? "Title"; href = root + originalRoute
                    case PageRevision.introID: title = strings["statusChangedIntro"] ?? "Introduction"; href = root + originalRoute
                    default: break
                    }
                    if change.kind == .removed {
                        title = "\(change.id) (\(strings["statusRemoved"] ?? "removed"))"
                        href = ""
                    }
                    return ["title": .string(title), "href": .string(href), "kind": .string(change.kind.rawValue)]
                }
                return ["locale": .string(locale), "state": .string(entry.state.rawValue),
                        "label": .string(strings[Self.labelKey(entry.state)] ?? entry.state.rawValue),
                        "href": .string(root + (index.page(key, in: locale)?.route ?? index.home(of: locale))),
                        "changes": .array(changes)]
            }
            return ["title": .string(original.title), "href": .string(root + originalRoute), "path": .string(key), "cells": .array(cells)]
        }
        return [
            "site": site(), "locale": locale(code), "strings": .dictionary(strings.mapValues { .string($0) }),
            "root": .string(root), "home": .string(root + index.home(of: code)), "languages": .array(languages),
            "statusHref": .string(statusHref(root: root, locale: code)),
            "status": ["locales": .array(locales), "pages": .array(pages)],
        ]
    }

    /// The UI string naming a state: `statusUpToDate`, `statusOutdated`, ….
    package static func labelKey(_ state: TranslationStatus.State) -> String {
        switch state {
        case .upToDate: return "statusUpToDate"
        case .outdated: return "statusOutdated"
        case .untracked: return "statusUntracked"
        case .missing: return "statusMissing"
        }
    }
}
