import CJavaScriptCore
import ClipGeometry
import Foundation

/// The expression evaluation running on this thread (set by `ExpressionRuntime.withSession`).
final class ExpressionSession: @unchecked Sendable {
    /// The session of the frame being built on this thread, if its document has expressions.
    @TaskLocal static var current: ExpressionSession?
    let runtime: ExpressionRuntime
    let engine: JSEngine
    /// Expressions being evaluated (a property that reaches itself gets its static value).
    var stack: [Int] = []
    let skipped: Set<Int>
    /// Results already computed in this frame, by expression and frame (a property read several
    /// times, or through other expressions, runs once: the frame is built in one session).
    private var values: [Key: [Double]] = [:]
    private var paths: [Key: BezierShape] = [:]

    struct Key: Hashable {
        var id: Int
        var frame: UInt64
    }

    /// CPU seconds the session's expressions may take together.
    let budget: Double
    /// CPU seconds spent in the session's expressions so far.
    private var spent = 0.0
    /// Expressions run in this session.
    private(set) var evaluations = 0
    /// True once `spent` passed `budget`: every later expression gets its static value.
    var overBudget: Bool { spent > budget }

    init(runtime: ExpressionRuntime, engine: JSEngine, skipped: Set<Int>, budget: Double = .infinity) {
        self.runtime = runtime; self.engine = engine; self.skipped = skipped; self.budget = budget
    }

    /// Runs one outermost expression evaluation, counting its CPU time against the budget
    /// (nested ones are inside their caller's time).
    private func timed<T>(_ run: () -> T) -> T {
        guard stack.count == 1 else { return run() }
        let start = JSEngine.threadCPUTime()
        defer {
            spent += JSEngine.threadCPUTime() - start
            evaluations += 1
        }
        return run()
    }

    /// The value of expression `id` at `frame` (in its composition's frames); the static value
    /// when it throws, times out, returns the wrong type, or reaches itself.
    func evaluate(_ id: Int, base: Animated<[Double]>, frame: Double) -> [Double] {
        let key = Key(id: id, frame: frame.bitPattern)
        if let v = values[key] { return v }
        let fallback = base.staticValue(at: frame)
        guard !overBudget, !stack.contains(id), stack.count < 16, !skipped.contains(id), id < runtime.table.expressions.count else {
            return fallback
        }
        stack.append(id)
        defer { stack.removeLast() }
        engine.session = self
        var result = fallback
        switch timed({ engine.run(id, time: frame / runtime.table.frameRate, value: fallback) }) {
        case .success(let v):
            if let r = Self.coerce(v, like: fallback) {
                result = r
            } else {
                runtime.recordFailure(id, "result has \(v.count) values, the property \(fallback.count)", timedOut: false)
            }
        case .failure(let e):
            runtime.recordFailure(id, e.message, timedOut: e.timedOut)
        }
        values[key] = result
        return result
    }

    /// The path of expression `id` at `frame`; the static path when the expression fails or
    /// returns something else than a path (`createPath(…)` or a path property).
    func evaluateShape(_ id: Int, base: Animated<BezierShape>, frame: Double) -> BezierShape {
        let key = Key(id: id, frame: frame.bitPattern)
        if let p = paths[key] { return p }
        let fallback = base.value(at: frame)
        guard !overBudget, !stack.contains(id), stack.count < 16, !skipped.contains(id), id < runtime.table.expressions.count else {
            return fallback
        }
        stack.append(id)
        defer { stack.removeLast() }
        engine.session = self
        var result = fallback
        switch timed({ engine.run(id, time: frame / runtime.table.frameRate, value: []) }) {
        case .success(let v):
            if let s = Self.path(v) {
                result = s
            } else {
                runtime.recordFailure(id, "result is not a path", timedOut: false)
            }
        case .failure(let e):
            runtime.recordFailure(id, e.message, timedOut: e.timedOut)
        }
        paths[key] = result
        return result
    }

    /// A path from `[closed, n, x y × n vertices, × n in points, × n out points]` (absolute).
    static func path(_ v: [Double]) -> BezierShape? {
        guard v.count >= 2, v.allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else { return nil }
        let n = Int(v[1])
        guard n >= 0, Double(n) == v[1], v.count == 2 + 6 * n else { return nil }
        func points(_ k: Int) -> [Point] { (0..<n).map { Point(v[2 + 2 * (k * n + $0)], v[3 + 2 * (k * n + $0)]) } }
        return BezierShape(closed: v[0] != 0, vertices: points(0), inPoints: points(1), outPoints: points(2))
    }

    /// The result as the property's value: as many numbers as the static value (lottie-web keeps
    /// the static component where the result is shorter), every one finite; nil when unusable.
    static func coerce(_ v: [Double], like fallback: [Double]) -> [Double]? {
        guard !v.isEmpty, v.allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else { return nil }
        if fallback.isEmpty { return v }
        if v.count == 1 && fallback.count > 1 { return nil }
        var out = fallback
        for i in 0..<min(v.count, out.count) { out[i] = v[i] }
        return out
    }
}

/// Why an evaluation failed.
struct ExpressionFailure: Error {
    var message: String
    var timedOut: Bool
}
