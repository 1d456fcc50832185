import ClipEncode
import ArgumentParser
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Dispatch
import Foundation

/// `clipgen bench`: the raster core on the peer workloads (default), or `--pipeline`: how well the
/// render/encode pipeline hides its cheaper stage.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Profile the raster core on fixed workloads, or the render/encode pipeline (--pipeline).",
        discussion: "Build release first ('make release'); debug builds are 10-100× slower.")

    @Flag(help: "Benchmark the pipeline: test-card at 1280×720, 60 fps, 10 s; render-only, encode-only and combined.")
    var pipeline = false

    @Flag(help: "Benchmark scene rendering: ms per frame of each scene (render only, one thread, no encoding).")
    var scenes = false

    @Argument(help: "With --scenes: only these scenes (books, chapters, tags, globs or ids, comma-separated).")
    var selection: [String] = []

    @Option(help: "With --scenes: pixels per point (default 2).", transform: decimalNumber)
    var scale: Double = 2

    @Option(help: "With --scenes: frames per scene, spread over its duration.")
    var frames: Int = 30

    @Option(help: "Threads for the raster bench (frames are split into bands).")
    var threads: Int = 1

    @Option(help: "Iterations per raster workload (median reported).")
    var iterations: Int = 15

    @Option(help: "Only these raster workloads (comma-separated).")
    var only: String?

    @Option(help: "Write each raster workload's image as <name>.png into this folder.")
    var png: String?

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: "Pipeline bench clip length in seconds (default 10).", transform: decimalNumber)
    var seconds: Double = 10

    @OptionGroup(title: "Pipeline bench encoder (default --crf 18)")
    var encoder: EncoderOptions

    func validate() throws {
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be between 1 and 64") }
        guard (1...1000).contains(iterations) else { throw ValidationError("--iterations must be between 1 and 1000") }
        try validateDuration(seconds)
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8] (got \(scale))") }
        guard (1...10_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 10000") }
        if !selection.isEmpty && !scenes { throw ValidationError("a scene selection needs --scenes") }
        if scenes && pipeline { throw ValidationError("--scenes and --pipeline are separate benchmarks; pick one") }
    }

    func run() throws {
        if scenes {
            let chosen = try selectScenes(selection.isEmpty ? nil : selection.joined(separator: ","))
            try SceneBench(scenes: chosen, scale: scale, frames: frames, json: json).run()
        } else if pipeline {
            try encoder.checkH264Ranges(for: [.mp4])
            try PipelineBench(seconds: seconds, settings: try encoder.settings(defaultCRF: 18), json: json).run()
        } else {
            try runRaster()
        }
    }
}
