import XCTest
import ClipGeometry
@testable import ClipAnimation

/// CAMediaTiming local time: every field, alone and combined (specs: Kitten Yang §1.2,
/// 001/002 §3.2–3.3, 003/004 §1.5). Expected values are worked out by hand from the formulas.
final class TimingTests: XCTestCase {
    struct Row {
        var name: String
        var begin = 0.0, duration = 1.0, speed = 1.0, offset = 0.0, repeatCount = 0.0, repeatDuration = 0.0
        var autoreverses = false, fill = FillMode.removed, removed = true
        var t: Double
        var expected: Double? // nil = inactive
    }

    func phase(_ r: Row) -> Double? {
        var m = MediaTiming()
        m.beginTime = r.begin; m.duration = r.duration; m.speed = r.speed; m.timeOffset = r.offset
        m.repeatCount = r.repeatCount; m.repeatDuration = r.repeatDuration; m.autoreverses = r.autoreverses; m.fillMode = r.fill
        if case .active(let f, _) = m.phase(parentTime: r.t, duration: r.duration, removedOnCompletion: r.removed) { return f }
        return nil
    }

    func testLocalTimeTable() {
        let rows: [Row] = [
            Row(name: "plain middle", t: 0.25, expected: 0.25),
            Row(name: "plain before", t: -0.1, expected: nil),
            Row(name: "plain at end removed", t: 1.0, expected: nil),
            Row(name: "begin delays", begin: 2, t: 2.5, expected: 0.5),
            Row(name: "begin before start", begin: 2, t: 1.9, expected: nil),
            Row(name: "duration 4", duration: 4, t: 1, expected: 0.25),
            Row(name: "speed 2", speed: 2, t: 0.25, expected: 0.5),
            Row(name: "speed 2 ends at 0.5", speed: 2, t: 0.5, expected: nil),
            Row(name: "speed 0.5", speed: 0.5, t: 1.5, expected: 0.75),
            Row(name: "speed with begin", begin: 1, speed: 2, t: 1.2, expected: 0.4),
            Row(name: "timeOffset shifts phase", offset: 0.5, t: 0.25, expected: 0.75),
            Row(name: "timeOffset wraps", offset: 0.5, t: 0.75, expected: 0.25),
            Row(name: "timeOffset keeps active window", offset: 0.5, t: 1.0, expected: nil),
            Row(name: "repeat 3 second iteration", repeatCount: 3, t: 1.25, expected: 0.25),
            Row(name: "repeat 3 ends at 3", repeatCount: 3, t: 3.0, expected: nil),
            Row(name: "repeat 2.5 cuts", repeatCount: 2.5, t: 2.4, expected: 0.4),
            Row(name: "repeat 2.5 over", repeatCount: 2.5, t: 2.6, expected: nil),
            Row(name: "repeat infinite", repeatCount: .infinity, t: 1000.3, expected: 0.3),
            Row(name: "repeatDuration", duration: 1.5, repeatDuration: 5, t: 4.6, expected: (4.6 - 4.5) / 1.5),
            Row(name: "repeatDuration end", duration: 1.5, repeatDuration: 5, t: 5.0, expected: nil),
            Row(name: "autoreverse forward leg", autoreverses: true, t: 0.25, expected: 0.25),
            Row(name: "autoreverse reverse leg", autoreverses: true, t: 1.25, expected: 0.75),
            Row(name: "autoreverse end of period", autoreverses: true, t: 2.0, expected: nil),
            Row(name: "autoreverse + repeat 2", repeatCount: 2, autoreverses: true, t: 3.5, expected: 0.5),
            Row(
                name: "autoreverse + repeat 2.5 (ends forward half)", repeatCount: 2.5, autoreverses: true, fill: .forwards,
                removed: false, t: 10, expected: 1.0),
            Row(
                name: "autoreverse + repeat 4 fill forwards ends at start", repeatCount: 4, autoreverses: true, fill: .forwards,
                removed: false, t: 10, expected: 0.0),
            Row(name: "no autoreverse fill forwards ends at 1", repeatCount: 3, fill: .forwards, removed: false, t: 10, expected: 1.0),
            Row(name: "fractional repeat fill forwards", repeatCount: 1.5, fill: .forwards, removed: false, t: 10, expected: 0.5),
            Row(name: "backwards fill uses timeOffset phase", begin: 2, offset: 0.25, fill: .backwards, t: 0, expected: 0.25),
            Row(name: "both before", begin: 2, fill: .both, t: 1, expected: 0),
            Row(name: "speed 0 freezes at offset", speed: 0, offset: 0.4, t: 100, expected: 0.4),
            Row(name: "negative speed before start is active?", begin: 0, speed: -1, t: 0.5, expected: nil),
            Row(name: "speed 2 + repeat 2 + autoreverse", speed: 2, repeatCount: 2, autoreverses: true, t: 0.75, expected: 0.5),
            Row(
                name: "repeatDuration + autoreverse fill both", duration: 1, repeatDuration: 1.5, autoreverses: true, fill: .both,
                removed: false, t: 9, expected: 0.5),
        ]
        for r in rows {
            let got = phase(r)
            if let e = r.expected {
                XCTAssertNotNil(got, r.name)
                if let g = got { XCTAssertEqual(g, e, accuracy: 1e-9, r.name) }
            } else {
                XCTAssertNil(got, r.name)
            }
        }
    }

    /// fillMode × removedOnCompletion × (before, during, after) — 001/002 §3.3 table.
    func testFillModeRemovedOnCompletionTable() {
        // Animation: begin 1, duration 1. Probes at t = 0.5 (before), 1.5 (during), 3 (after).
        let expected: [FillMode: [Bool: (Double?, Double?, Double?)]] = [
            .removed: [true: (nil, 0.5, nil), false: (nil, 0.5, nil)],
            .backwards: [true: (0, 0.5, nil), false: (0, 0.5, nil)],
            .forwards: [true: (nil, 0.5, nil), false: (nil, 0.5, 1)],
            .both: [true: (0, 0.5, nil), false: (0, 0.5, 1)],
        ]
        for fill in FillMode.allCases {
            for removed in [true, false] {
                let e = expected[fill]![removed]!
                for (t, want) in [(0.5, e.0), (1.5, e.1), (3.0, e.2)] {
                    let got = phase(Row(name: "", begin: 1, fill: fill, removed: removed, t: t))
                    XCTAssertEqual(got, want, "fill \(fill) removed \(removed) t \(t)")
                }
            }
        }
    }

    /// Layer time nests: layer speed doubles its animations; speed 0 + timeOffset scrubs; the
    /// pause/resume recipe of 003 §1.5 is continuous.
    func testLayerTimeNesting() {
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 4)
        child.add(a)
        XCTAssertEqual(child.presentationState(localTime: child.localTime(atGlobal: 1)).opacity, 0.25, accuracy: 1e-12)
        parent.speed = 2
        XCTAssertEqual(child.presentationState(localTime: child.localTime(atGlobal: 1)).opacity, 0.5, accuracy: 1e-12)
        parent.speed = 0; parent.timeOffset = 3
        XCTAssertEqual(child.presentationState(localTime: child.localTime(atGlobal: 100)).opacity, 0.75, accuracy: 1e-12)
        // Pause/resume recipe: paused at media time 15 of a 60 s revolution, resumed at 75.
        let l = Layer()
        l.add(BasicAnimation(keyPath: .rotationZ, from: 0, to: .scalar(2 * Double.pi), duration: 60))
        let pausedAt = l.convertTime(15, from: nil)
        l.timeOffset = pausedAt; l.speed = 0
        XCTAssertEqual(l.localTime(atGlobal: 70), 15, accuracy: 1e-12)
        l.timeOffset = 0; l.beginTime = 75 - pausedAt; l.speed = 1
        XCTAssertEqual(l.localTime(atGlobal: 75), 15, accuracy: 1e-12)
        XCTAssertEqual(l.localTime(atGlobal: 80), 20, accuracy: 1e-12)
        let st = l.presentationState(localTime: l.localTime(atGlobal: 75))
        XCTAssertEqual(TransformParts(st.transform).rz, Double.pi / 2, accuracy: 1e-9)
    }

    /// Top-level duration 0 → 0.25 s; group child duration 0 → the group's duration.
    func testDurationDefaults() {
        let l = Layer()
        l.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1))
        XCTAssertEqual(l.presentationState(localTime: 0.125).opacity, 0.5, accuracy: 1e-12)
        let g = AnimationGroup([BasicAnimation(keyPath: .opacity, from: 0, to: 1)], duration: 4)
        let l2 = Layer(); l2.add(g)
        XCTAssertEqual(l2.presentationState(localTime: 1).opacity, 0.25, accuracy: 1e-12)
    }
}
