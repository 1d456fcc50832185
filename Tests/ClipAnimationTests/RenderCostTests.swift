import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// The renderer's cost-saving paths draw the same pixels as the general ones: masked groups
/// bounded to the mask, rectangle clips for pixel-aligned masksToBounds, pooled scratch
/// surfaces, and fills whose right edge lies just below a whole pixel.
final class RenderCostTests: XCTestCase {
    func render(_ root: Layer, scale: Double = 1, size: Int = 100) -> Pixmap {
        let pm = Pixmap(width: size, height: size)
        FrameRenderer(scale: scale, background: .white).render(root.snapshot(at: 0), into: pm.view)
        return pm
    }
    func root(_ size: Double = 100) -> Layer { let r = Layer(); r.frame = Rect(0, 0, size, size); return r }

    /// Regression (ClipRaster 6c458b5; the FrameRenderer shift workaround is gone): a fill whose
    /// device max x is 49.99999999999999 used to vanish entirely.
    func testFillWithRightEdgeJustBelowAnInteger() {
        let r = root()
        let l = Layer(); l.frame = Rect(10, 10, 39.99999999999999, 20); l.backgroundColor = .red
        XCTAssertLessThan(l.frame.maxX, 50)
        r.addSublayer(l)
        let pm = render(r)
        XCTAssertEqual(pm[30, 20], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[49, 20], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[50, 20], RGBA8(255, 255, 255, 255))
        // The same through a computed 3D-ish path: a quad from transformed corners.
        let s = ShapeLayer(); s.frame = Rect(0, 0, 100, 100)
        var p = Path(); p.move(to: Point(10, 60)); p.line(to: Point(0.1 * 3 + 49.69999999999999, 60))
        p.line(to: Point(49.99999999999999, 90)); p.line(to: Point(10, 90)); p.close()
        s.path = p; s.fillColor = .blue
        r.addSublayer(s)
        let pm2 = render(r)
        XCTAssertEqual(pm2[30, 75], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pm2[49, 75].b, 255)
        XCTAssertLessThan(pm2[49, 75].r, 10)
    }

    /// A full-size layer masked by a small shape: only the mask's area shows, anywhere on the
    /// canvas, including a mask hanging off the canvas edge and in a scaled parent.
    func testMaskedGroupBoundedToMask() {
        for (mx, my) in [(30.0, 40.0), (-10.0, 70.0), (85.0, -5.0)] {
            for scale in [1.0, 2.0] {
                let r = root()
                let content = Layer(); content.frame = Rect(0, 0, 100, 100); content.backgroundColor = .blue
                let inner = Layer(); inner.frame = Rect(0, 0, 100, 50); inner.backgroundColor = .green
                content.addSublayer(inner)
                let m = Layer(); m.frame = Rect(mx, my, 20, 20); m.backgroundColor = .black
                content.mask = m
                r.addSublayer(content)
                let size = Int(100 * scale)
                let pm = render(r, scale: scale, size: size)
                func px(_ x: Double, _ y: Double) -> RGBA8 { pm[Int(x * scale), Int(y * scale)] }
                for (x, y) in [(mx + 10, my + 10), (mx + 2, my + 2), (mx + 18, my + 18)] where x >= 0 && y >= 0 && x < 100 && y < 100 {
                    let want = y < 50 ? RGBA8(0, 255, 0, 255) : RGBA8(0, 0, 255, 255)
                    XCTAssertEqual(px(x, y), want, "mask at \(mx),\(my) scale \(scale), (\(x), \(y))")
                }
                for (x, y) in [(mx - 3, my + 10), (mx + 23, my + 10), (mx + 10, my - 3), (mx + 10, my + 23), (50.0, 95.0)]
                where x >= 0 && y >= 0 && x < 100 && y < 100 {
                    XCTAssertEqual(px(x, y), RGBA8(255, 255, 255, 255), "mask at \(mx),\(my) scale \(scale), (\(x), \(y))")
                }
            }
        }
    }

    /// A transparent mask hides everything; an invisible mask layer too.
    func testInvisibleMaskHidesLayer() {
        let r = root()
        let content = Layer(); content.frame = Rect(0, 0, 100, 100); content.backgroundColor = .blue
        let m = Layer(); m.frame = Rect(0, 0, 100, 100); m.backgroundColor = .black; m.opacity = 0
        content.mask = m
        r.addSublayer(content)
        let pm = render(r)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 255, 255, 255))
    }

    /// Pixel-aligned rectangles become rectangle clips; anything else stays a path clip.
    func testIntegerDeviceRectDetection() {
        let rect = rectPath(Rect(0, 0, 20, 10))
        XCTAssertEqual(FrameRenderer.integerDeviceRect(rect, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 6)), Rect(4, 6, 40, 20))
        XCTAssertNil(FrameRenderer.integerDeviceRect(rect, AffineTransform(translationX: 0.5, y: 0)))
        XCTAssertNil(FrameRenderer.integerDeviceRect(rect, AffineTransform(rotationAngle: 0.3)))
        XCTAssertNil(FrameRenderer.integerDeviceRect(ovalPath(in: Rect(0, 0, 10, 10)), .identity))
        var bow = Path(); bow.move(to: Point(0, 0)); bow.line(to: Point(10, 10)); bow.line(to: Point(10, 0)); bow.line(to: Point(0, 10));
        bow.close()
        XCTAssertNil(FrameRenderer.integerDeviceRect(bow, .identity))
        // A mirrored rectangle (negative scale) still maps to its device box.
        XCTAssertEqual(FrameRenderer.integerDeviceRect(rect, AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 30, ty: 0)), Rect(10, 0, 20, 10))
    }

    /// masksToBounds on a pixel-aligned layer: children clipped exactly at the bounds, the same
    /// pixels as the anti-aliased path clip of a half-pixel-offset layer away from its edges.
    func testRectangleClipMatchesBounds() {
        let r = root()
        let c = Layer(); c.frame = Rect(20, 20, 40, 30); c.masksToBounds = true
        let child = Layer(); child.frame = Rect(-10, -10, 100, 100); child.backgroundColor = .red
        c.addSublayer(child)
        r.addSublayer(c)
        let pm = render(r)
        XCTAssertEqual(pm[20, 20], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[59, 49], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[19, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[60, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[30, 50], RGBA8(255, 255, 255, 255))
        // Half-pixel offset: the edge pixels are half covered (path clip still used).
        c.frame = Rect(20.5, 20, 40, 30)
        let pm2 = render(r)
        XCTAssertEqual(Int(pm2[20, 30].g), 128, accuracy: 2)
        XCTAssertEqual(pm2[30, 30], RGBA8(255, 0, 0, 255))
    }

    /// Pooled scratch surfaces come back cleared, at the requested size.
    func testScratchPoolReturnsClearedSurfaces() {
        let pool = ScratchPool.shared
        let a = pool.take(width: 30, height: 20)
        XCTAssertEqual(a.view.width, 30); XCTAssertEqual(a.view.height, 20); XCTAssertEqual(a.view.stride, 120)
        a.view.fill(RGBA8(1, 2, 3, 4))
        pool.give(a)
        let b = pool.take(width: 10, height: 10)
        defer { pool.give(b) }
        for y in 0..<10 { for x in 0..<10 { XCTAssertEqual(b.view[x, y], RGBA8(0, 0, 0, 0)) } }
    }

    /// Repeated masked/shadowed frames (pooled offscreens) are identical to the first.
    func testRepeatedFramesIdentical() {
        let r = root()
        let sq = Layer(); sq.frame = Rect(30, 30, 30, 30); sq.backgroundColor = .black
        sq.shadowOpacity = 0.8; sq.shadowOffset = Size(3, 5); sq.shadowRadius = 4
        let g = Layer(); g.frame = Rect(0, 0, 100, 100); g.opacity = 0.7
        g.addSublayer(sq)
        let m = ShapeLayer(); m.frame = g.bounds; m.path = ovalPath(in: Rect(10, 10, 70, 70))
        g.mask = m
        r.addSublayer(g)
        let first = render(r).bytes
        for _ in 0..<3 { XCTAssertEqual(render(r).bytes, first) }
        XCTAssertNotEqual(first, render(root()).bytes)
    }

    /// A gradient-ish test image with transparent and translucent parts.
    func testImage(_ w: Int, _ h: Int) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8((x * 255) / max(1, w - 1))
                let r = UInt8((Int(a) * ((y * 7) % 256)) / 255)
                pm.view.row(y)[x * 4] = r; pm.view.row(y)[x * 4 + 1] = a / 2; pm.view.row(y)[x * 4 + 2] = 0; pm.view.row(y)[x * 4 + 3] = a
            }
        }
        return pm
    }

    /// Scaled image contents (resampled once into the cache, then blitted) match a direct
    /// bilinear draw within one level, at fractional offsets and opacity, frame after frame.
    func testScaledImageContentsMatchDirectDraw() {
        let img = testImage(80, 60) // >= 64² source and >= 256² device pixels: the resampled path
        for (frame, opacity) in [(Rect(10.25, 7.5, 160, 120), 1.0), (Rect(3, 4, 200, 150), 0.6), (Rect(0.5, 0, 40, 30), 1.0)] {
            let r = root(150)
            let l = Layer(); l.frame = frame; l.contents = .image(img); l.opacity = opacity
            r.addSublayer(l)
            let got = render(r, scale: 2, size: 300)
            let again = render(r, scale: 2, size: 300)
            XCTAssertEqual(got.bytes, again.bytes)
            let want = Pixmap(width: 300, height: 300)
            var c = Canvas(want.view)
            c.clear(.white)
            c.drawImage(
                img.view,
                transform: AffineTransform(
                    a: 2 * frame.width / 80, b: 0, c: 0, d: 2 * frame.height / 60,
                    tx: 2 * frame.minX, ty: 2 * frame.minY), opacity: opacity)
            var maxDiff = 0
            for (a, b) in zip(got.bytes, want.bytes) { maxDiff = max(maxDiff, abs(Int(a) - Int(b))) }
            XCTAssertLessThanOrEqual(maxDiff, 1, "frame \(frame)")
            XCTAssertNotEqual(got[Int(2 * frame.midX), Int(2 * frame.midY)], RGBA8(255, 255, 255, 255))
        }
    }

    /// Memoised spring numbers equal the computed ones (first and repeated asks).
    func testSpringMemosMatchComputation() {
        for s in [
            SpringSolver(mass: 1, stiffness: 120, damping: 6), SpringSolver(mass: 2, stiffness: 300, damping: 40, initialVelocity: 3),
        ] {
            let direct = s.computeSettlingDuration(epsilon: 0.001)
            XCTAssertGreaterThan(direct, 0.1)
            XCTAssertEqual(s.settlingDuration(), direct)
            XCTAssertEqual(s.settlingDuration(), direct)
        }
        for (z, d, v) in [(0.5, 0.8, 0.0), (0.3, 1.2, 2.0), (1.0, 0.5, 0.0)] {
            let direct = SpringSolver.computeOmega0(dampingRatio: z, duration: d, initialVelocity: v, epsilon: 0.001)
            XCTAssertEqual(SpringSolver.uiKitOmega0(dampingRatio: z, duration: d, initialVelocity: v), direct)
            XCTAssertEqual(SpringSolver.uiKitOmega0(dampingRatio: z, duration: d, initialVelocity: v), direct)
        }
        // Different inputs are not confused.
        XCTAssertNotEqual(
            SpringSolver.uiKitOmega0(dampingRatio: 0.5, duration: 0.8, initialVelocity: 0),
            SpringSolver.uiKitOmega0(dampingRatio: 0.5, duration: 1.6, initialVelocity: 0))
    }
}
