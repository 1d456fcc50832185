import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: layer-speed-twins

    func testLayerSpeedTwoRunsTheSameAnimationTwiceAsFast() throws {
        let id = "layer-speed-twins"
        func x(_ lane: Int, _ t: Double) throws -> Double { try state(id, "square\(lane)", t).position.x }
        // The 2× square at t is where the 1× square is at twice the elapsed time.
        for e in [0.15, 0.4, 0.7, 0.95] {
            XCTAssertEqual(try x(1, 0.4 + e), try x(0, 0.4 + 2 * e), accuracy: 0.01, "elapsed \(e)")
        }
        XCTAssertEqual(try x(1, 1.4), 270, accuracy: 0.01, "2×: one pass in 1 s")
        XCTAssertEqual(try x(0, 1.4), 160, accuracy: 0.01, "1×: half a pass (easeInEaseOut is symmetric)")
        XCTAssertEqual(try x(1, 2.4), 50, accuracy: 0.01, "2×: a round trip in 2 s")
        XCTAssertEqual(try x(0, 2.4), 270, accuracy: 0.01)
        XCTAssertEqual(try state(id, "square1", 1).speed, 2)
    }
}
