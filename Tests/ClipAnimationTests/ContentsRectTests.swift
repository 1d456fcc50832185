import ClipGeometry
import ClipRaster
@testable import ClipAnimation
import XCTest

/// `contentsRect` (003/004 §1.2): a unit sub-rectangle of the bitmap, placed by
/// `contentsGravity`, sampled at sub-pixel precision (no rounding to whole source pixels).
final class ContentsRectTests: XCTestCase {
    /// A 4 × 4 image of four 2 × 2 quadrants: red, green / blue, white.
    static let quadrants: Pixmap = {
        let pm = Pixmap(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                pm.view[x, y] = y < 2 ? (x < 2 ? RGBA8(255, 0, 0) : RGBA8(0, 255, 0)) : (x < 2 ? RGBA8(0, 0, 255) : RGBA8(255, 255, 255))
            }
        }
        return pm
    }()

    func render(_ l: Layer, size: Int = 40) -> Pixmap {
        let pm = Pixmap(width: size, height: size)
        FrameRenderer(scale: 1, background: .black).render(l.snapshot(at: 0), into: pm.view)
        return pm
    }

    /// (contentsRect, gravity, probe, expected colour).
    func testSubRectanglesTable() {
        let red = RGBA8(255, 0, 0), green = RGBA8(0, 255, 0), blue = RGBA8(0, 0, 255), white = RGBA8(255, 255, 255)
        let black = RGBA8(0, 0, 0)
        let rows: [(Rect, ContentsGravity, (Int, Int), RGBA8)] = [
            (Rect(0, 0, 0.5, 0.5), .resize, (20, 20), red), // top-left quadrant fills the layer
            (Rect(0.5, 0, 0.5, 0.5), .resize, (5, 35), green),
            (Rect(0, 0.5, 0.5, 0.5), .resize, (35, 5), blue),
            (Rect(0.5, 0.5, 0.5, 0.5), .resize, (20, 20), white),
            (Rect(0, 0, 1, 0.5), .resize, (10, 30), red), // top half stretched to 40 × 40
            (Rect(0, 0, 1, 0.5), .resize, (30, 30), green),
            (Rect(0, 0, 1, 0.5), .resizeAspect, (20, 5), black), // 2:1 slice letterboxed: 40 × 20, centred
            (Rect(0, 0, 1, 0.5), .resizeAspect, (30, 15), green),
            (Rect(0, 0, 1, 0.5), .resizeAspect, (30, 35), black),
        ]
        for (cr, g, (x, y), want) in rows {
            let l = Layer(frame: Rect(0, 0, 40, 40))
            l.contents = .image(Self.quadrants)
            l.contentsRect = cr
            l.contentsGravity = g
            let got = render(l)[x, y]
            XCTAssertTrue(
                abs(Int(got.r) - Int(want.r)) < 8 && abs(Int(got.g) - Int(want.g)) < 8 && abs(Int(got.b) - Int(want.b)) < 8,
                "\(cr) \(g) at (\(x), \(y)): \(got) want \(want)")
        }
    }

    /// A contentsRect that starts a quarter of a source pixel in shifts the picture by a quarter
    /// of a displayed source pixel (here 10 px per source pixel → 2.5 px), not by 0 or a whole one.
    func testSubPixelOffsetIsNotRounded() {
        func edge(_ x0: Double) -> Double {
            let l = Layer(frame: Rect(0, 0, 40, 40))
            l.contents = .image(Self.quadrants)
            l.contentsRect = Rect(x0, 0, 1, 0.5)
            // Red → green boundary: find where green passes red along the middle row.
            let pm = render(l)
            for x in 0..<40 where pm[x, 10].g > pm[x, 10].r { return Double(x) }
            return 40
        }
        let base = edge(0), shifted = edge(0.0625) // a quarter of a source pixel (1/16 of the width)
        XCTAssertEqual(base - shifted, 2.5, accuracy: 1.01)
        XCTAssertGreaterThan(base - shifted, 1)
    }

    /// A contentsRect partly outside the image shows nothing there (transparent).
    func testOutsideTheImageIsTransparent() {
        let l = Layer(frame: Rect(0, 0, 40, 40))
        l.contents = .image(Self.quadrants)
        l.contentsRect = Rect(0.5, 0, 1, 1) // right half of the image, then beyond
        let pm = render(l)
        XCTAssertEqual(pm[5, 5].g, 255)
        XCTAssertEqual(pm[35, 5], RGBA8(0, 0, 0, 255))
    }
}
