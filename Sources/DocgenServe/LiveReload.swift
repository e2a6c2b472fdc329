import DocgenSupport

/// The script that keeps an open page in step with the preview: it reloads when a rebuild
/// finished and shows the findings for the page's source in an overlay a writer can close.
enum LiveReload {
    static let scriptPath = "/_docgen/live.js"
    static let eventsPath = "/_docgen/events"
    static let statusPath = "/_docgen/status.json"

    /// Inserted before `</body>` of every HTML page the server sends (never into the built site).
    static func snippet(source: String?) -> String {
        var out = ""
        if let source { out += "<meta name=\"docgen-source\" content=\"\(source.htmlEscaped)\">" }
        out += "<script src=\"\(scriptPath)\" defer></script>"
        return out
    }

    static func inject(into html: [UInt8], source: String?) -> [UInt8] {
        let snippet = Array(snippet(source: source).utf8)
        let marker = Array("</body>".utf8)
        guard html.count >= marker.count else { return html + snippet }
        var i = html.count - marker.count
        while i >= 0 {
            if html[i] == marker[0], Array(html[i..<(i + marker.count)]) == marker {
                return Array(html[..<i]) + snippet + Array(html[i...])
            }
            i -= 1
        }
        return html + snippet
    }

    static let script = #"""
    (() => {
      "use strict";
      const source = document.querySelector('meta[name="docgen-source"]')?.content;
      const id = "docgen-overlay";
      function show(status) {
        document.getElementById(id)?.remove();
        const mine = (status.diagnostics || []).filter(d => d.file === source || (!status.ok && d.severity === "error"));
        if (!mine.length) return;
        const box = document.createElement("div");
        box.id = id;
        box.setAttribute("role", "alert");
        box.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:45vh;overflow:auto;z-index:2147483647;" +
          "background:#1e1e1e;color:#f5f5f5;font:14px/1.5 ui-monospace,monospace;padding:1rem 3rem 1rem 1rem;" +
          "border-left:6px solid " + (mine.some(d => d.severity === "error") ? "#e5534b" : "#d4a72c") + ";box-shadow:0 4px 24px #0008";
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "×";
        close.setAttribute("aria-label", "Close");
        close.style.cssText = "position:absolute;top:.5rem;right:.75rem;font-size:1.5rem;background:none;border:0;color:inherit;cursor:pointer";
        close.onclick = () => box.remove();
        box.appendChild(close);
        const title = document.createElement("strong");
        title.textContent = status.ok ? "docgen check"
          : status.built ? "docgen build failed: showing the last good version" : "docgen build failed: nothing has been built yet";
        box.appendChild(title);
        for (const d of mine) {
          const line = document.createElement("div");
          line.className = "docgen-finding";
          line.textContent = `${d.file ?? "docgen"}:${d.line ?? "?"}:${d.column ?? "?"}: ${d.severity}: ${d.message} [${d.id}]`;
          box.appendChild(line);
        }
        document.body.appendChild(box);
      }
      // The stream's first event is the current status, and events come in order; a separate
      // fetch of status.json could answer after a newer event and put an old status back.
      const events = new EventSource("/_docgen/events");
      events.addEventListener("reload", () => location.reload());
      events.addEventListener("status", e => show(JSON.parse(e.data)));
      // A page kept in the back/forward cache would hold its stream open and use up the
      // browser's connections to the server; close it, and reload when the page comes back.
      addEventListener("pagehide", () => events.close());
      addEventListener("pageshow", e => { if (e.persisted) location.reload(); });
    })();
    """#
}
