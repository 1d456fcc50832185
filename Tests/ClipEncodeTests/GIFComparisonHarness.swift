import XCTest
import Foundation
import ClipEncode
import ClipPipeline
import ClipRaster
import ClipTestSupport

/// Compares our GIFs with FFmpeg's own recipe on the same frames (size and PSNR against the
/// original RGBA frames). Runs only when `CLIPGEN_GIF_COMPARE=<output dir>` is set; see
/// `Scripts/gif-compare.sh`. Not a pass/fail test of quality: it prints a table.
final class GIFComparisonHarness: XCTestCase {
    struct Clip {
        let name: String
        let width: Int, height: Int, fps: Int, frames: Int
        let draw: (Int, PixmapView) -> Void
    }

    static var clips: [Clip] {
        [
            Clip(name: "gradient-orbit", width: 240, height: 180, fps: 30, frames: 60, draw: GIFTestClips.gradientOrbit),
            Clip(name: "ui-shapes", width: 240, height: 180, fps: 30, frames: 60, draw: ComparisonClips.uiShapes),
            Clip(name: "hue-sweep", width: 160, height: 120, fps: 25, frames: 40, draw: ComparisonClips.hueSweep),
            Clip(name: "cross-fade", width: 160, height: 120, fps: 25, frames: 30, draw: ComparisonClips.crossFade),
            Clip(name: "test-pattern", width: 240, height: 180, fps: 30, frames: 45, draw: SyntheticClip.testPattern),
        ]
    }

    func testCompareWithFFmpegRecipe() throws {
        guard let out = ProcessInfo.processInfo.environment["CLIPGEN_GIF_COMPARE"], !out.isEmpty else {
            throw XCTSkip("comparison harness, not a test: set CLIPGEN_GIF_COMPARE=DIR (see Scripts/gif-compare.sh)")
        }
        let only = ProcessInfo.processInfo.environment["CLIPGEN_GIF_COMPARE_ONLY"]
        var rows: [String] = []
        var total = (ours: 0, ffmpeg: 0)
        // Synthetic clips, or (CLIPGEN_GIF_COMPARE_FRAMES=1) every `<out>/<name>/` holding
        // frame_NNNN.png files and an `fps` file (rendered by Scripts/gif-compare-scenes.sh).
        let fromFrames = ProcessInfo.processInfo.environment["CLIPGEN_GIF_COMPARE_FRAMES"] == "1"
        let clips = fromFrames ? try Self.frameDirectories(out) : Self.clips
        for clip in clips where only == nil || only == clip.name {
            let dir = "\(out)/\(clip.name)"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            var originals: [Pixmap] = []
            for i in 0..<clip.frames {
                let framePath = String(format: "%@/frame_%04d.png", dir, i)
                if fromFrames { originals.append(try PNGCodec.read(path: framePath)); continue }
                let p = Pixmap(width: clip.width, height: clip.height)
                clip.draw(i, p.view)
                originals.append(p)
                try PNGCodec.write(p.view, to: framePath)
            }
            let ours = "\(dir)/ours.gif", theirs = "\(dir)/ffmpeg.gif"
            let started = DispatchTime.now().uptimeNanoseconds
            let amplitude =
                ProcessInfo.processInfo.environment["CLIPGEN_GIF_DITHER"].flatMap { Int($0) } ?? GIFOptions.defaultDitherAmplitude
            let tolerance =
                ProcessInfo.processInfo.environment["CLIPGEN_GIF_TOLERANCE"].flatMap { Int($0) } ?? GIFOptions.defaultTemporalTolerance
            let sink = GIFSink(path: ours, options: try GIFOptions(ditherAmplitude: amplitude, temporalTolerance: tolerance))
            try sink.begin(format: FrameFormat(width: clip.width, height: clip.height, fps: clip.fps, frameCount: clip.frames))
            for (i, p) in originals.enumerated() { try sink.consume(frame: p.view, index: i) }
            try sink.finish()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            try run([
                "ffmpeg", "-v", "error", "-y", "-framerate", "\(clip.fps)", "-i", "\(dir)/frame_%04d.png", "-vf",
                "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                theirs,
            ])
            let a = try measure(ours, originals, fps: clip.fps), b = try measure(theirs, originals, fps: clip.fps)
            total.ours += a.bytes; total.ffmpeg += b.bytes
            rows.append(
                String(
                    format: "| %@ | %dx%d, %d frames @ %d fps | %d | %.3f | %d | %.3f | %.2f s |", clip.name,
                    clip.width, clip.height, clip.frames, clip.fps, a.bytes, a.psnr, b.bytes, b.psnr, seconds))
            XCTAssertGreaterThan(a.bytes, 0)
        }
        print("| clip | frames | ours bytes | ours PSNR dB | ffmpeg bytes | ffmpeg PSNR dB | our encode time |")
        print("|---|---|---|---|---|---|---|")
        rows.forEach { print($0) }
        print("total bytes: ours \(total.ours), ffmpeg \(total.ffmpeg)")
    }

    /// Clips described by frame directories: `<out>/<name>/fps` and `frame_0000.png`….
    static func frameDirectories(_ out: String) throws -> [Clip] {
        let fm = FileManager.default
        return try fm.contentsOfDirectory(atPath: out).sorted().compactMap { name in
            let dir = "\(out)/\(name)"
            guard let fpsText = try? String(contentsOfFile: "\(dir)/fps", encoding: .utf8),
                let fps = Int(fpsText.trimmingCharacters(in: .whitespacesAndNewlines))
            else { return nil }
            let count = try fm.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }.count
            guard count > 0 else { return nil }
            let first = try PNGCodec.read(path: "\(dir)/frame_0000.png")
            return Clip(name: name, width: first.width, height: first.height, fps: fps, frames: count, draw: { _, _ in })
        }
    }

    /// File size and RGB PSNR over every original frame, comparing each with the GIF frame on
    /// screen at that frame's time.
    private func measure(_ path: String, _ originals: [Pixmap], fps: Int) throws -> (bytes: Int, psnr: Double) {
        let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        let decoded = try VideoReader(path: path).readAllFrames()
        var sumMSE = 0.0
        for (i, original) in originals.enumerated() {
            let t = Double(i) / Double(fps) + 0.0051 // GIF delays are whole centiseconds
            let shown = decoded.last(where: { $0.time <= t }) ?? decoded[0]
            sumMSE += ImageDiff(shown.pixmap.view, original.view).colorMeanSquaredError
        }
        return (bytes, ImageDiff.psnr(mse: sumMSE / Double(originals.count)))
    }

    private func run(_ args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        try p.run()
        p.waitUntilExit()
        if p.terminationStatus != 0 { throw EncodeError(path: args.last ?? "", message: "\(args[0]) failed") }
    }
}

enum ComparisonClips {
    /// Flat light background, three anti-aliased discs and a rounded bar moving like UI elements.
    static func uiShapes(_ i: Int, _ v: PixmapView) {
        v.fill(RGBA8(242, 242, 247))
        let w = Double(v.width), h = Double(v.height), t = Double(i) / 60
        let discs: [(Double, Double, Double, RGBA8)] = [
            (w * (0.2 + 0.6 * t), h * 0.3, h * 0.12, RGBA8(0, 122, 255)),
            (w * 0.5, h * (0.8 - 0.4 * t), h * 0.1, RGBA8(255, 59, 48)),
            (w * (0.8 - 0.5 * t * t), h * 0.7, h * 0.08 * (1 + t), RGBA8(52, 199, 89)),
        ]
        for y in 0..<v.height {
            for x in 0..<v.width {
                var p = v[x, y]
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                // Rounded bar growing from the left, with a vertical gradient.
                let barW = w * 0.9 * t, barTop = h * 0.05, barBottom = h * 0.15
                if px < w * 0.05 + barW && px > w * 0.05 && py > barTop && py < barBottom {
                    let g = (py - barTop) / (barBottom - barTop)
                    p = RGBA8(UInt8(88 + 60 * g), UInt8(86 + 40 * g), UInt8(214 - 30 * g))
                }
                for (cx, cy, r, c) in discs {
                    let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    let cover = max(0, min(1, r - d + 0.5))
                    if cover > 0 {
                        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - cover) + Double(b) * cover).rounded()) }
                        p = RGBA8(mix(p.r, c.r), mix(p.g, c.g), mix(p.b, c.b))
                    }
                }
                v[x, y] = p
            }
        }
    }

    /// A full-frame two-axis gradient whose hues rotate every frame (everything changes).
    static func hueSweep(_ i: Int, _ v: PixmapView) {
        let t = Double(i) / 40 * 2 * .pi
        for y in 0..<v.height {
            for x in 0..<v.width {
                let a = Double(x) / Double(v.width) * 2 * .pi + t, b = Double(y) / Double(v.height)
                let r = 128 + 100 * cos(a), g = 128 + 100 * cos(a - 2.1) * (1 - b * 0.5), bl = 60 + 150 * b
                v[x, y] = RGBA8(UInt8(r.rounded()), UInt8(g.rounded()), UInt8(bl.rounded()))
            }
        }
    }

    /// A cross-fade from a radial gradient to diagonal stripes.
    static func crossFade(_ i: Int, _ v: PixmapView) {
        let k = Double(i) / 29
        let w = Double(v.width), h = Double(v.height)
        for y in 0..<v.height {
            for x in 0..<v.width {
                let dx = Double(x) - w / 2, dy = Double(y) - h / 2
                let d = (dx * dx + dy * dy).squareRoot() / (w / 2)
                let a = (250 - 180 * d, 180 - 120 * d, 90 + 60 * d)
                let stripe = ((x + y) / 12) % 2 == 0
                let b = stripe ? (40.0, 60.0, 120.0) : (220.0, 230.0, 240.0)
                func mix(_ p: Double, _ q: Double) -> UInt8 { UInt8(max(0, min(255, p * (1 - k) + q * k)).rounded()) }
                v[x, y] = RGBA8(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
            }
        }
    }
}
