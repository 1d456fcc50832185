import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 2.1 page-control-scroll: the seed's ball driven by a paging scroll view's offset.
final class PageControlScrollTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "page-control-scroll"

    func testRegisteredInChapter2() {
        XCTAssertTrue(Chapter2.scenes.contains { $0.id == id })
        XCTAssertTrue(Kit.engineScene(id).isInteractive)
    }

    /// The ball is the seed's geometry scaled to 26 pt: round at progress 0.5; at progress 1
    /// (D moves) the left point D is 2·w/6 further out and A, C are w/6 flatter.
    func testBallGeometryFollowsTheSeed() {
        let round = PageControlScroll.ballPath(center: Point(100, 50), progress: 0.5).bounds
        XCTAssertEqual(round.width, 26, accuracy: 0.05)
        XCTAssertEqual(round.height, 26, accuracy: 0.05)
        let full = PageControlScroll.ballPath(center: Point(100, 50), progress: 1).bounds
        XCTAssertEqual(full.minX, 100 - 13 - 2 * 26 / 6, accuracy: 0.05, "D pulled out by 2·movedDistance")
        XCTAssertEqual(full.maxX, 113, accuracy: 0.05, "B stays")
        XCTAssertEqual(full.height, 26 - 2 * 26 / 6, accuracy: 0.1)
        let left = PageControlScroll.ballPath(center: Point(100, 50), progress: 0).bounds
        XCTAssertEqual(left.maxX, 113 + 2 * 26 / 6, accuracy: 0.05, "B moves when progress ≤ 0.5")
    }

    /// Offsets and the ball: at 0.9 s (mid first swipe) the ball is between dots 0 and 1 and
    /// stretched (progress ≈ 0.5 + Δ/2); after the landing it is at dot 1 and the spring brings
    /// progress back near 0.5 within ~0.8 s.
    func testBallFollowsTheScrollOffset() {
        let W = 375.0
        let t = 0.9
        let off = PageControlScroll.offset(at: t)
        XCTAssertEqual(off, 375 * 0.5, accuracy: 1e-6, "half-way through the ease-in-out swipe")
        let st = Kit.presentation(id, "pageControl", at: t)
        XCTAssertEqual(st?.customScalar("ballX") ?? 0, PageControlScroll.dotX(0.5, width: W), accuracy: 0.5)
        XCTAssertEqual(st?.customScalar("progress") ?? 0, 0.75, accuracy: 0.01)
        let landed = Kit.presentation(id, "pageControl", at: 1.31)
        XCTAssertEqual(landed?.customScalar("ballX") ?? 0, PageControlScroll.dotX(1, width: W), accuracy: 1e-6)
        XCTAssertGreaterThan(landed?.customScalar("progress") ?? 0, 0.95, "fully stretched as the page lands")
        let settled = Kit.presentation(id, "pageControl", at: 1.85)
        XCTAssertEqual(settled?.customScalar("progress") ?? 0, 0.5, accuracy: 0.03)
        // The swipe back (3 → 2) stretches the other way: B moves, progress < 0.5.
        XCTAssertLessThan(Kit.presentation(id, "pageControl", at: 5.1)?.customScalar("progress") ?? 1, 0.4)
        XCTAssertEqual(Kit.presentation(id, "content", at: 3.0)?.frame.minX ?? 0, -750, accuracy: 1e-6)
    }

    /// The release spring overshoots (the tail flips) and decays.
    func testSpringOvershootsAndSettles() {
        XCTAssertEqual(PageControlScroll.springFactor(0), 1, accuracy: 1e-12)
        XCTAssertLessThan((0..<100).map { PageControlScroll.springFactor(Double($0) / 100) }.min() ?? 0, -0.1)
        XCTAssertLessThan(abs(PageControlScroll.springFactor(0.8)), 0.03)
    }
}
