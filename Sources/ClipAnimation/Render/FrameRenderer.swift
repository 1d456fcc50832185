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
        var canvas = Canvas(target)
        if let bg = background { canvas.clear(bg) }
        let base = ProjectiveTransform(AffineTransform(scaleX: scale, y: scale))
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
        if let clip = n.clip { canvas.clip(to: clip, transform: m) }
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
                fill(p, paint, rule == .evenOdd ? .evenOdd : .nonZero, t.concatenating(m), opacity, &canvas)
            case .stroke(let p, let style, let paint, let t):
                let tm = t.concatenating(m)
                if case .solid = paint {
                    canvas.stroke(p, style: style, paint: rasterPaint(paint), transform: tm, opacity: opacity)
                } else {
                    canvas.stroke(p, style: style, paint: rasterPaint(paint), transform: tm, opacity: opacity)
                }
            case .image(let img, let t, let o):
                canvas.drawImage(img.view, transform: t.concatenating(m), opacity: o * opacity)
            case .clip(let p, let t):
                canvas.clip(to: p, transform: t.concatenating(m)); clipped = true
            }
        }
        if clipped { restoreClip(&canvas, saved) }
    }

    func fill(_ p: Path, _ paint: RenderPaint, _ rule: FillRule, _ tm: AffineTransform, _ opacity: Double, _ canvas: inout Canvas) {
        if case .radial(let stops, let c, let r, let e) = paint, !e.isIdentity, let ei = e.inverted {
            // Elliptical gradient: draw the path in the gradient's circle space.
            canvas.fill(p.applying(ei), paint: .radialGradient(stops: stops.map { GradientStop($0.location, $0.color) }, center: c, radius: r),
                        rule: rule, transform: e.concatenating(tm), opacity: opacity)
            return
        }
        canvas.fill(p, paint: rasterPaint(paint), rule: rule, transform: tm, opacity: opacity)
    }

    func rasterPaint(_ p: RenderPaint) -> Paint {
        func st(_ s: [RenderStop]) -> [GradientStop] { s.map { GradientStop($0.location, $0.color) } }
        switch p {
        case .solid(let c): return .solid(c)
        case .linear(let s, let a, let b): return .linearGradient(stops: st(s), start: a, end: b)
        case .radial(let s, let c, let r, _): return .radialGradient(stops: st(s), center: c, radius: r)
        case .conic(let s, let c, let a): return .conicGradient(stops: st(s), center: c, startAngle: a)
        }
    }

    // MARK: - Offscreen groups

    /// Shadow + content + mask + opacity through offscreens covering only the node's device
    /// bounding box (plus the shadow's offset and blur margin), clipped to the canvas.
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
        guard box.width > 0, box.height > 0 else { return }
        let ox = box.minX.rounded(.down), oy = box.minY.rounded(.down)
        let w = Int((box.maxX - ox).rounded(.up)), h = Int((box.maxY - oy).rounded(.up))
        guard w > 0, h > 0 else { return }
        let toOff = ProjectiveTransform(AffineTransform(translationX: -ox, y: -oy))
        let mo = m.concatenating(toOff)

        let content = Pixmap(width: w, height: h)
        var cc = Canvas(content.view)
        if let tr = n.transition {
            drawTransition(n, tr, into: &cc, m: mo)
        } else {
            drawContent(n, into: &cc, m: mo.affine, opacity: 1)
        }
        var group = content
        if let sh = n.shadow {
            group = Pixmap(width: w, height: h)
            var gc = Canvas(group.view)
            let sp = Pixmap(width: w, height: h)
            if let path = sh.path {
                var sc = Canvas(sp.view)
                sc.fill(path, paint: .solid(sh.color), transform: mo.affine.concatenating(AffineTransform(translationX: shadowShift.x, y: shadowShift.y)))
            } else {
                tintAlpha(from: content.view, into: sp.view, color: sh.color, dx: Int(shadowShift.x.rounded()), dy: Int(shadowShift.y.rounded()))
            }
            GaussianBlur.apply(to: sp.view, radius: sh.radius * m.affine.maxScale)
            if let clip = n.clip { gc.clip(to: clip, transform: mo.affine) }
            gc.drawImage(sp.view, transform: .identity)
            gc.resetClip()
            gc.drawImage(content.view, transform: .identity)
        }
        if let mk = n.mask {
            let mp = Pixmap(width: w, height: h)
            var mc = Canvas(mp.view)
            draw(mk.node, into: &mc, parent: mo)
            multiplyByAlpha(group.view, mp.view)
        }
        canvas.drawImage(group.view, transform: AffineTransform(translationX: ox, y: oy), opacity: n.opacity)
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

    /// dst *= alpha(mask) (premultiplied, per channel).
    func multiplyByAlpha(_ dst: PixmapView, _ mask: PixmapView) {
        for y in 0..<dst.height {
            let d = dst.row(y), mrow = mask.row(y)
            for x in 0..<dst.width {
                let a = UInt32(mrow[x * 4 + 3])
                if a == 255 { continue }
                for c in 0..<4 { d[x * 4 + c] = UInt8((UInt32(d[x * 4 + c]) * a + 127) / 255) }
            }
        }
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
        if n.transition != nil { if !add(transformedBox(n.bounds, m)) { return nil } }
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
    func renderLocal(_ n: RenderNode, pixelsPerPoint s: Double, withTransition: Bool = true) -> (Pixmap, AffineTransform) {
        var box = n.bounds
        if n.clip == nil {
            for c in n.children { box = box.union(childBox(c)) }
        }
        let sc = max(0.05, min(s, 4096 / max(1, box.width), 4096 / max(1, box.height)))
        let pw = max(1, Int((box.width * sc).rounded(.up))), ph = max(1, Int((box.height * sc).rounded(.up)))
        let pm = Pixmap(width: pw, height: ph)
        var c = Canvas(pm.view)
        let toImage = AffineTransform(translationX: -box.minX, y: -box.minY).concatenating(AffineTransform(scaleX: sc, y: sc))
        var inner = n
        inner.transform = .identity
        inner.opacity = 1
        if !withTransition { inner.transition = nil }
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
        let (pm, imgToLocal) = renderLocal(n, pixelsPerPoint: s)
        // Shadow under a projected layer: the silhouette of the local render, projected.
        if let sh = n.shadow {
            let sp = Pixmap(width: pm.width, height: pm.height)
            tintAlpha(from: pm.view, into: sp.view, color: sh.color, dx: 0, dy: 0)
            GaussianBlur.apply(to: sp.view, radius: sh.radius * s)
            let off = ProjectiveTransform(AffineTransform(translationX: sh.offset.width, y: sh.offset.height))
            canvas.drawImage(sp.view, projective: ProjectiveTransform(imgToLocal).concatenating(off).concatenating(m), opacity: n.opacity)
        }
        canvas.drawImage(pm.view, projective: ProjectiveTransform(imgToLocal).concatenating(m), opacity: n.opacity)
    }

    /// Composites the old and new appearance of a node for a transition (in `canvas`, device space).
    func drawTransition(_ n: RenderNode, _ tr: RenderTransition, into canvas: inout Canvas, m: ProjectiveTransform) {
        let p = min(1, max(0, tr.progress))
        var s = scale
        if isAffine(m) { s = max(0.5, m.affine.maxScale) }
        let (newPm, newT) = renderLocal(n, pixelsPerPoint: s, withTransition: false)
        var old: (Pixmap, AffineTransform)? = nil
        if let o = tr.old?.node { old = renderLocal(o, pixelsPerPoint: s) }
        let b = n.bounds
        func place(_ img: (Pixmap, AffineTransform), _ local: ProjectiveTransform, _ opacity: Double, _ c: inout Canvas) {
            c.drawImage(img.0.view, projective: ProjectiveTransform(img.1).concatenating(local).concatenating(m), opacity: opacity)
        }
        let dir: Point
        switch tr.subtype {
        case .fromRight: dir = Point(b.width, 0)
        case .fromLeft: dir = Point(-b.width, 0)
        case .fromTop: dir = Point(0, -b.height)
        case .fromBottom: dir = Point(0, b.height)
        }
        func shift(_ v: Point) -> ProjectiveTransform { ProjectiveTransform(AffineTransform(translationX: v.x, y: v.y)) }
        let saved = canvas
        switch tr.type {
        case .fade:
            if let o = old { place(o, .identity, 1 - p, &canvas) }
            place((newPm, newT), .identity, p, &canvas)
        case .push, .moveIn, .reveal:
            if isAffine(m) { canvas.clip(to: rectPath(b), transform: m.affine) }
            if tr.type == .reveal {
                place((newPm, newT), .identity, 1, &canvas)
                if let o = old { place(o, shift(dir * -p), 1, &canvas) }
            } else {
                if let o = old { place(o, tr.type == .push ? shift(dir * -p) : .identity, 1, &canvas) }
                place((newPm, newT), shift(dir * (1 - p)), 1, &canvas)
            }
        case .cube, .flip:
            let horizontal = tr.subtype == .fromRight || tr.subtype == .fromLeft
            let sign: Double = (tr.subtype == .fromRight || tr.subtype == .fromBottom) ? 1 : -1
            let c = Point(b.midX, b.midY)
            func face(_ angle: Double, depth: Double) -> ProjectiveTransform {
                var t = Transform3D(translationX: -c.x, y: -c.y, z: depth)
                t = t.concatenating(horizontal ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                                               : Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
                t = t.concatenating(Transform3D(translationX: 0, y: 0, z: -depth))
                var persp = Transform3D.identity; persp.m34 = -1.0 / 500
                t = t.concatenating(persp).concatenating(Transform3D(translationX: c.x, y: c.y))
                return t.projective
            }
            if tr.type == .cube {
                let half = (horizontal ? b.width : b.height) / 2
                let a = p * Double.pi / 2 * sign * (horizontal ? 1 : -1)
                let a2 = a - Double.pi / 2 * sign * (horizontal ? 1 : -1)
                if let o = old { place(o, face(a, depth: -half), 1, &canvas) }
                place((newPm, newT), face(a2, depth: -half), 1, &canvas)
            } else {
                let a = p * Double.pi * sign
                if p < 0.5 {
                    if let o = old { place(o, face(a, depth: 0), 1, &canvas) }
                } else {
                    place((newPm, newT), face(a - Double.pi * sign, depth: 0), 1, &canvas)
                }
            }
        }
        restoreClip(&canvas, saved)
    }
}
