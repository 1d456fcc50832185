import ClipAnimation
import ClipGeometry
import ClipRaster

/// Spec §2.4 LiquidLoader (yoavlt): dots in a row / on a ring, and a mover that glides past them
/// and merges with each through a metaball-like liquid bridge. A display link advances `key` by a
/// fixed step per frame (frame-count based, as the seed says) and rebuilds the bridges each tick.
enum LiquidLoader {
    static let scene = EngineScene(
        id: "liquid-loader", title: "LiquidLoader (metaball dots)",
        source: .kittenYang("2.4"), tags: [.bezier, .loader], keyTimes: [0.25, 0.56, 1.3, 2.0],
        size: Size(375, 667), duration: 4, background: background
    ) { ctx in build(ctx) }

    static let background = Color.rgb(9, 21, 37)

    enum Kind: Sendable { case line, circle }
    /// One loader of the upstream demo (colours and dot counts [UPSTREAM]; durations [CHOICE §2.4]).
    struct Spec: Sendable {
        var kind: Kind
        var frame: Rect
        var color: Color
        var count: Int
        var duration: Double
        /// The upstream `growColor` of a `.growLine` / `.growCircle` effect; nil = no glow
        /// (`liquid-loader`); see `LiquidLoaderGlow`.
        var growColor: Color? = nil
    }
    static let loaders: [Spec] = [
        Spec(kind: .line, frame: Rect(87.5, 118, 200, 100), color: Color.rgb(77, 255, 182), count: 7, duration: 2.0),
        Spec(kind: .circle, frame: Rect(87.5, 262, 200, 200), color: Color.rgb(77, 182, 255), count: 10, duration: 1.0),
        Spec(kind: .circle, frame: Rect(102.5, 530, 50, 50), color: Color.rgb(255, 188, 188), count: 8, duration: 2.0),
        Spec(kind: .line, frame: Rect(222.5, 530, 50, 50), color: Color.rgb(255, 255, 188), count: 4, duration: 1.0),
    ]

    /// A circle of the liquid model (`LiquittableCircle`).
    struct Circle: Equatable, Sendable {
        var center: Point
        var radius: Double
        func point(at angle: Double) -> Point { center + Point(GMath.cos(angle), GMath.sin(angle)) * radius }
        var path: Path { ovalPath(in: Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius)) }
    }

    /// `sineTransform(key)` [SEED].
    static func sineTransform(_ key: Double) -> Double { GMath.sin(key * Double.pi) * 0.5 + 0.5 }

    /// The line effect's circles for `key` [UPSTREAM]: the dots (swollen near the mover) and the mover.
    static func lineCircles(size: Size, count n: Int, key: Double) -> (dots: [Circle], mover: Circle) {
        let w = size.width, h = size.height
        let r = w * 0.05
        let inter = (w - 2 * r * Double(n)) / Double(n + 1)
        let lastMaxX = inter + r + Double(n - 1) * (inter + 2 * r) + r
        let mover = Circle(center: Point((lastMaxX + inter) * sineTransform(key), h / 2), radius: r * 0.8)
        let dots = (0..<n).map { i -> Circle in
            let c = Point(inter + r + Double(i) * (inter + 2 * r), h / 2)
            let normalized = 1 - c.distance(to: mover.center) / (r + inter)
            return Circle(center: c, radius: normalized > 0 ? r + (r * 1.17 - r) * normalized : r)
        }
        return (dots, mover)
    }

    /// The circle effect's circles for `key` ∈ [0, 1) [UPSTREAM]: 8 slots on the ring.
    static func ringCircles(size: Size, count n: Int, key: Double) -> (dots: [Circle], mover: Circle) {
        let w = size.width
        let r = w * 0.09
        let ring = w / 2 - r
        let c0 = Point(size.width / 2, size.height / 2)
        let moveDir = Point(GMath.cos(key * 2 * Double.pi), GMath.sin(key * 2 * Double.pi))
        let mover = Circle(center: c0 + moveDir * ring, radius: r * 0.8)
        let dots = (0..<n).map { i -> Circle in
            let a = Double(i) * 2 * Double.pi / 8
            let dir = Point(GMath.cos(a), GMath.sin(a))
            let dot = moveDir.dot(dir)
            var radius = r
            if dot > 0.75 && dot <= 1 {
                let s = (dot - 0.75) / 0.25
                radius = r + (r * 1.10 - r) * s * s
            }
            return Circle(center: c0 + dir * ring, radius: radius)
        }
        return (dots, mover)
    }

    /// `SimpleCircleLiquidEngine`: the bridge shapes between `circle` (the mover) and `other`.
    struct Engine: Sendable {
        var radiusThresh: Double
        var angleThresh: Double
        static let connectThresh = 0.3

        func isConnected(_ c: Circle, _ o: Circle) -> Bool {
            c.center.distance(to: o.center) - c.radius - o.radius < radiusThresh
        }
        func ratio(_ c: Circle, _ o: Circle) -> Double {
            let d = c.center.distance(to: o.center)
            return min(1, max(0, 1 - (d - radiusThresh) / (c.radius + o.radius + radiusThresh)))
        }
        /// Points on `c` at heading(c → o) ± angle.
        func connectedPoints(_ c: Circle, _ o: Circle, angle: Double) -> (Point, Point) {
            let v = o.center - c.center
            let h = GMath.atan2(v.y, v.x)
            return (c.point(at: h + angle), c.point(at: h - angle))
        }
        static func intersection(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Point? {
            let d1 = a2 - a1, d2 = b2 - b1
            let den = d1.cross(d2)
            if abs(den) < 1e-12 { return nil }
            let t = (b1 - a1).cross(d2) / den
            return a1 + d1 * t
        }
        /// `split(P, Q, k) = P·k + Q·(1 − k)`.
        static func split(_ p: Point, _ q: Point, _ k: Double) -> Point { p * k + q * (1 - k) }
        static func mid(_ p: Point, _ q: Point) -> Point { (p + q) / 2 }

        /// The connecting paths (none, one bridge, or two droplet tips).
        func push(_ c: Circle, _ o: Circle) -> [Path] {
            guard isConnected(c, o) else { return [] }
            let ratio = self.ratio(c, o)
            if ratio >= angleThresh {
                let a = (Double.pi / 2) * (ratio + Engine.connectThresh) / (1 + Engine.connectThresh)
                let (p1, p2) = connectedPoints(c, o, angle: a)
                let (p3, p4) = connectedPoints(o, c, angle: a)
                guard let x = Engine.intersection(p1, p3, p2, p4) else { return [] }
                let k = ratio * 1.25 - 0.25
                var path = Path()
                path.move(to: p1)
                path.quad(to: p4, control: Engine.split(Engine.mid(p1, p4), x, k))
                path.line(to: p3)
                path.quad(to: p2, control: Engine.split(Engine.mid(p2, p3), x, k))
                path.close()
                return [path]
            } else {
                let a = 40 * Double.pi / 180
                let (p1, p2) = connectedPoints(c, o, angle: a)
                let (p3, p4) = connectedPoints(o, c, angle: a)
                guard let x = Engine.intersection(p1, p3, p2, p4) else { return [] }
                let (d1, _) = connectedPoints(c, o, angle: 0)
                let (d2, _) = connectedPoints(o, c, angle: 0)
                let rr = (ratio - Engine.connectThresh) / (angleThresh - Engine.connectThresh)
                var tip1 = Path()
                tip1.move(to: p1)
                tip1.quad(to: p2, control: Engine.split(d1, Engine.mid(x, d2), 1 - rr))
                tip1.close()
                var tip2 = Path()
                tip2.move(to: p3)
                tip2.quad(to: p4, control: Engine.split(d2, Engine.mid(x, d1), 1 - rr))
                tip2.close()
                return [tip1, tip2]
            }
        }
    }

    /// A `LiquidLoadEffect` on screen: a layer whose drawing (the circles, then the engine's
    /// bridge shapes, all in one colour so the union reads as liquid) is a function of `key`.
    /// The display link only steps `key`; the drawing closure plays the role of the upstream
    /// effect's per-frame `engine.clear(); engine.push(…); engine.draw(layer)`.
    /// With a `growColor`, the upstream `shadowCircle` (the glow, `LiquidLoaderGlow.growLayer`) is a
    /// sublayer above the drawing that follows the mover, as `updateKeyframe` moves it and brings it
    /// to the front.
    final class Effect {
        let spec: Spec
        let view: Layer
        let glow: Layer?
        var key = 0.0

        init(_ spec: Spec) {
            self.spec = spec
            view = Layer(frame: spec.frame)
            view.declare(CustomProperty("key", default: 0))
            view.contents = .drawing { dc, st in
                LiquidLoader.draw(spec, key: st.customScalar("key"), into: &dc)
            }
            if let grow = spec.growColor {
                let mover = LiquidLoader.circles(spec, key: 0).mover
                let g = LiquidLoaderGlow.growLayer(radius: mover.radius, color: grow)
                g.position = mover.center
                view.addSublayer(g)
                glow = g
            } else {
                glow = nil
            }
        }

        /// The display-link callback: step `key` by a fixed amount per frame [SEED].
        func update() {
            switch spec.kind {
            case .line:
                switch key {
                case 0.0...2.0: key += 2.0 / (spec.duration * 60)
                default: key = 0.0
                }
            case .circle:
                key += 1.0 / (spec.duration * 60)
                if key > 1 { key -= 1 }
            }
            view.setValue(.scalar(key), forKeyPath: "key")
            glow?.position = LiquidLoader.circles(spec, key: key).mover.center
        }
    }

    /// The engine for a loader kind [UPSTREAM]: line r, 0.2; circle 0.85·r, 0.5.
    static func engine(for spec: Spec) -> Engine {
        let r = spec.kind == .line ? spec.frame.width * 0.05 : spec.frame.width * 0.09
        return spec.kind == .line ? Engine(radiusThresh: r, angleThresh: 0.2) : Engine(radiusThresh: r * 0.85, angleThresh: 0.5)
    }

    /// The dots and the mover of one loader at `key`, in the loader's own coordinates.
    static func circles(_ spec: Spec, key: Double) -> (dots: [Circle], mover: Circle) {
        spec.kind == .line
            ? lineCircles(size: spec.frame.size, count: spec.count, key: key)
            : ringCircles(size: spec.frame.size, count: spec.count, key: key)
    }

    /// Circles and bridge shapes of one loader at `key`, in the loader's own coordinates.
    static func shapes(_ spec: Spec, key: Double) -> [Path] {
        let (dots, mover) = circles(spec, key: key)
        let engine = engine(for: spec)
        var out = dots.map { $0.path }
        for dot in dots { out += engine.push(mover, dot) }
        out.append(mover.path)
        return out
    }

    static func draw(_ spec: Spec, key: Double, into dc: inout DrawContext) {
        // Each shape is its own fill (like the upstream's one CAShapeLayer per path), so opposite
        // windings of overlapping shapes never cancel.
        for p in shapes(spec, key: key) { dc.fill(p, color: spec.color) }
    }

    /// The scene: a title and one `Effect` per loader, stepped by one display link.
    static func build(_ ctx: SceneContext, loaders: [Spec] = loaders, title: String = "LiquidLoader") -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        root.backgroundColor = background
        root.backdrop()
        root.addSublayer(
            LayerKit.label(
                title, origin: Point(0, 52), width: ctx.size.width, size: 20,
                color: Color(white: 1, alpha: 0.75), weight: .semibold, align: .center))
        let effects = loaders.map(Effect.init)
        for e in effects { root.addSublayer(e.view) }
        _ = DisplayLink { _ in for e in effects { e.update() } }
        return root
    }
}
