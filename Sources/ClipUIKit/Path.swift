import ClipAnimation
import ClipGeometry

/// An immutable path (Core Graphics' `CGPath`), in the coordinates of the layer that draws it.
open class CGPath: Hashable, @unchecked Sendable {
    var path: Path
    init(_ path: Path) { self.path = path }
    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: rect.engine).applying(transform?.pointee.engine ?? .identity))
    }
    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect.engine).applying(transform?.pointee.engine ?? .identity))
    }
    /// A rounded rectangle.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(Path(roundedRect: rect.engine, cornerRadius: Double(min(cornerWidth, cornerHeight))))
    }
    /// The smallest rectangle holding every point of the path.
    public var boundingBox: CGRect { CGRect(path.bounds) }
    /// The rectangle holding every point and control point.
    public var boundingBoxOfPath: CGRect { CGRect(path.bounds) }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The last point, or zero.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }
    /// The path mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee.engine ?? .identity))
    }
    /// Same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the elements.
    public func hash(into h: inout Hasher) { h.combine(path) }
}

/// A path being built (Core Graphics' `CGMutablePath`). Arcs follow Core Graphics: `clockwise` is in
/// a y-up space, so on screen (y down) `clockwise: true` turns counterclockwise, the opposite of `UIBezierPath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(Path()) }
    /// Starts a subpath.
    public func move(to p: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: transform.engine.apply(p.engine)) }
    /// A straight line.
    public func addLine(to p: CGPoint, transform: CGAffineTransform = .identity) { path.line(to: transform.engine.apply(p.engine)) }
    /// Straight lines through the points (the first one moves).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) } }
    }
    /// A cubic Bézier segment.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let t = transform.engine
        path.cubic(to: t.apply(end.engine), control1: t.apply(control1.engine), control2: t.apply(control2.engine))
    }
    /// A quadratic Bézier segment.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.quad(to: transform.engine.apply(end.engine), control: transform.engine.apply(control.engine))
    }
    /// An arc (Core Graphics' direction; see the type).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        if transform.isIdentity {
            path.addArc(
                center: center.engine, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                clockwise: !clockwise)
        } else {
            var arc = Path()
            arc.addArc(
                center: center.engine, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                clockwise: !clockwise)
            path.appendElements(of: arc.applying(transform.engine))
        }
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect.engine).applying(transform.engine))
    }
    /// Rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ellipseIn: rect.engine).applying(transform.engine))
    }
    /// A rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.append(Path(roundedRect: rect.engine, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform.engine))
    }
    /// Another path's elements.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.append(other.path.applying(transform.engine)) }
    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}

extension Path {
    mutating func appendElement(_ el: Element) {
        switch el {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(to: p, control: c)
        case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }
    mutating func appendElements(of other: Path) { other.forEach { appendElement($0) } }
}

/// UIKit's path (`UIBezierPath`): built with `move`/`addLine`/`addCurve`/`addQuadCurve`/`addArc`/`close`,
/// drawn through `cgPath` by a `CAShapeLayer`. Arcs: `clockwise: true` turns clockwise on screen.
open class UIBezierPath: @unchecked Sendable {
    var path: Path
    /// An empty path.
    public init() { path = Path() }
    init(_ path: Path) { self.path = path }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(Path(rect: rect.engine)) }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(Path(ellipseIn: rect.engine)) }
    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(Path(roundedRect: rect.engine, cornerRadius: Double(cornerRadius)))
    }
    /// A rounded rectangle with some corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = Double(cornerRadii.width)
        self.init(
            Path(
                roundedRect: rect.engine, topLeft: corners.contains(.topLeft) ? r : 0, topRight: corners.contains(.topRight) ? r : 0,
                bottomRight: corners.contains(.bottomRight) ? r : 0, bottomLeft: corners.contains(.bottomLeft) ? r : 0))
    }
    /// An open arc.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(
            Path(
                arcCenter: center.engine, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                clockwise: clockwise))
    }
    /// A copy of a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(cgPath.path) }
    /// The path as a `CGPath` (for `CAShapeLayer.path` and keyframe paths).
    public var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }
    /// Starts a subpath.
    public func move(to p: CGPoint) { path.move(to: p.engine) }
    /// A straight line.
    public func addLine(to p: CGPoint) { path.line(to: p.engine) }
    /// A cubic Bézier segment.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.cubic(to: end.engine, control1: controlPoint1.engine, control2: controlPoint2.engine)
    }
    /// A quadratic Bézier segment.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.quad(to: end.engine, control: controlPoint.engine) }
    /// An arc, joined to the current point by a line.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center.engine, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func close() { path.close() }
    /// Appends another path's subpaths.
    public func append(_ other: UIBezierPath) { path.append(other.path) }
    /// Removes every element.
    public func removeAllPoints() { path = Path() }
    /// Maps every point by `t`.
    public func apply(_ t: CGAffineTransform) { path = path.applying(t.engine) }
    /// The bounding box of the path.
    public var bounds: CGRect { CGRect(path.bounds) }
    /// The last point, or zero.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// Stroke width when the path is drawn (kept for code that sets it; a shape layer's `lineWidth` is what draws).
    public var lineWidth: CGFloat = 1
    /// A path with the subpaths reversed: not supported.
    @available(*, unavailable, message: "reversing(): build the path in the other direction instead")
    public func reversing() -> UIBezierPath { self }
}

/// Which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// Top right.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// Bottom left.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// Bottom right.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// All four.
    public static let allCorners = UIRectCorner(rawValue: 15)
}
