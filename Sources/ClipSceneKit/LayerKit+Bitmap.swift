import ClipAnimation
import ClipGeometry
import ClipRaster

extension LayerKit {
    /// The layer tree `layer` painted once into a transparent bitmap at `scale` pixels per point:
    /// the procedural stand-in for a bundled image (`UIImage(named:)`), made once and shared
    /// (`static let`), so a frame draws one image instead of the whole tree (cheap under 3D
    /// transforms, which would otherwise render the tree offscreen every frame).
    public static func bitmap(of layer: Layer, scale: Double) -> Pixmap {
        let size = layer.bounds.size
        let pm = Pixmap(width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
        layer.position = Point(size.width / 2, size.height / 2)
        FrameRenderer(scale: scale, background: nil).render(layer.snapshot(at: 0), into: pm.view)
        return pm
    }

    /// A layer of `frame` showing `image` (contents stretched to its bounds).
    public static func imageLayer(_ image: Pixmap, frame: Rect) -> Layer {
        let l = Layer(frame: frame)
        l.contents = .image(image)
        return l
    }
}
