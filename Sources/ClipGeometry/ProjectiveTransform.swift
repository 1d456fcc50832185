/// A 3×3 projective (homography) transform of the plane, row-vector convention like
/// CATransform3D: `[x' y' w'] = [x y 1] · M`, then `(x'/w', y'/w')`.
///
/// ```
/// | m11 m12 m13 |      x' = m11 x + m21 y + m31
/// | m21 m22 m23 |      y' = m12 x + m22 y + m32
/// | m31 m32 m33 |      w  = m13 x + m23 y + m33
/// ```
/// An affine transform maps to `m11=a m12=b m13=0 / m21=c m22=d m23=0 / m31=tx m32=ty m33=1`.
public struct ProjectiveTransform: Hashable, Sendable {
    /// The nine matrix entries, row by row (see the layout above).
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    /// A transform from its nine entries.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The transform that changes nothing.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform `t` as a homography (last column (0, 0, 1)).
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether the last column is (0, 0, 1): no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// The affine part (exact when `isAffine`).
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// Maps a point; returns `nil` when it lands at or behind the projection plane (w <= 0).
    public func apply(_ p: Point) -> Point? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-12 else { return nil }
        return Point((m11 * p.x + m21 * p.y + m31) / w, (m12 * p.x + m22 * p.y + m32) / w)
    }

    /// `self` first, then `o` (row vectors: M = self · o).
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Determinant of the 3×3 matrix (0 = not invertible).
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or `nil` when singular.
    public var inverted: ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
            m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
            m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
    }

    /// The homography taking the unit square corners (0,0),(1,0),(1,1),(0,1) to `q0…q3`
    /// (Heckbert's square-to-quad), or `nil` for a degenerate quad.
    public static func squareToQuad(_ q0: Point, _ q1: Point, _ q2: Point, _ q3: Point) -> ProjectiveTransform? {
        let sx = q0.x - q1.x + q2.x - q3.x, sy = q0.y - q1.y + q2.y - q3.y
        if sx == 0 && sy == 0 {
            return ProjectiveTransform(
                m11: q1.x - q0.x, m12: q1.y - q0.y, m13: 0,
                m21: q2.x - q1.x, m22: q2.y - q1.y, m23: 0,
                m31: q0.x, m32: q0.y, m33: 1)
        }
        let dx1 = q1.x - q2.x, dx2 = q3.x - q2.x, dy1 = q1.y - q2.y, dy2 = q3.y - q2.y
        let den = dx1 * dy2 - dx2 * dy1
        guard den != 0 else { return nil }
        let g = (sx * dy2 - dx2 * sy) / den, h = (dx1 * sy - sx * dy1) / den
        return ProjectiveTransform(
            m11: q1.x - q0.x + g * q1.x, m12: q1.y - q0.y + g * q1.y, m13: g,
            m21: q3.x - q0.x + h * q3.x, m22: q3.y - q0.y + h * q3.y, m23: h,
            m31: q0.x, m32: q0.y, m33: 1)
    }
}
