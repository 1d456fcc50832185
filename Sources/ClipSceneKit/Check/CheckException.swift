/// What `clipgen check` looks for in a clip (see `CheckFinding`); the raw value is the word it prints.
public enum CheckKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// A frame that differs from both neighbours while they agree.
    case flash
    /// A large change between frames 0 and 1.
    case startJump = "start-jump"
    /// A large change from the last frame to the first, when the clip moves at both ends (a loop).
    case seamJump = "seam-jump"
    /// Text that runs past the canvas's edge while it stands still.
    case textClipped = "text-clipped"
    /// Characters no font could draw (shown as `.notdef` boxes, "tofu").
    case missingGlyph = "missing-glyph"
    /// Drawn content that goes wholly off the canvas and later comes back.
    case leavesAndReturns = "leaves-and-returns"
    /// A stretch of identical frames longer than the limit.
    case still
}

/// A finding of `clipgen check` that is the effect itself (a deliberate hold, a cut at the loop),
/// declared in the scene's metadata with the reason, so `check --strict` passes:
///
/// ```swift
/// EngineScene(id: "my-effect", …, checkExceptions: [
///     CheckException(.still, from: 3, to: 6, reason: "the result holds for three seconds before the clip loops"),
/// ]) { ctx in … }
/// ```
/// Without a time range it covers every finding of its kind in the scene.
public struct CheckException: Hashable, Sendable, Codable {
    /// The kind of finding it covers.
    public var kind: CheckKind
    /// Start of the time range it covers, seconds (nil: from the start).
    public var from: Double?
    /// End of the time range it covers, seconds (nil: to the end).
    public var to: Double?
    /// Why this is the effect and not a defect, one line (printed by `check`).
    public var reason: String

    /// Covers findings of `kind` that start within `from ... to` (either side open when nil).
    public init(_ kind: CheckKind, from: Double? = nil, to: Double? = nil, reason: String) {
        self.kind = kind; self.from = from; self.to = to; self.reason = reason
    }

    /// Whether this declaration covers a finding of `kind` starting at `time` (half a 60 fps frame of slack).
    public func covers(kind: CheckKind, time: Double) -> Bool {
        let slack = 1.0 / 120
        return kind == self.kind && time >= (from ?? -.infinity) - slack && time <= (to ?? .infinity) + slack
    }
}
