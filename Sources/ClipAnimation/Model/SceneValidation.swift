import ClipGeometry
import ClipRaster

/// Something wrong in a scene, found when its renderer is built (the tree at t = 0) or when a frame
/// is rendered: a font or image that cannot be loaded, or a value an animation or layer cannot use
/// (NaN, an infinite position, a negative duration or repeat count, …). One line, naming the
/// scene, the layer and what is wrong:
///
/// `scene 'my-clip': layer 'title': font family 'Helvetica Neue' is not installed (…)`
///
/// An unnamed layer is named by its class and its place in the tree (`ShapeLayer at root/2/0`:
/// the root's third sublayer's first sublayer; a named ancestor appears by name, a mask as `mask`).
/// Unknown key paths have their own error, `UnknownKeyPathError`, in the same format.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene's id ("" when the renderer was made without one).
    public var scene: String
    /// The layer (`'name'`, or its class and path), nil when the problem is not in a layer (text
    /// laid out while building the tree, outside any layer's drawing).
    public var layer: String?
    /// What is wrong.
    public var problem: String

    /// An error about `layer` (nil: not tied to a layer) in `scene`.
    public init(scene: String, layer: String?, problem: String) {
        self.scene = scene; self.layer = layer; self.problem = problem
    }

    /// One line: `scene 'id': layer 'name': problem` (the parts that are known).
    public var description: String {
        var s = scene.isEmpty ? "" : "scene '\(scene)': "
        if let layer { s += "layer \(layer): " }
        return s + problem
    }
}

// MARK: - Recording problems

/// A font that cannot be used was asked for: recorded on the running scene (if any), against the
/// layer being drawn, so the renderer throws instead of drawing blank text.
func reportFontError(_ e: FontError) {
    SceneRuntime.current?.reportProblem(e.message)
}

extension SceneRuntime {
    /// Records a problem against the layer being snapshotted (nil while building or replaying).
    /// The renderer throws the first one after the frame's tree is built.
    func reportProblem(_ message: String) {
        if problems.contains(where: { $0.layer === currentLayer && $0.message == message }) { return }
        problems.append((currentLayer, message))
    }
}

// MARK: - Checking a tree

/// What is wrong with one layer.
enum LayerIssue {
    /// A key path set or animated that the layer does not understand.
    case unknownKey(String)
    /// Anything else: a recorded problem (a bad animation added), contents that failed to load,
    /// a bad model value, a font that cannot be used.
    case problem(String)
}

extension Layer {
    /// The first issue in this subtree, depth first (the layer, its mask, its sublayers). Always:
    /// unknown keys, problems recorded when animations were added, contents that failed to load.
    /// With `values` (when the renderer is built): model values (NaN, ±∞, negative sizes) and the
    /// text layers' fonts too.
    func firstIssue(values: Bool) -> (Layer, LayerIssue)? {
        if let k = undeclaredKeys.first { return (self, .unknownKey(k)) }
        for a in attached {
            for k in a.anim.animatedKeyPaths where !model.understands(k) { return (self, .unknownKey(k)) }
        }
        if let p = problems.first { return (self, .problem(p)) }
        if case .unavailable(let why)? = model.contents { return (self, .problem(why)) }
        if values, let p = valueProblem() { return (self, .problem(p)) }
        if let m = mask, let r = m.firstIssue(values: values) { return r }
        for s in sublayers { if let r = s.firstIssue(values: values) { return r } }
        return nil
    }

    /// A model value the renderer cannot use, or this text layer's font failing to resolve.
    func valueProblem() -> String? {
        let st = model
        if let p = ValueCheck.state(st) { return p }
        if let text = st.text, case .failure(let e) = FontCache.shared.resolve(text.font) { return e.message }
        return nil
    }

    /// How messages name this layer inside the tree under `root`: `'name'`, or its class and path
    /// (`ShapeLayer at root/2/0`; named ancestors by name, masks as `mask`).
    func label(in root: Layer) -> String {
        if let name { return "'\(name)'" }
        let cls = String(describing: type(of: self))
        guard let path = root.path(to: self, prefix: "root") else { return cls }
        return "\(cls) at \(path)"
    }

    private func path(to target: Layer, prefix: String) -> String? {
        if self === target { return prefix }
        if let m = mask, let p = m.path(to: target, prefix: prefix + "/mask") { return p }
        for (i, s) in sublayers.enumerated() {
            let step = s.name.map { "'\($0)'" } ?? String(i)
            if let p = s.path(to: target, prefix: prefix + "/" + step) { return p }
        }
        return nil
    }

    /// Checks an animation being added (timing and values) and records what is wrong; the renderer
    /// throws it (from `makeRenderer` when added while building the tree, else from the frame).
    func recordProblems(of anim: Animation, key: String?) {
        guard let p = ValueCheck.animation(anim) else { return }
        let keyText = key.map { " '\($0)'" } ?? ""
        let what = (anim as? PropertyAnimation).map { " on \($0.keyPath.name)" } ?? ""
        let message = "animation\(keyText)\(what): \(p)"
        if !problems.contains(message) { problems.append(message) }
    }
}

// MARK: - Value checks

/// The checks behind `SceneError` for bad values: numbers an animation or layer cannot use.
enum ValueCheck {
    /// The first model value that is NaN or infinite (by registered property), negative where
    /// that means nothing, or a negative count.
    static func state(_ st: LayerState) -> String? {
        for p in LayerProperty.registry where !p.key.contains(".") {
            if let bad = nonFinite(p.get(st)) { return "\(p.key) is \(bad)" }
        }
        for (k, v) in st.custom.sorted(by: { $0.key < $1.key }) {
            if let bad = nonFinite(v) { return "custom property \(k) is \(bad)" }
        }
        // Model fields that must not be negative.
        var nonNegative = [
            ("borderWidth", st.borderWidth), ("shadowRadius", st.shadowRadius), ("backdropBlurRadius", st.backdropBlurRadius),
        ]
        if let s = st.shape { nonNegative.append(("lineWidth", s.lineWidth)) }
        if let t = st.text { nonNegative.append(("fontSize", t.fontSize)) }
        if let e = st.emitter { nonNegative += [("birthRate", e.birthRate), ("lifetime", e.lifetime)] }
        for (name, v) in nonNegative where v < 0 { return "\(name) is \(number(v)) (must be ≥ 0)" }
        if st.bounds.width < 0 || st.bounds.height < 0 {
            return "bounds size is \(number(st.bounds.width)) × \(number(st.bounds.height)) (must be ≥ 0)"
        }
        if let r = st.replicator, r.instanceCount < 0 { return "instanceCount is \(r.instanceCount) (must be ≥ 0)" }
        for (name, v) in [("speed", st.speed), ("beginTime", st.beginTime), ("timeOffset", st.timeOffset)] where !v.isFinite {
            return "\(name) is \(number(v))"
        }
        return nil
    }

    /// The first geometry or appearance value of a presentation state that is NaN or infinite
    /// (the renderer converts these to pixel coordinates), checked for every layer of every frame;
    /// nil when all are finite. Allocation-free: `x * 0` is 0 for finite `x` and NaN otherwise.
    static func presentation(_ st: LayerState) -> String? {
        @inline(__always) func ok(_ m: Transform3D) -> Bool {
            let z =
                m.m11 * 0 + m.m12 * 0 + m.m13 * 0 + m.m14 * 0 + m.m21 * 0 + m.m22 * 0 + m.m23 * 0 + m.m24 * 0 + m.m31 * 0 + m.m32 * 0
                + m.m33 * 0 + m.m34 * 0 + m.m41 * 0 + m.m42 * 0 + m.m43 * 0 + m.m44 * 0
            return z == 0
        }
        let b = st.bounds
        if !(b.minX * 0 + b.minY * 0 + b.width * 0 + b.height * 0 == 0) { return "bounds is NaN or infinite" }
        if !(st.position.x * 0 + st.position.y * 0 == 0) { return "position is NaN or infinite" }
        if !(st.anchorPoint.x * 0 + st.anchorPoint.y * 0 == 0) { return "anchorPoint is NaN or infinite" }
        if !(st.zPosition * 0 == 0) { return "zPosition is NaN or infinite" }
        if !ok(st.transform) { return "transform is NaN or infinite" }
        if !ok(st.sublayerTransform) { return "sublayerTransform is NaN or infinite" }
        if let r = st.replicator, !ok(r.instanceTransform) { return "instanceTransform is NaN or infinite" }
        if !(st.opacity * 0 == 0) { return "opacity is NaN or infinite" }
        if !(st.cornerRadius * 0 == 0) { return "cornerRadius is NaN or infinite" }
        if !(st.borderWidth * 0 == 0) { return "borderWidth is NaN or infinite" }
        if let s = st.shape, !(s.lineWidth * 0 == 0) { return "lineWidth is NaN or infinite" }
        if let t = st.text, !(t.fontSize * 0 == 0) { return "fontSize is NaN or infinite" }
        if !(st.shadowOffset.width * 0 + st.shadowOffset.height * 0 == 0) { return "shadowOffset is NaN or infinite" }
        if !(st.shadowRadius * 0 == 0) { return "shadowRadius is NaN or infinite" }
        if !(st.shadowOpacity * 0 == 0) { return "shadowOpacity is NaN or infinite" }
        if !(st.backdropBlurRadius * 0 + st.backdropSaturation * 0 == 0) {
            return "backdropBlurRadius or backdropSaturation is NaN or infinite"
        }
        return nil
    }

    /// What is wrong with an animation's timing or values (children of groups included), or nil.
    static func animation(_ a: Animation) -> String? {
        let t = a.timing
        if !t.duration.isFinite || t.duration < 0 { return "duration is \(number(t.duration)) (must be finite and ≥ 0)" }
        if t.repeatCount.isNaN || t.repeatCount < 0 { return "repeatCount is \(number(t.repeatCount)) (must be ≥ 0; HUGE repeats forever)" }
        if t.repeatDuration.isNaN || t.repeatDuration < 0 { return "repeatDuration is \(number(t.repeatDuration)) (must be ≥ 0)" }
        for (name, v) in [("speed", t.speed), ("beginTime", t.beginTime), ("timeOffset", t.timeOffset)] where !v.isFinite {
            return "\(name) is \(number(v)) (must be finite)"
        }
        if let s = a as? SpringAnimation {
            for (name, v) in [("mass", s.mass), ("stiffness", s.stiffness)] where !(v.isFinite && v > 0) {
                return "\(name) is \(number(v)) (must be finite and > 0)"
            }
            if !(s.damping.isFinite && s.damping >= 0) { return "damping is \(number(s.damping)) (must be finite and ≥ 0)" }
            if !s.initialVelocity.isFinite { return "initialVelocity is \(number(s.initialVelocity))" }
        }
        if let s = a as? UIViewSpringAnimation {
            if !(s.dampingRatio.isFinite && s.dampingRatio > 0) { return "dampingRatio is \(number(s.dampingRatio)) (must be > 0)" }
            if !s.initialSpringVelocity.isFinite { return "initialSpringVelocity is \(number(s.initialSpringVelocity))" }
        }
        if let b = a as? BasicAnimation {
            for (name, v) in [("fromValue", b.fromValue), ("toValue", b.toValue), ("byValue", b.byValue)] {
                if let v, let bad = nonFinite(v) { return "\(name) is \(bad)" }
            }
        }
        if let k = a as? KeyframeAnimation {
            for (i, v) in k.values.enumerated() { if let bad = nonFinite(v) { return "values[\(i)] is \(bad)" } }
            if let times = k.keyTimes {
                for (i, v) in times.enumerated() where !(v >= 0 && v <= 1) { return "keyTimes[\(i)] is \(number(v)) (must be in 0...1)" }
                for i in times.indices.dropFirst() where times[i] < times[i - 1] {
                    return "keyTimes are not increasing (\(number(times[i - 1])) then \(number(times[i])))"
                }
            }
            if let p = k.path, let bad = nonFinite(.path(p)) { return "path is \(bad)" }
        }
        if let g = a as? AnimationGroup {
            for (i, c) in g.animations.enumerated() {
                if let p = animation(c) {
                    let on = (c as? PropertyAnimation).map { " (\($0.keyPath.name))" } ?? ""
                    return "animations[\(i)]\(on): \(p)"
                }
            }
        }
        return nil
    }

    /// "NaN", "infinite" or "not finite" when some component of `v` is not a finite number.
    static func nonFinite(_ v: AnimValue) -> String? {
        func check(_ xs: [Double]) -> String? {
            if xs.contains(where: { $0.isNaN }) { return "NaN" }
            if xs.contains(where: { $0.isInfinite }) { return "infinite" }
            return nil
        }
        switch v {
        case .scalar(let x): return check([x])
        case .point(let p): return check([p.x, p.y])
        case .size(let s): return check([s.width, s.height])
        case .rect(let r): return check([r.minX, r.minY, r.width, r.height])
        case .color(let c): return check([c.r, c.g, c.b, c.a])
        case .scalars(let xs): return check(xs)
        case .colors(let cs): return check(cs.flatMap { [$0.r, $0.g, $0.b, $0.a] })
        case .transform(let m): return check(m.rowMajor)
        case .path(let p):
            var bad: String? = nil
            p.forEach { el in
                guard bad == nil else { return }
                switch el {
                case .move(let a), .line(let a): bad = check([a.x, a.y])
                case .quad(let c, let a): bad = check([c.x, c.y, a.x, a.y])
                case .cubic(let c1, let c2, let a): bad = check([c1.x, c1.y, c2.x, c2.y, a.x, a.y])
                case .close: break
                }
            }
            return bad.map { "\($0) (a point of the path)" }
        case .null, .bool, .image: return nil
        }
    }

    /// A number as messages print it (`-1`, `0.5`, `nan`, `inf`).
    static func number(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v < 0 ? "-infinity" : "infinity" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
