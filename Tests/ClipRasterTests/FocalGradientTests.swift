import ClipGeometry
import ClipTestSupport
import XCTest

@testable import ClipRaster

/// The focal radial gradient (two-point conical, focal radius 0): its lanes against the scalar
/// twin, its geometry against the definition, and a focal point on the centre drawing exactly as
/// the plain radial gradient.
final class FocalGradientTests: XCTestCase {
    /// Spans of every length 0...64 under random transforms and focal points: every lane equals
    /// the per-pixel formula (`Indexer.index1`, the scalar twin), bit for bit.
    func testFocalSpansOfEveryLength() {
        let lut = GradientLUT(
            stops: [GradientStop(0, .red), GradientStop(0.4, Color(r: 0, g: 1, b: 0, a: 0.5)), GradientStop(1, .blue)], opacity: 0.9)
        var rng = SplitMix64(seed: 0xF0CA)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { out.deallocate() }
        for round in 0..<40 {
            let angle = round % 3 == 0 ? 0 : rng.nextDouble(in: -3...3)
            let t = AffineTransform(rotationAngle: angle)
                .concatenating(AffineTransform(a: rng.nextDouble(in: 0.3...3), b: 0, c: 0, d: rng.nextDouble(in: 0.3...3), tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: rng.nextDouble(in: -50...50), y: rng.nextDouble(in: -50...50)))
            let radius = rng.nextDouble(in: 5...80)
            // Focal points inside, on and outside the circle (the last two are pulled in).
            let reach = [0.0, 0.3, 0.9, 1.0, 1.7][round % 5]
            let fa = rng.nextDouble(in: -3...3)
            let focal = Point(20 + cos(fa) * radius * reach, 10 + sin(fa) * radius * reach)
            let g = FocalGradientShader(lut: lut, center: Point(20, 10), radius: radius, focal: focal, inverse: t.inverted!)
            XCTAssertLessThan(Double(g.fx * g.fx + g.fy * g.fy), 0.999 * 0.999 + 1e-6)
            let x = rng.next(upperBound: 100) - 20, y = rng.next(upperBound: 100) - 20
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let ix = FocalGradientShader.Indexer(
                ux0: Float(g.m.a * px + g.m.c * py + g.m.tx) - g.fx, uy0: Float(g.m.b * px + g.m.d * py + g.m.ty) - g.fy,
                sx: Float(g.m.a), sy: Float(g.m.b), fx: g.fx, fy: g.fy, a: g.a, k: SIMD8(0, 1, 2, 3, 4, 5, 6, 7))
            for n in 0...64 {
                g.fetch(y: y, x: x, n: n, into: out)
                for i in 0..<n { XCTAssertEqual(out[i], lut.table[ix.index1(i)], "round \(round) n=\(n) i=\(i)") }
            }
        }
    }

    /// Along the axis through the centre and the focal point (focal half way to the right edge):
    /// t = 0 at the focal point, 1 on the circle, and half way between them on either side.
    func testGeometryAlongTheFocalAxis() {
        let lut = GradientLUT(stops: [GradientStop(0, .black), GradientStop(1, .white)], opacity: 1)
        // Device → user: pixel centres (x + 0.5, 0.5) land on (x, 0).
        let shift = AffineTransform(translationX: -0.5, y: -0.5)
        let g = FocalGradientShader(lut: lut, center: Point(200, 0), radius: 100, focal: Point(250, 0), inverse: shift)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 400)
        defer { out.deallocate() }
        g.fetch(y: 0, x: 0, n: 400, into: out)
        func t(_ x: Int) -> Double { Double(out[x] & 0xFF) / 255 }
        XCTAssertEqual(t(250), 0, accuracy: 0.01)
        XCTAssertEqual(t(300), 1, accuracy: 0.01, "right edge of the circle")
        XCTAssertEqual(t(100), 1, accuracy: 0.01, "left edge")
        XCTAssertEqual(t(275), 0.5, accuracy: 0.01)
        XCTAssertEqual(t(175), 0.5, accuracy: 0.01)
        XCTAssertEqual(t(50), 1, "padded outside")
    }

    /// A focal point on the centre: the same pixels as the plain radial gradient.
    func testFocalOnTheCentreIsTheRadialGradient() {
        let stops = [GradientStop(0, .white), GradientStop(0.6, .red), GradientStop(1, Color(r: 0, g: 0, b: 1, a: 0.4))]
        let a = Pixmap(width: 64, height: 64), b = Pixmap(width: 64, height: 64)
        var ca = Canvas(a.view), cb = Canvas(b.view)
        let m = AffineTransform(scaleX: 1, y: 0.6).concatenating(AffineTransform(rotationAngle: 0.4))
        ca.fill(rectPath(0, 0, 64, 64), paint: Paint.radialGradient(stops: stops, center: Point(30, 30), radius: 25).transformed(by: m))
        cb.fill(
            rectPath(0, 0, 64, 64),
            paint: Paint.focalGradient(stops: stops, center: Point(30, 30), radius: 25, focal: Point(30, 30)).transformed(by: m))
        XCTAssertEqual(Data(bytes: a.data, count: a.stride * a.height), Data(bytes: b.data, count: b.stride * b.height))
        // And off the centre it differs, brighter towards the focal side.
        let c = Pixmap(width: 64, height: 64)
        var cc = Canvas(c.view)
        cc.fill(
            rectPath(0, 0, 64, 64),
            paint: .focalGradient(
                stops: [GradientStop(0, .white), GradientStop(1, .black)], center: Point(32, 32), radius: 20, focal: Point(42, 32)))
        XCTAssertGreaterThan(c[42, 32].r, 225)
        XCTAssertGreaterThan(c[40, 32].r, c[24, 32].r)
    }
}
