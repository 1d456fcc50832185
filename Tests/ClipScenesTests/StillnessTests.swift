import ClipGeometry
import ClipScenes
import XCTest

/// GIFs loop forever, so a clip that holds still for long reads as dead: no scene may show the same
/// picture for more than about a second (at most 11 identical samples at 10 fps = 1.1 s, counted
/// around the loop), unless it is listed in `exceptions` with the reason.
final class StillnessTests: XCTestCase {
    static let bound = 1.1
    /// Scene id → why it may hold still longer (e.g. its spec prescribes the pause). Empty today:
    /// twitter-launch's one-second launch screen (spec §3.1, `beginTime + 1`) is 11 samples, within the bound.
    static let exceptions: [String: String] = [:]

    func testNoSceneHoldsStillForMoreThanASecond() throws {
        for scene in SceneCatalog.all {
            let st = try SceneTestKit.stillness(scene)
            let note = String(
                format: "%@: still for %.1f s from %.1f s (tail %.1f s, %.0f %% of %.1f s)", scene.id,
                st.longest, st.start, st.tail, st.tailShare * 100, scene.duration)
            print(note)
            if let reason = Self.exceptions[scene.id] {
                XCTAssertGreaterThan(st.longest, Self.bound + 1e-9, "stale exception for \(scene.id) (\(reason)): \(note)")
            } else {
                XCTAssertLessThanOrEqual(st.longest, Self.bound + 1e-9, note)
            }
        }
    }

    /// The measurement itself: a clip that ends on a long hold is caught (the kit's helper is what
    /// the catalog test relies on).
    func testStillnessMeasuresARunAroundTheLoop() throws {
        // circle-mask-transition rendered 1.5 s longer than its clip holds A at the end for 1.5 s
        // more, and A also opens the clip: one run around the loop.
        let s = SceneTestKit.scene("circle-mask-transition")
        let longer = LongerScene(base: s, extra: 1.5)
        let st = try SceneTestKit.stillness(longer)
        XCTAssertGreaterThan(st.longest, 2.4)
        XCTAssertGreaterThan(st.tail, 1.8)
    }
}

/// A catalog scene played for longer than its clip.
struct LongerScene: Scene {
    let base: any Scene
    let extra: Double
    var info: SceneInfo { base.info }
    var size: Size { base.size }
    var duration: Double { base.duration + extra }
    func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { try base.makeRenderer(options: options) }
}
