import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: petal-snap-back

    func testPetalSnapsBackToTheModelUnlessTheModelIsSetQuietly() throws {
        let id = "petal-snap-back"
        func x(_ i: Int, _ t: Double) throws -> Double { try state(id, "petal\(i)", t).position.x }
        for i in 0..<4 { XCTAssertEqual(try x(i, 2.0), 46 + (274 - 46) * 0.5, accuracy: 0.01, "lane \(i) linear") }
        // 0.1 s after the end (3.5 s):
        XCTAssertEqual(try x(0, 3.6), 46, "1: back at the model value")
        XCTAssertEqual(try x(1, 3.6), 274, "2: held by the forwards fill")
        XCTAssertEqual(try model(id, "petal1", 3.6).position.x, 46, "2: the model never moved")
        let refly = try x(2, 3.6)
        XCTAssertGreaterThan(refly, 50); XCTAssertLessThan(refly, 270, "3: snapped back and re-flying (implicit)")
        XCTAssertEqual(try x(2, 3.9), 274, accuracy: 1e-9)
        XCTAssertEqual(try x(3, 3.6), 274, "4: model set with actions off")
        // The dashed box shows the model.
        XCTAssertEqual(try state(id, "model1", 4.0).position.x, 46)
        XCTAssertEqual(try state(id, "model3", 4.0).position.x, 274)
    }
}
