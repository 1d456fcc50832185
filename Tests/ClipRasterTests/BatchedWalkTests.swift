import CRasterShims
import ClipTestSupport
import XCTest

@testable import ClipRaster

/// The batched cell walks of the x86-64-v3 and v4 kernels (`ClipKernels.walk_flush`, CRasterWalk.h's
/// `ClipWalkQueue`) against the segment-by-segment walk (`clip_line_walk`): the same polylines
/// through both feeds must give the same cells, marks and row range, bit for bit.
final class BatchedWalkTests: XCTestCase {
    struct Grid {
        var cells: [Int32], bits: [UInt64]
        let cellStride: Int, wordStride: Int
        init(width: Int, height: Int) {
            cellStride = (width + 2 + 7) & ~7
            wordStride = (cellStride / 8 + 63) >> 6
            cells = Array(repeating: 0, count: cellStride * height)
            bits = Array(repeating: 0, count: wordStride * height)
        }
    }

    /// Walks `xy` (x, y interleaved) over a `width × height` region at device row `y0`, unclipped
    /// (`clip_walk_polyline`, points clamped) or clipped (`clip_walk_polyline_clipped`).
    func walk(_ xy: [Double], width: Int, height: Int, y0: Int, clipped: Bool, queue: WalkQueue?) -> (Grid, Int, Int) {
        var g = Grid(width: width, height: height)
        var rowMin = Int.max, rowMax = -1
        g.cells.withUnsafeMutableBufferPointer { c in
            g.bits.withUnsafeMutableBufferPointer { b in
                var f = ClipWalkFrame(
                    grid: ClipWalkGrid(cells: c.baseAddress!, bits: b.baseAddress!, cellStride: g.cellStride, wordStride: g.wordStride),
                    h: height, oy: y0 << 10, ox: 0, limX: Double(width), yLo: Double(y0 - 1), yHi: Double(y0 + height + 1),
                    rowMin: rowMin, rowMax: rowMax)
                xy.withUnsafeBufferPointer { p in
                    if clipped {
                        clip_walk_polyline_clipped(&f, queue?.pointer, p.baseAddress!, xy.count / 2, Double(y0), Double(y0 + height), false)
                    } else {
                        clip_walk_polyline(&f, queue?.pointer, p.baseAddress!, xy.count / 2)
                    }
                }
                rowMin = f.rowMin; rowMax = f.rowMax
            }
        }
        return (g, rowMin, rowMax)
    }

    /// Random polylines: points on cell corners and edges as well as anywhere, short steps (a
    /// flattened curve's) and long diagonals (thousands of records a batch, more than the record
    /// buffer holds), vertical and horizontal runs, regions over 512 cells wide (carry cells that
    /// start the next bitmap word), more segments than the queue holds; clipped polylines also
    /// leave the region on every side, far away (beyond and short of the pre-clip), and hold NaN.
    func testBatchedWalkMatchesSegmentBySegment() throws {
        // Every level whose table batches (x86-64-v3: four lanes, v4: eight) that this CPU runs.
        let levels = [3, 4].filter { clip_kernels_for_level($0)?.pointee.walk_flush != nil }
        guard !levels.isEmpty else { throw XCTSkip("this CPU runs no kernels with a batched walk") }
        for level in levels {
            compareBatchedWalk(WalkQueue(flush: clip_kernels_for_level(level)!.pointee.walk_flush!), level: level)
        }
    }

    /// Every queue length from 1 to 24 segments (partial groups of four and eight lanes), each
    /// segment of a polyline of another kind than its neighbours, so that the lanes of one group
    /// head in different directions and take different numbers of steps: steep and shallow both
    /// ways, through cell corners, across bitmap-word boundaries (a region 1100 cells wide), long
    /// diagonals over the whole region, and ends on its first and last rows.
    func testBatchedWalkEveryQueueLength() throws {
        let levels = [3, 4].filter { clip_kernels_for_level($0)?.pointee.walk_flush != nil }
        guard !levels.isEmpty else { throw XCTSkip("this CPU runs no kernels with a batched walk") }
        let width = 1100, height = 48
        for level in levels {
            let queue = WalkQueue(flush: clip_kernels_for_level(level)!.pointee.walk_flush!)
            var rng = SplitMix64(seed: 0x8_1A4E)
            for count in 1...24 {
                for variant in 0..<6 {
                    var x = Double(rng.next(upperBound: width)), y = Double(rng.next(upperBound: height))
                    var xy = [x, y]
                    func r(_ n: Int) -> Double { Double(rng.next(upperBound: n)) }
                    for k in 0..<count {
                        switch (k + variant) % 7 {
                        case 0: // steep, to the first or last row's edge
                            x += r(3) - 1 + 0.37; y = y < Double(height) / 2 ? Double(height) : 0
                        case 1: // shallow, across 512-cell words
                            x = x < Double(width) / 2 ? x + 700 + r(90) / 8 : x - 700 - r(90) / 8; y += r(5) - 2 + 0.5
                        case 2: x = x.rounded(.down) + r(9) - 4; y = y.rounded(.down) + r(9) - 4 // corner to corner
                        case 3: x += (r(2049) - 1024) / 1024; y += (r(2049) - 1024) / 1024 // short
                        case 4: x = Double(width) - x; y = Double(height) - y // a long diagonal
                        case 5: x = 511 + r(3); y += r(7) - 3 + 0.25 // onto the carry cell starting a word
                        default: x += r(40) - 20; y += r(40) - 20
                        }
                        x = min(max(x, 0), Double(width)); y = min(max(y, 0), Double(height))
                        if y == xy[xy.count - 1] { y += y < Double(height) ? 0.5 : -0.5 } // not horizontal: queued
                        xy += [x, y]
                    }
                    let (a, aMin, aMax) = walk(xy, width: width, height: height, y0: 0, clipped: false, queue: nil)
                    let (b, bMin, bMax) = walk(xy, width: width, height: height, y0: 0, clipped: false, queue: queue)
                    let label = "level \(level), \(count) segments, variant \(variant)"
                    XCTAssertEqual(zip(a.cells, b.cells).filter { $0 != $1 }.count, 0, "\(label): cells differ")
                    XCTAssertEqual(zip(a.bits, b.bits).filter { $0 != $1 }.count, 0, "\(label): marks differ")
                    XCTAssertEqual(aMin, bMin, label)
                    XCTAssertEqual(aMax, bMax, label)
                }
            }
        }
    }

    /// The polylines of `testBatchedWalkMatchesSegmentBySegment` through `queue` (the walk of
    /// kernel level `level`) and segment by segment.
    func compareBatchedWalk(_ queue: WalkQueue, level: Int) {
        var rng = SplitMix64(seed: 0xBA7C)
        var totalSegments = 0
        for round in 0..<160 {
            let width = round % 4 == 0 ? 500 + rng.next(upperBound: 700) : 4 + rng.next(upperBound: 300)
            let height = 2 + rng.next(upperBound: round % 3 == 0 ? 400 : 60)
            let y0 = round % 5 == 0 ? rng.next(upperBound: 40) : 0
            let clipped = round % 2 == 1
            let count = 2 + rng.next(upperBound: round % 8 == 0 ? 1400 : 120)
            func coordinate(_ extent: Int, _ origin: Int) -> Double {
                let lo = clipped ? -extent / 4 : 0, hi = clipped ? extent + extent / 4 : extent
                let v = Double(origin + lo) + Double(rng.next(upperBound: (hi - lo) * 4096)) / 4096
                switch rng.next(upperBound: 6) {
                case 0: return v.rounded(.down) // a cell boundary
                case 1: return (v * 1024).rounded() / 1024 // exact in fixed point
                default: return v
                }
            }
            var xy: [Double] = []
            var x = coordinate(width, 0), y = coordinate(height, y0)
            for _ in 0..<count {
                xy += [x, y]
                switch rng.next(upperBound: 10) {
                case 0: y = coordinate(height, y0) // vertical
                case 1: x = coordinate(width, 0) // horizontal
                case 2, 3: x = coordinate(width, 0); y = coordinate(height, y0) // anywhere
                default: // a short step
                    x += Double(Int(rng.next(upperBound: 8193)) - 4096) / 1024
                    y += Double(Int(rng.next(upperBound: 8193)) - 4096) / 1024
                    if !clipped { x = min(max(x, 0), Double(width)); y = min(max(y, Double(y0)), Double(y0 + height)) }
                }
                if clipped && rng.next(upperBound: 40) == 0 { x = rng.next(upperBound: 2) == 0 ? 1e9 : -3e8 }
                if clipped && rng.next(upperBound: 60) == 0 { y = .nan }
                // Far: beyond the pre-clip (10⁷), or short of it (dy beyond 32 bits in fixed point).
                if clipped && rng.next(upperBound: 60) == 0 { y = Double(y0) + [-5e8, 5e8, -9e6, 9e6][rng.next(upperBound: 4)] }
            }
            totalSegments += count - 1
            let (a, aMin, aMax) = walk(xy, width: width, height: height, y0: y0, clipped: clipped, queue: nil)
            let (b, bMin, bMax) = walk(xy, width: width, height: height, y0: y0, clipped: clipped, queue: queue)
            XCTAssertEqual(queue.pointer.pointee.count, 0, "level \(level) round \(round): segments left in the queue")
            let cellDiffs = zip(a.cells, b.cells).filter { $0 != $1 }.count
            let wordDiffs = zip(a.bits, b.bits).filter { $0 != $1 }.count
            XCTAssertEqual(cellDiffs, 0, "level \(level) round \(round) \(width)×\(height) clipped \(clipped): cells differ")
            XCTAssertEqual(wordDiffs, 0, "level \(level) round \(round) \(width)×\(height) clipped \(clipped): marks differ")
            XCTAssertEqual(aMin, bMin, "level \(level) round \(round): row range")
            XCTAssertEqual(aMax, bMax, "level \(level) round \(round): row range")
            XCTAssertGreaterThan(a.cells.reduce(0) { $0 | Int($1 != 0 ? 1 : 0) }, 0, "level \(level) round \(round): nothing walked")
        }
        XCTAssertGreaterThan(totalSegments, 20_000, "level \(level)")
    }
}
