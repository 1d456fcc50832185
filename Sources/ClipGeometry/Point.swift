/// A point or vector in the plane, in y-down coordinates (UIKit/Core Animation convention).
///
/// Geometry is kept in `Double` so animation maths and long paths stay exact; the raster core
/// converts to its own fixed/float formats at the edge-building step.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, points (grows to the right).
    public var x: Double
    /// Vertical coordinate, points (grows downward, as in UIKit).
    public var y: Double

    /// A point at (x, y).
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// A point at (x, y), labelled (CGPointMake).
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(0, 0)

    /// Component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// Component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both coordinates times `s`.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// Both coordinates times `s`.
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    /// Both coordinates divided by `s`.
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    /// The point mirrored through the origin.
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    /// Adds `b` in place.
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    /// Subtracts `b` in place.
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    /// Dot product.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// 2D cross product (z of the 3D cross product).
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    /// Distance from the origin.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Squared distance from the origin (no square root).
    @inlinable public var lengthSquared: Double { x * x + y * y }
    /// Unit vector in the same direction, or zero for a zero vector.
    @inlinable public var normalized: Point { let l = length; return l > 0 ? self / l : .zero }
    /// The vector rotated +90° in y-down coordinates (clockwise on screen).
    @inlinable public var perpendicular: Point { Point(-y, x) }
    /// Euclidean distance to `o`.
    @inlinable public func distance(to o: Point) -> Double { (self - o).length }
    /// Linear interpolation: `self + (o - self) * t`.
    @inlinable public func lerp(to o: Point, _ t: Double) -> Point { Point(x + (o.x - x) * t, y + (o.y - y) * t) }
    /// Whether both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}

/// A width and height.
public struct Size: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size of width × height.
    @inlinable public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// A size of width × height, labelled (CGSizeMake).
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The zero size.
    public static let zero = Size(0, 0)
}
