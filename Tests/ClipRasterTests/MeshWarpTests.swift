import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// `Canvas.drawImage(_:mesh:)`: known geometric properties of a mesh warp.
final class MeshWarpTests: XCTestCase {
    func noise(_ w: Int, _ h: Int, seed: UInt64, opaque: Bool = true) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = opaque ? 255 : rng.next(upperBound: 256)
                func c() -> UInt8 { UInt8(rng.next(upperBound: a + 1)) }
                pm[x, y] = RGBA8(c(), c(), c(), UInt8(a))
            }
        }
        return pm
    }

    func maxDiff(_ a: Pixmap, _ b: Pixmap) -> Int {
        var m = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                m = max(m, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return m
    }

    /// The identity mesh (any grid) reproduces the image at an integer offset, within one level,
    /// and draws nothing outside it.
    func testIdentityMeshReproducesImage() {
        let img = noise(37, 23, seed: 1, opaque: false)
        for (r, c) in [(2, 2), (5, 7), (24, 38)] {
            let pm = Pixmap(width: 60, height: 50)
            var canvas = Canvas(pm.view)
            let mesh = MeshWarp(rows: r, columns: c, width: 37, height: 23) { Point($0.x + 10, $0.y + 12) }
            canvas.drawImage(img.view, mesh: mesh)
            var worst = 0
            for y in 0..<50 {
                for x in 0..<60 {
                    let inside = x >= 10 && x < 47 && y >= 12 && y < 35
                    let want = inside ? img[x - 10, y - 12] : RGBA8.transparent
                    let got = pm[x, y]
                    worst = max(
                        worst, abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)),
                        abs(Int(got.b) - Int(want.b)), abs(Int(got.a) - Int(want.a)))
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(r)×\(c)")
        }
    }

    /// A mesh translated by a fractional offset equals the image drawn through that translation
    /// (interior and anti-aliased edges).
    func testTranslatedMeshEqualsTranslatedDraw() {
        let img = noise(30, 20, seed: 2)
        for (dx, dy) in [(3.25, 5.75), (7.5, 2.1), (0.4, 0.9)] {
            let a = Pixmap(width: 48, height: 36), b = Pixmap(width: 48, height: 36)
            var ca = Canvas(a.view), cb = Canvas(b.view)
            ca.clear(.white); cb.clear(.white)
            ca.drawImage(img.view, mesh: MeshWarp(rows: 6, columns: 9, width: 30, height: 20) { Point($0.x + dx, $0.y + dy) })
            cb.drawImage(img.view, transform: AffineTransform(translationX: dx, y: dy))
            XCTAssertLessThanOrEqual(maxDiff(a, b), 2, "(\(dx), \(dy))")
        }
    }

    /// The image's corners land at the mesh's corners: a four-colour image drawn onto an
    /// arbitrary quadrilateral shows each colour next to its corner.
    func testCornersLandAtMeshCorners() {
        let img = Pixmap(width: 20, height: 20)
        let colours = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(255, 255, 0)]
        for y in 0..<20 { for x in 0..<20 { img[x, y] = colours[(y < 10 ? 0 : 2) + (x < 10 ? 0 : 1)] } }
        let corners = [Point(12, 8), Point(70, 15), Point(8, 60), Point(80, 72)] // tl, tr, bl, br
        let mesh = MeshWarp(rows: 5, columns: 5, width: 20, height: 20) { p in
            let u = p.x / 20, v = p.y / 20
            let top = corners[0] + (corners[1] - corners[0]) * u, bottom = corners[2] + (corners[3] - corners[2]) * u
            return top + (bottom - top) * v
        }
        XCTAssertEqual(mesh[0, 0], corners[0]); XCTAssertEqual(mesh[4, 4], corners[3])
        let pm = Pixmap(width: 90, height: 80)
        var canvas = Canvas(pm.view)
        canvas.drawImage(img.view, mesh: mesh)
        let centre = Point(42.5, 38.75)
        for (k, c) in corners.enumerated() {
            let d = (centre - c).normalized
            let p = c + d * 3 // three pixels inside, toward the centre
            XCTAssertEqual(pm[Int(p.x), Int(p.y)], colours[k], "corner \(k)")
        }
        // Outside the quadrilateral: nothing.
        XCTAssertEqual(pm[2, 2], .transparent); XCTAssertEqual(pm[88, 2], .transparent)
    }

    /// No seams: a constant translucent colour through a strongly distorted mesh is exactly that
    /// colour everywhere the outline covers a pixel fully (no gaps, no double blending), on white.
    func testDistortedMeshHasNoSeams() {
        let img = Pixmap(width: 16, height: 16)
        img.view.fill(RGBA8(40, 80, 20, 128))
        let pm = Pixmap(width: 120, height: 120)
        var canvas = Canvas(pm.view)
        canvas.clear(.white)
        let mesh = MeshWarp(rows: 13, columns: 11, width: 16, height: 16) { p in
            let x = 10 + p.x * 6, y = 10 + p.y * 6
            let interior = p.x > 0 && p.x < 16 && p.y > 0 && p.y < 16
            return interior ? Point(x + 5 * GMath.sin(y * 0.21), y + 4 * GMath.cos(x * 0.17)) : Point(x, y)
        }
        canvas.drawImage(img.view, mesh: mesh)
        let want = pm[60, 60]
        XCTAssertEqual(want, RGBA8(167, 207, 147, 255)) // 128/255 of (80, 160, 40) over white
        for y in 12..<104 { for x in 12..<104 { XCTAssertEqual(pm[x, y], want, "(\(x), \(y))"); if pm[x, y] != want { return } } }
        // Cell edges (and the cells' diagonals) through pixel centres: each centre goes to one cell.
        let aligned = MeshWarp(rows: 9, columns: 9, width: 16, height: 16) { Point(10.5 + $0.x * 7, 10.5 + $0.y * 7) }
        let pm3 = Pixmap(width: 140, height: 140)
        var c3 = Canvas(pm3.view)
        c3.clear(.white)
        c3.drawImage(img.view, mesh: aligned)
        for y in 12..<120 { for x in 12..<120 { XCTAssertEqual(pm3[x, y], want, "aligned (\(x), \(y))"); if pm3[x, y] != want { return } } }
        // The outer rim is anti-aliased (partial coverage on a fractional edge).
        let m2 = MeshWarp(rows: 3, columns: 3, width: 16, height: 16) { Point(10.5 + $0.x * 6, 10.5 + $0.y * 6) }
        let pm2 = Pixmap(width: 120, height: 120)
        var c2 = Canvas(pm2.view)
        c2.drawImage(img.view, mesh: m2)
        XCTAssertEqual(pm2[10, 50].a, 64) // half of alpha 128
    }

    /// Folded, degenerate and non-finite meshes draw without crashing; a fully collapsed mesh draws nothing.
    func testDegenerateMeshes() {
        let img = noise(8, 8, seed: 3)
        let pm = Pixmap(width: 40, height: 40)
        var canvas = Canvas(pm.view)
        canvas.drawImage(img.view, mesh: MeshWarp(rows: 4, columns: 4, width: 8, height: 8) { _ in Point(20, 20) })
        XCTAssertTrue(pm.bytes.allSatisfy { $0 == 0 })
        canvas.drawImage(
            img.view,
            mesh: MeshWarp(rows: 4, columns: 4, width: 8, height: 8) { p in Point(30 - 3 * p.x, 5 + 3 * p.y * (p.x < 4 ? 1 : -0.5)) })
        canvas.drawImage(img.view, mesh: MeshWarp(rows: 3, columns: 3, width: 8, height: 8) { p in Point(p.x == 4 ? .nan : p.x, p.y) })
        canvas.drawImage(img.view, mesh: MeshWarp(rows: 3, columns: 3, width: 8, height: 8) { p in Point(p.x * 1e9, p.y) })
        XCTAssertNil(MeshWarp(rows: 1, columns: 3, points: [.zero, .zero, .zero]))
        XCTAssertNil(MeshWarp(rows: 2, columns: 2, points: [.zero]))
    }
}
