import XCTest

final class ClipScenesTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
