import ClipGeometry
import ClipRaster
import ClipAnimation

/// Options that change how a scene is drawn without changing what it is.
public struct SceneOptions: Hashable, Sendable {
    /// Pixels per point (the scene's size is in points).
    public var scale: Double
    /// Seed for every random choice the scene makes.
    public var seed: UInt64
    /// Draw the finger dot / tap ripple overlay for scripted interaction.
    public var showTouches: Bool
    /// The clip's frame rate. Frames are still pure functions of time; only diagnostics
    /// (the test card's frame counter) print it.
    public var fps: Int
    /// Render without the backdrop (the clear colour and layers marked `backdrop()`), for formats
    /// with alpha. Scenes not built on `EngineScene` ignore it and stay opaque.
    public var transparent: Bool

    /// Options with the command line's defaults: 2 px per point, seed 0, touches shown, 60 fps, opaque.
    public init(scale: Double = 2, seed: UInt64 = 0, showTouches: Bool = true, fps: Int = 60, transparent: Bool = false) {
        self.scale = scale; self.seed = seed; self.showTouches = showTouches; self.fps = fps; self.transparent = transparent
    }
}

/// A clip clipgen can render: what it is (`info`), its size and length, and how to make its renderer.
/// Write one with `EngineScene`; conform directly only to draw frames some other way.
///
/// Backdrop: `--transparent` (`SceneOptions.transparent`) leaves out what a scene declares as its
/// backdrop: `EngineScene(background:)`, plus one line per backdrop layer in `build`,
/// `root.backdrop()` (its own fill) or `screen.backdrop(wholeLayer: true)` (a stand-in screen behind
/// the effect). See `Backdrop` in Support/Backdrop.swift; new scenes follow the same pattern.
public protocol Scene: Sendable {
    /// Identity, sources, tags and key times, as data.
    var info: SceneInfo { get }
    /// Canvas size in points.
    var size: Size { get }
    /// Default clip length in seconds.
    var duration: Double { get }
    /// Builds a renderer; called once per clip. The renderer must be a pure function of time.
    func makeRenderer(options: SceneOptions) throws -> any SceneRenderer
}

/// Draws a scene at a time. Thread-safe: `render` may run on several threads at once.
public protocol SceneRenderer: Sendable {
    /// Draws the frame at `time` seconds into `target` (sized `pixelSize(scale:)`), covering every pixel.
    func render(time: Double, into target: PixmapView) throws
    /// Draws the frame at `time` unless it is known to paint exactly the pixels of the frame at
    /// `previous`: then draws nothing and returns true. Return false whenever unsure. The default
    /// always draws (and returns false).
    func renderUnlessRepeated(time: Double, previous: Double, into target: PixmapView) throws -> Bool
}

extension SceneRenderer {
    /// Always draws the frame at `time` and returns false (no repeat detection).
    public func renderUnlessRepeated(time: Double, previous: Double, into target: PixmapView) throws -> Bool {
        try render(time: time, into: target)
        return false
    }
}

extension Scene {
    /// Stable identifier used on the command line (`clipgen <id>`).
    public var id: String { info.id }
    /// Human-readable title, shown in listings and the gallery.
    public var title: String { info.title }
    /// Where the effect comes from, as text derived from the sources, e.g. "Kitten Yang guide, ch. 3 §3.1".
    public var source: String { info.sourceText }
    /// Whether the scene is driven by a scripted interaction (taps, pans).
    public var isInteractive: Bool { info.interactive }
    /// The instants golden tests render and the gallery takes its poster from.
    public var keyTimes: [Double] { info.keyTimes }
    /// Pixel size at `scale`, rounded down (at least 1): every pixel lies wholly inside the scene.
    /// Rounded up, a fractional size (667 pt × 0.6 = 400.2 px) left a last row only partly covered,
    /// a hairline of the clear colour along the bottom or right edge.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        LayerSceneRenderer.pixelSize(of: size, scale: scale)
    }
}
