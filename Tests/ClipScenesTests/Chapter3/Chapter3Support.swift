import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// Shared helpers for the chapter-3 scene tests: small renders, pixel probes, layer look-ups.
enum Ch3 {
    /// Goldens: 8 levels per channel, at most 0.5 % of the pixels (text and anti-aliasing may move
    /// by a level or two when the rasterizer changes; a moved edge or wrong timing breaks far more).
    static let tolerance = GoldenTolerance(maxChannelDelta: 8, maxMismatchRatio: 0.005)

    static func scene(_ id: String) -> EngineScene {
        guard let s = SceneCatalog.scene(id: id) as? EngineScene else { fatalError("\(id) is not a registered EngineScene") }
        return s
    }

    /// Renders `id` at `time` at `scale` (touch overlay drawn, as in a default render).
    static func render(_ id: String, at time: Double, scale: Double = 0.25, touches: Bool = true) throws -> Pixmap {
        let s = scene(id)
        let (w, h) = s.pixelSize(scale: scale)
        let pm = Pixmap(width: w, height: h)
        try s.makeRenderer(options: SceneOptions(scale: scale, seed: 0, showTouches: touches)).render(time: time, into: pm.view)
        return pm
    }

    /// The pixel at a point given in scene points.
    static func pixel(_ pm: Pixmap, _ p: Point, scale: Double) -> RGBA8 {
        let x = Int(p.x * scale), y = Int(p.y * scale)
        precondition(x >= 0 && y >= 0 && x < pm.width && y < pm.height, "probe \(p) is outside the \(pm.width)x\(pm.height) frame")
        return pm.view[x, y]
    }

    /// The layer tree of `id` replayed up to `time`, and a layer in it by name.
    static func layer(_ id: String, named name: String, at time: Double) -> (Layer, SceneRuntime)? {
        let (root, rt) = scene(id).layerRenderer().layerTree(at: time)
        func find(_ l: Layer) -> Layer? {
            if l.name == name { return l }
            if let m = l.mask, let f = find(m) { return f }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        return find(root).map { ($0, rt) }
    }

    /// Presentation state of a named layer at `time`.
    static func presentation(_ id: String, _ name: String, at time: Double) -> LayerState? {
        guard let (l, rt) = layer(id, named: name, at: time) else { return nil }
        return rt.perform(at: time) { l.presentation() }
    }

    static func near(_ a: RGBA8, _ b: RGBA8, _ tol: Int = 6) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tol && abs(Int(a.g) - Int(b.g)) <= tol && abs(Int(a.b) - Int(b.b)) <= tol
            && abs(Int(a.a) - Int(b.a)) <= tol
    }
}
