import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// The fillMode and model/presentation teaching clips (001/002 §2.2, §2.3; 003/004 A3).
final class TimingLabTests: XCTestCase {
    typealias Kit = SceneTestKit

    func x(_ id: String, _ name: String, _ t: Double) throws -> Double {
        try XCTUnwrap(Kit.presentation(id, name, at: t), name).position.x
    }

    /// §3.3's fill table, lane by lane, before / during / after the 2.3–2.8 s window.
    func testFillModeLanes() throws {
        let id = "fillmode-lab"
        // Before: removed and forwards show the model (centre), backwards and both the first frame.
        XCTAssertEqual(try x(id, "field1", 1), 187, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field2", 1), -187.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field3", 1), 187, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field4", 1), -187.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field5", 1), 187 - 375, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field6", 1), -187.5, accuracy: 1e-6)
        // Half way: every lane at x = 0.
        for i in 1...6 { XCTAssertEqual(try x(id, "field\(i)", 2.55), 0, accuracy: 1e-6, "lane \(i)") }
        // After: forwards/both keep 187.5; removed shows the model (187, or off-screen).
        XCTAssertEqual(try x(id, "field1", 3.5), 187, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field3", 3.5), 187.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field5", 3.5), 187 - 375, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field6", 3.5), 187.5, accuracy: 1e-6)
        // In the frame: lane 1's field is white before the start, lane 2's is not there.
        let f = try Kit.render(id, at: 1, scale: 1, touches: false)
        XCTAssertEqual(Kit.pixel(f, Point(300, FillModeLab.fieldFrame(0).midY), scale: 1), RGBA8(255, 255, 255, 255))
        XCTAssertNotEqual(Kit.pixel(f, Point(300, FillModeLab.fieldFrame(1).midY), scale: 1), RGBA8(255, 255, 255, 255))
    }

    /// Lane 1 snaps back to A, lane 2 stays at B with its model at A, lane 3 ends at B with its
    /// model at B; the run repeats from 2.5 s.
    func testModelVersusPresentation() throws {
        let id = "model-vs-presentation"
        for i in 1...3 { XCTAssertEqual(try x(id, "field\(i)", 1.0), 187.5, accuracy: 1e-6, "mid flight, lane \(i)") }
        XCTAssertEqual(try x(id, "field1", 2.0), 87.5, accuracy: 1e-6, "snapped back to A")
        XCTAssertEqual(try x(id, "field2", 2.0), 287.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field3", 2.0), 287.5, accuracy: 1e-6)
        let (l2, _) = try XCTUnwrap(Kit.layer(id, named: "field2", at: 2.0))
        XCTAssertEqual(l2.model.position.x, 87.5, accuracy: 1e-9, "kept animation, model still A")
        let (l3, _) = try XCTUnwrap(Kit.layer(id, named: "field3", at: 2.0))
        XCTAssertEqual(l3.model.position.x, 287.5, accuracy: 1e-9)
        XCTAssertEqual(try x(id, "ghost1", 2.0), 87.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "ghost3", 2.0), 287.5, accuracy: 1e-6)
        // Second run.
        XCTAssertEqual(try x(id, "field2", 2.7), 87.5, accuracy: 1e-6)
        XCTAssertEqual(try x(id, "field1", 3.5), 187.5, accuracy: 1e-6)
    }

    func testModelVersusPresentationNamesBothBooks() {
        let s = Kit.scene("model-vs-presentation")
        XCTAssertEqual(s.info.sources.map(\.book), [.iosAnimationsByTutorials, .calayerPrimer])
    }
}
