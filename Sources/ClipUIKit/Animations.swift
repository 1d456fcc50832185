import ClipAnimation
import ClipGeometry

/// An iOS animation value (`Any`: a number, `CGPoint`, `CGSize`, `CGRect`, `NSValue`, `CGColor`,
/// `CGPath`, `CATransform3D`, an array of numbers or colours) as the engine's value.
func animValue(_ v: Any?) -> AnimValue? {
    guard let v else { return nil }
    switch v {
    case let x as AnimValue: return x
    case let x as Double: return .scalar(x)
    case let x as CGFloat: return .scalar(Double(x))
    case let x as Float: return .scalar(Double(x))
    case let x as Int: return .scalar(Double(x))
    case let x as Bool: return .bool(x)
    case let x as NSNumber: return .scalar(x.doubleValue)
    case let x as CGPoint: return .point(x.engine)
    case let x as CGSize: return .size(x.engine)
    case let x as CGRect: return .rect(x.engine)
    case let x as NSValue: return x.value
    case let x as CGColor: return .color(x.color)
    case let x as UIColor: return .color(x.color)
    case let x as CGPath: return .path(x.path)
    case let x as UIBezierPath: return .path(x.path)
    case let x as CATransform3D: return .transform(x.engine)
    case let x as CGAffineTransform: return .transform(Transform3D(x.engine))
    case let x as CGImage: return .image(ImageRef(x.pixmap))
    case let x as UIImage: return x.cgImage.map { .image(ImageRef($0.pixmap)) }
    case let xs as [Any]:
        let vs = xs.compactMap(animValue)
        if vs.count == xs.count, vs.allSatisfy({ $0.scalar != nil }) { return .scalars(vs.map { $0.scalar! }) }
        if vs.count == xs.count, vs.allSatisfy({ $0.color != nil }) { return .colors(vs.map { $0.color! }) }
        return nil
    default: return nil
    }
}

/// The engine's value as what iOS code reads back (`CGFloat`, `CGPoint`, `CGColor`, …).
func anyValue(_ v: AnimValue) -> Any? {
    switch v {
    case .scalar(let x): return CGFloat(x)
    case .point(let p): return CGPoint(p)
    case .size(let s): return CGSize(s)
    case .rect(let r): return CGRect(r)
    case .color(let c): return CGColor(c)
    case .null: return nil
    case .transform(let t): return CATransform3D(t)
    case .path(let p): return CGPath(p)
    case .scalars(let xs): return xs.map { NSNumber(value: $0) }
    case .colors(let cs): return cs.map(CGColor.init)
    case .bool(let b): return b
    case .image: return nil
    }
}

/// Fill modes (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A fill mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Holds the end value after the animation.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the start value before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    var engine: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}
/// `kCAFillModeForwards` (pre-Swift 4.2 spelling).
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `kCAFillModeBackwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `kCAFillModeBoth`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// `kCAFillModeRemoved`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

/// Timing function names (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease in.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease out.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease in and out.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
/// `kCAMediaTimingFunctionLinear` (pre-Swift 4.2 spelling).
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `kCAMediaTimingFunctionEaseIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `kCAMediaTimingFunctionEaseOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `kCAMediaTimingFunctionEaseInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `kCAMediaTimingFunctionDefault`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// A cubic Bézier timing curve (`CAMediaTimingFunction`).
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable {
    let function: TimingFunction
    /// A named curve.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: function = .linear
        case .easeIn: function = .easeIn
        case .easeOut: function = .easeOut
        case .easeInEaseOut: function = .easeInEaseOut
        default: function = .default
        }
    }
    /// A curve from its two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
    /// Same control points.
    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.function == b.function }
    /// Hashes the control points.
    public func hash(into h: inout Hasher) { h.combine(function) }
}

/// Keyframe calculation modes (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight segments.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Catmull-Rom spline.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
/// `kCAAnimationLinear` (pre-Swift 4.2 spelling).
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `kCAAnimationDiscrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `kCAAnimationPaced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `kCAAnimationCubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `kCAAnimationCubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

/// Keyframe rotation modes (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turn along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turn along the path, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
/// `kCAAnimationRotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// `kCAAnimationRotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// Transition types (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A type by name (also the private names: `"cube"`, `"pageCurl"`, `"rippleEffect"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cross-fade.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content moves out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
/// `kCATransitionFade`.
public let kCATransitionFade = CATransitionType.fade
/// `kCATransitionMoveIn`.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// `kCATransitionPush`.
public let kCATransitionPush = CATransitionType.push
/// `kCATransitionReveal`.
public let kCATransitionReveal = CATransitionType.reveal

/// Transition directions (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A direction by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
/// `kCATransitionFromRight`.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// `kCATransitionFromLeft`.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// `kCATransitionFromTop`.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// `kCATransitionFromBottom`.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// Called when an animation starts and stops (`CAAnimationDelegate`); both have empty defaults.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag`: it ran to its end rather than being removed).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `HUGE`: an infinite repeat count.
public let HUGE: Float = .infinity

/// The base animation (`CAAnimation`): timing, delegate and key-value storage. Adding it to a
/// layer copies it, as Core Animation does; the delegate gets that copy.
open class CAAnimation: CustomStringConvertible, @unchecked Sendable {
    /// When it starts, in the layer's time (0: now).
    open var beginTime: CFTimeInterval = 0
    /// Length of one iteration (0: 0.25 s).
    open var duration: CFTimeInterval = 0
    /// Rate.
    open var speed: Float = 1
    /// Offset into the animation.
    open var timeOffset: CFTimeInterval = 0
    /// Iterations (fractions allowed, `.infinity` or `HUGE` forever).
    open var repeatCount: Float = 0
    /// Seconds to repeat for.
    open var repeatDuration: CFTimeInterval = 0
    /// Play backwards after each forward pass.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Remove the animation when it ends (false keeps its last frame with a forwards fill).
    open var isRemovedOnCompletion = true
    /// The pacing curve (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?
    var kvc: [String: Any] = [:]

    /// An animation with default timing.
    public required init() {}
    /// Stores a value under a key (`setValue("form", forKey: "name")`).
    open func setValue(_ value: Any?, forKey key: String) { kvc[key] = value }
    /// The value stored under a key.
    open func value(forKey key: String) -> Any? { kvc[key] }
    /// A copy (what `CALayer.add(_:forKey:)` attaches).
    open func copy() -> Any { copyAnimation() }
    /// The class name and address, as Core Animation prints it.
    open var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
    /// The default value of a property.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    func copyAnimation() -> CAAnimation {
        let c = type(of: self).init()
        c.copyFields(from: self)
        return c
    }
    func copyFields(from o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; isRemovedOnCompletion = o.isRemovedOnCompletion; timingFunction = o.timingFunction
        delegate = o.delegate; kvc = o.kvc
    }
    /// The engine animation for this one.
    func makeEngineAnimation() -> Animation {
        let a = Animation()
        applyTiming(to: a)
        return a
    }
    func applyTiming(to a: Animation) {
        a.beginTime = beginTime; a.duration = duration; a.speed = Double(speed); a.timeOffset = timeOffset
        a.repeatCount = Double(repeatCount); a.repeatDuration = repeatDuration; a.autoreverses = autoreverses
        a.fillMode = fillMode.engine; a.isRemovedOnCompletion = isRemovedOnCompletion
        a.timingFunction = timingFunction?.function
    }
    func attachDelegate(to a: Animation) {
        guard delegate != nil else { return }
        a.onStart = { [self] in delegate?.animationDidStart(self) }
        a.onStop = { [self] finished in delegate?.animationDidStop(self, finished: finished) }
    }
}

/// An animation of one property by key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The property: `"position.x"`, `"opacity"`, `"transform.rotation.z"`, …
    open var keyPath: String?
    /// Adds to the current value instead of replacing it.
    open var isAdditive = false
    /// Repeats build on each other.
    open var isCumulative = false
    /// An animation with no key path.
    public required init() {}
    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let p = o as? CAPropertyAnimation { keyPath = p.keyPath; isAdditive = p.isAdditive; isCumulative = p.isCumulative }
    }
    func applyProperty(to a: PropertyAnimation) {
        applyTiming(to: a)
        a.isAdditive = isAdditive; a.isCumulative = isCumulative
    }
    var engineKeyPath: AnimKeyPath { AnimKeyPath(keyPath ?? "") }
}

/// From-to-by animation of one property (`CABasicAnimation`). Values are `Any`, as in iOS: numbers,
/// `CGPoint`/`NSValue(cgPoint:)`, `CGColor`, `CGPath`, `CATransform3D`, number arrays.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// Start value (nil: the current value).
    open var fromValue: Any?
    /// End value (nil: the current value).
    open var toValue: Any?
    /// Change (with from or to missing).
    open var byValue: Any?
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let b = o as? CABasicAnimation { fromValue = b.fromValue; toValue = b.toValue; byValue = b.byValue }
    }
    func applyValues(to b: BasicAnimation) {
        applyProperty(to: b)
        b.fromValue = animValue(fromValue); b.toValue = animValue(toValue); b.byValue = animValue(byValue)
    }
    override func makeEngineAnimation() -> Animation {
        let b = BasicAnimation(keyPath: engineKeyPath)
        applyValues(to: b)
        return b
    }
}

/// A damped spring (`CASpringAnimation`).
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// Mass (default 1).
    open var mass: CGFloat = 1
    /// Stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// Damping (default 10).
    open var damping: CGFloat = 10
    /// Initial velocity (units of the whole distance per second).
    open var initialVelocity: CGFloat = 0
    /// Seconds until the spring is at rest.
    open var settlingDuration: CFTimeInterval { (makeEngineAnimation() as! SpringAnimation).settlingDuration }
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let s = o as? CASpringAnimation {
            mass = s.mass; stiffness = s.stiffness; damping = s.damping; initialVelocity = s.initialVelocity
        }
    }
    override func makeEngineAnimation() -> Animation {
        let s = SpringAnimation(keyPath: engineKeyPath)
        applyValues(to: s)
        s.mass = Double(mass); s.stiffness = Double(stiffness); s.damping = Double(damping)
        s.initialVelocity = Double(initialVelocity)
        return s
    }
}

/// Keyframes (`CAKeyframeAnimation`): `values` with `keyTimes`, or a `path`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values (as for `CABasicAnimation`).
    open var values: [Any]?
    /// A path for `position` (overrides `values`).
    open var path: CGPath?
    /// When each value is reached, 0…1.
    open var keyTimes: [NSNumber]?
    /// One curve per segment.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Turn the layer along the path.
    open var rotationMode: CAAnimationRotationMode?
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let k = o as? CAKeyframeAnimation {
            values = k.values; path = k.path; keyTimes = k.keyTimes; timingFunctions = k.timingFunctions
            calculationMode = k.calculationMode; rotationMode = k.rotationMode
        }
    }
    override func makeEngineAnimation() -> Animation {
        let k = KeyframeAnimation(keyPath: engineKeyPath)
        applyProperty(to: k)
        k.values = (values ?? []).compactMap(animValue)
        k.keyTimes = keyTimes?.map { $0.doubleValue }
        k.timingFunctions = timingFunctions?.map(\.function)
        k.calculationMode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        if let path { k.path = path.path }
        k.rotationMode = rotationMode.flatMap { RotationMode(rawValue: $0.rawValue) }
        return k
    }
}

/// Animations run together (`CAAnimationGroup`): the children's times are in the group's time.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The children.
    open var animations: [CAAnimation]?
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let g = o as? CAAnimationGroup { animations = g.animations?.map { $0.copyAnimation() } }
    }
    override func makeEngineAnimation() -> Animation {
        let g = AnimationGroup()
        applyTiming(to: g)
        g.animations = (animations ?? []).map { $0.makeEngineAnimation() }
        return g
    }
}

/// A transition of a layer's content (`CATransition`): add it right after changing the content.
open class CATransition: CAAnimation, @unchecked Sendable {
    /// The kind (`.fade`, `.push`, `.moveIn`, `.reveal`, or a private name such as `"cube"`).
    open var type: CATransitionType = .fade
    /// The direction.
    open var subtype: CATransitionSubtype?
    /// Start point, 0…1.
    open var startProgress: Float = 0
    /// End point, 0…1.
    open var endProgress: Float = 1
    override func copyFields(from o: CAAnimation) {
        super.copyFields(from: o)
        if let t = o as? CATransition { type = t.type; subtype = t.subtype; startProgress = t.startProgress; endProgress = t.endProgress }
    }
    override func makeEngineAnimation() -> Animation {
        let t = Transition()
        applyTiming(to: t)
        t.type = TransitionType(caName: type.rawValue) ?? .fade
        t.subtype = subtype.flatMap { TransitionSubtype(rawValue: $0.rawValue) } ?? .fromRight
        t.startProgress = Double(startProgress); t.endProgress = Double(endProgress)
        return t
    }
}

/// `CACurrentMediaTime()`: the scene clock, seconds.
public func CACurrentMediaTime() -> CFTimeInterval { currentMediaTime() }

/// Core Animation transactions (`CATransaction`). Changes to stand-alone layers made between
/// `begin()` and `commit()` animate implicitly with the transaction's duration and curve
/// (`setAnimationDuration`, `setAnimationTimingFunction`), or not at all after
/// `setDisableActions(true)`; outside `begin()`/`commit()` they belong to the event's implicit
/// transaction (0.25 s, the default curve; `setDisableActions(true)` applies to it too).
/// `setCompletionBlock` runs when every animation added between `begin()` and `commit()` has
/// ended (at once when there are none).
open class CATransaction {
    final class Frame {
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var completion: (() -> Void)?
        var end: Double = 0
        var function: CAMediaTimingFunction?
    }
    static let stackKey = "ClipUIKit.CATransaction"
    static var stack: [Frame] {
        get { Thread.current.threadDictionary[stackKey] as? [Frame] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }
    /// Opens a transaction: the changes made before it are committed first, with the enclosing
    /// transaction's settings.
    public class func begin() {
        commitImplicit(of: stack.last)
        let f = Frame()
        f.end = currentMediaTime()
        stack.append(f)
    }
    /// Closes the innermost transaction (and schedules its completion block).
    public class func commit() {
        guard let f = stack.popLast() else { return }
        commitImplicit(of: f)
        if let c = f.completion { after(max(0, f.end - currentMediaTime())) { c() } }
    }
    /// Nothing to flush: changes apply at once.
    public class func flush() {}
    /// Sets the duration of the transaction's implicit animations.
    public class func setAnimationDuration(_ d: CFTimeInterval) { stack.last?.duration = d }
    /// The duration of the transaction's implicit animations.
    public class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    /// Sets the curve of the transaction's implicit animations.
    public class func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { stack.last?.function = f }
    /// Turns implicit animations off (for the innermost transaction, or the event's implicit one).
    public class func setDisableActions(_ flag: Bool) {
        if let f = stack.last { f.disableActions = flag } else { SceneRuntime.current?.transactionDisablesActions = flag }
    }
    /// Whether implicit animations are off.
    public class func disableActions() -> Bool {
        stack.last?.disableActions ?? SceneRuntime.current?.transactionDisablesActions ?? false
    }
    /// Animates (or, with actions disabled, settles) the implicit changes made so far in `frame`
    /// (nil: the event's implicit transaction).
    static func commitImplicit(of frame: Frame?) {
        guard let rt = SceneRuntime.current else { return }
        guard let f = frame else {
            if rt.transactionDisablesActions { rt.commitImplicitSuppressed() } else { rt.commitImplicit() }
            return
        }
        if f.disableActions {
            rt.commitImplicitSuppressed()
        } else {
            rt.commitImplicit(duration: f.duration, timing: f.function?.function ?? .default)
        }
    }
    /// Runs `block` when the transaction's animations have ended.
    public class func setCompletionBlock(_ block: (() -> Void)?) { stack.last?.completion = block }

    static func noteAnimation(_ a: Animation, on layer: Layer) {
        guard let f = stack.last else { return }
        let d = a.duration == 0 ? 0.25 : a.duration
        let active = a.timing.activeDuration(d) / max(abs(a.timing.speed), 1e-9)
        let begin = layer.globalTime(atLocal: a.beginTime == 0 ? layer.localTime(atGlobal: currentMediaTime()) : a.beginTime)
        if active.isFinite { f.end = max(f.end, (begin ?? currentMediaTime()) + active) }
    }
}

/// A callback every display refresh (`CADisplayLink`), 60 Hz in scene time. Targets and selectors
/// need Objective-C: create it with a closure, `CADisplayLink { link in … }`, and it starts at once.
public final class CADisplayLink: @unchecked Sendable {
    let link: DisplayLink
    /// A link that calls `body` every 1/60 s from the next tick.
    public init(_ body: @escaping (CADisplayLink) -> Void) {
        var me: CADisplayLink?
        link = DisplayLink { _ in if let me { body(me) } }
        me = self
    }
    /// Scene time of the current tick.
    public var timestamp: CFTimeInterval { link.timestamp }
    /// Seconds between ticks.
    public var duration: CFTimeInterval { link.duration }
    /// Scene time of the next tick.
    public var targetTimestamp: CFTimeInterval { link.timestamp + link.duration }
    /// Skip ticks while true.
    public var isPaused: Bool {
        get { link.isPaused }
        set { link.isPaused = newValue }
    }
    /// Ticks per callback.
    public var frameInterval: Int {
        get { link.frameInterval }
        set { link.frameInterval = newValue }
    }
    /// Stops the link.
    public func invalidate() { link.invalidate() }
    /// Target-selector links need Objective-C.
    @available(*, unavailable, message: "selectors need Objective-C: write CADisplayLink { link in … } (it runs at once)")
    public convenience init(target: Any, selector sel: Any) { self.init { _ in } }
}
