import ClipGeometry
import ClipRaster

/// Receives CAAnimationDelegate callbacks (at exact scene times, see `SceneRuntime`).
public protocol AnimationDelegate: AnyObject {
    /// Called when the animation starts (at its begin time, after any delay), at that exact scene time.
    func animationDidStart(_ anim: Animation)
    /// Called when the animation ends (`finished == true`) or is removed or replaced (`false`).
    func animationDidStop(_ anim: Animation, finished: Bool)
}
extension AnimationDelegate {
    /// Does nothing (implement it to be told when an animation starts).
    public func animationDidStart(_ anim: Animation) {}
    /// Does nothing (implement it to be told when an animation stops).
    public func animationDidStop(_ anim: Animation, finished: Bool) {}
}

/// CAAnimation: timing (CAMediaTiming fields by their CA names), timing function, delegate.
///
/// Animations are reference types so scene code reads like the book (`let a = BasicAnimation(…);
/// a.duration = 1`), but `Layer.add(_:forKey:)` stores a **copy**: editing or re-adding the
/// original afterwards does not change what was added (CA semantics).
open class Animation: @unchecked Sendable {
    /// All CAMediaTiming fields as one value; the properties below read and write it.
    public var timing = MediaTiming()
    /// When the animation starts, in the layer's local time (seconds). 0 means "when added"; use
    /// `currentMediaTime() + delay` to delay it, as with `CACurrentMediaTime()`.
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// 0 = default (0.25 s top-level, the group's duration inside a group).
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// Rate of the animation's time relative to the layer's (2 runs twice as fast; 0 freezes it).
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// Seconds added to the animation's local time: starts it part-way through its cycle.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How many times the animation repeats (fractions allowed; `.infinity` or `HUGE` forever; 0 = once).
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// Total active time in seconds, repeating as needed (overrides `repeatCount` when > 0).
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Play each cycle forwards then backwards (a cycle then takes twice `duration`).
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// Whether the animation's value holds before it starts (`backwards`) and after it ends (`forwards`);
    /// with the default `removed` the model value shows outside the active time.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
    /// Remove the animation once it ends (default true, as CAAnimation). Set false together with a
    /// `forwards` fill to keep the end value showing, or better, set the model value too.
    public var isRemovedOnCompletion = true
    /// nil = linear.
    public var timingFunction: TimingFunction?
    /// Receives start and stop callbacks. Held weakly, unlike `CAAnimation`, which retains its delegate:
    /// keep it alive yourself, or use `onStart` / `onStop`.
    public weak var delegate: AnimationDelegate?
    /// Closures called like the delegate methods (often handier in Swift).
    public var onStart: (() -> Void)?
    /// Called when the animation stops, with `finished` as in `animationDidStop(_:finished:)`.
    public var onStop: ((Bool) -> Void)?
    /// KVC-style tags (`anim.setValue("form", forKey: "name")`).
    public var userInfo: [String: String] = [:]
    /// Stores a string tag on the animation (`[anim setValue:@"form" forKey:@"name"]`), read back in callbacks.
    public func setValue(_ v: String, forKey k: String) { userInfo[k] = v }
    /// A tag stored with `setValue(_:forKey:)`, or nil.
    public func value(forKey k: String) -> String? { userInfo[k] }

    /// An animation with default timing (duration 0 → 0.25 s, begin when added, linear, removed on completion).
    public init() {}

    /// A deep copy (subclasses copy their own fields).
    open func copy() -> Animation { let a = Animation(); a.copyBase(from: self); return a }

    /// Copies the CAAnimation fields (timing, timing function, callbacks, tags) from `o`; subclasses call it from `copy()`.
    public func copyBase(from o: Animation) {
        timing = o.timing; isRemovedOnCompletion = o.isRemovedOnCompletion; timingFunction = o.timingFunction
        delegate = o.delegate; onStart = o.onStart; onStop = o.onStop; userInfo = o.userInfo
    }

    /// Simple duration with CA's defaulting.
    func effectiveDuration(groupDuration: Double?) -> Double {
        if timing.duration > 0 { return timing.duration }
        return groupDuration ?? 0.25
    }

    /// Applies this animation at parent time `tp` (layer-local or group-local). `parentAtEnd`:
    /// the parent group stands at the end of its simple duration (see `MediaTiming.phase`).
    final func apply(
        to b: inout PresentationBuilder, parentTime tp: Double, groupDuration: Double?, parentAtEnd: Bool = false
    ) {
        let d = effectiveDuration(groupDuration: groupDuration)
        let ph = timing.phase(
            parentTime: tp, duration: d,
            removedOnCompletion: groupDuration == nil && isRemovedOnCompletion, parentAtEnd: parentAtEnd)
        guard case .active(let f, let k) = ph else { return }
        applyProgress(f: f, iteration: k, duration: d, to: &b)
    }

    /// Subclasses: apply the value at simple-duration fraction `f` (before the timing function).
    open func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {}

    /// Key paths this animation may write (for `UIView`-style bookkeeping and tests).
    open var animatedKeyPaths: [String] { [] }
}

/// CAPropertyAnimation: a key path plus additive/cumulative flags.
open class PropertyAnimation: Animation, @unchecked Sendable {
    /// The animated property: a registered key path (`"position.y"`, `.strokeEnd`) or a custom property of the layer.
    public var keyPath: AnimKeyPath
    /// Add the animated value to the model value instead of replacing it (`additive`): for offsets and shakes that compose.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended (`cumulative`): a repeated `by` keeps going.
    public var isCumulative = false

    /// An animation of `keyPath` (CAPropertyAnimation `animationWithKeyPath:`).
    public init(keyPath: AnimKeyPath) { self.keyPath = keyPath; super.init() }
    open override var animatedKeyPaths: [String] { [keyPath.name] }

    func copyProperty(from o: PropertyAnimation) {
        copyBase(from: o); keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative
    }

    /// Writes `v` to the builder honouring `isAdditive`.
    func write(_ v: AnimValue, to b: inout PresentationBuilder) {
        if isAdditive, let cur = b.value(keyPath.name) {
            b.set(keyPath.name, cur.adding(v))
        } else {
            b.set(keyPath.name, v)
        }
    }
}

/// CABasicAnimation: from/to/by with every combination (Kitten Yang §1.4, 001/002 §3.6).
open class BasicAnimation: PropertyAnimation, @unchecked Sendable {
    /// Start value; nil takes it from the current value (or from `toValue − byValue`). Same kind as the property.
    public var fromValue: AnimValue?
    /// End value; nil takes the current model value (or `fromValue + byValue`).
    public var toValue: AnimValue?
    /// Relative change; used when one of `fromValue`/`toValue` is nil, as in CABasicAnimation.
    public var byValue: AnimValue?

    /// An animation of `keyPath` with no values yet (set `fromValue`/`toValue`/`byValue`).
    public override init(keyPath: AnimKeyPath) { super.init(keyPath: keyPath) }
    /// `CABasicAnimation(keyPath:)` with its values and duration in one call; values are `AnimValue`s
    /// (numbers, points, colours … convert implicitly: `from: 1, to: 1.2`). Duration 0 = 0.25 s.
    public convenience init(
        keyPath: AnimKeyPath, from: AnimValue? = nil, to: AnimValue? = nil, by: AnimValue? = nil,
        duration: Double = 0
    ) {
        self.init(keyPath: keyPath)
        fromValue = from; toValue = to; byValue = by; self.duration = duration
    }

    open override func copy() -> Animation {
        let a = BasicAnimation(keyPath: keyPath); a.copyProperty(from: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        return a
    }

    /// Resolves (from, to) given the current (underlying) value.
    func endpoints(current: AnimValue?) -> (AnimValue, AnimValue)? {
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let by?): return (f, f.adding(by))
        case (nil, let t?, let by?): return (t.subtracting(by), t)
        case (let f?, nil, nil): return current.map { (f, isAdditive ? f.zero : $0) }
        case (nil, let t?, nil): return current.map { (isAdditive ? t.zero : $0, t) }
        case (nil, nil, let by?): return current.map { isAdditive ? (by.zero, by) : ($0, $0.adding(by)) }
        default: return nil
        }
    }

    /// Progress after the timing function.
    func progress(f: Double, duration: Double) -> Double { (timingFunction ?? .linear).value(at: f) }

    open override func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {
        guard let (from, to) = endpoints(current: b.value(keyPath.name)) else { return }
        var v = from.interpolated(to: to, progress(f: f, duration: duration))
        if isCumulative && iteration > 0 {
            let delta = to.subtracting(from)
            for _ in 0..<min(iteration, 1000) { v = v.adding(delta) }
        }
        write(v, to: &b)
    }
}

/// CASpringAnimation: a BasicAnimation whose progress is a damped oscillator in seconds
/// (not stretched to `duration`; the timing function is ignored). See `SpringSolver`.
///
/// ```swift
/// let pop = SpringAnimation(keyPath: .scale)
/// pop.fromValue = 0.5
/// pop.toValue = 1
/// pop.damping = 5
/// pop.duration = pop.settlingDuration
/// button.add(pop, forKey: "pop")
/// ```
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
    /// Mass of the oscillator (default 1); heavier is slower and bouncier.
    public var mass: Double = 1
    /// Spring constant k (default 100); stiffer is faster.
    public var stiffness: Double = 100
    /// Damping coefficient c (default 10); ζ = c / (2√(km)): below 1 it overshoots.
    public var damping: Double = 10
    /// Initial velocity toward the target, in whole distances per second (CASpringAnimation's `initialVelocity`).
    public var initialVelocity: Double = 0

    /// The closed-form oscillator for these parameters (progress over time, settling time).
    public var solver: SpringSolver { SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    /// The time the spring needs to come to rest (|x| < 0.001 afterwards).
    public var settlingDuration: Double { solver.settlingDuration() }

    open override func copy() -> Animation {
        let a = SpringAnimation(keyPath: keyPath); a.copyProperty(from: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        a.mass = mass; a.stiffness = stiffness; a.damping = damping; a.initialVelocity = initialVelocity
        return a
    }
    override func progress(f: Double, duration: Double) -> Double { solver.progress(at: f * duration) }
}

/// The UIView spring (`usingSpringWithDamping:initialSpringVelocity:`): fixed duration, damping
/// ratio and velocity mapped to a spring by `SpringSolver.uiKit`; snaps to the end at `duration`.
open class UIViewSpringAnimation: BasicAnimation, @unchecked Sendable {
    /// Damping ratio ζ, 0…1 (UIKit's `usingSpringWithDamping`): 1 does not overshoot, lower values bounce.
    public var dampingRatio: Double = 0.5
    /// Initial velocity in whole distances per second (UIKit's `initialSpringVelocity`; 1 = the full change in one second).
    public var initialSpringVelocity: Double = 0

    open override func copy() -> Animation {
        let a = UIViewSpringAnimation(keyPath: keyPath); a.copyProperty(from: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        a.dampingRatio = dampingRatio; a.initialSpringVelocity = initialSpringVelocity
        return a
    }
    override func progress(f: Double, duration: Double) -> Double {
        if f >= 1 { return 1 }
        return SpringSolver.uiKit(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialSpringVelocity)
            .progress(at: f * duration)
    }
}

/// CAAnimationGroup: children run in the group's local time (clipped, not scaled). A child with
/// `duration == 0` takes the group's duration; children's `removedOnCompletion` and delegates are
/// ignored. Later children win on the same key path.
open class AnimationGroup: Animation, @unchecked Sendable {
    /// The child animations, applied in order (later ones win on the same key path).
    public var animations: [Animation] = []

    /// An empty group (add children to `animations`).
    public override init() { super.init() }
    /// A group of `animations` lasting `duration` seconds (0 = 0.25 s; children with duration 0 take the group's).
    public convenience init(_ animations: [Animation], duration: Double = 0) {
        self.init(); self.animations = animations; self.duration = duration
    }
    open override func copy() -> Animation {
        let g = AnimationGroup(); g.copyBase(from: self); g.animations = animations.map { $0.copy() }
        return g
    }
    open override var animatedKeyPaths: [String] { animations.flatMap { $0.animatedKeyPaths } }

    open override func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {
        // The group's local time. At f = 1 (a turnaround, or the end held by a forwards fill) the
        // group stands at its end, and its children show the value they reach from inside (see
        // `MediaTiming.phase`). So they do where the timing function rounds to 1 before f = 1 (an
        // ease-out's last microseconds): that is the same left limit.
        let eased = (timingFunction ?? .linear).value(at: f)
        let atEnd = f >= 1 || eased == 1
        let g = atEnd ? duration : duration * eased
        for a in animations { a.apply(to: &b, parentTime: g, groupDuration: duration, parentAtEnd: atEnd) }
    }
}
