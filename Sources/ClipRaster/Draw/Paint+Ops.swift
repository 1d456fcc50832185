import ClipGeometry

extension Paint {
    /// The same paint with every colour multiplied component-wise by `tint` (straight RGBA; a
    /// replicator instance colour, a particle colour). Gradient stop locations are kept. nil for
    /// image paints: their colours are pixels, which a paint value cannot scale.
    public func multiplied(by tint: Color) -> Paint? {
        func m(_ c: Color) -> Color { Color(r: c.r * tint.r, g: c.g * tint.g, b: c.b * tint.b, a: c.a * tint.a) }
        func ms(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop($0.location, m($0.color)) } }
        switch self {
        case .solid(let c): return .solid(m(c))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: ms(s), start: a, end: b)
        case .radialGradient(let s, let c, let r): return .radialGradient(stops: ms(s), center: c, radius: r)
        case .focalGradient(let s, let c, let r, let f): return .focalGradient(stops: ms(s), center: c, radius: r, focal: f)
        case .conicGradient(let s, let c, let a): return .conicGradient(stops: ms(s), center: c, startAngle: a)
        case .image: return nil
        case .transformed(let p, let t): return p.multiplied(by: tint).map { .transformed($0, t) }
        }
    }

    /// This paint mapped by `t` (its user space → a new user space): `t` applies after any
    /// transform the paint already has. Identity returns the paint unchanged, solids ignore it, and
    /// images fold it into their own transform.
    public func transformed(by t: AffineTransform) -> Paint {
        if t.isIdentity { return self }
        switch self {
        case .solid: return self
        case .image(let pm, let u): return .image(pm, transform: u.concatenating(t))
        case .transformed(let p, let u): return .transformed(p, u.concatenating(t))
        default: return .transformed(self, t)
        }
    }

    /// The paint without its outer transform, and that transform (identity if none).
    public var untransformed: (paint: Paint, transform: AffineTransform) {
        if case .transformed(let p, let t) = self { return (p, t) }
        return (self, .identity)
    }
}
