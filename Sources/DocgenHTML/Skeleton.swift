/// The text gumbo parses for an input and its `MarkupLayout`: the input with each opaque
/// element replaced by an empty element of the same name, and a map from its offsets back to
/// the input's.
struct Skeleton {
    enum Kind: Equatable {
        /// `MarkupLayout.untrusted[region]`.
        case untrusted(region: Int)
        /// The caller's markup, parsed.
        case own
        /// `MarkupLayout.opaque[index]`, parsed as an empty element.
        case opaque(index: Int)
    }

    struct Segment {
        /// Where it starts in the skeleton and in the input.
        var start: Int
        var source: Int
        var kind: Kind
    }

    var bytes: [UInt8] = []
    /// In order, covering the skeleton.
    private(set) var segments: [Segment] = []
    /// The opaque elements kept: their ranges in the input.
    private(set) var opaque: [Range<Int>] = []
    /// The element names of `opaque`.
    private(set) var opaqueNames: [String] = []

    /// Layout ranges that overlap one another, or an opaque name that is not a plain
    /// element name, are the caller's mistake: such an opaque range is parsed as it is, and
    /// ranges outside the input are cut to it.
    init(_ input: UnsafeBufferPointer<UInt8>, layout: MarkupLayout) {
        var regions: [(range: Range<Int>, kind: Kind)] = []
        var end = 0
        for (i, range) in layout.untrusted.enumerated() {
            let range = range.clamped(to: 0..<input.count)
            let lower = max(range.lowerBound, end)
            guard lower < range.upperBound else { continue }
            regions.append((lower..<range.upperBound, .untrusted(region: i)))
            end = range.upperBound
        }
        var merged: [(range: Range<Int>, kind: Kind)] = []
        var names: [String] = []
        var u = 0
        end = 0
        for (range, element) in layout.opaque {
            let range = range.clamped(to: 0..<input.count)
            guard !range.isEmpty, range.lowerBound >= end, Self.isPlainName(element) else { continue }
            while u < regions.count, regions[u].range.lowerBound < range.lowerBound {
                merged.append(regions[u])
                u += 1
            }
            // One that overlaps an untrusted stretch is not the caller's complete element.
            if let last = merged.last, case .untrusted = last.kind, last.range.upperBound > range.lowerBound { continue }
            if u < regions.count, regions[u].range.lowerBound < range.upperBound { continue }
            merged.append((range, .opaque(index: names.count)))
            names.append(element)
            end = range.upperBound
        }
        merged += regions[u...]
        bytes.reserveCapacity(min(input.count, 4096))
        var at = 0
        for (range, kind) in merged {
            if range.lowerBound > at { append(input, at..<range.lowerBound, kind: .own) }
            if case .opaque(let index) = kind {
                let name = names[index]
                segments.append(Segment(start: bytes.count, source: range.lowerBound, kind: kind))
                opaque.append(range)
                opaqueNames.append(name)
                bytes.append(UInt8(ascii: "<"))
                bytes.append(contentsOf: name.utf8)
                bytes.append(UInt8(ascii: ">"))
                if !Self.voidElements.contains(name) {
                    bytes.append(contentsOf: "</".utf8)
                    bytes.append(contentsOf: name.utf8)
                    bytes.append(UInt8(ascii: ">"))
                }
            } else {
                append(input, range, kind: kind)
            }
            at = range.upperBound
        }
        if at < input.count { append(input, at..<input.count, kind: .own) }
    }

    private mutating func append(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, kind: Kind) {
        guard !range.isEmpty else { return }
        segments.append(Segment(start: bytes.count, source: range.lowerBound, kind: kind))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[range]))
    }

    /// The segment holding skeleton offset `offset`.
    func segment(at offset: Int) -> Segment {
        var low = 0, high = segments.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if segments[mid].start <= offset { low = mid } else { high = mid }
        }
        return segments.isEmpty ? Segment(start: 0, source: 0, kind: .own) : segments[low]
    }

    /// The input bytes segment `index` stands for.
    func sourceRange(of index: Int) -> Range<Int> {
        let segment = segments[index]
        if case .opaque(let k) = segment.kind { return opaque[k] }
        let end = index + 1 < segments.count ? segments[index + 1].start : bytes.count
        return segment.source..<(segment.source + end - segment.start)
    }

    /// The input offset of skeleton offset `offset` (an opaque element's start for any offset in it).
    func sourceOffset(_ offset: Int) -> Int {
        let segment = segment(at: offset)
        if case .opaque = segment.kind { return segment.source }
        return segment.source + (offset - segment.start)
    }

    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                                            "source", "track", "wbr", "param", "keygen", "basefont", "bgsound", "frame"]

    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return name.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }
}
