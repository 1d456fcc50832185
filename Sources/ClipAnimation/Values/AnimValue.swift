import ClipGeometry
import ClipRaster

/// A value an animation can carry (the NSValue/NSNumber/CGColor/CGPath boxes of Core Animation).
///
/// Literals work for scalars (`anim.toValue = 1`); other kinds are written `.point(…)`,
/// `.color(…)`, … Conversions from the geometry types are provided by `AnimValueConvertible`.
public enum AnimValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number (`opacity`, `transform.rotation.z`, `strokeEnd`, custom scalars).
    case scalar(Double)
    /// A point (`position`, `anchorPoint`, `startPoint`).
    case point(Point)
    /// A size (`bounds.size`, `shadowOffset`).
    case size(Size)
    /// A rectangle (`bounds`, `contentsRect`).
    case rect(Rect)
    /// A colour (`backgroundColor`, `fillColor`).
    case color(Color)
    /// nil (e.g. `fillColor = nil`, `path = nil`).
    case null
    /// A 3D transform (`transform`, `sublayerTransform`, `instanceTransform`).
    case transform(Transform3D)
    /// A path (`path`, `shadowPath`); same-structure paths morph point by point.
    case path(Path)
    /// A number array (`locations`, `lineDashPattern`).
    case scalars([Double])
    /// A colour array (`colors` of a gradient).
    case colors([Color])
    /// A flag (`hidden`), discrete.
    case bool(Bool)
    /// Layer `contents` bitmaps (discrete: keyframe sprite animations; basic animations cut over
    /// at the midpoint).
    case image(ImageRef)

    public init(floatLiteral v: Double) { self = .scalar(v) }
    public init(integerLiteral v: Int) { self = .scalar(Double(v)) }

    /// The number, if this is `.scalar` (or `.bool` as 0/1).
    public var scalar: Double? { if case .scalar(let v) = self { return v }; if case .bool(let b) = self { return b ? 1 : 0 }; return nil }
    /// The point, if this is `.point`.
    public var point: Point? { if case .point(let v) = self { return v }; return nil }
    /// The size, if this is `.size`.
    public var size: Size? { if case .size(let v) = self { return v }; return nil }
    /// The rectangle, if this is `.rect`.
    public var rect: Rect? { if case .rect(let v) = self { return v }; return nil }
    /// The colour, if this is `.color`.
    public var color: Color? { if case .color(let v) = self { return v }; return nil }
    /// The transform, if this is `.transform`.
    public var transform: Transform3D? { if case .transform(let v) = self { return v }; return nil }
    /// The path, if this is `.path`.
    public var path: Path? { if case .path(let v) = self { return v }; return nil }
    /// The numbers, if this is `.scalars`.
    public var scalars: [Double]? { if case .scalars(let v) = self { return v }; return nil }
    /// The colours, if this is `.colors`.
    public var colors: [Color]? { if case .colors(let v) = self { return v }; return nil }

    /// Linear interpolation by type (§3.7): scalars/points/sizes/rects component-wise, colours
    /// component-wise straight sRGB RGBA, transforms decomposed, paths point by point (same
    /// structure, else cut over at the midpoint), arrays element-wise. `t` may leave 0...1
    /// (springs, overshooting curves): values extrapolate.
    public func interpolated(to o: AnimValue, _ t: Double) -> AnimValue {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, o) {
        case (.scalar(let a), .scalar(let b)): return .scalar(l(a, b))
        case (.point(let a), .point(let b)): return .point(Point(l(a.x, b.x), l(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(Size(l(a.width, b.width), l(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(l(a.minX, b.minX), l(a.minY, b.minY), l(a.width, b.width), l(a.height, b.height)))
        case (.color(let a), .color(let b)): return .color(a.lerp(to: b, t))
        case (.color(let a), .null): return .color(a.lerp(to: a.withAlpha(0), t))
        case (.null, .color(let b)): return .color(b.withAlpha(0).lerp(to: b, t))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, t))
        case (.path(let a), .path(let b)): return .path(AnimValue.morph(a, b, t))
        case (.scalars(let a), .scalars(let b)) where a.count == b.count:
            return .scalars(zip(a, b).map { l($0, $1) })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.lerp(to: $1, t) })
        default:
            return t < 0.5 ? self : o
        }
    }

    /// Paths with the same verbs morph point by point; otherwise both are converted to cubic
    /// segments and, when the subpath/segment counts match (or one has k times the other's
    /// cubics: `Path.matchedForMorph` splits the fewer), morphed; else cut at t = 0.5.
    static func morph(_ a: Path, _ b: Path, _ t: Double) -> Path {
        if a.hasSameStructure(as: b) { return a.interpolated(to: b, t) }
        let ca = a.asCubics(), cb = b.asCubics()
        if let (ma, mb) = Path.matchedForMorph(ca, cb) { return ma.interpolated(to: mb, t) }
        return t < 0.5 ? a : b
    }

    /// `self + o` (additive / by-values). Transforms concatenate (`o` applied first, then self).
    public func adding(_ o: AnimValue) -> AnimValue {
        switch (self, o) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(a.width + b.width, a.height + b.height))
        case (.rect(let a), .rect(let b)): return .rect(Rect(a.minX + b.minX, a.minY + b.minY, a.width + b.width, a.height + b.height))
        case (.color(let a), .color(let b)): return .color(Color(r: a.r + b.r, g: a.g + b.g, b: a.b + b.b, a: a.a + b.a))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.scalars(let a), .scalars(let b)) where a.count == b.count: return .scalars(zip(a, b).map { $0 + $1 })
        default: return o
        }
    }

    /// `self − o` (for by + to). Transforms: `self · o⁻¹` is not needed by the specs; returns self.
    public func subtracting(_ o: AnimValue) -> AnimValue {
        switch (self, o) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(a - b)
        case (.size(let a), .size(let b)): return .size(Size(a.width - b.width, a.height - b.height))
        case (.rect(let a), .rect(let b)): return .rect(Rect(a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height))
        case (.color(let a), .color(let b)): return .color(Color(r: a.r - b.r, g: a.g - b.g, b: a.b - b.b, a: a.a - b.a))
        case (.scalars(let a), .scalars(let b)) where a.count == b.count: return .scalars(zip(a, b).map { $0 - $1 })
        default: return self
        }
    }

    /// The "zero" of this value's type (additive identity).
    public var zero: AnimValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(Color(r: 0, g: 0, b: 0, a: 0))
        case .transform: return .transform(.identity)
        case .scalars(let a): return .scalars(Array(repeating: 0, count: a.count))
        default: return self
        }
    }

    /// Euclidean distance (for paced keyframes).
    public func distance(to o: AnimValue) -> Double {
        switch (self, o) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return Point(b.width - a.width, b.height - a.height).length
        case (.rect(let a), .rect(let b)):
            let d = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
            return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case (.color(let a), .color(let b)):
            let d = [a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a]
            return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case (.scalars(let a), .scalars(let b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        default: return 1
        }
    }

    /// Component vector for splines (cubic keyframes); nil for non-vector types.
    var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.minX, r.minY, r.width, r.height]
        case .color(let c): return [c.r, c.g, c.b, c.a]
        case .scalars(let a): return a
        default: return nil
        }
    }
    func withComponents(_ c: [Double]) -> AnimValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(Point(c[0], c[1]))
        case .size: return .size(Size(c[0], c[1]))
        case .rect: return .rect(Rect(c[0], c[1], c[2], c[3]))
        case .color: return .color(Color(r: c[0], g: c[1], b: c[2], a: c[3]))
        case .scalars: return .scalars(c)
        default: return self
        }
    }
}

/// A bitmap compared by identity (so `AnimValue` stays Hashable).
public struct ImageRef: Hashable, Sendable {
    /// The bitmap.
    public let pixmap: Pixmap
    /// Wraps `p`.
    public init(_ p: Pixmap) { pixmap = p }
    public static func == (a: ImageRef, b: ImageRef) -> Bool { a.pixmap === b.pixmap }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(pixmap)) }
}

extension AnimValue {
    /// An image value for `contents` keyframes (`KeyframeAnimation(images:duration:)` builds these).
    public static func image(_ p: Pixmap) -> AnimValue { .image(ImageRef(p)) }
}

/// Types that box into an `AnimValue`.
public protocol AnimValueConvertible {
    /// The value boxed as an `AnimValue`.
    var animValue: AnimValue { get }
}
/// `.scalar(self)`.
extension Double: AnimValueConvertible { public var animValue: AnimValue { .scalar(self) } }
/// `.point(self)`.
extension Point: AnimValueConvertible { public var animValue: AnimValue { .point(self) } }
/// `.size(self)`.
extension Size: AnimValueConvertible { public var animValue: AnimValue { .size(self) } }
/// `.rect(self)`.
extension Rect: AnimValueConvertible { public var animValue: AnimValue { .rect(self) } }
/// `.color(self)`.
extension Color: AnimValueConvertible { public var animValue: AnimValue { .color(self) } }
/// `.transform(self)`.
extension Transform3D: AnimValueConvertible { public var animValue: AnimValue { .transform(self) } }
/// `.path(self)`.
extension Path: AnimValueConvertible { public var animValue: AnimValue { .path(self) } }

extension Path {
    /// The same outline with every segment as a cubic (lines and quads elevated) and every
    /// subpath closed explicitly: a normal form for morphing paths of different verb lists.
    public func asCubics() -> Path {
        var out = Path()
        var cur = Point.zero, start = Point.zero
        forEach { el in
            switch el {
            case .move(let p): out.move(to: p); cur = p; start = p
            case .line(let p):
                out.cubic(to: p, control1: cur.lerp(to: p, 1.0 / 3), control2: cur.lerp(to: p, 2.0 / 3)); cur = p
            case .quad(let c, let p):
                out.cubic(to: p, control1: cur + (c - cur) * (2.0 / 3), control2: p + (c - p) * (2.0 / 3)); cur = p
            case .cubic(let c1, let c2, let p): out.cubic(to: p, control1: c1, control2: c2); cur = p
            case .close:
                if cur != start {
                    out.cubic(to: start, control1: cur.lerp(to: start, 1.0 / 3), control2: cur.lerp(to: start, 2.0 / 3))
                }
                out.close(); cur = start
            }
        }
        return out
    }
}
