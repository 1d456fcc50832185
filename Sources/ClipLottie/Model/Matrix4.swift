import ClipGeometry
import Foundation

/// A 4 × 4 transform in lottie-web's convention: row vectors (`p' = p · M`), each operation
/// applied after the ones before it (`m.translate(…).scale(…)` translates first). Used for 3D layer
/// transforms (`ddd`: rx, ry, rz, orientation, z) and for text animators' per-letter matrices.
///
/// lottie-web's SVG renderer (the reference) draws a 3D transform without perspective: it keeps
/// the matrix's 2D part (`to2dCSS`: x' = x·m0 + y·m4 + m12, y' = x·m1 + y·m5 + m13), an
/// orthographic projection onto the composition plane; `affine` does the same.
struct Matrix4: Equatable {
    /// Row-major, as lottie-web's `props`.
    var m: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    init(m: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]) { self.m = m }

    /// A 2D transform (z untouched).
    init(_ t: AffineTransform) { m = [t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1] }

    /// `self · o`: `o` applied after `self`.
    func then(_ o: Matrix4) -> Matrix4 {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += m[i * 4 + k] * o.m[k * 4 + j] }
                r[i * 4 + j] = s
            }
        }
        return Matrix4(m: r)
    }

    mutating func apply(_ v: [Double]) { self = then(Matrix4(m: v)) }

    mutating func translate(_ x: Double, _ y: Double, _ z: Double = 0) {
        if x == 0 && y == 0 && z == 0 { return }
        apply([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    mutating func scale(_ x: Double, _ y: Double, _ z: Double = 1) {
        if x == 1 && y == 1 && z == 1 { return }
        apply([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// Radians; lottie-web's `rotate` / `rotateZ`.
    mutating func rotateZ(_ a: Double) {
        if a == 0 { return }
        let c = cos(a), s = sin(a)
        apply([c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    mutating func rotateY(_ a: Double) {
        if a == 0 { return }
        let c = cos(a), s = sin(a)
        apply([c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1])
    }

    mutating func rotateX(_ a: Double) {
        if a == 0 { return }
        let c = cos(a), s = sin(a)
        apply([1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1])
    }

    /// lottie-web's `skewFromAxis(ax, angle)` (radians).
    mutating func skewFromAxis(_ ax: Double, _ angle: Double) {
        let c = cos(angle), s = sin(angle)
        apply([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        apply([1, 0, 0, 0, tan(ax), 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        apply([c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    /// The 2D part (orthographic projection, as lottie-web's SVG renderer draws).
    var affine: AffineTransform { AffineTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13]) }
}

/// A 3D layer transform (`rx`/`ry`/`rz`, `or`, z of anchor and position) at frame `f`, as
/// lottie-web's TransformProperty composes it: anchor, scale, skew, rotations Z·Y·X then
/// orientation Z·Y·X, position; projected orthographically. Opacity as for 2D.
func transform3DAt(_ t: TransformModel, frame f: Double) -> (AffineTransform, Double) {
    let o = t.opacity.value(at: f, default: [100])[0]
    return (transform3DMatrix(t, frame: f).affine, min(1, max(0, o / 100)))
}

/// A layer's own transform as a 4 × 4 matrix: a 3D layer's full matrix, a 2D layer's affine one.
func transformMatrix(_ t: TransformModel?, frame f: Double) -> Matrix4 {
    if let t, t.threeD { return transform3DMatrix(t, frame: f) }
    return Matrix4(transformAt(t, frame: f).0)
}

/// The unprojected matrix of a 3D layer transform (see `transform3DAt`).
func transform3DMatrix(_ t: TransformModel, frame f: Double) -> Matrix4 {
    let rad = Double.pi / 180
    let a = t.anchor.value(at: f, default: [0, 0, 0])
    let s = t.scale.value(at: f, default: [100, 100, 100])
    var m = Matrix4()
    m.translate(-(a.first ?? 0), -(a.count > 1 ? a[1] : 0), a.count > 2 ? a[2] : 0)
    m.scale((s.first ?? 100) / 100, (s.count > 1 ? s[1] : s.first ?? 100) / 100, (s.count > 2 ? s[2] : 100) / 100)
    let sk = t.skew.value(at: f, default: [0])[0]
    if sk != 0 { m.skewFromAxis(-sk * rad, t.skewAxis.value(at: f, default: [0])[0] * rad) }
    let rz = t.rotation.value(at: f, default: [0])[0], ry = t.rotationY.value(at: f, default: [0])[0]
    let rx = t.rotationX.value(at: f, default: [0])[0]
    let or = t.orientation.value(at: f, default: [0, 0, 0])
    m.rotateZ(-rz * rad)
    m.rotateY(ry * rad)
    m.rotateX(rx * rad)
    m.rotateZ(-(or.count > 2 ? or[2] : 0) * rad)
    m.rotateY((or.count > 1 ? or[1] : 0) * rad)
    m.rotateX((or.first ?? 0) * rad)
    if t.autoOrient, let angle = orientation(t, frame: f) { m.rotateZ(-angle) }
    var p: [Double]
    if let px = t.positionX, let py = t.positionY {
        p = [px.scalar(at: f), py.scalar(at: f), t.positionZ.map { $0.scalar(at: f) } ?? 0]
    } else {
        p = t.position.value(at: f, default: [0, 0, 0])
    }
    while p.count < 3 { p.append(0) }
    m.translate(p[0], p[1], -p[2])
    return m
}
