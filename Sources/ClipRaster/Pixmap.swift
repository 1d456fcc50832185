#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
/// A non-owning, mutable view of premultiplied sRGB RGBA8 pixels (R, G, B, A bytes in memory order).
///
/// Guarantees: `width >= 0`, `height >= 0`, `stride >= width * 4`, and `base` addresses at least
/// `stride * height` bytes for the lifetime the owner promises (a `Pixmap`, or a `FrameRing` slot
/// while the holder owns that slot). Premultiplied means every colour byte is `<=` its alpha.
public struct PixmapView: @unchecked Sendable {
    /// First byte of the top row.
    public let base: UnsafeMutablePointer<UInt8>
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int

    /// A view of `height` rows of `width` pixels starting at `base`, `stride` bytes apart (see the guarantees above).
    @inlinable public init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        self.base = base; self.width = width; self.height = height; self.stride = stride
    }

    /// Pointer to the first byte of row `y`.
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * stride }

    /// Reads pixel (x, y) as premultiplied RGBA bytes.
    @inlinable public subscript(x: Int, y: Int) -> RGBA8 {
        get { let p = base + y * stride + x * 4; return RGBA8(r: p[0], g: p[1], b: p[2], a: p[3]) }
        nonmutating set { let p = base + y * stride + x * 4; p[0] = newValue.r; p[1] = newValue.g; p[2] = newValue.b; p[3] = newValue.a }
    }

    /// Fills every pixel with `c` (premultiplied).
    public func fill(_ c: RGBA8) {
        let v = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
        for y in 0..<height {
            (row(y)).withMemoryRebound(to: UInt32.self, capacity: width) { $0.update(repeating: v, count: width) }
        }
    }

    /// Copies `source` (same size) into this view.
    public func copy(from source: PixmapView) {
        precondition(source.width == width && source.height == height, "PixmapView.copy: size mismatch")
        for y in 0..<height { row(y).update(from: source.row(y), count: width * 4) }
    }
}

/// An owned premultiplied RGBA8 image with `stride == width * 4`.
///
/// Allocated once, zeroed (transparent black); freed on deinit. Use `view` to draw into it.
public final class Pixmap: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row (`width × 4`).
    public let stride: Int
    /// The pixels, row by row, premultiplied RGBA.
    public let data: UnsafeMutablePointer<UInt8>

    /// A transparent pixmap; sizes below zero are treated as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        stride = self.width * 4
        let count = max(1, stride * self.height)
        data = Self.allocatePixels(count)
        data.initialize(repeating: 0, count: count)
    }

    deinit { free(data) }

    /// Frame-sized buffers (≥ 2 MiB) are 2 MiB-aligned and asked to be backed by transparent huge
    /// pages (as numpy does for large arrays): a shape's rows are a stride apart, so with 4 KiB pages
    /// nearly every row of every draw is a new TLB entry. Smaller buffers are plain `malloc`.
    static func allocatePixels(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        let huge = 2 << 20
        var p: UnsafeMutableRawPointer?
        if count >= huge {
            let size = (count + huge - 1) / huge * huge
            if posix_memalign(&p, huge, size) == 0, let q = p {
                #if os(Linux)
                    _ = madvise(q, size, 14) // MADV_HUGEPAGE (a hint; ignored where unsupported)
                #endif
                return q.assumingMemoryBound(to: UInt8.self)
            }
        }
        guard let q = malloc(count) else { fatalError("Pixmap: out of memory (\(count) bytes)") }
        return q.assumingMemoryBound(to: UInt8.self)
    }

    /// A view of the whole pixmap; keep the pixmap alive while the view is used.
    @inlinable public var view: PixmapView { PixmapView(base: data, width: width, height: height, stride: stride) }
    /// Size of `data` in bytes.
    public var byteCount: Int { stride * height }

    /// The pixel at (x, y) (premultiplied); x and y must be in range.
    @inlinable public subscript(x: Int, y: Int) -> RGBA8 {
        get { view[x, y] }
        set { view[x, y] = newValue }
    }

    /// A deep copy.
    public func copy() -> Pixmap {
        let p = Pixmap(width: width, height: height)
        p.data.update(from: data, count: byteCount)
        return p
    }

    /// A copy of the pixels in columns `x0..<x1`, rows `y0..<y1` (clamped to the image; nil when
    /// the clamped region is empty): `contentsRect` sampling.
    public func cropped(x0: Int, y0: Int, x1: Int, y1: Int) -> Pixmap? {
        let cx0 = max(0, min(width, x0)), cy0 = max(0, min(height, y0))
        let cx1 = max(cx0, min(width, x1)), cy1 = max(cy0, min(height, y1))
        guard cx1 > cx0, cy1 > cy0 else { return nil }
        let out = Pixmap(width: cx1 - cx0, height: cy1 - cy0)
        let src = view
        let sub = PixmapView(base: src.row(cy0) + cx0 * 4, width: out.width, height: out.height, stride: src.stride)
        out.view.copy(from: sub)
        return out
    }

    /// The bytes as an array (row-major, RGBA, premultiplied).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: data, count: byteCount)) }
}
