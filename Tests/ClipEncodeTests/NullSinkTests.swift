import XCTest
import ClipEncode
import ClipPipeline
import ClipRaster

final class NullSinkTests: XCTestCase {
    func testCountsFramesAndRejectsDisorder() throws {
        let sink = NullSink()
        let frame = Pixmap(width: 16, height: 16)
        frame.view.fill(RGBA8(3, 0, 0))
        try sink.begin(format: FrameFormat(width: 16, height: 16, fps: 30, frameCount: 3))
        try sink.consume(frame: frame.view, index: 0)
        try sink.consume(frame: frame.view, index: 1)
        XCTAssertThrowsError(try sink.consume(frame: frame.view, index: 5))
        try sink.finish()
        XCTAssertEqual(sink.framesConsumed, 2)
        XCTAssertEqual(sink.checksum, 2 * 4 * 3) // 2 frames × 4 sampled pixels × value 3
        XCTAssertTrue(sink.finished)
    }
}
