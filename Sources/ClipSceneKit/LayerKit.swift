import ClipAnimation
import ClipGeometry
import ClipRaster

/// Small constructors that keep scene code close to the book's UIKit/CA code.
public enum LayerKit {
    /// A CAShapeLayer with `path`, fill and optional stroke, in its superlayer's coordinates
    /// (bounds = the layer's frame = `frame`, the path is in the layer's own space).
    public static func shape(
        _ path: Path, frame: Rect, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1,
        cap: LineCap = .butt, join: LineJoin = .miter
    ) -> ShapeLayer {
        let l = ShapeLayer()
        l.frame = frame
        l.path = path
        l.fillColor = fill
        l.strokeColor = stroke
        l.lineWidth = lineWidth
        l.lineCap = cap
        l.lineJoin = join
        return l
    }

    /// A plain layer with a background colour and corner radius.
    public static func box(_ frame: Rect, color: Color, radius: Double = 0) -> Layer {
        let l = Layer(frame: frame)
        l.backgroundColor = color
        l.cornerRadius = radius
        return l
    }

    /// A circle layer (cornerRadius = side / 2) centred on `center`.
    public static func disc(center: Point, radius r: Double, color: Color) -> Layer {
        box(Rect(center.x - r, center.y - r, 2 * r, 2 * r), color: color, radius: r)
    }

    /// A one-line CATextLayer whose top-left is `origin` (width `width` for alignment).
    public static func label(
        _ s: String, origin: Point, width: Double = 300, size: Double, color: Color,
        weight: FontDescriptor.Weight = .regular, align: TextAlignment = .left
    ) -> TextLayer {
        let t = TextLayer()
        t.frame = Rect(origin.x, origin.y, width, size * 1.3)
        t.string = s
        t.fontSize = size
        t.font = FontDescriptor(weight: weight)
        t.foregroundColor = color
        t.alignmentMode = align
        return t
    }

    /// A gradient layer (axial by default).
    public static func gradient(
        _ frame: Rect, colors: [Color], start: Point = Point(0.5, 0), end: Point = Point(0.5, 1),
        locations: [Double]? = nil, type: GradientType = .axial
    ) -> GradientLayer {
        let g = GradientLayer()
        g.frame = frame
        g.colors = colors
        g.startPoint = start
        g.endPoint = end
        g.locations = locations
        g.gradientType = type
        return g
    }
}

/// Procedural vector shapes for the stand-ins of the book's bitmap assets.
public enum Shapes {
    /// A circle (UIBezierPath(ovalIn:) structure).
    public static func circle(_ c: Point, _ r: Double) -> Path { ovalPath(in: Rect(c.x - r, c.y - r, 2 * r, 2 * r)) }
}

extension LayerKit {
    /// A cheap soft drop shadow for a (rounded) rectangle or circle: `steps` stacked rounded
    /// rects growing from −blur/2 to +blur around `rect` (offset by `offset`), each adding a little
    /// alpha, so the edge falls off smoothly. Add it to the same superlayer just below the element.
    /// (A CALayer shadow costs a full-frame offscreen and blur every frame; static widgets do not
    /// need that.)
    public static func softShadow(
        for rect: Rect, cornerRadius: Double, blur: Double, offset: Size = Size(0, 3),
        opacity: Double = 0.25, steps: Int = 8
    ) -> Layer {
        let r = rect.offsetBy(dx: offset.width, dy: offset.height)
        let frame = r.insetBy(dx: -blur - 1, dy: -blur - 1)
        let l = Layer(frame: frame)
        l.contents = .drawing { ctx, _ in
            for i in 0..<steps {
                let grow = blur - (1.5 * blur) * Double(i) / Double(steps - 1)
                let rr = Rect(r.minX - frame.minX - grow, r.minY - frame.minY - grow, r.width + 2 * grow, r.height + 2 * grow)
                ctx.fill(
                    roundedRectPath(rr, radius: max(0, cornerRadius + grow)), color: Color(white: 0, alpha: opacity / Double(steps) * 1.6))
            }
        }
        return l
    }
}
