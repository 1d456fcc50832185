import XCTest
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// The mesh-warped transitions (ripple, suck) on textured content.
final class MeshTransitionTests: XCTestCase {
    /// A 120 pt layer of vertical stripes (new and old identical), transitioned with `type`.
    func frame(_ type: TransitionType, at t: Double, oldColor: Color = .black) -> Pixmap {
        let rt = SceneRuntime()
        let root = Layer(); root.frame = Rect(0, 0, 140, 140)
        let l = Layer()
        func stripes(_ c: Color) -> LayerContents {
            .drawing { ctx, _ in for i in 0..<12 where i % 2 == 0 { ctx.fill(rectPath(Rect(Double(i) * 10, 0, 10, 120)), color: c) } }
        }
        rt.perform(at: 0) {
            l.frame = Rect(10, 10, 120, 120); l.backgroundColor = .white; l.contents = stripes(oldColor); root.addSublayer(l)
        }
        rt.perform(at: 1) {
            l.contents = stripes(.black); l.add(Transition(type: type, duration: 1))
        }
        let pm = Pixmap(width: 140, height: 140)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }

    /// Mid-way, the ripple bends the stripes (a cross-dissolve of identical images would not
    /// change them) while the layer's edges stay in place.
    func testRippleBendsContentKeepsOutline() {
        let still = frame(.fade, at: 1.5), ripple = frame(.rippleEffect, at: 1.5)
        var changed = 0
        for y in 10..<130 { for x in 10..<130 where still[x, y] != ripple[x, y] { changed += 1 } }
        XCTAssertGreaterThan(changed, 800, "stripes displaced")
        if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] {
            for t in [1.25, 1.5, 1.75] {
                for (name, pm) in [("ripple", frame(.rippleEffect, at: t)), ("suck", frame(.suckEffect, at: t, oldColor: .red))] {
                    withExtendedLifetime(pm) { try? PNGCodec.write(pm.view, to: "\(dir)/\(name)-\(t).png") }
                }
            }
        }
        // The outline stays (displacement tapers to 0 at the bounds): at most a sub-pixel shift of
        // the content right at the edge, nothing further out.
        for i in 10..<130 {
            for (x, y) in [(i, 9), (i, 130), (9, i), (130, i)] { XCTAssertGreaterThanOrEqual(ripple[x, y].g, 230, "outside (\(x), \(y))") }
            for (x, y) in [(i, 8), (i, 131), (8, i), (131, i)] {
                XCTAssertEqual(ripple[x, y], RGBA8(255, 255, 255, 255), "outside (\(x), \(y))")
            }
        }
        for (x, y) in [(10, 10), (129, 10), (10, 129), (129, 129)] {
            XCTAssertLessThanOrEqual(abs(Int(ripple[x, y].g) - Int(still[x, y].g)), 20, "corner (\(x), \(y))")
        }
        XCTAssertTrue(frame(.rippleEffect, at: 2.01).bytes == frame(.fade, at: 2.01).bytes, "ends unwarped")
    }

    /// Mid-way, the old (red) content has shrunk toward the top-left corner: red near the
    /// top-left, the new content (black stripes on white) at the bottom-right.
    func testSuckFunnelsIntoTopLeft() {
        let pm = frame(.suckEffect, at: 1.5, oldColor: .red)
        var nearRed = 0
        for y in 10..<40 { for x in 10..<40 where pm[x, y].r > 200 && pm[x, y].g < 50 { nearRed += 1 } }
        XCTAssertGreaterThan(nearRed, 30, "old near the corner (the funnel's neck)")
        XCTAssertEqual(pm[125, 125], RGBA8(255, 255, 255, 255), "new uncovered at the bottom-right")
        var red = 0
        for y in 10..<130 { for x in 10..<130 where pm[x, y].r > 200 && pm[x, y].g < 50 { red += 1 } }
        XCTAssertGreaterThan(red, 300); XCTAssertLessThan(red, 3600, "the old content covers less than half its area")
    }
}
