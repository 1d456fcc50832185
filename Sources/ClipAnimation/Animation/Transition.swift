/// CATransition `type`.
public enum TransitionType: String, Sendable, Hashable, CaseIterable {
    /// `fade`: cross-dissolve; `moveIn`: the new content slides over the old; `push`: the new pushes the
    /// old out; `reveal`: the old slides away, uncovering the new; `cube`: a rotating 3D cube.
    case fade, moveIn, push, reveal, cube
    /// `oglFlip` (and UIView's FlipFrom… transitions).
    case flip
    /// Core Animation's private types: genie suck into the top-left corner, water ripple, page curl
    /// and uncurl, and the camera iris opening or closing. Their exact looks are approximations.
    case suckEffect, rippleEffect, pageCurl, pageUnCurl, cameraIrisHollowOpen, cameraIrisHollowClose
    /// The private type names (`"oglFlip"` etc.).
    public init?(caName: String) {
        if caName == "oglFlip" { self = .flip; return }
        self.init(rawValue: caName)
    }
}
/// CATransition `subtype`: the edge the new content comes from.
public enum TransitionSubtype: String, Sendable, Hashable {
    /// The new content enters from the named edge.
    case fromRight, fromLeft, fromTop, fromBottom
}

/// CATransition (003/004 §1.10). Add it right after changing the layer's content; the layer's
/// state before the change (recorded by the runtime for the current event) is frozen as the
/// "old" appearance and composited with the live "new" one:
/// fade = cross-dissolve; push = new in from the subtype edge while old leaves; moveIn = new
/// slides over old; reveal = old slides away uncovering new; cube / flip = 3D (rotation about
/// the vertical axis for left/right, horizontal for top/bottom) with perspective; pageCurl /
/// pageUnCurl = the page rolls onto a cylinder from the subtype edge, showing its back;
/// cameraIris = a six-bladed turning hexagonal aperture; rippleEffect = radial sine warp +
/// dissolve; suckEffect = genie funnel into the top-left corner (mesh warps). The private
/// effects' exact looks are [CHOICE]s (003/004 §1.10), documented on each compositor.
open class Transition: Animation, @unchecked Sendable {
    /// The transition's look (default `fade`).
    public var type: TransitionType = .fade
    /// The edge the new content enters from, for directional types (default `fromRight`).
    public var subtype: TransitionSubtype = .fromRight
    /// Progress at which the transition starts, 0…1 (CATransition `startProgress`). For
    /// `suckEffect` the window `startProgress…endProgress` is instead the part of the duration in
    /// which the funnel plays, so that it grows out of the whole picture and finishes ([CHOICE]).
    public var startProgress = 0.0
    /// Progress at which the transition ends, 0…1 (CATransition `endProgress`).
    public var endProgress = 1.0
    var old: Layer?
    var oldTime = 0.0

    /// A fade transition (default duration 0.25 s).
    public override init() { super.init() }
    /// A transition of `type` from `subtype`'s edge lasting `duration` seconds (0 = 0.25 s).
    public convenience init(type: TransitionType, subtype: TransitionSubtype = .fromRight, duration: Double = 0) {
        self.init(); self.type = type; self.subtype = subtype; self.duration = duration
    }
    open override func copy() -> Animation {
        let t = Transition(); t.copyBase(from: self)
        t.type = type; t.subtype = subtype; t.startProgress = startProgress; t.endProgress = endProgress
        t.old = old; t.oldTime = oldTime
        return t
    }

    func captureOld(of layer: Layer, runtime: SceneRuntime?) {
        let overrides = runtime?.eventOldStates ?? [:]
        let clone = layer.cloneTree(overrides: overrides)
        // The old appearance is frozen: drop its own transitions.
        clone.attached.removeAll { $0.anim is Transition }
        old = clone
        oldTime = layer.localTime(atGlobal: runtime?.now ?? 0)
    }

    open override func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {
        let eased = (timingFunction ?? .linear).value(at: f)
        let p: Double
        if type == .suckEffect {
            let span = endProgress - startProgress
            p = span > 1e-9 ? min(1, max(0, (eased - startProgress) / span)) : (eased >= startProgress ? 1 : 0)
        } else {
            p = startProgress + (endProgress - startProgress) * eased
        }
        b.transition = ActiveTransition(type: type, subtype: subtype, progress: p, old: old, oldTime: oldTime)
    }
}
