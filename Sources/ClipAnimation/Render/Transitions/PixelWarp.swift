import ClipGeometry
import ClipRaster

extension PixelWarp {
    /// Renders `f` over an image the size of `like` (same image → local transform) and draws it
    /// through the geometry's transform at `opacity`.
    static func place(
        like img: LocalImage, opacity: Double, _ g: TransitionGeometry, _ canvas: inout Canvas,
        _ f: (Double, Double) -> SIMD4<Float>
    ) {
        let pool = ScratchPool.shared
        let s = pool.take(width: img.pixmap.width, height: img.pixmap.height)
        defer { pool.give(s) }
        render(into: s.view, f)
        g.place(LocalImage(pixmap: s.view, imageToLocal: img.imageToLocal), .identity, opacity, &canvas)
    }
}
