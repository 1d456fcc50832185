import XCTest
import ClipTestSupport
@testable import ClipPipeline

/// The state machine alone, without threads: every capacity, every frame count around it.
final class RingStateTests: XCTestCase {
    /// Drives the machine with a seeded random interleaving of renderer and encoder steps and
    /// checks that frames are encoded exactly once, in order, and never more than `capacity` are in flight.
    func testEveryLayoutRandomInterleavings() {
        for capacity in [1, 2, 3, 4, 7] {
            for frameCount in [0, 1, capacity - 1, capacity, capacity + 1, 3 * capacity + 2] where frameCount >= 0 {
                for seed in 0..<20 {
                    var rng = SeededRNG(seed: UInt64(seed * 131 + capacity))
                    var s = RingState(capacity: capacity, frameCount: frameCount)
                    var rendering: [Int] = []
                    var encoded: [Int] = []
                    var encoding: Int? = nil
                    var steps = 0
                    while !s.isComplete {
                        steps += 1
                        XCTAssertLessThan(steps, 10_000, "no progress")
                        if steps > 10_000 { return }
                        switch rng.next() % 3 {
                        case 0:
                            if case .render(let f, let slot) = s.claim() {
                                XCTAssertEqual(slot, f % capacity)
                                rendering.append(f)
                            }
                        case 1:
                            if !rendering.isEmpty {
                                let i = Int(rng.next() % UInt64(rendering.count))
                                s.rendered(frame: rendering.remove(at: i))
                            }
                        default:
                            if let f = encoding {
                                s.encoded(frame: f); encoded.append(f); encoding = nil
                            } else if case .encode(let f, _) = s.nextForEncoder() {
                                encoding = f
                            }
                        }
                        XCTAssertLessThanOrEqual(s.nextToClaim - s.nextToEncode, capacity)
                    }
                    XCTAssertEqual(encoded, Array(0..<frameCount), "capacity \(capacity) frames \(frameCount)")
                    XCTAssertEqual(s.claim(), .finished)
                    XCTAssertEqual(s.nextForEncoder(), .finished)
                }
            }
        }
    }

    func testRendererWaitsForSlotOfFrameMinusCapacity() {
        var s = RingState(capacity: 2, frameCount: 5)
        XCTAssertEqual(s.claim(), .render(frame: 0, slot: 0))
        XCTAssertEqual(s.claim(), .render(frame: 1, slot: 1))
        XCTAssertEqual(s.claim(), .wait, "frame 2 needs slot 0, held by frame 0")
        s.rendered(frame: 1)
        XCTAssertEqual(s.nextForEncoder(), .wait, "frame 0 not rendered yet; frame 1 must not jump ahead")
        s.rendered(frame: 0)
        XCTAssertEqual(s.nextForEncoder(), .encode(frame: 0, slot: 0))
        XCTAssertEqual(s.claim(), .wait, "slot 0 is being encoded")
        s.encoded(frame: 0)
        XCTAssertEqual(s.claim(), .render(frame: 2, slot: 0))
    }

    func testStopEndsBothSides() {
        var s = RingState(capacity: 3, frameCount: 10)
        _ = s.claim()
        s.stop()
        XCTAssertEqual(s.claim(), .finished)
        XCTAssertEqual(s.nextForEncoder(), .finished)
        XCTAssertFalse(s.isComplete)
    }
}

/// The shared SplitMix64 of ClipTestSupport.
typealias SeededRNG = SplitMix64
