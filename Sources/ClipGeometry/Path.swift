/// One drawing command of a path.
public enum PathVerb: UInt8, Sendable {
    /// `move` starts a subpath (1 point), `line` (1), `quad` (control, end), `cubic` (two controls, end), `close` (none).
    case move, line, quad, cubic, close
}

/// An immutable-by-value vector path: verbs plus their points (as CGPath/UIBezierPath).
///
/// Storage is two flat arrays (`verbs`, `points`); a `.move` and `.line` use one point, a
/// `.quad` two, a `.cubic` three and `.close` none. Copies share storage (copy on write).
///
/// Example:
/// ```swift
/// var p = Path()
/// p.move(to: Point(0, 0)); p.line(to: Point(10, 0)); p.quad(to: Point(0, 10), control: Point(10, 10)); p.close()
/// ```
public struct Path: Hashable, Sendable {
    /// The commands, in order.
    public private(set) var verbs: [PathVerb] = []
    /// The commands' points, flat (see `PathVerb` for how many each takes).
    public private(set) var points: [Point] = []
    /// Start of the current subpath (for `close`).
    @usableFromInline var subpathStart: Point = .zero
    @usableFromInline var hasCurrentPoint = false

    /// An empty path.
    public init() {}

    /// Whether the path has no commands.
    public var isEmpty: Bool { verbs.isEmpty }
    /// The last point added, if any.
    public var currentPoint: Point? { hasCurrentPoint ? (verbs.last == .close ? subpathStart : points.last) : nil }

    /// Starts a new subpath at `p` (CGPathMoveToPoint).
    public mutating func move(to p: Point) {
        verbs.append(.move); points.append(p); subpathStart = p; hasCurrentPoint = true
    }
    /// A straight segment from the current point to `p` (CGPathAddLineToPoint).
    public mutating func line(to p: Point) {
        ensureStart(p)
        verbs.append(.line); points.append(p)
    }
    /// A quadratic Bézier to `p` with control point `c` (CGPathAddQuadCurveToPoint).
    public mutating func quad(to p: Point, control c: Point) {
        ensureStart(c)
        verbs.append(.quad); points.append(c); points.append(p)
    }
    /// Cubic Bézier (UIBezierPath `addCurveToPoint:controlPoint1:controlPoint2:`).
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureStart(c1)
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }
    /// Closes the current subpath with a segment back to its start (CGPathCloseSubpath).
    public mutating func close() {
        guard hasCurrentPoint, let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// A path command after `close` (or on an empty path) implicitly starts a subpath
    /// at the last subpath start, as Core Graphics does.
    @usableFromInline mutating func ensureStart(_ fallback: Point) {
        if !hasCurrentPoint { move(to: fallback); return }
        if verbs.last == .close { verbs.append(.move); points.append(subpathStart) }
    }

    /// Reserves storage for about this many more verbs and points (avoids regrowth in builders).
    public mutating func reserveCapacity(verbs nv: Int, points np: Int) {
        verbs.reserveCapacity(verbs.count + max(0, nv)); points.reserveCapacity(points.count + max(0, np))
    }

    /// Appends every command of `other`.
    public mutating func append(_ other: Path) {
        other.forEach { el in
            switch el {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// A decoded path command.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at the point.
        case move(Point)
        /// A line to the point.
        case line(Point)
        /// A quadratic curve: control point, end point.
        case quad(Point, Point) // control, end
        /// A cubic curve: two control points, end point.
        case cubic(Point, Point, Point) // control1, control2, end
        /// Closes the subpath.
        case close
    }

    /// Calls `body` for every command in order.
    @inlinable public func forEach(_ body: (Element) -> Void) {
        var i = 0
        for v in verbs {
            switch v {
            case .move: body(.move(points[i])); i += 1
            case .line: body(.line(points[i])); i += 1
            case .quad: body(.quad(points[i], points[i + 1])); i += 2
            case .cubic: body(.cubic(points[i], points[i + 1], points[i + 2])); i += 3
            case .close: body(.close)
            }
        }
    }

    /// The commands as `Element`s (CGPathApply), in order.
    public var elements: [Element] { var out: [Element] = []; forEach { out.append($0) }; return out }

    /// Bounds of all points, control points included (a cheap conservative box).
    public var controlPointBounds: Rect {
        guard var x0 = points.first?.x, var y0 = points.first?.y else { return .zero }
        var x1 = x0, y1 = y0
        for p in points where p.isFinite {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Tight bounds of the curve itself (from its flattening at 0.01 tolerance).
    public var bounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for c in flattened(tolerance: 0.01).contours {
            for p in c.points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        }
        return x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// A copy with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var copy = self
        copy.points = points.map(t.apply)
        copy.subpathStart = t.apply(subpathStart)
        return copy
    }

    /// A copy with every point mapped through `f` (structure kept: used for path morphing and 3D projection).
    public func mapPoints(_ f: (Point) -> Point) -> Path {
        var copy = self
        copy.points = points.map(f)
        copy.subpathStart = f(subpathStart)
        return copy
    }

    /// Same verbs in the same order: such paths can be interpolated point by point.
    public func hasSameStructure(as o: Path) -> Bool { verbs == o.verbs }

    /// Point-by-point interpolation (Core Animation's path animation); requires the same structure,
    /// otherwise returns `t < 0.5 ? self : o`.
    public func interpolated(to o: Path, _ t: Double) -> Path {
        guard hasSameStructure(as: o) else { return t < 0.5 ? self : o }
        var copy = self
        for i in points.indices { copy.points[i] = points[i].lerp(to: o.points[i], t) }
        copy.subpathStart = subpathStart.lerp(to: o.subpathStart, t)
        return copy
    }

    public static func == (l: Path, r: Path) -> Bool { l.verbs == r.verbs && l.points == r.points }
    public func hash(into h: inout Hasher) { h.combine(verbs); h.combine(points) }
}

extension Rect {
    /// The rectangle grown to include `p`.
    public func extended(to p: Point) -> Rect {
        Rect(corners: Point(min(minX, p.x), min(minY, p.y)), Point(max(maxX, p.x), max(maxY, p.y)))
    }
}
