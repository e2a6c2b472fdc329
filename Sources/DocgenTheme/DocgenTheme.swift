/// The default theme, compiled into the binary from the repository's `templates/` folder
/// (`Files` links to it), so `docgen build` works on a content folder that has no templates.
///
/// SwiftPM names embedded files by their base name only, so the folder structure is restored
/// here; `DefaultThemeTests` fails when a file in `templates/` is missing from this list.
import CThemeScripts

public enum DocgenTheme {
    /// The theme's files by path, Mermaid aside (`mermaid`).
    public static let files: [String: [UInt8]] = builtIn

    /// `assets/` name of Mermaid's browser build, which `assets/docgen.js` loads on pages with
    /// a diagram.
    public static let mermaidName = "mermaid.min.js"

    /// Mermaid's browser build, inflated on first use: only a site with a diagram pays for it,
    /// not every command that loads the theme.
    public static let mermaid: [UInt8] = {
        guard let bytes = docgen_mermaid_js() else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: docgen_mermaid_js_size()))
    }()

    private static let builtIn: [String: [UInt8]] = [
        "404.html": PackageResources._04_html,
        "index.html": PackageResources.index_html,
        "page.html": PackageResources.page_html,
        "status.html": PackageResources.status_html,
        "assets/docgen.js": PackageResources.docgen_js,
        "assets/favicon.svg": PackageResources.favicon_svg,
        "assets/search.js": PackageResources.search_js,
        "assets/snowball-english.js": PackageResources.snowball_english_js,
        "assets/style.css": PackageResources.style_css,
        "assets/zh-fold.txt": PackageResources.zh_fold_txt,
        "i18n/de.yaml": PackageResources.de_yaml,
        "i18n/en.yaml": PackageResources.en_yaml,
        "i18n/es.yaml": PackageResources.es_yaml,
        "i18n/fr.yaml": PackageResources.fr_yaml,
        "i18n/ja.yaml": PackageResources.ja_yaml,
        "i18n/ko.yaml": PackageResources.ko_yaml,
        "i18n/pt-BR.yaml": PackageResources.pt_BR_yaml,
        "i18n/ru.yaml": PackageResources.ru_yaml,
        "i18n/tr.yaml": PackageResources.tr_yaml,
        "i18n/vi.yaml": PackageResources.vi_yaml,
        "i18n/zh-Hant.yaml": PackageResources.zh_Hant_yaml,
        "i18n/zh.yaml": PackageResources.zh_yaml,
        "partials/breadcrumbs.html": PackageResources.breadcrumbs_html,
        "partials/footer.html": PackageResources.footer_html,
        "partials/head.html": PackageResources.head_html,
        "partials/header.html": PackageResources.header_html,
        "partials/nav-entry.html": PackageResources.nav_entry_html,
        "partials/page-actions.html": PackageResources.page_actions_html,
        "partials/page-meta.html": PackageResources.page_meta_html,
        "partials/pager.html": PackageResources.pager_html,
        "partials/sidebar.html": PackageResources.sidebar_html,
        "partials/toc-inline.html": PackageResources.toc_inline_html,
        "partials/toc.html": PackageResources.toc_html,
    ]
}
