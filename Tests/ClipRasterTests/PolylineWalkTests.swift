import ClipGeometry
import ClipTestSupport
import XCTest

@testable import ClipRaster

/// The polyline feeds of the cell walk (`clip_walk_polyline` for unclipped draws, with
/// `EdgeBuilder.addEdgesInside` writing flattened points straight into a scratch polyline;
/// `clip_walk_polyline_clipped` behind `addLine`'s pending polyline otherwise).
final class PolylineWalkTests: XCTestCase {
    /// A path of several subpaths (closed and left open, one continuing after `close` without a
    /// `move`), lines, quads and cubics, every point inside `width × height`; with `long`, enough
    /// flattened points to fill the scratch polyline (512 points) several times.
    func path(_ rng: inout SplitMix64, width: Int, height: Int, long: Bool) -> Path {
        func pt() -> Point {
            Point(0.5 + Double(rng.next(upperBound: (width - 1) * 256)) / 256, 0.5 + Double(rng.next(upperBound: (height - 1) * 256)) / 256)
        }
        var p = Path()
        for sub in 0..<(1 + rng.next(upperBound: 3)) {
            p.move(to: pt())
            for _ in 0..<((long ? 60 : 3) + rng.next(upperBound: 8)) {
                switch rng.next(upperBound: 4) {
                case 0: p.line(to: pt())
                case 1: p.quad(to: pt(), control: pt())
                default: p.cubic(to: pt(), control1: pt(), control2: pt())
                }
            }
            if sub % 2 == 0 {
                p.close()
                // Drawing on after `close`: `Path` starts the next subpath at this one's first point.
                if rng.next(upperBound: 2) == 0 { p.line(to: pt()); p.cubic(to: pt(), control1: pt(), control2: pt()) }
            }
        }
        return p
    }

    /// Unclipped draws through the scratch polyline give the same pixels, byte for byte, as the
    /// generic edge builder giving the same edges one `addLine` at a time to the clipping path
    /// (the points are inside, so clipping changes nothing), and stay within one level of AGG's exact walk. Paths long enough
    /// to refill the scratch polyline, both fill rules, a band origin.
    func testUnclippedPolylinesMatchSegmentBySegment() {
        var rng = SplitMix64(seed: 0x9011)
        var refills = 0
        for round in 0..<60 {
            let width = 8 + rng.next(upperBound: 200), height = 8 + rng.next(upperBound: 120)
            let originY = round % 3 == 0 ? rng.next(upperBound: 30) : 0
            let long = round % 2 == 0
            let p = path(&rng, width: width, height: height, long: long).applying(AffineTransform(translationX: 0, y: Double(originY)))
            if long && p.flattened().contours.reduce(0, { $0 + $1.points.count }) > 2 * CoverageAccumulator.polyCapacity { refills += 1 }
            let rule: FillRule = round % 4 < 2 ? .nonZero : .evenOdd
            func render(inside: Bool, cWalk: Bool) -> [UInt8] {
                let pm = Pixmap(width: width, height: height)
                for y in 0..<height { for x in 0..<width { pm[x, y] = RGBA8(UInt8(x & 255), UInt8(y & 255), 90, 255) } }
                let acc = CoverageAccumulator()
                acc.cWalk = cWalk
                acc.begin(IntRect(x0: 0, y0: originY, x1: width, y1: originY + height), inside: inside)
                XCTAssertEqual(acc.takesInsidePolylines, inside && cWalk)
                // Not inside: the generic builder, one `addLine` per flattened segment.
                EdgeBuilder.addEdges(path: p, transform: .identity, into: acc)
                let view = pm.view
                var sink = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: originY, color: 0xFF20_A0F0)
                // The buffers own the coverage scratch: kept alive for the sweep.
                let buffers = SpanBuffers(width: width)
                withExtendedLifetime(buffers) { acc.sweepSwift(rule: rule, coverage: buffers.coverage, into: &sink) }
                return pm.bytes
            }
            let fast = render(inside: true, cWalk: true), generic = render(inside: false, cWalk: true)
            let differing = zip(fast, generic).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "round \(round) \(width)×\(height) \(rule): bytes differ from the generic builder's")
            let exact = render(inside: true, cWalk: false)
            var worst = 0
            for k in 0..<fast.count { worst = max(worst, abs(Int(fast[k]) - Int(exact[k]))) }
            XCTAssertLessThanOrEqual(worst, 1, "round \(round): against the exact walk")
        }
        XCTAssertGreaterThan(refills, 10, "the scratch polyline is never refilled")
    }

    /// `addPolyline` (the stroker's outlines) gives the same pixels, byte for byte, as the same
    /// segments given one `addLine` at a time, and clipped draws the same as with every segment
    /// through the clipping path (`clip_walk_polyline_clipped`'s shortcut): unclipped draws, and clipped ones with points
    /// beyond every side of the region (some far, some not finite, some on the bounds of the
    /// points converted without clipping), both fill rules, a band origin.
    func testAddPolylineMatchesAddLine() {
        var rng = SplitMix64(seed: 0xADD9)
        for round in 0..<80 {
            let width = 8 + rng.next(upperBound: 200), height = 8 + rng.next(upperBound: 120)
            let originY = round % 3 == 0 ? rng.next(upperBound: 30) : 0
            let inside = round % 2 == 0
            var xy: [Double] = []
            for _ in 0..<(2 + rng.next(upperBound: 300)) {
                var x = 0.5 + Double(rng.next(upperBound: (width - 1) * 256)) / 256
                var y = Double(originY) + 0.5 + Double(rng.next(upperBound: (height - 1) * 256)) / 256
                if !inside {
                    switch rng.next(upperBound: 16) {
                    case 0: x = -Double(rng.next(upperBound: 40 * 256)) / 256
                    case 1: x += Double(width)
                    case 2: y -= Double(height)
                    case 3: y += Double(rng.next(upperBound: 3 * 256)) / 256 * Double(height)
                    case 4: x = 3e8
                    case 5: y = rng.next(upperBound: 2) == 0 ? .nan : -.infinity
                    // The bounds of the range `clip_walk_polyline_clipped` converts without clipping.
                    case 6: x = rng.next(upperBound: 2) == 0 ? Double(width) : Double(width).nextDown
                    case 7: x = rng.next(upperBound: 2) == 0 ? 0 : -0.0
                    case 8: y = Double(originY + (rng.next(upperBound: 2) == 0 ? -1 : height + 1))
                    case 9: y = Double(originY + (rng.next(upperBound: 2) == 0 ? -1 : height + 1)).nextUp
                    // Within a pixel of the region's sides (clipped there, not clamped).
                    case 10: x = -Double(1 + rng.next(upperBound: 256)) / 256
                    case 11: x = Double(width) + Double(1 + rng.next(upperBound: 256)) / 256
                    default: break
                    }
                }
                xy += [x, y]
            }
            let n = xy.count / 2
            let rule: FillRule = round % 4 < 2 ? .nonZero : .evenOdd
            func render(polyline: Bool, clipsEverySegment: Bool = false) -> [UInt8] {
                let pm = Pixmap(width: width, height: height)
                for y in 0..<height { for x in 0..<width { pm[x, y] = RGBA8(UInt8(x & 255), UInt8(y & 255), 90, 255) } }
                let acc = CoverageAccumulator()
                acc.clipsEverySegment = clipsEverySegment
                acc.begin(IntRect(x0: 0, y0: originY, x1: width, y1: originY + height), inside: inside)
                if polyline {
                    xy.withUnsafeBufferPointer { acc.addPolyline($0.baseAddress!, n) }
                } else {
                    for i in 1..<n { acc.addLine(xy[2 * i - 2], xy[2 * i - 1], xy[2 * i], xy[2 * i + 1]) }
                }
                let view = pm.view
                var sink = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: originY, color: 0xFF20_A0F0)
                let buffers = SpanBuffers(width: width)
                withExtendedLifetime(buffers) { acc.sweepSwift(rule: rule, coverage: buffers.coverage, into: &sink) }
                return pm.bytes
            }
            let a = render(polyline: true), b = render(polyline: false), c = render(polyline: true, clipsEverySegment: true)
            XCTAssertEqual(zip(a, b).filter { $0 != $1 }.count, 0, "round \(round) \(width)×\(height) inside \(inside)")
            XCTAssertEqual(zip(a, c).filter { $0 != $1 }.count, 0, "round \(round): against every segment clipped")
        }
    }
}
