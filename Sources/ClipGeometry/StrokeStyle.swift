/// Line cap (CAShapeLayer `lineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// `butt` ends flat at the end point; `round` adds a half disc; `square` adds half a square.
    case butt, round, square
}
/// Line join (CAShapeLayer `lineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// `miter` extends the outer edges to a point (up to `miterLimit`); `round` adds an arc; `bevel` cuts the corner.
    case miter, round, bevel
}

/// How to stroke a path: CAShapeLayer's stroke properties.
public struct StrokeStyle: Hashable, Sendable {
    /// Line width, points.
    public var width: Double
    /// How open ends are drawn.
    public var cap: LineCap
    /// How segments meet.
    public var join: LineJoin
    /// Miter joins longer than `miterLimit × width / 2` are bevelled.
    public var miterLimit: Double
    /// Dash lengths (on, off, on, …); empty means solid. An odd count repeats (as CG does).
    public var dashPattern: [Double]
    /// Offset into the dash pattern at the path's start, points.
    public var dashPhase: Double
    /// Trim to this fraction of the total arc length, 0...1 (CAShapeLayer `strokeStart`/`strokeEnd`).
    public var strokeStart: Double
    /// End of the visible stroke, fraction of the arc length 0…1.
    public var strokeEnd: Double

    /// A stroke style with CAShapeLayer's defaults (width 1, butt caps, miter joins, limit 10, solid, untrimmed).
    public init(
        width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashPattern = dashPattern; self.dashPhase = dashPhase
        self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
    }
}
