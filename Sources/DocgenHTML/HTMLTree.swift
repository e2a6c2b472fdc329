import CGumbo

/// gumbo's parse of a fragment (in a `<div>`, as `HTMLSanitizer` parses) as plain Swift
/// values: every node in document order, with its parent and depth. For checking what a
/// browser makes of HTML (tests, the fuzz oracle) without seeing gumbo's C types; it parses
/// without `ParseBudget`, so it is for inputs of a known size.
package struct HTMLTree: Sendable {
    package struct Attribute: Sendable, Equatable {
        package var name: String
        package var value: String
        /// `xlink`, `xml`, `xmlns`, or "" (foreign content only).
        package var namespace: String
    }

    package struct Node: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case element, text, comment
        }

        package var kind: Kind
        /// An element's lower-case name; "" for other nodes.
        package var name: String
        /// `html`, `svg` or `math`.
        package var namespace: String
        package var attributes: [Attribute]
        /// Text and comments' text, decoded.
        package var text: String
        /// Index of the parent in `nodes`; nil at the top of the fragment.
        package var parent: Int?
        package var depth: Int

        package func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    package private(set) var nodes: [Node] = []

    package init(fragment html: String) {
        self.init(fragment: Array(html.utf8))
    }

    package init(fragment html: [UInt8]) {
        nodes = html.withUnsafeBufferPointer { bytes in
            GumboFragment.parse(bytes) { roots in Self.flatten(roots) }
        }
    }

    package var elements: [Node] { nodes.filter { $0.kind == .element } }

    /// The indices of the children of `nodes[index]`, or of the top-level nodes for nil.
    package func children(of index: Int?) -> [Int] {
        nodes.indices.filter { nodes[$0].parent == index }
    }

    /// True when `nodes[index]` lies inside an element named `name`.
    package func isInside(_ index: Int, _ name: String) -> Bool {
        var at = nodes[index].parent
        while let i = at {
            if nodes[i].kind == .element && nodes[i].name == name { return true }
            at = nodes[i].parent
        }
        return false
    }

    private static func flatten(_ roots: GumboVector) -> [Node] {
        var nodes: [Node] = []
        var stack: [(children: GumboVector, next: Int, parent: Int?, depth: Int)] = [(roots, 0, nil, 0)]
        while let top = stack.indices.last {
            let (children, next, parent, depth) = stack[top]
            guard next < children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let node = children.node(next)
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = node.pointee.v.element
                var attributes: [Attribute] = []
                for k in 0..<element.attributes.count {
                    let attribute = element.attributes.attribute(k).pointee
                    let namespace = attribute.attr_namespace == GUMBO_ATTR_NAMESPACE_XLINK ? "xlink"
                        : attribute.attr_namespace == GUMBO_ATTR_NAMESPACE_XML ? "xml"
                        : attribute.attr_namespace == GUMBO_ATTR_NAMESPACE_XMLNS ? "xmlns" : ""
                    attributes.append(Attribute(name: String(cString: attribute.name), value: String(cString: attribute.value), namespace: namespace))
                }
                let namespace = element.tag_namespace == GUMBO_NAMESPACE_SVG ? "svg" : element.tag_namespace == GUMBO_NAMESPACE_MATHML ? "math" : "html"
                nodes.append(Node(kind: .element, name: GumboTagNames.name(of: element), namespace: namespace, attributes: attributes,
                                  text: "", parent: parent, depth: depth))
                stack.append((element.children, 0, nodes.count - 1, depth + 1))
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                nodes.append(Node(kind: .text, name: "", namespace: "html", attributes: [], text: String(cString: node.pointee.v.text.text),
                                  parent: parent, depth: depth))
            case GUMBO_NODE_COMMENT:
                nodes.append(Node(kind: .comment, name: "", namespace: "html", attributes: [], text: String(cString: node.pointee.v.text.text),
                                  parent: parent, depth: depth))
            default:
                break
            }
        }
        return nodes
    }
}
