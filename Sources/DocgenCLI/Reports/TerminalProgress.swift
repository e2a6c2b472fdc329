import DocgenBuild
import DocgenSupport
import FoundationEssentials

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
        ProcessCalls.writeStandardError("\r\u{1B}[K")
    }

    private func draw(_ state: State) {
        let count = state.total > 0 ? "  \(state.done)/\(state.total) pages" : ""
        ProcessCalls.writeStandardError("\r\u{1B}[K\(state.phase)\(count)")
    }
}

/// Phase durations on standard error when `DOCGEN_TIMINGS` is set: where a build spends its
/// time, as wall time and the CPU time of every thread (on two cores a phase that keeps both
/// busy shows about twice its wall time).
final class PhaseTimer: BuildProgress {
    private struct Mark { var wall: ContinuousClock.Instant; var cpu: Double }
    private let state = Locked<(phase: String, start: Mark, lines: [String])>(("", Mark(wall: .now, cpu: 0), []))
    private let begun = Mark(wall: .now, cpu: PhaseTimer.cpuSeconds())

    func begin(phase: String, total: Int) {
        let now = Self.now()
        state.withLock { state in
            if !state.phase.isEmpty { state.lines.append(Self.line(state.phase, from: state.start, to: now)) }
            state.phase = phase
            state.start = now
        }
    }

    func advance(by count: Int) {}

    func report() -> String {
        let now = Self.now()
        return state.withLock { state in
            (state.lines + [Self.line(state.phase, from: state.start, to: now), Self.line("total", from: begun, to: now)]).joined(separator: "\n") + "\n"
        }
    }

    private static func now() -> Mark { Mark(wall: .now, cpu: cpuSeconds()) }

    private static func line(_ phase: String, from start: Mark, to end: Mark) -> String {
        let wall = end.wall - start.wall
        let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        return "\(phase): \(NumberText.fixed(seconds * 1000, 1)) ms wall, \(NumberText.fixed((end.cpu - start.cpu) * 1000, 1)) ms CPU"
    }

    private static func cpuSeconds() -> Double {
        ProcessCalls.cpuSeconds
    }
}
