import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// Engine features the ch. 13–16 and Dribbble scenes lean on (seeds 001/002 §3.13–§3.16), each
/// as a table: dashes laid out from the full path under strokeStart, strokeStart/strokeEnd
/// chasing, a text layer as a mask, animated gradient locations, oval → square path morphs and
/// keyframe paths with rotationMode auto.
final class LayerAnimationFeatureTests: XCTestCase {
    func render(_ root: Layer, at t: Double = 0, width: Int = 120, height: Int = 40) -> Pixmap {
        let pm = Pixmap(width: width, height: height)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }
    func root(_ w: Double = 120, _ h: Double = 40) -> Layer { let r = Layer(); r.frame = Rect(0, 0, w, h); return r }

    func dashedLine(start: Double, end: Double) -> Layer {
        let r = root()
        let l = ShapeLayer()
        l.frame = r.bounds
        var p = Path(); p.move(to: Point(10, 20)); p.line(to: Point(110, 20))
        l.path = p; l.fillColor = nil; l.strokeColor = .black; l.lineWidth = 4
        l.lineDashPattern = [2, 3]
        l.strokeStart = start; l.strokeEnd = end
        r.addSublayer(l)
        return r
    }

    /// With strokeStart s the dashes stay where the untrimmed path has them (⚑ §3.13): every pixel
    /// column past the trim point equals the untrimmed stroke's, columns before it are blank.
    func testDashesAnchoredToTheFullPath() {
        let full = render(dashedLine(start: 0, end: 1))
        for (s, e) in [(0.13, 1.0), (0.37, 0.8), (0.5, 0.91), (-0.5, 0.4)] {
            let pm = render(dashedLine(start: s, end: e))
            let x0 = 10 + 100 * max(0, s), x1 = 10 + 100 * e
            for x in 0..<120 {
                let px = pm[x, 20], fx = full[x, 20]
                if Double(x) >= x0.rounded(.up) + 1 && Double(x) + 1 <= x1.rounded(.down) - 1 {
                    XCTAssertEqual(px, fx, "strokeStart \(s): column \(x)")
                } else if Double(x) + 1 < x0 || Double(x) > x1 + 1 {
                    XCTAssertEqual(px, RGBA8(255, 255, 255, 255), "strokeStart \(s): column \(x) is trimmed off")
                }
            }
        }
    }

    /// The chasing stroke of pull-to-refresh: strokeStart −0.5 → 1 and strokeEnd 0 → 1 in a 1.5 s
    /// group; negative strokeStart acts as 0.
    func testStrokeStartEndChase() {
        let l = ShapeLayer()
        let s = BasicAnimation(keyPath: "strokeStart", from: -0.5, to: 1.0)
        let e = BasicAnimation(keyPath: "strokeEnd", from: 0.0, to: 1.0)
        let g = AnimationGroup([s, e], duration: 1.5)
        g.repeatDuration = 5
        l.add(g, forKey: "stroke")
        let table: [(t: Double, start: Double, end: Double)] = [
            (0, -0.5, 0), (0.5, 0, 1.0 / 3), (0.75, 0.25, 0.5), (1.5 + 0.75, 0.25, 0.5), (4.9, -0.1, 0.4 / 1.5), (5.1, 0, 1),
        ]
        for row in table {
            let st = l.presentationState(localTime: row.t)
            XCTAssertEqual(st.shape!.strokeStart, row.start, accuracy: 1e-6, "t \(row.t)")
            XCTAssertEqual(st.shape!.strokeEnd, row.end, accuracy: 1e-6, "t \(row.t)")
        }
    }

    /// A TextLayer as a mask: glyph coverage is the alpha (inside a letter the masked colour
    /// shows, between letters the backdrop), whatever the text's own colour.
    func testTextLayerAsMask() {
        for textColor in [Color.white, Color.black, Color(r: 1, g: 0, b: 0, a: 1)] {
            let r = root()
            let red = Layer(); red.frame = r.bounds; red.backgroundColor = .red
            let t = TextLayer(); t.frame = red.bounds; t.string = "I I"; t.fontSize = 36; t.font = .bold
            t.foregroundColor = textColor
            red.mask = t
            r.addSublayer(red)
            let pm = render(r)
            var redCols = 0, whiteCols = 0
            for x in 0..<120 {
                let c = pm[x, 22]
                if c == RGBA8(255, 0, 0, 255) { redCols += 1 }
                if c == RGBA8(255, 255, 255, 255) { whiteCols += 1 }
            }
            XCTAssertGreaterThan(redCols, 6, "stems of the I's show the masked layer")
            XCTAssertGreaterThan(whiteCols, 60, "outside the glyphs the mask is clear")
            XCTAssertEqual(pm[110, 5], RGBA8(255, 255, 255, 255))
        }
    }

    /// CAGradientLayer `locations` animate element-wise; the peak of a black-white-black gradient
    /// moves with the middle stop.
    func testAnimatedGradientLocations() {
        let r = root()
        let g = GradientLayer(); g.frame = r.bounds
        g.colors = [.black, .white, .black]
        g.startPoint = Point(0, 0.5); g.endPoint = Point(1, 0.5)
        g.locations = [0.25, 0.5, 0.75]
        let a = BasicAnimation(keyPath: "locations", from: .scalars([0, 0, 0.25]), to: .scalars([0.75, 1, 1]), duration: 3)
        a.repeatCount = .infinity
        g.add(a, forKey: nil)
        r.addSublayer(g)
        for (t, peak) in [(0.6, 0.2), (1.5, 0.5), (2.4, 0.8), (3.0 + 1.5, 0.5)] {
            let pm = render(r, at: t)
            var best = 0, bestX = 0
            for x in 0..<120 where Int(pm[x, 20].r) > best { best = Int(pm[x, 20].r); bestX = x }
            XCTAssertEqual(Double(bestX) / 120, peak, accuracy: 0.02, "t \(t)")
            XCTAssertGreaterThan(best, 240)
            XCTAssertEqual(g.presentationState(localTime: t).gradient!.locations?[1] ?? -1, peak, accuracy: 1e-9)
        }
    }

    /// A `path` animation from an oval to `Path(rectMatchingOvalIn:)` morphs point by point (the
    /// oval's quarters are halved to match the square's eight segments) instead of cutting over.
    func testOvalToSquareMorph() {
        let r = Rect(0, 0, 90, 90)
        let l = ShapeLayer()
        l.path = Path(rectMatchingOvalIn: r)
        l.add(
            BasicAnimation(keyPath: "path", from: .path(ovalPath(in: r)), to: .path(Path(rectMatchingOvalIn: r)), duration: 1), forKey: nil)
        let table: [(t: Double, corner: Double)] = [(0, 45 + 45 * 0.70711), (0.5, (45 + 45 * 0.70711 + 90) / 2), (1, 90)]
        for row in table {
            let p = l.presentationState(localTime: row.t).shape!.path!
            var ends: [Point] = []
            p.forEach { if case .cubic(_, _, let q) = $0 { ends.append(q) } }
            XCTAssertEqual(ends.count, 8, "t \(row.t)")
            XCTAssertEqual(ends[0].x, row.corner, accuracy: 0.02, "t \(row.t): the 45° point heads for the corner")
            XCTAssertEqual(ends[0].y, row.corner, accuracy: 0.02)
        }
    }

    /// Keyframe `path` + paced + rotationMode auto: position at arc length f of a circle, rotation
    /// along the tangent (clockwise on screen from 3 o'clock: heading +y = π/2).
    func testRotationModeAutoAlongACircle() {
        let l = Layer()
        let k = KeyframeAnimation(keyPath: "position")
        k.path = ovalPath(in: Rect(0, 0, 100, 100))
        k.calculationMode = .paced
        k.rotationMode = .auto
        k.duration = 1
        l.add(k, forKey: nil)
        for (t, angle) in [(0.0, 0.0), (0.25, 0.5 * Double.pi), (0.5, Double.pi), (0.75, 1.5 * Double.pi)] {
            let st = l.presentationState(localTime: t)
            let a = 2 * Double.pi * t
            XCTAssertEqual(st.position.x, 50 + 50 * GMath.cos(a), accuracy: 0.3, "t \(t)")
            XCTAssertEqual(st.position.y, 50 + 50 * GMath.sin(a), accuracy: 0.3, "t \(t)")
            let rot = TransformParts(st.transform).component("rotation.z")
            var d = (rot - (angle + Double.pi / 2)).truncatingRemainder(dividingBy: 2 * Double.pi)
            if d > Double.pi { d -= 2 * Double.pi }; if d < -Double.pi { d += 2 * Double.pi }
            XCTAssertEqual(d, 0, accuracy: 0.02, "t \(t): heading along the tangent")
        }
    }
}
