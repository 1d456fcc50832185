import ClipEncode
import ClipGeometry
import ClipLottie
import ClipRaster
import ClipSceneKit
import ClipTestSupport
import Foundation
import XCTest

/// Renders the reference frames of the shared Lottie corpus (`../shared/lottie` beside the main
/// repository) at 512 × 512, fitted and centred over white, and compares them with lottie-web's.
///
/// - Writes `.build/lottie-fidelity.tsv` (file, PSNR at 25 %, 50 %, 75 %; the summary last).
/// - Fails when fewer files than the baseline reach 30 dB on all three frames, or when any frame
///   of any file drops more than 1 dB below `fidelity-baseline.tsv` (checked in beside this file).
/// - `CLIPGEN_RECORD_LOTTIE_BASELINE=1` rewrites the baseline; `CLIPGEN_LOTTIE_FRAMES=DIR` also
///   writes every rendered frame there as PNG, for judging by eye.
final class FidelityTests: XCTestCase {
    static let threshold = 30.0
    static let side = 512

    /// The corpus folder: `$CLIPGEN_LOTTIE_DIR`, else `../shared/lottie` beside the repository
    /// (beside the main checkout when this is a git worktree).
    static func corpusDirectory() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let d = env["CLIPGEN_LOTTIE_DIR"] { return d }
        let root = repoRoot()
        var candidates = [root + "/../shared/lottie"]
        // A worktree's .git is a file naming the main repository's .git/worktrees/<name>.
        if let text = try? String(contentsOfFile: root + "/.git", encoding: .utf8), let line = text.split(separator: "\n").first,
            line.hasPrefix("gitdir: ")
        {
            let gitdir = String(line.dropFirst("gitdir: ".count))
            if let r = gitdir.range(of: "/.git/worktrees/") { candidates.append(String(gitdir[..<r.lowerBound]) + "/../shared/lottie") }
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/reference/FRAMES.tsv") }
    }

    static func repoRoot(file: String = #filePath) -> String {
        var url = URL(fileURLWithPath: file)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    struct Row {
        var file: String
        var psnr: [Double]
        /// Import and render time of the three frames, milliseconds.
        var milliseconds = 0.0
    }

    static func readBaseline(_ path: String) -> [String: [Double]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var out: [String: [Double]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("file") {
            let f = line.split(separator: "\t").map(String.init)
            guard f.count >= 4 else { continue }
            out[f[0]] = f[1...3].compactMap(Double.init)
        }
        return out
    }

    func testReferenceFramesPSNR() throws {
        guard let dir = Self.corpusDirectory() else {
            throw XCTSkip("Lottie corpus not found (../shared/lottie beside the repository, or CLIPGEN_LOTTIE_DIR): fidelity not measured")
        }
        let frames = try String(contentsOfFile: dir + "/reference/FRAMES.tsv", encoding: .utf8)
        var byFile: [String: [Double]] = [:]
        var order: [String] = []
        for line in frames.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t").map(String.init)
            guard f.count >= 3, let n = Double(f[2]) else { continue }
            if byFile[f[0]] == nil { order.append(f[0]) }
            byFile[f[0], default: []].append(n)
        }
        let dump = ProcessInfo.processInfo.environment["CLIPGEN_LOTTIE_FRAMES"]
        // `CLIPGEN_LOTTIE_ONLY=text`: only the files whose path contains it (no baseline checks).
        let only = ProcessInfo.processInfo.environment["CLIPGEN_LOTTIE_ONLY"]
        if let only { order = order.filter { $0.contains(only) } }
        let started = Date()
        let results = ResultBox(count: order.count)
        let files = order, framesOf = byFile
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let file = files[i]
            results.set(i, Self.measure(file: file, frames: framesOf[file] ?? [], dir: dir, dump: dump))
        }
        let elapsed = Date().timeIntervalSince(started)
        let rows = results.rows
        let passing = rows.filter { $0.psnr.count == 3 && $0.psnr.allSatisfy { $0 >= Self.threshold } }.count
        var table = "file\tpsnr25\tpsnr50\tpsnr75\tms\n"
        for r in rows {
            table +=
                r.file + "\t" + r.psnr.map { String(format: "%.2f", $0) }.joined(separator: "\t")
                + String(format: "\t%.0f\n", r.milliseconds)
        }
        let summary =
            "# \(passing) of \(rows.count) files reach \(Int(Self.threshold)) dB on all three frames (\(String(format: "%.1f", elapsed)) s)"
        let out = Self.repoRoot() + (only == nil ? "/.build/lottie-fidelity.tsv" : "/.build/lottie-fidelity-some.tsv")
        try? (table + summary + "\n").write(toFile: out, atomically: true, encoding: .utf8)
        print("\(summary); table: \(out)")
        if only != nil {
            for r in rows { print(r.file, r.psnr.map { String(format: "%.2f", $0) }.joined(separator: " ")) }
            return
        }

        let baselinePath = Self.repoRoot(file: #filePath) + "/Tests/ClipLottieTests/fidelity-baseline.tsv"
        if ProcessInfo.processInfo.environment["CLIPGEN_RECORD_LOTTIE_BASELINE"] == "1" {
            try (table + summary + "\n").write(toFile: baselinePath, atomically: true, encoding: .utf8)
            print("recorded \(baselinePath)")
            return
        }
        let baseline = Self.readBaseline(baselinePath)
        XCTAssertFalse(baseline.isEmpty, "no baseline at \(baselinePath); record it with CLIPGEN_RECORD_LOTTIE_BASELINE=1")
        let basePassing = baseline.values.filter { $0.count == 3 && $0.allSatisfy { $0 >= Self.threshold } }.count
        XCTAssertGreaterThanOrEqual(passing, basePassing, "fewer files reach \(Self.threshold) dB than the baseline's \(basePassing)")
        for r in rows {
            guard let b = baseline[r.file] else { continue }
            for (k, (now, before)) in zip(r.psnr, b).enumerated() where now < before - 1 {
                XCTFail("\(r.file) frame \(k + 1) of 3: \(String(format: "%.2f", now)) dB, baseline \(String(format: "%.2f", before)) dB")
            }
        }
    }

    /// PSNR (RGB) of each listed frame; 0 dB for a file that fails to import or render.
    static func measure(file: String, frames: [Double], dir: String, dump: String?) -> Row {
        let name = String(file.dropLast(file.hasSuffix(".json") ? 5 : 0))
        let started = Date()
        var renderTime = 0.0
        do {
            let doc = try LottieDocument(contentsOf: dir + "/corpus/" + file)
            renderTime = Date().timeIntervalSince(started)
            // `CLIPGEN_LOTTIE_LOOK=after-effects` measures After Effects' look (with `CLIPGEN_LOTTIE_ONLY`).
            let look = ProcessInfo.processInfo.environment["CLIPGEN_LOTTIE_LOOK"].flatMap(LottieLook.init(rawValue:)) ?? .lottieWeb
            let scene = LottieScene(document: doc, name: name, size: Size(Double(side), Double(side)), look: look)
            let renderer = LottieRenderer(scene: scene, scale: 1, background: .white)
            var psnr: [Double] = []
            for n in frames {
                let image = Pixmap(width: side, height: side)
                let t0 = Date()
                try renderer.render(frame: doc.inPoint + n, into: image.view)
                renderTime += Date().timeIntervalSince(t0)
                let refPath = String(format: "%@/reference/%@/f%04d.png", dir, name, Int(n))
                let ref = try PNGCodec.read(path: refPath)
                let diff = ImageDiff(image.view, ref.view, channelThreshold: 0)
                psnr.append(min(99, diff.colorPSNR))
                if let dump {
                    let base = dump + "/" + name.replacingOccurrences(of: "/", with: "_") + String(format: "_f%04d", Int(n))
                    try? PNGCodec.write(image.view, to: base + ".png")
                    try? PNGCodec.write(ref.view, to: base + "_ref.png")
                }
            }
            return Row(file: file, psnr: psnr, milliseconds: renderTime * 1000)
        } catch {
            print("\(file): \(error)")
            return Row(file: file, psnr: frames.map { _ in 0 })
        }
    }
}

/// Results gathered from concurrent workers, one slot each.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FidelityTests.Row?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: FidelityTests.Row) { lock.lock(); slots[i] = r; lock.unlock() }
    var rows: [FidelityTests.Row] { lock.lock(); defer { lock.unlock() }; return slots.compactMap { $0 } }
}
