/// Whether a URL attribute's value may stay, judged as a browser reads it: the value as the
/// HTML parser decoded it (character references replaced), then per the URL standard with
/// leading and trailing C0 controls and spaces removed, and the scheme, if any, compared in
/// ASCII lower case.
enum URLCheck {
    /// Nil when `value` may stay; else why not.
    static func problem(_ value: UnsafeBufferPointer<UInt8>, schemes: HTMLPolicy.Schemes, allowsDataImages: Bool) -> HTMLFinding.Reason? {
        var start = 0, end = value.count
        while start < end, value[start] <= 0x20 { start += 1 }
        while end > start, value[end - 1] <= 0x20 { end -= 1 }
        var colon: Int?
        for i in start..<end {
            let byte = value[i]
            if byte == UInt8(ascii: ":") {
                colon = i
                break
            }
            // A path, query or fragment before any colon: a relative URL, whatever follows.
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return nil }
        }
        guard let colon, colon > start else { return nil }
        var scheme: [UInt8] = []
        scheme.reserveCapacity(colon - start)
        for i in start..<colon {
            let byte = value[i]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                scheme.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(byte | 0x20)
            default:
                // The URL parser drops tabs and line breaks, so `java&#9;script:` is a
                // javascript: URL; other bytes make it no scheme at all, but a scheme that
                // needs hiding is not one a page needs.
                return .hiddenScheme
            }
        }
        guard scheme[0] >= UInt8(ascii: "a") else { return .hiddenScheme }
        let name = String(decoding: scheme, as: UTF8.self)
        switch name {
        case "javascript", "vbscript", "livescript":
            return .scriptURL
        case "data":
            guard allowsDataImages else { return .dataURL }
            var type: [UInt8] = []
            for i in (colon + 1)..<end {
                let byte = value[i]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") { break }
                type.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
            return images.contains(String(decoding: type, as: UTF8.self)) ? nil : .dataURL
        default:
            switch schemes {
            case .only(let allowed):
                return allowed.contains(name) ? nil : .scheme(name)
            case .anyButActive:
                return name == "file" ? .scheme(name) : nil
            }
        }
    }

    /// Nil when every candidate of a `srcset` may stay; else the first that may not (its
    /// byte range in `value`) and why. Candidates are split as the HTML standard's srcset
    /// parser splits them: URLs are runs of non-space, descriptors run to the next comma
    /// outside parentheses.
    static func srcsetProblem(_ value: UnsafeBufferPointer<UInt8>, schemes: HTMLPolicy.Schemes) -> (url: Range<Int>, reason: HTMLFinding.Reason)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
        var i = 0
        while i < value.count {
            while i < value.count, isSpace(value[i]) || value[i] == UInt8(ascii: ",") { i += 1 }
            guard i < value.count else { break }
            let start = i
            while i < value.count, !isSpace(value[i]) { i += 1 }
            var end = i
            if value[end - 1] == UInt8(ascii: ",") {
                while end > start, value[end - 1] == UInt8(ascii: ",") { end -= 1 }
            } else {
                var depth = 0
                while i < value.count {
                    let byte = value[i]
                    i += 1
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")"), depth > 0 { depth -= 1 }
                    if byte == UInt8(ascii: ","), depth == 0 { break }
                }
            }
            if let reason = problem(UnsafeBufferPointer(rebasing: value[start..<end]), schemes: schemes, allowsDataImages: false) {
                return (start..<end, reason)
            }
        }
        return nil
    }
}
