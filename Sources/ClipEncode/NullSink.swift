import ClipPipeline
import ClipRaster

/// A sink that writes nothing: counts frames and folds a cheap checksum of their pixels, so
/// benchmarks measure rendering alone while the frames are still read (not optimised away).
package final class NullSink: FrameSink {
    package private(set) var format: FrameFormat?
    package private(set) var framesConsumed = 0
    /// Sum of the first byte of every 64th pixel of every frame (wrapping): proves frames were read.
    package private(set) var checksum: UInt64 = 0
    package private(set) var finished = false
    package private(set) var cancelled = false

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
