import DocgenSupport
import Testing

@Suite("Edit distance and the nearest-candidate search")
struct EditDistanceTests {
    /// The textbook full-matrix Levenshtein distance, to compare the banded one against.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return d[a.count][b.count]
    }

    @Test("Known distances, in scripts the guides use")
    func known() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("abc", "") == 3)
        #expect(EditDistance.between("didFinishPurchase", "didFinishPurchase") == 0)
        #expect(EditDistance.between("didFinishPurchase", "didFailPurchase") == 4)
        #expect(EditDistance.between("購入を完了", "購入が完了") == 1)
        #expect(EditDistance.between("购买完成", "购买失败") == 2)
    }

    @Test("The banded distance equals the full matrix within the limit and is nil beyond it")
    func bandedAgreesWithReference() {
        // A fixed generator: the same pairs every run, short and long, alike and unlike.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abAB_1購入").map { $0.unicodeScalars.first! }
        for _ in 0..<2_000 {
            let a = (0..<next(24)).map { _ in alphabet[next(alphabet.count)] }
            var b = a
            for _ in 0..<next(8) {
                switch next(3) {
                case 0 where !b.isEmpty: b.remove(at: next(b.count))
                case 1: b.insert(alphabet[next(alphabet.count)], at: next(b.count + 1))
                default: if !b.isEmpty { b[next(b.count)] = alphabet[next(alphabet.count)] }
                }
            }
            let s = String(String.UnicodeScalarView(a)), t = String(String.UnicodeScalarView(b))
            let expected = Self.reference(a, b)
            #expect(EditDistance.between(s, t) == expected, "\(s) / \(t)")
            let limit = next(10)
            #expect(EditDistance.between(s, t, within: limit) == (expected <= limit ? expected : nil), "\(s) / \(t) within \(limit)")
        }
    }

    @Test("The nearest candidate is the first of equals, measured by the nearest of its names")
    func nearestFirstOfEquals() {
        var search = NearestSearch<Int>(to: "didFinishPurchas")
        search.consider(0, by: "didStartPurchase", "start")
        search.consider(1, by: "flowController(_:didFinishPurchase:)", "didFinishPurchase")
        search.consider(2, by: "didFinishPurchase")
        #expect(search.best?.candidate == 1)
        #expect(search.best?.distance == 1)
        #expect(EditDistance.nearest(to: "setp", among: ["stop", "step", "sept"]) == "stop")
        #expect(EditDistance.nearest(to: "setp", among: ["stop", "step", "setup"]) == "setup")
        #expect(EditDistance.nearest(to: "x", among: []) == nil)
    }

    @Test("A name thousands of characters long spends the budget and stops, with a candidate")
    func longNameStops() {
        let name = "did" + String(repeating: "F7", count: 5_000)
        var search = NearestSearch<Int>(to: name, budget: 100_000)
        var considered = 0
        for index in 0..<10_000 where !search.isSpent {
            search.consider(index, by: "didFinishPurchase\(index)WithResult")
            considered += 1
        }
        #expect(search.isSpent)
        #expect(search.best != nil)
        #expect(considered < 10_000)
    }

    @Test("A spent budget stops the search only once a candidate is found; a far candidate never replaces a near one")
    func budgetAndFarCandidates() {
        var near = NearestSearch<Int>(to: "onAppear", budget: 0)
        near.consider(0, by: "onAppear")
        #expect(near.best?.distance == 0)
        // The budget (0) is spent by the first candidate; a caller stops there.
        #expect(near.isSpent)
        var search = NearestSearch<Int>(to: "onAppear")
        search.consider(0, by: "onAppears")
        search.consider(1, by: String(repeating: "x", count: 100_000))
        #expect(search.best?.candidate == 0)
    }

    @Test("Long texts against long candidates: the nearest is the one the full matrix names")
    func longTextsAgreeWithReference() {
        // Wide bands, where the search first counts the scalars each text lacks.
        let target = String(repeating: "didFinish購入", count: 30)
        let candidates = [String(repeating: "didStart購入", count: 30), String(repeating: "didFinish買入", count: 30),
                          String(repeating: "x", count: 330), String(repeating: "didFinish購入", count: 29) + "didFinish"]
        let distances = candidates.map { Self.reference(Array($0.unicodeScalars), Array(target.unicodeScalars)) }
        var search = NearestSearch<Int>(to: target)
        for (index, candidate) in candidates.enumerated() { search.consider(index, by: candidate) }
        #expect(search.best?.distance == distances.min())
        #expect(search.best?.candidate == distances.firstIndex(of: distances.min()!))
    }
}
