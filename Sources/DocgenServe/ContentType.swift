import DocgenSupport
/// Content types by file extension, with a charset for text.
enum ContentType {
    static func of(_ path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "xml": return "application/xml; charset=utf-8"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "pdf": return "application/pdf"
        default: return "application/octet-stream"
        }
    }
}
