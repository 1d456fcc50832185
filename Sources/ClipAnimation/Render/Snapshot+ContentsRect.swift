import ClipGeometry
import ClipRaster

extension Snapshotter {
    /// `contents` with a `contentsRect` other than the unit square (003/004 §1.2: "unit
    /// rectangle of the bitmap to display"): the sub-rectangle, in image pixels and not rounded
    /// (so an animated contentsRect moves smoothly, not in whole source pixels), is placed by
    /// `contentsGravity` like a whole image of that size, and only it shows.
    /// - A sub-rectangle on whole pixels inside the image (every static slice, e.g. a 3 × 3 grid)
    ///   is cropped and drawn as an image: its edges clamp, no neighbour bleeds in.
    /// - Otherwise (an animating contentsRect, or one beyond 0…1) the destination rectangle is
    ///   filled with the image as a paint: sub-pixel exact; outside the image is transparent;
    ///   bilinear sampling may mix in up to half a source pixel of the neighbours at the edges.
    func subRectContentsOps(_ img: Pixmap, _ st: LayerState) -> [DrawOp] {
        let cr = st.contentsRect
        let iw = Double(img.width), ih = Double(img.height)
        let sub = Rect(cr.minX * iw, cr.minY * ih, cr.width * iw, cr.height * ih)
        guard iw > 0, ih > 0, sub.width > 0, sub.height > 0 else { return [] }
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        if whole(sub.minX), whole(sub.minY), whole(sub.maxX), whole(sub.maxY),
            sub.minX >= -1e-6, sub.minY >= -1e-6, sub.maxX <= iw + 1e-6, sub.maxY <= ih + 1e-6
        {
            guard
                let crop = img.cropped(
                    x0: Int(sub.minX.rounded()), y0: Int(sub.minY.rounded()),
                    x1: Int(sub.maxX.rounded()), y1: Int(sub.maxY.rounded()))
            else { return [] }
            var whole = st
            whole.contentsRect = Rect(0, 0, 1, 1)
            whole.contents = .image(crop)
            return contentsOps(whole)
        }
        let cs = st.contentsScale > 0 ? st.contentsScale : 1
        let dst = gravityRect(st.contentsGravity, image: Size(sub.width / cs, sub.height / cs), bounds: st.bounds)
        let sx = dst.width / sub.width, sy = dst.height / sub.height
        let t = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: dst.minX - sub.minX * sx, ty: dst.minY - sub.minY * sy)
        var area = dst
        if st.masksToBounds { area = area.intersection(st.bounds) }
        guard area.width > 0, area.height > 0 else { return [] }
        return [.fill(rectPath(area), .image(img, transform: t), .nonZero, .identity)]
    }
}
