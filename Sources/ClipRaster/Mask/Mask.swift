import ClipGeometry

/// Immutable storage of an A8 mask (shared between copies; never mutated after it is published).
final class MaskStorage: @unchecked Sendable {
    let width: Int
    let height: Int
    let data: UnsafeMutablePointer<UInt8>
    init(width: Int, height: Int, fill: UInt8) {
        self.width = max(0, width); self.height = max(0, height)
        let n = max(1, self.width * self.height)
        data = .allocate(capacity: n)
        data.initialize(repeating: fill, count: n)
    }
    deinit { data.deallocate() }
}

/// An 8-bit coverage mask (0 = hidden, 255 = shown), the same size as the canvas target it is used with.
///
/// Masks multiply the coverage of every draw they are passed to (layer masks, text masks,
/// shape masks). Guarantees: `data` holds `width * height` bytes, row-major, stride `width`.
public struct Mask: Sendable {
    let storage: MaskStorage
    /// Width in pixels.
    public var width: Int { storage.width }
    /// Height in pixels.
    public var height: Int { storage.height }

    /// A mask with every value set to `value`.
    public init(width: Int, height: Int, value: UInt8 = 0) { storage = MaskStorage(width: width, height: height, fill: value) }

    /// The alpha channel of `view`.
    public init(alphaOf view: PixmapView) {
        storage = MaskStorage(width: view.width, height: view.height, fill: 0)
        for y in 0..<view.height {
            let src = view.row(y), dst = storage.data + y * view.width
            for x in 0..<view.width { dst[x] = src[x * 4 + 3] }
        }
    }

    /// The anti-aliased coverage of `path` (through `transform`) on a `width`×`height` grid.
    public init(path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity, width: Int, height: Int) {
        storage = MaskStorage(width: width, height: height, fill: 0)
        guard storage.width > 0, storage.height > 0 else { return }
        let acc = CoverageAccumulator()
        let region = IntRect(x0: 0, y0: 0, x1: storage.width, y1: storage.height)
        guard let r = EdgeBuilder.build(path: path, transform: transform, clip: region, into: acc) else { return }
        _ = r
        var sink = MaskWriterSink(base: storage.data, stride: storage.width)
        let cov = UnsafeMutablePointer<UInt32>.allocate(capacity: storage.width + 32)
        defer { cov.deallocate() }
        acc.sweep(rule: rule, coverage: cov, into: &sink)
    }

    /// Same, with a `Size` (rounded to whole pixels).
    public init(path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity, size: Size) {
        self.init(
            path: path, rule: rule, transform: transform,
            width: Int(max(0, min(1048576, size.width.isFinite ? size.width.rounded() : 0))),
            height: Int(max(0, min(1048576, size.height.isFinite ? size.height.rounded() : 0))))
    }

    init(storage: MaskStorage) { self.storage = storage }

    /// Coverage at pixel (x, y), 0…255.
    public subscript(x: Int, y: Int) -> UInt8 { storage.data[y * storage.width + x] }

    /// Row `y` (for the compositor).
    func row(_ y: Int) -> UnsafePointer<UInt8> { UnsafePointer(storage.data + y * storage.width) }

    /// Per-value product `round(a·b / 255)`; sizes must match (otherwise `self` is returned).
    public func multiplied(by o: Mask) -> Mask {
        guard o.width == width, o.height == height else { return self }
        let s = MaskStorage(width: width, height: height, fill: 0)
        for i in 0..<(width * height) { s.data[i] = UInt8((UInt32(storage.data[i]) * UInt32(o.storage.data[i]) + 127) / 255) }
        return Mask(storage: s)
    }

    /// The mask with every value inverted (255 - v).
    public func inverted() -> Mask {
        let s = MaskStorage(width: width, height: height, fill: 0)
        for i in 0..<(width * height) { s.data[i] = 255 - storage.data[i] }
        return Mask(storage: s)
    }

    /// Sum of all values (tests and diagnostics).
    package var total: Int { var t = 0; for i in 0..<(width * height) { t += Int(storage.data[i]) }; return t }
}

/// Writes coverage straight into an A8 buffer (replacing), used to build masks.
struct MaskWriterSink: SpanSink {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    mutating func run(y: Int, x: Int, count: Int, coverage: UInt32) {
        (base + y * stride + x).update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
    }
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt32>) {
        let p = base + y * stride + x
        for i in 0..<count { p[i] = UInt8(truncatingIfNeeded: coverage[i]) }
    }
}
