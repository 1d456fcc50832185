import ClipGeometry
import ClipRaster

/// A node's content rendered in its local space: the pixels and their image → local transform.
/// The view is valid only during the compositor's `composite` call (pooled scratch storage).
struct LocalImage {
    var pixmap: PixmapView
    var imageToLocal: AffineTransform
}

/// Where a transition is drawn: the node's bounds, its local → device transform, the local
/// render's resolution and the direction the new content comes from.
struct TransitionGeometry {
    /// The node's bounds (local coordinates).
    var bounds: Rect
    /// Local → device (the group's offscreen).
    var m: ProjectiveTransform
    /// Pixels per point of the local images.
    var pixelsPerPoint: Double
    var subtype: TransitionSubtype

    /// Whether `m` has no perspective.
    var isAffine: Bool { abs(m.m13) < 1e-12 && abs(m.m23) < 1e-12 && abs(m.m33 - 1) < 1e-12 }

    /// Displacement of one full bounds extent toward the side the new content comes from.
    var direction: Point {
        switch subtype {
        case .fromRight: return Point(bounds.width, 0)
        case .fromLeft: return Point(-bounds.width, 0)
        case .fromTop: return Point(0, -bounds.height)
        case .fromBottom: return Point(0, bounds.height)
        }
    }

    var horizontal: Bool { subtype == .fromRight || subtype == .fromLeft }

    /// Draws `img` through the local transform `local` (local → local), then `m`.
    func place(_ img: LocalImage, _ local: ProjectiveTransform = .identity, _ opacity: Double, _ c: inout Canvas) {
        c.drawImage(
            img.pixmap, projective: ProjectiveTransform(img.imageToLocal).concatenating(local).concatenating(m),
            opacity: opacity)
    }

    /// Draws `img` through a `rows × columns` mesh warp: `f` maps a point of the image (in its
    /// pixels) to its displaced position (image pixels); then image → local → `m`. Nothing is
    /// drawn when a vertex falls behind the eye.
    func placeWarped(_ img: LocalImage, rows: Int, columns: Int, opacity: Double, _ c: inout Canvas, _ f: (Point) -> Point) {
        let full = ProjectiveTransform(img.imageToLocal).concatenating(m)
        var visible = true
        let mesh = MeshWarp(rows: rows, columns: columns, width: Double(img.pixmap.width), height: Double(img.pixmap.height)) { p in
            guard let q = full.apply(f(p)) else { visible = false; return p }
            return q
        }
        if visible { c.drawImage(img.pixmap, mesh: mesh, opacity: opacity) }
    }

    /// A local translation.
    static func shift(_ v: Point) -> ProjectiveTransform { ProjectiveTransform(AffineTransform(translationX: v.x, y: v.y)) }
}

/// One transition family: composites the old and new appearance of a node at `progress` (0…1)
/// into `canvas` (device space). Clips it sets are undone by the caller. Every effect's exact
/// look is a [CHOICE] (003/004 §1.10 gives the intent).
protocol TransitionCompositor: Sendable {
    func composite(old: LocalImage?, new: LocalImage, progress: Double, geometry: TransitionGeometry, into canvas: inout Canvas)
    /// Which of the two images `composite` reads at `progress` (the other is not rendered).
    func uses(progress: Double) -> (old: Bool, new: Bool)
}

extension TransitionCompositor {
    func uses(progress: Double) -> (old: Bool, new: Bool) { (true, true) }
}

/// The compositor of each `TransitionType`. A new transition: one file with its compositor and
/// one line here.
enum TransitionRegistry {
    static let compositors: [TransitionType: any TransitionCompositor] = [
        .fade: FadeTransition(),
        .push: SlideTransition(kind: .push),
        .moveIn: SlideTransition(kind: .moveIn),
        .reveal: SlideTransition(kind: .reveal),
        .cube: CubeTransition(),
        .flip: FlipTransition(),
        .cameraIrisHollowOpen: CameraIrisTransition(opening: true),
        .cameraIrisHollowClose: CameraIrisTransition(opening: false),
        .pageCurl: PageCurlTransition(curl: true),
        .pageUnCurl: PageCurlTransition(curl: false),
        .rippleEffect: RippleTransition(),
        .suckEffect: SuckTransition(),
    ]

    /// The compositor for `type` (a cross-dissolve if none is registered).
    static func compositor(for type: TransitionType) -> any TransitionCompositor {
        compositors[type] ?? FadeTransition()
    }
}

extension FrameRenderer {
    /// Composites the old and new appearance of a node for a transition (in `canvas`, device
    /// space), through the type's compositor (chosen once per node).
    func drawTransition(_ n: RenderNode, _ tr: RenderTransition, into canvas: inout Canvas, m: ProjectiveTransform) {
        let compositor = TransitionRegistry.compositor(for: tr.type)
        let p = min(1, max(0, tr.progress))
        var s = scale
        if isAffine(m) { s = max(0.5, m.affine.maxScale) }
        let pool = ScratchPool.shared
        let uses = compositor.uses(progress: p)
        // An image the compositor does not read at this progress is not rendered (a blank 1×1 stands in for `new`).
        let newImg = uses.new ? renderLocalPooled(n, pixelsPerPoint: s, withTransition: false) : (pool.take(width: 1, height: 1), .identity)
        defer { pool.give(newImg.0) }
        let oldImg = uses.old ? tr.old.map { renderLocalPooled($0.node, pixelsPerPoint: s) } : nil
        defer { if let o = oldImg { pool.give(o.0) } }
        let geometry = TransitionGeometry(bounds: n.bounds, m: m, pixelsPerPoint: s, subtype: tr.subtype)
        let saved = canvas
        compositor.composite(
            old: oldImg.map { LocalImage(pixmap: $0.0.view, imageToLocal: $0.1) },
            new: LocalImage(pixmap: newImg.0.view, imageToLocal: newImg.1),
            progress: p, geometry: geometry, into: &canvas)
        restoreClip(&canvas, saved)
    }
}
