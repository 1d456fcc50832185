/// Line cap (CAShapeLayer `lineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable { case butt, round, square }
/// Line join (CAShapeLayer `lineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable { case miter, round, bevel }

/// How to stroke a path: CAShapeLayer's stroke properties.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    /// Dash lengths (on, off, on, …); empty means solid. An odd count repeats (as CG does).
    public var dashPattern: [Double]
    public var dashPhase: Double
    /// Trim to this fraction of the total arc length, 0...1 (CAShapeLayer `strokeStart`/`strokeEnd`).
    public var strokeStart: Double
    public var strokeEnd: Double

    public init(
        width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashPattern = dashPattern; self.dashPhase = dashPhase
        self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
    }
}
