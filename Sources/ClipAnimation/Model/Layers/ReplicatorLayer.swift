import ClipGeometry
import ClipRaster

/// CAReplicatorLayer: `instanceCount` copies of the sublayers; copy k gets `instanceTransform^k`
/// (about the layer's anchor-centre), time shift `k·instanceDelay` and colour
/// `instanceColor + k·offsets` (multiplying the copy).
open class ReplicatorLayer: Layer, @unchecked Sendable {
    override class var initialKind: LayerKindState { .replicator(ReplicatorState()) }

    open override func appendSublayerNodes(_ ctx: SublayerContext, to node: inout RenderNode) {
        guard let st = ctx.state.replicator else { return }
        let count = max(0, st.instanceCount)
        var it = Transform3D.identity
        let toC = Transform3D(translationX: -ctx.anchor.x, y: -ctx.anchor.y)
        let fromC = Transform3D(translationX: ctx.anchor.x, y: ctx.anchor.y)
        func cl(_ x: Double) -> Double { min(1, max(0, x)) }
        for k in 0..<count {
            let instT = toC.concatenating(it).concatenating(fromC).concatenating(ctx.sublayerTransform)
            let kd = Double(k)
            let base = ctx.tint ?? .white
            let ic = Color(
                r: cl(st.instanceColor.r + kd * st.instanceRedOffset), g: cl(st.instanceColor.g + kd * st.instanceGreenOffset),
                b: cl(st.instanceColor.b + kd * st.instanceBlueOffset), a: cl(st.instanceColor.a + kd * st.instanceAlphaOffset))
            let instTint = Color(r: base.r * ic.r, g: base.g * ic.g, b: base.b * ic.b, a: base.a * ic.a)
            let useTint: Color? = (instTint == .white && ctx.tint == nil) ? nil : instTint
            for s in ctx.sublayers {
                if let c = ctx.node(for: s, time: ctx.localTime - kd * st.instanceDelay, tint: useTint, extra: instT) {
                    node.children.append(c.node)
                }
            }
            it = it.concatenating(st.instanceTransform)
        }
    }
}
