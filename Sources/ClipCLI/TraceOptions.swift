import ArgumentParser
import ClipPipeline
import Foundation

/// `--trace FILE`: a Chrome trace-event JSON of the pipeline (open it in ui.perfetto.dev): per
/// frame the render and RGBA→YUV conversion on each worker, the encode, and the waits on the ring.
struct TraceOptions: ParsableArguments {
    @Option(help: "Write a Chrome trace-event JSON of the frame pipeline to this file (open it in ui.perfetto.dev).")
    var trace: String?

    /// A recorder when `--trace` is given (checked writable first), else nil: no tracing cost.
    func makeRecorder() throws -> TraceRecorder? {
        guard let trace else { return nil }
        try OutputPath.check(trace, createDefaultDirectory: false)
        return TraceRecorder()
    }

    /// Writes the recorded trace to the `--trace` file.
    func write(_ recorder: TraceRecorder?) throws {
        guard let recorder, let trace else { return }
        do { try recorder.write(to: trace) } catch { throw CLIError(message: "\(trace): \(error.localizedDescription)") }
    }
}
