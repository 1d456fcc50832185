import ClipPipeline
import ClipRaster

/// A sink that writes nothing: counts frames and folds a cheap checksum of their pixels, so
/// benchmarks measure rendering alone while the frames are still read (not optimised away).
package final class NullSink: FrameSink {
    /// The format `begin` was called with (nil before).
    package private(set) var format: FrameFormat?
    /// Frames consumed so far.
    package private(set) var framesConsumed = 0
    /// Sum of the first byte of every 64th pixel of every frame (wrapping): proves frames were read.
    package private(set) var checksum: UInt64 = 0
    /// Whether `finish` was called.
    package private(set) var finished = false
    /// Whether `cancel` was called.
    package private(set) var cancelled = false

    /// A sink that discards frames (benchmarks, tests).
    package init() {}

    package func begin(format: FrameFormat) throws { self.format = format }

    package func consume(frame: PixmapView, index: Int) throws {
        guard index == framesConsumed else {
            throw EncodeError(path: "<null>", message: "frame \(index) arrived out of order (expected \(framesConsumed))")
        }
        var sum = checksum
        for y in Swift.stride(from: 0, to: frame.height, by: 8) {
            let row = frame.row(y)
            for x in Swift.stride(from: 0, to: frame.width, by: 8) { sum &+= UInt64(row[x * 4]) }
        }
        checksum = sum
        framesConsumed += 1
    }

    package func finish() throws { finished = true }
    package func cancel() { cancelled = true }
}
