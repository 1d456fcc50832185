/// CAMediaTimingFillMode.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// `removed`: no effect outside the active time; `forwards`: the end value holds after it;
    /// `backwards`: the start value holds before it (during a delay); `both`: both.
    case removed, forwards, backwards, both
    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// `HUGE_VALF` / `.infinity` as a repeat count.
public let HUGE: Double = .infinity

/// The eight CAMediaTiming fields, as a value (shared by animations and layers).
///
/// Semantics (specs: Kitten Yang §1.2, seeds 001/002 §3.2–3.3, seeds 003/004 §1.5):
/// ```
/// e  = (tParent − beginTime) · speed         // before / active / after
/// q  = e + timeOffset                        // phase inside the repeat pattern
/// d  = duration; P = autoreverses ? 2d : d
/// AD = repeatDuration > 0 ? repeatDuration : (repeatCount > 0 ? repeatCount : 1) · P
/// ```
/// Where the specs differ: seeds 003/004 say "apply the value at local time 0" before the start
/// with a backwards fill; seeds 001/002 say "value at sample(timeOffset)". They agree when
/// `timeOffset == 0`; we follow 001/002 (it is what CA renders: the filled state is the phase the
/// animation will start with).
public struct MediaTiming: Hashable, Sendable {
    /// Start time in the parent's time, seconds.
    public var beginTime: Double = 0
    /// Length of one cycle in seconds (0 = the default: 0.25 s, or the group's duration).
    public var duration: Double = 0
    /// Time scale relative to the parent (0 pauses).
    public var speed: Double = 1
    /// Offset into the local timeline, seconds.
    public var timeOffset: Double = 0
    /// Number of cycles (fractional allowed; `.infinity` repeats forever; 0 = 1).
    public var repeatCount: Double = 0
    /// Total active time in seconds (overrides `repeatCount` when > 0).
    public var repeatDuration: Double = 0
    /// Play each cycle forwards, then backwards.
    public var autoreverses: Bool = false
    /// What shows before the start and after the end (see `FillMode`).
    public var fillMode: FillMode = .removed

    /// Core Animation's defaults: begin 0, duration 0, speed 1, one cycle, fill `removed`.
    public init() {}

    /// Where an animation stands at a parent time.
    public enum Phase: Hashable, Sendable {
        /// No effect (before start without a backwards fill, after end without a forwards fill).
        case inactive
        /// Apply the value at fraction `f` (0...1 of the simple duration, reverse legs mirrored)
        /// in iteration `iteration` (for cumulative animations).
        case active(f: Double, iteration: Int)
    }

    /// Period of one repetition for simple duration `d`.
    @inlinable public func period(_ d: Double) -> Double { autoreverses ? 2 * d : d }

    /// Active duration for simple duration `d` (∞ for infinite repeats).
    public func activeDuration(_ d: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        let n = repeatCount > 0 ? repeatCount : 1
        if n.isInfinite { return .infinity }
        return n * period(d)
    }

    /// Elapsed active time `e` at parent time `tp` (negative before the start).
    @inlinable public func elapsed(parentTime tp: Double) -> Double { (tp - beginTime) * speed }

    /// The fraction within the simple duration at phase time `q`.
    func sample(_ q: Double, _ d: Double, atEnd: Bool) -> (Double, Int) {
        let p = period(d)
        guard d > 0, p > 0 else { return (1, 0) }
        var k = (q / p).rounded(.down)
        var ph = q - k * p
        if atEnd && ph == 0 && q > 0 { k -= 1; ph = p }
        if autoreverses && ph > d { ph = 2 * d - ph }
        let f = min(1, max(0, ph / d))
        return (f, Int(max(-1e9, min(1e9, k))))
    }

    /// Phase at parent time `tp` for simple duration `d` (already defaulted).
    /// `removedOnCompletion` applies to top-level animations; group children pass `false`.
    ///
    /// `parentAtEnd`: the parent (a group) stands exactly at the end of its simple duration: at an
    /// autoreverse turnaround, or held there by its forwards fill. The group's time reaches that
    /// instant from inside (and at a turnaround goes back inside), so its children show the value
    /// they approach from before it, the left limit: a child whose active time ends exactly there
    /// is at its end, not past it; a child that would begin exactly there has not begun; a child
    /// at an iteration boundary there is at the end of the iteration before. Without this a child
    /// with fill `removed` flashes the model value for one frame at every turnaround, and a
    /// group's forwards fill drops its children's held values. Anywhere else the active interval
    /// is half-open, `[begin, end)`, as Core Animation's.
    public func phase(
        parentTime tp: Double, duration d: Double, removedOnCompletion: Bool, parentAtEnd: Bool = false
    ) -> Phase {
        let e = elapsed(parentTime: tp)
        let ad = activeDuration(d)
        if d <= 0 {
            // A zero-length animation: instantly at its end value while "active".
            if e < 0 { return fillMode.fillsBackwards ? .active(f: 0, iteration: 0) : .inactive }
            if removedOnCompletion { return .inactive }
            return fillMode.fillsForwards ? .active(f: 1, iteration: 0) : .inactive
        }
        let notBegun = parentAtEnd && speed > 0 && tp <= beginTime
        if e < 0 || notBegun {
            guard fillMode.fillsBackwards else { return .inactive }
            let (f, k) = sample(timeOffset, d, atEnd: false)
            return .active(f: f, iteration: k)
        }
        let endsHere = parentAtEnd && e - ad <= 1e-9 * max(1, ad)
        if e >= ad && !endsHere {
            if removedOnCompletion || !fillMode.fillsForwards { return .inactive }
            let (f, k) = sample(ad + timeOffset, d, atEnd: true)
            return .active(f: f, iteration: k)
        }
        let (f, k) = sample(min(e, ad) + timeOffset, d, atEnd: parentAtEnd)
        return .active(f: f, iteration: k)
    }

    /// Layer-style local time (infinite duration): `(tp − beginTime)·speed + timeOffset`.
    @inlinable public func localTime(parentTime tp: Double) -> Double { (tp - beginTime) * speed + timeOffset }

    /// Inverse of `localTime` (nil when `speed == 0`).
    public func parentTime(localTime t: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (t - timeOffset) / speed + beginTime
    }
}
