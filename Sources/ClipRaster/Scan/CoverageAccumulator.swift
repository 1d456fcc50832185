import ClipGeometry

/// Exact-area coverage accumulation (the anti-aliasing core), as in AGG, FreeType's gray
/// rasterizer, font-rs and Blend2D.
///
/// Every line segment adds, to each pixel cell it crosses, its signed height `cover` (dy) and
/// `area` (dy × (x_enter + x_exit)), in fixed point with `Fx.one` subpixels. Sweeping a row left to
/// right, the coverage of a pixel is `acc·2·one − area`, where `acc` is the running sum of covers:
/// the exact area of the (fixed-point) polygon inside the pixel. Cells are stored densely for the
/// draw's clipped bounding box, but a bitmap marks touched cells so both the sweep and the reset
/// cost O(touched cells + runs), not O(box area); untouched stretches become constant runs.
///
/// Guarantees between draws: every cell and bitmap word is zero (the sweep re-zeroes what it reads).
/// Cost: O(segments × cells crossed) to accumulate, O(touched cells + rows × width/64) to sweep.
final class CoverageAccumulator {
    struct Cell { var cover: Int32; var area: Int32 }

    private var cells: UnsafeMutablePointer<Cell>
    private var cellCapacity = 0
    private var bits: UnsafeMutablePointer<UInt64>
    private var bitCapacity = 0
    /// Region being accumulated, in device pixels.
    private(set) var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var cellStride = 0
    private var wordStride = 0
    private var rowMin = Int.max
    private var rowMax = -1
    /// Region size in fixed point (as Double, for clamping).
    private var limX = 0.0, limY = 0.0

    init() {
        cells = .allocate(capacity: 1); cells.initialize(to: Cell(cover: 0, area: 0))
        bits = .allocate(capacity: 1); bits.initialize(to: 0)
    }
    deinit { cells.deallocate(); bits.deallocate() }

    /// Starts a draw over `r` (non-empty). Cells are already zero.
    func begin(_ r: IntRect) {
        region = r
        cellStride = r.width + 1          // +1: a sentinel column for edges on the right border
        wordStride = (cellStride + 63) >> 6
        let nc = cellStride * r.height, nb = wordStride * r.height
        if nc > cellCapacity {
            cells.deallocate()
            cellCapacity = max(nc, cellCapacity * 3 / 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: Cell(cover: 0, area: 0), count: cellCapacity)
        }
        if nb > bitCapacity {
            bits.deallocate()
            bitCapacity = max(nb, bitCapacity * 3 / 2)
            bits = .allocate(capacity: bitCapacity)
            bits.initialize(repeating: 0, count: bitCapacity)
        }
        rowMin = Int.max; rowMax = -1
        limX = Double(r.width); limY = Double(r.height)
    }

    // MARK: - Adding lines (device coordinates, clipped here)

    /// Adds the segment (x1, y1) → (x2, y2) in device pixels. Parts above/below the region are
    /// dropped, parts left of it become vertical segments on its left border (they still cover
    /// everything to their right), parts right of it are dropped. Non-finite input is skipped.
    @inline(__always)
    func addLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        var ax = x1 - Double(region.x0), ay = y1 - Double(region.y0)
        var bx = x2 - Double(region.x0), by = y2 - Double(region.y0)
        let h = limY, w = limX
        // Rejects NaN as well: every comparison with NaN is false.
        guard ay != by, (ay > 0 || by > 0), (ay < h || by < h), (ax < w || bx < w) else { return }
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        if ay < 0 || ay > h || by < 0 || by > h {
            let k = (bx - ax) / (by - ay)
            if ay < 0 { ax += (0 - ay) * k; ay = 0 } else if ay > h { ax += (h - ay) * k; ay = h }
            if by < 0 { bx += (0 - by) * k; by = 0 } else if by > h { bx += (h - by) * k; by = h }
            guard ax.isFinite, bx.isFinite, ay != by else { return }
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

    /// Converts a region-local, already clipped segment to fixed point and rasterizes it.
    @inline(__always)
    private func lineFx(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let s = Double(Fx.one)
        @inline(__always) func fx(_ v: Double, _ lim: Double) -> Int {
            let c = v > 0 ? (v < lim ? v : lim) : 0
            return Int(c * s + 0.5)
        }
        let y1 = fx(ay, limY), y2 = fx(by, limY)
        if y1 == y2 { return }
        line(fx(ax, limX), y1, fx(bx, limX), y2)
    }

    @inline(__always)
    private func touch(_ ex: Int, _ ey: Int, _ cover: Int, _ area: Int) {
        let i = ey * cellStride + ex
        cells[i].cover &+= Int32(truncatingIfNeeded: cover)
        cells[i].area &+= Int32(truncatingIfNeeded: area)
        bits[ey * wordStride + (ex >> 6)] |= 1 &<< UInt64(ex & 63)
    }

    /// AGG's `render_line`: walks the rows a fixed-point segment crosses.
    private func line(_ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
        let one = Fx.one, mask = Fx.mask, sh = Fx.shift
        var ey1 = y1 >> sh
        let ey2 = y2 >> sh
        let fy1 = y1 & mask, fy2 = y2 & mask
        let lo = min(ey1, ey2), hi = min(max(ey1, ey2), region.height - 1)
        if lo < rowMin { rowMin = lo }
        if hi > rowMax { rowMax = hi }
        if ey1 == ey2 { hline(ey1, x1, fy1, x2, fy2); return }
        let dx = x2 - x1
        if dx == 0 {
            let ex = x1 >> sh, twoFx = (x1 - (ex << sh)) << 1
            var first = one, incr = 1
            if y1 > y2 { first = 0; incr = -1 }
            var d = first - fy1
            if d != 0 { touch(ex, ey1, d, twoFx * d) }
            ey1 += incr
            d = first + first - one
            while ey1 != ey2 { touch(ex, ey1, d, twoFx * d); ey1 += incr }
            d = fy2 - one + first
            if d != 0 { touch(ex, ey1, d, twoFx * d) }
            return
        }
        var dy = y2 - y1
        var p = (one - fy1) * dx, first = one, incr = 1
        if dy < 0 { p = fy1 * dx; first = 0; incr = -1; dy = -dy }
        var delta = p / dy, mod = p % dy
        if mod < 0 { delta -= 1; mod += dy }
        var xFrom = x1 + delta
        hline(ey1, x1, fy1, xFrom, first)
        ey1 += incr
        if ey1 != ey2 {
            p = one * dx
            var lift = p / dy, rem = p % dy
            if rem < 0 { lift -= 1; rem += dy }
            mod -= dy
            while ey1 != ey2 {
                delta = lift
                mod += rem
                if mod >= 0 { mod -= dy; delta += 1 }
                let xTo = xFrom + delta
                hline(ey1, xFrom, one - first, xTo, first)
                xFrom = xTo
                ey1 += incr
            }
        }
        hline(ey1, xFrom, one - first, x2, fy2)
    }

    /// AGG's `render_hline`: one row, from (x1, fy1) to (x2, fy2), fy in 0...one.
    @inline(__always)
    private func hline(_ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        if fy1 == fy2 { return }
        let one = Fx.one, mask = Fx.mask, sh = Fx.shift
        var ex1 = x1 >> sh
        let ex2 = x2 >> sh
        let fx1 = x1 & mask, fx2 = x2 & mask
        if ex1 == ex2 {
            let d = fy2 - fy1
            touch(ex1, ey, d, (fx1 + fx2) * d)
            return
        }
        var y1 = fy1
        var p = (one - fx1) * (fy2 - fy1), first = one, incr = 1
        var dx = x2 - x1
        if dx < 0 { p = fx1 * (fy2 - fy1); first = 0; incr = -1; dx = -dx }
        var delta = p / dx, mod = p % dx
        if mod < 0 { delta -= 1; mod += dx }
        touch(ex1, ey, delta, (fx1 + first) * delta)
        ex1 += incr
        y1 += delta
        if ex1 != ex2 {
            p = one * (fy2 - y1 + delta)
            var lift = p / dx, rem = p % dx
            if rem < 0 { lift -= 1; rem += dx }
            mod -= dx
            while ex1 != ex2 {
                delta = lift
                mod += rem
                if mod >= 0 { mod -= dx; delta += 1 }
                touch(ex1, ey, delta, one * delta)
                y1 += delta
                ex1 += incr
            }
        }
        delta = fy2 - y1
        touch(ex2, ey, delta, (fx2 + one - first) * delta)
    }

    // MARK: - Sweep

    /// Constant stretches up to this long between edge cells are emitted inside mask spans.
    static let mergeGap = 16

    /// Coverage 0...255 from a raw accumulated value (units of 1 / (2·one²)).
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
    /// `coverage` must hold at least `region.width + 1` entries.
    func sweep<S: SpanSink>(rule: FillRule, coverage cov: UnsafeMutablePointer<UInt32>, into sink: inout S) {
        guard rowMin <= rowMax else { return }
        let evenOdd = rule == .evenOdd
        let width = region.width, ox = region.x0, oy = region.y0
        let sh1 = Fx.shift + 1
        for y in max(0, rowMin)...rowMax {
            let rowCells = cells + y * cellStride
            let rowBits = bits + y * wordStride
            var acc = 0
            var runX = 0          // first pixel not emitted yet
            var maskX = 0, maskN = 0
            let dy = y + oy
            for wi in 0..<wordStride {
                var word = rowBits[wi]
                if word == 0 { continue }
                rowBits[wi] = 0
                repeat {
                    let x = (wi << 6) | word.trailingZeroBitCount
                    word &= word &- 1
                    let cell = rowCells[x]
                    rowCells[x] = Cell(cover: 0, area: 0)
                    if x >= width { acc &+= Int(cell.cover); continue }
                    if x != runX {
                        let c = Self.coverage(acc << sh1, evenOdd: evenOdd)
                        let gap = x - runX
                        if maskN > 0 && gap <= Self.mergeGap {
                            // A short constant stretch between edge cells joins the mask span:
                            // one span per thin crossing instead of three calls.
                            let v = c &* 0x0001_0001
                            for k in 0..<gap { cov[maskN + k] = v }
                            maskN += gap
                        } else {
                            if maskN > 0 { sink.mask(y: dy, x: ox + maskX, count: maskN, coverage: cov); maskN = 0 }
                            if c != 0 { sink.run(y: dy, x: ox + runX, count: gap, coverage: c) }
                        }
                    }
                    acc &+= Int(cell.cover)
                    let c = Self.coverage((acc << sh1) &- Int(cell.area), evenOdd: evenOdd)
                    if maskN == 0 { maskX = x }
                    cov[maskN] = c &* 0x0001_0001
                    maskN += 1
                    runX = x + 1
                } while word != 0
            }
            if maskN > 0 { sink.mask(y: dy, x: ox + maskX, count: maskN, coverage: cov) }
            if runX < width {
                let c = Self.coverage(acc << sh1, evenOdd: evenOdd)
                if c != 0 { sink.run(y: dy, x: ox + runX, count: width - runX, coverage: c) }
            }
        }
        rowMin = Int.max; rowMax = -1
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
