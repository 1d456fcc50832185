import ClipEncode
import Foundation

/// Progress on stderr: a live bar per clip on a terminal (redrawn in place, at most 10 times a
/// second), plain periodic lines otherwise (every ~5 s and at the end), nothing when quiet.
package final class ProgressBoard: @unchecked Sendable {
    enum Mode { case off, terminal, lines }

    private struct Row {
        var id: String
        var done = 0
        var total: Int
        var elapsed = 0.0
        var lastLine = -1.0
        var finished: String? = nil
    }

    private let mode: Mode
    private let lock = NSLock()
    private var rows: [Row] = []
    private var drawnRows = 0
    private var lastDraw = -1.0
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    package init(quiet: Bool) {
        mode = quiet ? .off : (isatty(STDERR_FILENO) == 1 ? .terminal : .lines)
        start = clock.now
    }

    private var now: Double { let d = clock.now - start; return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

    func begin(_ id: String, total: Int) {
        guard mode != .off else { return }
        lock.lock(); defer { lock.unlock() }
        rows.append(Row(id: id, total: total))
        redraw(force: true)
    }

    func update(_ id: String, done: Int, total: Int, elapsed: Double) {
        guard mode != .off else { return }
        lock.lock(); defer { lock.unlock() }
        guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[i].done = done; rows[i].total = total; rows[i].elapsed = elapsed
        switch mode {
        case .terminal: redraw(force: done == total)
        case .lines:
            if elapsed - rows[i].lastLine >= 5 {
                rows[i].lastLine = elapsed
                emit(Self.describe(rows[i]))
            }
        case .off: break
        }
    }

    /// Replaces the clip's bar by a final summary line.
    func finish(_ id: String, summary: String) {
        guard mode != .off else { return }
        lock.lock(); defer { lock.unlock() }
        if let i = rows.firstIndex(where: { $0.id == id }) { rows[i].finished = summary }
        if mode == .terminal { redraw(force: true) } else { emit(summary) }
        // Finished rows at the top scroll away for good.
        while mode == .terminal, let first = rows.first, first.finished != nil {
            rows.removeFirst(); drawnRows -= 1
        }
    }

    /// Drops a clip's bar without a summary (its failure is reported as an error line instead).
    func remove(_ id: String) {
        guard mode != .off else { return }
        lock.lock(); defer { lock.unlock() }
        guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
        rows.remove(at: i)
        if mode == .terminal {
            // Clear the bar's line and redraw the rest from where it stood.
            var out = drawnRows > 0 ? "\u{1B}[\(drawnRows)A" : ""
            for r in rows { out += "\r\u{1B}[2K" + (r.finished ?? Self.describe(r)) + "\n" }
            out += "\r\u{1B}[2K"
            drawnRows = rows.count
            StandardStreams.error(out)
        }
    }

    /// Progress is never fatal: a failed write (stderr closed or full) is ignored.
    private func emit(_ s: String) { StandardStreams.error(s + "\n") }

    private func redraw(force: Bool) {
        guard mode == .terminal else { return }
        let t = now
        if !force && t - lastDraw < 0.1 { return }
        lastDraw = t
        var out = drawnRows > 0 ? "\u{1B}[\(drawnRows)A" : ""
        for r in rows { out += "\r\u{1B}[2K" + (r.finished ?? Self.describe(r)) + "\n" }
        drawnRows = rows.count
        StandardStreams.error(out)
    }

    private static func describe(_ r: Row) -> String {
        let frac = r.total > 0 ? Double(r.done) / Double(r.total) : 1
        let width = 24
        let filled = Int((frac * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let fps = r.elapsed > 0 ? Double(r.done) / r.elapsed : 0
        let eta = fps > 0 ? Double(r.total - r.done) / fps : 0
        let name = r.id.count > 24 ? String(r.id.prefix(24)) : r.id.padding(toLength: 24, withPad: " ", startingAt: 0)
        return "\(name) \(bar) \(r.done)/\(r.total) frames  \(String(format: "%5.1f", fps)) fps  ETA \(String(format: "%4.1f", eta)) s"
    }
}
