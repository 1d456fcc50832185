import ClipAnimation
import ClipGeometry
import ClipRaster

/// `spring-lab` (001/002 §2.8; book ch. 11 "Layer Springs", the theory part): four lanes.
/// 1. An ideal spring (no damping) — a pendulum swinging forever beside its sine trace.
/// 2. A damped spring (ζ 0.1) — the swings shrink, the trace decays.
/// 3. The ch. 9 basic pulse (1.25 → 1, 0.25 s, abrupt) beside the ch. 11 spring pulse (damping 7.5).
/// 4. A spring (damping 2) cut off by `duration = 0.25` beside the same spring with
///    `duration = settlingDuration` (6.7 s).
/// The pendulums, the traces' markers and the pulses are all CASpringAnimations: the pendulum's
/// rod turns by a spring on transform.rotation, the marker rides a spring on position.y while a
/// linear animation carries it along the time axis.
///
/// ⚑ choices: pendulum rod 70 pt (the spec's 150 pt does not fit a lane), bob radius 9, swing
/// ±30°, period 2 s (stiffness π², mass 1), damped ζ 0.1 (damping 0.2π); traces 6 s across
/// 215 pt (36 pt/s, not 60, to fit the width); pulses at 0.5 s and 3.5 s; clip 6 s.
enum SpringLab {
    static let duration = 6.0
    static let amplitude = Double.pi / 6
    /// Period 2 s: ω0 = π.
    static let stiffness = Double.pi * Double.pi
    static let dampedDamping = 2 * 0.1 * Double.pi
    static let pulseTimes = [0.5, 3.5]
    static let laneTop = 84.0, laneHeight = 144.0

    static let scene = EngineScene(
        id: "spring-lab", title: "Spring lab: ideal and damped oscillators, basic vs spring pulse, a cut-off spring",
        source: Chapters08to12.source(11), tags: [.spring],
        keyTimes: [0.6, 1.5, 3.0, 4.5], duration: duration, background: LabSlide.background,
        checkExceptions: [
            CheckException(
                .seamJump, reason: "the oscillator traces are drawn over the whole 6 s clip: at the loop they restart from an empty plot")
        ], build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "Layer springs",
            subtitle: "Defaults: mass 1 · stiffness 100 · damping 10")
        oscillatorLane(
            in: view, index: 0, title: "No damping: it swings forever", damping: 0, color: LabSlide.accent2,
            code: "damping = 0   stiffness = π² (period 2 s)")
        oscillatorLane(
            in: view, index: 1, title: "Damping: the swings die away", damping: dampedDamping,
            color: LabSlide.accent, code: "damping = 0.63   (ζ = 0.1)")

        // Lane 3: basic pulse vs spring pulse.
        let y3 = laneTop + 2 * laneHeight
        view.addSublayer(LabSlide.rule(y: y3 - 8, from: 20, to: W - 20))
        view.addSublayer(LabSlide.caption("Pulse: basic 0.25 s vs spring", code: nil, origin: Point(20, y3), width: W - 40))
        let basic = pulseField(
            in: view, name: "basicPulse", centerX: W / 4, y: y3 + 40, label: "basic",
            note: "1.25 → 1, 0.25 s, linear")
        let spring = pulseField(
            in: view, name: "springPulse", centerX: 3 * W / 4, y: y3 + 40, label: "spring",
            note: "damping 7.5, settles 1.80 s")
        for t in pulseTimes {
            after(t) {
                let pulse = BasicAnimation(keyPath: .scale)
                pulse.fromValue = 1.25
                pulse.toValue = 1.0
                pulse.duration = 0.25
                basic.add(pulse, forKey: nil)
                let springPulse = SpringAnimation(keyPath: .scale)
                springPulse.damping = 7.5
                springPulse.fromValue = 1.25
                springPulse.toValue = 1.0
                springPulse.duration = springPulse.settlingDuration
                spring.add(springPulse, forKey: nil)
            }
        }

        // Lane 4: cut off vs settled.
        let y4 = laneTop + 3 * laneHeight
        view.addSublayer(LabSlide.rule(y: y4 - 8, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption(
                "A spring cut off by its duration", code: "damping = 2.0, from 1.25 to 1",
                origin: Point(20, y4), width: W - 40))
        let cut = pulseField(
            in: view, name: "cutSpring", centerX: W / 4, y: y4 + 52, label: "0.25 s",
            note: "duration = 0.25: stops dead")
        let full = pulseField(
            in: view, name: "fullSpring", centerX: 3 * W / 4, y: y4 + 52, label: "settling",
            note: "duration = settlingDuration")
        for (layer, cutOff) in [(cut, true), (full, false)] {
            after(pulseTimes[0]) {
                let pulse = SpringAnimation(keyPath: .scale)
                pulse.damping = 2.0
                pulse.fromValue = 1.25
                pulse.toValue = 1.0
                pulse.duration = cutOff ? 0.25 : pulse.settlingDuration
                layer.add(pulse, forKey: nil)
            }
        }
        return view
    }

    /// A pendulum (left) and the trace of its angle against time (right), both driven by one
    /// kind of spring: rotation π/6 → 0 with the lane's damping, started at t = 0.
    static func oscillatorLane(in view: Layer, index: Int, title: String, damping: Double, color: Color, code: String) {
        let W = view.bounds.width
        let y = laneTop + Double(index) * laneHeight
        if index > 0 { view.addSublayer(LabSlide.rule(y: y - 8, from: 20, to: W - 20)) }
        view.addSublayer(LabSlide.caption(title, code: code, origin: Point(20, y), width: W - 40, color: color))

        func spring(_ keyPath: AnimKeyPath, from: Double, to: Double) -> SpringAnimation {
            let s = SpringAnimation(keyPath: keyPath)
            s.mass = 1
            s.stiffness = stiffness
            s.damping = damping
            s.fromValue = .scalar(from)
            s.toValue = .scalar(to)
            s.duration = duration
            s.beginTime = currentMediaTime()
            return s
        }

        // Pendulum: a rod hanging from a pivot, turned about the pivot (anchor at the top).
        let pivot = Point(70, y + 44)
        view.addSublayer(LayerKit.box(Rect(pivot.x - 22, pivot.y - 2, 44, 3), color: LabSlide.muted, radius: 1.5))
        let rod = Layer()
        rod.name = "pendulum\(index + 1)"
        rod.anchorPoint = Point(0.5, 0)
        rod.bounds = Rect(0, 0, 20, 80)
        rod.position = pivot
        rod.addSublayer(LayerKit.box(Rect(9, 0, 2, 70), color: LabSlide.ink))
        rod.addSublayer(LabSlide.dot(center: Point(10, 70), radius: 9, color: color))
        view.addSublayer(rod)
        rod.add(spring(.rotation, from: amplitude, to: 0), forKey: "swing")

        // Plot: angle (up = +30°) against time, 0…6 s.
        let plot = Rect(140, y + 50, W - 160, 66)
        let mid = plot.height / 2, a = plot.height / 2 - 4
        view.addSublayer(LabSlide.axes(frame: plot, xLabel: "6 s", yLabel: nil, levels: [0.5]))
        let solver = SpringSolver(mass: 1, stiffness: stiffness, damping: damping)
        view.addSublayer(LabSlide.trace(frame: plot, duration: duration, color: color) { t in mid - a * solver.displacement(at: t) })
        let marker = LabSlide.dot(center: Point(plot.minX, plot.minY + mid - a), color: color)
        marker.name = "marker\(index + 1)"
        view.addSublayer(marker)
        let along = BasicAnimation(keyPath: .positionX, from: .scalar(plot.minX), to: .scalar(plot.maxX), duration: duration)
        along.beginTime = currentMediaTime()
        marker.add(along, forKey: "time")
        marker.add(spring(.positionY, from: plot.minY + mid - a, to: plot.minY + mid), forKey: "value")
        Transaction.withoutActions { marker.position = Point(plot.maxX, plot.minY + mid) }
    }

    /// The pulse fields' width: at the pulses' 1.25× two fields centred on the quarter lines of a
    /// 375 pt slide keep a 37.5 pt gap (140 pt fields touched at 1.25×).
    static let fieldWidth = 120.0

    /// A small field ("Username" chrome) centred on `centerX` with a label, and a note under it.
    static func pulseField(in view: Layer, name: String, centerX: Double, y: Double, label: String, note: String) -> Layer {
        let x = centerX - fieldWidth / 2
        let f = BahamaArt.textField(frame: Rect(x, y, fieldWidth, 30), placeholder: label)
        f.name = name
        view.addSublayer(LabSlide.ghost(f.frame.insetBy(dx: -2, dy: -2), radius: 6, color: LabSlide.grid))
        view.addSublayer(f)
        view.addSublayer(
            LayerKit.label(
                note, origin: Point(centerX - 80, y + 44), width: 160, size: 11, color: LabSlide.muted,
                align: .center))
        return f
    }
}
