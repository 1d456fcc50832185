import ClipAnimation

/// A point in scene time (`DispatchTime`): `.now() + 1.5` is 1.5 s of scene time from now.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Seconds of scene time.
    public let seconds: Double
    /// The scene clock now.
    public static func now() -> DispatchTime { DispatchTime(seconds: currentMediaTime()) }
    /// A time `s` seconds later.
    public static func + (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds + s) }
    /// A time an interval later.
    public static func + (t: DispatchTime, i: DispatchTimeInterval) -> DispatchTime { DispatchTime(seconds: t.seconds + i.seconds) }
    /// A time `s` seconds earlier.
    public static func - (t: DispatchTime, s: Double) -> DispatchTime { DispatchTime(seconds: t.seconds - s) }
    /// Earlier first.
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

/// A time interval for `DispatchTime` arithmetic.
public enum DispatchTimeInterval: Hashable, Sendable {
    /// Whole seconds.
    case seconds(Int)
    /// Milliseconds.
    case milliseconds(Int)
    /// Microseconds.
    case microseconds(Int)
    /// Nanoseconds.
    case nanoseconds(Int)
    /// Never.
    case never
    var seconds: Double {
        switch self {
        case .seconds(let s): return Double(s)
        case .milliseconds(let s): return Double(s) / 1e3
        case .microseconds(let s): return Double(s) / 1e6
        case .nanoseconds(let s): return Double(s) / 1e9
        case .never: return .infinity
        }
    }
}

/// The main queue in scene time (`DispatchQueue.main`): `asyncAfter` runs its block at the scene
/// time asked for (so the books' `delay(seconds:)` helpers work), `async` at the end of the current event.
/// (The real Dispatch runs on wall-clock time, which a renderer of frames cannot use.)
public final class DispatchQueue: @unchecked Sendable {
    /// The main queue.
    public static let main = DispatchQueue()
    /// Global queues are the main queue here (scene code runs on one thread per frame).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }
    /// Runs `work` at `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        after(max(0, deadline.seconds - currentMediaTime()), work)
    }
    /// Runs `work` right after the current event.
    public func async(execute work: @escaping () -> Void) { after(0, work) }
    /// Runs `work` now.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// Quality-of-service names (accepted and ignored).
public enum DispatchQoS: Sendable {
    /// Classes.
    public enum QoSClass: Sendable {
        /// Any.
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}
