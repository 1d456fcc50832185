import XCTest
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// Geometric properties of the warped transitions: the page curl's fold line, the suck's sink,
/// the iris aperture's radius, and corners that must stay put.
final class TransitionGeometryTests: XCTestCase {
    /// A 120 pt layer at (10, 10) in a 140 pt frame: red before, blue after a transition at t = 1 (1 s, linear).
    func frame(_ type: TransitionType, _ sub: TransitionSubtype = .fromRight, progress p: Double) -> Pixmap {
        let rt = SceneRuntime()
        let root = Layer(); root.frame = Rect(0, 0, 140, 140)
        let l = Layer()
        rt.perform(at: 0) {
            l.frame = Rect(10, 10, 120, 120); l.backgroundColor = .red; root.addSublayer(l)
        }
        rt.perform(at: 1) {
            l.backgroundColor = .blue; l.add(Transition(type: type, subtype: sub, duration: 1))
        }
        let pm = Pixmap(width: 140, height: 140)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 1 + p), into: pm.view)
        if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] {
            withExtendedLifetime(pm) { try? PNGCodec.write(pm.view, to: "\(dir)/\(type)-\(sub)-\(p).png") }
        }
        return pm
    }

    func isRed(_ c: RGBA8) -> Bool { c.r > 100 && c.b < 200 && Int(c.r) > Int(c.b) }
    func isBlue(_ c: RGBA8) -> Bool { c.b > 150 && c.r < 40 && c.g < 40 }

    // MARK: page curl

    /// The roll's silhouette (where the uncovered content starts) sits at the fold line minus
    /// the radius, for every progress and for a horizontal and a vertical subtype; beyond it the
    /// uncovered new content, before the flap the untouched flat page, between them the page's
    /// washed-out back.
    func testPageCurlFoldLine() {
        for p in [0.2, 0.45, 0.7] {
            let (l, r) = PageCurlTransition.foldLine(amount: p, extent: 120)
            let silhouette = l - r // distance from the lifting edge
            let flapEnd = 2 * l - Double.pi * r // the flap's far edge
            for sub in [TransitionSubtype.fromRight, .fromBottom] {
                let pm = frame(.pageCurl, sub, progress: p)
                // Sample along the travel direction through the middle; e = distance from the lifting edge.
                func px(_ e: Int) -> RGBA8 { sub == .fromRight ? pm[129 - e, 70] : pm[70, 129 - e] }
                var lastUnder = -1
                for e in 0..<120 where isBlue(px(e)) { lastUnder = e }
                XCTAssertEqual(Double(lastUnder + 1), silhouette, accuracy: 1.5, "\(sub) p \(p): silhouette")
                for e in 0..<max(0, Int(silhouette) - 1) { XCTAssertTrue(isBlue(px(e)), "\(sub) p \(p) e \(e): uncovered") }
                for e in (Int(silhouette) + 2)..<120 { XCTAssertTrue(isRed(px(e)), "\(sub) p \(p) e \(e): page \(px(e))") }
                // The back (washed out: green and blue lifted) between the roll's top and the flap's end.
                if flapEnd > l + 4 {
                    let mid = Int((l + flapEnd) / 2)
                    XCTAssertGreaterThan(px(mid).g, 120, "\(sub) p \(p): back of the page at e \(mid)")
                }
                if flapEnd + 2 < 118 {
                    XCTAssertTrue(px(118).r >= 253 && px(118).g <= 2 && px(118).b <= 2, "\(sub) p \(p): flat page untouched")
                }
            }
        }
        // The corners on the far side never move before the fold reaches them.
        let pm = frame(.pageCurl, .fromRight, progress: 0.3)
        for (x, y) in [(10, 10), (10, 129)] { XCTAssertTrue(pm[x, y].r >= 253 && pm[x, y].b <= 2, "corner (\(x), \(y))") }
        // UnCurl is the curl played backwards with the pages swapped: the new page rolls back down.
        let un = frame(.pageUnCurl, .fromRight, progress: 0.55)
        let (l, r) = PageCurlTransition.foldLine(amount: 0.45, extent: 120)
        XCTAssertTrue(isRed(un[129 - Int(l - r) + 3, 70]), "uncovered old")
        XCTAssertTrue(isBlue(un[12, 70]), "new page flat")
    }

    // MARK: suck

    /// Every point of the bounds converges on the sink (the top-left corner) at progress 1, never
    /// moves away from it as progress grows, and stays put at progress 0.
    func testSuckConvergesOnTheSink() {
        let sink = Point(10, 10), reach = (2.0 * 120 * 120).squareRoot()
        for i in 0...12 {
            for j in 0...12 {
                let s = Point(10 + Double(j) * 10, 10 + Double(i) * 10)
                XCTAssertEqual(SuckTransition.warp(s, sink: sink, reach: reach, progress: 0), s)
                XCTAssertEqual((SuckTransition.warp(s, sink: sink, reach: reach, progress: 1) - sink).length, 0, accuracy: 1e-9)
                var last = Double.infinity
                for k in 0...20 {
                    let d = (SuckTransition.warp(s, sink: sink, reach: reach, progress: Double(k) / 20) - sink).length
                    XCTAssertLessThanOrEqual(d, last + 1e-9); last = d
                }
            }
        }
        // Rendered: near the end every remaining old (red) pixel lies close to the corner, and the
        // far corner is the new content; mid-way the near corner is still old.
        let late = frame(.suckEffect, progress: 0.9)
        for y in 10..<130 {
            for x in 10..<130 where isRed(late[x, y]) {
                XCTAssertLessThan(Double((x - 10) * (x - 10) + (y - 10) * (y - 10)).squareRoot(), 40, "(\(x), \(y))")
            }
        }
        let mid = frame(.suckEffect, progress: 0.4)
        XCTAssertTrue(isRed(mid[11, 11])); XCTAssertTrue(isBlue(mid[128, 128]))
    }

    // MARK: camera iris

    /// The aperture's circumradius grows linearly with progress (open) or shrinks (close), just
    /// uncovering the corners at the end; rendered, the inside of the aperture shows the incoming
    /// (open) or outgoing (close) content and the outside the other.
    func testIrisApertureRadius() {
        let half = 60 * 2.0.squareRoot()
        let full = half / GMath.cos(Double.pi / 6)
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            XCTAssertEqual(CameraIrisTransition.aperture(progress: p, opening: true, halfDiagonal: half).radius, full * p, accuracy: 1e-9)
            XCTAssertEqual(
                CameraIrisTransition.aperture(progress: p, opening: false, halfDiagonal: half).radius, full * (1 - p), accuracy: 1e-9)
        }
        for (type, p) in [(TransitionType.cameraIrisHollowOpen, 0.4), (.cameraIrisHollowClose, 0.6)] {
            let pm = frame(type, progress: p)
            let r = CameraIrisTransition.aperture(progress: p, opening: type == .cameraIrisHollowOpen, halfDiagonal: half).radius
            let inner = r * GMath.cos(Double.pi / 6)
            var inside = 0, insideOK = 0, outside = 0, outsideOK = 0
            for y in 10..<130 {
                for x in 10..<130 {
                    let d = Point(Double(x) + 0.5 - 70, Double(y) + 0.5 - 70).length
                    let c = pm[x, y]
                    let incoming = type == .cameraIrisHollowOpen ? isBlue(c) : isRed(c)
                    let other = type == .cameraIrisHollowOpen ? isRed(c) : isBlue(c)
                    if d < inner - 2 { inside += 1; if incoming { insideOK += 1 } }
                    if d > r + 2 { outside += 1; if other { outsideOK += 1 } }
                }
            }
            XCTAssertEqual(insideOK, inside, "\(type): the aperture shows through")
            XCTAssertGreaterThan(Double(outsideOK), 0.93 * Double(outside), "\(type): the blades (hollow) show the other content")
        }
    }
}
