import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// Band-split rendering (`Canvas(_:originY:)`, used by `--threads`) is bit-identical to one canvas.
final class BandTests: XCTestCase {
    func scene(_ c: inout Canvas) {
        var rng = SplitMix64(seed: 42)
        c.clear(Color(white: 0.9))
        for i in 0..<40 {
            let x = rng.nextDouble(in: -10...90), y = rng.nextDouble(in: -10...70), r = rng.nextDouble(in: 2...25)
            let col = Color(r: rng.nextDouble(), g: rng.nextDouble(), b: rng.nextDouble(), a: rng.nextDouble(in: 0.3...1))
            switch i % 4 {
            case 0: c.fill(circlePath(x, y, r), paint: .solid(col))
            case 1:
                c.fill(
                    starPath(x, y, r),
                    paint: .radialGradient(stops: [GradientStop(0, col), GradientStop(1, .blue)], center: Point(x, y), radius: r),
                    rule: .evenOdd)
            case 2:
                var p = Path(); p.move(to: Point(x, y));
                p.cubic(to: Point(x + 40, y + 10), control1: Point(x + 10, y - 30), control2: Point(x + 30, y + 40))
                c.stroke(p, style: StrokeStyle(width: 3, cap: .round, join: .round), paint: .solid(col))
            default:
                c.fill(
                    rectPath(x, y, r * 2.3, r),
                    paint: .linearGradient(stops: GradientStop.evenly([col, .white]), start: Point(x, y), end: Point(x + r, y + r)),
                    blend: .multiply)
            }
        }
    }

    /// Draws `scene` into one 80×60 canvas and into each of `bandCounts` splits of it into bands of
    /// rows (`Canvas(_:originY:)`), and asserts every split gives the same bytes.
    func assertBandsMatchWholeFrame(
        _ bandCounts: [Int], file: StaticString = #filePath, line: UInt = #line, _ scene: (inout Canvas) -> Void
    ) {
        let whole = Pixmap(width: 80, height: 60)
        var c = Canvas(whole.view)
        scene(&c)
        for bands in bandCounts {
            let split = Pixmap(width: 80, height: 60)
            for b in 0..<bands {
                let y0 = 60 * b / bands, y1 = 60 * (b + 1) / bands
                let v = PixmapView(base: split.data + y0 * split.stride, width: 80, height: y1 - y0, stride: split.stride)
                var bc = Canvas(v, originY: y0)
                scene(&bc)
            }
            XCTAssertEqual(split.bytes, whole.bytes, "\(bands) bands", file: file, line: line)
        }
    }

    func testBandsMatchWholeFrame() {
        assertBandsMatchWholeFrame([2, 3, 7]) { scene(&$0) }
    }

    /// Edges that enter a band from far above or below it, pass exactly through pixel corners (integer
    /// end points, slopes 1, 2, ½ and −1, in all four directions), or are long and shallow: the cell
    /// walk enters a band's first row at the cell and corner value it would have reached from the
    /// segment's start, so even one-row bands give the pixels of the whole frame.
    func testCellWalkEntersBandsExactly() {
        func scene(_ c: inout Canvas) {
            c.clear(Color(white: 1))
            let ink = Color(r: 0.1, g: 0.2, b: 0.6, a: 0.7)
            // Long thin wedges from far outside the frame (entry by the exact crossing).
            for (x0, y0, x1, y1) in [
                (-40.0, -3000.0, 70.0, 3000.0), (75.0, 4000.0, 3.0, -2500.0), (10.0, -1e6, 60.0, 1e6), (-5.0, 700.0, 85.0, -30.0),
            ] {
                var p = Path()
                p.move(to: Point(x0, y0)); p.line(to: Point(x1, y1)); p.line(to: Point(x1 + 9.5, y1)); p.close()
                c.fill(p, paint: .solid(ink))
            }
            // Through pixel corners exactly, both orientations.
            for (k, slope) in [1.0, 2.0, 0.5, -1.0].enumerated() {
                let x = 10.0 + 15 * Double(k), y = slope < 0 ? 45.0 : 0
                var p = Path()
                p.move(to: Point(x, y)); p.line(to: Point(x + 30, y + 30 * slope)); p.line(to: Point(x + 6, 58)); p.close()
                c.fill(p, paint: .solid(Color(r: 0.8, g: 0.1, b: 0.2, a: 0.5)))
                var q = Path()
                q.move(to: Point(x + 40, 60)); q.line(to: Point(x, 60 - 40 * abs(slope))); q.line(to: Point(x - 3, 2)); q.close()
                c.fill(q, paint: .solid(Color(r: 0.1, g: 0.7, b: 0.3, a: 0.5)), rule: .evenOdd)
            }
            // Shallow and steep strokes across every band boundary.
            var s = Path()
            s.move(to: Point(-20, 5.25)); s.line(to: Point(100, 57.75)); s.line(to: Point(40.5, -12)); s.line(to: Point(41.5, 80))
            c.stroke(s, style: StrokeStyle(width: 2.5, cap: .square, join: .miter), paint: .solid(ink))
        }
        assertBandsMatchWholeFrame([2, 7, 60], scene)
    }
}

final class ScratchSharingTests: XCTestCase {
    /// A canvas sharing another's scratch draws the same pixels as a fresh one.
    func testSharedScratchGivesSamePixels() {
        let a = Pixmap(width: 50, height: 40), b = Pixmap(width: 50, height: 40), big = Pixmap(width: 120, height: 90)
        var first = Canvas(big.view)
        first.fill(circlePath(60, 45, 40), paint: .solid(.red)) // grows the shared cells
        var shared = Canvas(a.view, sharingScratchWith: first)
        var fresh = Canvas(b.view)
        for c in [0, 1] {
            var canvas = c == 0 ? shared : fresh
            canvas.fill(starPath(25, 20, 18), paint: .solid(.blue), rule: .evenOdd)
            canvas.stroke(circlePath(25, 20, 10), style: StrokeStyle(width: 3), paint: .solid(.green))
            if c == 0 { shared = canvas } else { fresh = canvas }
        }
        XCTAssertEqual(a.bytes, b.bytes)
    }
}
