import ClipAnimation
import ClipGeometry
@testable import ClipScenes
import XCTest

/// Issue #28 §1: every primer §8 and Core Animation notes scene that teaches a property says
/// what it shows, in a caption (a TextLayer named "captionTitle" in the tree at t = 0).
final class PrimerCaptionTests: XCTestCase {
    static let captioned = [
        "petal-fly-to-tap", "petal-fly-spin", "snowflake-pause-resume", "snow-keyframe-values", "snow-keyframe-path",
        "snow-group-path-spin", "cube-gallery", "fish-frames", "spring-ball", "uiview-tap-move-spring",
        "uiview-keyframes-ball", "flip-gallery", "implicit-move-color", "coaster-car", "group-path-color-scale",
        "custom-layer-star",
    ]

    func testTeachingScenesHaveACaption() throws {
        for id in Self.captioned {
            let (root, _) = SceneTestKit.tree(id, at: 0)
            let title = try XCTUnwrap(SceneTestKit.find("captionTitle", in: root) as? TextLayer, "\(id) has no caption")
            XCTAssertFalse(title.string.isEmpty, id)
            // On the canvas, not clipped off it.
            let f = title.frame
            XCTAssertGreaterThanOrEqual(f.minX, 0, id); XCTAssertGreaterThanOrEqual(f.minY, 0, id)
            XCTAssertLessThanOrEqual(f.maxY, root.bounds.height, id)
        }
    }
}
