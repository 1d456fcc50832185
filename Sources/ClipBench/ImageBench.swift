import Dispatch
import ClipGeometry
import ClipRaster

/// `drawImage` timing on a 750×1334 (iPhone 8 @2x) full-frame image: the engine's offscreen
/// group composites (identity / integer translation at opacity, with a mask), a fractional
/// translation, an axis-aligned scale and a rotation, each with the fast paths on and off.
package enum ImageBench {
    package struct Row: Sendable { public let name: String; public let fastMs: Double; public let genericMs: Double }

    package static func run(iterations: Int = 9) -> [Row] {
        let w = 750, h = 1334
        let img = Pixmap(width: w, height: h), dst = Pixmap(width: w, height: h)
        for y in 0..<h {
            let r = img.view.row(y)
            for x in 0..<w {
                let a = UInt8((x + y) % 256)
                r[x * 4 + 3] = a; r[x * 4] = UInt8(Int(a) * x / w); r[x * 4 + 1] = UInt8(Int(a) * y / h); r[x * 4 + 2] = a / 2
            }
        }
        let mask = Mask(path: Path(ellipseIn: Rect(0, 0, Double(w), Double(h))), width: w, height: h)
        let cases: [(String, ClipGeometry.AffineTransform, Double, Mask?)] = [
            ("identity", .identity, 1, nil),
            ("translate+opacity", ClipGeometry.AffineTransform(translationX: 7, y: -5), 0.7, nil),
            ("identity+mask", .identity, 1, mask),
            ("frac-translate", ClipGeometry.AffineTransform(translationX: 7.25, y: -5.5), 1, nil),
            ("scale 1.1", ClipGeometry.AffineTransform(a: 1.1, b: 0, c: 0, d: 1.1, tx: -20, ty: -30), 1, nil),
            ("rotate 0.1", ClipGeometry.AffineTransform(rotationAngle: 0.1), 1, nil),
        ]
        var rows: [Row] = []
        for (name, t, op, m) in cases {
            func time(_ fast: Bool) -> Double {
                var c = Canvas(dst.view)
                c.fastImagePaths = fast
                var ts: [Double] = []
                for _ in 0..<iterations {
                    dst.view.fill(RGBA8(40, 80, 120, 255))
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    c.drawImage(img.view, transform: t, opacity: op, mask: m)
                    ts.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
                }
                ts.sort()
                return ts[ts.count / 2]
            }
            rows.append(Row(name: name, fastMs: time(true), genericMs: time(false)))
        }
        return rows
    }
}
