import ClipRaster
import Foundation

/// A zeroed RGBA8 scratch surface borrowed from `ScratchPool` (offscreen groups, shadows, masks).
/// Its storage may be larger than `width × height`; only the view's rows are cleared.
final class ScratchSurface {
    let capacity: Int
    let data: UnsafeMutablePointer<UInt8>
    private(set) var view: PixmapView

    fileprivate init(capacity: Int) {
        self.capacity = capacity
        data = .allocate(capacity: capacity)
        view = PixmapView(base: data, width: 0, height: 0, stride: 0)
    }

    /// Re-shapes the surface to `width × height` (tightly packed) and clears it to transparent.
    fileprivate func reset(width: Int, height: Int) {
        view = PixmapView(base: data, width: width, height: height, stride: width * 4)
        data.update(repeating: 0, count: width * height * 4)
    }

    deinit { data.deallocate() }
}

/// A small lock-protected pool of scratch surfaces shared by every renderer and thread, so
/// steady-state frames do not allocate (and page-fault) a fresh megabyte-sized pixmap per
/// offscreen group. A surface is owned by one caller between `take` and `give`.
final class ScratchPool: @unchecked Sendable {
    static let shared = ScratchPool()
    private let lock = NSLock()
    private var free: [ScratchSurface] = []
    /// Surfaces kept for reuse (enough for a few threads' nested groups).
    let maxKept = 12

    /// A cleared surface of exactly `width × height` pixels (views are tightly packed).
    func take(width: Int, height: Int) -> ScratchSurface {
        let w = max(1, width), h = max(1, height)
        let need = w * h * 4
        lock.lock()
        var best: Int? = nil
        for (i, s) in free.enumerated() where s.capacity >= need {
            if best == nil || s.capacity < free[best!].capacity { best = i }
        }
        let s = best.map { free.remove(at: $0) }
        lock.unlock()
        let surface = s ?? ScratchSurface(capacity: need)
        surface.reset(width: w, height: h)
        return surface
    }

    /// Returns a surface to the pool (the smallest one is dropped when the pool is full).
    func give(_ s: ScratchSurface) {
        lock.lock(); defer { lock.unlock() }
        free.append(s)
        if free.count > maxKept, let i = free.indices.min(by: { free[$0].capacity < free[$1].capacity }) {
            free.remove(at: i)
        }
    }
}

/// Images drawn through an axis-aligned scale (e.g. a 1× backdrop bitmap filling a 2× frame),
/// resampled once into device resolution and reused by every frame and thread, so a frame only
/// blits them at an integer offset. The cache key holds the source pixmap strongly (its identity
/// cannot be reused while cached); sources must not be mutated after they are first drawn (the
/// case for layer contents). Every eligible draw goes through the resampled image, cached or not,
/// so a frame's pixels never depend on what was rendered before.
final class ResampledImageCache: @unchecked Sendable {
    struct Key: Hashable {
        var image: ObjectIdentifier
        var a: Double, d: Double, fx: Double, fy: Double
    }
    static let shared = ResampledImageCache()
    private let lock = NSLock()
    private var entries: [Key: (source: Pixmap, resampled: Pixmap, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    let maxEntries = 6

    func get(_ k: Key) -> Pixmap? {
        lock.lock(); defer { lock.unlock() }
        guard var e = entries[k] else { return nil }
        clock += 1; e.used = clock; entries[k] = e
        return e.resampled
    }

    func put(_ k: Key, source: Pixmap, resampled: Pixmap) {
        lock.lock(); defer { lock.unlock() }
        clock += 1
        entries[k] = (source, resampled, clock)
        while entries.count > maxEntries, let old = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[old] = nil
        }
    }
}
