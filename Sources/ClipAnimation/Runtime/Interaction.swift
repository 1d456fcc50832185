import ClipGeometry
import ClipRaster

/// UIGestureRecognizer state as delivered to handlers.
public enum GestureState: String, Sendable, Hashable {
    /// The first callback of a gesture, the 60 Hz updates, and the last one (release).
    case began, changed, ended
}
/// Screen edge of an edge pan.
public enum ScreenEdge: String, Sendable, Hashable {
    /// The edge of the scene the pan starts from.
    case left, right, top, bottom
}

/// A pan (or edge pan) callback: UIPanGestureRecognizer's location, translationInView and
/// velocityInView (points per second).
public struct PanGesture: Sendable, Hashable {
    /// `began` at the first touch, `changed` on each 60 Hz tick, `ended` at release.
    public var state: GestureState
    /// Finger position in the root layer's coordinates (`locationInView:`), points.
    public var location: Point
    /// Where the pan began, points.
    public var startLocation: Point
    /// `location − startLocation` (`translationInView:`), points.
    public var translation: Point
    /// Finger velocity in points per second (`velocityInView:`).
    public var velocity: Point
    /// The edge an edge pan started from; nil for an ordinary pan.
    public var edge: ScreenEdge?
    /// Script time of this callback.
    public var time: Double
}
/// A scroll-view pull: contentOffset.y (negative when pulled down) and its velocity.
public struct ScrollGesture: Sendable, Hashable {
    /// `began`, `changed` (60 Hz) or `ended`.
    public var state: GestureState
    /// `contentOffset.y` in points (negative while pulled down).
    public var offset: Double
    /// Change of `offset` per second.
    public var velocity: Double
    /// Script time of this callback, seconds.
    public var time: Double
}
/// A UISlider value change.
public struct SliderGesture: Sendable, Hashable {
    /// `began`, `changed` (60 Hz) or `ended`.
    public var state: GestureState
    /// The slider's value (the scale the script gives, usually 0…1).
    public var value: Double
    /// Script time of this callback, seconds.
    public var time: Double
}

/// A deterministic gesture script (Kitten Yang §7): timed taps, pans, edge pans, scroll pulls
/// and slider drags. Paths are functions of absolute scene time.
public struct InteractionScript: Sendable {
    /// One scripted gesture; times are scene seconds.
    public enum Event: Sendable {
        /// A tap at `point` (root coordinates) at time `at`: calls `onTap`.
        case tap(at: Double, point: Point)
        /// A pan from time `from` to `to`; `path(t)` is the finger position at scene time t. Calls `onPan`.
        case pan(from: Double, to: Double, path: @Sendable (Double) -> Point)
        /// A pan starting at a screen edge (UIScreenEdgePanGestureRecognizer). Calls `onEdgePan`.
        case edgePan(from: Double, to: Double, edge: ScreenEdge, path: @Sendable (Double) -> Point)
        /// A scroll view pulled from time `from` to `to`; `offset(t)` is `contentOffset.y`. Calls `onScroll`.
        case scrollPull(from: Double, to: Double, offset: @Sendable (Double) -> Double)
        /// A slider dragged from `from` to `to`; `value(t)` is its value. Calls `onSlider`.
        case slider(from: Double, to: Double, value: @Sendable (Double) -> Double)
    }
    /// The events, in any order (each is scheduled at its own times).
    public var events: [Event]
    /// A script of `events` (`InteractionScript([.tap(at: 0.5, point: Point(160, 300))])`).
    public init(_ events: [Event] = []) { self.events = events }

    /// A straight pan from `a` to `b` over [t0, t1] with an easing curve (default linear).
    public static func pan(from t0: Double, to t1: Double, start a: Point, end b: Point, easing: TimingFunction = .linear) -> Event {
        .pan(from: t0, to: t1, path: { t in a.lerp(to: b, easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1)) })
    }
    /// A straight edge pan from `a` to `b` over [t0, t1] with an easing curve (default linear).
    public static func edgePan(
        from t0: Double, to t1: Double, edge: ScreenEdge, start a: Point, end b: Point,
        easing: TimingFunction = .linear
    ) -> Event {
        .edgePan(
            from: t0, to: t1, edge: edge, path: { t in a.lerp(to: b, easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1)) }
        )
    }
    /// A straight pan from `a` to `b` over [t0, t1] that ends as `release` says: `.easeOut` comes to
    /// rest (released at ≈ 0 pt/s), `.flick(speed:)` starts from rest and lifts off still moving at
    /// `speed` pt/s along a→b, so `velocity` at `.ended` is that speed (velocity thresholds work).
    public static func pan(from t0: Double, to t1: Double, start a: Point, end b: Point, release: PanRelease) -> Event {
        .pan(from: t0, to: t1, path: release.path(from: t0, to: t1, start: a, end: b))
    }
    /// `pan(from:to:start:end:release:)` from a screen edge.
    public static func edgePan(
        from t0: Double, to t1: Double, edge: ScreenEdge, start a: Point, end b: Point,
        release: PanRelease
    ) -> Event {
        .edgePan(from: t0, to: t1, edge: edge, path: release.path(from: t0, to: t1, start: a, end: b))
    }
    /// A slider dragged from value `a` to `b` over [t0, t1] with an easing curve (default linear).
    public static func slider(from t0: Double, to t1: Double, start a: Double, end b: Double, easing: TimingFunction = .linear) -> Event {
        .slider(from: t0, to: t1, value: { t in a + (b - a) * easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1) })
    }
    /// A scroll view pulled from offset `a` to `b` (points, negative = pulled down) over [t0, t1].
    public static func scrollPull(from t0: Double, to t1: Double, start a: Double, end b: Double, easing: TimingFunction = .linear) -> Event
    {
        .scrollPull(from: t0, to: t1, offset: { t in a + (b - a) * easing.value(at: t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1) })
    }

    /// Finger position (for the overlay) at time t, if a finger is down; taps in progress with
    /// their age.
    public func touches(at t: Double) -> (fingers: [Point], taps: [(Point, Double)]) {
        var fingers: [Point] = [], taps: [(Point, Double)] = []
        for e in events {
            switch e {
            case .tap(let at, let p): if t >= at && t < at + TouchOverlay.tapDuration { taps.append((p, t - at)) }
            case .pan(let a, let b, let path), .edgePan(let a, let b, _, let path):
                if t >= a && t <= b { fingers.append(path(t)) }
            default: break
            }
        }
        return (fingers, taps)
    }
}

/// How a scripted pan ends: the finger eases to a stop, or flicks (lifts off while moving).
public enum PanRelease: Sendable, Hashable {
    /// Ease in and out (CA ease-in-ease-out): the finger stops before it lifts; release ≈ 0 pt/s.
    case easeOut
    /// Start from rest and lift off at `speed` pt/s along the pan. The path is the cubic Hermite
    /// h(u) = (k − 2)u³ + (3 − k)u², k = speed·duration/distance (h′(0) = 0, h′(1) = k); it is
    /// monotone for k ≤ 3, so the speed is capped at 3·distance/duration (a longer pan flicks faster).
    case flick(speed: Double)

    /// The end slope k of the normalised path for a pan of `distance` over `duration`.
    public func endSlope(distance: Double, duration: Double) -> Double {
        switch self {
        case .easeOut: return 0
        case .flick(let v): return distance > 0 && duration > 0 ? min(3, max(0, v * duration / distance)) : 0
        }
    }

    /// The finger position as a function of absolute time.
    public func path(from t0: Double, to t1: Double, start a: Point, end b: Point) -> @Sendable (Double) -> Point {
        let k = endSlope(distance: (b - a).length, duration: t1 - t0)
        let ease = self == .easeOut
        return { t in
            let u = t1 > t0 ? min(1, max(0, (t - t0) / (t1 - t0))) : 1
            let h = ease ? TimingFunction.easeInEaseOut.value(at: u) : ((k - 2) * u + (3 - k)) * u * u
            return a.lerp(to: b, h)
        }
    }
}

/// Gesture handlers registered by a scene (the book's gesture callbacks). Set them while
/// building the layer tree; they run at the scripted times with the runtime's clock set.
public final class InteractionHandlers: @unchecked Sendable {
    /// Called with the tap location (root coordinates) at each scripted tap.
    public var onTap: ((Point) -> Void)?
    /// Called for each phase of a scripted pan.
    public var onPan: ((PanGesture) -> Void)?
    /// Called for each phase of a scripted edge pan.
    public var onEdgePan: ((PanGesture) -> Void)?
    /// Called for each phase of a scripted scroll pull.
    public var onScroll: ((ScrollGesture) -> Void)?
    /// Called for each phase of a scripted slider drag.
    public var onSlider: ((SliderGesture) -> Void)?
    /// No handlers.
    public init() {}
    func clear() { onTap = nil; onPan = nil; onEdgePan = nil; onScroll = nil; onSlider = nil }
}

extension SceneRuntime {
    /// Schedules every event of `script` (UIKit delivery: began at t0, changed on each 60 Hz tick
    /// strictly inside (t0, t1), ended at t1). Velocity is the finger's speed at that instant: the
    /// path's backward difference over 1 ms (the path is exact, so no smoothing over frames is
    /// needed). A 1/60 s difference lagged: an eased-out pan released at ~40 pt/s and a flick
    /// read several per cent slow.
    public func schedule(_ script: InteractionScript, handlers h: InteractionHandlers) {
        let dt = 1.0 / 1000
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
    /// The clip's seed (`--seed`): derive every random choice from it so frames are reproducible.
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
    /// A generator for `seed` (same seed, same sequence).
    public init(seed: UInt64) { state = seed ^ 0x5DEECE66D }
    /// A generator at a given raw state (for keyed streams, e.g. particles).
    init(state: UInt64) { self.state = state }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9007199254740992.0) }
    /// Uniform in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}
