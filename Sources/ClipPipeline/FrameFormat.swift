import ClipRaster

/// What a clip's frames look like: pixel size and frame rate (constant).
public struct FrameFormat: Hashable, Sendable {
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Frames per second (constant frame rate).
    public var fps: Int
    /// Number of frames in the clip.
    public var frameCount: Int

    /// A format of `frameCount` frames of `width × height` pixels at `fps`.
    public init(width: Int, height: Int, fps: Int, frameCount: Int) {
        self.width = width; self.height = height; self.fps = fps; self.frameCount = frameCount
    }

    /// Time in seconds of frame `index` (frame i is shown at i / fps).
    @inlinable public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }
}

/// Produces the pixels of one frame. Must be a pure function of the frame index (and the
/// source's fixed inputs: scene, seed, size), callable from several threads at once.
public protocol FrameSource: Sendable {
    /// Pixel size, frame rate and frame count of the frames this source renders.
    var format: FrameFormat { get }
    /// Renders frame `index` into `target` (exactly `format.width × format.height`).
    /// The view's previous contents are unspecified: draw every pixel.
    func render(frame index: Int, into target: PixmapView) throws
    /// Renders frame `index` into `target`, or draws nothing and returns true when the source
    /// knows that frame `index` has exactly the pixels of frame `index − 1` (a held pose, a
    /// finished animation). Return false whenever unsure. Default: renders, returns false.
    func renderUnlessRepeated(frame index: Int, into target: PixmapView) throws -> Bool
}

extension FrameSource {
    /// Renders frame `index` and returns false (no repeat detection).
    public func renderUnlessRepeated(frame index: Int, into target: PixmapView) throws -> Bool {
        try render(frame: index, into: target)
        return false
    }
}

/// Consumes frames strictly in order, on one serial queue. Owns its output file.
public protocol FrameSink: AnyObject {
    /// Called once before the first frame.
    func begin(format: FrameFormat) throws
    /// Called once per frame, in increasing index order starting at 0. `frame` is only valid
    /// during the call (it is a ring slot).
    func consume(frame: PixmapView, index: Int) throws
    /// The sink's per-frame preparation that the render workers run, in parallel, right after a
    /// frame renders into ring slot `slot` (for MP4: RGBA → YUV 4:2:0), so that the encoder thread
    /// only encodes. Called once after `begin`, for a ring of `slots` slots. `nil` (the default):
    /// `consume` does all the work.
    func makeConverter(slots: Int) throws -> (any FrameConverter)?
    /// Consumes frame `index` rendered into ring slot `slot`, which the converter (when there is
    /// one) has already prepared. Default: `consume(frame:index:)`.
    func consume(frame: PixmapView, index: Int, slot: Int) throws
    /// Whether the sink takes `consumeRepeat(index:)` for a frame identical to the one before it,
    /// so that such frames are neither rendered nor converted. Default: false.
    var acceptsRepeatedFrames: Bool { get }
    /// Consumes frame `index`, whose pixels are exactly those of frame `index − 1` (consumed just
    /// before); no pixels are passed. Called only when `acceptsRepeatedFrames`, never for frame 0.
    func consumeRepeat(index: Int) throws
    /// Called after the last frame: flush and publish the output (rename temp → final).
    func finish() throws
    /// Called instead of `finish` when the session fails or is cancelled: discard partial output
    /// (remove the temporary file). Must not throw.
    func cancel()
}

extension FrameSink {
    public func makeConverter(slots: Int) throws -> (any FrameConverter)? { nil }
    public func consume(frame: PixmapView, index: Int, slot: Int) throws { try consume(frame: frame, index: index) }
    /// False: every frame is rendered and passed to `consume`.
    public var acceptsRepeatedFrames: Bool { false }
    /// Fails: a sink that does not accept repeated frames never gets one.
    public func consumeRepeat(index: Int) throws { throw RepeatNotSupported(index: index) }
}

/// `consumeRepeat(index:)` called on a sink whose `acceptsRepeatedFrames` is false (a bug).
public struct RepeatNotSupported: Error, CustomStringConvertible {
    /// The frame that was passed as a repeat.
    public let index: Int
    /// One line naming the frame.
    public var description: String { "frame \(index) was passed as a repeat to a sink that does not accept repeats" }
}

/// A sink's per-frame step run on the render workers (see `FrameSink.makeConverter(slots:)`).
/// `convert` is called concurrently for different slots; a slot's output buffer belongs to the
/// worker converting it until the encoder consumes that slot, so slots never share state.
public protocol FrameConverter: Sendable {
    /// Prepares the frame in ring slot `slot` (its pixels `frame`) for `consume(frame:index:slot:)`.
    func convert(frame: PixmapView, slot: Int) throws
}
