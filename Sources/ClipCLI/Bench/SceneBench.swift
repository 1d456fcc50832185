import ClipRaster
import ClipSceneKit
import Foundation

/// `clipgen bench --scenes [SELECTION]`: render-only cost of each scene, one thread, no encoding.
///
/// Each scene renders `frames` instants spread evenly over its duration (frame i at
/// (i + 0.5) / frames × duration) into one reused frame at the given scale, after one warm-up
/// frame (caches: glyphs, resampled images, gradient tables). The figure is the mean wall time per
/// frame; min and max show how uneven the clip is. Build release first: debug is 10–100× slower.
struct SceneBench {
    var scenes: [any Scene]
    var scale: Double
    var frames: Int
    var json: Bool

    struct Row: Codable {
        var id: String
        var width: Int
        var height: Int
        var meanMs: Double
        var minMs: Double
        var maxMs: Double
    }

    func run() throws {
        var rows: [Row] = []
        for scene in scenes {
            let renderer = try scene.makeRenderer(options: SceneOptions(scale: scale))
            let (w, h) = scene.pixelSize(scale: scale)
            let frame = Pixmap(width: w, height: h)
            try renderer.render(time: 0, into: frame.view)
            var times: [Double] = []
            for i in 0..<frames {
                let t = (Double(i) + 0.5) / Double(frames) * scene.duration
                let start = DispatchTime.now().uptimeNanoseconds
                try renderer.render(time: t, into: frame.view)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            let row = Row(
                id: scene.id, width: w, height: h, meanMs: times.reduce(0, +) / Double(times.count),
                minMs: times.min() ?? 0, maxMs: times.max() ?? 0)
            rows.append(row)
            if !json {
                let name = row.id.padding(toLength: max(28, row.id.count), withPad: " ", startingAt: 0)
                print(name + String(format: " %4d×%-4d  mean %6.2f ms  min %6.2f  max %6.2f", w, h, row.meanMs, row.minMs, row.maxMs))
            }
        }
        if json {
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try enc.encode(rows), as: UTF8.self))
        } else {
            let worst = rows.max { $0.meanMs < $1.meanMs }
            print(
                String(
                    format: "%d scenes at scale %g, %d frames each, one thread%@", rows.count, scale, frames,
                    worst.map { String(format: "; slowest %@ at %.2f ms/frame", $0.id, $0.meanMs) } ?? ""))
        }
    }
}
