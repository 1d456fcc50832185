import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// G5 `uiview-transition-options` and G6 `uiview-transition-from-to`: which picture or view shows
/// where, mid-transition.
final class UIViewTransitionScenesTests: XCTestCase {
    typealias Kit = SceneTestKit
    let s = 0.5

    /// Each option in turn, named while it runs, ending on the next picture; mid-way the curl up
    /// has uncovered the new picture at the lower-right corner only, the curl down brings the new
    /// page in from the top (old still at the lower right), the flips from top and bottom squash the
    /// picture vertically, the dissolve mixes the two.
    func testTransitionOptionsInSequence() throws {
        let id = "uiview-transition-options"
        typealias S = UIViewTransitionOptions
        for i in S.steps.indices {
            let label = try XCTUnwrap(Kit.presentation(id, "optionLabel", at: S.time(of: i) + 0.5))
            XCTAssertEqual(label.text!.string, S.steps[i].1)
            guard case .image(let pm)? = try XCTUnwrap(Kit.presentation(id, "imageView", at: S.time(of: i) + 1.2)).contents else {
                return XCTFail("image contents")
            }
            XCTAssertTrue(pm === S.pictures[i + 1], "step \(i) ends on the next picture")
        }
        let f = S.imageFrame
        let lowerRight = Point(f.maxX - 12, f.maxY - 12), upperLeft = Point(f.minX + 14, f.minY + 14)
        func px(_ t: Double, _ p: Point) throws -> RGBA8 { Kit.pixel(try Kit.render(id, at: t, scale: s), p, scale: s) }
        // Pictures k shown alone: before step 0 (1), and at the ends of steps 0 and 1 (2, 3).
        let pic = [
            try Kit.render(id, at: 0.3, scale: s), try Kit.render(id, at: S.time(of: 0) + 1.2, scale: s),
            try Kit.render(id, at: S.time(of: 1) + 1.2, scale: s),
        ]
        func shows(_ k: Int, _ t: Double, _ p: Point) throws -> Bool { Kit.near(try px(t, p), Kit.pixel(pic[k], p, scale: s), 10) }
        // Curl up (old 1 → new 2), half way.
        let up = S.time(of: 0) + 0.5
        XCTAssertTrue(try shows(1, up, lowerRight), "curl up: lower-right corner lifted first")
        XCTAssertTrue(try shows(0, up, upperLeft), "curl up: upper-left still the old page")
        // Curl down (old 2 → new 3), half way: the new page has come down over the top.
        let down = S.time(of: 1) + 0.5
        XCTAssertTrue(try shows(2, down, upperLeft), "curl down: the new page from the top")
        XCTAssertTrue(try shows(1, down, lowerRight), "curl down: the old page still at the lower right")
        // Flips about the horizontal axis (perspective): a quarter in, the receding edge (bottom
        // for FlipFromTop, top for FlipFromBottom) has folded away, the middle row spans the full width.
        let bg = Color(hex: 0xF2F2F7).premultiplied
        for (i, receding) in [(3, f.maxY - 6), (4, f.minY + 6)] {
            let t = S.time(of: i) + 0.3
            XCTAssertTrue(Kit.near(try px(t, Point(f.midX, receding)), bg, 6), "flip \(i): the receding edge folded away")
            XCTAssertFalse(Kit.near(try px(t, Point(f.minX + 20, f.midY)), bg, 6), "flip \(i): full width mid-way down")
        }
    }

    /// transition(from:to:): the container holds the form, then (after the first tap) only the
    /// profile, then the form again; mid-flip the view is narrowed about its vertical axis;
    /// mid-curl the form shows at the lower right under the curling profile.
    func testTransitionFromTo() throws {
        let id = "uiview-transition-from-to"
        func children(_ t: Double) throws -> [String] {
            let (c, _) = try XCTUnwrap(Kit.layer(id, named: "container", at: t))
            return c.sublayers.compactMap(\.name)
        }
        XCTAssertEqual(try children(0.3), ["formView"])
        XCTAssertEqual(try children(1.8), ["profileView"], "fromView removed, toView added")
        XCTAssertEqual(try children(3.8), ["formView"])
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "status", at: 1.8)).text!.string, "container: profileView")
        let f = UIViewTransitionFromTo.containerFrame
        let bg = Color(hex: 0xF2F2F7).premultiplied
        let flip = try Kit.render(id, at: 0.85, scale: s)
        XCTAssertTrue(Kit.near(Kit.pixel(flip, Point(f.minX + 8, f.midY), scale: s), bg, 6), "flip: left edge turned away")
        // Along a row the flipping view is narrower than the container, but still there.
        let row = Int((f.minY + 80) * s) // a white row of the form (between the title and the fields)
        let covered = (Int(f.minX * s)..<Int(f.maxX * s)).filter { !Kit.near(flip[$0, row], bg, 6) }.count
        XCTAssertLessThan(Double(covered), 0.85 * f.width * s, "flip: narrowed")
        XCTAssertGreaterThan(Double(covered), 0.2 * f.width * s, "flip: still visible")
        let orange = Color(hex: 0xFF9500).premultiplied
        XCTAssertTrue(Kit.near(Kit.pixel(try Kit.render(id, at: 1.8, scale: s), Point(f.minX + 30, f.minY + 30), scale: s), orange, 8))
        let curl = try Kit.render(id, at: 3.0, scale: s)
        XCTAssertTrue(
            Kit.near(Kit.pixel(curl, Point(f.minX + 30, f.minY + 30), scale: s), orange, 8), "curl: profile still flat at the top")
        XCTAssertTrue(
            Kit.near(Kit.pixel(curl, Point(f.maxX - 30, f.maxY - 26), scale: s), RGBA8(255, 255, 255, 255), 8), "curl: the form uncovered")
    }
}
