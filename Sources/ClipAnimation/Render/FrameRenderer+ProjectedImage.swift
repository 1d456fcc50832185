import ClipGeometry
import ClipRaster

extension FrameRenderer {
    /// A perspective layer that is only an image (`contents`, optionally clipped by
    /// masksToBounds / cornerRadius): the image is drawn straight through the projective map, one
    /// bilinear pass, with the clip path projected, instead of a local render at up to 4× and a
    /// second projective pass. Returns false (nothing drawn) for any other node, or when part of
    /// the clip lies at or behind the eye.
    func drawProjectedImage(_ n: RenderNode, into canvas: inout Canvas, m: ProjectiveTransform) -> Bool {
        guard n.children.isEmpty, n.postOps.isEmpty, n.mask == nil, n.shadow == nil, n.filters.isEmpty, n.coverageBlend == nil,
            n.transition == nil,
            n.backdrop == nil,
            n.ops.count == 1, case .image(let img, let t, let alpha) = n.ops[0]
        else { return false }
        var deviceClip: Path?
        if let clip = n.clip {
            var inFront = true
            // Lines stay lines under a projective map; the corner arcs' control points are mapped
            // as points (a few-point corner, well under a pixel off).
            let mapped = clip.mapPoints { p in
                guard let q = m.apply(p) else { inFront = false; return p }
                return q
            }
            guard inFront else { return false }
            deviceClip = mapped
        }
        let saved = canvas
        if let c = deviceClip { canvas.clip(to: c) }
        canvas.drawImage(img.view, projective: ProjectiveTransform(t).concatenating(m), opacity: alpha * n.opacity, blend: n.blend)
        restoreClip(&canvas, saved)
        return true
    }
}
