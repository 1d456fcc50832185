import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// Small exact pictures, one per behaviour, named for what they show (Golden/<group>/<name>.png).
/// Re-record on purpose with CLIPGEN_RECORD_GOLDENS=1 and review the PNGs like code.
final class FillGoldenTests: XCTestCase {
    let teal = Color(r: 0, g: 0.5, b: 0.5)

    func canvas(_ w: Int = 64, _ h: Int = 64, _ body: (inout Canvas) -> Void) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        var c = Canvas(pm.view)
        c.clear(.white)
        body(&c)
        return pm
    }

    /// Keeps the pixmap alive while its (non-owning) view is compared.
    func check(_ pm: Pixmap, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        withExtendedLifetime(pm) { assertGolden(pm.view, name, file: file, line: line) }
    }

    func testEvenOddStar() {
        check(canvas { $0.fill(starPath(32, 33, 30), paint: .solid(teal), rule: .evenOdd) }, "fill/even-odd-star")
    }

    func testNonZeroStar() {
        check(canvas { $0.fill(starPath(32, 33, 30), paint: .solid(teal), rule: .nonZero) }, "fill/nonzero-star")
    }

    func testCircleFractionalCentre() {
        check(
            canvas { $0.fill(circlePath(31.3, 32.7, 20.4), paint: .solid(Color(r: 0.8, g: 0.1, b: 0.2, a: 0.7))) }, "fill/circle-fractional"
        )
    }

    func testCaps() {
        let pm = canvas(96, 48) { c in
            for (i, cap) in LineCap.allCases.enumerated() {
                var p = Path(); p.move(to: Point(16, 10 + Double(i) * 14)); p.line(to: Point(80, 10 + Double(i) * 14))
                c.stroke(p, style: StrokeStyle(width: 8, cap: cap), paint: .solid(.black))
            }
        }
        check(pm, "stroke/caps-butt-round-square")
    }

    func testJoins() {
        let pm = canvas(120, 48) { c in
            for (i, join) in LineJoin.allCases.enumerated() {
                let x0 = 8 + Double(i) * 38
                var p = Path(); p.move(to: Point(x0, 40)); p.line(to: Point(x0 + 14, 8)); p.line(to: Point(x0 + 28, 40))
                c.stroke(p, style: StrokeStyle(width: 7, join: join), paint: .solid(.black))
            }
        }
        check(pm, "stroke/joins-miter-round-bevel")
    }

    func testDashes() {
        let pm = canvas(96, 32) { c in
            var p = Path(); p.move(to: Point(6, 10)); p.line(to: Point(90, 10))
            c.stroke(p, style: StrokeStyle(width: 4, cap: .round, dashPattern: [10, 6], dashPhase: 3), paint: .solid(.black))
            var q = Path(); q.move(to: Point(6, 24)); q.cubic(to: Point(90, 24), control1: Point(30, 4), control2: Point(60, 44))
            c.stroke(q, style: StrokeStyle(width: 2, dashPattern: [4, 3]), paint: .solid(.blue))
        }
        check(pm, "stroke/dashes")
    }

    func testStrokeEndTrim() {
        let pm = canvas(64, 64) { c in
            c.stroke(circlePath(32, 32, 22), style: StrokeStyle(width: 6, cap: .round, strokeEnd: 0.7), paint: .solid(teal))
        }
        check(pm, "stroke/circle-stroke-end-0.7")
    }

    func testGradientsAndImage() {
        let pm = canvas(96, 32) { c in
            c.fill(
                rectPath(2, 2, 28, 28),
                paint: .linearGradient(
                    stops: GradientStop.evenly([.red, Color(r: 1, g: 1, b: 0), .blue]), start: Point(2, 2), end: Point(30, 30)))
            c.fill(
                circlePath(48, 16, 14),
                paint: .radialGradient(
                    stops: [GradientStop(0, .white), GradientStop(1, teal.withAlpha(0.3))], center: Point(44, 12), radius: 16))
            c.fill(
                rectPath(66, 2, 28, 28),
                paint: .conicGradient(stops: GradientStop.evenly([.red, .green, .blue, .red]), center: Point(80, 16), startAngle: 0))
        }
        check(pm, "paint/linear-radial-conic")
    }

    func testBlendModesOverStripes() {
        let pm = canvas(100, 40) { c in
            c.fill(rectPath(0, 0, 100, 20), paint: .solid(Color(r: 0.9, g: 0.6, b: 0.1)))
            for (i, mode) in [BlendMode.sourceOver, .copy, .clear, .multiply, .screen].enumerated() {
                c.fill(circlePath(10 + Double(i) * 20, 20, 9), paint: .solid(Color(r: 0.1, g: 0.3, b: 0.9, a: 0.8)), blend: mode)
            }
        }
        check(pm, "blend/over-copy-clear-multiply-screen")
    }

    /// The layer modes, one 30-pixel column each: two additive glows over a dark panel (`plus`:
    /// brighter where they overlap), a gradient masked by a soft round image (`destinationIn`, an
    /// integer-translated image draw, as layer masks are), stripes with a translucent hole punched
    /// out (`destinationOut`), and a teal disc and a gradient bar overlaid on a dark-to-light ramp
    /// (`overlay`: darks stay dark, lights stay light).
    func testLayerBlendModes() {
        let pm = canvas(120, 40) { c in
            // plus
            c.fill(rectPath(0, 0, 30, 40), paint: .solid(Color(r: 0.1, g: 0.1, b: 0.2)))
            for (x, y) in [(11.0, 15.0), (19.0, 25.0)] {
                c.fill(
                    circlePath(x, y, 10),
                    paint: .radialGradient(
                        stops: [
                            GradientStop(0, Color(r: 1, g: 0.6, b: 0.2, a: 0.9)),
                            GradientStop(1, Color(r: 1, g: 0.2, b: 0, a: 0)),
                        ],
                        center: Point(x, y), radius: 10), blend: .plus)
            }
            // destinationIn
            c.fill(
                rectPath(30, 0, 30, 40),
                paint: .linearGradient(stops: GradientStop.evenly([.red, .blue]), start: Point(30, 0), end: Point(60, 40)))
            let maskImage = Pixmap(width: 30, height: 40)
            var mc = Canvas(maskImage.view)
            let soft = [GradientStop(0.4, .black), GradientStop(1, Color(r: 0, g: 0, b: 0, a: 0))]
            mc.fill(circlePath(15, 20, 13), paint: .radialGradient(stops: soft, center: Point(15, 20), radius: 13))
            withExtendedLifetime(maskImage) {
                c.drawImage(maskImage.view, transform: AffineTransform(translationX: 30, y: 0), blend: .destinationIn)
            }
            // destinationOut
            for i in 0..<5 { c.fill(rectPath(60, Double(i) * 8, 30, 4), paint: .solid(teal)) }
            c.fill(circlePath(75.4, 20.3, 11), paint: .solid(Color(r: 1, g: 1, b: 1, a: 0.7)), blend: .destinationOut)
            // overlay
            c.fill(
                rectPath(90, 0, 30, 40),
                paint: .linearGradient(stops: GradientStop.evenly([.black, .white]), start: Point(90, 0), end: Point(120, 0)))
            c.fill(circlePath(105, 13, 10), paint: .solid(Color(r: 0.2, g: 0.7, b: 0.6)), blend: .overlay)
            c.fill(
                rectPath(92, 27, 26, 9),
                paint: .linearGradient(
                    stops: GradientStop.evenly([Color(r: 1, g: 0.3, b: 0.1, a: 0.8), .blue]),
                    start: Point(92, 0), end: Point(118, 0)), blend: .overlay)
        }
        check(pm, "blend/plus-dstin-dstout-overlay")
    }
}
