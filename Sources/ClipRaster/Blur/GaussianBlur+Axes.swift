extension GaussianBlur {
    /// Blurs `view` in place with standard deviations `sigmaX` along rows and `sigmaY` along
    /// columns, in pixels (an axis whose σ is ≤ 0.2 is left alone). With equal σ this is
    /// `apply(to:sigma:)`, bit for bit: the same box cascades, run per axis.
    public static func apply(to view: PixmapView, sigmaX: Double, sigmaY: Double) {
        guard view.width > 0, view.height > 0 else { return }
        func boxes(_ s: Double) -> [BoxCascade] {
            guard s > 0.2, s.isFinite else { return [] }
            return cascades(radii: boxRadii(sigma: min(s, 2000)))
        }
        let cx = boxes(sigmaX), cy = boxes(sigmaY)
        guard !(cx.isEmpty && cy.isEmpty) else { return }
        let work = StripWork(cx + cy, length: max(view.width, view.height))
        defer { work.deallocate() }
        for c in cx { horizontal(view, c, work) }
        for c in cy { vertical(view, c, work) }
    }
}
