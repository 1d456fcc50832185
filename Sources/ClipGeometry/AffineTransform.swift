/// A 2D affine transform with CGAffineTransform's layout and semantics:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (as `CGAffineTransformConcat`).
public struct AffineTransform: Hashable, Sendable {
    /// The matrix [a b 0; c d 0; tx ty 1] (row vectors, as CGAffineTransform): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its six coefficients (CGAffineTransformMake).
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) (CGAffineTransformMakeTranslation).
    @inlinable public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by (sx, sy) (CGAffineTransformMakeScale).
    @inlinable public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotation by `angle` radians; positive is clockwise on a y-down screen (as in UIKit).
    @inlinable public init(rotationAngle angle: Double) {
        let s = _sin(angle), co = _cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` first, then `t`.
    @inlinable public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// Prepends a translation (CGAffineTransformTranslate): the translation happens first.
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// This transform with a scale by (x, y) applied first (CGAffineTransformScale).
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// This transform with a rotation by `angle` radians applied first (CGAffineTransformRotate; positive turns +x towards +y).
    @inlinable public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// a·d − b·c: the area scale (0 = not invertible; negative = mirrored).
    @inlinable public var determinant: Double { a * d - b * c }
    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// The inverse, or `nil` when the transform is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let id = 1 / det
        return AffineTransform(
            a: d * id, b: -b * id, c: -c * id, d: a * id,
            tx: (c * ty - d * tx) * id, ty: (b * tx - a * ty) * id)
    }

    /// Maps a point.
    @inlinable public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    /// Applies the linear part only (for vectors).
    @inlinable public func applyToVector(_ v: Point) -> Point { Point(a * v.x + c * v.y, b * v.x + d * v.y) }

    /// The largest factor by which the transform stretches a length (for flattening tolerance).
    public var maxScale: Double {
        // Singular values of [[a c][b d]]: sqrt of eigenvalues of M^T M.
        let e = a * a + b * b, f = a * c + b * d, g = c * c + d * d
        let tr = (e + g) * 0.5, diff = ((e - g) * 0.5), disc = (diff * diff + f * f).squareRoot()
        return (tr + disc).squareRoot()
    }
}

@usableFromInline func _sin(_ x: Double) -> Double { Double.sinImpl(x) }
@usableFromInline func _cos(_ x: Double) -> Double { Double.cosImpl(x) }
