import ClipGeometry
import ClipRaster

/// UIGestureRecognizer state as delivered to handlers.
public enum GestureState: String, Sendable, Hashable { case began, changed, ended }
/// Screen edge of an edge pan.
public enum ScreenEdge: String, Sendable, Hashable { case left, right, top, bottom }

/// A pan (or edge pan) callback: UIPanGestureRecognizer's location, translationInView and
/// velocityInView (points per second).
public struct PanGesture: Sendable, Hashable {
    public var state: GestureState
    public var location: Point
    public var startLocation: Point
    public var translation: Point
    public var velocity: Point
    public var edge: ScreenEdge?
    /// Script time of this callback.
    public var time: Double
}
/// A scroll-view pull: contentOffset.y (negative when pulled down) and its velocity.
public struct ScrollGesture: Sendable, Hashable {
    public var state: GestureState
    public var offset: Double
    public var velocity: Double
    public var time: Double
}
/// A UISlider value change.
public struct SliderGesture: Sendable, Hashable {
    public var state: GestureState
    public var value: Double
    public var time: Double
}

/// A deterministic gesture script (Kitten Yang §7): timed taps, pans, edge pans, scroll pulls
/// and slider drags. Paths are functions of absolute scene time.
public struct InteractionScript: Sendable {
    public enum Event: Sendable {
        case tap(at: Double, point: Point)
        case pan(from: Double, to: Double, path: @Sendable (Double) -> Point)
        case edgePan(from: Double, to: Double, edge: ScreenEdge, path: @Sendable (Double) -> Point)
        case scrollPull(from: Double, to: Double, offset: @Sendable (Double) -> Double)
        case slider(from: Double, to: Double, value: @Sendable (Double) -> Double)
    }
    public var events: [Event]
    public init(_ events: [Event] = []) { self.events = events }

    /// A straight pan from `a` to `b` over [t0, t1] with an easing curve (default linear).
    public static func pan(from t0: Double, to t1: Double, start a: Point, end b: Point, easing: TimingFunction = .linear) -> Event {
        .pan(from: t0, to: t1, path: { t in a.lerp(to: b, easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1)) })
    }
    public static func edgePan(from t0: Double, to t1: Double, edge: ScreenEdge, start a: Point, end b: Point,
                               easing: TimingFunction = .linear) -> Event {
        .edgePan(from: t0, to: t1, edge: edge, path: { t in a.lerp(to: b, easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1)) })
    }
    public static func slider(from t0: Double, to t1: Double, start a: Double, end b: Double, easing: TimingFunction = .linear) -> Event {
        .slider(from: t0, to: t1, value: { t in a + (b - a) * easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1) })
    }
    public static func scrollPull(from t0: Double, to t1: Double, start a: Double, end b: Double, easing: TimingFunction = .linear) -> Event {
        .scrollPull(from: t0, to: t1, offset: { t in a + (b - a) * easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1) })
    }

    /// Finger position (for the overlay) at time t, if a finger is down; taps in progress with
    /// their age.
    public func touches(at t: Double) -> (fingers: [Point], taps: [(Point, Double)]) {
        var fingers: [Point] = [], taps: [(Point, Double)] = []
        for e in events {
            switch e {
            case .tap(let at, let p): if t >= at && t < at + 0.6 { taps.append((p, t - at)) }
            case .pan(let a, let b, let path), .edgePan(let a, let b, _, let path):
                if t >= a && t <= b { fingers.append(path(t)) }
            default: break
            }
        }
        return (fingers, taps)
    }
}

/// Gesture handlers registered by a scene (the book's gesture callbacks). Set them while
/// building the layer tree; they run at the scripted times with the runtime's clock set.
public final class InteractionHandlers: @unchecked Sendable {
    public var onTap: ((Point) -> Void)?
    public var onPan: ((PanGesture) -> Void)?
    public var onEdgePan: ((PanGesture) -> Void)?
    public var onScroll: ((ScrollGesture) -> Void)?
    public var onSlider: ((SliderGesture) -> Void)?
    public init() {}
    func clear() { onTap = nil; onPan = nil; onEdgePan = nil; onScroll = nil; onSlider = nil }
}

extension SceneRuntime {
    /// Schedules every event of `script` (UIKit delivery: began at t0, changed on each 60 Hz tick
    /// strictly inside (t0, t1), ended at t1; velocity = finite difference over the last 1/60 s).
    public func schedule(_ script: InteractionScript, handlers h: InteractionHandlers) {
        let dt = 1.0 / 60
        func ticks(_ t0: Double, _ t1: Double) -> [Double] {
            var out: [Double] = []
            var k = (t0 * 60).rounded(.down) + 1
            while k / 60 < t1 - 1e-9 { out.append(k / 60); k += 1 }
            return out
        }
        for e in script.events {
            switch e {
            case .tap(let at, let p):
                schedule(at: at) { h.onTap?(p) }
            case .pan(let t0, let t1, let path), .edgePan(let t0, let t1, _, let path):
                var edge: ScreenEdge? = nil
                if case .edgePan(_, _, let ed, _) = e { edge = ed }
                let start = path(t0)
                let deliver: (PanGesture) -> Void = { g in if edge == nil { h.onPan?(g) } else { h.onEdgePan?(g) } }
                func gesture(_ s: GestureState, _ t: Double) -> PanGesture {
                    let p = path(t), q = path(max(t0, t - dt))
                    let v = t > t0 ? (p - q) * (1 / min(dt, t - t0)) : Point.zero
                    return PanGesture(state: s, location: p, startLocation: start, translation: p - start, velocity: v, edge: edge, time: t)
                }
                schedule(at: t0) { deliver(gesture(.began, t0)) }
                for t in ticks(t0, t1) { schedule(at: t) { deliver(gesture(.changed, t)) } }
                schedule(at: t1) { deliver(gesture(.ended, t1)) }
            case .scrollPull(let t0, let t1, let off):
                func g(_ s: GestureState, _ t: Double) -> ScrollGesture {
                    let v = t > t0 ? (off(t) - off(max(t0, t - dt))) / min(dt, t - t0) : 0
                    return ScrollGesture(state: s, offset: off(t), velocity: v, time: t)
                }
                schedule(at: t0) { h.onScroll?(g(.began, t0)) }
                for t in ticks(t0, t1) { schedule(at: t) { h.onScroll?(g(.changed, t)) } }
                schedule(at: t1) { h.onScroll?(g(.ended, t1)) }
            case .slider(let t0, let t1, let val):
                schedule(at: t0) { h.onSlider?(SliderGesture(state: .began, value: val(t0), time: t0)) }
                for t in ticks(t0, t1) { schedule(at: t) { h.onSlider?(SliderGesture(state: .changed, value: val(t), time: t)) } }
                schedule(at: t1) { h.onSlider?(SliderGesture(state: .ended, value: val(t1), time: t1)) }
            }
        }
    }
}

/// What a scene's build closure receives.
public final class SceneContext: @unchecked Sendable {
    public let seed: UInt64
    /// Canvas size in points.
    public let size: Size
    /// Register gesture handlers here.
    public let handlers = InteractionHandlers()
    /// A deterministic random source for scene setup (seeded).
    public var random: SceneRandom
    init(seed: UInt64, size: Size) { self.seed = seed; self.size = size; random = SceneRandom(seed: seed) }
}

/// Seeded random numbers for scene code (SplitMix64).
public struct SceneRandom: Sendable {
    var state: UInt64
    public init(seed: UInt64) { state = seed ^ 0x5DEECE66D }
    /// A generator at a given raw state (for keyed streams, e.g. particles).
    init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9007199254740992.0) }
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}
