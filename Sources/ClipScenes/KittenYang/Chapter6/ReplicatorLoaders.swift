import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.5 CAReplicatorLayer loaders (ReplicatorLoaderDemo-Swift): a pulse (8 copies, 0.5 s apart),
/// three flipping squares (3 copies, 0.1 s apart, translated) and a 3 × 3 grid (a replicator of
/// a replicator, delays adding up along both axes). Each loader is built at the upstream 100 ×
/// 100 pt, as the book's code does; `ReplicatorLoaders.scenes` shows each alone (×2: the pulse on a
/// 200 × 200 canvas, the flip row on 280 × 160 and the grid on 260 × 260, so the squares keep a
/// 30–50 pt margin from the edges) and the three stacked.
///
/// Choices (⚑): colour red (1, 0.23, 0.19); the pulse fades from 1.0 (seed; upstream 0.3); the
/// grid's opacity animates 1.0 → 0.3 (upstream's alpha option 0.3 would hold it constant). The
/// animations begin 4 s before the clip (`beginTime = CACurrentMediaTime() − 4`), so every copy is
/// already running at frame 0 and the clips loop seamlessly: the pulse and the grid in 4 s, the
/// flips in 3.6 s (six 0.6 s flips), the stacked clip in 12 s (a common period).
enum ReplicatorLoaders {
    static let color = Color(r: 1, g: 0.23, b: 0.19)
    static let size = 100.0
    /// Seconds of animation before frame 0.
    static let warmUp = 4.0

    /// The pulse: a disc scaling 0 → 1 while its opacity falls 1 → 0 over 4 s; 8 copies 0.5 s apart.
    static func pulse(size: Double = size) -> ReplicatorLayer {
        let pulseLayer = ShapeLayer()
        pulseLayer.name = "pulseLayer"
        pulseLayer.frame = Rect(0, 0, size, size)
        pulseLayer.path = ovalPath(in: pulseLayer.bounds)
        pulseLayer.fillColor = color
        pulseLayer.opacity = 0.0

        let replicatorLayer = ReplicatorLayer()
        replicatorLayer.name = "pulse"
        replicatorLayer.frame = Rect(0, 0, size, size)
        replicatorLayer.instanceCount = 8
        replicatorLayer.instanceDelay = 0.5
        replicatorLayer.addSublayer(pulseLayer)

        let alphaAnimation = BasicAnimation(keyPath: .opacity, from: 1.0, to: 0.0)
        let scaleAnimation = BasicAnimation(
            keyPath: .transform, from: .transform(CATransform3DScale(CATransform3DIdentity, 0, 0, 0)),
            to: .transform(CATransform3DScale(CATransform3DIdentity, 1, 1, 0)))
        let groupAnimation = AnimationGroup()
        groupAnimation.animations = [alphaAnimation, scaleAnimation]
        groupAnimation.duration = 4.0
        groupAnimation.autoreverses = false
        groupAnimation.repeatCount = HUGE
        groupAnimation.beginTime = currentMediaTime() - warmUp
        pulseLayer.add(groupAnimation, forKey: "groupAnimation")
        return replicatorLayer
    }

    /// Three squares flipping about y without perspective (visible width 30·|cos θ|), 0.1 s apart.
    static func dotsFlip(size: Double = size) -> ReplicatorLayer {
        let margin = 5.0
        let dotSize = (size - 2 * margin) / 3
        let dot = ShapeLayer()
        dot.name = "dot"
        dot.frame = Rect(0, (size - dotSize) / 2, dotSize, dotSize)
        dot.path = rectPath(Rect(0, 0, dotSize, dotSize))
        dot.fillColor = color

        let replicatorLayer = ReplicatorLayer()
        replicatorLayer.name = "dotsFlip"
        replicatorLayer.frame = Rect(0, 0, size, size)
        replicatorLayer.instanceCount = 3
        replicatorLayer.instanceDelay = 0.1
        replicatorLayer.instanceTransform = CATransform3DMakeTranslation(margin + dotSize, 0, 0)
        replicatorLayer.addSublayer(dot)

        let flip = BasicAnimation(
            keyPath: .transform,
            from: .transform(CATransform3DRotate(CATransform3DIdentity, 0, 0, 1, 0)),
            to: .transform(CATransform3DRotate(CATransform3DIdentity, Double.pi, 0, 1, 0)))
        flip.duration = 0.6
        flip.repeatCount = HUGE
        flip.timingFunction = .linear
        flip.beginTime = currentMediaTime() - warmUp
        dot.add(flip, forKey: "flip")
        return replicatorLayer
    }

    /// A 3 × 3 grid: a replicator of three dots along x inside a replicator of three rows along y;
    /// dot (i, j) runs 0.3·(i + j) s late.
    static func gridScale(size: Double = size) -> ReplicatorLayer {
        let nbColumn = 3
        let margin = 5.0
        let dotSize = (size - margin * 2) / Double(nbColumn)
        let dot = ShapeLayer()
        dot.name = "gridDot"
        dot.frame = Rect(0, 0, dotSize, dotSize)
        dot.path = ovalPath(in: dot.bounds)
        dot.fillColor = color

        let replicatorLayerX = ReplicatorLayer()
        replicatorLayerX.frame = Rect(0, 0, size, size)
        replicatorLayerX.instanceDelay = 0.3
        replicatorLayerX.instanceCount = nbColumn
        replicatorLayerX.instanceTransform = CATransform3DTranslate(CATransform3DIdentity, dotSize + margin, 0, 0)
        replicatorLayerX.addSublayer(dot)

        let replicatorLayerY = ReplicatorLayer()
        replicatorLayerY.name = "grid"
        replicatorLayerY.frame = Rect(0, 0, size, size)
        replicatorLayerY.instanceDelay = 0.3
        replicatorLayerY.instanceCount = nbColumn
        replicatorLayerY.instanceTransform = CATransform3DTranslate(CATransform3DIdentity, 0, dotSize + margin, 0)
        replicatorLayerY.addSublayer(replicatorLayerX)

        let alpha = BasicAnimation(keyPath: .opacity, from: 1.0, to: 0.3)
        let scale = BasicAnimation(
            keyPath: .transform, from: .transform(CATransform3DMakeScale(1, 1, 0)),
            to: .transform(CATransform3DMakeScale(0.2, 0.2, 0)))
        let group = AnimationGroup()
        group.animations = [alpha, scale]
        group.duration = 1.0
        group.autoreverses = true
        group.repeatCount = HUGE
        group.beginTime = currentMediaTime() - warmUp
        dot.add(group, forKey: "scale")
        return replicatorLayerY
    }

    /// One loader built at 100 pt, centred on the canvas and shown ×`scale`.
    static func place(_ loader: Layer, center: Point, scale: Double) -> Layer {
        loader.position = center
        loader.transform = CATransform3DMakeScale(scale, scale, 1)
        return loader
    }

    static let pulseScene = EngineScene(
        id: "replicator-pulse", title: "Replicator pulse: eight discs, half a second apart",
        source: .kittenYang("6.5.1", reference: "MOVIE 6.8, ReplicatorLoaderDemo"), tags: [.replicator, .loader],
        keyTimes: [0.25, 1.0], size: Size(200, 200), duration: 4.0, background: .white,
        build: { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            root.addSublayer(place(pulse(), center: Point(100, 100), scale: 2))
            return root
        })

    static let dotsFlipScene = EngineScene(
        id: "replicator-dots-flip", title: "Replicator flip: three squares, flips ripple left to right",
        source: .kittenYang("6.5.2", reference: "MOVIE 6.8, ReplicatorLoaderDemo"), tags: [.replicator, .loader],
        keyTimes: [0.15, 0.4], size: Size(280, 160), duration: 3.6, background: .white,
        build: { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            root.addSublayer(place(dotsFlip(), center: Point(ctx.size.width / 2, ctx.size.height / 2), scale: 2))
            return root
        })

    static let gridScene = EngineScene(
        id: "replicator-grid-scale", title: "Replicator grid: nested replicators, a diagonal wave",
        source: .kittenYang("6.5.3", reference: "MOVIE 6.8, ReplicatorLoaderDemo"), tags: [.replicator, .loader],
        keyTimes: [0.5, 1.3], size: Size(260, 260), duration: 4.0, background: .white,
        build: { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            root.addSublayer(place(gridScale(), center: Point(ctx.size.width / 2, ctx.size.height / 2), scale: 2))
            return root
        })

    /// The demo screen: flip on top, pulse in the centre, grid at the bottom, 120 pt apart.
    static let stackedScene = EngineScene(
        id: "replicator-loaders", title: "Replicator loaders: pulse, flip and grid together",
        source: .kittenYang("6.5", reference: "MOVIE 6.8, ReplicatorLoaderDemo"), tags: [.replicator, .loader],
        keyTimes: [0.4, 1.3], size: Size(240, 420), duration: 12.0, background: .white,
        build: { ctx in
            let W = ctx.size.width, H = ctx.size.height
            let root = Layer(frame: Rect(0, 0, W, H))
            root.addSublayer(place(dotsFlip(), center: Point(W / 2, H / 2 - 120), scale: 1))
            root.addSublayer(place(pulse(), center: Point(W / 2, H / 2), scale: 1))
            root.addSublayer(place(gridScale(), center: Point(W / 2, H / 2 + 120), scale: 1))
            return root
        })

    /// The section's clips in the spec's order (6.5.1, 6.5.2, 6.5.3, then the three together).
    static let scenes: [any Scene] = [pulseScene, dotsFlipScene, gridScene, stackedScene]
}
