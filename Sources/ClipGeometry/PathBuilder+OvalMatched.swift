/// Paths for morphs between different shapes (seeds 001/002 §2.11 ⚑: Core Animation leaves an
/// oval → rectangle `path` animation undefined; we map each eighth of the oval onto a half edge of
/// the rectangle, so the oval's 45° points travel to the corners).
extension Path {
    /// The rectangle `rect` laid out like `Path(ellipseIn:)`: move to (maxX, midY), then clockwise
    /// on screen, per quarter two straight cubics (to the corner, then to the next edge midpoint),
    /// then close — eight segments, twice the oval's four, so `matchedForMorph` pairs them by
    /// halving the oval's quarters. It fills exactly the rectangle.
    public init(rectMatchingOvalIn rect0: Rect) {
        self.init()
        guard rect0.origin.isFinite, rect0.width.isFinite, rect0.height.isFinite else { return }
        let r = Rect(corners: rect0.origin, Point(rect0.maxX, rect0.maxY))
        let cx = r.midX, cy = r.midY
        var cur = Point(r.maxX, cy)
        move(to: cur)
        func straight(_ p: Point) { cubic(to: p, control1: cur.lerp(to: p, 1.0 / 3), control2: cur.lerp(to: p, 2.0 / 3)); cur = p }
        for (corner, mid) in [
            (Point(r.maxX, r.maxY), Point(cx, r.maxY)), (Point(r.minX, r.maxY), Point(r.minX, cy)),
            (Point(r.minX, r.minY), Point(cx, r.minY)), (Point(r.maxX, r.minY), Point(r.maxX, cy)),
        ] {
            straight(corner)
            straight(mid)
        }
        close()
    }

    /// Every cubic split into `pieces` cubics of equal parameter span (de Casteljau); other
    /// elements unchanged. The outline is the same.
    public func subdividingCubics(into pieces: Int) -> Path {
        guard pieces > 1 else { return self }
        var out = Path()
        var cur = Point.zero
        forEach { el in
            switch el {
            case .move(let p): out.move(to: p); cur = p
            case .line(let p): out.line(to: p); cur = p
            case .quad(let c, let p): out.quad(to: p, control: c); cur = p
            case .close: out.close()
            case .cubic(let c1, let c2, let p3):
                var p0 = cur, a = c1, b = c2
                for k in 0..<(pieces - 1) {
                    // Split the remaining curve at the parameter that is 1/(pieces - k) of it.
                    let s = 1.0 / Double(pieces - k)
                    let ab = p0.lerp(to: a, s), bc = a.lerp(to: b, s), cd = b.lerp(to: p3, s)
                    let abc = ab.lerp(to: bc, s), bcd = bc.lerp(to: cd, s), m = abc.lerp(to: bcd, s)
                    out.cubic(to: m, control1: ab, control2: abc)
                    p0 = m; a = bcd; b = cd
                }
                out.cubic(to: p3, control1: a, control2: b)
                cur = p3
            }
        }
        return out
    }

    /// Two all-cubic paths (see `asCubics`) made morphable: with the same structure they are
    /// returned as they are; when one has k times as many cubics as the other (k ≥ 2) and the same
    /// moves and closes otherwise, the other's cubics are each split into k. Else nil.
    public static func matchedForMorph(_ a: Path, _ b: Path) -> (Path, Path)? {
        if a.hasSameStructure(as: b) { return (a, b) }
        func cubicCount(_ p: Path) -> Int {
            p.elements.reduce(0) {
                if case .cubic = $1 { return $0 + 1 }; return $0
            }
        }
        let na = cubicCount(a), nb = cubicCount(b)
        guard na > 0, nb > 0, na != nb else { return nil }
        let (few, many, k) = na < nb ? (a, b, nb / na) : (b, a, na / nb)
        guard k * cubicCount(few) == cubicCount(many) else { return nil }
        let split = few.subdividingCubics(into: k)
        guard split.hasSameStructure(as: many) else { return nil }
        return na < nb ? (split, many) : (many, split)
    }
}
