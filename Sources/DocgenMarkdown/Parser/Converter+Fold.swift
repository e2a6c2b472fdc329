import DocgenSupport

/// Folding markers back into the tree: the blocks between an admonition's markers into an
/// `.admonition`, those between an MDX element's opening and closing tags into a `.component`
/// (and the inlines between them into an inline component), with one stack so that
/// admonitions and components nest in each other. Tags are matched here, not in the scanner,
/// because only here are their containers known: an element opened in a list item must close
/// in it, one opened in a paragraph must close before the paragraph ends, as in MDX.
extension Converter {
    private enum Frame {
        case admonition(AdmonitionMarkers.Opening)
        case component(MDXTag)
    }

    /// The `too-deep` message; an MDX page's components count as well.
    var tooDeepMessage: String {
        "Markdown nested more than \(MarkdownParser.maxNesting) levels deep (admonitions, \(mdx == nil ? "" : "components, ")block quotes, lists, emphasis, links and images count together); docgen stops here"
    }

    /// Folds a list of sibling blocks.
    mutating func fold(_ blocks: [Block]) -> [Block] {
        guard !markers.openings.isEmpty || !markers.closeLines.isEmpty || mdx != nil else { return blocks }
        var stack: [(frame: Frame, blocks: [Block])] = []
        var top: [Block] = []
        var droppedAdmonitions = 0
        var droppedComponents = 0
        func append(_ block: Block) {
            if stack.isEmpty { top.append(block) } else { stack[stack.count - 1].blocks.append(block) }
        }
        func close(_ frame: Frame, _ inner: [Block]) {
            switch frame {
            case .admonition(let opening):
                append(.admonition(Admonition(kind: opening.kind, title: opening.title, blocks: inner, location: opening.location, attributes: opening.attributes)))
            case .component(let tag):
                append(.component(Component(name: tag.name, attributes: tag.attributes, children: inner,
                                            location: tag.location, isSelfClosing: false)))
            }
        }
        for block in blocks {
            guard case .html(let html, let loc) = block else {
                append(block)
                continue
            }
            if let index = AdmonitionMarkers.openingIndex(html), index < markers.openings.count {
                let opening = markers.openings[index]
                if !MarkdownParser.admonitionKinds.contains(opening.kind) {
                    problems.append(MarkdownProblem(
                        kind: .unknownAdmonitionKind, location: opening.location,
                        message: "unknown admonition ':::\(opening.kind)'; use one of \(MarkdownParser.admonitionKinds.sorted().joined(separator: ", "))"))
                }
                if depth + stack.count >= MarkdownParser.maxNesting {
                    // Past the limit: report once; this opening and its close are dropped.
                    reportTooDeep(at: opening.location)
                    droppedAdmonitions += 1
                    continue
                }
                stack.append((.admonition(opening), []))
            } else if let fence = AdmonitionMarkers.closingFence(html) {
                let innermost = stack.lastIndex(where: { if case .admonition = $0.frame { return true } else { return false } })
                if droppedAdmonitions > 0 {
                    droppedAdmonitions -= 1
                } else if let i = innermost, case .admonition(let opening) = stack[i].frame, opening.fence > fence {
                    // Fewer colons than the admonition opened with: no close (remark-directive
                    // reads it as text), so `::::note` can hold a `:::tip` … `:::` of its own.
                    append(.paragraph([.text(String(repeating: ":", count: fence))], loc))
                } else if let i = innermost {
                    // Elements opened inside the admonition end with it.
                    while stack.count > i + 1 {
                        let (frame, inner) = stack.removeLast()
                        if case .component(let tag) = frame { reportUnclosed(tag, before: "the end of its admonition (':::' on line \(loc.line))") }
                        close(frame, inner)
                    }
                    let (frame, inner) = stack.removeLast()
                    close(frame, inner)
                } else {
                    unmatchedCloses.append(loc.line)
                }
            } else if let mdx {
                if let group = MDXConversion.flowGroup(html) ?? MDXConversion.textGroup(html), group < mdx.groups.count {
                    for event in mdx.groups[group].events {
                        switch event {
                        case .tag(let tag):
                            switch tag.kind {
                            case .opening:
                                if depth + stack.count >= MarkdownParser.maxNesting {
                                    reportTooDeep(at: tag.location)
                                    droppedComponents += 1
                                } else {
                                    stack.append((.component(tag), []))
                                }
                            case .selfClosing:
                                append(.component(Component(name: tag.name, attributes: tag.attributes, children: [],
                                                            location: tag.location, isSelfClosing: true)))
                            case .closing:
                                if droppedComponents > 0 {
                                    droppedComponents -= 1
                                    continue
                                }
                                // The innermost element of that name, not past an admonition.
                                var match: Int?
                                for i in stack.indices.reversed() {
                                    if case .component(let open) = stack[i].frame {
                                        if open.name == tag.name { match = i; break }
                                    } else {
                                        break
                                    }
                                }
                                if let match {
                                    while stack.count > match + 1 {
                                        let (frame, inner) = stack.removeLast()
                                        if case .component(let open) = frame { reportUnclosed(open, before: "'\(tag.written)' at \(tag.location)") }
                                        close(frame, inner)
                                    }
                                    let (frame, inner) = stack.removeLast()
                                    close(frame, inner)
                                } else {
                                    reportUnmatched(tag, innermost: stack.last.flatMap { if case .component(let open) = $0.frame { open } else { nil } })
                                }
                            }
                        case .text(let text, let at):
                            append(.paragraph([.text(text)], at))
                        case .nothing:
                            break
                        }
                    }
                } else if MDXConversion.isMarker(html) || Self.isDocgenComment(html) {
                    // A later line of a construct stands for nothing; docgen's own comments stay.
                    if !MDXConversion.isMarker(html) { append(block) }
                } else {
                    // MDX has no raw HTML: what cmark still read as HTML is shown as text, with
                    // any marker it swallowed put back as its source.
                    let text = mdx.restoringSource(in: html)
                    append(.paragraph([.text(text.hasSuffix("\n") ? String(text.dropLast()) : text)], loc))
                }
            } else {
                append(block)
            }
        }
        while let (frame, inner) = stack.popLast() {
            switch frame {
            case .admonition(let opening):
                let colons = String(repeating: ":", count: opening.fence)
                problems.append(MarkdownProblem(
                    kind: .unclosedAdmonition, location: opening.location,
                    message: "'\(colons)\(opening.kind)' is never closed; end it with a line '\(colons)'"))
            case .component(let tag):
                reportUnclosed(tag, before: "the end of its container (the page, a list item, a block quote or an admonition)")
            }
            close(frame, inner)
        }
        return top
    }

    /// Folds the inlines of one container (a paragraph, a heading, a cell, emphasis, a link…):
    /// an inline element must close inside the container it opened in. Asked only of lists
    /// with an inline that `mayHoldMarker`: the others (most of a page) change nothing, and
    /// binding the conversion copies it.
    mutating func foldInlines(_ inlines: [Inline], in container: String) -> [Inline] {
        guard let mdx else { return inlines }
        var stack: [(tag: MDXTag, children: [Inline])] = []
        var top: [Inline] = []
        var dropped = 0
        func append(_ inline: Inline) {
            if stack.isEmpty { top.append(inline) } else { stack[stack.count - 1].children.append(inline) }
        }
        func close(_ tag: MDXTag, _ children: [Inline]) {
            append(.component(InlineComponent(name: tag.name, attributes: tag.attributes, children: children,
                                              location: tag.location, isSelfClosing: false)))
        }
        for inline in inlines {
            switch inline {
            case .html(let html, _):
                guard let group = MDXConversion.textGroup(html) ?? MDXConversion.flowGroup(html), group < mdx.groups.count else {
                    if Self.isDocgenComment(html) { append(inline) } else if !MDXConversion.isMarker(html) { append(.text(mdx.restoringSource(in: html))) }
                    continue
                }
                for event in mdx.groups[group].events {
                    switch event {
                    case .tag(let tag):
                        switch tag.kind {
                        case .opening:
                            if depth + stack.count >= MarkdownParser.maxNesting {
                                reportTooDeep(at: tag.location)
                                dropped += 1
                            } else {
                                stack.append((tag, []))
                            }
                        case .selfClosing:
                            append(.component(InlineComponent(name: tag.name, attributes: tag.attributes, children: [],
                                                              location: tag.location, isSelfClosing: true)))
                        case .closing:
                            if dropped > 0 {
                                dropped -= 1
                                continue
                            }
                            if let match = stack.lastIndex(where: { $0.tag.name == tag.name }) {
                                while stack.count > match + 1 {
                                    let (open, children) = stack.removeLast()
                                    reportUnclosed(open, before: "'\(tag.written)' at \(tag.location)")
                                    close(open, children)
                                }
                                let (open, children) = stack.removeLast()
                                close(open, children)
                            } else {
                                reportUnmatched(tag, innermost: stack.last?.tag)
                            }
                        }
                    case .text(let text, _):
                        append(.text(text))
                    case .nothing:
                        break
                    }
                }
            case .code(let code):
                append(.code(mdx.restoringSource(in: code)))
            default:
                append(inline)
            }
        }
        while let (tag, children) = stack.popLast() {
            reportUnclosed(tag, before: "the end of its \(container)")
            close(tag, children)
        }
        return top
    }

    /// Whether the conversion may have put a marker in `inline`: HTML, or a code span that
    /// holds one where the scanner and cmark disagree on where it ends.
    static func mayHoldMarker(_ inline: Inline) -> Bool {
        switch inline {
        case .html, .code: true
        default: false
        }
    }

    private mutating func reportTooDeep(at location: SourceLocation) {
        guard !tooDeep else { return }
        tooDeep = true
        problems.append(MarkdownProblem(kind: .tooDeep, location: location, message: tooDeepMessage))
    }

    private mutating func reportUnclosed(_ tag: MDXTag, before end: String) {
        problems.append(MarkdownProblem(
            kind: .unclosedTag, location: tag.location,
            message: "'\(tag.written)' is never closed: write '</\(tag.name)>' before \(end)\(tag.name.first?.isLowercase == true ? " (or '<\(tag.name) />')" : "")"))
    }

    private mutating func reportUnmatched(_ tag: MDXTag, innermost: MDXTag?) {
        if let innermost {
            problems.append(MarkdownProblem(
                kind: .mismatchedClosingTag, location: tag.location,
                message: "'\(tag.written)' does not close '\(innermost.written)' (at \(innermost.location)), the innermost open element"))
        } else {
            problems.append(MarkdownProblem(
                kind: .strayClosingTag, location: tag.location,
                message: "'\(tag.written)' closes no open element here (elements close in the container they open in: a paragraph, a list item, an admonition)"))
        }
    }

    /// `<!-- docgen:symbol X -->` and the like: docgen's own comments, which stay HTML.
    static func isDocgenComment(_ html: String) -> Bool {
        let html = html.drop(while: { $0 == " " || $0 == "\t" })
        guard html.hasPrefix("<!--"), !MDXConversion.isMarker(String(html)), !html.hasPrefix("<!--docgen:admonition") else { return false }
        return html.dropFirst(4).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix("docgen:")
    }
}
