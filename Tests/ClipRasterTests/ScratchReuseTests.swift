import XCTest
import ClipGeometry
@testable import ClipRaster

/// Steady-state reuse of per-canvas scratch state (gradient tables).
final class ScratchReuseTests: XCTestCase {
    func testGradientLUTReusedForEqualStopsAndOpacity() {
        let pm = Pixmap(width: 16, height: 16)
        let canvas = Canvas(pm.view)
        let stops = [GradientStop(0, Color(r: 1, g: 0, b: 0)), GradientStop(1, Color(r: 0, g: 0, b: 1, a: 0.5))]
        let a = canvas.scratch.lut(stops, 1)
        let b = canvas.scratch.lut(stops, 1)
        XCTAssertTrue(a === b)
        let c = canvas.scratch.lut(stops, 0.5)
        XCTAssertFalse(a === c)
        XCTAssertNotEqual(a.table[255], c.table[255])
        var other = stops; other[1].location = 0.9
        XCTAssertFalse(canvas.scratch.lut(other, 1) === a)
        XCTAssertTrue(canvas.scratch.lut(stops, 1) === a)
        // A fresh table has the same contents as the cached one.
        let fresh = GradientLUT(stops: stops, opacity: 1)
        for i in 0..<GradientLUT.size { XCTAssertEqual(fresh.table[i], a.table[i]) }
        // Bounded: many different gradients do not grow the cache without limit.
        let limit = Canvas.Scratch.lutLimit
        for k in 0..<(limit + 40) { _ = canvas.scratch.lut([GradientStop(0, Color(r: Double(k) / 1000, g: 0, b: 0))], 1) }
        XCTAssertLessThanOrEqual(canvas.scratch.luts.count, limit)
        XCTAssertGreaterThan(canvas.scratch.luts.count, 0)
        // NaN never equals itself, so such gradients never hit: still bounded.
        for _ in 0..<(limit + 5) { _ = canvas.scratch.lut(stops, .nan) }
        XCTAssertLessThanOrEqual(canvas.scratch.luts.count, limit)
        // 100 distinct gradients (the benchmark's) all stay cached: the second pass builds nothing.
        canvas.scratch.luts.removeAll()
        let hundred = (0..<100).map { [GradientStop(0, Color(r: Double($0) / 100, g: 0, b: 0)), GradientStop(1, .white)] }
        let first = hundred.map { canvas.scratch.lut($0, 1) }
        for (s, l) in zip(hundred, first) { XCTAssertTrue(canvas.scratch.lut(s, 1) === l) }
    }

    func testRepeatedGradientFillsAreIdentical() {
        let a = Pixmap(width: 40, height: 30), b = Pixmap(width: 40, height: 30)
        let paint = Paint.radialGradient(
            stops: [GradientStop(0, Color(r: 0, g: 1, b: 0, a: 0.8)), GradientStop(1, Color(r: 1, g: 0, b: 1, a: 0.3))],
            center: Point(20, 15), radius: 14)
        var ca = Canvas(a.view)
        ca.fill(circlePath(20, 15, 14), paint: paint)
        var cb = Canvas(b.view)
        cb.fill(circlePath(3, 3, 2), paint: paint) // warms the cache
        b.view.fill(RGBA8(0, 0, 0, 0))
        cb.fill(circlePath(20, 15, 14), paint: paint)
        XCTAssertEqual(a.bytes, b.bytes)
        XCTAssertGreaterThan(alphaSum(a), 0)
    }
}
