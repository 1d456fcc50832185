import CJavaScriptCore
import Foundation
import Synchronization

/// The expressions of one document and the JavaScriptCore contexts that run them. A frame takes an
/// engine from the pool for its whole evaluation (one engine per rendering thread at a time; the
/// pool grows to the number of threads rendering at once) and gives it back: engines are never
/// shared by two threads at once, and hold no state that one frame leaves for the next.
final class ExpressionRuntime: Sendable {
    /// Longest one evaluation may run: seconds of CPU time of the thread evaluating it (expressions
    /// it reads included), checked by JavaScriptCore's watchdog every `watchdogTick` seconds. CPU time,
    /// not wall time, so a busy machine does not stop an expression that an idle one finishes; a
    /// slower CPU still does (an expression close to the limit may be stopped on one machine only).
    static let timeLimit = 0.25
    /// Most JavaScript heap one engine (a document's, per rendering thread) may hold, bytes:
    /// JavaScriptCore's heap capacity plus the memory its objects hold outside it (typed arrays,
    /// long strings), checked at each watchdog tick. An expression that passes it is stopped like a
    /// time-out, and the heap is collected.
    static let heapLimit = 128 << 20
    /// How often the watchdog looks at the time and the heap (seconds).
    static let watchdogTick = 0.01
    let table: ExpressionTable
    let metadata: String
    private let pool = Mutex<[JSEngine]>([])
    /// First failure of each expression (id → message), reported once as a warning.
    private let failures = Mutex<[Int: String]>([:])
    /// Expressions stopped by the time limit: not run again (a time-out depends on the machine).
    private let timedOut = Mutex<Set<Int>>([])

    init(table: ExpressionTable) {
        self.table = table
        self.metadata = table.metadataJSON()
    }

    /// Runs `body` with an expression session current on this thread.
    func withSession<T>(_ body: () throws -> T) rethrows -> T { try session(budget: .infinity, body).result }

    /// Runs `body` with an expression session current on this thread. When its expressions take
    /// more than `budget` CPU seconds together, the rest get their static values and this throws
    /// once `body` is done: a document over the budget is refused, not rendered slowly.
    func withSession<T>(budget: Double, _ body: () throws -> T) throws -> T {
        let (result, session) = try session(budget: budget, body)
        if session.overBudget {
            throw LottieError(
                path: "", "expressions took more than \(budget) s of CPU time in one frame (\(session.evaluations) evaluations)")
        }
        return result
    }

    private func session<T>(budget: Double, _ body: () throws -> T) rethrows -> (result: T, session: ExpressionSession) {
        let engine = pool.withLock { $0.popLast() } ?? JSEngine(runtime: self)
        // The engine points at the session while it runs, and the session at this runtime: drop
        // that link before the engine goes back to the pool, or runtime → pool → engine →
        // session → runtime is a cycle and no document with expressions is ever freed (the fuzzer
        // found it: ~4 MB a document).
        defer {
            engine.session = nil
            pool.withLock { $0.append(engine) }
        }
        let session = ExpressionSession(runtime: self, engine: engine, skipped: timedOut.withLock { $0 }, budget: budget)
        return (try ExpressionSession.$current.withValue(session) { try body() }, session)
    }

    /// The expressions stopped by the time limit, which later frames do not run again.
    var stoppedForGood: Set<Int> { timedOut.withLock { $0 } }

    func recordFailure(_ id: Int, _ message: String, timedOut stop: Bool) {
        failures.withLock { if $0[id] == nil { $0[id] = message } }
        if stop { _ = timedOut.withLock { $0.insert(id) } }
    }

    /// One line per failing expression (JSON path and reason), in path order.
    func warnings() -> [String] {
        let f = failures.withLock { $0 }
        let lines = f.map { "\(table.expressions[$0.key].path): expression failed (\($0.value)); static value used" }
        return table.refused + lines.sorted()
    }
}
