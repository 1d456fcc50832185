import ClipGeometry
import ClipRaster

/// CAShapeLayer (defaults: fill opaque black, no stroke, width 1, butt, miter, limit 10): fills and
/// strokes `path`, in the layer's bounds coordinates. The path, colours, line width, dash phase and
/// `strokeStart` / `strokeEnd` animate.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.frame = Rect(110, 200, 100, 100)
/// ring.path = ovalPath(in: ring.bounds.insetBy(dx: 4, dy: 4))
/// ring.fillColor = nil
/// ring.strokeColor = .white
/// ring.lineWidth = 8
/// ring.lineCap = .round
/// ring.add(BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: 1), forKey: "draw")
/// ```
open class ShapeLayer: Layer, @unchecked Sendable {
    override class var initialKind: LayerKindState { .shape(ShapeState()) }

    /// The path filled, then stroked (trimmed to strokeStart…strokeEnd, dashed from the full path's start).
    open override func contentOps(state: LayerState, localTime: Double) -> [DrawOp] {
        guard let st = state.shape, let path = st.path else { return [] }
        var ops: [DrawOp] = []
        if let fc = st.fillColor, fc.a > 0 { ops.append(.fill(path, .solid(fc), st.fillRule, .identity)) }
        if let sc = st.strokeColor, sc.a > 0, st.lineWidth > 0 {
            let s0 = min(1, max(0, st.strokeStart)), s1 = min(1, max(0, st.strokeEnd))
            if s1 > s0 {
                // Dashes are laid out from the full path's start (001/002 §3.13 ⚑): the stroker dashes
                // the trimmed path, so its phase is advanced by the trimmed-off length.
                let phase = st.lineDashPhase + (s0 > 0 && !st.lineDashPattern.isEmpty ? s0 * PathMeasure(path).length : 0)
                let style = StrokeStyle(
                    width: st.lineWidth, cap: st.lineCap, join: st.lineJoin, miterLimit: st.miterLimit,
                    dashPattern: st.lineDashPattern, dashPhase: phase, strokeStart: s0, strokeEnd: s1)
                ops.append(.stroke(path, style, .solid(sc), .identity))
            }
        }
        return ops
    }
}
