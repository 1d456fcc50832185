import ClipGeometry

/// A mesh warp: `rows × columns` destination points (device coordinates, row-major) laid over an
/// image's uniform source grid. Vertex (`i`, `j`) carries the source point
/// (`j · width / (columns − 1)`, `i · height / (rows − 1)`), so the mesh's corners are the image's
/// corners. Drawn with `Canvas.drawImage(_:mesh:opacity:blend:)`.
public struct MeshWarp: Sendable, Equatable {
    /// Vertex rows (at least 2).
    public let rows: Int
    /// Vertex columns (at least 2).
    public let columns: Int
    /// `rows · columns` destination points, row-major.
    public var points: [Point]

    /// Nil unless `rows, columns >= 2` and `points.count == rows · columns`.
    public init?(rows: Int, columns: Int, points: [Point]) {
        guard rows >= 2, columns >= 2, points.count == rows * columns else { return nil }
        self.rows = rows; self.columns = columns; self.points = points
    }

    /// The mesh whose vertex (`i`, `j`) lies at `f(source point)` for an image of `width × height`
    /// pixels (`f` = identity: the image drawn at its own pixel coordinates).
    public init(rows: Int, columns: Int, width: Double, height: Double, _ f: (Point) -> Point) {
        self.rows = max(2, rows); self.columns = max(2, columns)
        var pts: [Point] = []
        pts.reserveCapacity(self.rows * self.columns)
        for i in 0..<self.rows {
            for j in 0..<self.columns {
                pts.append(f(Point(Double(j) * width / Double(self.columns - 1), Double(i) * height / Double(self.rows - 1))))
            }
        }
        points = pts
    }

    /// The destination point of vertex (`row`, `column`).
    public subscript(row: Int, column: Int) -> Point { points[row * columns + column] }

    /// The closed outline of the mesh (its outer vertices, clockwise in source order).
    public var outline: Path {
        var p = Path()
        p.move(to: self[0, 0])
        for j in 1..<columns { p.line(to: self[0, j]) }
        for i in 1..<rows { p.line(to: self[i, columns - 1]) }
        for j in stride(from: columns - 2, through: 0, by: -1) { p.line(to: self[rows - 1, j]) }
        for i in stride(from: rows - 2, through: 1, by: -1) { p.line(to: self[i, 0]) }
        p.close()
        return p
    }
}

extension Canvas {
    /// Draws `image` warped by `mesh` (bilinear texture lookup).
    ///
    /// Each cell is two triangles mapped affinely. Every pixel centre is assigned to exactly one
    /// triangle (half-open edge rule on edge functions evaluated once per shared edge, so no
    /// seams and no double blending between cells; where folded cells overlap, the later cell
    /// wins). Coverage comes only from the mesh's outer outline, through the scan converter
    /// (exact-area anti-aliasing, non-zero rule); pixels of the anti-aliased rim whose centres lie
    /// just outside the mesh take the nearest boundary triangle's mapping, clamped to the image.
    /// Degenerate (zero-area) triangles draw nothing; non-finite points draw nothing.
    public mutating func drawImage(_ image: PixmapView, mesh: MeshWarp, opacity: Double = 1, blend: BlendMode = .sourceOver) {
        guard opacity > 0, image.width > 0, image.height > 0, !clipRect.isEmpty else { return }
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for p in mesh.points {
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return }
            lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        let x0 = max(clipRect.x0, Int(lo.x.rounded(.down)) - 1), y0 = max(clipRect.y0, Int(lo.y.rounded(.down)) - 1)
        let x1 = min(clipRect.x1, Int(hi.x.rounded(.up)) + 1), y1 = min(clipRect.y1, Int(hi.y.rounded(.up)) + 1)
        guard x1 > x0, y1 > y0 else { return }
        let tex = Pixmap(width: x1 - x0, height: y1 - y0)
        MeshRaster.texture(image, mesh: mesh, into: tex.view, originX: x0, originY: y0)
        fill(
            mesh.outline, paint: .image(tex, transform: AffineTransform(translationX: Double(x0), y: Double(y0))),
            rule: .nonZero, opacity: opacity, blend: blend)
    }
}

/// The texture pass of the mesh warp: writes, for every device pixel of the mesh, the bilinear
/// sample of its source point (scalar; one affine map per triangle).
enum MeshRaster {
    /// One triangle of the mesh: global vertex indices and its device → source map.
    struct Triangle {
        var v: (Int, Int, Int)
        /// +1 / −1: orientation of the device triangle.
        var sign: Double
        /// u = ua·x + ub·y + uc, v = va·x + vb·y + vc (device pixel coordinates → image pixels).
        var ua, ub, uc, va, vb, vc: Double
    }

    static func triangle(_ i0: Int, _ i1: Int, _ i2: Int, _ mesh: MeshWarp, _ src: (Int) -> Point) -> Triangle? {
        let p0 = mesh.points[i0], p1 = mesh.points[i1], p2 = mesh.points[i2]
        let e1 = p1 - p0, e2 = p2 - p0
        let det = e1.x * e2.y - e1.y * e2.x
        guard abs(det) > 1e-9 else { return nil }
        let s0 = src(i0), s1 = src(i1), s2 = src(i2)
        // λ1 = cross(q, e2) / det, λ2 = cross(e1, q) / det with q = p − p0; s = s0 + λ1 (s1 − s0) + λ2 (s2 − s0).
        let l1x = e2.y / det, l1y = -e2.x / det, l1c = -(p0.x * l1x + p0.y * l1y)
        let l2x = -e1.y / det, l2y = e1.x / det, l2c = -(p0.x * l2x + p0.y * l2y)
        let du1 = s1.x - s0.x, du2 = s2.x - s0.x, dv1 = s1.y - s0.y, dv2 = s2.y - s0.y
        return Triangle(
            v: (i0, i1, i2), sign: det > 0 ? 1 : -1,
            ua: du1 * l1x + du2 * l2x, ub: du1 * l1y + du2 * l2y, uc: s0.x + du1 * l1c + du2 * l2c,
            va: dv1 * l1x + dv2 * l2x, vb: dv1 * l1y + dv2 * l2y, vc: s0.y + dv1 * l1c + dv2 * l2c)
    }

    static func texture(_ image: PixmapView, mesh: MeshWarp, into tex: PixmapView, originX: Int, originY: Int) {
        let rows = mesh.rows, cols = mesh.columns
        let w = Double(image.width), h = Double(image.height)
        func src(_ k: Int) -> Point {
            Point(Double(k % cols) * w / Double(cols - 1), Double(k / cols) * h / Double(rows - 1))
        }
        let sampler = ImageShader(image: image, deviceToImage: .identity, clampEdges: true)
        // 0: empty, 1: a cell's pixel, 2: rim pixel (outside every cell, next to the outline).
        let state = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: tex.width * tex.height)
        defer { state.deallocate() }
        state.initialize(repeating: 0)
        var rim: [Triangle] = []
        for i in 0..<(rows - 1) {
            for j in 0..<(cols - 1) {
                let a = i * cols + j, b = a + 1, c = a + cols + 1, d = a + cols
                let border = i == 0 || j == 0 || i == rows - 2 || j == cols - 2
                if let t = triangle(a, b, c, mesh, src) {
                    fillTriangle(t, mesh, sampler, tex, state, originX, originY)
                    if border { rim.append(t) }
                }
                if let t = triangle(a, c, d, mesh, src) {
                    fillTriangle(t, mesh, sampler, tex, state, originX, originY)
                    if border { rim.append(t) }
                }
            }
        }
        for t in rim { extendTriangle(t, mesh, sampler, tex, state, originX, originY, w, h) }
    }

    /// One edge's test `(ea·x + eb·y + ec) · k > 0`, or `== 0` with `k > 0` (half-open rule).
    struct Edge {
        var ea, eb, ec, k: Double
        /// Edge a → b of a triangle of orientation `sign`, evaluated in the canonical direction
        /// (lower vertex index first) so that both triangles sharing it compute the same bits.
        init(_ a: Int, _ b: Int, _ mesh: MeshWarp, sign: Double) {
            let lo = mesh.points[min(a, b)], hi = mesh.points[max(a, b)]
            let dx = hi.x - lo.x, dy = hi.y - lo.y
            // cross((dx, dy), (px − lo.x, py − lo.y)) = −dy·px + dx·py + (dy·lo.x − dx·lo.y)
            ea = -dy; eb = dx; ec = dy * lo.x - dx * lo.y
            k = sign * (a < b ? 1 : -1)
        }
        @inline(__always) func inside(_ px: Double, _ rowTerm: Double) -> Bool {
            let v = (ea * px + rowTerm) * k
            return v > 0 || (v == 0 && k > 0)
        }
        /// The pixel-centre x range (inclusive bounds, widened by one) where the edge may pass.
        func span(_ py: Double, _ lo: inout Double, _ hi: inout Double) {
            let a = ea * k, b = (eb * py + ec) * k
            if a > 0 { lo = max(lo, -b / a - 1) } else if a < 0 { hi = min(hi, -b / a + 1) } else if b < 0 { hi = -Double.infinity }
        }
    }

    /// Pixels whose centres lie inside `t` (half-open rule), sampled.
    static func fillTriangle(
        _ t: Triangle, _ mesh: MeshWarp, _ sampler: ImageShader, _ tex: PixmapView,
        _ state: UnsafeMutableBufferPointer<UInt8>, _ ox: Int, _ oy: Int
    ) {
        let e0 = Edge(t.v.0, t.v.1, mesh, sign: t.sign), e1 = Edge(t.v.1, t.v.2, mesh, sign: t.sign)
        let e2 = Edge(t.v.2, t.v.0, mesh, sign: t.sign)
        let p0 = mesh.points[t.v.0], p1 = mesh.points[t.v.1], p2 = mesh.points[t.v.2]
        let minY = min(p0.y, p1.y, p2.y), maxY = max(p0.y, p1.y, p2.y)
        let minX = min(p0.x, p1.x, p2.x), maxX = max(p0.x, p1.x, p2.x)
        let ya = max(oy, Int((minY - 0.5).rounded(.up))), yb = min(oy + tex.height - 1, Int((maxY - 0.5).rounded(.down)))
        guard ya <= yb else { return }
        let xMin = Double(ox), xMax = Double(ox + tex.width - 1)
        for y in ya...yb {
            let py = Double(y) + 0.5
            // Narrow the row to where the triangle can be, then test each pixel centre exactly.
            var lo = max(xMin, minX - 0.5), hi = min(xMax, maxX - 0.5)
            e0.span(py, &lo, &hi); e1.span(py, &lo, &hi); e2.span(py, &lo, &hi)
            guard lo <= hi else { continue }
            let xa = Int(lo.rounded(.up)), xb = Int(hi.rounded(.down))
            guard xa <= xb else { continue }
            let r0 = e0.eb * py + e0.ec, r1 = e1.eb * py + e1.ec, r2 = e2.eb * py + e2.ec
            let urow = t.ub * py + t.uc, vrow = t.vb * py + t.vc
            let row = UnsafeMutableRawPointer(tex.row(y - oy))
            let srow = (y - oy) * tex.width - ox
            for x in xa...xb {
                let px = Double(x) + 0.5
                guard e0.inside(px, r0), e1.inside(px, r1), e2.inside(px, r2) else { continue }
                row.storeBytes(of: sampler.sample(t.ua * px + urow, t.va * px + vrow), toByteOffset: (x - ox) * 4, as: UInt32.self)
                state[srow + x] = 1
            }
        }
    }

    /// Empty pixels within one pixel of a boundary triangle: its mapping extended, clamped to the image.
    static func extendTriangle(
        _ t: Triangle, _ mesh: MeshWarp, _ sampler: ImageShader, _ tex: PixmapView,
        _ state: UnsafeMutableBufferPointer<UInt8>, _ ox: Int, _ oy: Int, _ w: Double, _ h: Double
    ) {
        let p0 = mesh.points[t.v.0], p1 = mesh.points[t.v.1], p2 = mesh.points[t.v.2]
        let minX = min(p0.x, p1.x, p2.x), maxX = max(p0.x, p1.x, p2.x), minY = min(p0.y, p1.y, p2.y), maxY = max(p0.y, p1.y, p2.y)
        let xa = max(ox, Int((minX - 1.5).rounded(.up))), xb = min(ox + tex.width - 1, Int((maxX + 0.5).rounded(.down)))
        let ya = max(oy, Int((minY - 1.5).rounded(.up))), yb = min(oy + tex.height - 1, Int((maxY + 0.5).rounded(.down)))
        guard xa <= xb, ya <= yb else { return }
        for y in ya...yb {
            let py = Double(y) + 0.5
            let row = UnsafeMutableRawPointer(tex.row(y - oy))
            for x in xa...xb where state[(y - oy) * tex.width + (x - ox)] == 0 {
                let px = Double(x) + 0.5
                let u = min(w, max(0, t.ua * px + t.ub * py + t.uc)), v = min(h, max(0, t.va * px + t.vb * py + t.vc))
                row.storeBytes(of: sampler.sample(u, v), toByteOffset: (x - ox) * 4, as: UInt32.self)
                state[(y - oy) * tex.width + (x - ox)] = 2
            }
        }
    }
}
