import ClipRaster
import Foundation

/// A fixed-capacity ring of preallocated frame buffers shared by render workers and one encoder.
///
/// Memory: `capacity × height × stride` bytes, allocated once in `init`; steady-state rendering
/// allocates nothing. Frame `i` is rendered into slot `i % capacity`; the renderer of frame `i`
/// waits until frame `i - capacity` has been encoded (backpressure), and the encoder waits until
/// frame `nextToEncode` is rendered.
///
/// Thread safety: all state lives in `RingState` behind one condition lock. Slot pixels are
/// touched without the lock, which is safe because a slot has exactly one owner at a time
/// (free → renderer → encoder → free) and ownership only moves through the state machine.
package final class FrameRing: @unchecked Sendable {
    /// Number of frame buffers.
    package let capacity: Int
    /// Frame width in pixels.
    package let width: Int
    /// Frame height in pixels.
    package let height: Int
    /// Bytes per row of every buffer.
    package let stride: Int
    private let pixels: UnsafeMutablePointer<UInt8>
    private let condition = NSCondition()
    private var state: RingState

    /// Allocates `capacity` buffers of `width × height` pixels for a clip of `frameCount` frames.
    package init(capacity: Int, width: Int, height: Int, frameCount: Int) {
        precondition(capacity > 0 && width > 0 && height > 0, "FrameRing needs a positive capacity and size")
        self.capacity = capacity
        self.width = width
        self.height = height
        stride = width * 4
        pixels = .allocate(capacity: capacity * stride * height)
        pixels.initialize(repeating: 0, count: capacity * stride * height)
        state = RingState(capacity: capacity, frameCount: frameCount)
    }

    deinit { pixels.deallocate() }

    /// The pixels of `slot`; valid only while the caller owns the slot.
    package func view(ofSlot slot: Int) -> PixmapView {
        PixmapView(base: pixels + slot * stride * height, width: width, height: height, stride: stride)
    }

    /// Blocks until a frame can be rendered; returns `nil` when there is nothing more to render.
    package func claimForRender() -> (frame: Int, slot: Int)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch state.claim() {
            case .render(let f, let s): return (f, s)
            case .finished: return nil
            case .wait: condition.wait()
            }
        }
    }

    /// Marks `frame` as rendered and wakes the encoder if it was waiting for it.
    package func finishRender(frame: Int) {
        condition.lock()
        let wake = state.rendered(frame: frame)
        if wake { condition.broadcast() }
        condition.unlock()
    }

    /// Blocks until the next frame in order is rendered; `nil` when all are done or the ring stopped.
    package func claimForEncode() -> (frame: Int, slot: Int)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch state.nextForEncoder() {
            case .encode(let f, let s): return (f, s)
            case .finished: return nil
            case .wait: condition.wait()
            }
        }
    }

    /// Releases `frame`'s slot back to the renderers.
    package func finishEncode(frame: Int) {
        condition.lock()
        state.encoded(frame: frame)
        condition.broadcast()
        condition.unlock()
    }

    /// Stops both sides: every waiter wakes and gets `nil`.
    package func stop() {
        condition.lock()
        state.stop()
        condition.broadcast()
        condition.unlock()
    }

    /// Whether every frame has been encoded.
    package var isComplete: Bool {
        condition.lock(); defer { condition.unlock() }
        return state.isComplete
    }
}
