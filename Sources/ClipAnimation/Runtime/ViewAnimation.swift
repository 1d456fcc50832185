import ClipGeometry

/// UIView block animations (003/004 §1.13, 001/002 §3.10), emulated on layers: the block sets
/// model values; every changed animatable property gets an animation from the old value.
///
/// Since iOS 8 such animations are additive: the contribution is `(old − new)·(1 − E(τ))` on top
/// of the new model value, so a second block on a moving property stacks instead of cutting
/// (`additive-bounds-overlap`). `.beginFromCurrentState` starts a plain (non-additive) animation
/// from the current presentation value instead. Types without subtraction (transforms, paths)
/// always use the from-value form. Fill mode is `.both` (the delay holds the old value).
///
/// ```swift
/// ViewAnimation.animate(
///     withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { card.opacity = 0 },
///     completion: { _ in card.removeFromSuperlayer() })
/// ```
public enum ViewAnimation {
    /// `UIViewAnimationOptions`: curve, repeat, autoreverse and transition style of a view animation.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Start from the current presentation value instead of stacking additively on a running animation.
        public static let beginFromCurrentState = Options(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = Options(rawValue: 1 << 3)
        /// Play forwards then backwards (combine with `repeat` for a ping-pong).
        public static let autoreverse = Options(rawValue: 1 << 4)
        /// Ease-in curve.
        public static let curveEaseIn = Options(rawValue: 1 << 16)
        /// Ease-out curve.
        public static let curveEaseOut = Options(rawValue: 2 << 16)
        /// Linear curve.
        public static let curveLinear = Options(rawValue: 3 << 16)
        /// `transition(with:…)`: flip about the vertical axis, from the left.
        public static let transitionFlipFromLeft = Options(rawValue: 1 << 20)
        /// `transition(with:…)`: flip about the vertical axis, from the right.
        public static let transitionFlipFromRight = Options(rawValue: 2 << 20)
        /// `transition(with:…)`: page curl up (from the bottom).
        public static let transitionCurlUp = Options(rawValue: 3 << 20)
        /// `transition(with:…)`: page uncurl down from the top (the reverse of `transitionCurlUp`).
        public static let transitionCurlDown = Options(rawValue: 4 << 20)
        /// `transition(with:…)`: cross-dissolve.
        public static let transitionCrossDissolve = Options(rawValue: 5 << 20)
        /// `transition(with:…)`: flip about the horizontal axis, from the top.
        public static let transitionFlipFromTop = Options(rawValue: 6 << 20)
        /// `transition(with:…)`: flip about the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = Options(rawValue: 7 << 20)
        /// Default curve (value 0): ease-in-ease-out.
        public static let curveEaseInOut = Options([])

        var curve: TimingFunction {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInEaseOut
            }
        }
    }

    /// `transitionWithView:duration:options:animations:completion:`: the block changes the
    /// layer's content; a `Transition` of the option's kind is added (FlipFromLeft/Right/Top/Bottom
    /// → flip, CurlUp → pageCurl from the bottom, CurlDown → its reverse (pageUnCurl from the bottom: the
    /// page rolls back down from the top),
    /// CrossDissolve or none → fade). Curve from the options (default ease-in-out).
    public static func transition(
        with layer: Layer, duration: Double, options: Options = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        let t: Transition
        switch (options.rawValue >> 20) & 7 {
        case 1: t = Transition(type: .flip, subtype: .fromLeft)
        case 2: t = Transition(type: .flip, subtype: .fromRight)
        case 3: t = Transition(type: .pageCurl, subtype: .fromBottom)
        case 4: t = Transition(type: .pageUnCurl, subtype: .fromBottom)
        case 6: t = Transition(type: .flip, subtype: .fromTop)
        case 7: t = Transition(type: .flip, subtype: .fromBottom)
        default: t = Transition(type: .fade)
        }
        t.duration = duration
        t.timingFunction = options.curve
        if let completion { t.onStop = completion }
        layer.add(t, forKey: "transition")
    }

    /// `animateWithDuration:delay:options:animations:completion:`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: Options = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// `animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
        initialSpringVelocity velocity: Double, options: Options = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, spring: (damping, velocity), animations: animations,
            completion: completion)
    }

    static func run(
        duration: Double, delay: Double, options: Options, spring: (Double, Double)?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard let rt = SceneRuntime.current else { animations(); return }
        let outer = rt.recordingBlock
        rt.recordingBlock = []
        animations()
        let changes = rt.recordingBlock ?? []
        rt.recordingBlock = outer
        animate(changes, rt: rt, duration: duration, delay: delay, options: options, spring: spring, completion: completion)
    }

    /// The animations for recorded model changes (`changes`: each layer with its state before the block).
    static func animate(
        _ changes: [(Layer, LayerState)], rt: SceneRuntime, duration: Double, delay: Double, options: Options,
        spring: (Double, Double)?, completion: ((Bool) -> Void)?
    ) {
        let now = rt.now
        var first = true
        for (layer, old) in changes {
            for k in SceneRuntime.animatableKeys(old, layer.model) {
                guard let ov = old.value(forKeyPath: k), let nv = layer.model.value(forKeyPath: k), ov != nv else { continue }
                let a: BasicAnimation
                if let (z, v) = spring {
                    let s = UIViewSpringAnimation(keyPath: AnimKeyPath(k)); s.dampingRatio = z; s.initialSpringVelocity = v
                    a = s
                } else {
                    a = BasicAnimation(keyPath: AnimKeyPath(k)); a.timingFunction = options.curve
                }
                a.duration = duration
                a.fillMode = .both
                a.beginTime = layer.localTime(atGlobal: now) + delay
                if options.contains(.repeat) { a.repeatCount = .infinity }
                a.autoreverses = options.contains(.autoreverse)
                let subtractable: Bool
                switch nv {
                case .scalar, .point, .size, .rect, .color, .scalars: subtractable = true;
                default: subtractable = false
                }
                if options.contains(.beginFromCurrentState) || !subtractable {
                    let from =
                        options.contains(.beginFromCurrentState) ? (layer.presentationAt(now, model: old).value(forKeyPath: k) ?? ov) : ov
                    a.fromValue = from
                } else {
                    a.isAdditive = true
                    a.fromValue = ov.subtracting(nv); a.toValue = ov.subtracting(nv).zero
                }
                if first, let completion { a.onStop = completion; first = false }
                layer.add(a)
            }
        }
        if first, let completion { after(delay + duration) { completion(true) } }
    }
}

extension Layer {
    /// Presentation at global `t` as if the model were `m`.
    func presentationAt(_ t: Double, model m: LayerState) -> LayerState {
        var b = PresentationBuilder(m)
        let tl = localTime(atGlobal: t)
        for a in attached { a.anim.apply(to: &b, parentTime: tl, groupDuration: nil) }
        return b.finish()
    }
}

extension ViewAnimation {
    /// `animateKeyframesWithDuration:delay:options:animations:completion:` (003/004 §1.13): each
    /// `addKeyframe` block's changes become segments of one CAKeyframeAnimation per property
    /// (values = start, then each keyframe's value at its relative start/end times). The whole
    /// timeline gets ease-in-ease-out unless `easeTimeline` is false (UIKit's known behaviour; a
    /// flag as the spec asks).
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        calculationMode: CalculationMode = .linear, easeTimeline: Bool = true,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let rt = SceneRuntime.current else { animations(); return }
        let outer = rt.keyframeSegments
        rt.keyframeSegments = []
        animations()
        let segs = rt.keyframeSegments ?? []
        rt.keyframeSegments = outer
        // Group by (layer, key) keeping first-seen order.
        var order: [(Layer, String)] = []
        var byKey: [String: [(Double, Double, AnimValue, AnimValue)]] = [:]
        for s in segs {
            let id = "\(ObjectIdentifier(s.layer).hashValue)|\(s.key)"
            if byKey[id] == nil { order.append((s.layer, s.key)) }
            byKey[id, default: []].append((s.start, s.duration, s.from, s.to))
        }
        var first = true
        for (layer, key) in order {
            let list = byKey["\(ObjectIdentifier(layer).hashValue)|\(key)"]!.sorted { $0.0 < $1.0 }
            var values: [AnimValue] = [list[0].2], times: [Double] = [0]
            for (s, d, from, to) in list {
                if s > (times.last ?? 0) { values.append(from); times.append(min(1, s)) }
                values.append(to); times.append(min(1, s + d))
            }
            if (times.last ?? 1) < 1 { values.append(values.last!); times.append(1) }
            let a = KeyframeAnimation(keyPath: AnimKeyPath(key), values: values, keyTimes: times, duration: duration)
            a.calculationMode = calculationMode
            a.timingFunction = easeTimeline ? .easeInEaseOut : .linear
            a.fillMode = .both
            a.beginTime = layer.localTime(atGlobal: rt.now) + delay
            if first, let completion { a.onStop = completion; first = false }
            layer.add(a)
        }
        if first, let completion { after(delay + duration) { completion(true) } }
    }

    /// `addKeyframeWithRelativeStartTime:relativeDuration:animations:` (inside `animateKeyframes`).
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
        guard let rt = SceneRuntime.current, rt.keyframeSegments != nil else { animations(); return }
        let outer = rt.recordingBlock
        rt.recordingBlock = []
        animations()
        let changes = rt.recordingBlock ?? []
        rt.recordingBlock = outer
        for (layer, old) in changes {
            for k in SceneRuntime.animatableKeys(old, layer.model) {
                guard let ov = old.value(forKeyPath: k), let nv = layer.model.value(forKeyPath: k), ov != nv else { continue }
                rt.keyframeSegments?.append(
                    KeyframeSegment(layer: layer, key: k, start: start, duration: relativeDuration, from: ov, to: nv))
            }
        }
    }
}

struct KeyframeSegment {
    var layer: Layer
    var key: String
    var start: Double
    var duration: Double
    var from: AnimValue
    var to: AnimValue
}
