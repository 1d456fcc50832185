import ClipAnimation
import ClipGeometry
import ClipRaster

/// A scene written with the animation engine: a closure builds its layer tree, like a view
/// controller's `viewDidLoad`, and the engine renders it at any time. (The bridge from
/// ClipAnimation's `LayerSceneRenderer`, layer tree plus interaction script, to the `Scene` /
/// `SceneRenderer` protocols.)
///
/// `build` runs inside a `SceneRuntime` at scene time 0 for every frame (one fresh tree per frame,
/// per thread: create every layer inside it), like the book's `viewDidLoad`: it creates the layers, sets model values, adds animations, schedules
/// callbacks with `after(_:_:)`, registers gesture handlers on `ctx.handlers`, and returns the
/// root layer (the window; an empty frame is set to the canvas). `script` replays taps and pans
/// at their times (Kitten Yang §7); the finger dot / tap ripple overlay is drawn unless
/// `SceneOptions.showTouches` is false.
///
/// Threading rule: `build` makes one fresh layer tree per frame, per thread. It runs for every
/// frame, frames render on several threads at once, and each tree is torn down after its frame, so
/// every layer is created inside `build` (or a callback it schedules), never kept in a `static let`
/// or a captured variable. Values (colours, paths, pixmaps) may be shared. Debug builds fail a
/// frame that breaks the rule with `SharedLayerError`.
///
/// ```swift
/// static let scene = EngineScene(id: "my-effect", title: "…", tags: [.mask],
///                                keyTimes: [0.5, 1.2], duration: 3,
///                                script: InteractionScript([.tap(at: 0.5, point: p)])) { ctx in
///     let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
///     …
///     ctx.handlers.onTap = { p in … }
///     return root
/// }
/// ```
public struct EngineScene: Scene {
    public let info: SceneInfo
    public let size: Size
    public let duration: Double
    /// Colour the frame is cleared to before the tree is painted: the scene's backdrop, left out
    /// (cleared to transparent) when `SceneOptions.transparent` is set. Layers that are backdrop
    /// too are marked with `layer.backdrop()` in `build` (see `Backdrop`).
    public let background: Color
    /// Scripted taps and pans replayed at their times; nil for a scene without interaction.
    public let script: InteractionScript?
    /// Builds the layer tree for a frame (see above); called once per frame, on any thread.
    public let build: @Sendable (SceneContext) -> Layer

    /// `source` is the primary source (your own scenes by default), `alsoIn` any further ones;
    /// `interactive` defaults to "has a script"; `checkExceptions` declares findings of
    /// `clipgen check` that are the effect itself (see `CheckException`).
    public init(
        id: String, title: String, source: SceneSource = .custom, alsoIn: [SceneSource] = [], tags: Set<SceneTag> = [],
        keyTimes: [Double], size: Size = Size(375, 667), duration: Double, background: Color = .white,
        script: InteractionScript? = nil, interactive: Bool? = nil, checkExceptions: [CheckException] = [],
        build: @escaping @Sendable (SceneContext) -> Layer
    ) {
        self.info = SceneInfo(
            id: id, title: title, sources: [source] + alsoIn, interactive: interactive ?? (script != nil),
            tags: tags, keyTimes: keyTimes, checkExceptions: checkExceptions)
        self.size = size; self.duration = duration
        self.background = background; self.script = script
        self.build = build
    }

    /// The engine renderer for these options.
    public func layerRenderer(options: SceneOptions = SceneOptions()) -> LayerSceneRenderer {
        LayerSceneRenderer(
            size: size, scale: options.scale, seed: options.seed, showTouches: options.showTouches,
            background: options.transparent ? .clear : background, script: script, sceneID: id,
            build: Backdrop.building(build, transparent: options.transparent))
    }

    /// The renderer, after building the tree at t = 0 once and checking it: an unknown key path
    /// (`UnknownKeyPathError`), a bad value, a missing font or image (`SceneError`) throws here, one
    /// line naming the scene, the layer and what is wrong.
    public func makeRenderer(options: SceneOptions) throws -> any SceneRenderer {
        let r = layerRenderer(options: options)
        try r.validate()
        return r
    }
}

extension LayerSceneRenderer: SceneRenderer {}
