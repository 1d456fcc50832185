import ClipGeometry

/// Accumulates animation contributions on top of a model state (Kitten Yang §1.1: presentation =
/// model, then each attached animation in order of addition overrides, or if additive adds to, its
/// key path). Transform sub-key paths edit a decomposed copy of the transform so that several of
/// them (scale + rotation) combine exactly and rotations beyond ±π survive.
public struct PresentationBuilder {
    /// The state being built.
    public var state: LayerState
    var parts: [String: TransformParts] = [:]
    /// Extra z rotation from a keyframe `rotationMode`.
    var autoRotation: Double?
    /// Transition progress set by a `Transition` animation.
    var transition: ActiveTransition?

    /// Starts from the model state `state`.
    public init(_ state: LayerState) { self.state = state }

    static func base(_ k: String) -> String { k == "transform" || k == "sublayerTransform" || k == "instanceTransform" ? k : "" }

    mutating func flush(_ base: String) {
        guard let p = parts.removeValue(forKey: base) else { return }
        state.setValue(.transform(p.matrix), forKeyPath: base)
    }

    /// The value at key path `k` with the animations applied so far.
    public func value(_ k: String) -> AnimValue? {
        if let (base, sub) = LayerState.transformSubKey(k) {
            if let p = parts[base] { return .scalar(p.component(sub)) }
            return state.value(forKeyPath: k)
        }
        if let p = parts[k] { return .transform(p.matrix) }
        return state.value(forKeyPath: k)
    }

    /// Writes the value at key path `k`.
    public mutating func set(_ k: String, _ v: AnimValue) {
        if let (base, sub) = LayerState.transformSubKey(k), let s = v.scalar {
            var p = parts[base] ?? TransformParts(state.value(forKeyPath: base)?.transform ?? .identity)
            p.setComponent(sub, s)
            parts[base] = p
            return
        }
        if !PresentationBuilder.base(k).isEmpty { parts[k] = nil }
        state.setValue(v, forKeyPath: k)
    }

    /// The resulting presentation state.
    public mutating func finish() -> LayerState {
        for k in Array(parts.keys) { flush(k) }
        if let a = autoRotation {
            state.transform = Transform3D(rotationAngle: a, x: 0, y: 0, z: 1).concatenating(state.transform)
        }
        return state
    }
}

/// A transition in progress on a layer (set by `Transition`).
struct ActiveTransition {
    var type: TransitionType
    var subtype: TransitionSubtype
    var progress: Double
    var old: Layer?
    var oldTime: Double
}
