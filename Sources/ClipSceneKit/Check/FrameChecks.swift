import ClipRaster
import Foundation

/// The thresholds of `clipgen check`'s pixel findings. Frames are compared pixel by pixel, a
/// pixel's difference being its largest channel difference (0 ... 255, premultiplied RGBA).
/// The defaults are chosen for small renders (scale 0.25: a 375 × 667 pt scene is 93 × 166 px),
/// where a moving anti-aliased edge changes its pixels by a fraction of their range.
package struct CheckThresholds: Sendable, Hashable {
    /// A pixel *changes* when its difference exceeds this (48 of 255, 19 %): a strong change
    /// (something appeared, vanished or jumped), not the anti-aliasing of an edge moving by a
    /// fraction of a pixel.
    package var pixelDelta = 48
    /// Two frames are the *same* when no pixel differs by more than this (2 of 255: rounding noise).
    package var stillDelta = 2
    /// A flash changes at least this many pixels against each neighbour (and at least
    /// `minFlashFraction` of the frame)...
    package var minFlashPixels = 4
    /// ... of the frame's pixels (1 %). Thin features at scale 0.25 (hairlines, small text) make
    /// one-frame toggles of up to 0.4 % of the pixels that vanish at scale 1; the engine's real
    /// flashes measured 1.5-22 %. A flashing element smaller than 1 % of the frame (a 20 pt dot
    /// on an iPhone screen) is below this: check it at a larger `--scale` with a smaller fraction.
    package var minFlashFraction = 0.01
    /// ... while the neighbours differ from each other in at most this fraction of what frame i
    /// changes against either of them (0.2: the flash frame stands out fivefold).
    package var flashAgreement = 0.2
    /// A clip loops (has a seam to check) when both its ends move: the median step over
    /// `jumpWindow` steps at each end changes at least this fraction of the frame (0.05 %). A clip
    /// that starts or ends (nearly) still is a one-shot clip whose reset is no defect.
    package var minLoopMotion = 0.0005
    /// A flash frame is also checked against the scene a quarter frame before and after it: a
    /// flash is a break in time, so at least one of those differs from it by this share (0.5) of
    /// what its neighbours do, in summed differences. A turnaround (linear motion reversing at
    /// frame i, whose neighbours are mirror images) is continuous: a quarter frame away it differs
    /// by about a quarter.
    package var flashBreak = 0.5
    /// A jump (frame 0 → 1, or the loop seam) changes at least this fraction of the frame (1 %) ...
    package var minJumpFraction = 0.01
    /// ... and this many times the usual step near it (the median over `jumpWindow` steps).
    package var jumpFactor = 4.0
    /// Steps the usual step of a jump is taken over.
    package var jumpWindow = 12
    /// Identical frames held longer than this many seconds are a `still` finding.
    package var maxStill = 3.0

    /// The defaults above.
    package init() {}
}

/// How two frames differ: the counts the pixel findings are built from.
package struct FrameDelta: Sendable, Hashable {
    /// Pixels whose difference exceeds `CheckThresholds.pixelDelta`.
    package var changed: Int
    /// Pixels whose difference exceeds `CheckThresholds.stillDelta` (0: the frames are the same).
    package var touched: Int
    /// The pixels' differences summed (grows with how far an edge moves, sub-pixel too).
    package var sum: Int

    /// A delta of these counts.
    package init(changed: Int, touched: Int, sum: Int = 0) { self.changed = changed; self.touched = touched; self.sum = sum }

    /// Compares two frames of the same size.
    package init(_ a: PixmapView, _ b: PixmapView, thresholds: CheckThresholds = CheckThresholds()) {
        precondition(a.width == b.width && a.height == b.height, "frames of different sizes")
        var changed = 0, touched = 0, sum = 0
        let strong = thresholds.pixelDelta, weak = thresholds.stillDelta
        for y in 0..<a.height {
            let ra = a.row(y), rb = b.row(y)
            for x in 0..<a.width {
                let i = x * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(ra[i + c]) - Int(rb[i + c]))) }
                sum += d
                if d > weak { touched += 1 }
                if d > strong { changed += 1 }
            }
        }
        self.changed = changed; self.touched = touched; self.sum = sum
    }
}

/// The deltas of a clip's frames: consecutive steps, skips over one frame, and the loop seam.
package struct ClipDeltas: Sendable {
    /// `steps[i]`: frame i → i + 1.
    package var steps: [FrameDelta]
    /// `skips[i]`: frame i − 1 → i + 1 (index 0 and the last are unused zero deltas).
    package var skips: [FrameDelta]
    /// Last frame → first frame.
    package var seam: FrameDelta
    /// Pixels per frame.
    package var pixels: Int
    /// Frames per second.
    package var fps: Int

    /// Deltas given directly (tests).
    package init(steps: [FrameDelta], skips: [FrameDelta], seam: FrameDelta, pixels: Int, fps: Int) {
        self.steps = steps; self.skips = skips; self.seam = seam; self.pixels = pixels; self.fps = fps
    }

    /// The deltas of `frames` (all the same size), shown at `fps`.
    package init(frames: [PixmapView], fps: Int, thresholds: CheckThresholds = CheckThresholds()) {
        let n = frames.count
        steps = n < 2 ? [] : (0..<(n - 1)).map { FrameDelta(frames[$0], frames[$0 + 1], thresholds: thresholds) }
        skips = (0..<n).map { i in
            i > 0 && i < n - 1 ? FrameDelta(frames[i - 1], frames[i + 1], thresholds: thresholds) : FrameDelta(changed: 0, touched: 0)
        }
        seam = n < 2 ? FrameDelta(changed: 0, touched: 0) : FrameDelta(frames[n - 1], frames[0], thresholds: thresholds)
        pixels = frames.first.map { $0.width * $0.height } ?? 0
        self.fps = fps
    }

    /// Number of frames.
    package var frameCount: Int { steps.count + 1 }

    func time(_ frame: Int) -> Double { Double(frame) / Double(fps) }
    func percent(_ count: Int) -> String { String(format: "%.2f %%", 100 * Double(count) / Double(max(1, pixels))) }
}

/// The pixel findings of a clip (flashes, jumps at the start and the seam, long stills).
package enum FrameChecks {
    /// Every pixel finding, in time order.
    package static func findings(_ d: ClipDeltas, thresholds t: CheckThresholds = CheckThresholds()) -> [CheckFinding] {
        (flashes(d, thresholds: t) + startJump(d, thresholds: t) + seamJump(d, thresholds: t) + stills(d, thresholds: t))
            .sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
    }

    /// Frames i that change at least `minFlash…` pixels against both neighbours while the
    /// neighbours differ by at most `flashAgreement` of that: something shows for one frame only.
    package static func flashes(_ d: ClipDeltas, thresholds t: CheckThresholds = CheckThresholds()) -> [CheckFinding] {
        guard d.frameCount >= 3 else { return [] }
        let minimum = max(t.minFlashPixels, Int((t.minFlashFraction * Double(d.pixels)).rounded(.up)))
        var out: [CheckFinding] = []
        for i in 1..<(d.frameCount - 1) {
            let a = d.steps[i - 1].changed, b = d.steps[i].changed, c = d.skips[i].changed
            let least = min(a, b)
            guard least >= minimum, Double(c) <= t.flashAgreement * Double(least) else { continue }
            out.append(
                CheckFinding(
                    kind: .flash, time: d.time(i),
                    detail: "frame \(i) changes \(d.percent(a)) of pixels from frame \(i - 1) and \(d.percent(b)) to frame \(i + 1), "
                        + "which differ from each other in \(d.percent(c))"))
        }
        return out
    }

    /// Whether a flash candidate whose steps to its neighbours sum to `step` (the smaller) is a
    /// break in time: the frames a quarter frame `before` and `after` it differ from it by at least
    /// `flashBreak × step` (summed differences) on one side; else it is motion turning round.
    package static func isBreak(step: Int, before: FrameDelta, after: FrameDelta, thresholds t: CheckThresholds = CheckThresholds())
        -> Bool
    {
        Double(max(before.sum, after.sum)) >= t.flashBreak * Double(step)
    }

    /// The median of the `changed` counts of `steps`.
    static func median(_ steps: ArraySlice<FrameDelta>) -> Int {
        let s = steps.map(\.changed).sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    /// Frame 0 → 1 changing at least `minJumpFraction` of the frame and `jumpFactor` times the
    /// median step of the next `jumpWindow` frames (a first frame drawn before the animation starts).
    package static func startJump(_ d: ClipDeltas, thresholds t: CheckThresholds = CheckThresholds()) -> [CheckFinding] {
        guard d.steps.count >= 2 else { return [] }
        let first = d.steps[0].changed
        let usual = median(d.steps[1..<min(d.steps.count, 1 + t.jumpWindow)])
        guard Double(first) >= t.minJumpFraction * Double(d.pixels), Double(first) >= t.jumpFactor * Double(max(usual, 1)) else {
            return []
        }
        return [
            CheckFinding(
                kind: .startJump, time: 0, end: d.time(1),
                detail: "frame 0 → 1 changes \(d.percent(first)) of pixels; the next steps change \(d.percent(usual)) (median)")
        ]
    }

    /// The loop seam (last frame → first) changing at least `minJumpFraction` of the frame and
    /// `jumpFactor` times the usual step at either end, in a clip that moves at both ends
    /// (`minLoopMotion`; one that starts or ends still is a one-shot clip, not a loop).
    package static func seamJump(_ d: ClipDeltas, thresholds t: CheckThresholds = CheckThresholds()) -> [CheckFinding] {
        let n = d.steps.count
        guard n >= 2 else { return [] }
        let w = min(n, t.jumpWindow)
        let head = median(d.steps[0..<w]), tail = median(d.steps[(n - w)..<n])
        guard Double(min(head, tail)) >= max(1, t.minLoopMotion * Double(d.pixels)) else { return [] }
        let usual = max(head, tail)
        let seam = d.seam.changed
        guard Double(seam) >= t.minJumpFraction * Double(d.pixels), Double(seam) >= t.jumpFactor * Double(max(usual, 1)) else {
            return []
        }
        return [
            CheckFinding(
                kind: .seamJump, time: d.time(n),
                detail:
                    "the last frame → the first changes \(d.percent(seam)) of pixels; steps at the ends change \(d.percent(usual)) (median)"
            )
        ]
    }

    /// Runs of identical frames (no pixel differing by more than `stillDelta`) lasting longer than `maxStill`.
    package static func stills(_ d: ClipDeltas, thresholds t: CheckThresholds = CheckThresholds()) -> [CheckFinding] {
        var out: [CheckFinding] = []
        var start = 0
        for i in 0...d.steps.count {
            if i < d.steps.count && d.steps[i].touched == 0 { continue }
            // Frames start...i are the same; they show for (i - start + 1) frame durations.
            let seconds = Double(i - start + 1) / Double(d.fps)
            if seconds > t.maxStill + 1e-9 {
                out.append(
                    CheckFinding(
                        kind: .still, time: d.time(start), end: d.time(i + 1),
                        detail: String(format: "%d identical frames (%.2f s, limit %.2f s)", i - start + 1, seconds, t.maxStill)))
            }
            start = i + 1
        }
        return out
    }
}
