import DocgenSupport
/// Copies that share no storage with the original, for the workers that render pages on every
/// core. A worker retains every value it reads; when all cores retain the same objects (the
/// templates, the sidebar's entries), the atomic counts bounce between the cores' caches, which
/// cost more than copying the values once per worker.
extension String {
    package func privateCopy() -> String {
        let count = utf8.count
        // Up to 15 bytes a String is stored inline and shares nothing.
        guard count > 15 else { return self }
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return count
            }
        }
    }
}

extension Theme {
    package func privateCopy() -> Theme {
        Theme(templates: templates.privateCopy(),
              strings: strings.mapValues { $0.reduce(into: [:]) { $0[$1.key.privateCopy()] = $1.value.privateCopy() } },
              assets: assets)
    }
}

extension TemplateSet {
    package func privateCopy() -> TemplateSet {
        TemplateSet(templates: templates.mapValues { $0.privateCopy() })
    }
}

extension Template {
    package func privateCopy() -> Template {
        Template(name: name, source: source, nodes: Self.privateCopy(nodes))
    }

    private static func privateCopy(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            switch node {
            case .text(let text):
                return .text(text.privateCopy())
            case .output(let path, let location):
                return .output(path: path.map { $0.privateCopy() }, location)
            case .conditional(let path, let negated, let then, let otherwise, let location):
                return .conditional(path: path.map { $0.privateCopy() }, negated: negated,
                                    then: privateCopy(then), otherwise: privateCopy(otherwise), location)
            case .loop(let variable, let path, let body, let location):
                return .loop(variable: variable.privateCopy(), path: path.map { $0.privateCopy() }, body: privateCopy(body), location)
            case .include(let name, let location):
                return .include(name.privateCopy(), location)
            }
        }
    }
}
