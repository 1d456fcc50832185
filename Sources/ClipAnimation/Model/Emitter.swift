import ClipGeometry
import ClipRaster

/// CAEmitterLayer `emitterShape`: where particles are born around `emitterPosition`.
public enum EmitterShape: String, Sendable, Hashable {
    /// `point`: at the position; `line`: along a horizontal line of `emitterSize.width`;
    /// `rectangle`: in or on a rectangle of `emitterSize`; `circle`: in or on a circle of radius `emitterSize.width`.
    case point, line, rectangle, circle
}
/// CAEmitterLayer `emitterMode`: whether particles are born on the shape's edge or inside it.
public enum EmitterMode: String, Sendable, Hashable {
    /// `outline` births on the edge; `points`, `surface` and `volume` anywhere inside the shape.
    case points, outline, surface, volume
}
/// CAEmitterLayer `renderMode`: drawing order and blending of the particles.
public enum EmitterRenderMode: String, Sendable, Hashable {
    /// `unordered`: cell by cell; `oldestFirst` / `oldestLast`: sorted by birth time; `additive`: added
    /// together (`plus` blending: overlaps brighten, for fire and glows).
    case unordered, oldestFirst, oldestLast, additive
}

/// CAEmitterCell: a particle template. `X` with `XRange` means X + XRange·U(−1, 1).
public final class EmitterCell: @unchecked Sendable {
    /// Name used in key paths such as `emitterCells.NAME.birthRate`.
    public var name: String?
    /// Particles per second (multiplied by the layer's `birthRate`). Changeable by key path at run time.
    public var birthRate: Double = 0
    /// Seconds each particle lives, ± `lifetimeRange` (uniform).
    public var lifetime: Double = 0, lifetimeRange: Double = 0
    /// Initial speed in points per second, ± `velocityRange`.
    public var velocity: Double = 0, velocityRange: Double = 0
    /// Constant acceleration in points per second², x and y (y > 0 falls down the screen).
    public var xAcceleration: Double = 0, yAcceleration: Double = 0
    /// Emission direction in radians from +x, and the full angle of the spread cone around it.
    public var emissionLongitude: Double = 0, emissionRange: Double = 0
    /// Particle scale (1 = image size), ± `scaleRange`, changing by `scaleSpeed` per second.
    public var scale: Double = 1, scaleRange: Double = 0, scaleSpeed: Double = 0
    /// Rotation speed in radians per second, ± `spinRange`.
    public var spin: Double = 0, spinRange: Double = 0
    /// Base colour: multiplies bitmap particles, fills vector ones (default white).
    public var color: Color = .white
    /// Random spread of each colour component at birth (± range, 0…1).
    public var redRange: Double = 0, greenRange: Double = 0, blueRange: Double = 0, alphaRange: Double = 0
    /// Change of each colour component per second (negative `alphaSpeed` fades particles out).
    public var redSpeed: Double = 0, greenSpeed: Double = 0, blueSpeed: Double = 0, alphaSpeed: Double = 0
    /// A bitmap particle (centred, size = pixel size / contentsScale).
    public var contents: Pixmap?
    /// Pixels per point of `contents`.
    public var contentsScale: Double = 1
    /// A vector particle (path around (0,0)) filled with the particle colour; used when `contents` is nil.
    public var shape: Path? = nil
    /// birthRate changes made at runtime (`setValue(…, forKeyPath: "emitterCells.name.birthRate")`),
    /// as (emitter-local time, rate) in time order.
    var birthRateChanges: [(Double, Double)] = []

    /// A cell with no particles (birth rate 0) until configured.
    public init(name: String? = nil) { self.name = name }

    func copy() -> EmitterCell {
        let c = EmitterCell(name: name)
        c.birthRate = birthRate; c.lifetime = lifetime; c.lifetimeRange = lifetimeRange
        c.velocity = velocity; c.velocityRange = velocityRange; c.xAcceleration = xAcceleration; c.yAcceleration = yAcceleration
        c.emissionLongitude = emissionLongitude; c.emissionRange = emissionRange
        c.scale = scale; c.scaleRange = scaleRange; c.scaleSpeed = scaleSpeed; c.spin = spin; c.spinRange = spinRange
        c.color = color; c.redRange = redRange; c.greenRange = greenRange; c.blueRange = blueRange; c.alphaRange = alphaRange
        c.redSpeed = redSpeed; c.greenSpeed = greenSpeed; c.blueSpeed = blueSpeed; c.alphaSpeed = alphaSpeed
        c.contents = contents; c.contentsScale = contentsScale; c.shape = shape; c.birthRateChanges = birthRateChanges
        return c
    }
}

/// CAEmitterLayer. Particles are computed in closed form from (seed, cell, particle index):
/// births come from a deterministic accumulator over the piecewise-constant birth rate (the cell's
/// rate × the layer's `birthRate`, changes recorded with their times), and each particle's state
/// at age a is p0 + v0·a + ½·acc·a², spin·a, scale + scaleSpeed·a, colour + speed·a. So frame t
/// needs no earlier frame. Emission starts when the emitter is created (`emissionStartTime`).
/// The particle colour multiplies bitmap particles (quantised to 1/64 per channel) and fills
/// vector particles (`shape`).
open class EmitterLayer: Layer, @unchecked Sendable {
    /// The particle templates; each emits independently.
    public var emitterCells: [EmitterCell] = []
    override class var initialKind: LayerKindState { .emitter(EmitterState()) }
    /// Scene time at which the emitter was created: emission starts then (a layer created in a
    /// tap handler at 2 s has no particles from before 2 s).
    public var emissionStartTime: Double
    /// [CHOICE] Seconds of emission simulated before `emissionStartTime` (a pre-populated screen,
    /// e.g. the snow scene's 60 s pre-roll). 0 = start empty, as CA does.
    public var preroll: Double = 0
    /// An emitter that starts emitting at the current scene time.
    public required init() {
        emissionStartTime = SceneRuntime.current?.now ?? 0
        super.init()
    }
    open override func makeEmptyClone() -> Layer {
        let e = type(of: self).init(); e.emitterCells = emitterCells.map { $0.copy() }; e.emissionStartTime = emissionStartTime
        e.preroll = preroll; return e
    }

    /// The live particles at `localTime`: bitmap cells as images multiplied by the particle colour,
    /// vector cells as fills; `renderMode = .additive` draws them with `.plus` (overlaps brighten).
    open override func contentOps(state: LayerState, localTime tl: Double) -> [DrawOp] {
        guard let st = state.emitter else { return [] }
        var ops: [DrawOp] = st.renderMode == .additive ? [.blendMode(.plus)] : []
        var tinted: [Int: Pixmap] = [:]
        // Emitter time 0 = its creation, in this layer's local time.
        let t0 = localTime(atGlobal: emissionStartTime) - max(0, preroll)
        let cells = emitterCells.map { c -> EmitterCell in
            guard t0 != 0 else { return c }
            let k = c.copy(); k.birthRateChanges = c.birthRateChanges.map { ($0.0 - t0, $0.1) }; return k
        }
        for p in EmitterSim.particles(cells: cells, state: st, time: tl - t0) {
            let cell = emitterCells[p.cellIndex]
            let place = AffineTransform(scaleX: p.scale, y: p.scale)
                .concatenating(AffineTransform(rotationAngle: p.angle))
                .concatenating(AffineTransform(translationX: p.position.x, y: p.position.y))
            if let img0 = cell.contents {
                // The particle colour multiplies the bitmap (tinted copies shared per frame,
                // colours quantised to 1/64).
                var img = img0
                let q = (Int((p.color.r * 63).rounded()), Int((p.color.g * 63).rounded()), Int((p.color.b * 63).rounded()))
                if q != (63, 63, 63) {
                    let key = p.cellIndex << 18 | q.0 << 12 | q.1 << 6 | q.2
                    if let cached = tinted[key] {
                        img = cached
                    } else {
                        img = Snapshotter.tint(img0, r: Double(q.0) / 63, g: Double(q.1) / 63, b: Double(q.2) / 63)
                        tinted[key] = img
                    }
                }
                let w = Double(img.width) / cell.contentsScale, h = Double(img.height) / cell.contentsScale
                let t = AffineTransform(a: 1 / cell.contentsScale, b: 0, c: 0, d: 1 / cell.contentsScale, tx: -w / 2, ty: -h / 2)
                ops.append(.image(img, t.concatenating(place), p.color.a))
            } else {
                let shape = cell.shape ?? ovalPath(in: Rect(-2, -2, 4, 4))
                ops.append(.fill(shape, .solid(p.color), .nonZero, place))
            }
        }
        return ops
    }

    /// KVC: `emitterCells.<name>.birthRate` (recorded with the current time), other keys on the layer.
    public override func setValue(_ v: AnimValue, forKeyPath k: String) {
        let parts = k.split(separator: ".")
        if parts.count == 3, parts[0] == "emitterCells", let s = v.scalar,
            let cell = emitterCells.first(where: { $0.name == String(parts[1]) })
        {
            switch parts[2] {
            case "birthRate":
                let tl = localTime(atGlobal: currentMediaTime())
                cell.birthRateChanges.append((tl, s))
            case "velocity": cell.velocity = s
            case "lifetime": cell.lifetime = s
            case "scale": cell.scale = s
            default: break
            }
            return
        }
        super.setValue(v, forKeyPath: k)
    }
}

/// One live particle at a time (emitter-layer coordinates).
package struct Particle: Hashable, Sendable {
    /// Which cell of `emitterCells` emitted it.
    public var cellIndex: Int
    /// Its birth order within the cell (the key of its random choices).
    public var index: Int
    /// Scene time of its birth, in the emitter's time.
    public var birthTime: Double
    /// Current position, emitter-layer coordinates.
    public var position: Point
    /// Current rotation, radians.
    public var angle: Double
    /// Current scale.
    public var scale: Double
    /// Current colour (tint).
    public var color: Color
}

/// Particle randomness: the scenes' SplitMix64 (`SceneRandom`), keyed by (seed, stream, index).
extension SceneRandom {
    init(seed: UInt64, stream: UInt64, index: UInt64) {
        self.init(state: seed &* 0x9E3779B97F4A7C15 ^ (stream &* 0xBF58476D1CE4E5B9) ^ (index &* 0x94D049BB133111EB))
        _ = next()
    }
    /// Uniform in [−1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }
}

enum EmitterSim {
    /// Particles alive at emitter-local time `t` (births at times in [0, t]).
    static func particles(cells: [EmitterCell], state s: EmitterState, time t: Double) -> [Particle] {
        guard t >= 0 else { return [] }
        var out: [Particle] = []
        for (ci, cell) in cells.enumerated() {
            let maxLife = cell.lifetime + abs(cell.lifetimeRange)
            guard maxLife > 0 else { continue }
            // Piecewise-constant rate segments from 0.
            var segs: [(Double, Double)] = [(0, cell.birthRate)]
            for (ct, r) in cell.birthRateChanges {
                if ct <= 0 { segs[0].1 = r } else { segs.append((ct, r)) }
            }
            var count = 0.0 // births so far (accumulator, continuous)
            for (si, seg) in segs.enumerated() {
                let start = seg.0
                if start > t { break }
                let end = min(si + 1 < segs.count ? segs[si + 1].0 : t, t)
                let rate = seg.1 * s.birthRate
                if rate <= 0 || end <= start { continue }
                let c0 = count, c1 = count + rate * (end - start)
                // Particle k is born when the accumulator crosses k (k ≥ 1): time start + (k − c0)/rate.
                let firstAlive = max(c0, c1 - rate * maxLife)
                var k = Int(firstAlive.rounded(.down)) + 1
                while Double(k) <= c1 {
                    let bt = start + (Double(k) - c0) / rate
                    if let p = particle(cell: cell, ci: ci, index: k, birth: bt, t: t, s: s) { out.append(p) }
                    k += 1
                }
                count = c1
            }
        }
        switch s.renderMode {
        case .oldestFirst: out.sort { ($0.birthTime, $0.cellIndex, $0.index) < ($1.birthTime, $1.cellIndex, $1.index) }
        case .oldestLast: out.sort { ($0.birthTime, $0.cellIndex, $0.index) > ($1.birthTime, $1.cellIndex, $1.index) }
        default: break
        }
        return out
    }

    static func particle(cell: EmitterCell, ci: Int, index k: Int, birth bt: Double, t: Double, s: EmitterState) -> Particle? {
        var r = SceneRandom(seed: s.seed, stream: UInt64(ci + 1), index: UInt64(k))
        let life = (cell.lifetime + cell.lifetimeRange * r.signed()) * s.lifetime
        let age = t - bt
        guard age >= 0, age < life else { return nil }
        // Birth position.
        var pos = s.emitterPosition
        var normal = 0.0
        let w = s.emitterSize.width, h = s.emitterSize.height
        let u1 = r.unit(), u2 = r.unit()
        switch s.emitterShape {
        case .point: break
        case .line: pos.x += (u1 - 0.5) * w
        case .rectangle:
            if s.emitterMode == .outline {
                let per = 2 * (w + h), d = u1 * per
                if d < w {
                    pos = pos + Point(d - w / 2, -h / 2)
                } else if d < w + h {
                    pos = pos + Point(w / 2, d - w - h / 2)
                } else if d < 2 * w + h {
                    pos = pos + Point(w / 2 - (d - w - h), h / 2)
                } else {
                    pos = pos + Point(-w / 2, h / 2 - (d - 2 * w - h))
                }
            } else {
                pos = pos + Point((u1 - 0.5) * w, (u2 - 0.5) * h)
            }
        case .circle:
            let a = u1 * 2 * Double.pi
            let rad = s.emitterMode == .outline ? w : w * u2.squareRoot()
            pos = pos + Point(GMath.cos(a), GMath.sin(a)) * rad
            if s.emitterMode == .outline { normal = a }
        }
        let angle = cell.emissionLongitude + normal + cell.emissionRange * (r.unit() - 0.5)
        let speed = (cell.velocity + cell.velocityRange * r.signed()) * s.velocity
        let v = Point(GMath.cos(angle), GMath.sin(angle)) * speed
        let acc = Point(cell.xAcceleration, cell.yAcceleration)
        let p = pos + v * age + acc * (0.5 * age * age)
        let spin = (cell.spin + cell.spinRange * r.signed()) * s.spin
        let scale = (cell.scale + cell.scaleRange * r.signed()) * s.scale + cell.scaleSpeed * age
        func cl(_ x: Double) -> Double { min(1, max(0, x)) }
        let col = Color(
            r: cl(cell.color.r + cell.redRange * r.signed() + cell.redSpeed * age),
            g: cl(cell.color.g + cell.greenRange * r.signed() + cell.greenSpeed * age),
            b: cl(cell.color.b + cell.blueRange * r.signed() + cell.blueSpeed * age),
            a: cl(cell.color.a + cell.alphaRange * r.signed() + cell.alphaSpeed * age))
        return Particle(cellIndex: ci, index: k, birthTime: bt, position: p, angle: spin * age, scale: max(0, scale), color: col)
    }
}
