import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.20 netease-wave: colours of zero, one and two 50 % grey layers over the red, and the phases.
final class NetEaseWaveTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "netease-wave"

    func testRegistered() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.size, Size(375, 300))
        XCTAssertEqual(s.info.chapter, 2)
        XCTAssertEqual(s.info.book, .dribbbleAnalyses)
    }

    /// At t = 0 (banner coordinates + 110 on the page): red outside the bands, ≈ (185, 100, 95) under
    /// one layer, ≈ (177, 135, 132) under both; the page's white list starts where the band ends
    /// (banner y = 40), the red header above the banner.
    func testBandColours() throws {
        let scale = 2.0
        let f = try Kit.render(id, at: 0, scale: scale)
        let top = NetEaseWave.bannerTop
        let table: [(Point, RGBA8)] = [
            (Point(125, top + 22), RGBA8(200, 30, 20)), (Point(125, top + 10), RGBA8(200, 30, 20)),
            (Point(125, top + 30.5), RGBA8(185, 100, 95)), (Point(275, top + 29), RGBA8(185, 100, 95)),
            (Point(125, top + 38), RGBA8(177, 135, 132)), (Point(10, top + 39), RGBA8(177, 135, 132)),
            (Point(200, top + 41.5), RGBA8(255, 255, 255)), (Point(200, top + 60), RGBA8(255, 255, 255)),
            (Point(10, 10), RGBA8(200, 30, 20)), (Point(360, 100), RGBA8(200, 30, 20)),
        ]
        for (p, want) in table {
            let got = Kit.pixel(f, p, scale: scale)
            XCTAssertTrue(Kit.near(got, want, 3), "\(p): \(got) vs \(want)")
        }
    }

    /// `fill = design`: the same two waves (same phases) filled in 50 % white down to the banner's
    /// foot (y = 100, the page's bottom edge): ≈ (228, 143, 138) under one layer, ≈ (241, 199, 196) under both.
    func testDesignFillReachesTheBannerFoot() throws {
        let design = "netease-wave-design"
        XCTAssertEqual(Kit.engineScene(design).size, Size(375, 300))
        let scale = 2.0
        let f = try Kit.render(design, at: 0, scale: scale)
        let top = NetEaseWave.Fill.design.bannerTop
        XCTAssertEqual(top + 100, 300)
        let table: [(Point, RGBA8)] = [
            (Point(125, top + 22), RGBA8(200, 30, 20)), (Point(125, top + 30.5), RGBA8(228, 143, 138)),
            (Point(125, top + 60), RGBA8(241, 199, 196)), (Point(300, top + 99), RGBA8(241, 199, 196)),
            (Point(20, 20), RGBA8(200, 30, 20)),
        ]
        for (p, want) in table {
            let got = Kit.pixel(f, p, scale: scale)
            XCTAssertTrue(Kit.near(got, want, 3), "\(p): \(got) vs \(want)")
        }
        for t in [0.5, 2.0] {
            XCTAssertEqual(
                Kit.presentation(design, "wave2", at: t)!.custom["offset"]?.scalar ?? -1,
                Kit.presentation(id, "wave2", at: t)!.custom["offset"]?.scalar ?? -2, accuracy: 1e-9)
        }
    }

    /// offset = 120 per second (2 per 60 Hz tick); wave 1's phase 1.0053·t, wave 2's 3× that + π/4:
    /// the bands' crests move left at 48 and 144 pt/s.
    func testPhasesFollowTheDisplayLink() {
        for t in [0.5, 1.0, 2.5] {
            XCTAssertEqual(Kit.presentation(id, "wave1", at: t)!.custom["offset"]?.scalar ?? -1, 120 * t, accuracy: 1e-9)
        }
        func crest(_ name: String, _ t: Double) -> Double { // x of the smallest y on the wave line
            let (l, rt) = Kit.layer(id, named: name, at: t)!
            let p = rt.perform(at: t) { (l as! ProceduralShapeLayer).pathProvider!(l.presentation()) }
            var best = (x: 0.0, y: 1e9)
            p.forEach { e in
                if case .line(let q) = e, q.y < 40, q.y < best.y { best = (q.x, q.y) }
                if case .move(let q) = e, q.y < best.y { best = (q.x, q.y) }
            }
            return best.x
        }
        func shift(_ d: Double) -> Double { (d.truncatingRemainder(dividingBy: 300) + 300).truncatingRemainder(dividingBy: 300) }
        XCTAssertEqual(shift(crest("wave1", 1.0) - crest("wave1", 2.0)), 48, accuracy: 1.5) // wavelength 300 pt
        XCTAssertEqual(shift(crest("wave2", 1.0) - crest("wave2", 1.5)), 72, accuracy: 1.5)
    }
}
