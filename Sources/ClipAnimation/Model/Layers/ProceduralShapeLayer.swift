import ClipGeometry
import ClipRaster

/// A CAShapeLayer whose path is a function of its own state, built when the frame is drawn: what a
/// `CADisplayLink` callback does when it rebuilds a layer's path every frame (002 §2.20's waves),
/// without building a path on every replayed tick. The display link (or an animation) updates a
/// declared custom property — `wave[offset] = …` — and `pathProvider` turns the presentation state
/// into the path; fill, stroke, dashes and trimming are the ShapeLayer's.
///
/// ```swift
/// let offset = wave.declare(CustomProperty("offset", default: 0))
/// wave.pathProvider = { st in sinePath(offset: st[offset]) }
/// DisplayLink { _ in wave[offset] += 2 }
/// ```
open class ProceduralShapeLayer: ShapeLayer, @unchecked Sendable {
    /// The path for a state (presentation values); nil keeps `path`.
    public var pathProvider: (@Sendable (LayerState) -> Path)?

    open override func contentOps(state st: LayerState, localTime: Double) -> [DrawOp] {
        guard let pathProvider else { return super.contentOps(state: st, localTime: localTime) }
        var s = st
        s.shape?.path = pathProvider(st)
        return super.contentOps(state: s, localTime: localTime)
    }
}
