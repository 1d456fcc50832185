import ClipGeometry

/// A radial gradient seen from a focal point inside its circle (two-point conical, focal radius 0).
///
/// In unit space (the circle's centre at the origin, radius 1) with the focal point `f` (|f| < 1)
/// and `p = u − f`, the gradient position `t` of `u` is the circle through `u` among those centred
/// at `f + t·(0 − f)` with radius `t`: `t = (p·f + √((p·f)² + (1 − |f|²)·|p|²)) / (1 − |f|²)`,
/// 0 at the focal point, 1 on the circle, padded beyond. Float lanes, as the radial shader;
/// `index1` is the scalar twin (`GradientStageTests.testFocalSpansOfEveryLength`).
struct FocalGradientShader {
    let lut: GradientLUT
    /// Device → unit-circle space (affine).
    let m: AffineTransform
    /// The focal point in unit space, `1 − |f|²`.
    let fx, fy, a: Float

    init(lut: GradientLUT, center: Point, radius: Double, focal: Point, inverse i: AffineTransform) {
        self.lut = lut
        let r = radius > 0 ? radius : 1e-9
        m = i.concatenating(AffineTransform(a: 1 / r, b: 0, c: 0, d: 1 / r, tx: -center.x / r, ty: -center.y / r))
        var f = Point((focal.x - center.x) / r, (focal.y - center.y) / r)
        if !(f.x.isFinite && f.y.isFinite) { f = Point(0, 0) }
        let len = (f.x * f.x + f.y * f.y).squareRoot()
        if len > 0.999 { f = Point(f.x / len * 0.999, f.y / len * 0.999) }
        fx = Float(f.x)
        fy = Float(f.y)
        a = Float(1 - (f.x * f.x + f.y * f.y))
    }

    @inline(__always) func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        var ix = Indexer(
            ux0: Float(m.a * px + m.c * py + m.tx) - fx, uy0: Float(m.b * px + m.d * py + m.ty) - fy, sx: Float(m.a), sy: Float(m.b),
            fx: fx, fy: fy, a: a, k: iota8)
        lutSpan(&ix, lut.table, n, out)
    }

    /// Per pixel `i`: `p = p0 + s·i` (focal-relative), `t` as above, scaled to the table.
    struct Indexer: SpanIndexer {
        let ux0, uy0, sx, sy, fx, fy, a: Float
        var k: SIMD8<Float>
        @inline(__always) mutating func next8(_ i: Int) -> U32x8 {
            let px = ux0 + sx * k, py = uy0 + sy * k
            k += 8
            let pf = px * fx + py * fy
            let t = (pf + (pf * pf + a * (px * px + py * py)).squareRoot()) / a
            return lutIndex8(t * 255)
        }
        @inline(__always) func index1(_ i: Int) -> Int {
            let px = ux0 + sx * Float(i), py = uy0 + sy * Float(i)
            let pf = px * fx + py * fy
            let t = (pf + (pf * pf + a * (px * px + py * py)).squareRoot()) / a
            return lutIndex1(t * 255)
        }
    }
}
