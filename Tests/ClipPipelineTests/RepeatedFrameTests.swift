import ClipRaster
import Foundation
import XCTest
@testable import ClipPipeline

/// Frame i shows value i / 3 (so frames 1, 2, 4, 5, … repeat the one before); it says so when asked.
private struct HoldingSource: FrameSource {
    let format: FrameFormat
    var detects = true
    var maxDelayMicros: UInt64 = 0
    static func value(_ index: Int) -> Int { index / 3 }
    func render(frame index: Int, into target: PixmapView) throws {
        if maxDelayMicros > 0 {
            var r = SeededRNG(seed: UInt64(index) &* 7919)
            usleep(UInt32(r.next() % maxDelayMicros))
        }
        let v = UInt8(truncatingIfNeeded: Self.value(index))
        for y in 0..<target.height { for x in 0..<target.width { target[x, y] = RGBA8(v, v &+ 1, v &+ 2, 255) } }
    }
    func renderUnlessRepeated(frame index: Int, into target: PixmapView) throws -> Bool {
        if detects, index > 0, Self.value(index) == Self.value(index - 1) { return true }
        try render(frame: index, into: target)
        return false
    }
}

/// Rebuilds the whole stream: a repeat re-emits the last picture it received.
private final class ReplayingSink: FrameSink {
    let accepts: Bool
    var shown: [Int] = []
    var repeatIndices: [Int] = []
    private var last: Int?
    init(accepts: Bool) { self.accepts = accepts }
    func begin(format: FrameFormat) throws {}
    func consume(frame: PixmapView, index: Int) throws {
        XCTAssertEqual(index, shown.count)
        let p = frame[frame.width - 1, frame.height - 1]
        XCTAssertEqual(frame[0, 0], p)
        last = Int(p.r)
        shown.append(Int(p.r))
    }
    var acceptsRepeatedFrames: Bool { accepts }
    func consumeRepeat(index: Int) throws {
        XCTAssertEqual(index, shown.count)
        guard let last else { throw RepeatNotSupported(index: index) }
        repeatIndices.append(index)
        shown.append(last)
    }
    func finish() throws {}
    func cancel() {}
}

final class RepeatedFrameTests: XCTestCase {
    func testRepeatedFramesSkipRenderingAndReachTheSinkAsRepeats() throws {
        for (workers, capacity) in [(1, 1), (2, 4), (3, 2)] {
            let format = FrameFormat(width: 3, height: 2, fps: 30, frameCount: 301)
            let sink = ReplayingSink(accepts: true)
            let stats = try RenderSession(workers: workers, ringCapacity: capacity)
                .run(source: HoldingSource(format: format, maxDelayMicros: 100), sink: sink)
            XCTAssertEqual(sink.shown, (0..<301).map { HoldingSource.value($0) % 256 }, "workers \(workers)")
            XCTAssertEqual(sink.repeatIndices, (0..<301).filter { $0 % 3 != 0 }, "workers \(workers)")
            XCTAssertEqual(stats.repeatedFrames, 200)
        }
    }

    func testSinksWithoutRepeatsAndSessionsWithSkippingOffGetEveryFrame() throws {
        let format = FrameFormat(width: 3, height: 2, fps: 30, frameCount: 50)
        let expected = (0..<50).map { HoldingSource.value($0) }
        let plain = ReplayingSink(accepts: false)
        let s1 = try RenderSession(workers: 2).run(source: HoldingSource(format: format), sink: plain)
        XCTAssertEqual(plain.shown, expected)
        XCTAssertEqual(plain.repeatIndices, [])
        XCTAssertEqual(s1.repeatedFrames, 0)

        var session = RenderSession(workers: 2)
        session.skipsRepeatedFrames = false
        let off = ReplayingSink(accepts: true)
        let s2 = try session.run(source: HoldingSource(format: format), sink: off)
        XCTAssertEqual(off.shown, expected)
        XCTAssertEqual(off.repeatIndices, [])
        XCTAssertEqual(s2.repeatedFrames, 0)
    }

    func testDefaultSinkRefusesARepeat() {
        final class Plain: FrameSink {
            func begin(format: FrameFormat) throws {}
            func consume(frame: PixmapView, index: Int) throws {}
            func finish() throws {}
            func cancel() {}
        }
        let sink = Plain()
        XCTAssertFalse(sink.acceptsRepeatedFrames)
        XCTAssertThrowsError(try sink.consumeRepeat(index: 3)) { XCTAssertTrue("\($0)".contains("frame 3")) }
    }
}
