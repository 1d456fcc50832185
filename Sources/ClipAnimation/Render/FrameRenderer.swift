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

    public init(scale: Double = 2, background: Color? = .white) { self.scale = scale; self.background = background }

    public func render(_ root: RenderNode, into target: PixmapView) {
        render(root, into: target, bandOriginY: 0)
    }

    /// Renders the horizontal band of the frame whose first row is `bandOriginY` into `target`
    /// (band-parallel rendering). Identical to the full frame's rows, except that backdrop blur
    /// only sees content inside the band.
    public func render(_ root: RenderNode, into target: PixmapView, bandOriginY: Int) {
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
        let needsGroup = n.mask != nil || n.shadow != nil || n.transition != nil
            || (n.opacity < 1 && (!n.children.isEmpty || n.ops.count + n.postOps.count > 1))
        if !needsGroup {
            drawContent(n, into: &canvas, m: m.affine, opacity: n.opacity)
            return
        }
        drawGroup(n, into: &canvas, m: m)
    }

    func isAffine(_ m: ProjectiveTransform) -> Bool {
        abs(m.m13) < 1e-12 && abs(m.m23) < 1e-12 && abs(m.m33 - 1) < 1e-12
    }

    /// Ops, children and post-ops, clipped by masksToBounds, at `opacity` (only used for leaves).
    func drawContent(_ n: RenderNode, into canvas: inout Canvas, m: AffineTransform, opacity: Double) {
        let saved = canvas
        if let clip = n.clip { clipTo(clip, m, &canvas) }
        drawOps(n.ops, into: &canvas, m: m, opacity: opacity)
        let pm = ProjectiveTransform(m)
        for c in n.children { draw(c, into: &canvas, parent: pm) }
        drawOps(n.postOps, into: &canvas, m: m, opacity: opacity)
        restoreClip(&canvas, saved)
    }

    /// Restores the clip state of `saved` (the scratch buffers are shared; clips are values).
    func restoreClip(_ canvas: inout Canvas, _ saved: Canvas) { canvas = saved }

    func drawOps(_ ops: [DrawOp], into canvas: inout Canvas, m: AffineTransform, opacity: Double) {
        guard !ops.isEmpty else { return }
        let saved = canvas
        var clipped = false
        for op in ops {
            switch op {
            case .fill(let p, let paint, let rule, let t):
                canvas.fill(p, paint: paint, rule: rule == .evenOdd ? .evenOdd : .nonZero, transform: t.concatenating(m), opacity: opacity)
            case .stroke(let p, let style, let paint, let t):
                canvas.stroke(p, style: style, paint: paint, transform: t.concatenating(m), opacity: opacity)
            case .image(let img, let t, let o):
                drawImageOp(img, t.concatenating(m), o * opacity, &canvas)
            case .clip(let p, let t):
                clipTo(p, t.concatenating(m), &canvas); clipped = true
            }
        }
        if clipped { restoreClip(&canvas, saved) }
    }

    /// An image op. Axis-aligned upscales/downscales and fractional offsets of a sizeable image
    /// (at least 64² source and 256² device pixels: backdrops and photos, not particles)
    /// are resampled once (at the offset's fractional part) into a cached device-resolution
    /// pixmap, then blitted at an integer offset (ClipRaster's row-blend fast path).
    func drawImageOp(_ img: Pixmap, _ tm: AffineTransform, _ opacity: Double, _ canvas: inout Canvas) {
        let integerIdentity = tm.a == 1 && tm.d == 1 && tm.tx == tm.tx.rounded() && tm.ty == tm.ty.rounded()
        let dw = tm.a * Double(img.width), dh = tm.d * Double(img.height)
        guard tm.b == 0, tm.c == 0, tm.a > 0, tm.d > 0, !integerIdentity,
              img.width * img.height >= 4096, dw * dh >= 65536, dw * dh <= min(8_000_000, 2 * Double(canvas.width * canvas.height) + 65536), tm.tx.isFinite, tm.ty.isFinite else {
            canvas.drawImage(img.view, transform: tm, opacity: opacity)
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
        canvas.drawImage(resampled.view, transform: AffineTransform(translationX: ix, y: iy), opacity: opacity)
    }

    /// `drawImage(projective:)` for local-space images (transitions, perspective).
    func drawProjective(_ c: inout Canvas, _ img: PixmapView, _ m: ProjectiveTransform, opacity: Double = 1) {
        c.drawImage(img, projective: m, opacity: opacity)
    }

    // MARK: - Offscreen groups

    /// Shadow + content + mask + opacity through offscreens covering only the node's device
    /// bounding box (plus the shadow's offset and blur margin), intersected with the mask's device
    /// bounds and the canvas. Offscreens are integer-aligned pooled scratch surfaces, composited
    /// back with an integer translation.
    func drawGroup(_ n: RenderNode, into canvas: inout Canvas, m: ProjectiveTransform) {
        let canvasRect = Rect(0, 0, Double(canvas.width), Double(canvas.height))
        var box = deviceBounds(n, m) ?? canvasRect
        var margin = 0.0
        var shadowShift = Point.zero
        if let sh = n.shadow {
            shadowShift = m.affine.applyToVector(Point(sh.offset.width, sh.offset.height))
            margin = 1.5 * sh.radius * m.affine.maxScale + 2
            let sbox = (sh.path.map { transformedBox($0.controlPointBounds, m) ?? box } ?? box)
                .offsetBy(dx: shadowShift.x, dy: shadowShift.y).insetBy(dx: -margin, dy: -margin)
            box = box.union(sbox)
        }
        let limit = canvasRect.insetBy(dx: -(margin + abs(shadowShift.x)), dy: -(margin + abs(shadowShift.y)))
        box = box.intersection(limit)
        // Nothing outside the mask survives (the mask applies to shadow and content alike).
        if let mk = n.mask {
            let mm = mk.node.transform.concatenating(m)
            if mk.node.opacity <= 0.0005 { return }
            if !hasShadow(mk.node), let mb = deviceBounds(mk.node, mm) { box = box.intersection(mb) }
        }
        // Pixels of the offscreen that land outside the canvas are never seen unless blurred in.
        if n.shadow == nil { box = box.intersection(canvasRect) }
        guard box.width > 0, box.height > 0 else { return }
        let ox = box.minX.rounded(.down), oy = box.minY.rounded(.down)
        let w = Int((box.maxX - ox).rounded(.up)), h = Int((box.maxY - oy).rounded(.up))
        guard w > 0, h > 0 else { return }
        let toOff = ProjectiveTransform(AffineTransform(translationX: -ox, y: -oy))
        let mo = m.concatenating(toOff)

        let pool = ScratchPool.shared
        let content = pool.take(width: w, height: h)
        defer { pool.give(content) }
        var cc = Canvas(content.view, sharingScratchWith: canvas)
        if let tr = n.transition {
            drawTransition(n, tr, into: &cc, m: mo)
        } else {
            drawContent(n, into: &cc, m: mo.affine, opacity: 1)
        }
        var group = content
        if let sh = n.shadow {
            group = pool.take(width: w, height: h)
            let sp = pool.take(width: w, height: h)
            defer { pool.give(sp) }
            var gc = Canvas(group.view, sharingScratchWith: canvas)
            if let path = sh.path {
                var sc = Canvas(sp.view, sharingScratchWith: canvas)
                sc.fill(path, paint: .solid(sh.color), transform: mo.affine.concatenating(AffineTransform(translationX: shadowShift.x, y: shadowShift.y)))
            } else {
                tintAlpha(from: content.view, into: sp.view, color: sh.color, dx: Int(shadowShift.x.rounded()), dy: Int(shadowShift.y.rounded()))
            }
            GaussianBlur.apply(to: sp.view, radius: sh.radius * m.affine.maxScale)
            if let clip = n.clip { clipTo(clip, mo.affine, &gc) }
            gc.drawImage(sp.view, transform: .identity)
            gc.resetClip()
            gc.drawImage(content.view, transform: .identity)
        }
        defer { if group !== content { pool.give(group) } }
        if let mk = n.mask {
            let mp = pool.take(width: w, height: h)
            defer { pool.give(mp) }
            var mc = Canvas(mp.view, sharingScratchWith: canvas)
            draw(mk.node, into: &mc, parent: mo)
            multiplyByAlpha(group.view, mp.view)
        }
        canvas.drawImage(group.view, transform: AffineTransform(translationX: ox, y: oy), opacity: n.opacity)
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

    /// UIVisualEffectView-like: blur (and desaturate) what is already on the canvas under the
    /// node's shape, then put it back inside the shape. Affine nodes only.
    func drawBackdrop(_ bd: (radius: Double, saturation: Double, shape: Path), into canvas: inout Canvas, m: ProjectiveTransform) {
        guard isAffine(m), let box0 = transformedBox(bd.shape.controlPointBounds, m) else { return }
        let sigmaPx = bd.radius * m.affine.maxScale
        let margin = (3 * sigmaPx).rounded(.up)
        let box = box0.insetBy(dx: -margin, dy: -margin).intersection(Rect(0, 0, Double(canvas.width), Double(canvas.height)))
        guard box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let w = min(canvas.width - x0, Int(box.width.rounded(.up)) + 1), h = min(canvas.height - y0, Int(box.height.rounded(.up)) + 1)
        guard w > 0, h > 0 else { return }
        let pm = Pixmap(width: w, height: h)
        let src = canvas.target
        for y in 0..<h { pm.view.row(y).update(from: src.row(y0 + y) + x0 * 4, count: w * 4) }
        GaussianBlur.apply(to: pm.view, sigma: sigmaPx)
        if bd.saturation != 1 {
            let s = bd.saturation
            for y in 0..<h {
                let r = pm.view.row(y)
                for x in 0..<w {
                    let p = r + x * 4
                    let l = 0.2126 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[2])
                    for c in 0..<3 {
                        let v = l + (Double(p[c]) - l) * s
                        p[c] = UInt8(max(0, min(Double(p[3]), v.rounded())))
                    }
                }
            }
        }
        canvas.fill(bd.shape, paint: .image(pm, transform: AffineTransform(translationX: Double(x0), y: Double(y0))
                                                .concatenating(m.affine.inverted ?? .identity)),
                    transform: m.affine)
    }

    /// dst *= alpha(mask) (premultiplied, per channel; rounding as (v·a + 127) / 255).
    func multiplyByAlpha(_ dst: PixmapView, _ mask: PixmapView) {
        let w = dst.width
        for y in 0..<dst.height {
            let d = dst.row(y), mrow = mask.row(y)
            var x = 0
            while x < w {
                let a = UInt32(mrow[x * 4 + 3])
                if a == 255 { x += 1; continue }
                if a == 0 {
                    // A run of fully masked pixels: clear it in one go.
                    var e = x + 1
                    while e < w && mrow[e * 4 + 3] == 0 { e += 1 }
                    (d + x * 4).update(repeating: 0, count: (e - x) * 4)
                    x = e
                    continue
                }
                for c in 0..<4 {
                    let t = UInt32(d[x * 4 + c]) * a + 128
                    d[x * 4 + c] = UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                }
                x += 1
            }
        }
    }

    /// Whether a node or any descendant (mask included) casts a shadow (drawn outside its bounds).
    func hasShadow(_ n: RenderNode) -> Bool {
        n.shadow != nil || n.children.contains(where: hasShadow) || (n.mask.map { hasShadow($0.node) } ?? false)
    }

    /// Device bounding box of a local rectangle (nil when a corner is behind the eye).
    func transformedBox(_ r: Rect, _ m: ProjectiveTransform) -> Rect? {
        var out: Rect? = nil
        for p in [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)] {
            guard let q = m.apply(p), q.isFinite else { return nil }
            out = out.map { $0.extended(to: q) } ?? Rect(q.x, q.y, 0, 0)
        }
        return out
    }

    /// Conservative device bounds of everything a node draws (nil = unknown: use the canvas).
    func deviceBounds(_ n: RenderNode, _ m: ProjectiveTransform) -> Rect? {
        var box: Rect? = nil
        func add(_ r: Rect?) -> Bool {
            guard let r else { return false }
            box = box.map { $0.union(r) } ?? r
            return true
        }
        func opBox(_ op: DrawOp) -> Bool {
            switch op {
            case .fill(let p, _, _, let t):
                return add(transformedBox(p.controlPointBounds, ProjectiveTransform(t).concatenating(m)))
            case .stroke(let p, let st, _, let t):
                let grow = st.width * (st.join == .miter ? max(1, st.miterLimit) : 1) / 2 + 1
                return add(transformedBox(p.controlPointBounds.insetBy(dx: -grow, dy: -grow), ProjectiveTransform(t).concatenating(m)))
            case .image(let img, let t, _):
                return add(transformedBox(Rect(0, 0, Double(img.width), Double(img.height)), ProjectiveTransform(t).concatenating(m)))
            case .clip: return true
            }
        }
        for op in n.ops + n.postOps { if !opBox(op) { return nil } }
        for c in n.children {
            let cm = c.transform.concatenating(m)
            guard let b = deviceBounds(c, cm) else { return nil }
            _ = add(b)
        }
        if n.transition != nil {
            // 3D faces and folds may leave the bounds a little.
            if !add(transformedBox(n.bounds.insetBy(dx: -0.25 * n.bounds.width, dy: -0.25 * n.bounds.height), m)) { return nil }
        }
        if let o = n.transition?.old?.node { guard let b = deviceBounds(o, m) else { return nil }; _ = add(b) }
        if let clip = n.clip, let cb = transformedBox(clip.controlPointBounds, m), let b = box { box = b.intersection(cb) }
        return (box ?? .zero).insetBy(dx: -1, dy: -1)
    }

    /// dst = color × alpha(src) shifted by (dx, dy) (premultiplied).
    func tintAlpha(from src: PixmapView, into dst: PixmapView, color: Color, dx: Int, dy: Int) {
        let c = color.premultiplied
        for y in 0..<dst.height {
            let sy = y - dy
            guard sy >= 0 && sy < src.height else { continue }
            let s = src.row(sy), d = dst.row(y)
            for x in 0..<dst.width {
                let sx = x - dx
                guard sx >= 0 && sx < src.width else { continue }
                let a = UInt32(s[sx * 4 + 3])
                if a == 0 { continue }
                d[x * 4] = UInt8((UInt32(c.r) * a + 127) / 255)
                d[x * 4 + 1] = UInt8((UInt32(c.g) * a + 127) / 255)
                d[x * 4 + 2] = UInt8((UInt32(c.b) * a + 127) / 255)
                d[x * 4 + 3] = UInt8((UInt32(c.a) * a + 127) / 255)
            }
        }
    }

    // MARK: - Local-space rendering (projection, transitions)

    /// Renders the node's content (not its own transform/opacity) into a pixmap covering its
    /// bounds, at `s` pixels per point. Returns the pixmap and its image→local transform.
    func renderLocal(_ n: RenderNode, pixelsPerPoint s: Double, withTransition: Bool = true,
                     withShadow: Bool = true) -> (Pixmap, AffineTransform) {
        var inner = n
        inner.transform = .identity
        inner.opacity = 1
        if !withTransition { inner.transition = nil }
        if !withShadow { inner.shadow = nil }
        // Everything the node draws, in local coordinates (ops may lie outside the bounds).
        var box = n.bounds
        if let b = deviceBounds(inner, .identity) { box = box.union(b) }
        else if n.clip == nil { for c in n.children { box = box.union(childBox(c)) } }
        if let clip = n.clip { box = box.intersection(clip.controlPointBounds.insetBy(dx: -1, dy: -1)) }
        if box.width <= 0 || box.height <= 0 { box = Rect(n.bounds.minX, n.bounds.minY, max(1, n.bounds.width), max(1, n.bounds.height)) }
        let sc = max(0.05, min(s, 4096 / max(1, box.width), 4096 / max(1, box.height)))
        let pw = max(1, Int((box.width * sc).rounded(.up))), ph = max(1, Int((box.height * sc).rounded(.up)))
        let pm = Pixmap(width: pw, height: ph)
        var c = Canvas(pm.view)
        let toImage = AffineTransform(translationX: -box.minX, y: -box.minY).concatenating(AffineTransform(scaleX: sc, y: sc))
        draw(inner, into: &c, parent: ProjectiveTransform(toImage))
        return (pm, toImage.inverted ?? .identity)
    }

    func childBox(_ c: RenderNode) -> Rect {
        var r: Rect? = nil
        let b = c.bounds
        for p in [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)] {
            guard let q = c.transform.apply(p) else { continue }
            r = r.map { $0.extended(to: q) } ?? Rect(q.x, q.y, 0, 0)
        }
        return r ?? .zero
    }

    /// A node seen through perspective: local render, then a projective image draw.
    func drawProjected(_ n: RenderNode, into canvas: inout Canvas, m: ProjectiveTransform) {
        // Pixels per point: the projected size of the bounds' diagonal vs its own length, at least 1×.
        let b = n.bounds
        var s = scale
        if let p0 = m.apply(Point(b.minX, b.minY)), let p1 = m.apply(Point(b.maxX, b.maxY)),
           let p2 = m.apply(Point(b.maxX, b.minY)), let p3 = m.apply(Point(b.minX, b.maxY)) {
            let diag = max(p0.distance(to: p1), p2.distance(to: p3))
            let own = (b.width * b.width + b.height * b.height).squareRoot()
            if own > 0 { s = max(1, min(diag / own * 1.25, scale * 4)) }
        }
        let (pm, imgToLocal) = renderLocal(n, pixelsPerPoint: s, withShadow: false)
        // Shadow under a projected layer: the silhouette of the local render, projected.
        if let sh = n.shadow {
            // Pad by the blur's reach so the soft edge is not cut.
            let pxPerPt = 1 / max(1e-9, imgToLocal.a)
            let pad = Int((1.5 * sh.radius * pxPerPt).rounded(.up)) + 2
            let sp = Pixmap(width: pm.width + 2 * pad, height: pm.height + 2 * pad)
            tintAlpha(from: pm.view, into: sp.view, color: sh.color, dx: pad, dy: pad)
            GaussianBlur.apply(to: sp.view, radius: sh.radius * pxPerPt)
            let unpad = ProjectiveTransform(AffineTransform(translationX: -Double(pad), y: -Double(pad)))
            let off = ProjectiveTransform(AffineTransform(translationX: sh.offset.width, y: sh.offset.height))
            drawProjective(&canvas, sp.view, unpad.concatenating(ProjectiveTransform(imgToLocal)).concatenating(off).concatenating(m),
                          opacity: n.opacity)
        }
        drawProjective(&canvas, pm.view, ProjectiveTransform(imgToLocal).concatenating(m), opacity: n.opacity)
    }

    /// Composites the old and new appearance of a node for a transition (in `canvas`, device space).
    /// Every effect's exact look is a [CHOICE] (003/004 §1.10 gives the intent): see `TransitionType`.
    func drawTransition(_ n: RenderNode, _ tr: RenderTransition, into canvas: inout Canvas, m: ProjectiveTransform) {
        let p = min(1, max(0, tr.progress))
        var s = scale
        if isAffine(m) { s = max(0.5, m.affine.maxScale) }
        var newImg = renderLocal(n, pixelsPerPoint: s, withTransition: false)
        var oldImg: (Pixmap, AffineTransform)? = nil
        if let o = tr.old?.node { oldImg = renderLocal(o, pixelsPerPoint: s) }
        let b = n.bounds
        func place(_ img: (Pixmap, AffineTransform), _ local: ProjectiveTransform, _ opacity: Double, _ c: inout Canvas) {
            drawProjective(&c, img.0.view, ProjectiveTransform(img.1).concatenating(local).concatenating(m), opacity: opacity)
        }
        let dir: Point
        switch tr.subtype {
        case .fromRight: dir = Point(b.width, 0)
        case .fromLeft: dir = Point(-b.width, 0)
        case .fromTop: dir = Point(0, -b.height)
        case .fromBottom: dir = Point(0, b.height)
        }
        let horizontal = tr.subtype == .fromRight || tr.subtype == .fromLeft
        func shift(_ v: Point) -> ProjectiveTransform { ProjectiveTransform(AffineTransform(translationX: v.x, y: v.y)) }
        let saved = canvas
        let affine = isAffine(m)
        switch tr.type {
        case .fade:
            if let o = oldImg { place(o, .identity, 1 - p, &canvas) }
            place(newImg, .identity, p, &canvas)
        case .push, .moveIn, .reveal:
            if affine { canvas.clip(to: rectPath(b), transform: m.affine) }
            if tr.type == .reveal {
                place(newImg, .identity, 1, &canvas)
                if let o = oldImg { place(o, shift(dir * -p), 1, &canvas) }
            } else {
                if let o = oldImg { place(o, tr.type == .push ? shift(dir * -p) : .identity, 1, &canvas) }
                place(newImg, shift(dir * (1 - p)), 1, &canvas)
            }
        case .cube, .flip:
            let c = Point(b.midX, b.midY)
            let extent = horizontal ? b.width : b.height
            func face(_ angle: Double, pivotDepth: Double, eye: Double) -> ProjectiveTransform {
                var t = Transform3D(translationX: -c.x, y: -c.y, z: pivotDepth)
                t = t.concatenating(horizontal ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                                               : Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
                t = t.concatenating(Transform3D(translationX: 0, y: 0, z: -pivotDepth))
                var persp = Transform3D.identity; persp.m34 = -1.0 / eye
                return t.concatenating(persp).concatenating(Transform3D(translationX: c.x, y: c.y)).projective
            }
            func shade(_ local: ProjectiveTransform, _ amount: Double, _ cv: inout Canvas) {
                guard amount > 0.001 else { return }
                let full = local.concatenating(m)
                var q = Path()
                for (i, pt) in [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)].enumerated() {
                    guard let d = full.apply(pt) else { return }
                    if i == 0 { q.move(to: d) } else { q.line(to: d) }
                }
                q.close()
                cv.fill(q, paint: .solid(Color(white: 0, alpha: amount)))
            }
            if tr.type == .cube {
                // The new face arrives from the subtype side; pivot at the cube's centre (half a face
                // behind); eye at 2.5 face widths; faces darken up to 30 % as they turn away.
                let sgn: Double = horizontal ? (tr.subtype == .fromRight ? -1 : 1) : (tr.subtype == .fromTop ? -1 : 1)
                let aOld = sgn * p * Double.pi / 2, aNew = aOld - sgn * Double.pi / 2
                let eye = 2.5 * extent
                let fo = face(aOld, pivotDepth: extent / 2, eye: eye), fn = face(aNew, pivotDepth: extent / 2, eye: eye)
                let drawOldLast = abs(aOld) < abs(aNew)
                func drawOld(_ cv: inout Canvas) { if let o = oldImg { place(o, fo, 1, &cv); shade(fo, 0.3 * abs(GMath.sin(aOld)), &cv) } }
                func drawNew(_ cv: inout Canvas) { place(newImg, fn, 1, &cv); shade(fn, 0.3 * abs(GMath.sin(aNew)), &cv) }
                if drawOldLast { drawNew(&canvas); drawOld(&canvas) } else { drawOld(&canvas); drawNew(&canvas) }
            } else {
                // FlipFromLeft: the left side comes toward the viewer (positive y rotation); FlipFromTop:
                // the top edge comes forward (negative x rotation). Content swaps at 90°; m34 = −1/(2·width).
                let sgn: Double = horizontal ? (tr.subtype == .fromLeft ? 1 : -1) : (tr.subtype == .fromTop ? -1 : 1)
                let eye = 2 * extent
                if p < 0.5 {
                    if let o = oldImg { place(o, face(sgn * p * Double.pi, pivotDepth: 0, eye: eye), 1, &canvas) }
                } else {
                    place(newImg, face(sgn * (p - 1) * Double.pi, pivotDepth: 0, eye: eye), 1, &canvas)
                }
            }
        case .cameraIrisHollowOpen, .cameraIrisHollowClose:
            // Open: the new content appears through a circular aperture growing from the centre.
            // Close: the old content shrinks to a closing aperture over the new one.
            let rMax = 0.5 * (b.width * b.width + b.height * b.height).squareRoot()
            let opening = tr.type == .cameraIrisHollowOpen
            let r = opening ? rMax * p : rMax * (1 - p)
            let c = Point(b.midX, b.midY)
            let (under, over) = opening ? (oldImg, Optional(newImg)) : (Optional(newImg), oldImg)
            if let u = under { place(u, .identity, 1, &canvas) }
            if let o = over, r > 0, affine {
                canvas.clip(to: ovalPath(in: Rect(c.x - r, c.y - r, 2 * r, 2 * r)), transform: m.affine)
                place(o, .identity, 1, &canvas)
            }
        case .pageCurl, .pageUnCurl:
            // A flat fold: the page (old for curl, new for uncurl) is cut by a fold line sweeping from
            // the subtype edge; the lifted part is mirrored across the fold and drawn as the page's
            // back (its content washed out to 70 % white) with a soft shadow line.
            let curl = tr.type == .pageCurl
            let q = curl ? p : 1 - p
            guard let page = curl ? oldImg : Optional(newImg) else { place(newImg, .identity, 1, &canvas); break }
            let under = curl ? Optional(newImg) : oldImg
            if let u = under { place(u, .identity, 1, &canvas) }
            guard affine, q < 1 else { if !curl { place(newImg, .identity, 1, &canvas) }; break }
            // u: unit vector pointing from the fold's start edge into the page.
            let u = Point(-dir.x, -dir.y).normalized
            let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
            let ds = corners.map { $0.x * u.x + $0.y * u.y }
            let d0 = ds.min()!, d1 = ds.max()!
            let cLine = d0 + (d1 - d0) * q * 1.02    // fold position along u (the lifted part is d < cLine)
            // Half-plane d >= cLine as a big quad.
            let big = 4 * (b.width + b.height)
            let perp = Point(-u.y, u.x)
            let base = u * cLine
            var keep = Path()
            keep.move(to: base + perp * big); keep.line(to: base + perp * big + u * big)
            keep.line(to: base - perp * big + u * big); keep.line(to: base - perp * big); keep.close()
            var kc = canvas
            kc.clip(to: keep, transform: m.affine)
            place(page, .identity, 1, &kc)
            // Mirror of the lifted part: reflection across d = cLine.
            let refl = AffineTransform(a: 1 - 2 * u.x * u.x, b: -2 * u.x * u.y, c: -2 * u.x * u.y, d: 1 - 2 * u.y * u.y,
                                       tx: 2 * cLine * u.x, ty: 2 * cLine * u.y)
            var bc = canvas
            bc.clip(to: keep, transform: m.affine)
            bc.clip(to: rectPath(b).applying(refl), transform: m.affine)
            place(page, ProjectiveTransform(refl), 1, &bc)
            bc.fill(rectPath(b).applying(refl), paint: .solid(Color(white: 1, alpha: 0.7)), transform: m.affine)
            var sl = Path()
            sl.move(to: base + perp * big); sl.line(to: base - perp * big)
            var lc = canvas
            lc.clip(to: rectPath(b), transform: m.affine)
            lc.stroke(sl, style: StrokeStyle(width: 2), paint: .solid(Color(white: 0, alpha: 0.25)), transform: m.affine)
        case .rippleEffect:
            // A water-drop ripple: both images displaced radially by a travelling sine wave whose
            // amplitude peaks mid-way, cross-dissolving old → new.
            let amp = 10 * s * GMath.sin(Double.pi * p)
            if let o = oldImg { place((ripple(o.0, amp: amp, phase: p), o.1), .identity, 1 - p, &canvas) }
            newImg = (ripple(newImg.0, amp: amp, phase: p), newImg.1)
            place(newImg, .identity, p, &canvas)
        case .suckEffect:
            // The old content is sucked into the top-left corner (bottom edge leading), uncovering new.
            place(newImg, .identity, 1, &canvas)
            if let o = oldImg, p < 1 { place((suck(o.0, p), o.1), .identity, 1, &canvas) }
        }
        restoreClip(&canvas, saved)
    }

    /// Radial sine displacement (bilinear), centred.
    func ripple(_ src: Pixmap, amp: Double, phase: Double) -> Pixmap {
        guard amp > 0.01 else { return src }
        let w = src.width, h = src.height
        let cx = Double(w) / 2, cy = Double(h) / 2
        let k = 2 * Double.pi / (Double(max(w, h)) / 6)
        return warp(src) { x, y in
            let dx = x - cx, dy = y - cy, r = (dx * dx + dy * dy).squareRoot()
            guard r > 1e-6 else { return (x, y) }
            let d = amp * GMath.sin(k * r - phase * 4 * Double.pi)
            return (x + dx / r * d, y + dy / r * d)
        }
    }

    /// Funnel into the top-left corner: rows shrink toward x = 0 (more at the bottom), the whole
    /// page shrinks toward y = 0.
    func suck(_ src: Pixmap, _ p: Double) -> Pixmap {
        let w = Double(src.width), h = Double(src.height)
        let hs = max(1e-3, 1 - 0.98 * p)
        return warp(src) { x, y in
            let sy = y / hs
            guard sy <= h else { return nil }
            let ws = max(1e-3, 1 - p * (0.4 + 0.6 * sy / h))
            let sx = x / ws
            return sx <= w ? (sx, sy) : nil
        }
    }

    /// dst(x, y) = src(f(x, y)) sampled bilinearly at pixel centres; nil or outside = transparent.
    func warp(_ src: Pixmap, _ f: (Double, Double) -> (Double, Double)?) -> Pixmap {
        let w = src.width, h = src.height
        let out = Pixmap(width: w, height: h)
        let sv = src.view, dv = out.view
        for y in 0..<h {
            let drow = dv.row(y)
            for x in 0..<w {
                guard let (fx, fy) = f(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                let sx = fx - 0.5, sy = fy - 0.5
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let tx = sx - Double(x0), ty = sy - Double(y0)
                var acc = (0.0, 0.0, 0.0, 0.0)
                for (ix, iy, wgt) in [(x0, y0, (1 - tx) * (1 - ty)), (x0 + 1, y0, tx * (1 - ty)), (x0, y0 + 1, (1 - tx) * ty), (x0 + 1, y0 + 1, tx * ty)] {
                    guard ix >= 0, iy >= 0, ix < w, iy < h, wgt > 0 else { continue }
                    let sp = sv.row(iy) + ix * 4
                    acc.0 += Double(sp[0]) * wgt; acc.1 += Double(sp[1]) * wgt; acc.2 += Double(sp[2]) * wgt; acc.3 += Double(sp[3]) * wgt
                }
                let d = drow + x * 4
                d[0] = UInt8(min(255, acc.0.rounded())); d[1] = UInt8(min(255, acc.1.rounded()))
                d[2] = UInt8(min(255, acc.2.rounded())); d[3] = UInt8(min(255, acc.3.rounded()))
            }
        }
        return out
    }
}
