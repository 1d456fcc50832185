/// A unit quaternion `(x, y, z, w)`: rotation by angle θ about unit axis `u` is
/// `(u·sin(θ/2), cos(θ/2))`, with the same rotation sense as `Transform3D(rotationAngle:x:y:z:)`.
public struct Quaternion: Hashable, Sendable {
    /// The vector part (x, y, z) and scalar part w.
    public var x, y, z, w: Double
    /// A quaternion from its four components.
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A rotation by `angle` radians about the axis (ax, ay, az) (any length; zero gives the identity).
    public init(angle: Double, axisX ax: Double, y ay: Double, z az: Double) {
        let len = (ax * ax + ay * ay + az * az).squareRoot()
        guard len > 0, len.isFinite, angle.isFinite else { self = .identity; return }
        let s = GMath.sin(angle / 2) / len
        self.init(x: ax * s, y: ay * s, z: az * s, w: GMath.cos(angle / 2))
    }

    /// Four-component dot product (cosine of half the angle between two unit quaternions).
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }
    /// Scaled to unit length (identity for zero or non-finite).
    public var normalized: Quaternion {
        let l = (x * x + y * y + z * z + w * w).squareRoot()
        guard l > 0, l.isFinite else { return .identity }
        return Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
    }

    /// Spherical interpolation along the shorter arc (`t` may leave 0...1 to extrapolate).
    public static func slerp(_ a: Quaternion, _ b0: Quaternion, _ t: Double) -> Quaternion {
        var b = b0
        var d = a.dot(b)
        if d < 0 { b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w); d = -d }
        let wa: Double, wb: Double
        if d > 0.9995 {
            wa = 1 - t; wb = t
        } else {
            let theta = GMath.acos(min(1, d)), s = GMath.sin(theta)
            wa = GMath.sin((1 - t) * theta) / s
            wb = GMath.sin(t * theta) / s
        }
        return Quaternion(
            x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb,
            z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb
        ).normalized
    }

    /// The rotation as a `Transform3D` (row-vector convention).
    public var matrix: Transform3D {
        let q = normalized
        let x = q.x, y = q.y, z = q.z, w = q.w
        var m = Transform3D.identity
        // Column-vector matrix Rc, stored transposed.
        m.m11 = 1 - 2 * (y * y + z * z); m.m21 = 2 * (x * y - z * w); m.m31 = 2 * (x * z + y * w)
        m.m12 = 2 * (x * y + z * w); m.m22 = 1 - 2 * (x * x + z * z); m.m32 = 2 * (y * z - x * w)
        m.m13 = 2 * (x * z - y * w); m.m23 = 2 * (y * z + x * w); m.m33 = 1 - 2 * (x * x + y * y)
        return m
    }

    /// The quaternion of a rotation matrix given in row-vector form (rows = images of the axes).
    static func fromRows(_ r: [[Double]]) -> Quaternion {
        // Rc = transpose(r): Rc[i][j] = r[j][i].
        let a00 = r[0][0], a11 = r[1][1], a22 = r[2][2]
        let rc = { (i: Int, j: Int) -> Double in r[j][i] }
        let tr = a00 + a11 + a22
        var q: Quaternion
        if tr > 0 {
            let s = (tr + 1).squareRoot() * 2
            q = Quaternion(x: (rc(2, 1) - rc(1, 2)) / s, y: (rc(0, 2) - rc(2, 0)) / s, z: (rc(1, 0) - rc(0, 1)) / s, w: s / 4)
        } else if a00 > a11 && a00 > a22 {
            let s = (max(0, 1 + a00 - a11 - a22)).squareRoot() * 2
            q = Quaternion(x: s / 4, y: (rc(0, 1) + rc(1, 0)) / s, z: (rc(0, 2) + rc(2, 0)) / s, w: (rc(2, 1) - rc(1, 2)) / s)
        } else if a11 > a22 {
            let s = (max(0, 1 + a11 - a00 - a22)).squareRoot() * 2
            q = Quaternion(x: (rc(0, 1) + rc(1, 0)) / s, y: s / 4, z: (rc(1, 2) + rc(2, 1)) / s, w: (rc(0, 2) - rc(2, 0)) / s)
        } else {
            let s = (max(0, 1 + a22 - a00 - a11)).squareRoot() * 2
            q = Quaternion(x: (rc(0, 2) + rc(2, 0)) / s, y: (rc(1, 2) + rc(2, 1)) / s, z: s / 4, w: (rc(1, 0) - rc(0, 1)) / s)
        }
        if !(q.x.isFinite && q.y.isFinite && q.z.isFinite && q.w.isFinite) { q = .identity }
        return q.normalized
    }
}

extension Transform3D {
    /// A transform split into parts that interpolate well (the "unmatrix" decomposition of Graphics
    /// Gems II / CSS Transforms Level 2), in the row-vector convention:
    ///
    /// `M = Scale · Skew · Rotation · Translation · Perspective`, where
    /// - `Scale = diag(scale.x, scale.y, scale.z)`,
    /// - `Skew` is unit lower-triangular with `(2,1) = skew.xy`, `(3,1) = skew.xz`, `(3,2) = skew.yz`,
    /// - `Rotation = rotation.matrix`, `Translation` puts `translation` in row 4,
    /// - `Perspective` is the identity with column 4 = `perspective` (`(0, 0, -1/d, 1)` for m34 = -1/d).
    public struct Decomposed: Hashable, Sendable {
        /// Translation, points.
        public var translation: (x: Double, y: Double, z: Double)
        /// Scale factors.
        public var scale: (x: Double, y: Double, z: Double)
        /// Shear factors (xy, xz, yz).
        public var skew: (xy: Double, xz: Double, yz: Double)
        /// The rotation.
        public var rotation: Quaternion
        /// The perspective column.
        public var perspective: (x: Double, y: Double, z: Double, w: Double)

        /// Components that compose to a matrix (defaults: the identity).
        public init(
            translation: (x: Double, y: Double, z: Double) = (0, 0, 0),
            scale: (x: Double, y: Double, z: Double) = (1, 1, 1),
            skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0),
            rotation: Quaternion = .identity,
            perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)
        ) {
            self.translation = translation; self.scale = scale; self.skew = skew
            self.rotation = rotation; self.perspective = perspective
        }

        public static func == (a: Decomposed, b: Decomposed) -> Bool {
            a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
                && a.rotation == b.rotation && a.perspective == b.perspective
        }
        public func hash(into h: inout Hasher) {
            h.combine(translation.x); h.combine(translation.y); h.combine(translation.z)
            h.combine(scale.x); h.combine(scale.y); h.combine(scale.z)
            h.combine(skew.xy); h.combine(skew.xz); h.combine(skew.yz)
            h.combine(rotation)
            h.combine(perspective.x); h.combine(perspective.y); h.combine(perspective.z); h.combine(perspective.w)
        }

        /// The matrix these parts describe.
        public var matrix: Transform3D {
            let r = rotation.matrix
            // Rows of Skew · Rotation.
            let r0 = (r.m11, r.m12, r.m13), r1 = (r.m21, r.m22, r.m23), r2 = (r.m31, r.m32, r.m33)
            let k1 = (r1.0 + skew.xy * r0.0, r1.1 + skew.xy * r0.1, r1.2 + skew.xy * r0.2)
            let k2 = (
                r2.0 + skew.xz * r0.0 + skew.yz * r1.0, r2.1 + skew.xz * r0.1 + skew.yz * r1.1,
                r2.2 + skew.xz * r0.2 + skew.yz * r1.2
            )
            let l0 = (r0.0 * scale.x, r0.1 * scale.x, r0.2 * scale.x)
            let l1 = (k1.0 * scale.y, k1.1 * scale.y, k1.2 * scale.y)
            let l2 = (k2.0 * scale.z, k2.1 * scale.z, k2.2 * scale.z)
            let n = Transform3D(
                m11: l0.0, m12: l0.1, m13: l0.2, m14: 0,
                m21: l1.0, m22: l1.1, m23: l1.2, m24: 0,
                m31: l2.0, m32: l2.1, m33: l2.2, m34: 0,
                m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
            if perspective == (0, 0, 0, 1) { return n }
            var p = Transform3D.identity
            p.m14 = perspective.x; p.m24 = perspective.y; p.m34 = perspective.z; p.m44 = perspective.w
            return n.concatenating(p)
        }

        /// Component-wise interpolation (slerp for the rotation); `t` outside 0...1 extrapolates.
        public static func interpolate(_ a: Decomposed, _ b: Decomposed, _ t: Double) -> Decomposed {
            func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Decomposed(
                translation: (
                    l(a.translation.x, b.translation.x), l(a.translation.y, b.translation.y), l(a.translation.z, b.translation.z)
                ),
                scale: (l(a.scale.x, b.scale.x), l(a.scale.y, b.scale.y), l(a.scale.z, b.scale.z)),
                skew: (l(a.skew.xy, b.skew.xy), l(a.skew.xz, b.skew.xz), l(a.skew.yz, b.skew.yz)),
                rotation: Quaternion.slerp(a.rotation, b.rotation, t),
                perspective: (
                    l(a.perspective.x, b.perspective.x), l(a.perspective.y, b.perspective.y),
                    l(a.perspective.z, b.perspective.z), l(a.perspective.w, b.perspective.w)
                ))
        }
    }

    /// Splits the transform into translation, scale, skew, rotation and perspective, or `nil` when it
    /// cannot be decomposed (singular linear part, non-finite entries).
    public func decomposed() -> Decomposed? {
        guard isFinite else { return nil }
        var l = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let t = (m41, m42, m43)
        // Perspective: M = N · P with N affine ([[L,0],[t,1]]) and P = [[I,q],[0,qw]]:
        // L q = p  ⇒  q = L⁻¹ p,  qw = m44 − t·q  (no normalisation needed, so the round trip is exact).
        var persp = (0.0, 0.0, 0.0, m44)
        if m14 != 0 || m24 != 0 || m34 != 0 {
            guard let q = Transform3D.solve3(l, (m14, m24, m34)) else { return nil }
            let qw = m44 - (t.0 * q.0 + t.1 * q.1 + t.2 * q.2)
            persp = (q.0, q.1, q.2, qw)
        }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func len(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func comb(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
            [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
        }
        var sx = len(l[0])
        guard sx > 0 else { return nil }
        l[0] = comb(l[0], l[0], 1 / sx, 0)
        var xy = dot(l[0], l[1])
        l[1] = comb(l[1], l[0], 1, -xy)
        var sy = len(l[1])
        guard sy > 0 else { return nil }
        l[1] = comb(l[1], l[1], 1 / sy, 0)
        xy /= sy
        var xz = dot(l[0], l[2])
        l[2] = comb(l[2], l[0], 1, -xz)
        var yz = dot(l[1], l[2])
        l[2] = comb(l[2], l[1], 1, -yz)
        var sz = len(l[2])
        guard sz > 0 else { return nil }
        l[2] = comb(l[2], l[2], 1 / sz, 0)
        xz /= sz; yz /= sz
        // Flip when the basis is left-handed.
        let cx = [l[1][1] * l[2][2] - l[1][2] * l[2][1], l[1][2] * l[2][0] - l[1][0] * l[2][2], l[1][0] * l[2][1] - l[1][1] * l[2][0]]
        if dot(l[0], cx) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            for i in 0..<3 { l[i] = comb(l[i], l[i], -1, 0) }
        }
        let q = Quaternion.fromRows(l)
        let d = Decomposed(translation: t, scale: (sx, sy, sz), skew: (xy, xz, yz), rotation: q, perspective: persp)
        return d
    }

    /// Interpolates like Core Animation animates `transform`: decompose both ends, interpolate the
    /// parts (rotation by quaternion slerp along the shorter arc), recompose. Falls back to a
    /// discrete switch at t = 0.5 when either end cannot be decomposed. `t` may leave 0...1.
    public static func interpolate(from a: Transform3D, to b: Transform3D, t: Double) -> Transform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        if a == b { return a }
        guard let da = a.decomposed(), let db = b.decomposed() else { return t < 0.5 ? a : b }
        let r = Decomposed.interpolate(da, db, t).matrix
        return r.isFinite ? r : (t < 0.5 ? a : b)
    }

    /// Solves `L q = p` where `L` is given as rows and `q`, `p` are column vectors.
    static func solve3(_ l: [[Double]], _ p: (Double, Double, Double)) -> (Double, Double, Double)? {
        let a = l[0][0], b = l[0][1], c = l[0][2], d = l[1][0], e = l[1][1], f = l[1][2], g = l[2][0], h = l[2][1], i = l[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        // Cramer's rule.
        let x = (p.0 * (e * i - f * h) - b * (p.1 * i - f * p.2) + c * (p.1 * h - e * p.2)) * inv
        let y = (a * (p.1 * i - f * p.2) - p.0 * (d * i - f * g) + c * (d * p.2 - p.1 * g)) * inv
        let z = (a * (e * p.2 - p.1 * h) - b * (d * p.2 - p.1 * g) + p.0 * (d * h - e * g)) * inv
        return (x, y, z)
    }
}
