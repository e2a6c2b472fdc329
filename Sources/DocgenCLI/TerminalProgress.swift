import DocgenCore
import Foundation

/// Progress on a terminal: one line on standard error rewritten in place
/// (`render  1834/3000`), cleared when the build ends.
final class TerminalProgress: BuildProgress {
    private struct State {
        var phase = ""
        var total = 0
        var done = 0
        var lastDrawn = ContinuousClock.now
    }

    private let state = Locked(State())

    func begin(phase: String, total: Int) {
        state.withLock {
            $0.phase = phase
            $0.total = total
            $0.done = 0
            draw($0)
        }
    }

    func advance(by count: Int) {
        state.withLock {
            $0.done += count
            // Redrawing on every page would cost more than the page.
            let now = ContinuousClock.now
            if now - $0.lastDrawn > .milliseconds(50) || $0.done == $0.total {
                $0.lastDrawn = now
                draw($0)
            }
        }
    }

    func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    private func draw(_ state: State) {
        let count = state.total > 0 ? "  \(state.done)/\(state.total) pages" : ""
        FileHandle.standardError.write(Data("\r\u{1B}[K\(state.phase)\(count)".utf8))
    }
}

/// Phase durations on standard error when `DOCGEN_TIMINGS` is set: where a build spends its time.
final class PhaseTimer: BuildProgress {
    private let state = Locked<(phase: String, start: ContinuousClock.Instant, lines: [String])>(("", .now, []))
    private let begun = ContinuousClock.now

    func begin(phase: String, total: Int) {
        state.withLock { state in
            if !state.phase.isEmpty { state.lines.append("\(state.phase): \(ContinuousClock.now - state.start)") }
            state.phase = phase
            state.start = .now
        }
    }

    func advance(by count: Int) {}

    func report() -> String {
        state.withLock { state in
            (state.lines + ["\(state.phase): \(ContinuousClock.now - state.start)", "total: \(ContinuousClock.now - begun)"]).joined(separator: "\n") + "\n"
        }
    }
}
