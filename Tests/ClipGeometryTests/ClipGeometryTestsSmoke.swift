import XCTest

final class ClipGeometryTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
