import XCTest
import ClipGeometry
@testable import ClipRaster

/// `Paint.multiplied(by:)` (tints) and `Paint.transformed(by:)` (gradient space transforms).
final class PaintOpsTests: XCTestCase {
    let stops = [GradientStop(0, .white), GradientStop(1, Color(r: 0.5, g: 0.25, b: 1, a: 0.5))]

    func testMultipliedScalesEveryColour() {
        let t = Color(r: 0.5, g: 1, b: 0.25, a: 0.8)
        guard case .solid(let c)? = Paint.solid(Color(r: 1, g: 0.5, b: 1, a: 1)).multiplied(by: t) else { return XCTFail() }
        XCTAssertEqual(c, Color(r: 0.5, g: 0.5, b: 0.25, a: 0.8))
        let g = Paint.linearGradient(stops: stops, start: Point(1, 2), end: Point(3, 4)).transformed(by: AffineTransform(scaleX: 2, y: 1))
        guard case .transformed(.linearGradient(let s, let a, let b), let tr)? = g.multiplied(by: t) else { return XCTFail("\(g)") }
        XCTAssertEqual(s.map(\.location), [0, 1])
        XCTAssertEqual(s[1].color, Color(r: 0.25, g: 0.25, b: 0.25, a: 0.4))
        XCTAssertEqual(a, Point(1, 2)); XCTAssertEqual(b, Point(3, 4))
        XCTAssertEqual(tr, AffineTransform(scaleX: 2, y: 1))
        XCTAssertNil(Paint.image(Pixmap(width: 1, height: 1), transform: .identity).multiplied(by: t))
    }

    /// A tinted paint draws the pixels of the paint whose colours were multiplied by hand.
    func testMultipliedDrawsLikeTheTintedColours() {
        let t = Color(r: 0.5, g: 0.75, b: 1, a: 1)
        let a = Pixmap(width: 32, height: 8), b = Pixmap(width: 32, height: 8)
        var ca = Canvas(a.view), cb = Canvas(b.view)
        let p = Paint.linearGradient(stops: stops, start: .zero, end: Point(32, 0))
        ca.fill(rectPath(0, 0, 32, 8), paint: p.multiplied(by: t)!)
        let by = stops.map {
            GradientStop($0.location, Color(r: $0.color.r * t.r, g: $0.color.g * t.g, b: $0.color.b * t.b, a: $0.color.a))
        }
        cb.fill(rectPath(0, 0, 32, 8), paint: .linearGradient(stops: by, start: .zero, end: Point(32, 0)))
        XCTAssertEqual(a.bytes, b.bytes)
        let plain = Pixmap(width: 32, height: 8)
        var cp = Canvas(plain.view)
        cp.fill(rectPath(0, 0, 32, 8), paint: p)
        XCTAssertNotEqual(a[20, 4], plain[20, 4])
    }

    func testTransformedComposesAndSkipsIdentity() {
        let r = Paint.radialGradient(stops: stops, center: Point(5, 5), radius: 3)
        guard case .radialGradient = r.transformed(by: .identity) else { return XCTFail() }
        let s = AffineTransform(scaleX: 2, y: 1), m = AffineTransform(translationX: 4, y: 0)
        guard case .transformed(.radialGradient, let t) = r.transformed(by: s).transformed(by: m) else { return XCTFail() }
        XCTAssertEqual(t, s.concatenating(m))
        guard case .solid = Paint.solid(.red).transformed(by: s) else { return XCTFail() }
        guard case .image(_, let it) = Paint.image(Pixmap(width: 1, height: 1), transform: m).transformed(by: s) else { return XCTFail() }
        XCTAssertEqual(it, m.concatenating(s))
    }

    /// An elliptical radial gradient (a circle of radius 10 scaled 2× in x about its centre): at
    /// (cx + 2d, cy) a fill shows the colour the circular gradient has at (cx + d, cy), and a stroke
    /// through the same place shows it too (strokes take the shader route).
    func testTransformedRadialIsElliptical() {
        let c = Point(40, 20)
        let circle = Paint.radialGradient(stops: [GradientStop(0, .white), GradientStop(1, .black)], center: c, radius: 10)
        let scale = AffineTransform(translationX: -c.x, y: -c.y).concatenating(AffineTransform(scaleX: 2, y: 1))
            .concatenating(AffineTransform(translationX: c.x, y: c.y))
        let ellipse = circle.transformed(by: scale)
        let e = Pixmap(width: 80, height: 40), o = Pixmap(width: 80, height: 40), s = Pixmap(width: 80, height: 40)
        var ce = Canvas(e.view), co = Canvas(o.view), cs = Canvas(s.view)
        ce.fill(rectPath(0, 0, 80, 40), paint: ellipse)
        co.fill(rectPath(0, 0, 80, 40), paint: circle)
        var line = Path(); line.move(to: Point(0, 20.5)); line.line(to: Point(80, 20.5))
        cs.stroke(line, style: StrokeStyle(width: 1), paint: ellipse)
        // Pixel centre x + 0.5 lies (x + 0.5 − cx) / 2 from the centre in circle space (radius 10).
        for ex in [45, 51, 55, 59] {
            let ev = Double(e[ex, 20].r)
            let exact = 255 * (1 - (Double(ex) + 0.5 - c.x) / 20)
            XCTAssertEqual(ev, exact, accuracy: 3, "fill at \(ex)")
            XCTAssertEqual(Double(s[ex, 20].r), ev, accuracy: 2, "stroke at \(ex)")
        }
        XCTAssertEqual(e[40, 0].r, o[40, 0].r) // vertical radius unchanged: same at the top centre
        XCTAssertGreaterThan(e[58, 20].r, o[58, 20].r) // wider horizontally
    }
}
