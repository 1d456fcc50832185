import ClipAnimation
import ClipGeometry
import ClipRaster

/// Characters with the same paint merged into one path (opaque ones only: a translucent
/// character is drawn on its own, as lottie-web draws each character with its own opacity).
struct TextRuns {
    let strokeOverFill: Bool
    var ops: [DrawOp] = []
    private var path = Path()
    private var key: (fill: Color?, stroke: (Color, Double)?)?

    init(strokeOverFill: Bool) { self.strokeOverFill = strokeOverFill }

    private static func same(_ a: (fill: Color?, stroke: (Color, Double)?), _ b: (fill: Color?, stroke: (Color, Double)?)) -> Bool {
        a.fill == b.fill && a.stroke?.0 == b.stroke?.0 && a.stroke?.1 == b.stroke?.1
    }

    mutating func add(_ p: Path, fill: Color?, stroke: (Color, Double)?, separate: Bool) {
        if fill == nil && stroke == nil { return }
        if let k = key, !separate, Self.same(k, (fill, stroke)) {
            path.append(p)
            return
        }
        flush()
        path = p
        key = (fill, stroke)
        if separate { flush() }
    }

    private mutating func flush() {
        guard let k = key, !path.isEmpty else { key = nil; return }
        let strokeOp: DrawOp? = k.stroke.map { .stroke(path, StrokeStyle(width: $0.1, join: .round), .solid($0.0), .identity) }
        if let strokeOp, !strokeOverFill { ops.append(strokeOp) }
        if let f = k.fill { ops.append(.fill(path, .solid(f), .nonZero, .identity)) }
        if let strokeOp, strokeOverFill { ops.append(strokeOp) }
        key = nil
        path = Path()
    }

    mutating func finish() -> [DrawOp] {
        flush()
        return ops
    }
}
