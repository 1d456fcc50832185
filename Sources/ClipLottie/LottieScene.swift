import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipSceneKit
import Foundation

/// A Lottie document as a clipgen `Scene`: for every frame the document is evaluated at that
/// instant into a fresh engine layer tree, which the engine paints. The composition is fitted
/// inside `size` (aspect kept) and centred.
public struct LottieScene: Scene {
    /// The parsed file.
    public let document: LottieDocument
    /// Scene id (the file's base name).
    public let info: SceneInfo
    /// Canvas size in points.
    public let size: Size
    /// Clip length in seconds (from `startFrame` to the out point, unless set).
    public let duration: Double
    /// The file frame shown at time 0 (absolute, the in point by default).
    public let startFrame: Double
    /// What the frame is cleared to (transparent output clears to nothing instead).
    public let background: Color
    /// Limits applied while rendering (repeater copies, shape counts).
    public let limits: LottieLimits
    /// lottie-web's look (default) or After Effects' where the two differ (effect regions, layer styles).
    public let look: LottieLook

    /// A scene for `document`, `size` defaulting to the composition's, playing from `startFrame`
    /// (absolute; default the in point) for `duration` seconds (default: to the out point), drawn
    /// in `look` (lottie-web's by default).
    public init(
        document: LottieDocument, name: String, size: Size? = nil, startFrame: Double? = nil, duration: Double? = nil,
        background: Color = .white, limits: LottieLimits = LottieLimits(), look: LottieLook = .lottieWeb
    ) {
        self.look = look
        self.document = document
        self.size = size ?? Size(document.width, document.height)
        let start = startFrame ?? document.inPoint
        self.startFrame = start
        self.duration = duration ?? max(1 / document.frameRate, (document.outPoint - start) / document.frameRate)
        self.background = background
        self.limits = limits
        self.info = SceneInfo(
            id: name, title: name, sources: [SceneSource(.custom, chapter: 1, reference: "Lottie file")], tags: [],
            keyTimes: [0, self.duration / 2])
    }

    /// The file frame (absolute) shown at scene time `t`.
    public func frame(at t: Double) -> Double { startFrame + t * document.frameRate }

    /// The map from composition points to canvas points: fitted inside, aspect kept, centred.
    public var fit: ClipGeometry.AffineTransform {
        let k = min(size.width / document.width, size.height / document.height)
        return AffineTransform(scaleX: k, y: k).concatenating(
            AffineTransform(translationX: (size.width - document.width * k) / 2, y: (size.height - document.height * k) / 2))
    }

    /// The engine layer tree at file frame `frame` (absolute), fitted into the canvas.
    public func layerTree(atFrame frame: Double) throws -> Layer {
        let comp = try document.withExpressions(budget: limits.maxExpressionSecondsPerFrame) {
            try LayerBuilder(document: document, limits: limits, look: look).composition(at: frame)
        }
        let root = Layer()
        root.frame = Rect(0, 0, size.width, size.height)
        // Only the composition's rectangle shows (its edges anti-aliased where the fit leaves them
        // between pixels, as lottie-web draws them; a plain rectangle clip where they fall on pixels).
        let f = fit
        let c0 = f.apply(Point(0, 0)), c1 = f.apply(Point(document.width, document.height))
        let clip = Layer()
        LayerBuilder.place(clip, .identity, size: Size(c1.x - c0.x, c1.y - c0.y))
        clip.position = c0
        clip.masksToBounds = true
        let holder = Layer()
        LayerBuilder.place(
            holder, f.concatenating(AffineTransform(translationX: -c0.x, y: -c0.y)), size: Size(document.width, document.height))
        holder.addSublayer(comp)
        clip.addSublayer(holder)
        root.addSublayer(clip)
        return root
    }

    /// A renderer for these options (scale, transparency).
    public func makeRenderer(options: SceneOptions) throws -> any SceneRenderer {
        let pixels = (size.width * options.scale).rounded(.up) * (size.height * options.scale).rounded(.up)
        guard pixels <= Double(limits.maxFramePixels) else {
            throw LottieError(
                path: "",
                "frames of \(Int((size.width * options.scale).rounded(.up)))x\(Int((size.height * options.scale).rounded(.up))) pixels"
                    + " are larger than \(limits.maxFramePixels / 1_000_000) million pixels; use a smaller --scale")
        }
        // Build the first frame now, so a file that cannot render fails before encoding starts.
        _ = try layerTree(atFrame: startFrame)
        return LottieRenderer(scene: self, scale: options.scale, background: options.transparent ? .clear : background)
    }
}

/// Draws a `LottieScene` at any time: evaluates the document into a layer tree and paints it
/// with the engine. Pure in time; safe on several threads.
public struct LottieRenderer: SceneRenderer {
    /// The scene drawn.
    public let scene: LottieScene
    /// Pixels per point.
    public let scale: Double
    /// Clear colour.
    public let background: Color
    /// The render trees of the frames drawn last, by file frame (shared by copies).
    let recentTrees = RecentTrees()

    /// A renderer of `scene` at `scale` pixels per point, cleared to `background`.
    public init(scene: LottieScene, scale: Double, background: Color) {
        self.scene = scene; self.scale = scale; self.background = background
    }

    /// Draws the frame at scene time `time` into `target`.
    public func render(time: Double, into target: PixmapView) throws {
        try render(frame: scene.frame(at: time), into: target)
    }

    /// Draws file frame `frame` (absolute) into `target`.
    public func render(frame: Double, into target: PixmapView) throws {
        let tree = try tree(atFrame: frame)
        recentTrees.insert(tree, at: frame)
        FrameRenderer(scale: scale, background: background).render(tree, into: target)
    }

    /// Draws the frame at `time` unless it paints exactly the pixels of the frame at `previous`
    /// (held keyframes, a finished animation): then draws nothing and returns true. The two frames'
    /// render trees are compared (`RenderNode.drawsSame(as:)`, exact); the previous one usually
    /// comes from the cache of recent trees.
    public func renderUnlessRepeated(time: Double, previous: Double, into target: PixmapView) throws -> Bool {
        let frame = scene.frame(at: time), before = scene.frame(at: previous)
        let tree = try tree(atFrame: frame)
        if recentTrees.repeats(tree, at: frame, previous: before, buildPrevious: { try? self.tree(atFrame: before) }) { return true }
        FrameRenderer(scale: scale, background: background).render(tree, into: target)
        return false
    }

    /// The checked render tree of file frame `frame`.
    func tree(atFrame frame: Double) throws -> RenderNode {
        // The tree is built inside the engine's build closure (layers belong to the frame that
        // creates them); an import error there is carried out and thrown after the build.
        let failure = FailureBox()
        let scene = self.scene
        let renderer = LayerSceneRenderer(size: scene.size, scale: scale, background: background, sceneID: scene.id) { _ in
            do { return try scene.layerTree(atFrame: frame) } catch {
                failure.set(error)
                return Layer()
            }
        }
        let tree = try renderer.checkedRenderTree(at: 0)
        if let error = failure.error { throw error }
        return tree
    }
}

/// The first error thrown inside a build closure, for the caller to rethrow.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    func set(_ e: Error) {
        lock.lock()
        if stored == nil { stored = e }
        lock.unlock()
    }

    var error: Error? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

extension LottieRenderer: RenderTreeRenderer {
    /// The checked render tree of the frame at scene time `time` (for `clipgen check`).
    package func checkTree(at time: Double) throws -> RenderNode { try tree(atFrame: scene.frame(at: time)) }
    /// Paints a tree from `checkTree(at:)`.
    package func paint(_ tree: RenderNode, into target: PixmapView) {
        FrameRenderer(scale: scale, background: background).render(tree, into: target)
    }
}
