import ClipAnimation
import ClipGeometry

/// The engine's feature tour: layers, timing, springs, keyframes, replicator, 3D, masks,
/// particles and a scripted interaction in one clip.
public struct DemoEngineScene: Scene {
    public init() {}
    public var info: SceneInfo {
        SceneInfo(
            id: DemoEngine.id, title: DemoEngine.title, sources: [SceneSource(.diagnostics, chapter: 1)], interactive: true,
            tags: [.spring, .keyframe, .replicator, .threeD, .mask, .emitter, .text, .gesture], keyTimes: [2.0, 6.2],
            checkExceptions: [
                CheckException(.seamJump, reason: "a tour of animations with different periods, not a loop: they restart together")
            ])
    }
    public var size: Size { DemoEngine.size }
    public var duration: Double { DemoEngine.duration }
    public func makeRenderer(options: SceneOptions) throws -> any SceneRenderer {
        let r = DemoEngine.makeRenderer(scale: options.scale, seed: options.seed, showTouches: options.showTouches)
        try r.validate()
        return r
    }
}
