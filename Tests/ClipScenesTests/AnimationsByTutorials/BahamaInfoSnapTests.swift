import ClipAnimation
import ClipGeometry
@testable import ClipScenes
import XCTest

/// `bahama-info-snap`: "infoappear" is removed at the tap, the label snaps to the centre; "fadein"
/// keeps running.
final class BahamaInfoSnapTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "bahama-info-snap"

    func x(_ t: Double) throws -> Double { try XCTUnwrap(Kit.presentation(id, "info", at: t)).position.x }

    func testLabelSnapsToTheCentreWhenTheFieldIsTapped() throws {
        let tap = BahamaInfoSnap.tapTime
        // flyLeft: 187.5 + 375 → 187.5 over 5 s at speed 2 (2.5 s a leg), linear.
        XCTAssertEqual(try x(0), 562.5, accuracy: 1e-6)
        XCTAssertEqual(try x(1.0), 562.5 - 375 * 0.4, accuracy: 1e-6)
        XCTAssertEqual(try x(tap - 0.01), 562.5 - 375 * (tap - 0.01) / 2.5, accuracy: 1e-6, "still flying just before")
        XCTAssertEqual(try x(tap + 0.01), 187.5, accuracy: 1e-6, "snapped to the model position")
        XCTAssertEqual(try x(2.9), 187.5, accuracy: 1e-6, "and it stays there (no flight back out)")
        // "fadein" (0.2 → 1 over 4.5 s) is not removed.
        let o = try XCTUnwrap(Kit.presentation(id, "info", at: 2.0)).opacity
        XCTAssertEqual(o, 0.2 + 0.8 * 2.0 / 4.5, accuracy: 1e-6)
    }
}
