import DocgenSupport

extension SiteConfig {
    /// `html: safe` (the default) or `html: trusted`; anything else is an error at the value.
    static func rawHTMLMode(_ value: YAMLNode, problems: inout [Diagnostic]) -> RawHTMLMode {
        if let text = value.string, let mode = RawHTMLMode(rawValue: text) { return mode }
        problems.append(.error(.configValue,
                               "'html' must be 'safe' (raw HTML in pages is sanitized) or 'trusted' (kept as written), not \(value.string.map { "'\($0)'" } ?? value.kindName)",
                               file: fileName, at: value.location))
        return .safe
    }

    /// `assets: {allowActive: true}`: whether `.html`, `.svg` and the like in `content/` are
    /// published. Off by default: a browser runs their scripts on the site's origin.
    static func activeAssetsAllowance(_ value: YAMLNode, problems: inout [Diagnostic]) -> Bool {
        guard case .mapping(let entries, _) = value else {
            problems.append(.error(.configType, "'assets' must be a mapping such as 'allowActive: true'",
                                   file: fileName, at: value.location))
            return false
        }
        var allows = false
        for entry in entries {
            guard entry.key == "allowActive" else {
                problems.append(.warning(.configUnknownKey, "unknown key '\(entry.key)' in 'assets' (known: allowActive)",
                                         file: fileName, at: entry.keyLocation))
                continue
            }
            if let flag = entry.value.bool {
                allows = flag
            } else {
                problems.append(.error(.configValue, "'allowActive' must be true or false", file: fileName, at: entry.value.location))
            }
        }
        return allows
    }
}
