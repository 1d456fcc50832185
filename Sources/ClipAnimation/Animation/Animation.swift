import ClipGeometry
import ClipRaster

/// Receives CAAnimationDelegate callbacks (at exact scene times, see `SceneRuntime`).
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ anim: Animation)
    func animationDidStop(_ anim: Animation, finished: Bool)
}
extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished: Bool) {}
}

/// CAAnimation: timing (CAMediaTiming fields by their CA names), timing function, delegate.
///
/// Animations are reference types so scene code reads like the book (`let a = BasicAnimation(…);
/// a.duration = 1`), but `Layer.add(_:forKey:)` stores a **copy**: editing or re-adding the
/// original afterwards does not change what was added (CA semantics).
open class Animation: @unchecked Sendable {
    public var timing = MediaTiming()
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// 0 = default (0.25 s top-level, the group's duration inside a group).
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
    public var isRemovedOnCompletion = true
    /// nil = linear.
    public var timingFunction: TimingFunction?
    public weak var delegate: AnimationDelegate?
    /// Closures called like the delegate methods (often handier in Swift).
    public var onStart: (() -> Void)?
    public var onStop: ((Bool) -> Void)?
    /// KVC-style tags (`anim.setValue("form", forKey: "name")`).
    public var userInfo: [String: String] = [:]
    public func setValue(_ v: String, forKey k: String) { userInfo[k] = v }
    public func value(forKey k: String) -> String? { userInfo[k] }

    public init() {}

    /// A deep copy (subclasses copy their own fields).
    open func copy() -> Animation { let a = Animation(); a.copyBase(from: self); return a }

    public func copyBase(from o: Animation) {
        timing = o.timing; isRemovedOnCompletion = o.isRemovedOnCompletion; timingFunction = o.timingFunction
        delegate = o.delegate; onStart = o.onStart; onStop = o.onStop; userInfo = o.userInfo
    }

    /// Simple duration with CA's defaulting.
    func effectiveDuration(groupDuration: Double?) -> Double {
        if timing.duration > 0 { return timing.duration }
        return groupDuration ?? 0.25
    }

    /// Applies this animation at parent time `tp` (layer-local or group-local).
    final func apply(to b: inout PresentationBuilder, parentTime tp: Double, groupDuration: Double?) {
        let d = effectiveDuration(groupDuration: groupDuration)
        let ph = timing.phase(
            parentTime: tp, duration: d,
            removedOnCompletion: groupDuration == nil && isRemovedOnCompletion)
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
    public var keyPath: AnimKeyPath
    public var isAdditive = false
    public var isCumulative = false

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
    public var fromValue: AnimValue?
    public var toValue: AnimValue?
    public var byValue: AnimValue?

    public override init(keyPath: AnimKeyPath) { super.init(keyPath: keyPath) }
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
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
    public var mass: Double = 1
    public var stiffness: Double = 100
    public var damping: Double = 10
    public var initialVelocity: Double = 0

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
    public var dampingRatio: Double = 0.5
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
    public var animations: [Animation] = []

    public override init() { super.init() }
    public convenience init(_ animations: [Animation], duration: Double = 0) {
        self.init(); self.animations = animations; self.duration = duration
    }
    open override func copy() -> Animation {
        let g = AnimationGroup(); g.copyBase(from: self); g.animations = animations.map { $0.copy() }
        return g
    }
    open override var animatedKeyPaths: [String] { animations.flatMap { $0.animatedKeyPaths } }

    open override func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {
        let g = duration * (timingFunction ?? .linear).value(at: f)
        for a in animations { a.apply(to: &b, parentTime: g, groupDuration: duration) }
    }
}
