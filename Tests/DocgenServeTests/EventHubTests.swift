@testable import DocgenBuild
@testable import DocgenServe
@testable import DocgenSupport
import Foundation
import Testing

@Suite("Event hub")
struct EventHubTests {
    @Test("A stream waits for the next event until its deadline, and wakes as soon as one comes")
    func waiting() throws {
        let hub = EventHub()
        let start = hub.currentPosition()
        let clock = ContinuousClock()
        let quiet = clock.now
        let none = try #require(hub.next(after: start, timeout: 0.2))
        let waited = clock.now - quiet
        #expect(none.text == "" && none.position == start)
        #expect(waited >= .milliseconds(190) && waited < .seconds(2), "waited \(waited)")

        let woken = clock.now
        // Dispatch's threads, not the test's cooperative pool, which blocked waits can fill.
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            hub.publish(event: "reload", data: "{}")
        }
        let next = try #require(hub.next(after: start, timeout: 10))
        #expect(next.text == "event: reload\ndata: {}\n\n")
        #expect(next.position == start + 1)
        #expect(clock.now - woken < .seconds(5))
    }

    @Test("Closing the hub ends every waiting stream")
    func closing() {
        let hub = EventHub()
        let position = hub.currentPosition()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { hub.close() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(hub.next(after: position, timeout: 30) == nil)
        #expect(clock.now - start < .seconds(5))
    }
}
