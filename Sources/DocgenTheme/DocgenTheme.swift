/// The default theme, compiled into the binary from the repository's `templates/` folder
/// (`Files` links to it), so `docgen build` works on a content folder that has no templates.
///
/// SwiftPM names embedded files by their base name only, so the folder structure is restored
/// here; `DefaultThemeTests` fails when a file in `templates/` is missing from this list.
public enum DocgenTheme {
    public static let files: [String: [UInt8]] = [
        "page.html": PackageResources.page_html,
        "404.html": PackageResources._04_html,
        "index.html": PackageResources.index_html,
        "status.html": PackageResources.status_html,
        "partials/head.html": PackageResources.head_html,
        "partials/header.html": PackageResources.header_html,
        "partials/sidebar.html": PackageResources.sidebar_html,
        "partials/toc.html": PackageResources.toc_html,
        "partials/pager.html": PackageResources.pager_html,
        "partials/footer.html": PackageResources.footer_html,
        "i18n/en.yaml": PackageResources.en_yaml,
        "i18n/ja.yaml": PackageResources.ja_yaml,
        "i18n/zh.yaml": PackageResources.zh_yaml,
        "assets/style.css": PackageResources.style_css,
        "assets/favicon.svg": PackageResources.favicon_svg,
        "assets/docgen.js": PackageResources.docgen_js,
        "assets/search.js": PackageResources.search_js,
        "assets/snowball-english.js": PackageResources.snowball_english_js,
        "assets/zh-fold.txt": PackageResources.zh_fold_txt,
    ]
}
