import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 3.1 logo-mask (IMAGE 3.1): a 100 × 100 photo masked by the logo.
final class LogoMaskTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "logo-mask"
    let darkRed = RGBA8(128, 0, 0, 255)

    /// The stage centre and a photo corner (in scene points): the 100 pt view is shown 2.8× about
    /// (187.5, 323.5), so its top-left corner region is near (60, 196).
    let center = Point(187.5, 323.5)
    let corner = Point(187.5 - 130, 323.5 - 130)

    /// Registered in chapter 3 with the seed's 100 × 100 view.
    func testRegisteredInChapter3() {
        XCTAssertTrue(Chapter3.scenes.contains { $0.id == id })
        XCTAssertEqual(LogoMask.photoSide, 100)
        XCTAssertFalse(Kit.engineScene(id).isInteractive)
    }

    /// Before 1.5 s there is no mask; after, the mask is a plain layer whose frame is the photo's
    /// bounds (the seed's `maskLayer.frame = CGRectMake(0, 0, w, h)`).
    func testMaskFrameEqualsThePhotoBounds() throws {
        let (early, _) = try XCTUnwrap(Kit.layer(id, named: "photoImage", at: 1.4))
        XCTAssertNil(early.mask)
        let (photo, _) = try XCTUnwrap(Kit.layer(id, named: "photoImage", at: 1.6))
        let mask = try XCTUnwrap(photo.mask)
        XCTAssertEqual(mask.frame, Rect(0, 0, 100, 100))
        XCTAssertEqual(photo.bounds.size, Size(100, 100))
    }

    /// The outline draws itself (strokeEnd ≈ ½ half-way through its 0.5 s) and the bare copy is
    /// gone once the mask took over.
    func testOutlineDrawsThenTheBareCopyFades() {
        XCTAssertEqual(Kit.presentation(id, "logoOutline", at: 0.95)?.shape!.strokeEnd ?? -1, 0.5, accuracy: 0.02)
        XCTAssertEqual(Kit.presentation(id, "barePhoto", at: 1.0)?.opacity ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "barePhoto", at: 2.2)?.opacity ?? -1, 0, accuracy: 1e-9)
    }

    /// Pixels: at 0.4 s the photo's corner shows the photo; at 3.0 s the corner is the window red
    /// (cut away by the star) while the star's centre still shows the photo.
    func testCornerIsCutAwayByTheLogo() throws {
        let scale = 0.5
        let before = try Kit.render(id, at: 0.4, scale: scale)
        XCTAssertFalse(Kit.near(Kit.pixel(before, corner, scale: scale), darkRed, 12), "the bare photo fills its corner")
        let after = try Kit.render(id, at: 3.0, scale: scale)
        XCTAssertEqual(Kit.pixel(after, corner, scale: scale), darkRed, "outside the star: the window colour")
        XCTAssertFalse(Kit.near(Kit.pixel(after, center, scale: scale), darkRed, 12), "inside the star: the photo")
    }
}
