import DocgenSupport

/// What `docgen serve` answers before its first build is done: a page that says the site is
/// being built and reloads itself when it is (the live-reload script, or a refresh every two
/// seconds without it); after a first build that failed, the findings, saying that nothing
/// has been built yet.
enum BuildingPage {
    static let style = """
    body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff;color:#1f2328;\
    font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}\
    main{max-width:44rem;padding:2rem 1.25rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:#57606a}\
    ul{padding:0;list-style:none;font:14px/1.5 ui-monospace,monospace}li{padding:.5rem .75rem;margin:0 0 .5rem;\
    border-left:4px solid #cf222e;background:#ffebe9;overflow-wrap:anywhere}li.warning{border-color:#9a6700;background:#fff8c5}\
    @media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}p{color:#9198a1}\
    li{background:#3d1316}li.warning{background:#3b2e00}}
    """

    static let building = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="refresh" content="2">
    <meta name="color-scheme" content="light dark">
    <title>Building… · docgen serve</title>
    <style>\(style)</style>
    </head>
    <body>
    <main id="main" role="status">
    <h1>Building the site…</h1>
    <p>docgen is building this site for the first time. This page reloads itself as soon as it is ready.</p>
    </main>
    </body>
    </html>
    """

    /// The page for a first build that failed with `diagnostics`.
    static func failed(_ diagnostics: [Diagnostic]) -> String {
        var items = ""
        for diagnostic in diagnostics where diagnostic.severity != .note {
            var place = diagnostic.file ?? "docgen"
            if let location = diagnostic.location { place += ":\(location.line):\(location.column)" }
            items += "<li class=\"\(diagnostic.severity == .error ? "error" : "warning")\">\(place.htmlEscaped): \(diagnostic.severity == .error ? "error" : "warning"): \(diagnostic.message.htmlEscaped) [\(diagnostic.id.htmlEscaped)]</li>\n"
        }
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Build failed · docgen serve</title>
        <style>\(style)</style>
        </head>
        <body>
        <main id="main" role="alert">
        <h1>The first build failed</h1>
        <p>Nothing has been built yet, so there is no earlier version of the site to show. Fix what is listed below: this page reloads when the site builds.</p>
        <ul class="findings">
        \(items)</ul>
        </main>
        </body>
        </html>
        """
    }
}
