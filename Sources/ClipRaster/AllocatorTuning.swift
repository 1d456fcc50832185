import CRasterShims

/// Process-wide memory allocator settings for rendering many frames.
///
/// Rendering a frame allocates large buffers — offscreen group layers, masks, coverage rows — and
/// frees them when the frame is done. glibc hands buffers above its mmap threshold back to the
/// kernel on free (and trims freed memory at the top of each thread's heap), so the next frame gets
/// fresh pages that the kernel must zero on first touch: on `twitter-launch` that page clearing was
/// 15 % of the whole process's CPU time. ``keepFreedBuffers()`` asks glibc to keep such buffers for
/// reuse instead. It changes no pixel: every buffer is initialised before use.
///
/// The setting is global to the process, so the library never applies it on its own:
/// `ClipgenCLI.main` calls it, and a program of your own that renders many frames can call it once
/// at start-up. Memory freed after a peak then stays with the process (up to 1 GiB per heap).
public enum AllocatorTuning {
    /// Raises glibc's mmap threshold to 32 MiB and its trim threshold to 1 GiB (`mallopt`).
    /// Returns false where the C library is not glibc or refused the settings. Call it before
    /// rendering starts; calling it again does no harm.
    @discardableResult
    public static func keepFreedBuffers() -> Bool {
        clip_keep_freed_buffers() != 0
    }
}
