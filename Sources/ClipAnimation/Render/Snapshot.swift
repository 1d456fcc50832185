import ClipGeometry
import ClipRaster

extension Layer {
    /// The render tree of this layer (as the root) at scene time `t`: presentation values of every
    /// layer at that time, geometry flattened to per-node projective transforms. Pure: reads the
    /// model and the attached animations, changes nothing.
    public func snapshot(at t: Double) -> RenderNode {
        Snapshotter(runtime: SceneRuntime.current).node(for: self, parentTime: t, tint: nil, extra: .identity, parent3D: nil)?.0
            ?? RenderNode()
    }
}

struct Snapshotter {
    /// The runtime of the frame, told which layer draws (problems such as a missing font met in
    /// a drawing closure are recorded against it).
    var runtime: SceneRuntime? = nil

    /// Builds the node of `layer` whose parent's local time is `tp`. `extra` is applied between
    /// the layer's own matrix and the parent (replicator instance, sublayerTransform);
    /// `parent3D` is the accumulated 4×4 under a TransformLayer. Returns the node and its 4×4.
    func node(for layer: Layer, parentTime tp: Double, tint: Color?, extra: Transform3D, parent3D: Transform3D?) -> (
        RenderNode, Transform3D
    )? {
        let tl = layer.layerTiming.localTime(parentTime: tp)
        var b = layer.presentationBuilder(localTime: tl)
        let transition = b.transition
        let st = b.finish()
        // A value the renderer cannot place (NaN, ±∞, set or animated after t = 0): the layer is
        // left out and the frame's render throws, naming it.
        if let rt = runtime, let bad = ValueCheck.presentation(st) {
            rt.currentLayer = layer
            rt.reportProblem(bad)
            rt.currentLayer = nil
            return nil
        }
        // A layer hidden inside a transition (`UIView.transition(with: v…) { v.isHidden = true }`)
        // still draws the transition: its old appearance goes, an empty new one comes in.
        let hiddenInTransition = st.isHidden && transition?.old != nil
        if st.isHidden && !hiddenInTransition { return nil }
        var n = RenderNode()
        n.name = layer.name
        n.bounds = st.bounds
        let anchor = Point(st.bounds.minX + st.anchorPoint.x * st.bounds.width, st.bounds.minY + st.anchorPoint.y * st.bounds.height)
        var m = Transform3D(translationX: -anchor.x, y: -anchor.y).concatenating(st.transform)
        m = m.concatenating(Transform3D(translationX: st.position.x, y: st.position.y, z: st.zPosition)).concatenating(extra)
        if let p3 = parent3D { m = m.concatenating(p3) }
        n.transform = m.flattened
        // A single-sided layer seen from behind (orientation flipped in its parent's plane) is not drawn.
        if !st.isDoubleSided && n.transform.determinant < 0 { return nil }
        if st.backdropBlurRadius > 0 {
            n.backdrop = (st.backdropBlurRadius, st.backdropSaturation, roundedRectPath(st.bounds, radius: st.cornerRadius))
        }
        n.opacity = min(1, max(0, st.opacity))
        n.filters = layer.filters
        n.coverageBlend = layer.coverageBlend
        // The instance colour's alpha scales the instance once (here); descendants get rgb only.
        if let tint { n.opacity *= min(1, max(0, tint.a)) }
        let childTint = tint.map { Color(r: $0.r, g: $0.g, b: $0.b, a: 1) }
        let rgbTint = tint.map { Color(r: $0.r, g: $0.g, b: $0.b, a: 1) }

        // Own content.
        if layer.drawsOwnContent && !hiddenInTransition {
            var ops: [DrawOp] = []
            if let bg = st.backgroundColor, bg.a > 0 {
                ops.append(.fill(roundedRectPath(st.bounds, radius: st.cornerRadius), .solid(bg), .nonZero, .identity))
            }
            runtime?.currentLayer = layer
            let textMark = TextDiagnostics.collector?.mark
            ops += contentsOps(st)
            ops += layer.contentOps(state: st, localTime: tl)
            if let textMark, let c = TextDiagnostics.collector { n.textRuns = c.take(since: textMark, ops: ops) }
            runtime?.currentLayer = nil
            if let t = rgbTint { ops = ops.map { tintOp($0, t) } }
            n.ops = ops
            if st.borderWidth > 0, let bc = st.borderColor, bc.a > 0 {
                var p = roundedRectPath(st.bounds, radius: st.cornerRadius)
                let w = min(st.borderWidth, st.bounds.width / 2, st.bounds.height / 2)
                p.append(roundedRectPath(st.bounds.insetBy(dx: w, dy: w), radius: max(0, st.cornerRadius - w)))
                var op = DrawOp.fill(p, .solid(bc), .evenOdd, .identity)
                if let t = rgbTint { op = tintOp(op, t) }
                n.postOps = [op]
            }
            if st.masksToBounds { n.clip = roundedRectPath(st.bounds, radius: st.cornerRadius) }
            n.blend = st.compositingFilter?.blendMode ?? .sourceOver
            if st.shadowOpacity > 0, let sc = st.shadowColor, sc.a > 0 {
                n.shadow = RenderShadow(
                    color: sc.withAlpha(sc.a * min(1, st.shadowOpacity)), offset: st.shadowOffset,
                    radius: max(0, st.shadowRadius), path: st.shadowPath)
            }
        }
        if let mk = layer.mask, let (mn, _) = node(for: mk, parentTime: tl, tint: nil, extra: .identity, parent3D: nil) {
            n.mask = RenderBox(mn)
            n.maskBlend = layer.maskMode == .inverse || layer.maskMode == .inverseLuminance ? .destinationOut : .destinationIn
            n.maskLuminance = layer.maskMode == .luminance || layer.maskMode == .inverseLuminance
        }

        // Sublayers, as the layer's class places them.
        let subT: Transform3D =
            st.sublayerTransform.isIdentity
            ? .identity
            : Transform3D(translationX: -anchor.x, y: -anchor.y).concatenating(st.sublayerTransform)
                .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
        let sorted = layer.sublayers.enumerated().sorted {
            ($0.element.model.zPosition, $0.offset) < ($1.element.model.zPosition, $1.offset)
        }.map { $0.element }
        let ctx = SublayerContext(
            state: st, localTime: tl, sublayers: sorted, anchor: anchor, matrix: m, sublayerTransform: subT,
            tint: childTint, snapshotter: self)
        if !hiddenInTransition { layer.appendSublayerNodes(ctx, to: &n) }

        if let tr = transition {
            var oldBox: RenderBox? = nil
            if let old = tr.old {
                // The old appearance, frozen at the time the transition was added, in the same local space.
                let oldParent = old.layerTiming.parentTime(localTime: tr.oldTime) ?? tr.oldTime
                if var on = node(for: old, parentTime: oldParent, tint: childTint, extra: .identity, parent3D: nil)?.0 {
                    on.transform = .identity
                    oldBox = RenderBox(on)
                }
            }
            n.transition = RenderTransition(type: tr.type, subtype: tr.subtype, progress: tr.progress, old: oldBox)
        }
        return (n, m)
    }

    /// A copy of a premultiplied image with its colour channels multiplied by (r, g, b).
    static func tint(_ src: Pixmap, r: Double, g: Double, b: Double) -> Pixmap {
        let out = src.copy()
        PixelOps.multiplyRGB(out.view, r: r, g: g, b: b)
        return out
    }

    func tintOp(_ op: DrawOp, _ t: Color) -> DrawOp {
        switch op {
        case .fill(let p, let paint, let r, let tr): return .fill(p, tinted(paint, t), r, tr)
        case .stroke(let p, let s, let paint, let tr): return .stroke(p, s, tinted(paint, t), tr)
        default: return op
        }
    }

    /// `paint` with its colours multiplied by the (opaque) tint `t`; image paints get a tinted copy.
    func tinted(_ paint: Paint, _ t: Color) -> Paint {
        if let p = paint.multiplied(by: t) { return p }
        let (inner, outer) = paint.untransformed
        guard case .image(let pm, let it) = inner else { return paint }
        return Paint.image(Snapshotter.tint(pm, r: t.r, g: t.g, b: t.b), transform: it).transformed(by: outer)
    }

    /// contents: image (gravity + contentsRect) or drawing closure.
    func contentsOps(_ st: LayerState) -> [DrawOp] {
        guard let c = st.contents else { return [] }
        switch c {
        case .unavailable: return []
        case .drawing(let f):
            var ctx = DrawContext(bounds: st.bounds)
            f(&ctx, st)
            return ctx.ops
        case .image(let img):
            let cr = st.contentsRect
            if cr != Rect(0, 0, 1, 1) { return subRectContentsOps(img, st) }
            let iw = Double(img.width), ih = Double(img.height)
            guard iw > 0, ih > 0 else { return [] }
            let cs = st.contentsScale > 0 ? st.contentsScale : 1
            let dst = gravityRect(st.contentsGravity, image: Size(iw / cs, ih / cs), bounds: st.bounds)
            let t = AffineTransform(a: dst.width / iw, b: 0, c: 0, d: dst.height / ih, tx: dst.minX, ty: dst.minY)
            var ops: [DrawOp] = []
            let overflows =
                dst.minX < st.bounds.minX - 1e-9 || dst.minY < st.bounds.minY - 1e-9
                || dst.maxX > st.bounds.maxX + 1e-9 || dst.maxY > st.bounds.maxY + 1e-9
            if overflows && st.masksToBounds { ops.append(.clip(rectPath(st.bounds), .identity)) }
            ops.append(.image(img, t, 1))
            return ops
        }
    }

    func gravityRect(_ g: ContentsGravity, image s: Size, bounds b: Rect) -> Rect {
        switch g {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / s.width, sy = b.height / s.height
            let k = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = s.width * k, h = s.height * k
            return Rect(b.midX - w / 2, b.midY - h / 2, w, h)
        default:
            // Unscaled (image size in points = pixels / contentsScale), positioned.
            let w = s.width, h = s.height
            var x = b.midX - w / 2, y = b.midY - h / 2
            switch g {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
            default: break
            }
            switch g {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: break
            }
            return Rect(x, y, w, h)
        }
    }
}

/// What `Layer.appendSublayerNodes(_:to:)` gets: the layer's presentation state at its local
/// time, its sublayers in drawing order, and the means to snapshot a sublayer.
public struct SublayerContext {
    /// The layer's presentation state.
    public let state: LayerState
    /// The layer's local time (sublayers' parent time).
    public let localTime: Double
    /// Sublayers in drawing order (zPosition, then order of addition).
    public let sublayers: [Layer]
    /// The layer's anchor point, in bounds coordinates.
    public let anchor: Point
    /// The layer's full matrix to its parent (including any enclosing 3D container's).
    public let matrix: Transform3D
    /// `sublayerTransform` about the anchor (identity if none): the default `extra` for sublayers.
    public let sublayerTransform: Transform3D
    /// Colour tint inherited from a replicator (alpha 1), nil if none.
    public let tint: Color?
    let snapshotter: Snapshotter

    /// The render node of `sublayer` whose parent time is `time`, placed by `extra` (applied after
    /// its own matrix) and, in a 3D container, the accumulated `parent3D`; nil when it draws
    /// nothing (hidden, single-sided from behind). Also returns its full 4×4.
    public func node(
        for sublayer: Layer, time: Double, tint: Color?, extra: Transform3D,
        parent3D: Transform3D? = nil
    ) -> (node: RenderNode, matrix: Transform3D)? {
        snapshotter.node(for: sublayer, parentTime: time, tint: tint, extra: extra, parent3D: parent3D).map { ($0.0, $0.1) }
    }
}
