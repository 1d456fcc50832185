import ClipGeometry
import ClipRaster

/// How a layer's `mask` applies.
public enum MaskMode: Sendable, Hashable {
    /// CALayer: the layer shows where the mask is opaque (a `destinationIn` draw of the mask).
    case alpha
    /// The layer shows where the mask is transparent (a `destinationOut` draw): a cut-out.
    case inverse
    /// A luminance matte: the layer shows by the mask's luminance times its alpha (sRGB
    /// coefficients 0.2125, 0.7154, 0.0721, as SVG's `mask-type: luminance`); CALayer has none.
    case luminance
    /// The inverse of `luminance`: the layer shows by one minus the mask's luminance × alpha.
    case inverseLuminance
}

/// CALayer: a model state, sublayers, a mask and attached animations.
///
/// Properties are CALayer's (`layer.position = …`, `layer.opacity = 0.5`, `layer.transform =
/// …`), each a field of the model `LayerState`; a subclass adds its kind's own (`ShapeLayer.path`,
/// `ReplicatorLayer.instanceCount`), kept in the model's typed `kind` state. Animations are
/// attached with `add(_:forKey:)` (copied; same key replaces). Presentation values are computed
/// on demand (`presentation()`), never stored.
///
/// Layers are built and mutated on one thread (inside a `SceneRuntime`); a renderer builds a fresh
/// tree for every frame, so no layer is ever shared between threads.
///
/// A layer class draws itself: `contentOps(state:localTime:)` returns its own drawing operations
/// (ShapeLayer its path, GradientLayer its gradient, …) and `appendSublayerNodes(_:to:)` decides
/// how sublayers are placed (ReplicatorLayer: instances, TransformLayer: 3D). A new kind of layer
/// is one subclass overriding these (see `Model/Layers/`).
open class Layer: @unchecked Sendable {
    /// The model values. Changes are recorded with the runtime (the state before an event's first
    /// change, for implicit animations and view-animation blocks); a change the runtime already
    /// has the old state for is made in place, without copying the whole state.
    public var model: LayerState {
        get { storedModel }
        set {
            if let rt = SceneRuntime.current, rt.wantsOldState(of: self) { rt.recordChange(self, old: storedModel) }
            storedModel = newValue
        }
        _modify {
            if let rt = SceneRuntime.current, rt.wantsOldState(of: self) { rt.recordChange(self, old: storedModel) }
            yield &storedModel
        }
    }
    private var storedModel = LayerState()
    /// A name for the layer: error messages and the studio's layer tree show it (`CALayer.name`).
    public var name: String?
    /// The layers drawn in this layer's coordinate space, back to front (`CALayer.sublayers`; change it with `addSublayer` and friends).
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of; nil for the root or a detached layer (held weakly).
    public private(set) weak var superlayer: Layer?
    /// A layer whose alpha masks this one (in this layer's coordinate space; never drawn itself).
    public var mask: Layer? {
        didSet {
            guard oldValue !== mask else { return }
            if let old = oldValue, old.maskOwner === self { old.leaveTree(); old.maskOwner = nil }
            if let m = mask { m.joinTree(); m.maskOwner = self }
        }
    }
    /// How `mask` applies: its alpha keeps the layer (`.alpha`, CALayer) or cuts it away (`.inverse`).
    public var maskMode: MaskMode = .alpha
    /// Filters applied, in order, to the layer's rendered group before its mask (blur, drop
    /// shadow, tint); empty by default. CALayer's `filters` exist on macOS only.
    public var filters: [LayerFilter] = []
    /// When set, the layer's group merges into what lies below by alpha alone (larger, smaller or
    /// difference; the result is black at the merged alpha): for building masks the way After
    /// Effects combines them (lighten, darken, difference). nil (default): `compositingFilter` applies.
    public var coverageBlend: CoverageBlend? = nil
    /// Opt-in CA implicit animations for stand-alone layers (0.25 s, default curve). As in Core
    /// Animation, only a layer that was already on screen animates: never in the transaction that
    /// creates it or puts it into the rendered tree (see `SceneRuntime+OnScreen.swift`).
    public var implicitAnimations = false
    /// The runtime transaction in which this layer was created or last joined a tree (as a
    /// sublayer or a mask); 0 outside a runtime.
    var joinedTransaction = SceneRuntime.current?.transaction ?? 0
    /// Set when the layer leaves a rendered tree it was on screen in: its later changes animate
    /// implicitly even while it is detached, or in the transaction that adds it back.
    var wasOnScreen = false
    /// The layer this one is the `mask` of (held weakly).
    weak var maskOwner: Layer?
    struct Attached {
        var key: String?
        var anim: Animation
        var serial: Int
        /// The runtime transaction scene code added it in (0 outside a runtime and for implicit
        /// animations the runtime adds).
        var explicitTransaction = 0
    }
    var attached: [Attached] = []
    /// Keys passed to `setValue(_:forKeyPath:)` that this layer does not understand.
    var undeclaredKeys: [String] = []
    /// What is wrong with animations added to this layer (bad timing or values), as messages.
    var problems: [String] = []

    #if CLIPGEN_INTERNAL_CHECKS
        /// The runtime this layer was created in (debug builds): a frame's tree holds only its own layers.
        weak var builtIn: SceneRuntime? = SceneRuntime.current
    #endif

    /// A layer with Core Animation's default state (zero bounds and position, opaque, no animations).
    public required init() { storedModel.kind = Self.initialKind }
    /// The kind state a new layer of this class starts with (`.plain`; `ShapeLayer`: a `ShapeState`).
    class var initialKind: LayerKindState { .plain }
    /// A layer whose `frame` is `frame` (sets `bounds.size` and `position`).
    public convenience init(frame: Rect) { self.init(); self.frame = frame }

    /// Derived frame (see `LayerState.frame`); setting it sets bounds.size and position.
    public var frame: Rect {
        get { model.frame }
        set { model.frame = newValue }
    }

    // MARK: Tree

    /// Appends `l` on top of the existing sublayers (taking it out of its old superlayer first).
    public func addSublayer(_ l: Layer) { insertSublayer(l, at: sublayers.count) }
    /// Inserts `l` at `index` in `sublayers` (clamped to 0…count), taking it out of its old superlayer first.
    public func insertSublayer(_ l: Layer, at index: Int) {
        l.removeFromSuperlayer()
        let old = sublayers
        sublayers.insert(l, at: min(max(0, index), sublayers.count))
        l.superlayer = self
        l.joinTree()
        SceneRuntime.current?.recordSublayers(self, old: old)
    }
    /// Re-inserting a layer that is already a sublayer first takes it out, then finds the sibling
    /// (its index may have shifted), as CALayer does.
    public func insertSublayer(_ l: Layer, below sibling: Layer) {
        guard l !== sibling else { return }
        if l.superlayer === self { l.removeFromSuperlayer() }
        insertSublayer(l, at: sublayers.firstIndex { $0 === sibling } ?? 0)
    }
    /// Inserts `l` just above `sibling` (at the top when `sibling` is not a sublayer).
    public func insertSublayer(_ l: Layer, above sibling: Layer) {
        guard l !== sibling else { return }
        if l.superlayer === self { l.removeFromSuperlayer() }
        insertSublayer(l, at: (sublayers.firstIndex { $0 === sibling } ?? sublayers.count - 1) + 1)
    }
    /// Detaches the layer from its superlayer (no effect on a root).
    public func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        leaveTree()
        let old = s.sublayers
        s.sublayers.removeAll { $0 === self }
        superlayer = nil
        SceneRuntime.current?.recordSublayers(s, old: old)
    }
    /// Puts `new` where `old` is in `sublayers` (no effect when `old` is not a sublayer).
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer(); insertSublayer(new, at: i)
    }
    /// Sets the sublayer list directly (used by clones).
    func setSublayersRaw(_ ls: [Layer]) { sublayers = ls; for l in ls { l.superlayer = self } }

    // MARK: Time

    /// This layer's local time at global (scene) time `t`: the layer timing chain from the root.
    public func localTime(atGlobal t: Double) -> Double {
        var chain: [Layer] = []
        var l: Layer? = self
        while let c = l { chain.append(c); l = c.superlayer }
        var tl = t
        for c in chain.reversed() { tl = c.layerTiming.localTime(parentTime: tl) }
        return tl
    }
    /// Global time at which this layer's local time equals `tl` (nil if a layer is paused).
    public func globalTime(atLocal tl: Double) -> Double? {
        var t = tl
        var l: Layer? = self
        while let c = l {
            guard let p = c.layerTiming.parentTime(localTime: t) else { return nil }
            t = p; l = c.superlayer
        }
        return t
    }
    /// `convertTime(CACurrentMediaTime(), fromLayer: nil)`.
    public func convertTime(_ t: Double, from other: Layer?) -> Double {
        if let o = other, let g = o.globalTime(atLocal: t) { return localTime(atGlobal: g) }
        return localTime(atGlobal: t)
    }
    var layerTiming: MediaTiming {
        var m = MediaTiming(); m.beginTime = model.beginTime; m.speed = model.speed; m.timeOffset = model.timeOffset
        return m
    }

    // MARK: Animations

    /// Attaches a copy of `anim`. `beginTime == 0` is stamped with the layer's current local time;
    /// an existing animation with the same key is removed first (its stop callback gets `false`).
    public func add(_ anim: Animation, forKey key: String? = nil) {
        let a = anim.copy()
        recordProblems(of: a, key: key)
        let rt = SceneRuntime.current
        let now = rt?.now ?? 0
        if a.timing.beginTime == 0 { a.timing.beginTime = localTime(atGlobal: now) }
        if let key { removeAnimation(forKey: key) }
        let serial = rt?.nextSerial() ?? attached.count
        if let tr = a as? Transition { tr.captureOld(of: self, runtime: rt) }
        // No from/to/by (implicit-action style, 003/004 §1.7 "none"): from = the presentation value
        // before this event's model change, to = the current value.
        if let b = a as? BasicAnimation, b.fromValue == nil, b.toValue == nil, b.byValue == nil {
            let old = rt?.eventOldStates[ObjectIdentifier(self)]?.0 ?? model
            b.fromValue = presentationAt(now, model: old).value(forKeyPath: b.keyPath.name)
        }
        attached.append(
            Attached(key: key, anim: a, serial: serial, explicitTransaction: rt.map { $0.addingImplicit ? 0 : $0.transaction } ?? 0))
        rt?.scheduleCallbacks(for: a, on: self, serial: serial)
    }
    /// Removes the animation attached under `key`; its stop callback gets `finished == false`.
    public func removeAnimation(forKey key: String) {
        let removed = attached.filter { $0.key == key }
        attached.removeAll { $0.key == key }
        for r in removed { SceneRuntime.current?.animationRemoved(r.anim, finished: false) }
    }
    /// Removes every attached animation; their stop callbacks get `finished == false`.
    public func removeAllAnimations() {
        let removed = attached
        attached.removeAll()
        for r in removed { SceneRuntime.current?.animationRemoved(r.anim, finished: false) }
    }
    /// Keys of attached animations (finished and removed ones are gone, see `SceneRuntime`).
    public func animationKeys() -> [String] {
        let now = SceneRuntime.current?.now ?? 0
        let tl = localTime(atGlobal: now)
        return attached.filter { !isFinishedAndRemoved($0.anim, localTime: tl) }.compactMap { $0.key }
    }
    /// The animation attached under `key` (the engine's copy), or nil.
    public func animation(forKey key: String) -> Animation? { attached.last { $0.key == key }?.anim }
    var animations: [Animation] { attached.map { $0.anim } }
    /// Every attached animation with its key, in the order added, also those added with
    /// `forKey: nil` (as `ViewAnimation` adds its springs): what the studio's layer tree lists.
    package var attachedAnimations: [(key: String?, animation: Animation)] { attached.map { ($0.key, $0.anim) } }

    func isFinishedAndRemoved(_ a: Animation, localTime tl: Double) -> Bool {
        guard a.isRemovedOnCompletion else { return false }
        let d = a.effectiveDuration(groupDuration: nil)
        return a.timing.elapsed(parentTime: tl) >= a.timing.activeDuration(d)
    }

    func removeAttached(serial: Int) { attached.removeAll { $0.serial == serial } }
    func isAttached(serial: Int) -> Bool { attached.contains { $0.serial == serial } }

    // MARK: Presentation

    /// Presentation state at layer-local time `tl`: the model with every attached animation applied.
    public func presentationState(localTime tl: Double) -> LayerState {
        var b = PresentationBuilder(model)
        for a in attached { a.anim.apply(to: &b, parentTime: tl, groupDuration: nil) }
        return b.finish()
    }
    func presentationBuilder(localTime tl: Double) -> PresentationBuilder {
        var b = PresentationBuilder(model)
        for a in attached { a.anim.apply(to: &b, parentTime: tl, groupDuration: nil) }
        return b
    }
    /// `presentationLayer`: the presentation state at the runtime's current time.
    public func presentation() -> LayerState {
        presentationState(localTime: localTime(atGlobal: SceneRuntime.current?.now ?? 0))
    }

    /// KVC-style setter for key paths (`setValue(M_PI, forKeyPath: "transform.rotation.x")`).
    /// A key that names neither a registered nor a declared custom property is not written: it is
    /// kept, and the renderer reports it (`UnknownKeyPathError`).
    public func setValue(_ v: AnimValue, forKeyPath k: String) {
        guard model.understands(k) else { if !undeclaredKeys.contains(k) { undeclaredKeys.append(k) }; return }
        model.setValue(v, forKeyPath: k)
    }
    /// KVC-style getter: the model value at a key path (`"position.x"`, `"transform.rotation.z"`, a custom property), or nil.
    public func value(forKeyPath k: String) -> AnimValue? { model.value(forKeyPath: k) }

    /// Breaks reference cycles of a finished frame (animation callbacks capturing layers):
    /// detaches animations, masks and sublayers of the whole subtree, without callbacks.
    public func teardown() {
        SceneRuntime.$current.withValue(nil) {
            for l in sublayers { l.teardown() }
            mask?.teardown()
            mask = nil
            attached.removeAll()
            for l in sublayers { l.superlayer = nil }
            sublayers.removeAll()
            model.contents = nil
        }
    }

    // MARK: Clone

    /// A deep copy of this subtree (models, sublayers, masks, animations).
    open func cloneTree(overrides: [ObjectIdentifier: (LayerState, [Layer])] = [:]) -> Layer {
        let c = makeEmptyClone()
        let ov = overrides[ObjectIdentifier(self)]
        c.model = ov?.0 ?? model
        c.name = name
        c.undeclaredKeys = undeclaredKeys
        c.problems = problems
        c.attached = attached.map {
            Attached(key: $0.key, anim: $0.anim.copy(), serial: $0.serial, explicitTransaction: $0.explicitTransaction)
        }
        c.mask = mask?.cloneTree(overrides: overrides)
        c.maskMode = maskMode
        c.filters = filters
        c.coverageBlend = coverageBlend
        c.setSublayersRaw((ov?.1 ?? sublayers).map { $0.cloneTree(overrides: overrides) })
        return c
    }
    /// A fresh layer of the same class (subclasses with extra stored fields copy them).
    open func makeEmptyClone() -> Layer { type(of: self).init() }

    // MARK: Drawing (overridden by layer classes)

    /// Drawing operations of this layer's own content, in bounds coordinates, drawn after the
    /// background and `contents` and before the sublayers. `state` is the presentation state at
    /// layer-local time `localTime`. A plain layer has none.
    open func contentOps(state: LayerState, localTime: Double) -> [DrawOp] { [] }

    /// Whether the layer draws anything itself (background, contents, border, shadow, clip).
    /// `TransformLayer` does not: it only places its sublayers in 3D.
    open var drawsOwnContent: Bool { true }

    /// Adds the render nodes of the sublayers to `node` (default: each sublayer once, in drawing
    /// order, through `sublayerTransform`). Replicator and transform layers override this.
    open func appendSublayerNodes(_ ctx: SublayerContext, to node: inout RenderNode) {
        for s in ctx.sublayers {
            if let c = ctx.node(for: s, time: ctx.localTime, tint: ctx.tint, extra: ctx.sublayerTransform) { node.children.append(c.node) }
        }
    }

    /// Frontmost sublayer (by presentation frame, in this layer's coordinates) containing `p`.
    public func hitTest(_ p: Point) -> Layer? {
        for l in sublayers.reversed() {
            let st = l.presentation()
            if !st.isHidden && st.frame.contains(p) {
                let local = Point(p.x - st.frame.minX + st.bounds.minX, p.y - st.frame.minY + st.bounds.minY)
                return l.hitTest(local) ?? l
            }
        }
        return nil
    }
}

extension Layer {
    /// Model-space map from this layer's bounds coordinates to its superlayer's coordinates
    /// (position, anchorPoint, transform and the superlayer's sublayerTransform), flattened.
    public var toSuperlayer: ProjectiveTransform {
        let st = model
        let anchor = Point(st.bounds.minX + st.anchorPoint.x * st.bounds.width, st.bounds.minY + st.anchorPoint.y * st.bounds.height)
        var m = Transform3D(translationX: -anchor.x, y: -anchor.y).concatenating(st.transform)
            .concatenating(Transform3D(translationX: st.position.x, y: st.position.y, z: st.zPosition))
        if let s = superlayer, !s.model.sublayerTransform.isIdentity {
            let ps = s.model
            let pa = Point(ps.bounds.minX + ps.anchorPoint.x * ps.bounds.width, ps.bounds.minY + ps.anchorPoint.y * ps.bounds.height)
            m = m.concatenating(Transform3D(translationX: -pa.x, y: -pa.y)).concatenating(ps.sublayerTransform)
                .concatenating(Transform3D(translationX: pa.x, y: pa.y))
        }
        return m.projective
    }
    /// Map from this layer's coordinates to the root's.
    public var toRoot: ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var l: Layer? = self
        while let c = l, c.superlayer != nil { m = m.concatenating(c.toSuperlayer); l = c.superlayer }
        return m
    }
    /// `convertPoint:toLayer:` on model values (nil layer = the root).
    public func convert(_ p: Point, to other: Layer?) -> Point? {
        guard let q = toRoot.apply(p) else { return nil }
        guard let o = other else { return q }
        return o.toRoot.inverted?.apply(q)
    }
    /// `convertPoint:fromLayer:` on model values (nil layer = the root).
    public func convert(_ p: Point, from other: Layer?) -> Point? {
        let q = other.map { $0.toRoot.apply(p) } ?? p
        guard let q else { return nil }
        return toRoot.inverted?.apply(q)
    }
}
