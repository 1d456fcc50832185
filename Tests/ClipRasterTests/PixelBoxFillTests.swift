import ClipGeometry
import ClipTestSupport
import XCTest

@testable import ClipRaster

/// `Canvas.fill` of a rectangle on whole pixels (`Canvas.pixelBox`) composites its rows directly,
/// without edges, cells or the sweep: the same bytes as the sweep gives the same rectangle.
final class PixelBoxFillTests: XCTestCase {
    /// The corners (x0, y0), (x1, y0), (x1, y1), (x0, y1) from `start`, clockwise or not, with or
    /// without the fourth side back to the start and a close; `midpoint` adds a point halfway down
    /// the first vertical side (on a whole pixel: the same cells, but no longer a `pixelBox`).
    func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, start: Int, reversed: Bool, fourth: Bool, close: Bool, midpoint: Bool)
        -> Path
    {
        var corners = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
        if reversed { corners.reverse() }
        corners = Array(corners[start...] + corners[..<start])
        var p = Path()
        p.move(to: corners[0])
        for i in 1...(fourth ? 4 : 3) {
            let a = corners[i - 1], b = corners[i % 4]
            if midpoint && a.x == b.x && i <= 2 { p.line(to: Point(a.x, ((a.y + b.y) / 2).rounded(.down))) }
            p.line(to: b)
        }
        if close { p.close() }
        return p
    }

    /// Random rectangles (partly or wholly outside the target, empty, every corner order, with
    /// integer translations, scales and flips), colours (opaque, clear, translucent), opacities and
    /// fill rules: the direct fill against the sweep of the same rectangle with a midpoint, at the
    /// kernel level this process runs; and a band of rows against the whole frame.
    func testPixelBoxFillMatchesTheSweep() {
        var rng = SplitMix64(seed: 0xB0C5)
        let w = 37, h = 23
        for round in 0..<300 {
            let base = Pixmap.randomPremultiplied(w, h, &rng)
            func coord(_ n: Int) -> Double { Double(rng.next(upperBound: n + 30)) - 15 }
            let x0 = coord(w), x1 = coord(w), y0 = coord(h), y1 = coord(h)
            let start = rng.next(upperBound: 4), reversed = rng.next(upperBound: 2) == 0
            let fourth = rng.next(upperBound: 2) == 0, close = rng.next(upperBound: 2) == 0
            let transform: ClipGeometry.AffineTransform
            switch round % 4 {
            case 0: transform = .identity
            case 1:
                transform = ClipGeometry.AffineTransform(
                    a: 1, b: 0, c: 0, d: 1, tx: Double(rng.next(upperBound: 9)) - 4, ty: Double(rng.next(upperBound: 9)) - 4)
            case 2: transform = ClipGeometry.AffineTransform(a: 2, b: 0, c: 0, d: 1, tx: -20, ty: 0)
            default: transform = ClipGeometry.AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: Double(w), ty: Double(h))
            }
            let alpha = [0, 1, Double(rng.next(upperBound: 1000)) / 1000][rng.next(upperBound: 3)]
            let color = Color(
                r255: Double(rng.next(upperBound: 256)), g: Double(rng.next(upperBound: 256)), b: Double(rng.next(upperBound: 256)),
                a: alpha)
            let opacity = round % 3 == 0 ? 0.6 : 1
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let box = rect(x0, y0, x1, y1, start: start, reversed: reversed, fourth: fourth, close: close, midpoint: false)
            let swept = rect(x0, y0, x1, y1, start: start, reversed: reversed, fourth: fourth, close: close, midpoint: true)
            XCTAssertNotNil(Canvas.pixelBox(box, transform), "round \(round): not taken as a box")
            if x0 != x1 && y0 != y1 { XCTAssertNil(Canvas.pixelBox(swept, transform), "round \(round): the reference took the box path") }
            func render(_ path: Path, originY: Int = 0, rows: Int = h) -> [UInt8] {
                let pm = Pixmap(width: w, height: rows)
                for y in 0..<rows { for x in 0..<w { pm[x, y] = base[x, y + originY] } }
                var canvas = Canvas(pm.view, originY: originY)
                canvas.fill(path, paint: .solid(color), rule: rule, transform: transform, opacity: opacity)
                return pm.bytes
            }
            let want = render(swept), got = render(box)
            XCTAssertEqual(got, want, "round \(round): rect (\(x0), \(y0))–(\(x1), \(y1)) under \(transform)")
            // A band: rows 5..<17 of the frame.
            XCTAssertEqual(render(box, originY: 5, rows: 12), Array(want[(5 * w * 4)..<(17 * w * 4)]), "round \(round): band")
        }
    }

    /// Only whole-pixel, axis-aligned rectangles are boxes.
    func testWhatIsNotABox() {
        let unit = rect(2, 3, 9, 7, start: 0, reversed: false, fourth: false, close: true, midpoint: false)
        XCTAssertEqual(Canvas.pixelBox(unit, .identity), IntRect(x0: 2, y0: 3, x1: 9, y1: 7))
        XCTAssertEqual(
            Canvas.pixelBox(unit, ClipGeometry.AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: -1)),
            IntRect(x0: 5, y0: 8, x1: 19, y1: 20))
        // A corner off the pixel grid, directly or through the transform.
        XCTAssertNil(Canvas.pixelBox(rect(2, 3, 9.5, 7, start: 0, reversed: false, fourth: false, close: true, midpoint: false), .identity))
        XCTAssertNil(Canvas.pixelBox(unit, ClipGeometry.AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.25, ty: 0)))
        // Rotation or skew.
        XCTAssertNil(Canvas.pixelBox(unit, ClipGeometry.AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        XCTAssertNil(Canvas.pixelBox(unit, ClipGeometry.AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)))
        // Not a rectangle: a trapezoid, a curve, a fourth side that does not return, two subpaths.
        var trapezoid = Path()
        trapezoid.move(to: Point(2, 3)); trapezoid.line(to: Point(9, 3)); trapezoid.line(to: Point(8, 7)); trapezoid.line(to: Point(2, 7))
        XCTAssertNil(Canvas.pixelBox(trapezoid, .identity))
        var curved = Path()
        curved.move(to: Point(2, 3)); curved.line(to: Point(9, 3));
        curved.cubic(to: Point(9, 7), control1: Point(9, 4), control2: Point(9, 6))
        curved.line(to: Point(2, 7)); curved.close()
        XCTAssertNil(Canvas.pixelBox(curved, .identity))
        var open = Path()
        open.move(to: Point(2, 3)); open.line(to: Point(9, 3)); open.line(to: Point(9, 7)); open.line(to: Point(2, 7));
        open.line(to: Point(2, 4))
        XCTAssertNil(Canvas.pixelBox(open, .identity))
        var two = unit
        two.move(to: Point(20, 20)); two.line(to: Point(22, 20)); two.line(to: Point(22, 22))
        XCTAssertNil(Canvas.pixelBox(two, .identity))
        // Corners beyond the fixed-point range, and non-finite ones.
        XCTAssertNil(Canvas.pixelBox(rect(0, 0, 2e9, 5, start: 0, reversed: false, fourth: false, close: true, midpoint: false), .identity))
        XCTAssertNil(Canvas.pixelBox(unit, ClipGeometry.AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    }
}
