import DocgenSupport
import FoundationEssentials

/// Hands server-sent events to every open live-reload stream. Each stream remembers how many
/// events it has sent and waits for the next; a generation counter makes missed wake-ups harmless.
final class EventHub: @unchecked Sendable {
    private let condition = Condition()
    private var events: [String] = []
    private var closed = false
    // Guarded by `condition`.

    /// Queues `event` with `data` (one line of JSON) for every stream.
    func publish(event: String, data: String) {
        condition.lock()
        events.append("event: \(event)\ndata: \(data)\n\n")
        // Streams only need recent events; keep the list short.
        if events.count > 256 { events.removeFirst(events.count - 256) }
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    private var generation = 0

    /// The position a new stream starts from: only events published after it connects.
    func currentPosition() -> Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    /// The events after `position`, waiting up to `timeout`; nil once the hub is closed.
    func next(after position: Int, timeout: TimeInterval) -> (text: String, position: Int)? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Condition.deadline(after: timeout)
        while generation == position && !closed {
            if !condition.wait(until: deadline) { break }
        }
        if closed { return nil }
        let count = min(generation - position, events.count)
        return (events.suffix(count).joined(), generation)
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
