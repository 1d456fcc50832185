import ClipRaster
import Foundation
import XCTest
@testable import ClipPipeline

/// Fills the frame with its index (a little work per frame).
private struct FillSource: FrameSource {
    let format: FrameFormat
    func render(frame index: Int, into target: PixmapView) throws {
        usleep(300)
        target.fill(RGBA8(UInt8(index & 0xff), 0, 0, 255))
    }
}

/// Converts on the workers (copies the first pixel into a per-slot buffer) and checks it when consuming.
private final class ConvertingSink: FrameSink {
    /// One byte per slot in raw memory: workers write different slots at once (a Swift array
    /// would be one shared variable, which ThreadSanitizer rightly reports); the ring orders a
    /// slot's write before the encoder's read.
    final class Converter: FrameConverter, @unchecked Sendable {
        let slots: UnsafeMutablePointer<UInt8>
        init(slots: Int) { self.slots = .allocate(capacity: slots); self.slots.initialize(repeating: 0, count: slots) }
        deinit { slots.deallocate() }
        func convert(frame: PixmapView, slot: Int) throws { usleep(100); slots[slot] = frame[0, 0].r }
    }
    var converter: Converter?
    var mismatches = 0
    func begin(format: FrameFormat) throws {}
    func makeConverter(slots: Int) throws -> (any FrameConverter)? {
        let c = Converter(slots: slots); converter = c; return c
    }
    func consume(frame: PixmapView, index: Int) throws { XCTFail("the slot form must be called") }
    func consume(frame: PixmapView, index: Int, slot: Int) throws {
        if converter.map({ $0.slots[slot] }) != UInt8(index & 0xff) { mismatches += 1 }
    }
    func finish() throws {}
    func cancel() {}
}

final class TraceTests: XCTestCase {
    struct Event { var name: String; var ph: String; var pid: Int; var tid: Int; var ts: Double; var dur: Double; var frame: Int? }

    func parse(_ data: Data) throws -> [Event] {
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
        return try list.map { e in
            Event(
                name: try XCTUnwrap(e["name"] as? String), ph: try XCTUnwrap(e["ph"] as? String),
                pid: try XCTUnwrap(e["pid"] as? Int), tid: try XCTUnwrap(e["tid"] as? Int),
                ts: (e["ts"] as? Double) ?? -1, dur: (e["dur"] as? Double) ?? -1,
                frame: (e["args"] as? [String: Any])?["frame"] as? Int)
        }
    }

    func testTraceHasEveryStagePerFrameOnOneThreadPerWorker() throws {
        let frames = 40, workers = 3
        let recorder = TraceRecorder()
        let sink = ConvertingSink()
        let format = FrameFormat(width: 8, height: 4, fps: 30, frameCount: frames)
        _ = try RenderSession(workers: workers).run(
            source: FillSource(format: format), sink: sink,
            trace: recorder.session(named: "clip.mp4"))
        XCTAssertEqual(sink.mismatches, 0, "the converter ran on the frame the encoder then consumed")
        let events = try parse(recorder.json())

        let meta = events.filter { $0.ph == "M" }
        XCTAssertEqual(meta.filter { $0.name == "process_name" }.count, 1)
        XCTAssertEqual(Set(meta.filter { $0.name == "thread_name" }.map(\.tid)), Set(0...workers))
        let spans = events.filter { $0.ph == "X" }
        XCTAssertFalse(spans.isEmpty)
        XCTAssertTrue(spans.allSatisfy { $0.pid == 1 && $0.dur >= 0 && $0.ts >= 0 })
        XCTAssertEqual(zip(spans, spans.dropFirst()).filter { $0.ts > $1.ts }.count, 0, "timestamps never decrease")

        for name in [TraceEvent.render, TraceEvent.convert, TraceEvent.encode, TraceEvent.waitForSlot, TraceEvent.waitForFrame] {
            let perFrame = spans.filter { $0.name == name }.compactMap(\.frame)
            XCTAssertEqual(perFrame.sorted(), Array(0..<frames), "one \(name) span per frame")
        }
        XCTAssertEqual(spans.filter { $0.name == TraceEvent.finish }.count, 1)
        // The encoder is thread 0; renders and conversions happen on worker threads 1...workers.
        XCTAssertTrue(spans.filter { $0.name == TraceEvent.encode || $0.name == TraceEvent.waitForFrame }.allSatisfy { $0.tid == 0 })
        let workerSpans = spans.filter { $0.name == TraceEvent.render || $0.name == TraceEvent.convert }
        XCTAssertTrue(workerSpans.allSatisfy { (1...workers).contains($0.tid) })
        // A tid is one thread: its spans never overlap, and a frame's conversion follows its render on the same tid.
        for tid in Set(workerSpans.map(\.tid)) {
            let mine = workerSpans.filter { $0.tid == tid }.sorted { $0.ts < $1.ts }
            for (a, b) in zip(mine, mine.dropFirst()) { XCTAssertLessThanOrEqual(a.ts + a.dur, b.ts + 0.002, "tid \(tid) overlaps") }
        }
        for f in 0..<frames {
            let r = try XCTUnwrap(spans.first { $0.name == TraceEvent.render && $0.frame == f })
            let c = try XCTUnwrap(spans.first { $0.name == TraceEvent.convert && $0.frame == f })
            let e = try XCTUnwrap(spans.first { $0.name == TraceEvent.encode && $0.frame == f })
            XCTAssertEqual(r.tid, c.tid)
            XCTAssertLessThanOrEqual(r.ts + r.dur, c.ts + 0.002)
            XCTAssertLessThanOrEqual(c.ts + c.dur, e.ts + 0.002, "frame \(f) encoded only after it was converted")
        }
    }

    func testSessionsGetTheirOwnProcessTracksAndNamesAreEscaped() throws {
        let recorder = TraceRecorder()
        let format = FrameFormat(width: 2, height: 2, fps: 30, frameCount: 3)
        for name in ["a \"quoted\" clip", "b\\c"] {
            _ = try RenderSession(workers: 1).run(
                source: FillSource(format: format), sink: ConvertingSink(),
                trace: recorder.session(named: name))
        }
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: recorder.json()) as? [String: Any])
        let list = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
        let names = list.filter { $0["name"] as? String == "process_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        }
        XCTAssertEqual(names, ["a \"quoted\" clip", "b\\c"])
        let renders = try parse(recorder.json()).filter { $0.name == TraceEvent.render }
        XCTAssertEqual(renders.filter { $0.pid == 1 }.count, 3)
        XCTAssertEqual(renders.filter { $0.pid == 2 }.count, 3)
    }

    func testMicrosecondFormatting() {
        XCTAssertEqual(TraceRecorder.micros(0), "0.000")
        XCTAssertEqual(TraceRecorder.micros(1_234_567), "1234.567")
        XCTAssertEqual(TraceRecorder.micros(5_007), "5.007")
        XCTAssertEqual(TraceRecorder.micros(42_050), "42.050")
    }
}
