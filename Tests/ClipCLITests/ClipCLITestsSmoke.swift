import XCTest

final class ClipCLITestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
