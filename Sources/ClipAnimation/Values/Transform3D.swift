import ClipGeometry

extension Transform3D {
    /// Identity with `m34 = −1/distance`.
    public static func perspective(distance d: Double) -> Transform3D { Transform3D(perspectiveDistance: d) }
    /// The projection of the z = 0 plane onto the parent's z = 0 plane (z dropped after the divide).
    public var flattened: ProjectiveTransform { projective }
    /// True when the flattened map has no perspective term.
    public var flattensToAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }
    /// Maps (x, y, z), returning (x, y, z, w) before the divide.
    public func apply3(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double, Double) {
        let r = apply(to: (x, y, z)); return (r.x, r.y, r.z, r.w)
    }
}

/// A translation by (x, y, z) points, as Core Animation's function.
public func CATransform3DMakeTranslation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D { Transform3D(translationX: x, y: y, z: z) }
/// A scale by (x, y, z), as Core Animation's function.
public func CATransform3DMakeScale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D { Transform3D(scaleX: x, y: y, z: z) }
/// A rotation by `a` radians about the axis (x, y, z), as Core Animation's function.
public func CATransform3DMakeRotation(_ a: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(rotationAngle: a, x: x, y: y, z: z)
}
/// A rotation of `a` radians about (x, y, z), applied before `t` (as Core Animation's function).
public func CATransform3DRotate(_ t: Transform3D, _ a: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    t.rotated(by: a, x: x, y: y, z: z)
}
/// A scale by (x, y, z), applied before `t` (as Core Animation's function).
public func CATransform3DScale(_ t: Transform3D, _ x: Double, _ y: Double, _ z: Double) -> Transform3D { t.scaledBy(x: x, y: y, z: z) }
/// A translation by (x, y, z), applied before `t` (as Core Animation's function).
public func CATransform3DTranslate(_ t: Transform3D, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    t.translatedBy(x: x, y: y, z: z)
}
/// `a` then `b` (`CATransform3DConcat`: a point is transformed by `a`, then by `b`).
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }
/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// A transform split into components, composed as M = S · Rx · Ry · Rz · T · P (row vectors: scale,
/// then rotate about x, y, z, then translate, then perspective `m34`). This is what the
/// `transform.rotation.*` / `transform.scale.*` / `transform.translation.*` key paths edit, and
/// what whole-transform interpolation blends (rotation through a quaternion slerp).
///
/// Decomposition is exact for matrices of that form (every transform the specs build); skew and
/// m14/m24 perspective are not represented (documented limitation; CSS unmatrix would keep skew).
package struct TransformParts: Hashable, Sendable {
    /// The three scale factors together.
    public var scale: (x: Double, y: Double, z: Double) {
        get { (sx, sy, sz) }
        set { sx = newValue.x; sy = newValue.y; sz = newValue.z }
    }
    /// Scale factors along x, y and z.
    public var sx = 1.0, sy = 1.0, sz = 1.0
    /// Rotations about x, y and z, in radians (applied in that order).
    public var rx = 0.0, ry = 0.0, rz = 0.0
    /// Translation in points.
    public var tx = 0.0, ty = 0.0, tz = 0.0
    /// The perspective term (−1/d for an eye at distance d).
    public var m34 = 0.0

    /// The identity: scale 1, no rotation, translation or perspective.
    public init() {}

    /// Decomposes `m` (exact for scale · rotation · translation · perspective; skew is lost).
    public init(_ m: Transform3D) {
        tx = m.m41; ty = m.m42; tz = m.m43
        let r1 = (m.m11, m.m12, m.m13), r2 = (m.m21, m.m22, m.m23), r3 = (m.m31, m.m32, m.m33)
        func len(_ v: (Double, Double, Double)) -> Double { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
        sx = len(r1); sy = len(r2); sz = len(r3)
        let det =
            m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31)
            + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
        if det < 0 { sx = -sx }
        func nz(_ s: Double) -> Double { s == 0 ? 1 : s }
        let R11 = r1.0 / nz(sx), R12 = r1.1 / nz(sx), R13 = r1.2 / nz(sx)
        let R21 = r2.0 / nz(sy), R22 = r2.1 / nz(sy), R23 = r2.2 / nz(sy)
        let R33 = r3.2 / nz(sz)
        ry = GMath.asin(max(-1, min(1, -R13)))
        if abs(R13) < 0.999999 {
            rx = GMath.atan2(R23, R33)
            rz = GMath.atan2(R12, R11)
        } else {
            rx = 0
            rz = GMath.atan2(-R21, R22)
        }
        // m34 = A33·p (A = affine part); least squares over the fourth column.
        let den = r1.2 * r1.2 + r2.2 * r2.2 + r3.2 * r3.2
        m34 = den > 0 ? (m.m14 * r1.2 + m.m24 * r2.2 + m.m34 * r3.2) / den : 0
    }

    /// The rotation part, Rx · Ry · Rz.
    public var rotationMatrix: Transform3D {
        var r = Transform3D.identity
        if rx != 0 { r = r.concatenating(Transform3D(rotationAngle: rx, x: 1, y: 0, z: 0)) }
        if ry != 0 { r = r.concatenating(Transform3D(rotationAngle: ry, x: 0, y: 1, z: 0)) }
        if rz != 0 { r = r.concatenating(Transform3D(rotationAngle: rz, x: 0, y: 0, z: 1)) }
        return r
    }

    /// The transform these components compose to.
    public var matrix: Transform3D {
        composed(rotation: rotationMatrix)
    }

    func composed(rotation r: Transform3D) -> Transform3D {
        var m = Transform3D(scaleX: sx, y: sy, z: sz).concatenating(r)
        m.m41 += tx; m.m42 += ty; m.m43 += tz
        if m34 != 0 { var p = Transform3D.identity; p.m34 = m34; m = m.concatenating(p) }
        return m
    }

    public static func == (a: TransformParts, b: TransformParts) -> Bool {
        a.sx == b.sx && a.sy == b.sy && a.sz == b.sz && a.rx == b.rx && a.ry == b.ry && a.rz == b.rz
            && a.tx == b.tx && a.ty == b.ty && a.tz == b.tz && a.m34 == b.m34
    }
    public func hash(into h: inout Hasher) { h.combine(sx); h.combine(rx); h.combine(tx) }
}

/// A unit quaternion (w, x, y, z) for slerping rotations.
struct Quat {
    var w, x, y, z: Double
    init(w: Double, x: Double, y: Double, z: Double) { self.w = w; self.x = x; self.y = y; self.z = z }
    /// From a row-vector rotation matrix.
    init(_ m: Transform3D) {
        // Row-vector matrix = transpose of the column-vector one.
        let a11 = m.m11, a12 = m.m21, a13 = m.m31, a21 = m.m12, a22 = m.m22, a23 = m.m32, a31 = m.m13, a32 = m.m23, a33 = m.m33
        let tr = a11 + a22 + a33
        if tr > 0 {
            let s = (tr + 1).squareRoot() * 2
            w = 0.25 * s; x = (a32 - a23) / s; y = (a13 - a31) / s; z = (a21 - a12) / s
        } else if a11 > a22 && a11 > a33 {
            let s = (1 + a11 - a22 - a33).squareRoot() * 2
            w = (a32 - a23) / s; x = 0.25 * s; y = (a12 + a21) / s; z = (a13 + a31) / s
        } else if a22 > a33 {
            let s = (1 + a22 - a11 - a33).squareRoot() * 2
            w = (a13 - a31) / s; x = (a12 + a21) / s; y = 0.25 * s; z = (a23 + a32) / s
        } else {
            let s = (1 + a33 - a11 - a22).squareRoot() * 2
            w = (a21 - a12) / s; x = (a13 + a31) / s; y = (a23 + a32) / s; z = 0.25 * s
        }
    }
    var matrix: Transform3D {
        // Column-vector rotation, then transpose to row-vector layout.
        let xx = x * x, yy = y * y, zz = z * z, xy = x * y, xz = x * z, yz = y * z, wx = w * x, wy = w * y, wz = w * z
        let c11 = 1 - 2 * (yy + zz), c12 = 2 * (xy - wz), c13 = 2 * (xz + wy)
        let c21 = 2 * (xy + wz), c22 = 1 - 2 * (xx + zz), c23 = 2 * (yz - wx)
        let c31 = 2 * (xz - wy), c32 = 2 * (yz + wx), c33 = 1 - 2 * (xx + yy)
        return Transform3D(
            m11: c11, m12: c21, m13: c31, m14: 0, m21: c12, m22: c22, m23: c32, m24: 0,
            m31: c13, m32: c23, m33: c33, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }
    func slerp(_ o: Quat, _ t: Double) -> Quat {
        var o = o
        var d = w * o.w + x * o.x + y * o.y + z * o.z
        if d < 0 { d = -d; o = Quat(w: -o.w, x: -o.x, y: -o.y, z: -o.z) }
        if d > 0.9995 {
            var r = Quat(w: w + (o.w - w) * t, x: x + (o.x - x) * t, y: y + (o.y - y) * t, z: z + (o.z - z) * t)
            let n = (r.w * r.w + r.x * r.x + r.y * r.y + r.z * r.z).squareRoot()
            r.w /= n; r.x /= n; r.y /= n; r.z /= n
            return r
        }
        let th = GMath.acos(min(1, d)), s = GMath.sin(th)
        let a = GMath.sin((1 - t) * th) / s, b = GMath.sin(t * th) / s
        return Quat(w: w * a + o.w * b, x: x * a + o.x * b, y: y * a + o.y * b, z: z * a + o.z * b)
    }
}

extension Transform3D {
    /// Decomposed interpolation (translation, scale, perspective linear; rotation slerped).
    public func interpolated(to o: Transform3D, _ t: Double) -> Transform3D {
        if self == o { return self }
        let a = TransformParts(self), b = TransformParts(o)
        var r = TransformParts()
        func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        r.sx = l(a.sx, b.sx); r.sy = l(a.sy, b.sy); r.sz = l(a.sz, b.sz)
        r.tx = l(a.tx, b.tx); r.ty = l(a.ty, b.ty); r.tz = l(a.tz, b.tz); r.m34 = l(a.m34, b.m34)
        let qa = Quat(a.rotationMatrix), qb = Quat(b.rotationMatrix)
        return r.composed(rotation: qa.slerp(qb, t).matrix)
    }
}
