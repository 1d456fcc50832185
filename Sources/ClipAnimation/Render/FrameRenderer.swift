import ClipGeometry
import ClipRaster

/// Paints a `RenderNode` tree with ClipRaster's `Canvas`.
///
/// Compositing per node (003/004 §1.2): shadow, background, contents/shape, sublayers, border,
/// masksToBounds clip, mask, opacity. Layers are drawn straight into the target when possible;
/// an offscreen group is used only for opacity < 1 on a node with children or several draws, for
/// masks, shadows and transitions. A node whose accumulated transform has perspective is drawn
/// into a local-space pixmap and projected with `drawImage(projective:)` (bilinear).
///
/// Shadow blur: Gaussian with σ = shadowRadius / 2 (Kitten Yang §1.11 [CHOICE], and
/// ClipRaster's `GaussianBlur.apply(radius:)` convention; 003/004 suggests σ ≈ shadowRadius —
/// we keep one convention for the whole project).
public struct FrameRenderer {
    /// Pixels per point.
    public var scale: Double
    /// Cleared to this colour first (nil: leave the target as it is).
    public var background: Color?

    /// A renderer at `scale` pixels per point, clearing to `background` first (nil: draw over the target).
    public init(scale: Double = 2, background: Color? = .white) { self.scale = scale; self.background = background }

    /// Paints the render tree into `target` (its pixel size is the scene size × `scale`).
    public func render(_ root: RenderNode, into target: PixmapView) {
        render(root, into: target, bandOriginY: 0)
    }

    /// Renders the horizontal band of the frame whose first row is `bandOriginY` into `target`
    /// (band-parallel rendering). Identical to the full frame's rows, except that backdrop blur
    /// only sees content inside the band.
    package func render(_ root: RenderNode, into target: PixmapView, bandOriginY: Int) {
        var canvas = Canvas(target)
        if let bg = background { canvas.clear(bg) }
        let base = ProjectiveTransform(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: -Double(bandOriginY)))
        draw(root, into: &canvas, parent: base)
    }

    // MARK: - Node drawing

    func draw(_ n: RenderNode, into canvas: inout Canvas, parent: ProjectiveTransform) {
        guard n.opacity > 0.0005 else { return }
        let m = n.transform.concatenating(parent)
        if !isAffine(m) {
            drawProjected(n, into: &canvas, m: m)
            return
        }
        if let bd = n.backdrop { drawBackdrop(bd, into: &canvas, m: m) }
        let several = !n.children.isEmpty || n.ops.count + n.postOps.count > 1
        let needsGroup =
            n.mask != nil || n.shadow != nil || n.transition != nil || !n.filters.isEmpty || n.coverageBlend != nil
            || (n.opacity < 1 && several) || (n.blend != .sourceOver && several)
        if !needsGroup {
            drawContent(n, into: &canvas, m: m.affine, opacity: n.opacity, blend: n.blend)
            return
        }
        // A plain transition node (opaque, source-over, no mask or shadow) draws its faces straight
        // into the canvas, clipped to the box its offscreen group would have covered: source-over
        // is associative, so this skips the offscreen's clear and composite.
        if let tr = n.transition, tr.type == .cube || tr.type == .flip, n.mask == nil, n.shadow == nil, n.opacity >= 1,
            n.blend == .sourceOver, n.filters.isEmpty, n.coverageBlend == nil
        {
            let canvasRect = Rect(0, 0, Double(canvas.width), Double(canvas.height))
            let box = (deviceBounds(n, m) ?? canvasRect).intersection(canvasRect)
            guard box.width > 0, box.height > 0 else { return }
            let saved = canvas
            canvas.clip(to: box)
            drawTransition(n, tr, into: &canvas, m: m)
            restoreClip(&canvas, saved)
            return
        }
        drawGroup(n, into: &canvas, m: m)
    }

    func isAffine(_ m: ProjectiveTransform) -> Bool {
        abs(m.m13) < 1e-12 && abs(m.m23) < 1e-12 && abs(m.m33 - 1) < 1e-12
    }

    /// Ops, children and post-ops, clipped by masksToBounds, at `opacity` and `blend` (both only
    /// used for leaves; groups composite at their own opacity and blend).
    func drawContent(_ n: RenderNode, into canvas: inout Canvas, m: AffineTransform, opacity: Double, blend: BlendMode = .sourceOver) {
        let saved = canvas
        if let clip = n.clip { clipTo(clip, m, &canvas) }
        drawOps(n.ops, into: &canvas, m: m, opacity: opacity, blend: blend)
        let pm = ProjectiveTransform(m)
        for c in n.children { draw(c, into: &canvas, parent: pm) }
        drawOps(n.postOps, into: &canvas, m: m, opacity: opacity, blend: blend)
        restoreClip(&canvas, saved)
    }

    /// Restores the clip state of `saved` (the scratch buffers are shared; clips are values).
    func restoreClip(_ canvas: inout Canvas, _ saved: Canvas) { canvas = saved }

    /// Draws `ops` starting with blend mode `blend` (`.blendMode` ops change it for the rest of the list).
    func drawOps(_ ops: [DrawOp], into canvas: inout Canvas, m: AffineTransform, opacity: Double, blend: BlendMode = .sourceOver) {
        guard !ops.isEmpty else { return }
        let saved = canvas
        var clipped = false
        var mode = blend
        for op in ops {
            switch op {
            case .fill(let p, let paint, let rule, let t):
                canvas.fill(
                    p, paint: paint, rule: rule == .evenOdd ? .evenOdd : .nonZero, transform: t.concatenating(m), opacity: opacity,
                    blend: mode)
            case .stroke(let p, let style, let paint, let t):
                canvas.stroke(p, style: style, paint: paint, transform: t.concatenating(m), opacity: opacity, blend: mode)
            case .image(let img, let t, let o):
                drawImageOp(img, t.concatenating(m), o * opacity, &canvas, blend: mode)
            case .clip(let p, let t):
                clipTo(p, t.concatenating(m), &canvas); clipped = true
            case .blendMode(let b):
                mode = b
            }
        }
        if clipped { restoreClip(&canvas, saved) }
    }

    /// An image op. Axis-aligned upscales/downscales and fractional offsets of a sizeable image
    /// (at least 64² source and 256² device pixels: backdrops and photos, not particles)
    /// are resampled once (at the offset's fractional part) into a cached device-resolution
    /// pixmap, then blitted at an integer offset (ClipRaster's row-blend fast path).
    func drawImageOp(_ img: Pixmap, _ tm: AffineTransform, _ opacity: Double, _ canvas: inout Canvas, blend: BlendMode = .sourceOver) {
        let integerIdentity = tm.a == 1 && tm.d == 1 && tm.tx == tm.tx.rounded() && tm.ty == tm.ty.rounded()
        let dw = tm.a * Double(img.width), dh = tm.d * Double(img.height)
        guard tm.b == 0, tm.c == 0, tm.a > 0, tm.d > 0, !integerIdentity,
            img.width * img.height >= 4096, dw * dh >= 65536, dw * dh <= min(8_000_000, 2 * Double(canvas.width * canvas.height) + 65536),
            tm.tx.isFinite, tm.ty.isFinite
        else {
            canvas.drawImage(img.view, transform: tm, opacity: opacity, blend: blend)
            return
        }
        let ix = tm.tx.rounded(.down), iy = tm.ty.rounded(.down)
        let key = ResampledImageCache.Key(image: ObjectIdentifier(img), a: tm.a, d: tm.d, fx: tm.tx - ix, fy: tm.ty - iy)
        let cache = ResampledImageCache.shared
        let resampled: Pixmap
        if let hit = cache.get(key) {
            resampled = hit
        } else {
            let pm = Pixmap(width: Int((dw + key.fx).rounded(.up)), height: Int((dh + key.fy).rounded(.up)))
            var c = Canvas(pm.view, sharingScratchWith: canvas)
            c.drawImage(img.view, transform: AffineTransform(a: tm.a, b: 0, c: 0, d: tm.d, tx: key.fx, ty: key.fy))
            cache.put(key, source: img, resampled: pm)
            resampled = pm
        }
        canvas.drawImage(resampled.view, transform: AffineTransform(translationX: ix, y: iy), opacity: opacity, blend: blend)
    }

    /// masksToBounds / clip ops: a device-integer axis-aligned rectangle becomes a rectangle clip
    /// (identical coverage, no canvas-sized clip mask); anything else an anti-aliased path clip.
    func clipTo(_ path: Path, _ t: AffineTransform, _ canvas: inout Canvas) {
        if let r = Self.integerDeviceRect(path, t) { canvas.clip(to: r); return }
        canvas.clip(to: path, transform: t)
    }

    /// The device rectangle of `path` under `t` when the path is a closed axis-aligned rectangle
    /// (move + 3 or 4 lines) whose device corners lie on whole pixels (within 1e-7 px); else nil.
    static func integerDeviceRect(_ path: Path, _ t: AffineTransform) -> Rect? {
        guard abs(t.b) < 1e-12, abs(t.c) < 1e-12 else { return nil }
        var pts: [Point] = []
        var ok = true
        var moves = 0
        path.forEach { el in
            switch el {
            case .move(let p): moves += 1; pts.append(p)
            case .line(let p): pts.append(p)
            case .close: break
            default: ok = false
            }
        }
        guard ok, moves == 1, pts.count == 4 || (pts.count == 5 && pts[4] == pts[0]) else { return nil }
        let q = pts.prefix(4).map { t.apply($0) }
        let xs = Set(q.map { $0.x }), ys = Set(q.map { $0.y })
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Consecutive corners must share x or y (a rectangle, not a bow-tie).
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        for v in [x0, x1, y0, y1] { guard v.isFinite, abs(v - v.rounded()) < 1e-7 else { return nil } }
        return Rect(x0.rounded(), y0.rounded(), x1.rounded() - x0.rounded(), y1.rounded() - y0.rounded())
    }
}
