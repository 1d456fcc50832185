/// A 4×4 homogeneous transform with `CATransform3D`'s layout and semantics.
///
/// Row-vector convention, exactly as Core Animation: a point is the row `[x y z 1]` and
/// `[x' y' z' w'] = [x y z 1] · M`, so
/// ```
/// x' = m11 x + m21 y + m31 z + m41      (m41, m42, m43: translation)
/// y' = m12 x + m22 y + m32 z + m42
/// z' = m13 x + m23 y + m33 z + m43
/// w' = m14 x + m24 y + m34 z + m44      (m34 = -1/d: perspective with eye distance d)
/// ```
/// `a.concatenating(b)` (`CATransform3DConcat(a, b)`) applies `a` first, then `b`.
/// `t.rotated(by:x:y:z:)` is `CATransform3DRotate(t, …)`: the rotation happens first, then `t`
/// (same for `translatedBy`, `scaledBy`). Hence the classic idiom
/// `var t = Transform3D.identity; t.m34 = -1/500; t = t.rotated(by: .pi/4, x: 0, y: 1, z: 0)`
/// rotates, then applies perspective.
///
/// Rotation directions (y down, z toward the viewer): positive about +z is clockwise on screen,
/// positive about +y moves the left edge toward the viewer, positive about +x moves the bottom edge
/// toward the viewer.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// First row: the image of the x axis (x scale and rotation; m14 perspective).
    public var m11, m12, m13, m14: Double
    /// Second row: the image of the y axis.
    public var m21, m22, m23, m24: Double
    /// Third row: the image of the z axis; `m34 = −1/d` gives perspective with the eye at distance d.
    public var m31, m32, m33, m34: Double
    /// Fourth row: the translation (m41, m42, m43) and m44 (1 for an ordinary transform).
    public var m41, m42, m43, m44: Double

    /// A transform from its sixteen entries.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Builds from 16 values in row-major order (m11, m12, …, m44).
    public init(rowMajor v: [Double]) {
        var a = Array(v.prefix(16))
        if a.count < 16 { a += Transform3D.identity.rowMajor[a.count...] }
        self.init(
            m11: a[0], m12: a[1], m13: a[2], m14: a[3], m21: a[4], m22: a[5], m23: a[6], m24: a[7],
            m31: a[8], m32: a[9], m33: a[10], m34: a[11], m41: a[12], m42: a[13], m43: a[14], m44: a[15])
    }

    /// The 16 entries in row-major order.
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Entry at zero-based `row`, `col` (0...3); out-of-range indices read as the identity.
    public subscript(row: Int, col: Int) -> Double {
        get {
            switch (row, col) {
            case (0, 0): return m11
            case (0, 1): return m12
            case (0, 2): return m13
            case (0, 3): return m14
            case (1, 0): return m21
            case (1, 1): return m22
            case (1, 2): return m23
            case (1, 3): return m24
            case (2, 0): return m31
            case (2, 1): return m32
            case (2, 2): return m33
            case (2, 3): return m34
            case (3, 0): return m41
            case (3, 1): return m42
            case (3, 2): return m43
            case (3, 3): return m44
            default: return row == col ? 1 : 0
            }
        }
        set {
            switch (row, col) {
            case (0, 0): m11 = newValue
            case (0, 1): m12 = newValue
            case (0, 2): m13 = newValue
            case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue
            case (1, 1): m22 = newValue
            case (1, 2): m23 = newValue
            case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue
            case (2, 1): m32 = newValue
            case (2, 2): m33 = newValue
            case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue
            case (3, 1): m42 = newValue
            case (3, 2): m43 = newValue
            case (3, 3): m44 = newValue
            default: break
            }
        }
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    // MARK: Constructors (CATransform3DMake…)

    /// `CATransform3DMakeTranslation`.
    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity; m41 = tx; m42 = ty; m43 = tz
    }
    /// `CATransform3DMakeScale`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity; m11 = sx; m22 = sy; m33 = sz
    }
    /// `CATransform3DMakeRotation(angle, x, y, z)`: rotation by `angle` radians about the axis
    /// `(x, y, z)` (normalised; a zero or non-finite axis gives the identity, as Core Animation does).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite, angle.isFinite else { self = .identity; return }
        let ux = x / len, uy = y / len, uz = z / len
        let s = GMath.sin(angle), c = GMath.cos(angle), t = 1 - c
        // Transpose of the column-vector Rodrigues matrix (row-vector convention).
        self.init(
            m11: c + t * ux * ux, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: c + t * uy * uy, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: c + t * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
    /// A pure perspective transform: identity with `m34 = -1/distance` (`distance` <= 0 or non-finite: identity).
    public init(perspectiveDistance d: Double) {
        self = .identity
        if d > 0 && d.isFinite { m34 = -1 / d }
    }

    /// `CATransform3DMakeAffineTransform`.
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    // MARK: Composition

    /// `self` first, then `b` (`CATransform3DConcat(self, b)`, matrix product `self · b`).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DConcat(a, b)`: `a` first, then `b`.
    public static func concat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

    /// `CATransform3DTranslate(self, …)`: translate first, then `self`.
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DScale(self, …)`: scale first, then `self`.
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DRotate(self, angle, x, y, z)`: rotate first, then `self`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    // MARK: Queries

    /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DIsAffine`: true when the transform maps the z = 0 plane exactly like a 2D affine
    /// transform and has no z or perspective components.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the 2D part (m11, m12, m21, m22, m41, m42), meaningful when `isAffine`.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// The 3×3 homography this transform induces on the z = 0 plane (input z = 0, output z dropped):
    /// rows and columns 1, 2, 4.
    public var projective: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// Maps the homogeneous point `(x, y, z, 1)`; returns `(x', y', z', w')` (no division).
    public func apply(to p: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            p.x * m11 + p.y * m21 + p.z * m31 + m41,
            p.x * m12 + p.y * m22 + p.z * m32 + m42,
            p.x * m13 + p.y * m23 + p.z * m33 + m43,
            p.x * m14 + p.y * m24 + p.z * m34 + m44
        )
    }

    /// Maps a point of the z = 0 plane and divides by w; `nil` when it lands at or behind the eye (w <= 0).
    public func apply(_ p: Point) -> Point? {
        let r = apply(to: (p.x, p.y, 0))
        guard r.w > 1e-12, r.w.isFinite else { return nil }
        return Point(r.x / r.w, r.y / r.w)
    }

    /// Determinant of the 4×4 matrix (0 = not invertible).
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// `CATransform3DInvert`: the inverse, or `nil` when singular or non-finite.
    public var inverted: Transform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        let r = Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * i,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * i,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * i,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * i,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * i,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * i,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * i,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * i,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * i,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * i,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * i,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * i,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * i,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * i,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * i,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * i)
        return r.isFinite ? r : nil
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { rowMajor.allSatisfy { $0.isFinite } }

    public var description: String {
        "Transform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
            + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
    }
}

extension ProjectiveTransform {
    /// The homography `t` induces on the z = 0 plane (see `Transform3D.projective`).
    public init(_ t: Transform3D) { self = t.projective }

    /// Maps `(x, y, 1)` without dividing: `(x', y', w)`.
    public func applyHomogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
    }

    /// The homography taking the quad `q0…q3` to the unit square (inverse of `squareToQuad`).
    public static func quadToSquare(_ q0: Point, _ q1: Point, _ q2: Point, _ q3: Point) -> ProjectiveTransform? {
        squareToQuad(q0, q1, q2, q3)?.inverted
    }

    /// The homography taking the quad `a0…a3` to the quad `b0…b3` (corresponding corners), or `nil`.
    public static func quadToQuad(from a: (Point, Point, Point, Point), to b: (Point, Point, Point, Point)) -> ProjectiveTransform? {
        guard let s = quadToSquare(a.0, a.1, a.2, a.3), let t = squareToQuad(b.0, b.1, b.2, b.3) else { return nil }
        return s.concatenating(t)
    }

    /// The entries in row-major order.
    public var rowMajor: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }
    /// Whether every entry is finite.
    public var isFinite: Bool { rowMajor.allSatisfy { $0.isFinite } }
}
