import Foundation

/// One finding of `clipgen check`: its kind, when (a time or an interval) and what was measured.
package struct CheckFinding: Sendable, Hashable {
    /// What was found.
    package var kind: CheckKind
    /// When, seconds (the frame's time; an interval's start).
    package var time: Double
    /// An interval's end, seconds (nil for an instant).
    package var end: Double?
    /// The measure, one line ("changes 4.1 % of pixels, neighbours agree within 0.0 %").
    package var detail: String
    /// The declaration that covers it, if the scene declares it as the effect.
    package var declared: CheckException?

    /// A finding of `kind` at `time` (to `end` for an interval) with its measure.
    package init(kind: CheckKind, time: Double, end: Double? = nil, detail: String, declared: CheckException? = nil) {
        self.kind = kind; self.time = time; self.end = end; self.detail = detail; self.declared = declared
    }

    /// `t=1.600s` or `t=1.600-2.250s`.
    package var timeText: String {
        let a = String(format: "t=%.3f", time)
        guard let end else { return a + "s" }
        return a + String(format: "-%.3fs", end)
    }

    /// One line: `SCENE  t=1.600s  flash: detail` (then `  [declared: reason]` when declared).
    package func line(scene: String) -> String {
        "\(scene)  \(timeText)  \(kind.rawValue): \(detail)" + (declared.map { "  [declared: \($0.reason)]" } ?? "")
    }
}

/// Findings marked with the declarations of `exceptions` that cover them.
package func applyDeclarations(_ findings: [CheckFinding], _ exceptions: [CheckException]) -> [CheckFinding] {
    findings.map { f in
        var f = f
        f.declared = exceptions.first { $0.covers(kind: f.kind, time: f.time) }
        return f
    }
}
