import ClipAnimation
import ClipGeometry

/// The engine's feature tour: layers, timing, springs, keyframes, replicator, 3D, masks,
/// particles and a scripted interaction in one clip.
public struct DemoEngineScene: Scene {
    public init() {}
    public var id: String { DemoEngine.id }
    public var title: String { DemoEngine.title }
    public var source: String { DemoEngine.source }
    public var size: Size { DemoEngine.size }
    public var duration: Double { DemoEngine.duration }
    public var isInteractive: Bool { true }
    public func makeRenderer(options: SceneOptions) throws -> any SceneRenderer {
        DemoEngine.makeRenderer(scale: options.scale, seed: options.seed, showTouches: options.showTouches)
    }
}
