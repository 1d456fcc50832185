import ClipGeometry
import ClipRaster
import Synchronization

/// Renders a layer-tree scene at any time: the adapter ClipScenes wraps into `SceneRenderer`.
///
/// For every frame it builds a fresh tree with `build` (at scene time 0, runtime current),
/// schedules the interaction script, replays all events up to t, snapshots the tree into a
/// `RenderNode` and paints it. Nothing is shared between frames or threads but a small cache of
/// recent, immutable render trees (`renderUnlessRepeated` reuses the previous frame's), so `render`
/// is thread-safe and frame t is identical whether rendered alone or in sequence, at any fps.
public struct LayerSceneRenderer: Sendable {
    /// Scene size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// Seed for the scene's random choices (`ctx.seed`).
    public let seed: UInt64
    /// Draw the finger and tap ripples of the script over each frame.
    public let showTouches: Bool
    /// Colour the frame is cleared to before the tree is painted.
    public let background: Color
    /// Scripted taps and pans replayed at their times; nil for none.
    public let script: InteractionScript?
    /// The scene's id, for error messages.
    public let sceneID: String
    /// Builds the layer tree; runs once per frame at scene time 0 (see `EngineScene`).
    public let build: @Sendable (SceneContext) -> Layer
    /// The checked render trees of the frames drawn last, shared by the copies of this renderer.
    let recentTrees = RecentTrees()

    /// A renderer for a scene built by `build`, `size` points at `scale` pixels per point.
    public init(
        size: Size, scale: Double = 2, seed: UInt64 = 0, showTouches: Bool = false, background: Color = .white,
        script: InteractionScript? = nil, sceneID: String = "", build: @escaping @Sendable (SceneContext) -> Layer
    ) {
        self.size = size; self.scale = scale; self.seed = seed; self.showTouches = showTouches
        self.background = background; self.script = script; self.sceneID = sceneID; self.build = build
    }

    /// Pixel size of a frame: `size × scale` rounded down (at least 1), so every pixel lies wholly
    /// inside the scene (rounded up, a fractional size left a partly covered last row or column).
    public var pixelSize: (width: Int, height: Int) { Self.pixelSize(of: size, scale: scale) }

    /// `size × scale` rounded down, at least 1, tolerant of a product that lands a hair below an
    /// integer (375 × 0.6 = 224.99999999999997).
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        @inline(__always) func whole(_ v: Double) -> Int {
            guard v.isFinite, v > 0 else { return 1 }
            return max(1, Int(min(v + 1e-9, 1e9).rounded(.down)))
        }
        return (whole(size.width * scale), whole(size.height * scale))
    }

    /// The model tree after replaying everything up to `t` (for tests and read-back).
    package func layerTree(at t: Double) -> (Layer, SceneRuntime) {
        let rt = SceneRuntime()
        let ctx = SceneContext(seed: seed, size: size)
        rt.context = ctx
        let root = rt.perform(at: 0) { () -> Layer in
            let r = build(ctx)
            if r.bounds.isEmpty { r.frame = Rect(0, 0, size.width, size.height) }
            return r
        }
        rt.rootLayer = root
        if let script { rt.perform(at: 0) { rt.schedule(script, handlers: ctx.handlers) } }
        rt.run(until: t)
        return (root, rt)
    }

    /// The render tree at scene time `t`. The layer tree is torn down afterwards (no leaks).
    public func renderTree(at t: Double) -> RenderNode {
        (try? checkedRenderTree(at: t, checkKeys: false)) ?? RenderNode()
    }

    /// The render tree at `t`, after checking the tree: every key path set or animated names a
    /// registered or declared custom property (else `UnknownKeyPathError`), no animation was added
    /// with bad timing or values, contents loaded and fonts resolve (else `SceneError`).
    public func checkedRenderTree(at t: Double) throws -> RenderNode { try checkedRenderTree(at: t, checkKeys: true) }

    func checkedRenderTree(at t: Double, checkKeys: Bool, checkValues: Bool = false) throws -> RenderNode {
        let (root, rt) = layerTree(at: t)
        defer {
            rt.discardEvents()
            root.teardown()
            rt.context?.handlers.clear(); rt.context = nil
            rt.problems.removeAll(); rt.currentLayer = nil
        }
        if checkKeys, let (layer, issue) = root.firstIssue(values: checkValues) {
            switch issue {
            case .unknownKey(let key): throw UnknownKeyPathError(scene: sceneID, layer: layer.label(in: root), key: key)
            case .problem(let p): throw SceneError(scene: sceneID, layer: layer.label(in: root), problem: p)
            }
        }
        #if CLIPGEN_INTERNAL_CHECKS
            if let layer = root.layerNotBuilt(in: rt) { throw SharedLayerError(scene: sceneID, layer: layer.label(in: root)) }
        #endif
        let node = rt.perform(at: t) { root.snapshot(at: t) }
        if checkKeys, let (layer, p) = rt.problems.first {
            throw SceneError(scene: sceneID, layer: layer?.label(in: root), problem: p)
        }
        return node
    }

    /// Builds the tree at t = 0 and checks it (scenes call this when making a renderer, so a
    /// mistake fails before the first frame): key paths, the timing and values of animations,
    /// layer values (NaN, ±∞, negative sizes), contents and fonts. Throws `UnknownKeyPathError` or
    /// `SceneError`. Problems that appear later (an animation added at t = 2) fail that frame's
    /// `render(time:into:)`.
    public func validate() throws { _ = try checkedRenderTree(at: 0, checkKeys: true, checkValues: true) }

    /// Draws the frame at `time` into `target` (covering every pixel).
    public func render(time: Double, into target: PixmapView) throws {
        let tree = try checkedRenderTree(at: time)
        recentTrees.insert(tree, at: time)
        let fr = FrameRenderer(scale: scale, background: background)
        fr.render(tree, into: target)
        if showTouches, let script { drawTouches(script, time: time, into: target) }
    }

    /// Draws the frame at `time` into `target` unless it paints exactly the pixels of the frame at
    /// `previous`: then draws nothing and returns true. The two frames' render trees are built and
    /// compared (`drawsSame(as:)`: exact, images by identity), which costs a tree build, not a
    /// draw. With the touch overlay on, frames always draw (the overlay depends on time alone).
    public func renderUnlessRepeated(time: Double, previous: Double, into target: PixmapView) throws -> Bool {
        if showTouches, script != nil {
            try render(time: time, into: target)
            return false
        }
        let tree = try checkedRenderTree(at: time)
        let rebuild = { try? checkedRenderTree(at: previous, checkKeys: false) }
        if recentTrees.repeats(tree, at: time, previous: previous, buildPrevious: rebuild) { return true }
        FrameRenderer(scale: scale, background: background).render(tree, into: target)
        return false
    }

    /// The finger and tap ripples (`TouchOverlay`), drawn over the finished frame.
    func drawTouches(_ script: InteractionScript, time: Double, into target: PixmapView) {
        var c = Canvas(target)
        TouchOverlay.draw(script, time: time, scale: scale, on: &c)
    }
}

/// The render trees of the last few frames checked and drawn, by time: the frame after one of them
/// compares its tree with the cached one instead of building it again (trees are pure functions of
/// time, so a cached tree is the tree a new build would give). Thread-safe; evicts the oldest.
package final class RecentTrees: Sendable {
    private static let capacity = 8
    private let entries = Mutex<[(time: UInt64, tree: RenderNode)]>([])

    /// An empty cache.
    package init() {}

    /// The tree built for `time`, if still cached.
    package func tree(at time: Double) -> RenderNode? {
        entries.withLock { e in e.last { $0.time == time.bitPattern }?.tree }
    }

    /// Caches `tree` as the tree at `time`.
    package func insert(_ tree: RenderNode, at time: Double) {
        entries.withLock { e in
            if e.count == Self.capacity { e.removeFirst() }
            e.append((time.bitPattern, tree))
        }
    }

    /// Caches `tree` as the tree at `time` and says whether it draws exactly what the tree at
    /// `previous` draws (`RenderNode.drawsSame(as:)`). That tree comes from the cache when it is
    /// there, else from `buildPrevious` (nil: not a repeat).
    package func repeats(_ tree: RenderNode, at time: Double, previous: Double, buildPrevious: () -> RenderNode?) -> Bool {
        insert(tree, at: time)
        guard let before = self.tree(at: previous) ?? buildPrevious() else { return false }
        return tree.drawsSame(as: before)
    }
}
