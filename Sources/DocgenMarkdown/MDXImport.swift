import DocgenSupport

/// One ESM `import` statement of an MDX page: `import Tabs from '@theme/Tabs';`,
/// `import {Tabs, TabItem as Item} from '@astrojs/starlight/components';`,
/// `import Intro from './_intro.mdx';`. Recorded, never rendered.
public struct MDXImport: Sendable, Equatable {
    /// One binding of `{…}`: `TabItem as Item` is imported `TabItem`, local `Item`.
    public struct Binding: Sendable, Equatable {
        public var imported: String
        public var local: String

        public init(imported: String, local: String) {
            self.imported = imported
            self.local = local
        }
    }

    /// `Tabs` in `import Tabs from …`.
    public var defaultName: String?
    /// `ns` in `import * as ns from …`.
    public var namespaceName: String?
    /// The `{…}` bindings, in order.
    public var bindings: [Binding]
    /// The module specifier, unquoted: `@theme/Tabs`, `./_intro.mdx`.
    public var specifier: String
    /// Where the `import` keyword is.
    public var location: SourceLocation

    public init(defaultName: String? = nil, namespaceName: String? = nil, bindings: [Binding] = [],
                specifier: String, location: SourceLocation) {
        self.defaultName = defaultName
        self.namespaceName = namespaceName
        self.bindings = bindings
        self.specifier = specifier
        self.location = location
    }

    /// Every name the statement brings into scope (default, namespace, then bindings' locals).
    public var localNames: [String] {
        [defaultName, namespaceName].compactMap { $0 } + bindings.map(\.local)
    }
}
