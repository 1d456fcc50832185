import ClipGeometry
import ClipRaster

/// Local-space rendering (transitions, perspective) and the projective path.
extension FrameRenderer {
    /// Renders the node's content (not its own transform/opacity) into a pixmap covering its
    /// bounds, at `s` pixels per point. Returns the pixmap and its image→local transform.
    func renderLocal(
        _ n: RenderNode, pixelsPerPoint s: Double, withTransition: Bool = true,
        withShadow: Bool = true
    ) -> (Pixmap, AffineTransform) {
        let (inner, pw, ph, toImage) = localLayout(n, pixelsPerPoint: s, withTransition: withTransition, withShadow: withShadow)
        let pm = Pixmap(width: pw, height: ph)
        var c = Canvas(pm.view)
        draw(inner, into: &c, parent: ProjectiveTransform(toImage))
        return (pm, toImage.inverted ?? .identity)
    }

    /// `renderLocal` into a cleared surface of `ScratchPool.shared` (the caller gives it back).
    func renderLocalPooled(_ n: RenderNode, pixelsPerPoint s: Double, withTransition: Bool = true) -> (ScratchSurface, AffineTransform) {
        let (inner, pw, ph, toImage) = localLayout(n, pixelsPerPoint: s, withTransition: withTransition, withShadow: true)
        let surface = ScratchPool.shared.take(width: pw, height: ph)
        var c = Canvas(surface.view)
        draw(inner, into: &c, parent: ProjectiveTransform(toImage))
        return (surface, toImage.inverted ?? .identity)
    }

    /// The node as `renderLocal` draws it, the local pixmap's size and the local → image transform.
    func localLayout(
        _ n: RenderNode, pixelsPerPoint s: Double, withTransition: Bool, withShadow: Bool
    ) -> (RenderNode, Int, Int, AffineTransform) {
        var inner = n
        inner.transform = .identity
        inner.opacity = 1
        inner.blend = .sourceOver
        if !withTransition { inner.transition = nil }
        if !withShadow { inner.shadow = nil }
        // Everything the node draws, in local coordinates (ops may lie outside the bounds).
        var box = n.bounds
        if let b = deviceBounds(inner, .identity) {
            box = box.union(b)
        } else if n.clip == nil {
            for c in n.children { box = box.union(childBox(c)) }
        }
        if let clip = n.clip { box = box.intersection(clip.controlPointBounds.insetBy(dx: -1, dy: -1)) }
        if box.width <= 0 || box.height <= 0 { box = Rect(n.bounds.minX, n.bounds.minY, max(1, n.bounds.width), max(1, n.bounds.height)) }
        let sc = max(0.05, min(s, 4096 / max(1, box.width), 4096 / max(1, box.height)))
        let pw = max(1, Int((box.width * sc).rounded(.up))), ph = max(1, Int((box.height * sc).rounded(.up)))
        let toImage = AffineTransform(translationX: -box.minX, y: -box.minY).concatenating(AffineTransform(scaleX: sc, y: sc))
        return (inner, pw, ph, toImage)
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
        if drawProjectedImage(n, into: &canvas, m: m) { return }
        // Pixels per point: the projected size of the bounds' diagonal vs its own length, at least 1×.
        let b = n.bounds
        var s = scale
        if let p0 = m.apply(Point(b.minX, b.minY)), let p1 = m.apply(Point(b.maxX, b.maxY)),
            let p2 = m.apply(Point(b.maxX, b.minY)), let p3 = m.apply(Point(b.minX, b.maxY))
        {
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
            PixelOps.tintAlpha(from: pm.view, into: sp.view, color: sh.color, dx: pad, dy: pad)
            GaussianBlur.apply(to: sp.view, radius: sh.radius * pxPerPt)
            let unpad = ProjectiveTransform(AffineTransform(translationX: -Double(pad), y: -Double(pad)))
            let off = ProjectiveTransform(AffineTransform(translationX: sh.offset.width, y: sh.offset.height))
            drawProjective(
                &canvas, sp.view, unpad.concatenating(ProjectiveTransform(imgToLocal)).concatenating(off).concatenating(m),
                opacity: n.opacity, blend: n.blend)
        }
        drawProjective(&canvas, pm.view, ProjectiveTransform(imgToLocal).concatenating(m), opacity: n.opacity, blend: n.blend)
    }

    /// `drawImage(projective:)` for local-space images (transitions, perspective).
    func drawProjective(
        _ c: inout Canvas, _ img: PixmapView, _ m: ProjectiveTransform, opacity: Double = 1,
        blend: BlendMode = .sourceOver
    ) {
        c.drawImage(img, projective: m, opacity: opacity, blend: blend)
    }
}
