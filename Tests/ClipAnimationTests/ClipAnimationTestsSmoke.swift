import XCTest

final class ClipAnimationTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
