import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// The one set of helpers every scene test uses: find a scene, render it at a time, read a pixel
/// given in points, replay its layer tree and find a layer by name, compare against goldens, and
/// measure how long a clip holds still.
enum SceneTestKit {
    // MARK: Goldens

    /// Goldens are rendered at scale 0.5 (188 × 333 px for a 375 × 667 pt phone screen): small
    /// enough to keep the repository light, large enough that a 1 pt shift moves whole pixels.
    static let goldenScale = 0.5
    /// One tolerance for every scene golden: channel deltas up to 16 are ignored and at most 1 % of
    /// the pixels may exceed that. Justification: a raster-core change (anti-aliasing, glyph
    /// rasterization, blur rounding) moves edge pixels by a few levels and touches well under 1 %
    /// of a frame (the recorded history: ≤ 105 px of 62 271 at delta 8 for a border-only blur
    /// change); a scene change — a shape moved by 1 pt at scale 0.5, wrong timing, a missing layer —
    /// moves every edge pixel of that shape by far more than 16 and exceeds 1 % of the frame.
    static let goldenTolerance = GoldenTolerance(maxChannelDelta: 16, maxMismatchRatio: 0.01)

    /// The golden's name for scene `id` at time `t`: `<id>/t0750ms` (milliseconds, 4 digits).
    static func goldenName(_ id: String, _ t: Double) -> String {
        let ms = Int((t * 1000).rounded())
        return "\(id)/t\(String(repeating: "0", count: max(0, 4 - String(ms).count)))\(ms)ms"
    }

    // MARK: Scenes and frames

    /// The catalog scene `id` (fails the test if it is missing).
    static func scene(_ id: String) -> any Scene {
        guard let s = SceneCatalog.scene(id: id) else { fatalError("scene \(id) is not in the catalog") }
        return s
    }
    /// The catalog scene `id` as an engine scene (for layer read-back).
    static func engineScene(_ id: String) -> EngineScene {
        guard let s = scene(id) as? EngineScene else { fatalError("\(id) is not an EngineScene") }
        return s
    }

    /// Renders `scene` at `time` (touch overlay drawn, as a default render does).
    static func render(
        _ scene: any Scene, at time: Double, scale: Double = goldenScale, touches: Bool = true,
        seed: UInt64 = 0
    ) throws -> Pixmap {
        let (w, h) = scene.pixelSize(scale: scale)
        let pm = Pixmap(width: w, height: h)
        try scene.makeRenderer(options: SceneOptions(scale: scale, seed: seed, showTouches: touches)).render(time: time, into: pm.view)
        return pm
    }
    static func render(_ id: String, at time: Double, scale: Double = goldenScale, touches: Bool = true) throws -> Pixmap {
        try render(scene(id), at: time, scale: scale, touches: touches)
    }

    /// The pixel at a point given in scene points of a frame rendered at `scale`.
    static func pixel(_ pm: Pixmap, _ p: Point, scale: Double) -> RGBA8 {
        let x = Int(p.x * scale), y = Int(p.y * scale)
        precondition(x >= 0 && y >= 0 && x < pm.width && y < pm.height, "probe \(p) is outside the \(pm.width)x\(pm.height) frame")
        return pm.view[x, y]
    }

    /// Channels (r, g, b, a) all within `tol` of each other.
    static func near(_ a: RGBA8, _ b: RGBA8, _ tol: Int = 6) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tol && abs(Int(a.g) - Int(b.g)) <= tol && abs(Int(a.b) - Int(b.b)) <= tol
            && abs(Int(a.a) - Int(b.a)) <= tol
    }
    static func isRed(_ c: RGBA8) -> Bool { c.r > 200 && c.g < 60 && c.b < 60 }

    // MARK: Layer read-back

    /// The model tree of `id` replayed up to `time`, and its runtime (for presentation reads).
    static func tree(_ id: String, at time: Double) -> (Layer, SceneRuntime) {
        engineScene(id).layerRenderer(options: SceneOptions(scale: 1)).layerTree(at: time)
    }
    /// The layer named `name` under `root` (depth first, masks included).
    static func find(_ name: String, in root: Layer) -> Layer? {
        if root.name == name { return root }
        if let m = root.mask, let f = find(name, in: m) { return f }
        for s in root.sublayers { if let f = find(name, in: s) { return f } }
        return nil
    }
    /// The layer named `name` in `id`'s tree at `time`, with its runtime.
    static func layer(_ id: String, named name: String, at time: Double) -> (Layer, SceneRuntime)? {
        let (root, rt) = tree(id, at: time)
        return find(name, in: root).map { ($0, rt) }
    }
    /// Presentation state of a named layer at `time`.
    static func presentation(_ id: String, _ name: String, at time: Double) -> LayerState? {
        guard let (l, rt) = layer(id, named: name, at: time) else { return nil }
        return rt.perform(at: time) { l.presentation() }
    }

    // MARK: Stillness

    /// How a clip holds still, sampled at `fps` at `scale` (touch overlay drawn, as in a clip).
    struct Stillness {
        /// Longest run of identical consecutive frames, in seconds shown (frames × 1/fps), counted
        /// around the loop (a GIF plays the first frame after the last).
        var longest: Double
        /// Where that run starts (s).
        var start: Double
        /// The static run that ends the clip (s), not counting the wrap.
        var tail: Double
        /// Share of the clip the tail takes.
        var tailShare: Double
    }

    static func stillness(_ scene: any Scene, fps: Double = 10, scale: Double = 0.25) throws -> Stillness {
        let n = max(1, Int((scene.duration * fps).rounded(.down)))
        let renderer = try scene.makeRenderer(options: SceneOptions(scale: scale, seed: 0, showTouches: true, fps: Int(fps)))
        let (w, h) = scene.pixelSize(scale: scale)
        var frames: [[UInt8]] = []
        for i in 0..<n {
            let pm = Pixmap(width: w, height: h)
            try renderer.render(time: Double(i) / fps, into: pm.view)
            frames.append(pm.bytes)
        }
        var tailCount = 1
        while tailCount < n && frames[n - tailCount - 1] == frames[n - 1] { tailCount += 1 }
        // Runs around the loop: start after a change.
        let same = (0..<n).map { frames[$0] == frames[($0 + 1) % n] } // frame i equals frame i+1 (wrapping)
        if same.allSatisfy({ $0 }) { return Stillness(longest: scene.duration, start: 0, tail: scene.duration, tailShare: 1) }
        var best = 1, bestStart = 0
        for s in 0..<n where !same[(s + n - 1) % n] { // a run starts at s
            var len = 1
            while same[(s + len - 1) % n] { len += 1 }
            if len > best { best = len; bestStart = s }
        }
        return Stillness(
            longest: Double(best) / fps, start: Double(bestStart) / fps, tail: Double(tailCount) / fps,
            tailShare: Double(tailCount) / Double(n))
    }
}
