import ClipAnimation
import ClipGeometry
@testable import ClipScenes
import XCTest

/// `bahama-cloud-wrap`: cloud 3 (74 wide) drifts off the right edge by 2 s, waits just off the left
/// edge, and from 2.5 s drifts in at the same 6.25 pt/s.
final class BahamaCloudWrapTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "bahama-cloud-wrap"

    func x(_ name: String, _ t: Double) throws -> Double { try XCTUnwrap(Kit.presentation(id, name, at: t), name).position.x }

    func testCloudWrapsAroundInsideTheClip() throws {
        let start = BahamaCloudWrap.cloud3Start + 37
        XCTAssertEqual(try x("cloud3", 0), start, accuracy: 1e-6)
        XCTAssertEqual(try x("cloud3", 1.0), start + 6.25, accuracy: 1e-6)
        XCTAssertEqual(try x("cloud3", 1.99), start + 6.25 * 1.99, accuracy: 1e-6, "just before it is off the right edge")
        XCTAssertEqual(try x("cloud3", 2.2), -37, accuracy: 1e-6, "waiting just off the left edge")
        XCTAssertEqual(try x("cloud3", 4.0), -37 + 6.25 * 1.5, accuracy: 1e-6, "back in from the left at 6.25 pt/s")
        XCTAssertEqual(try x("cloud2", 4.2), -79, accuracy: 1e-6, "cloud 2 wraps at 4 s")
        XCTAssertEqual(try x("cloud2", 5.5), -79 + 6.25, accuracy: 1e-6)
    }
}
