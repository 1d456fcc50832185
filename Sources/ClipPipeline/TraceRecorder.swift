import Dispatch
import Foundation

/// Collects timed spans from render sessions and writes them as Chrome trace-event JSON
/// (`{"traceEvents": [...]}`, complete events `"ph": "X"`, microseconds), which Perfetto
/// (ui.perfetto.dev) and chrome://tracing load.
///
/// Each session traced gets its own process track (`pid`, named after the clip); inside it the
/// encoder is thread 0 and render worker `w` is thread `w + 1`. Spans carry the frame index in
/// `args.frame`. Recording takes one lock per span (a few per frame); a session run without a
/// recorder records nothing and takes no timestamps beyond the ones it always takes.
public final class TraceRecorder: @unchecked Sendable {
    /// One recorded span.
    public struct Span: Sendable, Equatable {
        /// Span name (`render`, `encode`, …).
        public var name: String
        /// Process track (one per session).
        public var pid: Int
        /// Thread track (0 = encoder, w + 1 = worker w).
        public var tid: Int
        /// Nanoseconds since the recorder was created.
        public var start: UInt64
        /// Length in nanoseconds.
        public var duration: UInt64
        /// The frame the span worked on, if any.
        public var frame: Int?
    }

    private let lock = NSLock()
    private let origin: UInt64
    private var spans: [Span] = []
    private var processNames: [Int: String] = [:]
    private var threadNames: [Int: [Int: String]] = [:]

    /// An empty recorder; span times are measured from now.
    public init() { origin = DispatchTime.now().uptimeNanoseconds }

    /// A track for one session (one clip): a new process id named `name`.
    public func session(named name: String) -> SessionTrace {
        lock.lock(); defer { lock.unlock() }
        let pid = processNames.count + 1
        processNames[pid] = name
        return SessionTrace(recorder: self, pid: pid)
    }

    /// Now, in the recorder's clock (monotonic nanoseconds).
    @inline(__always) public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func record(_ name: String, pid: Int, tid: Int, from start: UInt64, to end: UInt64, frame: Int?) {
        let s = start >= origin ? start - origin : 0
        let span = Span(name: name, pid: pid, tid: tid, start: s, duration: end >= start ? end - start : 0, frame: frame)
        lock.lock(); spans.append(span); lock.unlock()
    }

    func nameThread(pid: Int, tid: Int, _ name: String) {
        lock.lock(); threadNames[pid, default: [:]][tid] = name; lock.unlock()
    }

    /// Every span so far, ordered by start time (then process, thread).
    public var recordedSpans: [Span] {
        lock.lock(); defer { lock.unlock() }
        return spans.sorted { ($0.start, $0.pid, $0.tid) < ($1.start, $1.pid, $1.tid) }
    }

    /// The trace as Chrome trace-event JSON: metadata events naming processes and threads first,
    /// then the spans in start order (so timestamps never decrease).
    public func json() -> Data {
        let ordered = recordedSpans
        lock.lock()
        let processes = processNames.sorted { $0.key < $1.key }
        let threads = threadNames.sorted { $0.key < $1.key }.flatMap { pid, names in
            names.sorted { $0.key < $1.key }.map { (pid, $0.key, $0.value) }
        }
        lock.unlock()
        var lines: [String] = []
        lines.reserveCapacity(ordered.count + processes.count + threads.count)
        for (pid, name) in processes {
            lines.append(#"{"name":"process_name","ph":"M","pid":\#(pid),"tid":0,"args":{"name":\#(Self.quote(name))}}"#)
        }
        for (pid, tid, name) in threads {
            lines.append(#"{"name":"thread_name","ph":"M","pid":\#(pid),"tid":\#(tid),"args":{"name":\#(Self.quote(name))}}"#)
        }
        for s in ordered {
            let args = s.frame.map { #","args":{"frame":\#($0)}"# } ?? ""
            lines.append(
                #"{"name":\#(Self.quote(s.name)),"cat":"pipeline","ph":"X","pid":\#(s.pid),"tid":\#(s.tid),"#
                    + #""ts":\#(Self.micros(s.start)),"dur":\#(Self.micros(s.duration))\#(args)}"#)
        }
        return Data(("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// Writes `json()` to `path` (replacing it).
    public func write(to path: String) throws {
        try json().write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Nanoseconds as microseconds with three decimals (trace-event `ts`/`dur` are in µs).
    static func micros(_ ns: UInt64) -> String {
        let frac = ns % 1000
        return "\(ns / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac)"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

/// The trace track of one session: a process id in a `TraceRecorder`.
public struct SessionTrace: Sendable {
    /// The recorder spans go to.
    package let recorder: TraceRecorder
    /// This session's process id in the trace.
    package let pid: Int

    /// Thread id of the encoder in this session's track.
    package static let encoderThread = 0
    /// Thread id of render worker `worker` (0-based).
    package static func workerThread(_ worker: Int) -> Int { worker + 1 }

    /// Records a span `name` on thread `tid` from `start` to `end` (`TraceRecorder.now()` values).
    package func span(_ name: String, tid: Int, from start: UInt64, to end: UInt64, frame: Int? = nil) {
        recorder.record(name, pid: pid, tid: tid, from: start, to: end, frame: frame)
    }

    /// Names thread track `tid` (shown in the trace viewer).
    package func nameThread(_ tid: Int, _ name: String) { recorder.nameThread(pid: pid, tid: tid, name) }
}

/// Span names a session records.
package enum TraceEvent {
    /// A worker renders a frame's RGBA pixels.
    package static let render = "render"
    /// A worker converts a rendered frame for the encoder (RGBA → YUV 4:2:0 for MP4).
    package static let convert = "rgba-to-yuv"
    /// A worker finds that a frame repeats the one before it (its tree was built and compared;
    /// nothing is drawn or converted).
    package static let repeatFrame = "repeat"
    /// The encoder consumes a frame (for MP4: the H.264 encode and mux).
    package static let encode = "encode"
    /// A worker waits for a free ring slot (the encoder is behind).
    package static let waitForSlot = "wait-for-slot"
    /// The encoder waits for the next frame in order (the renderers are behind).
    package static let waitForFrame = "wait-for-frame"
    /// The sink flushes and publishes its output after the last frame (its `args.frame`: the last frame's index).
    package static let finish = "finish"
}
