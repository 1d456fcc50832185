import ClipRaster
import Foundation
import XCTest
@testable import ClipPipeline

/// Writes the frame index into the first pixel and a hash pattern elsewhere, after a seeded delay.
private struct StampSource: FrameSource {
    let format: FrameFormat
    var maxDelayMicros: UInt64 = 0
    var failAt: Int? = nil
    func render(frame index: Int, into target: PixmapView) throws {
        if index == failAt { throw TestFailure(side: "render", frame: index) }
        if maxDelayMicros > 0 {
            var r = SeededRNG(seed: UInt64(index) &* 7919)
            usleep(UInt32(r.next() % maxDelayMicros))
        }
        let v = UInt32(truncatingIfNeeded: index)
        target[0, 0] = RGBA8(UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), 255)
        target[target.width - 1, target.height - 1] = RGBA8(UInt8((v &* 37) & 0xff), 0, 0, 255)
    }
}

private struct TestFailure: Error, Equatable { let side: String; let frame: Int }

/// Checks order and content; can inject delays and a failure.
private final class CheckingSink: FrameSink {
    var seen: [Int] = []
    var began = false, finished = false, cancelled = false
    var maxDelayMicros: UInt64 = 0
    var failAt: Int? = nil
    var contentErrors = 0
    func begin(format: FrameFormat) throws { began = true }
    func consume(frame: PixmapView, index: Int) throws {
        if index == failAt { throw TestFailure(side: "encode", frame: index) }
        let p = frame[0, 0]
        let v = Int(p.r) | Int(p.g) << 8 | Int(p.b) << 16
        if v != index || frame[frame.width - 1, frame.height - 1].r != UInt8((index &* 37) & 0xff) { contentErrors += 1 }
        seen.append(index)
        if maxDelayMicros > 0 {
            var r = SeededRNG(seed: UInt64(index) &* 104729)
            usleep(UInt32(r.next() % maxDelayMicros))
        }
    }
    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}

final class RenderSessionTests: XCTestCase {
    func testStressEveryFrameOnceInOrderWithRandomDelays() throws {
        for (workers, capacity) in [(1, 1), (2, 3), (4, 2), (3, 7)] {
            let format = FrameFormat(width: 4, height: 3, fps: 60, frameCount: 1500)
            let sink = CheckingSink()
            sink.maxDelayMicros = 60
            let stats = try RenderSession(workers: workers, ringCapacity: capacity)
                .run(source: StampSource(format: format, maxDelayMicros: 120), sink: sink)
            XCTAssertEqual(sink.seen, Array(0..<1500), "workers \(workers) capacity \(capacity)")
            XCTAssertEqual(sink.contentErrors, 0, "a slot was overwritten before it was encoded")
            XCTAssertTrue(sink.finished)
            XCTAssertFalse(sink.cancelled)
            XCTAssertEqual(stats.frames, 1500)
        }
    }

    func testRenderErrorStopsSessionAndCancelsSink() {
        let format = FrameFormat(width: 2, height: 2, fps: 30, frameCount: 2000)
        let sink = CheckingSink()
        XCTAssertThrowsError(
            try RenderSession(workers: 3, ringCapacity: 4)
                .run(source: StampSource(format: format, maxDelayMicros: 50, failAt: 777), sink: sink)
        ) { error in
            XCTAssertEqual(error as? TestFailure, TestFailure(side: "render", frame: 777))
        }
        XCTAssertTrue(sink.cancelled)
        XCTAssertFalse(sink.finished)
        XCTAssertLessThanOrEqual(sink.seen.count, 777) // frames before the failing one may all be encoded first
        XCTAssertEqual(sink.seen, Array(0..<sink.seen.count))
    }

    func testEncodeErrorStopsSessionAndCancelsSink() {
        let format = FrameFormat(width: 2, height: 2, fps: 30, frameCount: 2000)
        let sink = CheckingSink()
        sink.failAt = 1234
        XCTAssertThrowsError(
            try RenderSession(workers: 2, ringCapacity: 3)
                .run(source: StampSource(format: format, maxDelayMicros: 30), sink: sink)
        ) { error in
            XCTAssertEqual(error as? TestFailure, TestFailure(side: "encode", frame: 1234))
        }
        XCTAssertTrue(sink.cancelled)
        XCTAssertEqual(sink.seen, Array(0..<1234))
    }

    func testCancellationFlagStopsSession() {
        let format = FrameFormat(width: 2, height: 2, fps: 30, frameCount: 100_000)
        let sink = CheckingSink()
        let flag = CancellationFlag()
        XCTAssertThrowsError(
            try RenderSession(workers: 2).run(source: StampSource(format: format), sink: sink, cancel: flag) { p in
                if p.framesDone == 500 { flag.cancel() }
            }
        ) { error in
            XCTAssertTrue(error is SessionCancelled)
        }
        XCTAssertTrue(sink.cancelled)
        XCTAssertLessThan(sink.seen.count, 100_000)
    }

    func testZeroFramesFinishesImmediately() throws {
        let sink = CheckingSink()
        let stats = try RenderSession().run(
            source: StampSource(format: FrameFormat(width: 1, height: 1, fps: 1, frameCount: 0)), sink: sink)
        XCTAssertEqual(stats.frames, 0)
        XCTAssertTrue(sink.finished)
    }
}
