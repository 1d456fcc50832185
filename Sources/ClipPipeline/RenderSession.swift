import ClipRaster
import Dispatch
import Foundation
import Synchronization

/// Set from a signal handler or another thread to stop a session early.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    /// A flag that is not set.
    public init() {}
    /// Sets the flag (safe from any thread).
    public func cancel() { flag.store(true, ordering: .sequentiallyConsistent) }
    /// Whether `cancel()` was called.
    public var isCancelled: Bool { flag.load(ordering: .sequentiallyConsistent) }
}

/// Thrown when a session was cancelled (Ctrl-C, SIGTERM, or a sibling failure).
public struct SessionCancelled: Error, CustomStringConvertible {
    /// The error value.
    public init() {}
    public var description: String { "render cancelled" }
}

/// Progress of a running session, reported from the encode queue after each frame.
public struct SessionProgress: Sendable {
    /// Frames encoded so far.
    public var framesDone: Int
    /// Frames in the clip.
    public var frameCount: Int
    /// Seconds since the session started.
    public var elapsed: Double
}

/// What a finished session measured.
public struct SessionStats: Sendable {
    /// Frames rendered and encoded.
    public var frames: Int
    /// Wall-clock seconds from start to finish.
    public var wallSeconds: Double
    /// Sum over frames of the time spent rendering (CPU seconds across workers).
    public var renderSeconds: Double
    /// Sum over frames of the time the sink spent consuming.
    public var encodeSeconds: Double
    /// Seconds the sink spent finishing the file (flushing the encoder, writing the trailer).
    public var finishSeconds: Double
    /// Render workers used.
    public var workers: Int
    /// Frames found identical to the frame before them, so neither rendered nor converted
    /// (`FrameSource.renderUnlessRepeated`, when the sink accepts repeats).
    public var repeatedFrames: Int = 0
}

/// Renders frames of a `FrameSource` on worker queues into a `FrameRing` while a serial encode
/// queue drains the ring in order into a `FrameSink`.
///
/// Errors on either side stop both: the first error is rethrown, the sink is cancelled (its
/// temporary output removed), and no thread is left waiting.
public struct RenderSession {
    /// Frames the ring holds (memory = capacity × frame size).
    public var ringCapacity: Int
    /// Render worker threads.
    public var workers: Int
    /// Whether frames that repeat the previous one are skipped (not rendered, not converted) when
    /// the source can tell and the sink accepts repeats. The output is the same either way.
    public var skipsRepeatedFrames = true

    /// `workers` defaults to the CPUs the process may use (`AvailableCPUs`: affinity and cgroup quota); the ring holds `workers + 2` frames so the
    /// encoder always has one ready while every worker renders another.
    public init(workers: Int? = nil, ringCapacity: Int? = nil) {
        let w = max(1, workers ?? AvailableCPUs.count)
        self.workers = w
        self.ringCapacity = max(1, ringCapacity ?? (w + 2))
    }

    /// Renders every frame of `source` into `sink`. With `trace`, records per frame the render and
    /// conversion on each worker's thread, the encode on the encoder's, and every wait on the ring.
    public func run(
        source: some FrameSource, sink: FrameSink, cancel: CancellationFlag = CancellationFlag(),
        trace: SessionTrace? = nil,
        progress: (@Sendable (SessionProgress) -> Void)? = nil
    ) throws -> SessionStats {
        let format = source.format
        let start = DispatchTime.now().uptimeNanoseconds
        @Sendable func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

        do { try sink.begin(format: format) } catch { sink.cancel(); throw error }
        if format.frameCount == 0 {
            try sink.finish()
            return SessionStats(frames: 0, wallSeconds: now(), renderSeconds: 0, encodeSeconds: 0, finishSeconds: 0, workers: workers)
        }

        let ring = FrameRing(capacity: ringCapacity, width: format.width, height: format.height, frameCount: format.frameCount)
        let converter: (any FrameConverter)?
        do { converter = try sink.makeConverter(slots: ringCapacity) } catch { sink.cancel(); throw error }
        let shared = SessionShared()
        let repeats = SlotFlags(count: ringCapacity)
        let detectRepeats = skipsRepeatedFrames && sink.acceptsRepeatedFrames
        let group = DispatchGroup()
        let workerCount = min(workers, format.frameCount)
        if let trace {
            trace.nameThread(SessionTrace.encoderThread, "encoder")
            for w in 0..<workerCount { trace.nameThread(SessionTrace.workerThread(w), "render worker \(w + 1)") }
        }

        for w in 0..<workerCount {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                var busy = 0.0
                let tid = SessionTrace.workerThread(w)
                var waitStart = DispatchTime.now().uptimeNanoseconds
                while let (frame, slot) = ring.claimForRender() {
                    if cancel.isCancelled { shared.fail(SessionCancelled()); ring.stop(); break }
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    trace?.span(TraceEvent.waitForSlot, tid: tid, from: waitStart, to: t0, frame: frame)
                    var t1 = t0
                    var repeated = false
                    do {
                        let view = ring.view(ofSlot: slot)
                        if detectRepeats && frame > 0 {
                            repeated = try source.renderUnlessRepeated(frame: frame, into: view)
                        } else {
                            try source.render(frame: frame, into: view)
                        }
                        if !repeated, let converter {
                            t1 = DispatchTime.now().uptimeNanoseconds
                            try converter.convert(frame: view, slot: slot)
                        }
                    } catch {
                        shared.fail(error); ring.stop(); break
                    }
                    // Written before finishRender and read after claimForEncode: the ring's lock orders the two.
                    repeats.set(slot, repeated)
                    let t2 = DispatchTime.now().uptimeNanoseconds
                    if let trace {
                        if repeated {
                            trace.span(TraceEvent.repeatFrame, tid: tid, from: t0, to: t2, frame: frame)
                        } else {
                            trace.span(TraceEvent.render, tid: tid, from: t0, to: converter == nil ? t2 : t1, frame: frame)
                            if converter != nil { trace.span(TraceEvent.convert, tid: tid, from: t1, to: t2, frame: frame) }
                        }
                    }
                    busy += Double(t2 - t0) / 1e9
                    ring.finishRender(frame: frame)
                    waitStart = DispatchTime.now().uptimeNanoseconds
                }
                shared.addRender(busy, worker: w)
            }
        }

        // The encoder runs on its own serial queue; this thread waits for it.
        let encodeQueue = DispatchQueue(label: "clipgen.encode", qos: .userInitiated)
        let sinkBox = UncheckedBox(sink)
        encodeQueue.async(group: group) {
            var busy = 0.0
            let tid = SessionTrace.encoderThread
            var waitStart = DispatchTime.now().uptimeNanoseconds
            while let (frame, slot) = ring.claimForEncode() {
                if cancel.isCancelled { shared.fail(SessionCancelled()); ring.stop(); break }
                let t0 = DispatchTime.now().uptimeNanoseconds
                trace?.span(TraceEvent.waitForFrame, tid: tid, from: waitStart, to: t0, frame: frame)
                do {
                    if repeats.get(slot) {
                        try sinkBox.value.consumeRepeat(index: frame)
                        shared.addRepeat()
                    } else {
                        try sinkBox.value.consume(frame: ring.view(ofSlot: slot), index: frame, slot: slot)
                    }
                } catch {
                    shared.fail(error); ring.stop(); break
                }
                let t1 = DispatchTime.now().uptimeNanoseconds
                trace?.span(TraceEvent.encode, tid: tid, from: t0, to: t1, frame: frame)
                busy += Double(t1 - t0) / 1e9
                ring.finishEncode(frame: frame)
                waitStart = DispatchTime.now().uptimeNanoseconds
                progress?(SessionProgress(framesDone: frame + 1, frameCount: format.frameCount, elapsed: now()))
            }
            shared.addEncode(busy)
        }
        group.wait()

        if let error = shared.firstError {
            sink.cancel()
            throw error
        }
        if cancel.isCancelled || !ring.isComplete {
            sink.cancel()
            throw SessionCancelled()
        }
        let f0 = now()
        let finishStart = DispatchTime.now().uptimeNanoseconds
        do { try sink.finish() } catch { sink.cancel(); throw error }
        // The flush follows the last frame: its span carries that frame's index, like every other span.
        trace?.span(
            TraceEvent.finish, tid: SessionTrace.encoderThread, from: finishStart, to: DispatchTime.now().uptimeNanoseconds,
            frame: format.frameCount - 1)
        let wall = now()
        return SessionStats(
            frames: format.frameCount, wallSeconds: wall, renderSeconds: shared.renderSeconds,
            encodeSeconds: shared.encodeSeconds, finishSeconds: wall - f0, workers: workerCount,
            repeatedFrames: shared.repeatedFrames)
    }
}

/// Cross-thread results of a session (first error wins).
private final class SessionShared: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?
    private var render = 0.0
    private var encode = 0.0
    private var repeats = 0

    func fail(_ e: Error) {
        lock.lock(); defer { lock.unlock() }
        // A real error beats the cancellation it may have triggered on the other side.
        if error == nil || (error is SessionCancelled && !(e is SessionCancelled)) { error = e }
    }
    var firstError: Error? { lock.lock(); defer { lock.unlock() }; return error }
    func addRender(_ s: Double, worker: Int) { lock.lock(); render += s; lock.unlock() }
    func addEncode(_ s: Double) { lock.lock(); encode += s; lock.unlock() }
    var renderSeconds: Double { lock.lock(); defer { lock.unlock() }; return render }
    var encodeSeconds: Double { lock.lock(); defer { lock.unlock() }; return encode }
    func addRepeat() { lock.lock(); repeats += 1; lock.unlock() }
    var repeatedFrames: Int { lock.lock(); defer { lock.unlock() }; return repeats }
}

/// One flag per ring slot: "this slot's frame repeats the previous frame". A slot's flag is
/// written by the worker that owns the slot and read by the encoder after the ring hands the
/// slot over; the lock makes each access atomic (the ring orders them).
private final class SlotFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var flags: [Bool]
    init(count: Int) { flags = Array(repeating: false, count: count) }
    func set(_ slot: Int, _ value: Bool) { lock.lock(); flags[slot] = value; lock.unlock() }
    func get(_ slot: Int) -> Bool { lock.lock(); defer { lock.unlock() }; return flags[slot] }
}

/// Moves a non-Sendable sink onto the encode queue. Safe because only that queue touches it
/// until `group.wait()` returns.
private struct UncheckedBox<T>: @unchecked Sendable { let value: T; init(_ v: T) { value = v } }
