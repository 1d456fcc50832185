import Foundation
import Dispatch
import ClipGeometry
import ClipRaster
import ClipEncode

/// Options of `clipgen bench` (the raster benchmark against Cairo/Skia/Blend2D's workloads).
package struct RasterBenchOptions: Sendable {
    /// Horizontal bands rendered in parallel (Dispatch `concurrentPerform`), one canvas per band.
    package var threads: Int = 1
    /// Timed frames per workload (after 3 warm-up frames); the median is reported.
    package var iterations: Int = 30
    /// When set, `<dir>/<id>_<name>_clipgen.png` is written for each workload.
    package var pngDirectory: String?
    /// Workload ids or names to run (empty = all).
    package var only: [String] = []
    /// A `workloads.json` to use instead of the copy bundled with ClipBench.
    package var workloadsPath: String?

    package init(threads: Int = 1, iterations: Int = 30, pngDirectory: String? = nil, only: [String] = [], workloadsPath: String? = nil) {
        self.threads = threads; self.iterations = iterations; self.pngDirectory = pngDirectory
        self.only = only; self.workloadsPath = workloadsPath
    }
}

package struct RasterBenchResult: Sendable {
    package let id: String
    package let name: String
    package let medianMs: Double
    package let minMs: Double
    package let frames: Int
    /// Frame megapixels per second (width × height / median time), as the peers' summary.
    package let mpixPerS: Double
}

package struct RasterBenchReport: Sendable {
    package let width: Int
    package let height: Int
    package let threads: Int
    package let results: [RasterBenchResult]

    package var textTable: String {
        var s =
            "clipgen raster bench — \(width)x\(height), \(threads) thread(s), raster core for \(RasterBuild.cpu), median of timed frames\n"
        s += "kernels: \(RasterBuild.kernels)\n"
        s += "workload     median ms      min ms   Mpix/s  frames\n"
        for r in results {
            s += r.name.padding(toLength: 10, withPad: " ", startingAt: 0)
            s += String(format: " %11.2f %11.2f %8.0f %7d\n", r.medianMs, r.minMs, r.mpixPerS, r.frames)
        }
        return s
    }

    package var json: String {
        let items = results.map {
            String(
                format: "{\"name\": \"%@\", \"id\": \"%@\", \"median_ms\": %.4f, \"min_ms\": %.4f, \"mpix_per_s\": %.2f, \"frames\": %d}",
                $0.name, $0.id, $0.medianMs, $0.minMs, $0.mpixPerS, $0.frames)
        }
        return "{\"width\": \(width), \"height\": \(height), \"threads\": \(threads), \"cpu\": \"\(RasterBuild.cpu)\", "
            + "\"kernels\": \"\(RasterBuild.kernels)\", \"workloads\": ["
            + items.joined(separator: ", ") + "]}"
    }
}

package enum RasterBench {
    package static func run(_ o: RasterBenchOptions) throws -> RasterBenchReport {
        let (w, h, all) = try WorkloadLoader.load(path: o.workloadsPath)
        let selected = o.only.isEmpty ? all : all.filter { o.only.contains($0.id) || o.only.contains($0.name) }
        let unknown = o.only.filter { name in !all.contains { $0.id == name || $0.name == name } }
        if !unknown.isEmpty { throw WorkloadError.unknown(unknown, known: all.map(\.id)) }
        let threads = max(1, min(o.threads, h))
        let pixmap = Pixmap(width: w, height: h)
        let frame = BandedFrame(target: pixmap.view, bands: threads)
        var results: [RasterBenchResult] = []
        for wl in selected {
            for _ in 0..<3 { frame.render(wl.commands) }
            var times: [Double] = []
            for _ in 0..<max(1, o.iterations) {
                let t0 = DispatchTime.now().uptimeNanoseconds
                frame.render(wl.commands)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            }
            times.sort()
            let med = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            results.append(
                RasterBenchResult(
                    id: wl.id, name: wl.name, medianMs: med, minMs: times[0], frames: times.count,
                    mpixPerS: Double(w * h) / 1e6 / (med / 1e3)))
            if let dir = o.pngDirectory {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                frame.render(wl.commands)
                try PNGCodec.write(pixmap.view, to: "\(dir)/\(wl.id)_\(wl.name)_clipgen.png")
            }
        }
        return RasterBenchReport(width: w, height: h, threads: threads, results: results)
    }
}

extension RasterBench {
    /// One frame of every workload (or of `only`), each reduced to a 64-bit FNV-1a digest of its
    /// pixel bytes: `make test` compares them with `Benchmarks/workload-digests.txt`, so every
    /// build (CPU level, thread count) must draw the benchmark frames bit for bit alike.
    package static func digests(threads: Int = 1, only: [String] = [], workloadsPath: String? = nil) throws -> [(
        name: String, digest: UInt64
    )] {
        let (w, h, all) = try WorkloadLoader.load(path: workloadsPath)
        let selected = only.isEmpty ? all : all.filter { only.contains($0.id) || only.contains($0.name) }
        let pixmap = Pixmap(width: w, height: h)
        let frame = BandedFrame(target: pixmap.view, bands: max(1, min(threads, h)))
        return selected.map { wl in
            frame.render(wl.commands)
            var d: UInt64 = 0xcbf2_9ce4_8422_2325
            for y in 0..<h {
                let row = pixmap.view.row(y)
                for i in 0..<(w * 4) { d = (d ^ UInt64(row[i])) &* 0x0000_0100_0000_01B3 }
            }
            return (wl.name, d)
        }
    }
}

/// A frame split into horizontal bands, one canvas per band (`Canvas(_:originY:)`): each band
/// replays the whole command list in device coordinates, clipped to its rows, so the result is
/// bit-identical to a single-threaded frame.
final class BandedFrame: @unchecked Sendable {
    let bands: [(canvas: CanvasBox, y0: Int)]

    final class CanvasBox: @unchecked Sendable { var canvas: Canvas; init(_ c: Canvas) { canvas = c } }

    init(target: PixmapView, bands n: Int) {
        var b: [(CanvasBox, Int)] = []
        for i in 0..<n {
            let y0 = target.height * i / n, y1 = target.height * (i + 1) / n
            let v = PixmapView(base: target.base + y0 * target.stride, width: target.width, height: y1 - y0, stride: target.stride)
            b.append((CanvasBox(Canvas(v, originY: y0)), y0))
        }
        bands = b
    }

    func render(_ commands: [BenchCommand]) {
        if bands.count == 1 { Self.draw(&bands[0].canvas.canvas, commands); return }
        DispatchQueue.concurrentPerform(iterations: bands.count) { i in
            Self.draw(&bands[i].canvas.canvas, commands)
        }
    }

    static func draw(_ c: inout Canvas, _ commands: [BenchCommand]) {
        for cmd in commands {
            switch cmd {
            case .clear(let color): c.clear(color)
            case .fill(let p, let paint, let rule): c.fill(p, paint: paint, rule: rule)
            case .stroke(let p, let style, let paint): c.stroke(p, style: style, paint: paint)
            }
        }
    }
}
