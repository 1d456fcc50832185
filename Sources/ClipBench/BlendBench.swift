import Dispatch
import ClipGeometry
import ClipRaster

/// Blend-mode timing on 1920×1080: one full-frame draw per mode, as layers use them: an image at
/// identity (the integer-translation blit at full coverage: group composites, mask draws), the
/// same at opacity 0.7 (constant coverage), the image scaled ×1.5 (rasterized quad, axis-aligned
/// sampler, then the kernel), and a translucent solid rectangle. The destination is reset before
/// each draw (not timed). Modes take turns within each iteration, so background load on a shared
/// machine falls on all of them alike; each figure is the median (and minimum) over `iterations`.
package enum BlendBench {
    package struct Row: Sendable {
        package let mode: BlendMode
        /// Median and minimum milliseconds per draw, in the order of `BlendBench.columns`.
        package let medianMs: [Double]
        package let minMs: [Double]
    }

    package static let columns = ["image", "image@0.7", "image×1.5", "solid"]

    package static func run(iterations: Int = 21) -> [Row] {
        let w = 1920, h = 1080
        let img = Pixmap(width: w, height: h), dst = Pixmap(width: w, height: h), bg = Pixmap(width: w, height: h)
        for y in 0..<h {
            let r = img.view.row(y), b = bg.view.row(y)
            for x in 0..<w {
                let a = UInt8((x + y) % 256)
                r[x * 4 + 3] = a; r[x * 4] = UInt8(Int(a) * x / w); r[x * 4 + 1] = UInt8(Int(a) * y / h); r[x * 4 + 2] = a / 2
                let ba = UInt8(255 - (x / 4 + y) % 128)
                b[x * 4 + 3] = ba; b[x * 4] = ba / 3; b[x * 4 + 1] = UInt8(Int(ba) * y / h); b[x * 4 + 2] = UInt8(Int(ba) * x / w)
            }
        }
        let frame = Path(rect: Rect(0, 0, Double(w), Double(h)))
        let scale = ClipGeometry.AffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -480, ty: -270)
        let draws: [(inout Canvas, BlendMode) -> Void] = [
            { $0.drawImage(img.view, transform: .identity, blend: $1) },
            { $0.drawImage(img.view, transform: .identity, opacity: 0.7, blend: $1) },
            { $0.drawImage(img.view, transform: scale, blend: $1) },
            { $0.fill(frame, paint: .solid(Color(r: 0.9, g: 0.5, b: 0.2, a: 0.6)), blend: $1) },
        ]
        // The canvas and the closures hold views, not the pixmaps: keep these alive to the end.
        defer { withExtendedLifetime((img, dst, bg)) {} }
        let modes = BlendMode.allCases
        var times = [[[Double]]](repeating: [[Double]](repeating: [], count: draws.count), count: modes.count)
        var c = Canvas(dst.view)
        for (k, draw) in draws.enumerated() {
            for _ in 0..<iterations {
                for (m, mode) in modes.enumerated() {
                    dst.view.copy(from: bg.view)
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    draw(&c, mode)
                    times[m][k].append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
                }
            }
        }
        return modes.indices.map { m in
            let sorted = times[m].map { $0.sorted() }
            return Row(mode: modes[m], medianMs: sorted.map { $0[$0.count / 2] }, minMs: sorted.map { $0[0] })
        }
    }
}
