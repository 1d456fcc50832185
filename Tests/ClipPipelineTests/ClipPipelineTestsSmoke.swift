import XCTest

final class ClipPipelineTestsSmoke: XCTestCase {
    func testTargetBuilds() { XCTAssertTrue(true) }
}
