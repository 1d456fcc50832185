/// Frame timing of a GIF: delays are whole centiseconds, so frame `i` starts at
/// `round(i * 100 / fps)` cs and the clip lasts `round(frameCount * 100 / fps)` cs: rounding never
/// accumulates. Browsers show delays under 2 cs as 10 cs, so a frame that would start less than
/// `minimumDelay` after the previously shown one is skipped (its changes appear with the next
/// shown frame), which keeps the total duration right at high frame rates.
struct GIFTiming {
    let fps: Int
    let frameCount: Int
    let minimumDelay = 2

    /// Start of frame `i` in centiseconds (round half up).
    func start(_ i: Int) -> Int { (i * 200 + fps) / (2 * fps) }
    var total: Int { start(frameCount) }

    /// Whether frame `i` is shown, given the start of the last shown frame.
    func shows(_ i: Int, lastShownStart: Int?) -> Bool {
        guard let last = lastShownStart else { return true }
        let s = start(i)
        if s - last < minimumDelay { return false }
        if i == frameCount - 1 && total - s < minimumDelay { return false }
        return true
    }
}
