import ClipGeometry
import ClipRaster

extension TransitionGeometry {
    /// Draws `img` through a `rows × columns` mesh warp written in the node's local coordinates:
    /// `f` maps a local point of the content to its displaced local point (then `m`). The image's
    /// own margin (if any) is warped with it.
    func placeWarpedLocal(
        _ img: LocalImage, rows: Int, columns: Int, opacity: Double, _ c: inout Canvas,
        _ f: (Point) -> Point
    ) {
        let toImage = img.imageToLocal.inverted ?? .identity
        placeWarped(img, rows: rows, columns: columns, opacity: opacity, &c) { s in
            toImage.apply(f(img.imageToLocal.apply(s)))
        }
    }

    /// The device-space mesh `placeWarpedLocal` would draw (for shading the same region).
    func warpedOutline(_ img: LocalImage, rows: Int, columns: Int, _ f: (Point) -> Point) -> Path? {
        let full = ProjectiveTransform(img.imageToLocal).concatenating(m)
        var visible = true
        let toImage = img.imageToLocal.inverted ?? .identity
        let mesh = MeshWarp(rows: rows, columns: columns, width: Double(img.pixmap.width), height: Double(img.pixmap.height)) { s in
            let q = toImage.apply(f(img.imageToLocal.apply(s)))
            guard let d = full.apply(q) else { visible = false; return s }
            return d
        }
        return visible ? mesh.outline : nil
    }

    /// Unit vector along which content leaves for a directional effect: the new content comes
    /// from the subtype edge, so the page lifts from that edge and travels the opposite way.
    var travel: Point { Point(-direction.x, -direction.y).normalized }
}
