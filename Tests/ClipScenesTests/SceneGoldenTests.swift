import ClipScenes
import ClipTestSupport
import XCTest

/// Every scene in the catalog, at each of its key times (its metadata), against a golden:
/// `Golden/<id>/t0750ms.png` at scale 0.5 with `SceneTestKit.goldenTolerance`. A new scene is
/// covered by declaring its key times. On a mismatch the golden tooling writes the actual frame and
/// a diff image and names both; `CLIPGEN_RECORD_GOLDENS=1` re-records.
final class SceneGoldenTests: XCTestCase {
    func testEverySceneMatchesItsGoldensAtItsKeyTimes() throws {
        for scene in SceneCatalog.all {
            XCTAssertFalse(scene.keyTimes.isEmpty, "\(scene.id) declares no key times")
            for t in scene.keyTimes {
                let frame = try SceneTestKit.render(scene, at: t)
                assertGolden(
                    frame.view, SceneTestKit.goldenName(scene.id, t), tolerance: SceneTestKit.goldenTolerance,
                    goldenDirectory: "Golden")
            }
        }
    }

    /// The naming scheme: milliseconds, at least four digits.
    func testGoldenNames() {
        XCTAssertEqual(SceneTestKit.goldenName("jump-star", 0.75), "jump-star/t0750ms")
        XCTAssertEqual(SceneTestKit.goldenName("jump-star", 0), "jump-star/t0000ms")
        XCTAssertEqual(SceneTestKit.goldenName("jump-star", 2.45), "jump-star/t2450ms")
        XCTAssertEqual(SceneTestKit.goldenName("demo-engine", 12.5), "demo-engine/t12500ms")
    }
}
