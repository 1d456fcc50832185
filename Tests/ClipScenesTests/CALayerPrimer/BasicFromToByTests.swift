import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: basic-from-to-by

    func testFromToByCombinationsInterpolateTheSeedsEnds() throws {
        let id = "basic-from-to-by"
        // (start, end) of each lane: from+to, from+by, by+to, from only, to only, by only; current 130.
        let expected: [(Double, Double)] = [(50, 250), (50, 150), (150, 250), (50, 130), (130, 250), (130, 230)]
        for (i, (a, b)) in expected.enumerated() {
            XCTAssertEqual(try state(id, "dot\(i)", 0.4).position.x, 130, accuracy: 1e-9, "lane \(i): the current value before")
            XCTAssertEqual(try state(id, "dot\(i)", 1.5).position.x, (a + b) / 2, accuracy: 0.01, "lane \(i) halfway")
            XCTAssertEqual(try state(id, "dot\(i)", 3.0).position.x, b, accuracy: 0.01, "lane \(i) end, held (fill forwards)")
            XCTAssertLessThan(abs(try state(id, "dot\(i)", 0.55).position.x - a), abs(b - a) * 0.02 + 0.01, "lane \(i) start")
        }
    }
}
