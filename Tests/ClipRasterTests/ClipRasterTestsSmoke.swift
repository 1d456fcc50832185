import XCTest

final class ClipRasterTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
