import XCTest
import ClipGeometry
@testable import ClipAnimation

/// `paced` and `cubicPaced` keyframes move at constant speed over the whole animation
/// (Core Animation: "keyTimes and timingFunctions are ignored; the animation is paced (constant
/// velocity) along a Catmull-Rom spline through the values" for kCAAnimationCubicPaced), with no
/// speed jump at the values, and still pass through every value.
final class PacedKeyframeTests: XCTestCase {
    /// A zig-zag with sharp turns and uneven legs (10 … 212 pt), so a per-segment timing shows.
    let points = [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100), Point(50, 200), Point(60, 190)]

    func value(_ mode: CalculationMode, _ u: Double) -> Point {
        guard
            case .point(let p) = KeyframeAnimation.evaluate(
                values: points.map { .point($0) }, u: u, mode: mode, keyTimes: [0, 0.1, 0.2, 0.3, 0.4, 1],
                timingFunctions: nil)
        else { fatalError("not a point") }
        return p
    }

    /// The Catmull-Rom spline of `points` (uniform, end points doubled), written here as cubic
    /// Hermite segments with tangents (p[i+1] − p[i−1])/2, independently of the engine.
    func hermite(_ i: Int, _ t: Double) -> Point {
        let n = points.count
        let p1 = points[i], p2 = points[i + 1]
        let m1 = (points[min(n - 1, i + 1)] - points[max(0, i - 1)]) * 0.5
        let m2 = (points[min(n - 1, i + 2)] - points[i]) * 0.5
        let t2 = t * t, t3 = t2 * t
        return p1 * (2 * t3 - 3 * t2 + 1) + m1 * (t3 - 2 * t2 + t) + p2 * (-2 * t3 + 3 * t2) + m2 * (t3 - t2)
    }

    /// The path length covered in each of 1000 equal time steps: all within 0.1 % of their mean.
    /// `length(u0, u1)` measures one step along the path.
    func assertConstantSpeed(
        _ mode: CalculationMode, length: (Double, Double) -> Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        let n = 1000
        let steps = (0..<n).map { length(Double($0) / Double(n), Double($0 + 1) / Double(n)) }
        let mean = steps.reduce(0, +) / Double(steps.count)
        let worst = steps.map { abs($0 - mean) / mean }.max()!
        XCTAssertLessThan(worst, 1e-3, "\(mode): step lengths vary by \(worst) of the mean", file: file, line: line)
    }

    /// A step along a smooth curve: 8 chords (the curve is C¹, so they follow it closely).
    func chords(_ mode: CalculationMode) -> (Double, Double) -> Double {
        { u0, u1 in
            (0..<8).reduce(0) { sum, k in
                let a = u0 + (u1 - u0) * Double(k) / 8, b = u0 + (u1 - u0) * Double(k + 1) / 8
                return sum + self.value(mode, a).distance(to: self.value(mode, b))
            }
        }
    }

    /// Distance from the first point along the polyline through `points` to `p` (on it).
    func alongPolyline(_ p: Point) -> Double {
        var travelled = 0.0, best = (gap: Double.infinity, s: 0.0)
        for (a, b) in zip(points, points.dropFirst()) {
            let leg = b - a, len = a.distance(to: b)
            let t = min(max(((p.x - a.x) * leg.x + (p.y - a.y) * leg.y) / (len * len), 0), 1)
            let gap = p.distance(to: a + leg * t)
            if gap < best.gap - 1e-9 { best = (gap, travelled + t * len) }
            travelled += len
        }
        XCTAssertLessThan(best.gap, 1e-9, "\(p) is off the polyline")
        return best.s
    }

    func testCubicPacedHasConstantSpeedAcrossKnots() {
        assertConstantSpeed(.cubicPaced, length: chords(.cubicPaced))
        // keyTimes are ignored: the same with none.
        let withNone = KeyframeAnimation.evaluate(
            values: points.map { .point($0) }, u: 0.37, mode: .cubicPaced, keyTimes: nil, timingFunctions: nil)
        XCTAssertEqual(withNone, .point(value(.cubicPaced, 0.37)))
    }

    func testPacedHasConstantSpeedAcrossKnots() {
        assertConstantSpeed(.paced) { self.alongPolyline(self.value(.paced, $1)) - self.alongPolyline(self.value(.paced, $0)) }
    }

    /// cubicPaced runs along the Catmull-Rom spline and reaches each value when the distance
    /// travelled along the spline (measured here on a 20 000-point polyline per segment) says so.
    func testCubicPacedPassesThroughEveryValueOnTheSpline() {
        XCTAssertEqual(value(.cubicPaced, 0), points[0])
        XCTAssertEqual(value(.cubicPaced, 1), points[points.count - 1])
        var lengths: [Double] = []
        for i in 0..<(points.count - 1) {
            var len = 0.0, prev = hermite(i, 0)
            for k in 1...20_000 {
                let p = hermite(i, Double(k) / 20_000)
                len += p.distance(to: prev); prev = p
            }
            lengths.append(len)
        }
        let total = lengths.reduce(0, +)
        var travelled = 0.0
        for i in 1..<(points.count - 1) {
            travelled += lengths[i - 1]
            let p = value(.cubicPaced, travelled / total)
            XCTAssertEqual(p.distance(to: points[i]), 0, accuracy: 1e-3, "value \(i): \(p)")
        }
        // Between the values the point lies on the segment's curve.
        for u in stride(from: 0.05, to: 1, by: 0.1) {
            let p = value(.cubicPaced, u)
            var best = Double.infinity
            for i in 0..<(points.count - 1) {
                for k in 0...4000 { best = min(best, p.distance(to: hermite(i, Double(k) / 4000))) }
            }
            XCTAssertLessThan(best, 0.05, "u \(u): \(p) is off the spline")
        }
    }

    /// paced (linear) reaches value i when the straight-line distance travelled says so.
    func testPacedReachesEveryValueAtItsDistance() {
        let legs = zip(points.dropFirst(), points).map { $0.distance(to: $1) }
        let total = legs.reduce(0, +)
        var travelled = 0.0
        for i in 1..<points.count {
            travelled += legs[i - 1]
            XCTAssertEqual(value(.paced, travelled / total).distance(to: points[i]), 0, accuracy: 1e-9)
        }
    }

    /// One-dimensional, monotone values (keyframe-calc-modes' 150, 220, 320, 420): the spline's
    /// arc length is the value change, so cubicPaced is linear in time, like paced.
    func testCubicPacedScalarsAreLinearInTime() {
        let values: [AnimValue] = [150, 220, 320, 420].map { .scalar($0) }
        for k in 0...80 {
            let u = Double(k) / 80
            let v = KeyframeAnimation.evaluate(values: values, u: u, mode: .cubicPaced, keyTimes: nil, timingFunctions: nil)
            XCTAssertEqual(v.scalar ?? .nan, 150 + 270 * u, accuracy: 1e-6, "u \(u)")
        }
    }
}
