import ClipAnimation
import ClipGeometry
import ClipRaster

/// The drawing of an image being made: what `String.draw`, `UIBezierPath.fill`/`stroke` and
/// `UIColor.setFill`/`setStroke` record between `UIGraphicsImageRenderer.image`'s start and end.
final class DrawingRecorder {
    var layers: [Layer] = []
    var fill: Color = .black
    var stroke: Color = .black
    static let key = "ClipUIKit.DrawingRecorder"
    static var current: DrawingRecorder? { Thread.current.threadDictionary[key] as? DrawingRecorder }
}

/// The context `UIGraphicsImageRenderer.image` passes to its closure.
public final class UIGraphicsImageRendererContext {
    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { UIBezierPath(rect: rect).fill() }
    /// Strokes a rectangle with the current stroke colour.
    public func stroke(_ rect: CGRect) { UIBezierPath(rect: rect).stroke() }
}

/// Draws into a new image (`UIGraphicsImageRenderer`): text (`String.draw(in:withAttributes:)`,
/// `draw(at:withAttributes:)`) and paths (`UIBezierPath.fill()`, `stroke()`, with `UIColor.setFill()`,
/// `setStroke()`), rendered by the engine at 2 pixels per point.
public final class UIGraphicsImageRenderer {
    /// The image's size in points.
    public let size: CGSize
    /// A renderer for images of `size`.
    public init(size: CGSize) { self.size = size }
    /// A renderer for images of `bounds.size`.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    /// Runs `actions`, then renders what they drew into an image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let recorder = DrawingRecorder()
        let previous = Thread.current.threadDictionary[DrawingRecorder.key]
        Thread.current.threadDictionary[DrawingRecorder.key] = recorder
        actions(UIGraphicsImageRendererContext())
        Thread.current.threadDictionary[DrawingRecorder.key] = previous
        let scale = 2.0
        let root = Layer(frame: Rect(0, 0, Double(size.width), Double(size.height)))
        for l in recorder.layers { root.addSublayer(l) }
        let pm = Pixmap(
            width: max(1, Int((Double(size.width) * scale).rounded(.up))), height: max(1, Int((Double(size.height) * scale).rounded(.up))))
        FrameRenderer(scale: scale, background: nil).render(root.snapshot(at: 0), into: pm.view)
        return UIImage(cgImage: CGImage(pm), scale: CGFloat(scale))
    }
}

extension UIColor {
    /// Sets the fill colour of the image being drawn.
    public func setFill() { DrawingRecorder.current?.fill = color }
    /// Sets the stroke colour of the image being drawn.
    public func setStroke() { DrawingRecorder.current?.stroke = color }
    /// Sets both colours of the image being drawn.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIBezierPath {
    /// Fills the path into the image being drawn, with the current fill colour.
    public func fill() {
        guard let r = DrawingRecorder.current else { return }
        let s = ShapeLayer()
        s.frame = Rect(0, 0, 1, 1)
        s.path = path
        s.fillColor = r.fill
        r.layers.append(s)
    }
    /// Strokes the path into the image being drawn, with the current stroke colour and `lineWidth`.
    public func stroke() {
        guard let r = DrawingRecorder.current else { return }
        let s = ShapeLayer()
        s.frame = Rect(0, 0, 1, 1)
        s.path = path
        s.fillColor = nil
        s.strokeColor = r.stroke
        s.lineWidth = Double(lineWidth)
        r.layers.append(s)
    }
}

extension String {
    /// Draws the text into the image being drawn, from the top of `rect`, with the attributes'
    /// font (`UIFont`), colour (`UIColor`) and paragraph style's alignment.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let r = DrawingRecorder.current else { return }
        let t = TextLayer()
        t.frame = rect.engine
        t.string = self
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        t.font = font.descriptor
        t.fontSize = Double(font.pointSize)
        t.foregroundColor = (attrs?[.foregroundColor] as? UIColor)?.color ?? .black
        t.alignmentMode = (attrs?[.paragraphStyle] as? NSParagraphStyle)?.alignment.engine ?? .left
        t.isWrapped = true
        r.layers.append(t)
    }
    /// Draws the text into the image being drawn with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(x: point.x, y: point.y, width: 100_000, height: 100_000), withAttributes: attrs)
    }
}
