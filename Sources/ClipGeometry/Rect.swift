/// An axis-aligned rectangle (origin at its minimum corner, y-down).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (minimum x and y), points.
    public var origin: Point
    /// Width and height, points.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its corner and size, labelled (CGRectMake).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// A rectangle from x, y, width and height.
    @inlinable public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The smallest rectangle holding both corners.
    @inlinable public init(corners a: Point, _ b: Point) {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        self.init(x: x0, y: y0, width: max(a.x, b.x) - x0, height: max(a.y, b.y) - y0)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(0, 0, 0, 0)

    /// Left edge.
    @inlinable public var minX: Double { origin.x }
    /// Top edge (y grows downward).
    @inlinable public var minY: Double { origin.y }
    /// Right edge.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width * 0.5 }
    /// Vertical centre.
    @inlinable public var midY: Double { origin.y + size.height * 0.5 }
    /// Width (`size.width`).
    @inlinable public var width: Double { size.width }
    /// Height (`size.height`).
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(midX, midY) }
    /// True unless both width and height are positive.
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom (negative grows it), as CGRectInset.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
    /// Moved by (dx, dy).
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// Whether `p` lies inside (left and top edges included, right and bottom excluded).
    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// The smallest rectangle containing both.
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return Rect(corners: Point(min(minX, o.minX), min(minY, o.minY)), Point(max(maxX, o.maxX), max(maxY, o.maxY)))
    }
    /// The overlap of both (`.zero` when they do not overlap).
    public func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }
    public var description: String { "Rect(\(minX), \(minY), \(width), \(height))" }
}
