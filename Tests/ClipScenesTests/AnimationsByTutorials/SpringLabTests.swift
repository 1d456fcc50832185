import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `spring-lab` (001/002 §2.8): the oscillators, the two pulses and the cut-off spring.
final class SpringLabTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "spring-lab"

    func st(_ name: String, _ t: Double) throws -> LayerState { try XCTUnwrap(Kit.presentation(id, name, at: t), name) }
    func angle(_ name: String, _ t: Double) throws -> Double { TransformParts(try st(name, t).transform).rz }
    func scale(_ name: String, _ t: Double) throws -> Double { TransformParts(try st(name, t).transform).sx }

    /// The ideal pendulum has period 2 s and keeps its ±30°; the damped one follows x(t) of ζ 0.1.
    func testOscillators() throws {
        let a = Double.pi / 6
        XCTAssertEqual(try angle("pendulum1", 0), a, accuracy: 1e-9)
        XCTAssertEqual(try angle("pendulum1", 1), -a, accuracy: 1e-6)
        XCTAssertEqual(try angle("pendulum1", 4), a, accuracy: 1e-6)
        XCTAssertEqual(try angle("pendulum1", 4.5), 0, accuracy: 1e-6)
        let damped = SpringSolver(mass: 1, stiffness: SpringLab.stiffness, damping: SpringLab.dampedDamping)
        XCTAssertEqual(damped.dampingRatio, 0.1, accuracy: 1e-12)
        for t in [0.7, 2.0, 3.3, 5.1] { XCTAssertEqual(try angle("pendulum2", t), a * damped.displacement(at: t), accuracy: 1e-6) }
        XCTAssertLessThan(abs(try angle("pendulum2", 4)), a * 0.35, "the swings have shrunk by 4 s")
        // The marker rides the same curve: at 1 s the ideal one is at the bottom of its plot.
        let plotTop = SpringLab.laneTop + 50, mid = 33.0, amp = 29.0
        XCTAssertEqual(try st("marker1", 1).position.y, plotTop + mid + amp, accuracy: 1e-6)
        XCTAssertEqual(try st("marker1", 3).position.x, 140 + (375 - 160) / 2, accuracy: 1e-6)
    }

    /// Basic pulse: linear 1.25 → 1 in 0.25 s; spring pulse: 1 + 0.25·x(t) with damping 7.5.
    func testPulses() throws {
        let t0 = SpringLab.pulseTimes[0]
        XCTAssertEqual(try scale("basicPulse", t0 + 0.125), 1.125, accuracy: 1e-6)
        XCTAssertEqual(try scale("basicPulse", t0 + 0.3), 1, accuracy: 1e-9)
        let s = SpringSolver(damping: 7.5)
        XCTAssertEqual(try scale("springPulse", t0 + 0.3), 1 + 0.25 * s.displacement(at: 0.3), accuracy: 1e-6)
        XCTAssertLessThan(try scale("springPulse", t0 + 0.3), 0.99, "the spring undershoots")
    }

    /// Damping 2: cut at 0.25 s the pulse stops dead mid-swing; with settlingDuration (6.7 s) it rings on.
    func testCutOffSpring() throws {
        let t0 = SpringLab.pulseTimes[0]
        let s = SpringSolver(damping: 2)
        XCTAssertEqual(s.settlingDuration(), 6.70, accuracy: 0.01)
        XCTAssertEqual(try scale("cutSpring", t0 + 0.2), 1 + 0.25 * s.displacement(at: 0.2), accuracy: 1e-6)
        XCTAssertEqual(try scale("cutSpring", t0 + 0.26), 1, accuracy: 1e-12, "cut off")
        XCTAssertEqual(try scale("fullSpring", t0 + 0.26), 1 + 0.25 * s.displacement(at: 0.26), accuracy: 1e-6)
        XCTAssertGreaterThan(abs(try scale("fullSpring", t0 + 0.26) - 1), 0.1)
    }

    /// At the pulses' start (1.25×) the two fields of a lane keep a clear gap between them and
    /// stay inside the slide (140 pt fields at x 30 and 205 touched edge to edge at 1.25×).
    func testPulsedFieldsKeepApart() throws {
        let t = SpringLab.pulseTimes[0] + 0.001
        func extent(_ name: String) throws -> (Double, Double) {
            let s = try st(name, t)
            let half = s.bounds.width / 2 * TransformParts(s.transform).sx
            XCTAssertGreaterThan(TransformParts(s.transform).sx, 1.24, name)
            return (s.position.x - half, s.position.x + half)
        }
        for (left, right) in [("basicPulse", "springPulse"), ("cutSpring", "fullSpring")] {
            let l = try extent(left), r = try extent(right)
            XCTAssertGreaterThanOrEqual(r.0 - l.1, 24, "\(left) | \(right)")
            XCTAssertGreaterThanOrEqual(l.0, 12)
            XCTAssertLessThanOrEqual(r.1, 375 - 12)
        }
    }
}
