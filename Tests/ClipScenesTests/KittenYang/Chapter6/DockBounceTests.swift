import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 6.1 dock-bounce: the lock screen's dynamics (gravity 2.6, elasticity 0.35, instantaneous push)
/// on Dock icons: one hop per landing while the app launches.
final class DockBounceTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "dock-bounce"

    func testRegisteredInChapter6WithTheSeedNumbers() {
        XCTAssertTrue(Chapter6.scenes.contains { $0.id == id })
        XCTAssertEqual(DockBounce.gravityMagnitude, 2.6)
        XCTAssertEqual(DockBounce.elasticity, 0.35)
        XCTAssertEqual(Kit.engineScene(id).size, Size(640, 400))
        XCTAssertEqual(DockBounce.hopSpeed, (2 * 2600 * 52.0).squareRoot(), accuracy: 1e-9)
    }

    func iconY(_ name: String, _ t: Double) -> Double {
        Kit.presentation(id, "icon-\(name)", at: t)?.position.y ?? .nan
    }

    /// Mail (clicked at 0.4 s): at rest before; ~one icon height up at the apex (v/g = 0.2 s);
    /// back on the floor and pushed again at ≈ 0.8 s and ≈ 1.2 s (three hops); settled at 2 s.
    /// Music (2.3 s, two hops) does not move before its click.
    func testMailHopsThreeTimesOneIconHigh() {
        let rest = DockBounce.restCenterY
        XCTAssertEqual(iconY("Mail", 0.39), rest, accuracy: 1e-9)
        XCTAssertEqual(iconY("Mail", 0.6), rest - 52, accuracy: 3)
        XCTAssertEqual(iconY("Mail", 1.0), rest - 52, accuracy: 4, "second hop")
        XCTAssertEqual(iconY("Mail", 1.4), rest - 52, accuracy: 5, "third hop")
        XCTAssertEqual(iconY("Mail", 2.2), rest, accuracy: 0.5, "settled after the last landing")
        XCTAssertGreaterThan(iconY("Mail", 1.85), rest - 12, "only the small elastic rebound after the third hop")
        XCTAssertEqual(iconY("Music", 2.2), rest, accuracy: 1e-9)
        XCTAssertEqual(iconY("Music", 2.5), rest - 52, accuracy: 3)
        XCTAssertEqual(iconY("Finder", 1.0), rest, accuracy: 1e-9, "unclicked icons never move")
    }

    /// The running dot under Mail appears only after its launch hops are over.
    func testRunningDotAfterTheLaunch() {
        XCTAssertEqual(Kit.presentation(id, "dot-Mail", at: 1.0)?.opacity ?? -1, 0)
        XCTAssertEqual(Kit.presentation(id, "dot-Mail", at: 2.0)?.opacity ?? -1, 1)
        XCTAssertEqual(Kit.presentation(id, "dot-Finder", at: 0)?.opacity ?? -1, 1)
    }
}
