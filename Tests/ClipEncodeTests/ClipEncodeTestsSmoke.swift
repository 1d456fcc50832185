import XCTest

final class ClipEncodeTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
