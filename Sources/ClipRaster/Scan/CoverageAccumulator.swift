import CRasterShims
import ClipGeometry
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exact-area coverage accumulation (the anti-aliasing core), as in AGG, FreeType's gray
/// rasterizer, font-rs and Blend2D.
///
/// Every line segment adds, to each pixel cell it crosses, its signed height `cover` (dy) and
/// `area` (dy × (x_enter + x_exit)), in fixed point with `Fx.one` subpixels. The coverage of pixel
/// x is `|Σ_{x' ≤ x} cover(x')·2·one − area(x)|`: the area of the (fixed-point) polygon inside the
/// pixel. The product's walk (`clip_line_walk`, CRasterWalk.h) steps from cell to cell, exact in
/// which cells it visits and in each row's cover, and rounds where a segment crosses a cell's side
/// (areas within 1/1024 of a pixel); the row-by-row walk below is exact, the tests' reference.
/// Each cell stores one `Int32` so that this is a plain prefix sum along the row:
/// a contribution adds `cover·2·one − area` to cell x and `area` to cell x + 1 (as in font-rs and
/// Blend2D), which the sweep turns into coverage eight cells at a time with SIMD.
///
/// Cells are stored densely for the draw's clipped bounding box; a bitmap marks touched groups of
/// eight cells, so both the sweep and the reset cost O(touched groups + runs), not O(box area).
/// Untouched stretches become constant runs.
///
/// Guarantees between draws: every cell and bitmap word is zero (the sweep re-zeroes what it reads).
/// Limits: prefix sums are `Int32`, so nonzero winding numbers beyond ±1023 at one pixel wrap
/// (even-odd is exact for any winding: it only needs the sum modulo 2²²).
/// Cost: O(segments × cells crossed) to accumulate, O(touched groups + rows × width/512) to sweep.
final class CoverageAccumulator {
    /// Cells per bitmap bit (one SIMD vector of coverage).
    static let group = 8

    private var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity = 0
    private var bits: UnsafeMutablePointer<UInt64>
    private var bitCapacity = 0
    /// Region being accumulated, in device pixels.
    private(set) var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var cellStride = 0
    private var wordStride = 0
    private var rowMin = Int.max
    private var rowMax = -1
    /// Region width in pixels (as Double, for clamping x).
    private var limX = 0.0
    /// Whether every point of this draw lies inside the region (the caller checked its bounds):
    /// `addLine` then only clamps, instead of clipping.
    private var inside = false
    /// Row range one pixel beyond the region (device), for clamping y in the inside path.
    private var yLo = 0.0, yHi = 0.0
    /// Whether segments go through the cell walk (`clip_line_walk`, CRasterWalk.h), the product's only
    /// walk, at every kernel level; off, through the exact row-by-row walk below (AGG's), the
    /// reference the tests compare the cell walk with (within one level of coverage).
    var cWalk = true
    /// Tests only: clipped draws take every segment through the clipping path, even those between
    /// points inside the region, which `clip_walk_polyline_clipped` converts without it (the same cells).
    var clipsEverySegment = false
    /// Points of unclipped (`inside`) segments waiting for the C walk, as one polyline (x, y
    /// interleaved): consecutive segments share their end points, so each point is converted to
    /// fixed point once and the walk runs in one C loop (`clip_walk_polyline`) instead of one
    /// Swift call per segment. Walked when full, when a segment does not continue the polyline,
    /// and before every sweep; the cells do not depend on the order segments are added in.
    private let poly: UnsafeMutablePointer<Double>
    private var polyCount = 0
    static let polyCapacity = 512
    /// Scratch for `EdgeBuilder`'s unclipped fills (a subpath's points, x, y interleaved, at most
    /// `polyCapacity` at a time, walked with `walkInside`) and for `StrokeEdges`' outlines (given
    /// to `addPolyline`).
    let points: UnsafeMutablePointer<Double>
    /// The batched walk's queue when the kernels chosen at start-up have one (x86-64-v3, v4); nil
    /// walks each segment at once. The same cells either way.
    private let queue = clip_kernels()?.pointee.walk_flush.map(WalkQueue.init)

    init() {
        cells = Self.zeroed(Int32.self, 8)
        bits = Self.zeroed(UInt64.self, 1)
        poly = Self.zeroed(Double.self, 2 * Self.polyCapacity)
        points = Self.zeroed(Double.self, 2 * Self.polyCapacity)
    }
    deinit { free(cells); free(bits); free(poly); free(points) }

    /// Whether segments of this draw may be given as polylines to `walkInside`: every point is
    /// inside the region (`begin(_:inside:)`) and the product's walk is on.
    var takesInsidePolylines: Bool { inside && cWalk }

    /// Adds the segments `xy[0] → xy[1] → … → xy[n − 1]` (points as x, y pairs; n ≥ 2) of a draw
    /// that `takesInsidePolylines`: the same cells as `addLine` for each segment.
    func walkInside(_ xy: UnsafePointer<Double>, _ n: Int) {
        var f = frame()
        clip_walk_polyline(&f, queue?.pointer, xy, n)
        rowMin = f.rowMin; rowMax = f.rowMax
    }

    /// Adds the segments `xy[0] → xy[1] → … → xy[n − 1]` (points as x, y pairs; n ≥ 2) of the
    /// current draw, inside the region or not: the same cells as `addLine` for each segment (walked
    /// at once, as `walkPolyline` walks the pending polyline; with `cWalk` off, `addLine` itself).
    /// `xy` may be `points`.
    func addPolyline(_ xy: UnsafePointer<Double>, _ n: Int) {
        guard cWalk else {
            for i in 1..<n { addLine(xy[2 * i - 2], xy[2 * i - 1], xy[2 * i], xy[2 * i + 1]) }
            return
        }
        walkC(xy, n)
    }

    /// Walks the polyline `xy` (n points) in C: clamping when `inside`, clipping otherwise.
    @inline(__always) private func walkC(_ xy: UnsafePointer<Double>, _ n: Int) {
        var f = frame()
        if inside {
            clip_walk_polyline(&f, queue?.pointer, xy, n)
        } else {
            clip_walk_polyline_clipped(&f, queue?.pointer, xy, n, Double(region.y0), Double(region.y1), clipsEverySegment)
        }
        rowMin = f.rowMin; rowMax = f.rowMax
    }

    @inline(__always) private func frame() -> ClipWalkFrame {
        ClipWalkFrame(
            grid: ClipWalkGrid(cells: cells, bits: bits, cellStride: cellStride, wordStride: wordStride),
            h: region.height, oy: region.y0 << Fx.shift, ox: Double(region.x0), limX: limX, yLo: yLo, yHi: yHi,
            rowMin: rowMin, rowMax: rowMax)
    }

    /// Zero-filled storage from `calloc`: large blocks come from fresh zero pages, so a canvas
    /// created per frame pays only for the cells it touches, not for zeroing the whole box.
    static func zeroed<T>(_: T.Type, _ n: Int) -> UnsafeMutablePointer<T> {
        guard let p = calloc(max(1, n), MemoryLayout<T>.stride) else { fatalError("CoverageAccumulator: out of memory") }
        return p.assumingMemoryBound(to: T.self)
    }

    /// Starts a draw over `r` (non-empty). Cells are already zero. `inside`: every point the draw
    /// will add is finite and within `r` (its bounds were not clipped), so segments need no clipping.
    func begin(_ r: IntRect, inside: Bool = false) {
        region = r
        self.inside = inside
        yLo = Double(r.y0 - 1); yHi = Double(r.y1 + 1)
        // +2: a sentinel column for edges on the right border and the carry cell after it;
        // rounded up to whole groups so the sweep reads full vectors.
        cellStride = (r.width + 2 + Self.group - 1) & ~(Self.group - 1)
        wordStride = (cellStride / Self.group + 63) >> 6
        let nc = cellStride * r.height, nb = wordStride * r.height
        if nc > cellCapacity {
            free(cells)
            cellCapacity = max(nc, cellCapacity * 3 / 2)
            cells = Self.zeroed(Int32.self, cellCapacity)
        }
        if nb > bitCapacity {
            free(bits)
            bitCapacity = max(nb, bitCapacity * 3 / 2)
            bits = Self.zeroed(UInt64.self, bitCapacity)
        }
        rowMin = Int.max; rowMax = -1
        limX = Double(r.width)
        polyCount = 0
    }

    // MARK: - Adding lines (device coordinates, clipped here)

    /// Adds the segment (x1, y1) → (x2, y2) in device pixels. Parts above/below the region are
    /// skipped row by row inside the fixed-point walk (so a segment rasterizes bit-identically
    /// whatever band of rows is being rendered), parts left of the region become vertical segments
    /// on its left border (they still cover everything to their right), parts right of it are
    /// dropped. Non-finite input is skipped; huge coordinates are pre-clipped in floating point.
    ///
    /// With `cWalk` (the product) the segment joins the pending polyline and is walked later, in C
    /// (`clip_walk_polyline` / `clip_walk_polyline_clipped`: the two paths below, operation for
    /// operation, then `clip_line_walk`); the Swift paths below feed the exact reference walk.
    @inline(__always)
    func addLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        if cWalk {
            let n = polyCount
            if n > 0 && n < Self.polyCapacity && poly[2 * n - 2] == x1 && poly[2 * n - 1] == y1 {
                poly[2 * n] = x2; poly[2 * n + 1] = y2
                polyCount = n + 1
            } else {
                if n > 1 { walkPolyline() }
                poly[0] = x1; poly[1] = y1; poly[2] = x2; poly[3] = y2
                polyCount = 2
            }
            return
        }
        if inside {
            // Unclipped draw: clamping keeps even a stray rounding (or a NaN) inside the cells,
            // and matches clipping for every point within the region.
            let s = Double(Fx.one), ox = Double(region.x0), lo = yLo, hi = yHi
            @inline(__always) func fy(_ v: Double) -> Int { roundToInt((v > lo ? (v < hi ? v : hi) : lo) * s) }
            let oy = region.y0 << Fx.shift
            let ya = fy(y1) &- oy, yb = fy(y2) &- oy
            if ya == yb { return }
            line(fxClamped(x1 - ox), ya, fxClamped(x2 - ox), yb)
            return
        }
        var ax = x1 - Double(region.x0), ay = y1
        var bx = x2 - Double(region.x0), by = y2
        let top = Double(region.y0), bottom = Double(region.y1), w = limX
        // Rejects NaN as well: every comparison with NaN is false.
        guard ay != by, ay > top || by > top, ay < bottom || by < bottom, ax < w || bx < w else { return }
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        let big = 1e7
        if !(ay > -big && ay < big && by > -big && by < big && ax > -big && ax < big && bx > -big && bx < big) {
            // Pre-clip to a guard band around the region so fixed point cannot overflow.
            let lo = top - 2, hi = bottom + 2
            let k = (bx - ax) / (by - ay)
            if ay < lo { ax += (lo - ay) * k; ay = lo } else if ay > hi { ax += (hi - ay) * k; ay = hi }
            if by < lo { bx += (lo - by) * k; by = lo } else if by > hi { bx += (hi - by) * k; by = hi }
            guard ax.isFinite, bx.isFinite, ay != by else { return }
            let m = 1e9
            ax = max(-m, min(m, ax)); bx = max(-m, min(m, bx))
        }
        // Left border: split where the segment crosses x = 0.
        if ax < 0 || bx < 0 {
            if ax <= 0 && bx <= 0 { lineFx(0, ay, 0, by); return }
            let ym = ay + (0 - ax) * (by - ay) / (bx - ax)
            if ax < 0 { lineFx(0, ay, 0, ym); ax = 0; ay = ym } else { lineFx(0, ym, 0, by); bx = 0; by = ym }
        }
        // Right border: drop the part beyond x = w.
        if ax > w || bx > w {
            let ym = ay + (w - ax) * (by - ay) / (bx - ax)
            if ax > w { ax = w; ay = ym } else { bx = w; by = ym }
        }
        lineFx(ax, ay, bx, by)
    }

    /// Walks the pending polyline (`poly`) and empties it: the paths below (clamping when `inside`,
    /// clipping otherwise) for each of its segments, in C.
    private func walkPolyline() {
        walkC(poly, polyCount)
        polyCount = 0
    }

    /// Walks any pending segments (before the cells are read).
    @inline(__always) private func flush() {
        if polyCount > 1 { walkPolyline() }
    }

    /// Converts a horizontally clipped segment (x region-relative, y device) to fixed point
    /// (y relative to the region's first row, exact since the region origin is an integer).
    @inline(__always)
    private func lineFx(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let s = Double(Fx.one)
        let oy = region.y0 << Fx.shift
        let y1 = roundToInt(ay * s) - oy, y2 = roundToInt(by * s) - oy
        if y1 == y2 { return }
        line(fxClamped(ax), y1, fxClamped(bx), y2)
    }

    /// A region-relative x in fixed point, clamped to 0...width (NaN → 0).
    @inline(__always) private func fxClamped(_ v: Double) -> Int {
        let c = v > 0 ? (v < limX ? v : limX) : 0
        return roundToIntNonNegative(c * Double(Fx.one))
    }

    /// The cell storage as plain values: the walk below works on a copy, so stores through the
    /// cell pointers cannot force reloads of the class's fields (they could alias, as far as the
    /// optimiser knows).
    struct Grid {
        let cells: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        let cellStride: Int
        let wordStride: Int
        /// Adds a contribution to cell `ex` of a row: `cover·2·one − area` there, `area` to the next
        /// cell (so the row's prefix sum is the exact coverage). The caller marks the groups.
        @inline(__always) func add(_ row: UnsafeMutablePointer<Int32>, _ ex: Int, _ cover: Int, _ area: Int) {
            row[ex] &+= Int32(truncatingIfNeeded: (cover &<< (Fx.shift + 1)) &- area)
            row[ex + 1] &+= Int32(truncatingIfNeeded: area)
        }
        /// Marks the groups holding cells `lo...hi` of row `ey` as touched.
        @inline(__always) func mark(_ ey: Int, _ lo: Int, _ hi: Int) {
            let row = bits + ey &* wordStride
            var g = lo >> 3
            let g1 = hi >> 3
            row[g >> 6] |= 1 &<< UInt64(g & 63)
            while g < g1 { g &+= 1; row[g >> 6] |= 1 &<< UInt64(g & 63) }
        }
    }

    /// `(floor(n / d), n − floor(n / d)·d)` for `d > 0`.
    @inline(__always) private static func floorDivMod(_ n: Int, _ d: Int) -> (Int, Int) {
        var q = n / d, r = n % d
        if r < 0 { q -= 1; r += d }
        return (q, r)
    }

    /// Adds a fixed-point segment through the exact walk below: the reference (`cWalk` off, tests
    /// only) that the product's cell walk (`clip_walk_fixed` → `clip_line_walk`) is compared with.
    ///
    /// The exact walk visits the rows a fixed-point segment crosses (AGG's `render_line`, as a DDA whose
    /// x at each row boundary is `x1 + floor((boundary − y1)·dx / dy)`), visiting only rows inside
    /// the region: the state at the first visible boundary is computed with one division, so
    /// clipped and unclipped walks produce the same cells.
    ///
    /// Arithmetic after the setup is wrapping (`&+`…): every value is bounded by the segment's
    /// clipped endpoints (x in 0...width·one), so nothing can overflow, and the overflow checks
    /// only cost registers in this loop. The one product that could overflow (a row boundary's
    /// distance × dx, on absurd inputs) stays checked.
    private func line(_ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
        let one = Fx.one, mask = Fx.mask, sh = Fx.shift
        let g = Grid(cells: cells, bits: bits, cellStride: cellStride, wordStride: wordStride)
        let h = region.height
        if max(y1, y2) <= 0 || min(y1, y2) >= h << sh { return }
        let ey1 = y1 >> sh, ey2 = y2 >> sh
        let fy1 = y1 & mask, fy2 = y2 & mask
        let lo = max(min(ey1, ey2), 0), hi = min(max(ey1, ey2), h &- 1)
        if lo < rowMin { rowMin = lo }
        if hi > rowMax { rowMax = hi }
        let dx = x2 &- x1
        if dx == 0 && ey1 != ey2 {
            // Vertical: one cell per row, the same column (and groups) on every row.
            let ex = x1 >> sh, twoFx = (x1 &- (ex << sh)) << 1
            @inline(__always) func touch(_ r: Int, _ cover: Int) {
                g.add(g.cells + r &* g.cellStride, ex, cover, twoFx &* cover)
                g.mark(r, ex, ex &+ 1)
            }
            if y1 < y2 {
                if ey1 >= 0 { touch(ey1, one &- fy1) }
                var r = max(ey1 &+ 1, 0)
                let end = min(ey2, h)
                while r < end { touch(r, one); r &+= 1 }
                if ey2 < h && fy2 != 0 { touch(ey2, fy2) }
            } else {
                if ey1 < h && fy1 != 0 { touch(ey1, 0 &- fy1) }
                var r = min(ey1 &- 1, h &- 1)
                let end = max(ey2, -1)
                while r > end { touch(r, 0 &- one); r &-= 1 }
                if ey2 >= 0 { touch(ey2, fy2 &- one) }
            }
            return
        }
        if y1 < y2 { Self.walk(g, Down.self, x1, y1, x2, y2, lo, hi) } else { Self.walk(g, Up.self, x1, y1, x2, y2, lo, hi) }
    }

    /// The direction of a walk, as types, so each direction is its own specialised loop.
    private protocol Direction {
        /// Row step, and the sub-row y where a row is entered and left.
        static var step: Int { get }
        static var yEnter: Int { get }
        static var yExit: Int { get }
    }
    private enum Down: Direction { static let step = 1, yEnter = 0, yExit = Fx.one }
    private enum Up: Direction { static let step = -1, yEnter = Fx.one, yExit = 0 }

    /// Exact DDA over row boundaries: x(k) = x1 + floor(|k·one − y1|·dx / |dy|), rows `lo...hi`
    /// only. The first visible boundary costs one division, the step `lift`/`rem` one more (only
    /// for segments crossing three rows or more). Interior rows are entered and left at constant
    /// sub-row y, so their `hline` is specialised; the loop keeps its state in registers.
    @inline(__always)
    private static func walk<D: Direction>(_ g: Grid, _: D.Type, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, _ lo: Int, _ hi: Int) {
        let one = Fx.one, mask = Fx.mask, sh = Fx.shift
        let down = D.step > 0
        let ey1 = y1 >> sh, ey2 = y2 >> sh
        let dx = x2 &- x1
        let ady = down ? y2 &- y1 : y1 &- y2
        @inline(__always) func boundary(_ k: Int) -> (Int, Int) {
            floorDivMod((down ? (k << sh) &- y1 : y1 &- (k << sh)) * dx, ady)
        }
        var r = down ? lo : hi
        let last = down ? hi : lo
        var xa: Int, ya: Int
        if r == ey1 {
            xa = x1; ya = y1 & mask
        } else {
            // Entering the region mid-line: x at the region's edge boundary.
            xa = x1 &+ boundary(down ? r : r &+ 1).0; ya = D.yEnter
        }
        if r == ey2 { hline(g, r, xa, ya, x2, y2 & mask); return }
        // Leaving the first row.
        var (q, m) = boundary(down ? r &+ 1 : r)
        var xb = x1 &+ q
        hline(g, r, xa, ya, xb, D.yExit)
        if r == last { return }
        r &+= D.step
        xa = xb
        if r != ey2 {
            // Interior rows: whole rows, one DDA step each.
            let (lift, rem) = floorDivMod(one &* dx, ady)
            while true {
                q &+= lift; m &+= rem
                if m >= ady { m &-= ady; q &+= 1 }
                xb = x1 &+ q
                hline(g, r, xa, D.yEnter, xb, D.yExit)
                if r == last { return }
                r &+= D.step
                xa = xb
                if r == ey2 { break }
            }
        }
        hline(g, r, xa, D.yEnter, x2, y2 & mask)
    }

    /// AGG's `render_hline`: one row, from (x1, fy1) to (x2, fy2), fy in 0...one. All values are
    /// within one row: |p| ≤ 2²¹, so the divisions are 32-bit.
    @inline(__always)
    private static func hline(_ g: Grid, _ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        if fy1 == fy2 { return }
        let row = g.cells + ey &* g.cellStride
        let one = Fx.one, mask = Fx.mask, sh = Fx.shift
        var ex1 = x1 >> sh
        let ex2 = x2 >> sh
        let fx1 = x1 & mask, fx2 = x2 & mask
        if ex1 == ex2 {
            let d = fy2 &- fy1
            g.add(row, ex1, d, (fx1 &+ fx2) &* d)
            g.mark(ey, ex1, ex1 &+ 1)
            return
        }
        g.mark(ey, min(ex1, ex2), max(ex1, ex2) &+ 1)
        var y1 = fy1
        var p = (one &- fx1) &* (fy2 &- fy1), first = one, incr = 1
        var dx = x2 &- x1
        if dx < 0 { p = fx1 &* (fy2 &- fy1); first = 0; incr = -1; dx = 0 &- dx }
        let dx32 = Int32(truncatingIfNeeded: dx)
        @inline(__always) func floorDiv(_ p: Int) -> (Int, Int) {
            let p32 = Int32(truncatingIfNeeded: p)
            var q = Int(p32 / dx32), r = Int(p32 % dx32)
            if r < 0 { q &-= 1; r &+= dx }
            return (q, r)
        }
        var (delta, mod) = floorDiv(p)
        // Cell contributions are fused so that each cell is written once: a cell's own value and
        // the area its neighbour carries into it (`add` would write both cells of every pair, and
        // each write would wait on the previous one through memory).
        let area1 = (fx1 &+ first) &* delta
        let d1 = (delta &<< (sh + 1)) &- area1
        // Moving right, the carry goes to the next cell visited; moving left, the current cell
        // carries into the one visited just before it, whose write is held back until then. Either
        // way the cell written at step k is `ex + off` (branch-free: `off` is 0 right, 1 left).
        let right = incr > 0, off = right ? 0 : 1
        row[ex1 &+ off] &+= Int32(truncatingIfNeeded: right ? d1 : area1)
        var pending = right ? area1 : d1
        ex1 &+= incr
        y1 &+= delta
        if ex1 != ex2 {
            let (lift, rem) = floorDiv(one &* (fy2 &- y1 &+ delta))
            mod &-= dx
            while ex1 != ex2 {
                delta = lift
                mod &+= rem
                if mod >= 0 { mod &-= dx; delta &+= 1 }
                // A full-width crossing: cover·2·one − area = area = one·delta.
                let v = one &* delta
                row[ex1 &+ off] &+= Int32(truncatingIfNeeded: pending &+ v)
                pending = v
                y1 &+= delta
                ex1 &+= incr
            }
        }
        delta = fy2 &- y1
        let area2 = (fx2 &+ one &- first) &* delta
        let d2 = (delta &<< (sh + 1)) &- area2
        row[ex2 &+ off] &+= Int32(truncatingIfNeeded: pending &+ (right ? d2 : area2))
        row[ex2 &+ 1 &- off] &+= Int32(truncatingIfNeeded: right ? area2 : d2)
    }

    // MARK: - Sweep

    /// Constant stretches up to this long between touched groups are emitted inside mask spans.
    static let mergeGap = 16

    /// Coverage 0...255 from a raw accumulated value (units of 1 / (2·one²)): the scalar twin of
    /// `NonZeroCoverage.lanes` / `EvenOddCoverage.lanes`.
    @inline(__always)
    static func coverage(_ raw: Int, evenOdd: Bool) -> UInt32 {
        let full = Fx.full
        var v = raw < 0 ? -raw : raw
        if evenOdd {
            v &= (full << 1) - 1
            if v > full { v = (full << 1) - v }
        } else if v > full {
            v = full
        }
        return UInt32(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> (2 * Fx.shift + 1))
    }

    /// Emits every row's spans to `sink` (device coordinates) and re-zeroes the cells.
    /// `coverage` must hold at least `region.width + 32` entries.
    func sweep<S: SpanSink>(rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into sink: inout S) {
        flush()
        guard rowMin <= rowMax else { return }
        if rule == .evenOdd { sweepRows(EvenOddCoverage.self, cov, &sink) } else { sweepRows(NonZeroCoverage.self, cov, &sink) }
        rowMin = Int.max; rowMax = -1
    }

    /// `sweep` into a solid source-over fill: the per-level C kernel chosen at start-up
    /// (`RasterKernels`), the same pixels as the generic sweep through `SolidOverSink` (its twin,
    /// run under `CLIPGEN_CPU_LEVEL=0`).
    func sweep(rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into sink: inout SolidOverSink) {
        flush()
        guard let k = clip_kernels() else {
            sweepSwift(rule: rule, coverage: cov, into: &sink)
            return
        }
        sweep(rule: rule, coverage: cov, into: sink, kernels: k)
    }

    /// The C sweep of one level's table (the differential tests run every level).
    func sweep(
        rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into sink: SolidOverSink, kernels k: UnsafePointer<ClipKernels>
    ) {
        flush()
        guard rowMin <= rowMax else { return }
        var job = ClipSweepJob(
            cells: cells, bits: bits, cellStride: cellStride, wordStride: wordStride, rowMin: rowMin, rowMax: rowMax,
            width: region.width, ox: region.x0, oy: region.y0, evenOdd: rule == .evenOdd ? 1 : 0, mergeGap: Self.mergeGap,
            prefetchRows: prefetchRows, cov: cov, base: sink.base, stride: sink.stride, targetWidth: sink.width,
            originY: sink.originY, color: sink.color)
        k.pointee.sweep_solid_over(&job)
        rowMin = Int.max; rowMax = -1
    }

    /// The C sweep of one level's table into a linear or radial gradient, source-over, no masks:
    /// the same pixels as the generic sweep through `GeneralSink` under source-over (its twin).
    /// `target` gives the pixels (its colour is unused); `gradient.src` is the source scratch.
    func sweep(
        rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into target: SolidOverSink, gradient: ClipGradientJob,
        kernels k: UnsafePointer<ClipKernels>
    ) {
        flush()
        guard rowMin <= rowMax else { return }
        var job = ClipSweepJob(
            cells: cells, bits: bits, cellStride: cellStride, wordStride: wordStride, rowMin: rowMin, rowMax: rowMax,
            width: region.width, ox: region.x0, oy: region.y0, evenOdd: rule == .evenOdd ? 1 : 0, mergeGap: Self.mergeGap,
            prefetchRows: prefetchRows, cov: cov, base: target.base, stride: target.stride, targetWidth: target.width,
            originY: target.originY, color: 0)
        var g = gradient
        k.pointee.sweep_gradient_over(&job, &g)
        rowMin = Int.max; rowMax = -1
    }

    /// The generic Swift sweep into a solid source-over fill (the twin of the C kernel).
    func sweepSwift(rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into sink: inout SolidOverSink) {
        flush()
        guard rowMin <= rowMax else { return }
        if rule == .evenOdd { sweepRows(EvenOddCoverage.self, cov, &sink) } else { sweepRows(NonZeroCoverage.self, cov, &sink) }
        rowMin = Int.max; rowMax = -1
    }

    private func sweepRows<R: CoverageRule, S: SpanSink>(_: R.Type, _ cov: UnsafeMutablePointer<UInt32>, _ sink: inout S) {
        let width = region.width, ox = region.x0, oy = region.y0
        // The first rows' destination (later rows are prefetched by the sinks as they go).
        var py = max(0, rowMin)
        while py <= min(rowMax, max(0, rowMin) &+ prefetchRows &- 1) { sink.prefetch(y: py &+ oy, x: ox, count: width); py &+= 1 }
        for y in max(0, rowMin)...rowMax {
            let rowCells = cells + y * cellStride
            let rowBits = bits + y * wordStride
            var sum: Int32 = 0 // prefix sum of the cells before `runX`
            var runX = 0 // first pixel not emitted yet
            var maskX = 0, maskN = 0
            let dy = y + oy
            /// Pixels `runX ..< end` (no touched group) have the constant coverage of `sum`: a short
            /// stretch after a pending mask span joins it (one span per thin crossing instead of
            /// three calls; at the row's end only if it paints), otherwise it is a run.
            @inline(__always) func constantStretch(to end: Int, mergeZero: Bool) {
                let c = R.coverage(sum), gap = end - runX
                if maskN > 0 && gap <= Self.mergeGap && (mergeZero || c != 0) {
                    let cv = U32x8(repeating: c &* 0x0001_0001)
                    var k = 0
                    while k < gap { store8(cov + maskN + k, cv); k += 8 }
                    maskN += gap
                } else {
                    if maskN > 0 { sink.mask(y: dy, x: ox + maskX, count: maskN, coverage: cov); maskN = 0 }
                    if c != 0 { sink.run(y: dy, x: ox + runX, count: gap, coverage: c) }
                }
            }
            for wi in 0..<wordStride {
                var word = rowBits[wi]
                if word == 0 { continue }
                rowBits[wi] = 0
                repeat {
                    let x = ((wi << 6) | word.trailingZeroBitCount) << 3
                    word &= word &- 1
                    let p = rowCells + x
                    let v = loadI32x8(p)
                    storeI32x8(p, I32x8(repeating: 0))
                    // Groups past the last pixel hold the sentinel column and its carry only.
                    if x >= width { continue }
                    if x != runX { constantStretch(to: x, mergeZero: true) }
                    let s = prefixSum8(v) &+ I32x8(repeating: sum)
                    sum = s[7]
                    if maskN == 0 { maskX = x }
                    store8(cov + maskN, R.lanes(s))
                    maskN += 8
                    runX = x + 8
                } while word != 0
            }
            if runX < width { constantStretch(to: width, mergeZero: false) }
            if maskN > 0 { sink.mask(y: dy, x: ox + maskX, count: min(maskN, width - maskX), coverage: cov) }
        }
    }
}

/// Fixed-point subpixel grid of the accumulator: 1/1024 px (10 bits), so vertex snapping moves
/// an edge by at most 1/2048 px (< 0.2/255 of coverage).
enum Fx {
    static let shift = 10
    static let one = 1 << shift
    static let mask = one - 1
    /// Raw value of a fully covered pixel: 2·one².
    static let full = 1 << (2 * shift + 1)
}

/// A `ClipWalkQueue` (CRasterWalk.h) and its arrays: segments waiting for a batched walk
/// (`ClipKernels.walk_flush`) and the walk's records.
final class WalkQueue {
    let pointer: UnsafeMutablePointer<ClipWalkQueue>
    private let segments: UnsafeMutablePointer<Int64>, records: UnsafeMutablePointer<UInt64>

    init(flush: @escaping @convention(c) (UnsafeMutablePointer<ClipWalkQueue>, UnsafePointer<ClipWalkGrid>, Int) -> Void) {
        let n = Int(CLIP_WALK_QUEUE_CAPACITY), m = Int(CLIP_WALK_RECORD_CAPACITY) + 8
        // Written before read: no zeroing.
        segments = .allocate(capacity: 4 * n)
        records = .allocate(capacity: 3 * m)
        pointer = .allocate(capacity: 1)
        pointer.initialize(
            to: ClipWalkQueue(
                x1: segments, y1: segments + n, x2: segments + 2 * n, y2: segments + 3 * n, count: 0,
                recordCell: records, recordAdd: records + m, recordBits: records + 2 * m, flush: flush))
    }
    deinit {
        segments.deallocate(); records.deallocate()
        pointer.deallocate()
    }
}
