/// A keyframe's easing handle: one value per dimension (a single value applies to all).
struct Handle: Sendable {
    var x: [Double]
    var y: [Double]
    func get(_ dim: Int) -> (Double, Double) {
        (x.isEmpty ? 0 : x[min(dim, x.count - 1)], y.isEmpty ? 0 : y[min(dim, y.count - 1)])
    }
}

/// One keyframe: the value from `time` on, eased towards the next keyframe's value.
struct Keyframe<V: Sendable>: Sendable {
    var time: Double
    var start: V
    /// The end value (older files write it on the keyframe; newer ones use the next start).
    var end: V?
    var hold: Bool
    var out: Handle?
    var into: Handle?
    /// Spatial tangents of a position keyframe (relative to start and end).
    var spatialOut: [Double]?
    var spatialIn: [Double]?
}

/// A property: a fixed value or keyframes sorted by time, or either driven by an expression (the
/// index of its `ExpressionInfo` in the document's table; the static value is its `value`).
enum Animated<V: Sendable>: Sendable {
    case fixed(V)
    case keyed([Keyframe<V>])
    indirect case expression(Animated<V>, id: Int)
}
