import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// Issue #28's two drawing faults in the Bahama Air scenes, probed in rendered frames.
final class BahamaArtFixesTests: XCTestCase {
    typealias Kit = SceneTestKit

    /// Cloud 2 (frame x 217, y 155, 158 × 49) had a 1 pt sky-coloured gap between its first two
    /// puffs, down to the base (local x ≈ 41.9…42.9 at y 25). It is cloud white now.
    func testCloudTwoHasNoNotch() throws {
        let f = try Kit.render("bahama-heading-wobble", at: 0, scale: 4, touches: false)
        for dy in [22.0, 25.0] {
            let c = Kit.pixel(f, Point(217 + 42.37, 155 + dy), scale: 4)
            XCTAssertGreaterThan(c.r, 225, "cloud white, not sky, at local (42.37, \(dy)): \(c)")
        }
    }

    /// The status banner's tails are part of what the curl-down carries: 0.2 s into the first
    /// curl (tap 0.5 s + 1.5 s spring) the left tail is drawn beside the ribbon (it was clipped
    /// to the ribbon's bounds until the curl ended).
    func testBannerTailsShowDuringTheCurl() throws {
        let f = try Kit.render("bahama-login-submit", at: 2.2, scale: 2, touches: false)
        // Left tail, 7 pt outside the ribbon's left edge (x 57), 6 pt above its bottom (y 299).
        let c = Kit.pixel(f, Point(50, 293), scale: 2)
        XCTAssertGreaterThan(c.r, 200, "tail cream, not sky: \(c)")
        // After the curl the tail is there too (it always was).
        let g = try Kit.render("bahama-login-submit", at: 3.0, scale: 2, touches: false)
        XCTAssertGreaterThan(Kit.pixel(g, Point(50, 293), scale: 2).r, 200)
    }
}
