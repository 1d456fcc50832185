/// The pure state machine behind `FrameRing`: which frame may be rendered into which slot, and
/// which frame the encoder takes next. No threads, no memory: tested on its own.
///
/// Frame `i` always lives in slot `i % capacity`, so parallel renderers cannot reorder output.
/// A slot has exactly one owner at a time: free → renderer → (filled) → encoder → free.
///
/// Guarantees (checked by `checkInvariants()` in debug builds):
/// - `0 <= nextToEncode <= nextToClaim <= frameCount`, `nextToClaim - nextToEncode <= capacity`
/// - a slot is non-free exactly when it holds a frame in `nextToEncode ..< nextToClaim`
package struct RingState: Sendable {
    /// Who owns a slot.
    package enum Slot: Equatable, Sendable {
        /// Nobody: ready to be claimed by a renderer.
        case free
        /// A renderer is drawing `frame` into it.
        case rendering(frame: Int)
        /// `frame` is rendered and waits for the encoder.
        case filled(frame: Int)
        /// The encoder is consuming `frame`.
        case encoding(frame: Int)
    }

    /// What a renderer should do next.
    package enum ClaimAction: Equatable, Sendable {
        /// Render `frame` into `slot`.
        case render(frame: Int, slot: Int)
        /// Nothing to claim yet (the ring is full): wait for the encoder.
        case wait
        /// Every frame is claimed, or the session stopped.
        case finished
    }

    /// What the encoder should do next.
    package enum EncodeAction: Equatable, Sendable {
        /// Encode `frame` from `slot`.
        case encode(frame: Int, slot: Int)
        /// The next frame is not rendered yet: wait.
        case wait
        /// Every frame is encoded, or the session stopped.
        case finished
    }

    /// Number of slots.
    package let capacity: Int
    /// Frames in the clip.
    package let frameCount: Int
    /// The owner of each slot.
    package private(set) var slots: [Slot]
    /// The next frame a renderer will claim.
    package private(set) var nextToClaim = 0
    /// The next frame the encoder will take (frames before it are done).
    package private(set) var nextToEncode = 0
    /// Set once when either side fails or the session is cancelled; everyone then stops.
    package private(set) var isStopped = false

    /// A ring of `capacity` free slots for `frameCount` frames.
    package init(capacity: Int, frameCount: Int) {
        precondition(capacity > 0, "ring capacity must be positive")
        self.capacity = capacity
        self.frameCount = max(0, frameCount)
        slots = Array(repeating: .free, count: capacity)
    }

    /// A renderer asks for work.
    package mutating func claim() -> ClaimAction {
        defer { checkInvariants() }
        if isStopped || nextToClaim >= frameCount { return .finished }
        let slot = nextToClaim % capacity
        guard slots[slot] == .free else { return .wait }
        slots[slot] = .rendering(frame: nextToClaim)
        nextToClaim += 1
        return .render(frame: nextToClaim - 1, slot: slot)
    }

    /// A renderer finished `frame`. Returns whether the encoder may now have work.
    @discardableResult
    package mutating func rendered(frame: Int) -> Bool {
        defer { checkInvariants() }
        let slot = frame % capacity
        precondition(slots[slot] == .rendering(frame: frame), "rendered(frame:) for a frame not being rendered")
        slots[slot] = .filled(frame: frame)
        return frame == nextToEncode
    }

    /// The encoder asks for the next frame, strictly in order.
    package mutating func nextForEncoder() -> EncodeAction {
        defer { checkInvariants() }
        if isStopped { return .finished }
        if nextToEncode >= frameCount { return .finished }
        let slot = nextToEncode % capacity
        guard slots[slot] == .filled(frame: nextToEncode) else { return .wait }
        slots[slot] = .encoding(frame: nextToEncode)
        return .encode(frame: nextToEncode, slot: slot)
    }

    /// The encoder is done with `frame`: its slot becomes free for frame `frame + capacity`.
    package mutating func encoded(frame: Int) {
        defer { checkInvariants() }
        let slot = frame % capacity
        precondition(slots[slot] == .encoding(frame: frame) && frame == nextToEncode, "encoded(frame:) out of order")
        slots[slot] = .free
        nextToEncode += 1
    }

    /// Stops the session (error or cancellation). Idempotent.
    package mutating func stop() { isStopped = true }

    /// Whether every frame has been encoded.
    package var isComplete: Bool { nextToEncode == frameCount }

    #if CLIPGEN_INTERNAL_CHECKS
        func checkInvariants() {
            precondition(0 <= nextToEncode && nextToEncode <= nextToClaim && nextToClaim <= frameCount)
            precondition(nextToClaim - nextToEncode <= capacity)
            for (i, s) in slots.enumerated() {
                switch s {
                case .free:
                    precondition(!(nextToEncode..<nextToClaim).contains { $0 % capacity == i })
                case .rendering(let f), .filled(let f), .encoding(let f):
                    precondition(f % capacity == i && f >= nextToEncode && f < nextToClaim)
                }
            }
        }
    #else
        @inline(__always) func checkInvariants() {}
    #endif
}
