import ClipGeometry
import ClipRaster

/// Offscreen groups: shadows, masks, group opacity and the device bounds that size them.
extension FrameRenderer {
    /// Shadow + content + mask + opacity + blend through offscreens covering only the node's device
    /// bounding box (plus the shadow's offset and blur margin), intersected with the mask's device
    /// bounds and the canvas. Offscreens are integer-aligned pooled scratch surfaces, composited
    /// back with an integer translation. The mask is a `destinationIn` (inverse: `destinationOut`)
    /// draw of the mask's render onto the group; the group composites with the node's `blend`.
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
        // Filters spread the group (blur, shadow offset): content that far outside the canvas can come in.
        // At most the canvas's size: content farther outside is not brought in (small canvases stay cheap).
        let side = Double(max(canvas.width, canvas.height))
        let spread = n.filters.isEmpty ? (x: 0.0, y: 0.0) : (Self.filterReach(n.filters, m.affine) ?? (0, 0))
        let reach = (x: min(spread.x, side), y: min(spread.y, side))
        if !n.filters.isEmpty { box = Self.filteredBox(n.filters, box, m.affine) }
        let limit = canvasRect.insetBy(dx: -(margin + abs(shadowShift.x) + reach.x), dy: -(margin + abs(shadowShift.y) + reach.y))
        box = box.intersection(limit)
        // Nothing outside the mask survives (the mask applies to shadow and content alike); an
        // inverse mask keeps everything outside it.
        if let mk = n.mask, n.maskBlend == .destinationIn {
            let mm = mk.node.transform.concatenating(m)
            if mk.node.opacity <= 0.0005 { return }
            if !hasShadow(mk.node), let mb = deviceBounds(mk.node, mm) { box = box.intersection(mb) }
        }
        // Pixels of the offscreen that land outside the canvas are never seen unless blurred in.
        if n.shadow == nil && n.filters.isEmpty { box = box.intersection(canvasRect) }
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
                sc.fill(
                    path, paint: .solid(sh.color),
                    transform: mo.affine.concatenating(AffineTransform(translationX: shadowShift.x, y: shadowShift.y)))
            } else {
                PixelOps.tintAlpha(
                    from: content.view, into: sp.view, color: sh.color, dx: Int(shadowShift.x.rounded()), dy: Int(shadowShift.y.rounded()))
            }
            GaussianBlur.apply(to: sp.view, radius: sh.radius * m.affine.maxScale)
            if let clip = n.clip { clipTo(clip, mo.affine, &gc) }
            gc.drawImage(sp.view, transform: .identity)
            gc.resetClip()
            gc.drawImage(content.view, transform: .identity)
        }
        defer { if group !== content { pool.give(group) } }
        if !n.filters.isEmpty { applyFilters(n.filters, to: group.view, m: mo.affine, sharingScratchWith: canvas) }
        if let mk = n.mask {
            let mp = pool.take(width: w, height: h)
            defer { pool.give(mp) }
            var mc = Canvas(mp.view, sharingScratchWith: canvas)
            draw(mk.node, into: &mc, parent: mo)
            if n.maskLuminance { PixelOps.luminanceToAlpha(mp.view) }
            // The mask render covers the whole group (same size, identity): every pixel is masked.
            var gc = Canvas(group.view, sharingScratchWith: canvas)
            gc.drawImage(mp.view, transform: .identity, blend: n.maskBlend)
        }
        if let cb = n.coverageBlend {
            PixelOps.combineCoverage(canvas.target, group.view, x: Int(ox), y: Int(oy) - canvas.originY, mode: cb, opacity: n.opacity)
            return
        }
        canvas.drawImage(group.view, transform: AffineTransform(translationX: ox, y: oy), opacity: n.opacity, blend: n.blend)
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
            case .clip, .blendMode: return true
            }
        }
        for op in n.ops + n.postOps where !opBox(op) { return nil }
        for c in n.children {
            let cm = c.transform.concatenating(m)
            guard var b = deviceBounds(c, cm) else { return nil }
            // A child's filters (blur, shadow) spread it beyond what it draws.
            if !c.filters.isEmpty { b = Self.filteredBox(c.filters, b, cm.affine) }
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
}
