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

    /// The page rolls round a cylinder whose axis runs diagonally and starts at the lower-right
    /// corner: along the travel line from that corner, the uncovered new content ends at the
    /// cylinder's silhouette (axis − radius), beyond it the page's back (washed-out old content)
    /// reaches to the flap's edge (2·axis − π·radius), then the flat page; the other corners are
    /// still flat while the lower-right one has lifted. UnCurl is the curl reversed.
    func testPageCurlCylinderRollsFromTheLowerRightCorner() {
        for sub in [TransitionSubtype.fromRight, .fromBottom] {
            let u = PageCurlTransition.travel(sub)
            XCTAssertLessThan(u.x, 0); XCTAssertLessThan(u.y, 0) // away from the lower-right corner
            let extent = 120 * (abs(u.x) + abs(u.y))
            for p in [0.2, 0.45, 0.7] {
                let (l, r) = PageCurlTransition.foldLine(amount: p, extent: extent)
                let silhouette = l - r, flapEnd = 2 * l - Double.pi * r
                let pm = frame(.pageCurl, sub, progress: p)
                // e: distance from the lower-right corner along the travel line (to the far edge).
                let maxE = 109.0 / max(abs(u.x), abs(u.y))
                func px(_ e: Double) -> RGBA8 { pm[Int(129.5 + u.x * e), Int(129.5 + u.y * e)] }
                var lastUnder = -1.0
                for e in stride(from: 0.0, through: maxE, by: 1) where isBlue(px(e)) { lastUnder = e }
                XCTAssertEqual(lastUnder + 1, silhouette, accuracy: 2, "\(sub) p \(p): silhouette at the cylinder's edge")
                for e in stride(from: 0.0, through: silhouette - 2, by: 1) {
                    XCTAssertTrue(isBlue(px(e)), "\(sub) p \(p) e \(e): uncovered")
                }
                // The back: the red page washed toward white, from the silhouette to the flap's edge.
                if flapEnd > silhouette + 6 {
                    for e in stride(from: silhouette + 2, through: min(maxE, flapEnd - 2), by: 1) {
                        let c = px(e)
                        XCTAssertTrue(c.r > 150 && c.g > 90 && c.b > 90 && c.r > c.b + 40, "\(sub) p \(p) e \(e): back of the page \(c)")
                    }
                }
                for e in stride(from: max(flapEnd, l) + 3, through: maxE, by: 1) {
                    let c = px(e)
                    XCTAssertTrue(c.r > 180 && c.g < 5 && c.b < 5, "\(sub) p \(p) e \(e): flat page \(c)")
                }
            }
            // Early on only the lower-right corner has lifted.
            let early = frame(.pageCurl, sub, progress: 0.15)
            XCTAssertTrue(isBlue(early[128, 128]), "\(sub): lower-right corner lifted first")
            for (x, y) in [(128, 11), (11, 128), (11, 11)] {
                XCTAssertTrue(early[x, y].r >= 253 && early[x, y].b <= 2, "\(sub): corner (\(x), \(y)) still flat")
            }
        }
        // UnCurl is the curl played backwards with the pages swapped: the new page rolls back down.
        let un = frame(.pageUnCurl, .fromRight, progress: 0.55)
        let u = PageCurlTransition.travel(.fromRight)
        let (l, r) = PageCurlTransition.foldLine(amount: 0.45, extent: 120 * (abs(u.x) + abs(u.y)))
        XCTAssertTrue(isRed(un[Int(129.5 + u.x * (l - r - 4)), Int(129.5 + u.y * (l - r - 4))]), "uncovered old")
        XCTAssertTrue(isBlue(un[12, 12]), "new page flat")
    }

    /// The back of the page is the picture mirrored by the roll: a stripe across the old page
    /// near the lifting corner appears on the flap at its reflection across the cylinder.
    func testPageCurlBackIsTheMirroredPicture() {
        let rt = SceneRuntime()
        let root = Layer(); root.frame = Rect(0, 0, 140, 140)
        let l = Layer()
        let u = PageCurlTransition.travel(.fromRight)
        let corner = Point(120, 120)
        rt.perform(at: 0) {
            l.frame = Rect(10, 10, 120, 120); l.backgroundColor = .red; root.addSublayer(l)
            // A green disc 12 pt along the travel from the lower-right corner.
            let dot = Layer(); dot.frame = Rect(corner.x + u.x * 12 - 4, corner.y + u.y * 12 - 4, 8, 8)
            dot.backgroundColor = .green; dot.cornerRadius = 4; l.addSublayer(dot)
        }
        rt.perform(at: 1) {
            l.sublayers.forEach { $0.removeFromSuperlayer() }
            l.backgroundColor = .blue; l.add(Transition(type: .pageCurl, subtype: .fromRight, duration: 1))
        }
        let pm = Pixmap(width: 140, height: 140)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 1.42), into: pm.view)
        let (line, r) = PageCurlTransition.foldLine(amount: 0.42, extent: 120 * (abs(u.x) + abs(u.y)))
        let seen = 2 * line - Double.pi * r - 12 // where the flap shows the point 12 pt from the corner
        let c = pm[Int(10 + corner.x + u.x * seen), Int(10 + corner.y + u.y * seen)]
        XCTAssertTrue(c.g > c.r + 30 && c.g > 150, "washed green at the reflection: \(c)")
        let beside = pm[Int(10 + corner.x + u.x * (seen + 10)), Int(10 + corner.y + u.y * (seen + 10))]
        XCTAssertTrue(beside.r > beside.g + 40, "washed red beside it: \(beside)")
    }

    // MARK: suck

    /// Every point of the bounds converges on the sink (the top-left corner) at progress 1, stays
    /// put at progress 0, and the rows keep their order (the mesh never folds).
    func testSuckConvergesOnTheSink() {
        let b = Rect(10, 10, 120, 120), sink = Point(10, 10)
        for i in 0...12 {
            for j in 0...12 {
                let s = Point(10 + Double(j) * 10, 10 + Double(i) * 10)
                XCTAssertEqual(SuckTransition.warp(s, bounds: b, progress: 0), s)
                XCTAssertEqual((SuckTransition.warp(s, bounds: b, progress: 1) - sink).length, 0, accuracy: 1e-9)
                for k in 0...20 where i < 12 {
                    let p = Double(k) / 20
                    let below = SuckTransition.warp(Point(s.x, s.y + 10), bounds: b, progress: p)
                    XCTAssertGreaterThanOrEqual(below.y, SuckTransition.warp(s, bounds: b, progress: p).y - 1e-9)
                }
            }
        }
        // Rendered: near the end every remaining old (red) pixel lies close to the corner, and the
        // far corner is the new content; mid-way the top is a neck leaning toward the corner while
        // the lower body is still wide and centred (not pinned to the left edge).
        let late = frame(.suckEffect, progress: 0.9)
        for y in 10..<130 {
            for x in 10..<130 where isRed(late[x, y]) {
                XCTAssertLessThan(Double((x - 10) * (x - 10) + (y - 10) * (y - 10)).squareRoot(), 40, "(\(x), \(y))")
            }
        }
        let mid = frame(.suckEffect, progress: 0.4)
        XCTAssertTrue(isBlue(mid[128, 128]))
        func span(_ y: Int) -> (Int, Int)? {
            let xs = (10..<130).filter { isRed(mid[$0, y]) }
            return xs.isEmpty ? nil : (xs.min()!, xs.max()!)
        }
        guard let top = span(14), let low = span(110) else { return XCTFail("old picture mid-way") }
        XCTAssertGreaterThan(low.0, 14, "the body is not pinned to the left edge")
        XCTAssertLessThan(top.1 - top.0, low.1 - low.0, "narrower at the neck")
        XCTAssertLessThan(top.0 + top.1, low.0 + low.1, "the neck leans toward the corner")
    }

    // MARK: ripple

    /// On plain content the ripple still shows: concentric rings of light and shade (the
    /// water's slope) around the centre, the outermost at the model's front radius, which grows
    /// with progress; at the start and end nothing is warped.
    func testRippleRingsExpandFromTheCentre() {
        let lambda = RippleTransition.wavelength(Size(120, 120))
        var fronts: [Double] = []
        for p in [0.2, 0.35] {
            let rip = frame(.rippleEffect, progress: p), fade = frame(.fade, progress: p)
            // Along the ray from the centre to the right edge: lightness relative to the plain cross-dissolve.
            let dev = (0..<58).map { k -> Int in
                let a = rip[70 + k, 70], b = fade[70 + k, 70]
                return (Int(a.r) + Int(a.g) + Int(a.b)) - (Int(b.r) + Int(b.g) + Int(b.b))
            }
            let outer = Double(dev.lastIndex { abs($0) > 8 } ?? -1)
            let front = RippleTransition.front(progress: p, halfDiagonal: 60 * 2.0.squareRoot(), wavelength: lambda)
            XCTAssertEqual(outer, front, accuracy: lambda / 2, "p \(p): outermost ring at the front")
            fronts.append(outer)
            // Bands (once the train is out): alternating light and shade, at least two of each.
            guard p > 0.3 else { continue }
            var bands: [Int] = []
            for d in dev where abs(d) > 18 { let sgn = d > 0 ? 1 : -1; if bands.last != sgn { bands.append(sgn) } }
            XCTAssertGreaterThanOrEqual(bands.filter { $0 > 0 }.count, 2, "p \(p): light rings \(dev)")
            XCTAssertGreaterThanOrEqual(bands.filter { $0 < 0 }.count, 2, "p \(p): shaded rings")
            // Concentric: the same profile straight up from the centre.
            let up = (0..<58).map { k -> Int in
                let a = rip[69, 69 - k], b = fade[69, 69 - k]
                return (Int(a.r) + Int(a.g) + Int(a.b)) - (Int(b.r) + Int(b.g) + Int(b.b))
            }
            XCTAssertEqual(Double(up.lastIndex { abs($0) > 8 } ?? -1), outer, accuracy: 2, "p \(p): circular")
        }
        XCTAssertGreaterThan(fronts[1], fronts[0] + 12, "the rings expand")
    }

    // MARK: camera iris

    /// The aperture's circumradius grows linearly with progress (open) or shrinks (close), just
    /// uncovering the corners at the end; rendered, the inside of the aperture shows the incoming
    /// (open) or outgoing (close) content and the outside opaque dark blades.
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
                    if d > r + 2 { outside += 1; if other || incoming { outsideOK += 1 } }
                }
            }
            XCTAssertEqual(insideOK, inside, "\(type): the aperture shows through")
            XCTAssertGreaterThan(outside, 1000)
            XCTAssertEqual(outsideOK, 0, "\(type): nothing shows through the blades")
            // The blades are opaque and dark.
            var blade = 0, dark = 0
            for y in 10..<130 {
                for x in 10..<130 where Point(Double(x) + 0.5 - 70, Double(y) + 0.5 - 70).length > r + 3 {
                    blade += 1
                    let c = pm[x, y]
                    if c.a == 255 && max(c.r, c.g, c.b) < 110 && abs(Int(c.r) - Int(c.b)) < 12 { dark += 1 }
                }
            }
            XCTAssertGreaterThan(Double(dark), 0.97 * Double(blade), "\(type): opaque dark blades")
        }
    }
}
