import ClipRaster

/// What a clip's frames look like: pixel size and frame rate (constant).
public struct FrameFormat: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Frames per second (constant frame rate).
    public var fps: Int
    public var frameCount: Int

    public init(width: Int, height: Int, fps: Int, frameCount: Int) {
        self.width = width; self.height = height; self.fps = fps; self.frameCount = frameCount
    }

    /// Time in seconds of frame `index` (frame i is shown at i / fps).
    @inlinable public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }
}

/// Produces the pixels of one frame. Must be a pure function of the frame index (and the
/// source's fixed inputs: scene, seed, size), callable from several threads at once.
public protocol FrameSource: Sendable {
    var format: FrameFormat { get }
    /// Renders frame `index` into `target` (exactly `format.width × format.height`).
    /// The view's previous contents are unspecified: draw every pixel.
    func render(frame index: Int, into target: PixmapView) throws
}

/// Consumes frames strictly in order, on one serial queue. Owns its output file.
public protocol FrameSink: AnyObject {
    /// Called once before the first frame.
    func begin(format: FrameFormat) throws
    /// Called once per frame, in increasing index order starting at 0. `frame` is only valid
    /// during the call (it is a ring slot).
    func consume(frame: PixmapView, index: Int) throws
    /// Called after the last frame: flush and publish the output (rename temp → final).
    func finish() throws
    /// Called instead of `finish` when the session fails or is cancelled: discard partial output
    /// (remove the temporary file). Must not throw.
    func cancel()
}
