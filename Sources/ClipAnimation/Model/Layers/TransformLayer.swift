import ClipGeometry
import ClipRaster

/// CATransformLayer: keeps its sublayers' 3D (they are not flattened into its plane). It draws
/// nothing itself; sublayers are sorted back to front by the depth of their centres.
open class TransformLayer: Layer, @unchecked Sendable {
    open override var drawsOwnContent: Bool { false }

    open override func appendSublayerNodes(_ ctx: SublayerContext, to node: inout RenderNode) {
        // Keep 3D: children carry the full matrix down; this node itself is identity.
        node.transform = .identity
        var kids: [(RenderNode, Double)] = []
        for s in ctx.sublayers {
            if let c = ctx.node(for: s, time: ctx.localTime, tint: ctx.tint, extra: ctx.sublayerTransform, parent3D: ctx.matrix) {
                let (_, _, z, w) = c.matrix.apply3(s.model.bounds.midX, s.model.bounds.midY, 0)
                kids.append((c.node, w != 0 ? z / w : z))
            }
        }
        node.children += kids.sorted { $0.1 < $1.1 }.map { $0.0 }
    }
}
