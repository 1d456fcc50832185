import Foundation
import XCTest
@testable import ClipAnimation

/// The engine's top-level CAMediaTiming against Chromium's Web Animations implementation (issue #26).
///
/// `Fixtures/web-animations-oracle.json` holds 300 random timings (seed 26) mapped one to one onto
/// Web Animations (beginTime/speed → start time/playbackRate, duration, autoreverses → alternate with
/// the iterations doubled, repeatCount/repeatDuration → iterations, timeOffset → iterationStart,
/// fillMode + removedOnCompletion → fill, control points → cubic-bezier) and, per sample time,
/// what headless Chromium's `getComputedTiming()` said. `Tests/Browser/web_animations_oracle.py`
/// wrote it; `make test` re-runs Chromium and checks it still says the same. Here every sample is
/// replayed through the engine (a cumulative `BasicAnimation` on a layer, and `MediaTiming.phase`):
///
/// - both in effect (progress non-null) or neither; where one of the `Difference`s applies, the
///   engine side is the query that reproduces Chromium's answer, and every difference must change
///   the outcome of some sample;
/// - in effect: the engine's fraction `f` equals Chromium's directed progress (linear easing) within
///   1e-9; its eased progress lies on the engine's curve between x − 1e-7 and x + 1e-7 (Chromium's
///   cubic-bezier solver stops once |x error| < 1e-7, gfx::CubicBezier's kBezierEpsilon), ±1e-9;
///   the iteration equals `currentIteration` (halved, rounded down, when autoreversing: a WA
///   iteration is one leg);
/// - local time and active duration equal Chromium's within 1 µs;
/// - samples off the boundaries were also evaluated on Chromium's live document timeline (start time
///   and playbackRate set, Chromium computing the current time): same progress and local time.
///
/// Mapping and differences: Sources/ClipAnimation/README.md, "Timing vs Web Animations".
final class WebAnimationsOracleTests: XCTestCase {
    struct Fixture: Decodable {
        let seed: Int
        let chromium: String
        let cases: [Case]
    }
    struct Case: Decodable {
        let id: Int
        let ca: CATiming
        let mapping: String
        let samples: [Sample]
        let chromium: CaseResult
    }
    struct CATiming: Decodable {
        let beginTime, duration, speed, timeOffset, repeatCount, repeatDuration: Double
        let autoreverses: Bool
        let fillMode: String
        let removedOnCompletion: Bool
        let timingFunction: Curve?
    }
    struct Curve: Decodable {
        let name: String?
        let controlPoints: [Double]?
    }
    struct Sample: Decodable {
        let t: Double
        let kind: String
        let chromium: SampleResult
    }
    struct SampleResult: Decodable {
        let progress: Double?
        let linearProgress: Double?
        let currentIteration: Double?
        let localTimeMs: Double
        let live: Live?
    }
    /// The same sample on the live document timeline: start time and playbackRate set, Chromium
    /// computing the current time (start-time mapping, samples off the boundaries).
    struct Live: Decodable {
        let progress: Double?
        let localTimeMs: Double
    }
    struct CaseResult: Decodable { let activeDurationMs: Double }

    /// Where Core Animation and Web Animations disagree by design (Sources/ClipAnimation/README.md,
    /// "Timing vs Web Animations"). Each is stated as the engine query that reproduces what
    /// Chromium computes (`chromiumEquivalent`); the test then compares that query with Chromium in
    /// full (in effect or not, fraction, eased progress, iteration), so a difference is never a
    /// tolerance, and checks that every difference changes the outcome of some sample.
    enum Difference: String, CaseIterable {
        /// speed < 0, e = 0: WA puts the start boundary of an animation playing backwards in its
        /// before phase, so only a backwards fill shows there; CA's active interval is [0, AD)
        /// whatever the speed.
        case reversedStart
        /// speed < 0, e = AD: WA's active phase includes the end when playing backwards (showing
        /// the end value, as a forwards fill would); CA's animation has ended there.
        case reversedEnd
        /// 0 < |e − boundary| ≤ 1 µs, boundary 0 or AD: Chromium snaps a local time within 1 µs of
        /// a phase boundary onto it (TimingCalculations::TimeTolerance), not in the WA spec.
        case chromiumTimeTolerance
        /// The `delay` mapping with a negative delay at a negative local time: WA clamps the
        /// before-active boundary at local time 0 (an effect never starts before its animation's
        /// start time), so the effect is in its before phase, where only a backwards fill shows,
        /// with the active time unclamped (not cut at AD); CA's animation has begun (e ≥ 0).
        case negativeDelayClamp
    }

    /// An engine evaluation: `timing` at parent time `t`.
    struct Query {
        var timing: MediaTiming
        var t: Double
        var removedOnCompletion: Bool
        var inactive = false // not in effect, whatever the timing says

        func run(duration d: Double) -> (f: Double, k: Int)? {
            guard !inactive else { return nil }
            if case .active(let f, let k) = timing.phase(parentTime: t, duration: d, removedOnCompletion: removedOnCompletion) {
                return (f, k)
            }
            return nil
        }
    }

    /// The difference that applies to a sample, and the engine query that gives Chromium's answer.
    func chromiumEquivalent(_ c: Case, _ plain: Query, d: Double) -> (Difference, Query)? {
        let m = plain.timing
        let e = m.elapsed(parentTime: plain.t)
        let ad = m.activeDuration(d)
        var q = plain
        if c.mapping == "delay" && plain.t * m.speed < 0 && e >= 0 {
            if m.fillMode.fillsBackwards {
                q.timing.repeatCount = .infinity; q.timing.repeatDuration = 0
            } else {
                q.inactive = true
            }
            return (.negativeDelayClamp, q)
        }
        if m.speed < 0 && e == 0 {
            q.inactive = !m.fillMode.fillsBackwards
            return (.reversedStart, q)
        }
        if m.speed < 0 && e == ad {
            q.timing.fillMode = m.fillMode.fillsBackwards ? .both : .forwards
            q.removedOnCompletion = false
            return (.reversedEnd, q)
        }
        for boundary in [0, ad] where m.speed > 0 && e != boundary && abs(e - boundary) <= 1e-6 {
            // The same timing with e = boundary exactly: begin 0, speed 1, t = boundary.
            q.timing.beginTime = 0; q.timing.speed = 1; q.t = boundary
            return (.chromiumTimeTolerance, q)
        }
        return nil
    }

    func same(_ a: (f: Double, k: Int)?, _ b: (f: Double, k: Int)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return abs(x.f - y.f) <= 1e-9 && x.k == y.k
        default: return false
        }
    }

    func loadFixture() throws -> Fixture {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/web-animations-oracle", withExtension: "json"))
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(Fixture.self, from: Data(contentsOf: url))
    }

    static let model = 1e6 // position.x of the layer: the value when the animation is not in effect

    func animation(_ ca: CATiming) throws -> BasicAnimation {
        let a = BasicAnimation(keyPath: .positionX, from: 0, to: 1, duration: ca.duration)
        a.beginTime = ca.beginTime; a.speed = ca.speed; a.timeOffset = ca.timeOffset
        a.repeatCount = ca.repeatCount; a.repeatDuration = ca.repeatDuration; a.autoreverses = ca.autoreverses
        a.fillMode = try XCTUnwrap(FillMode(rawValue: ca.fillMode))
        a.isRemovedOnCompletion = ca.removedOnCompletion
        a.isCumulative = true // value = progress + iteration: the layer shows both
        if let name = ca.timingFunction?.name {
            a.timingFunction = TimingFunction(name: try XCTUnwrap(TimingFunction.Name(rawValue: name)))
        } else if let p = ca.timingFunction?.controlPoints {
            a.timingFunction = TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
        }
        return a
    }

    /// Whether Chromium's eased progress `y` lies on `tf` within its solver's x precision.
    func onCurve(_ y: Double, _ tf: TimingFunction, at x: Double) -> Bool {
        let ys = [x - 1e-7, x, x + 1e-7].map { tf.value(at: min(1, max(0, $0))) }
        return y >= ys.min()! - 1e-9 && y <= ys.max()! + 1e-9
    }

    func testEngineAgreesWithChromium() throws {
        let fixture = try loadFixture()
        XCTAssertEqual(fixture.cases.count, 300)
        var samples = 0, inEffect = 0, lives = 0, failures: [String] = []
        var seen: [Difference: Int] = [:], changed: [Difference: Int] = [:]
        for c in fixture.cases {
            let anim = try animation(c.ca)
            let layer = Layer()
            layer.position.x = Self.model
            layer.add(anim)
            let m = anim.timing
            let d = anim.effectiveDuration(groupDuration: nil)
            let tf = anim.timingFunction ?? .linear
            let ad = m.activeDuration(d)
            if !(ad.isInfinite && c.chromium.activeDurationMs.isInfinite) && abs(ad * 1000 - c.chromium.activeDurationMs) > 1e-6 {
                failures.append("case \(c.id): active duration \(ad * 1000) ms, Chromium \(c.chromium.activeDurationMs) ms")
            }
            for s in c.samples {
                samples += 1
                let what = "case \(c.id) \(c.ca) t=\(s.t) (\(s.kind))"
                let cr = s.chromium
                // Local time: e with the start-time mapping; t·speed (e + delay) with the delay mapping.
                let e = m.elapsed(parentTime: s.t)
                let local = c.mapping == "delay" ? e + m.beginTime * m.speed : e
                if abs(local * 1000 - cr.localTimeMs) > 1.001e-3 {
                    failures.append("\(what): local time \(local * 1000) ms, Chromium \(cr.localTimeMs) ms")
                }
                let plain = Query(timing: m, t: s.t, removedOnCompletion: anim.isRemovedOnCompletion)
                let engine = plain.run(duration: d)
                // The layer shows what phase() says: the model value, or progress + iteration.
                let shown = layer.presentationState(localTime: s.t).position.x
                if let (f, k) = engine {
                    if abs(shown - (tf.value(at: f) + Double(k))) > 1e-9 {
                        failures.append("\(what): layer shows \(shown), phase says f \(f) iteration \(k)")
                    }
                } else if shown != Self.model {
                    failures.append("\(what): layer shows \(shown) while phase() is inactive")
                }
                if let live = cr.live {
                    lives += 1
                    let ok: Bool
                    if let (f, _) = engine, let p = live.progress {
                        ok = onCurve(p, tf, at: f)
                    } else {
                        ok = (engine == nil) == (live.progress == nil)
                    }
                    if !ok || abs(e * 1000 - live.localTimeMs) > 1e-6 {
                        failures.append("\(what): engine \(String(describing: engine)) e \(e), Chromium on the live timeline \(live)")
                    }
                }
                var expected = engine
                var note = ""
                if let (diff, q) = chromiumEquivalent(c, plain, d: d) {
                    expected = q.run(duration: d)
                    note = " [\(diff.rawValue)]"
                    seen[diff, default: 0] += 1
                    if !same(expected, engine) { changed[diff, default: 0] += 1 }
                }
                guard let (f, k) = expected, let p = cr.progress, let lp = cr.linearProgress, let ci = cr.currentIteration else {
                    if (expected != nil) != (cr.progress != nil) {
                        failures.append("\(what)\(note): engine \(String(describing: expected)), Chromium \(cr)")
                    }
                    continue
                }
                inEffect += 1
                let iteration = c.ca.autoreverses ? (ci / 2).rounded(.down) : ci
                if abs(f - lp) > 1e-9 || !onCurve(p, tf, at: f) || Double(k) != iteration {
                    failures.append("\(what)\(note): engine f \(f) progress \(tf.value(at: f)) iteration \(k), Chromium \(cr)")
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) disagreements:\n" + failures.prefix(40).joined(separator: "\n"))
        // The fixture exercises what it claims: most samples in effect, and each difference shows.
        XCTAssertGreaterThan(samples, 3000)
        XCTAssertGreaterThan(inEffect, samples / 2)
        XCTAssertGreaterThan(lives, 1500)
        for diff in Difference.allCases {
            XCTAssertGreaterThan(changed[diff, default: 0], 0, "no sample where \(diff) changes the outcome")
        }
        let counts = Difference.allCases.map { "\($0.rawValue) \(changed[$0, default: 0]) of \(seen[$0, default: 0])" }
        print(
            "oracle: \(samples) samples of \(fixture.cases.count) timings, \(inEffect) in effect on both sides, \(lives) also on a live timeline; "
                + "samples a difference by design applies to (outcome changed of applied): " + counts.joined(separator: ", "))
    }
}
