// Fuzz target: a rebuild's read-back of the last search index (WrittenDictionary, the postings
// scan and splice, the chunk cutter), which trusts nothing it reads from the output folder.
//
// Input: `<selector byte><chunk file>[NUL<second chunk file>]`. The files are the chunks of a
// locale of three pages (one, two and one sections) whose head is well formed; the selector
// picks what page 1 becomes (the same section count, one more, or one fewer), so both the
// scan of an edit within a page and the splice that moves every later section run.
//
// Invariants: the rebuild never crashes or hangs, whatever the chunks hold; when it reads them
// back it writes a head. When the chunks are ones a build could have written (lines of terms in
// UTF-16 order, each with postings that `appendGrouped` writes back byte for byte, of the
// locale's four sections), a second rebuild from the first one's output with the same edit
// reads it back and changes no chunk: its output is a fixed point.
@testable import DocgenSearch
@testable import DocgenSupport
import Foundation

// One process, one thread: the analyzer (and its memo) serves every input.
nonisolated(unsafe) private let analyzer = SearchAnalyzer(locale: "en")

private func document(_ sections: Int) -> SearchDocument {
    SearchDocument(title: "Fuzz page", sections: (0..<sections).map { i in
        .init(heading: i == 0 ? "" : "Part \(i)", anchor: i == 0 ? "" : "part-\(i)", text: "restore purchases quokka \(i)")
    }, analyzer: analyzer)
}

/// Whether `chunk` is a chunk a build could write: each line `term SP postings NL`, terms in
/// UTF-16 order, postings that encode back to themselves and name one of four sections.
private func isWritable(_ chunk: ArraySlice<UInt8>) -> Bool {
    let bytes = Array(chunk)
    guard bytes.last == 0x0A, !bytes.contains(UInt8(ascii: "~")) else { return false }
    var previous: [UInt8]?
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")), space > line.startIndex else { return false }
        let term = Array(line[..<space]), postings = Array(line[(space + 1)...])
        let ordered = previous.map { p in
            p.withUnsafeBufferPointer { a in term.withUnsafeBufferPointer { b in SearchIndexWriter.precedesInUTF16(a[...], b[...]) } }
        } ?? true
        guard ordered, let entries = postings.withUnsafeBufferPointer(SearchPostings.decodeGrouped),
              entries.allSatisfy({ $0 & LocaleIndex.sectionMask < 4 }), zip(entries, entries.dropFirst()).allSatisfy({ $0 < $1 }) else { return false }
        var again: [UInt8] = []
        SearchPostings.appendGrouped(entries, to: &again)
        guard again == postings else { return false }
        previous = term
    }
    return true
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let sections = [2, 3, 1][Int(data[0]) % 3]
    let files = Array(UnsafeBufferPointer(start: data + 1, count: size - 1)).split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    // The head names the chunks; its section counts are what the pages had.
    let names = files.indices.map { "c\($0)" }
    var head = Array("{\"v\":\(SearchIndex.version),\"locale\":\"en\",\"pages\":3,\"sections\":4,\"fragments\":\(SearchIndex.fragmentPages),\"counts\":\"121\",\"chunks\":[".utf8)
    head += names.enumerated().map { i, name in "[\"\(i == 0 ? "" : "m")\",\"\(name)\"]" }.joined(separator: ",").utf8
    head += Array("]}\n".utf8)
    var output: [String: [UInt8]] = ["en/\(SearchIndex.fileName)": head]
    for (name, bytes) in zip(names, files) { output["en/\(SearchIndex.folderName)/t/\(name).txt"] = Array(bytes) }
    // The fragment files of the three pages, as a build writes them.
    let fragment = SearchIndexWriter.fragment(document(2), url: "en/p/")
    for file in 0...(2 / SearchIndex.fragmentPages) {
        let count = min(SearchIndex.fragmentPages, 3 - file * SearchIndex.fragmentPages)
        let written = SearchIndexWriter.fragments(locale: "en", file: file, Array(repeating: fragment, count: count))
        output[written.path] = written.bytes
    }
    let changed = [1: (document: document(sections), url: "en/p1/")]
    guard let result = SearchIndexWriter.rebuild(locale: "en", pageCount: 3, changed: changed, read: { output[$0] }) else { return 0 }
    var rebuilt = output
    for path in result.remove { rebuilt[path] = nil }
    for file in result.write { rebuilt[file.path] = file.bytes }
    guard rebuilt["en/\(SearchIndex.fileName)"] != nil else { fatalError("the rebuild wrote no head") }
    guard files.allSatisfy(isWritable) else { return 0 }
    // Its own output read back with the same edit changes no chunk.
    guard let again = SearchIndexWriter.rebuild(locale: "en", pageCount: 3, changed: changed, read: { rebuilt[$0] }) else {
        fatalError("the rebuild cannot read back what it wrote")
    }
    let chunksWritten = again.write.filter { $0.path.contains("/t/") && rebuilt[$0.path] != $0.bytes }
    if !chunksWritten.isEmpty || !again.remove.isEmpty {
        fatalError("a second rebuild with the same edit changed \(chunksWritten.map(\.path)) and removed \(again.remove)")
    }
    return 0
}
