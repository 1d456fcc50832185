import ClipGeometry
import ClipRaster

/// `rippleEffect`: a water-drop ripple. A train of concentric rings expands from the centre of
/// the bounds: at distance `x` behind the leading ring (`front`), the water's surface carries a
/// wave of wavelength λ (1/8 of the longer side) under an envelope `sin(πx / (3λ))` (three
/// rings at once, fading in and out). The wave refracts the picture — each pixel shows the
/// picture displaced radially by `amplitude · envelope · sin(2πx / λ)` (amplitude 0.12 λ, under
/// the 1/k that would fold it) — and shades it like light on the water (the wave's slope
/// lightens one flank of each ring and darkens the other, up to 28 %). Both images ripple while
/// old cross-dissolves into new. The front runs from the centre (progress 0) until the whole
/// train has left the corners (progress 1), so the effect starts and ends unwarped; the
/// displacement tapers to 0 within λ/2 of the edges (the layer keeps its outline). Per pixel.
struct RippleTransition: TransitionCompositor {
    /// Wavelength (points) for bounds `size`.
    static func wavelength(_ size: Size) -> Double { max(size.width, size.height) / 8 }
    /// Length of the ring train, in wavelengths.
    static let train = 3.0

    /// Radius of the leading ring at progress `p`, for a bounds half-diagonal `halfDiagonal`.
    static func front(progress p: Double, halfDiagonal: Double, wavelength: Double) -> Double {
        p * (halfDiagonal + train * wavelength)
    }

    /// The wave at distance `x` behind the front: (displacement in wavelengths, slope shade).
    static func wave(behind x: Double, wavelength lambda: Double) -> (disp: Double, slope: Double) {
        let w = train * lambda
        guard x > 0, x < w else { return (0, 0) }
        let env = GMath.sin(Double.pi * x / w)
        let ph = 2 * Double.pi * x / lambda
        return (0.12 * env * GMath.sin(ph), env * GMath.cos(ph))
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        if let o = old { ripple(o, progress: p, opacity: 1 - p, g, &canvas) }
        ripple(new, progress: p, opacity: p, g, &canvas)
    }

    func ripple(_ img: LocalImage, progress p: Double, opacity: Double, _ g: TransitionGeometry, _ canvas: inout Canvas) {
        guard opacity > 0 else { return }
        let b = g.bounds
        let lambda = Self.wavelength(b.size)
        let half = 0.5 * (b.width * b.width + b.height * b.height).squareRoot()
        let front = Self.front(progress: p, halfDiagonal: half, wavelength: lambda)
        guard p > 0, p < 1 else { g.place(img, .identity, opacity, &canvas); return }
        let c = Point(b.midX, b.midY)
        let t = img.imageToLocal
        let inv = t.inverted ?? .identity
        let pm = img.pixmap
        PixelWarp.place(like: img, opacity: opacity, g, &canvas) { x, y in
            let pt = Point(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
            let d = pt - c, rad = (d.x * d.x + d.y * d.y).squareRoot()
            let (disp, slope) = Self.wave(behind: front - rad, wavelength: lambda)
            guard disp != 0 || slope != 0, rad > 1e-6 else { return PixelWarp.sample(pm, x, y) }
            let edge = max(0, min(pt.x - b.minX, b.maxX - pt.x, pt.y - b.minY, b.maxY - pt.y))
            let taper = min(1, edge / (lambda / 2))
            let s = inv.apply(pt - d * (disp * lambda * taper / rad))
            return PixelWarp.shade(PixelWarp.sample(pm, s.x, s.y, clamp: true), Float(0.28 * slope * taper))
        }
    }
}
