import DocgenSwift
import Foundation
import Testing

/// The guard in front of SwiftParser: the shapes it takes more than linear time on are
/// refused, fast; real code of every kind the guides and SDKs hold is parsed.
@Suite("Swift parse guard")
struct SwiftParseGuardTests {
    @Test("Deep brackets, attributes that start no declaration and deep parentheses are refused, where they pass the limit")
    func refused() {
        let shapes: [(String, String)] = [
            (String(repeating: "[", count: 13) + String(repeating: "]", count: 13), "brackets nest deeper than 12 levels"),
            (Array(repeating: "@A otc()", count: 2_000).joined(separator: " "), "more than 16 attributes start no declaration"),
            (Array(repeating: "@A 1", count: 17).joined(separator: "\n"), "more than 16 attributes start no declaration"),
            ("@A otc" + String(repeating: "( otc", count: 800), "parentheses nest deeper than 32 levels"),
            // The sourcemodel fuzzer's third timeout: nameless attributes before brackets, 15 s for 225 bytes.
            ("pub" + String(repeating: "@", count: 76) + String(repeating: "[", count: 12), "more than 16 attributes start no declaration"),
        ]
        for (code, reason) in shapes {
            let clock = ContinuousClock()
            let start = clock.now
            #expect(SwiftParseGuard.refusal(of: Array(code.utf8))?.reason == reason)
            // Before the guard, the two middle shapes took a minute and 1.3 s to parse.
            #expect(clock.now - start < .seconds(1))
        }
        #expect(SwiftParseGuard.refusal(of: Array((Array(repeating: "@A 1", count: 17).joined(separator: "\n")).utf8))?.offset
            == 16 * 5)  // at the 17th attribute
    }

    @Test("Real code is never refused: declaration, type, parameter, closure and statement attributes, nesting in strings and comments")
    func realCode() {
        let real = """
        @preconcurrency import UIKit
        @testable import Courier
        @available(iOS 15, *) @MainActor
        public final class Player: NSObject, @unchecked Sendable, @retroactive Identifiable {
            @Published public private(set) var state: State = .idle
            @Environment(\\.dismiss) private var dismiss
            @objc(playWithItem:) public func play(_ item: Item) {}
            @objc optional func didFinish()
            @discardableResult @inlinable
            public func load(completion: @escaping @Sendable (Result<Int, Error>) -> Void) -> Self { self }
            init(@ViewBuilder content: () -> Content) { Task { @MainActor in run() }; _ = { @Sendable (x: Int) in x } }
            @attached(member, names: named(id)) public macro Identified() = #externalMacro(module: "M", type: "T")
            func f(_ e: E) { switch e { case .a: break; @unknown default: break } }
            let deep = "((((((((((((((((((((((((((((((((((((((((@A x @B y @C z"
            // [[[[[[[[[[[[[[[[[[[[ @A x @A x @A x @A x
            /* ((((((((((((((((((((((((((((((((((((( /* nested */ @A @A @A @A @A @A @A @A @A @A @A @A @A @A @A @A @A x */
            let f: @MainActor () -> Void = {}
            let g: (@escaping () -> Void) -> Void = { _ in }
            let nested = max(0, min(10, abs(Int(Double(x.count) * 2.0))))
        }
        """
        #expect(SwiftParseGuard.refusal(of: Array(real.utf8)) == nil)
        // Sixteen mistakes in a sample being written are still parsed (and reported by the sample rules).
        #expect(!SwiftParseGuard.refuses(Array(repeating: "@A otc()", count: 16).joined(separator: "\n")))
        #expect(!SwiftParseGuard.refuses("let mail = \"a@b.c\" // @ @ @ @ @ @ @ @ @ @ @ @ @ @ @ @ @ @\n@objc func f() {}"))
    }
}
