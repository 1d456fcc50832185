import ClipGeometry

/// FALLBACK until ClipGeometry.Transform3D lands (same API; delete this file on merge).
/// CATransform3D: a 4×4 matrix used with row vectors, `p' = p · M` (Kitten Yang §1.10).
///
/// `rotated/scaled/translated` follow `CATransform3DRotate/Scale/Translate`: the new operation is
/// applied first (in the layer's local space), then `self`. `m34 = −1/d` gives perspective.
public struct Transform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity; m41 = x; m42 = y; m43 = z
    }
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity; m11 = x; m22 = y; m33 = z
    }
    /// CATransform3DMakeRotation(angle, x, y, z): rotation about the axis (x, y, z).
    public init(rotationAngle a: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { self = .identity; return }
        let ux = x / len, uy = y / len, uz = z / len
        let c = GMath.cos(a), s = GMath.sin(a), t = 1 - c
        self.init(m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
                  m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
                  m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }
    /// CATransform3DMakeAffineTransform.
    public init(_ t: AffineTransform) {
        self = .identity; m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }
    /// Identity with `m34 = −1/distance`.
    public init(perspectiveDistance d: Double) { self = .identity; if d > 0 && d.isFinite { m34 = -1 / d } }

    /// `self` first, then `o` (CATransform3DConcat(self, o) = self · o).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }
    /// CATransform3DRotate(self, …): rotate first, then self.
    public func rotated(by a: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: a, x: x, y: y, z: z).concatenating(self)
    }
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    public var isIdentity: Bool { self == .identity }
    /// No z involvement and no perspective: representable as an AffineTransform.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
            && m31 == 0 && m32 == 0 && m33 == 1
    }
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    public var projective: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }
    public func apply(_ p: Point) -> Point? { projective.apply(p) }
    public func apply(to p: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
        (p.x * m11 + p.y * m21 + p.z * m31 + m41, p.x * m12 + p.y * m22 + p.z * m32 + m42,
         p.x * m13 + p.y * m23 + p.z * m33 + m43, p.x * m14 + p.y * m24 + p.z * m34 + m44)
    }
}
