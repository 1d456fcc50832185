import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// A Lottie transform at a frame: anchor → scale → skew → rotate → position (lottie-web's
/// order), as an affine map, and its opacity (0…1).
func transformAt(_ t: TransformModel?, frame f: Double) -> (AffineTransform, Double) {
    guard let t else { return (.identity, 1) }
    if t.threeD { return transform3DAt(t, frame: f) }
    let a = t.anchor.value(at: f, default: [0, 0])
    let s = t.scale.value(at: f, default: [100, 100])
    let r = t.rotation.value(at: f, default: [0])[0]
    let o = t.opacity.value(at: f, default: [100])[0]
    var p: [Double]
    if let px = t.positionX, let py = t.positionY {
        p = [px.scalar(at: f), py.scalar(at: f)]
    } else {
        p = t.position.value(at: f, default: [0, 0])
    }
    if p.count < 2 { p += [0, 0] }
    var m = AffineTransform(translationX: -(a.first ?? 0), y: -(a.count > 1 ? a[1] : 0))
    let sx = (s.first ?? 100) / 100, sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
    m = m.concatenating(AffineTransform(scaleX: sx, y: sy))
    let sk = t.skew.value(at: f, default: [0])[0]
    if sk != 0 {
        let sa = t.skewAxis.value(at: f, default: [0])[0] * .pi / 180
        let skew = AffineTransform(a: 1, b: 0, c: tan(-sk * .pi / 180), d: 1, tx: 0, ty: 0)
        m = m.concatenating(AffineTransform(rotationAngle: sa)).concatenating(skew).concatenating(AffineTransform(rotationAngle: -sa))
    }
    if r != 0 { m = m.concatenating(AffineTransform(rotationAngle: r * .pi / 180)) }
    if t.autoOrient, let angle = orientation(t, frame: f) { m = m.concatenating(AffineTransform(rotationAngle: angle)) }
    m = m.concatenating(AffineTransform(translationX: p[0], y: p[1]))
    return (m, min(1, max(0, o / 100)))
}

/// The direction of travel of an animated position at `f` (lottie-web: from a hundredth of a frame
/// earlier; at and past the ends, along the first or last keyframe), nil when it does not move.
func orientation(_ t: TransformModel, frame f: Double) -> Double? {
    func pos(_ g: Double) -> Point? {
        if let px = t.positionX, let py = t.positionY { return Point(px.scalar(at: g), py.scalar(at: g)) }
        guard let p = t.position else { return nil }
        let v = p.value(at: g)
        return v.count >= 2 ? Point(v[0], v[1]) : nil
    }
    var times: [Double] = []
    for a in [t.position, t.positionX, t.positionY] { if case .keyed(let ks)? = a { times += ks.map(\.time) } }
    guard let first = times.min(), let last = times.max() else { return nil }
    let (a, b): (Double, Double) = f <= first ? (first + 0.01, first) : f >= last ? (last, last - 0.05) : (f, f - 0.01)
    guard let v1 = pos(a), let v2 = pos(b), v1 != v2 else { return nil }
    return atan2(v1.y - v2.y, v1.x - v2.x)
}

/// Evaluates a shape layer's contents at a frame into engine draw operations (bottom first), the
/// way lottie-web composes them: a fill or stroke paints every path listed before it in its group
/// and the groups before it; trims, round corners and repeaters change everything before them;
/// the first item of a group is drawn on top.
struct ShapeEvaluator {
    let frame: Double
    let limits: LottieLimits
    let layerName: String

    /// A path source: contours in their own coordinates and the map to the current scope.
    struct Geo {
        var contours: [BezierShape]
        var m: AffineTransform
    }

    enum Kind {
        case fill(Paint, evenOdd: Bool)
        case stroke(Paint, StrokeStyle)
    }

    /// A paint: what it paints with, the paths it paints, and its scope's map to the current one.
    struct Draw {
        var kind: Kind
        var geos: [Int]
        var m: AffineTransform
        var alpha: Double
        /// The item's or its group's blend mode (nil: the layer's).
        var blend: BlendMode? = nil
    }

    struct Scope {
        var geos: [Geo] = []
        var draws: [Draw] = []
    }

    /// Draw operations for `items` in layer coordinates, bottom first.
    func ops(_ items: [ShapeItem]) throws -> [DrawOp] {
        let scope = try evaluate(items)
        var ops: [DrawOp] = []
        ops.reserveCapacity(scope.draws.count)
        for d in scope.draws.reversed() where d.alpha > 0 && d.m.isSane {
            guard let inv = d.m.inverted, inv.isSane else { continue }
            var path = Path()
            for gi in d.geos {
                let g = scope.geos[gi]
                let rel = g.m.concatenating(inv)
                guard rel.isSane else { continue }
                for c in g.contours {
                    let p = c.path
                    path.append(rel.isIdentity ? p : p.applying(rel))
                }
            }
            if path.isEmpty { continue }
            if let b = d.blend { ops.append(.blendMode(b)) }
            switch d.kind {
            case .fill(let paint, let evenOdd):
                ops.append(.fill(path, paint.scaledAlpha(d.alpha), evenOdd ? .evenOdd : .nonZero, d.m))
            case .stroke(let paint, let style):
                ops.append(.stroke(path, style, paint.scaledAlpha(d.alpha), d.m))
            }
            if d.blend != nil { ops.append(.blendMode(.sourceOver)) }
        }
        return ops
    }

    func evaluate(_ items: [ShapeItem]) throws -> Scope {
        var s = Scope()
        let f = frame
        for wrapped in items {
            var item = wrapped
            var blend: BlendMode? = nil
            if case .blended(let inner, let mode) = wrapped {
                item = inner
                blend = LayerBuilder.blendModes[mode]?.blendMode
            }
            let firstDraw = s.draws.count
            defer {
                // The innermost item's own mode wins over its group's.
                if let blend { for i in firstDraw..<s.draws.count where s.draws[i].blend == nil { s.draws[i].blend = blend } }
            }
            switch item {
            case .group(let sub, let tr):
                let child = try evaluate(sub)
                let (g, alpha) = transformAt(tr, frame: f)
                let base = s.geos.count
                for var geo in child.geos {
                    geo.m = geo.m.concatenating(g)
                    s.geos.append(geo)
                }
                for var d in child.draws {
                    d.m = d.m.concatenating(g)
                    d.alpha *= alpha
                    d.geos = d.geos.map { $0 + base }
                    s.draws.append(d)
                }
            case .path(let shape, let reversed):
                let b = shape.value(at: f)
                s.geos.append(Geo(contours: [reversed ? b.reversed() : b], m: .identity))
            case .rect(let p, let size, let r, let reversed):
                let c = p.value(at: f), z = size.value(at: f)
                s.geos.append(
                    Geo(
                        contours: [
                            LottieShapes.rect(
                                center: point(c), size: Size(z.first ?? 0, z.count > 1 ? z[1] : 0),
                                roundness: r.value(at: f, default: [0])[0],
                                reversed: reversed)
                        ], m: .identity))
            case .ellipse(let p, let size, let reversed):
                let c = p.value(at: f), z = size.value(at: f)
                s.geos.append(
                    Geo(
                        contours: [
                            LottieShapes.ellipse(center: point(c), size: Size(z.first ?? 0, z.count > 1 ? z[1] : 0), reversed: reversed)
                        ],
                        m: .identity))
            case .star(let st):
                let pts = st.points.scalar(at: f)
                let n = Int(min(max(0, pts.rounded(.down)), Double(limits.maxStarPoints)))
                s.geos.append(
                    Geo(
                        contours: [
                            LottieShapes.star(
                                center: point(st.position.value(at: f)), points: n, rotationDegrees: st.rotation.scalar(at: f),
                                outer: st.outerRadius.scalar(at: f), inner: st.innerRadius.value(at: f, default: [0])[0],
                                outerRound: st.outerRoundness.value(at: f, default: [0])[0],
                                innerRound: st.innerRoundness.value(at: f, default: [0])[0], isStar: st.isStar, reversed: st.reversed)
                        ], m: .identity))
            case .fill(let color, let opacity, let evenOdd):
                let c = colorValue(color.value(at: f), alpha: opacity.scalar(at: f, default: 100) / 100)
                s.draws.append(Draw(kind: .fill(.solid(c), evenOdd: evenOdd), geos: Array(0..<s.geos.count), m: .identity, alpha: 1))
            case .stroke(let color, let opacity, let model):
                let c = colorValue(color.value(at: f), alpha: opacity.scalar(at: f, default: 100) / 100)
                guard let style = strokeStyle(model) else { continue }
                s.draws.append(Draw(kind: .stroke(.solid(c), style), geos: Array(0..<s.geos.count), m: .identity, alpha: 1))
            case .gradientFill(let g, let opacity, let evenOdd):
                let paint = gradientPaint(g)
                s.draws.append(
                    Draw(
                        kind: .fill(paint, evenOdd: evenOdd), geos: Array(0..<s.geos.count), m: .identity,
                        alpha: min(1, max(0, opacity.scalar(at: f, default: 100) / 100))))
            case .gradientStroke(let g, let opacity, let model):
                guard let style = strokeStyle(model) else { continue }
                s.draws.append(
                    Draw(
                        kind: .stroke(gradientPaint(g), style), geos: Array(0..<s.geos.count), m: .identity,
                        alpha: min(1, max(0, opacity.scalar(at: f, default: 100) / 100))))
            case .trim(let start, let end, let offset, let individual):
                trim(
                    &s, start: start.scalar(at: f), end: end.scalar(at: f, default: 100), offset: offset.scalar(at: f),
                    individual: individual)
            case .roundCorners(let r):
                let radius = r.scalar(at: f)
                guard radius > 0 else { continue }
                for i in s.geos.indices { s.geos[i].contours = s.geos[i].contours.map { LottieShapes.roundCorners($0, radius: radius) } }
            case .repeater(let rp):
                s = try repeated(s, rp)
            case .ignored, .blended: continue
            }
        }
        return s
    }

    func point(_ v: [Double]) -> Point { Point(v.first ?? 0, v.count > 1 ? v[1] : 0) }

    /// Trim paths: each path trimmed on its own (simultaneously) or all of them as one length.
    func trim(_ s: inout Scope, start: Double, end: Double, offset: Double, individual: Bool) {
        var a = min(start, end) / 100, b = max(start, end) / 100
        a = min(1, max(0, a)); b = min(1, max(0, b))
        if a <= 0 && b >= 1 { return }
        var off = (offset / 360).truncatingRemainder(dividingBy: 1)
        if off < 0 { off += 1 }
        var ranges: [(Double, Double)]
        if b - a <= 0 {
            ranges = []
        } else {
            var lo = a + off, hi = b + off
            if lo >= 1 { lo -= 1; hi -= 1 }
            ranges = hi <= 1 ? [(lo, hi)] : [(lo, 1), (0, hi - 1)]
        }
        if !individual {
            for i in s.geos.indices { s.geos[i].contours = LottieShapes.trim(s.geos[i].contours, ranges: ranges) }
            return
        }
        // One length over every path in turn, each measured in scope coordinates.
        var lengths: [Double] = []
        for g in s.geos {
            var p = Path()
            for c in g.contours { c.appendTo(&p) }
            lengths.append(PathMeasure(p.applying(g.m)).length)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        var acc = 0.0
        for i in s.geos.indices {
            let l = lengths[i]
            let g0 = acc / total, g1 = (acc + l) / total
            acc += l
            var local: [(Double, Double)] = []
            for (x, y) in ranges {
                let lo = max(x, g0), hi = min(y, g1)
                if hi > lo, g1 > g0 { local.append(((lo - g0) / (g1 - g0), (hi - g0) / (g1 - g0))) }
            }
            if local.count == 1 && local[0].0 <= 0 && local[0].1 >= 1 { continue }
            s.geos[i].contours = local.isEmpty ? [] : LottieShapes.trim(s.geos[i].contours, ranges: local)
        }
    }

    /// Repeater: copies of everything so far, copy k placed by the repeater transform applied k
    /// times (rotate and scale about the anchor, then translate), opacity from start to end.
    func repeated(_ s: Scope, _ rp: RepeaterModel) throws -> Scope {
        let f = frame
        let c = rp.copies.scalar(at: f)
        let count = Int(min(max(0, c.rounded(.up)), Double(limits.maxRepeaterCopies)))
        guard count > 0 else { return Scope() }
        guard (s.geos.count + s.draws.count) * count <= limits.maxShapeInstances else {
            throw LottieError(path: "layer '\(layerName)'", "repeaters multiply past \(limits.maxShapeInstances) shapes")
        }
        let offset = rp.offset.scalar(at: f)
        let tr = rp.transform
        let a = tr.anchor.value(at: f, default: [0, 0])
        let p = tr.position.value(at: f, default: [0, 0])
        let sc = tr.scale.value(at: f, default: [100, 100])
        let r = tr.rotation.value(at: f, default: [0])[0]
        let so = tr.opacity == nil ? rp.startOpacity.value(at: f, default: [100])[0] : rp.startOpacity.value(at: f, default: [100])[0]
        let eo = rp.endOpacity.value(at: f, default: [100])[0]
        let ax = a.first ?? 0, ay = a.count > 1 ? a[1] : 0
        let sx = (sc.first ?? 100) / 100, sy = (sc.count > 1 ? sc[1] : sc.first ?? 100) / 100
        var out = Scope()
        var order = Array(0..<count)
        if !rp.above { order.reverse() }
        // Draws are top first: the copy drawn last comes first.
        for k in order.reversed() {
            let i = Double(k) + offset
            var m = AffineTransform(translationX: -ax, y: -ay)
            m = m.concatenating(AffineTransform(rotationAngle: r * i * .pi / 180))
            m = m.concatenating(AffineTransform(scaleX: pow(sx, i), y: pow(sy, i)))
            m = m.concatenating(AffineTransform(translationX: ax + (p.first ?? 0) * i, y: ay + (p.count > 1 ? p[1] : 0) * i))
            let alpha = min(1, max(0, (count > 1 ? so + (eo - so) * Double(k) / Double(count - 1) : so) / 100))
            let base = out.geos.count
            for var g in s.geos {
                g.m = g.m.concatenating(m)
                out.geos.append(g)
            }
            for var d in s.draws {
                d.m = d.m.concatenating(m)
                d.alpha *= alpha
                d.geos = d.geos.map { $0 + base }
                out.draws.append(d)
            }
        }
        return out
    }

    func strokeStyle(_ model: StrokeModel) -> StrokeStyle? {
        let w = model.width.scalar(at: frame, default: 1)
        guard w > 0 else { return nil }
        var dashes: [Double] = []
        var phase = 0.0
        for (kind, value) in model.dashes {
            let v = value.scalar(at: frame)
            if kind == "o" { phase = v } else { dashes.append(max(0, v)) }
        }
        if dashes.count % 2 == 1 { dashes += dashes }
        if dashes.reduce(0, +) <= 0 { dashes = [] }
        return StrokeStyle(
            width: w, cap: model.cap, join: model.join, miterLimit: model.miterLimit, dashPattern: dashes,
            dashPhase: dashes.isEmpty ? 0 : phase)
    }

    /// A gradient paint in the scope's coordinates: colour stops merged with the opacity stops.
    func gradientPaint(_ g: GradientModel) -> Paint {
        let raw = g.stops.value(at: frame)
        let n = min(g.colorCount, raw.count / 4)
        var colorStops: [(Double, Color)] = []
        for k in 0..<n {
            let b = k * 4
            colorStops.append((raw[b], Color(r: clamp01(raw[b + 1]), g: clamp01(raw[b + 2]), b: clamp01(raw[b + 3]))))
        }
        var alphaStops: [(Double, Double)] = []
        var k = n * 4
        while k + 1 < raw.count {
            alphaStops.append((raw[k], clamp01(raw[k + 1])))
            k += 2
        }
        if colorStops.isEmpty { colorStops = [(0, .black)] }
        var locations = Set(colorStops.map(\.0))
        for (t, _) in alphaStops { locations.insert(t) }
        let stops = locations.sorted().map { t -> GradientStop in
            var c = sample(colorStops, at: t) { $0.lerp(to: $1, $2) }
            if !alphaStops.isEmpty { c.a = sample(alphaStops, at: t) { $0 + ($1 - $0) * $2 } }
            return GradientStop(t, c)
        }
        let s = point(g.start.value(at: frame)), e = point(g.end.value(at: frame))
        if g.radial {
            let radius = (e - s).length
            if let f = highlightFocal(g, start: s, end: e, frame: frame) {
                return .focalGradient(stops: stops, center: s, radius: max(radius, 1e-6), focal: f)
            }
            return .radialGradient(stops: stops, center: s, radius: max(radius, 1e-6))
        }
        return .linearGradient(stops: stops, start: s, end: e)
    }
}

extension AffineTransform {
    /// Finite and within ±1e15: anything else (scales multiplied through deep nesting) is not drawn.
    var isSane: Bool {
        [a, b, c, d, tx, ty].allSatisfy { $0.isFinite && abs($0) < 1e15 }
    }
}

func clamp01(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

/// Interpolates sorted (location, value) stops at `t`, padded at both ends.
func sample<T>(_ stops: [(Double, T)], at t: Double, mix: (T, T, Double) -> T) -> T {
    if t <= stops[0].0 { return stops[0].1 }
    for j in 1..<max(1, stops.count) where t <= stops[j].0 {
        let (t0, v0) = stops[j - 1], (t1, v1) = stops[j]
        return t1 > t0 ? mix(v0, v1, (t - t0) / (t1 - t0)) : v1
    }
    return stops[stops.count - 1].1
}

/// A Lottie colour vector (0…1, or 0…255 in old files) with an extra alpha factor.
func colorValue(_ v: [Double], alpha: Double) -> Color {
    var c = v + [0, 0, 0, 1].dropFirst(min(4, v.count))
    if c[0] > 1 || c[1] > 1 || c[2] > 1 { c = [c[0] / 255, c[1] / 255, c[2] / 255, c[3]] }
    return Color(r: clamp01(c[0]), g: clamp01(c[1]), b: clamp01(c[2]), a: clamp01(c[3]) * clamp01(alpha))
}

extension Paint {
    /// The paint's alpha for a flat recolouring: a solid's own, a gradient's mean stop alpha.
    var alphaHint: Double {
        func mean(_ s: [GradientStop]) -> Double { s.isEmpty ? 1 : s.reduce(0) { $0 + $1.color.a } / Double(s.count) }
        switch self {
        case .solid(let c): return c.a
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _), .conicGradient(let s, _, _), .focalGradient(let s, _, _, _):
            return mean(s)
        case .transformed(let p, _): return p.alphaHint
        default: return 1
        }
    }

    /// The same paint with every colour's alpha multiplied by `k`.
    func scaledAlpha(_ k: Double) -> Paint {
        if k >= 1 { return self }
        func stops(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop($0.location, $0.color.withAlpha($0.color.a * k)) } }
        switch self {
        case .solid(let c): return .solid(c.withAlpha(c.a * k))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r): return .radialGradient(stops: stops(s), center: c, radius: r)
        case .focalGradient(let s, let c, let r, let f): return .focalGradient(stops: stops(s), center: c, radius: r, focal: f)
        case .conicGradient(let s, let c, let a): return .conicGradient(stops: stops(s), center: c, startAngle: a)
        case .transformed(let p, let t): return .transformed(p.scaledAlpha(k), t)
        default: return self
        }
    }
}
