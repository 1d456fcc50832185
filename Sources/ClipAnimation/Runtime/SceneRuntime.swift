import ClipGeometry

/// The scene clock and event loop: a frame at time t is produced by building the layer tree at
/// t = 0 and replaying, in time order, every event up to t — animation start/stop callbacks,
/// timers (`after`), 60 Hz display-link ticks and scripted gestures. Handlers may mutate the model
/// and add animations exactly as the book's callbacks do. Nothing carries over between frames, so
/// any frame is computable alone and identical whatever the output frame rate.
///
/// The runtime of the code being run is found through a task-local (`SceneRuntime.current`), so
/// scene code calls `currentMediaTime()`, `after(_:_:)`, `layer.add(_:forKey:)` like UIKit code.
public final class SceneRuntime: @unchecked Sendable {
    /// The runtime of the frame being built on this task (nil outside a scene's build and callbacks).
    @TaskLocal public static var current: SceneRuntime?

    /// Scene time of the code now running (CACurrentMediaTime()).
    public private(set) var now: Double = 0
    struct Event { var time: Double; var seq: Int; var body: () -> Void }
    var events: [Event] = [] // binary heap on (time, seq)
    var seq = 0
    var serial = 0

    /// Per-event record of models and sublayer lists before their first change (transitions,
    /// implicit animations, UIView animation blocks).
    var eventOldStates: [ObjectIdentifier: (LayerState, [Layer])] = [:]
    var changedLayers: [Layer] = []
    var recordingBlock: [(Layer, LayerState)]? = nil
    /// Open `ViewAnimation.beginAnimations` blocks (innermost last).
    var beginCommitBlocks: [ViewAnimation.BeginCommitBlock] = []
    var keyframeSegments: [KeyframeSegment]? = nil
    var disableActionsDepth = 0
    /// `CATransaction.setDisableActions(true)` outside `begin()`/`commit()`: the current top-level
    /// transaction's implicit changes do not animate (reset when it ends).
    package var transactionDisablesActions = false
    /// True while `commitImplicit` adds implicit animations (they are not explicit ones).
    var addingImplicit = false
    /// The top-level transaction being built: one per `perform` and per replayed event
    /// (`SceneRuntime+OnScreen.swift`).
    var transaction = 1
    /// The layer tree this runtime renders (set by `LayerSceneRenderer` after the build); nil
    /// when the runtime is driven directly, and every tree then counts as on screen.
    package weak var rootLayer: Layer?

    /// Problems met while building, replaying or snapshotting (a font that cannot be used), with
    /// the layer being drawn at the time; the renderer throws the first (see `SceneError`).
    var problems: [(layer: Layer?, message: String)] = []
    /// The layer whose content the snapshot is drawing (nil outside that).
    var currentLayer: Layer?

    /// The scene context of the frame being built (set by `LayerSceneRenderer`).
    public internal(set) var context: SceneContext?

    /// An empty runtime at time 0 (renderers create one per frame).
    public init() {}

    func nextSerial() -> Int { serial += 1; return serial }

    /// Runs `body` at scene time `t` with this runtime current.
    package func perform<T>(at t: Double, _ body: () throws -> T) rethrows -> T {
        now = t
        return try SceneRuntime.$current.withValue(self) {
            let r = try body()
            commitTransaction()
            return r
        }
    }

    /// Schedules `body` at scene time `t` (not before the current time).
    public func schedule(at t: Double, _ body: @escaping () -> Void) {
        seq += 1
        events.append(Event(time: max(t, now), seq: seq, body: body))
        var i = events.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if less(events[i], events[p]) { events.swapAt(i, p); i = p } else { break }
        }
    }
    private func less(_ a: Event, _ b: Event) -> Bool { a.time < b.time || (a.time == b.time && a.seq < b.seq) }
    private func popMin() -> Event {
        let top = events[0]
        let last = events.removeLast()
        if !events.isEmpty {
            events[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < events.count && less(events[l], events[m]) { m = l }
                if r < events.count && less(events[r], events[m]) { m = r }
                if m == i { break }
                events.swapAt(i, m); i = m
            }
        }
        return top
    }

    /// Drops pending events (breaks closure → runtime references at the end of a frame).
    public func discardEvents() {
        events.removeAll()
        for a in animators { a.actions = []; a.removeAllBehaviors() }
        for l in displayLinks { l.invalidate(); l.body = nil }
        animators = []; displayLinks = []
    }
    var animators: [DynamicAnimator] = []
    var displayLinks: [DisplayLink] = []

    /// Processes every event with time ≤ `t`, in order, then sets `now = t`.
    package func run(until t: Double) {
        SceneRuntime.$current.withValue(self) {
            while let first = events.first, first.time <= t {
                let e = popMin()
                now = e.time
                e.body()
                commitTransaction()
            }
            now = t
        }
    }

    // MARK: Animation callbacks

    func scheduleCallbacks(for a: Animation, on layer: Layer, serial: Int) {
        let hasCallbacks = a.onStart != nil || a.onStop != nil || a.delegate != nil
        let d = a.effectiveDuration(groupDuration: nil)
        let ad = a.timing.activeDuration(d)
        // Local elapsed e = (tl − begin)·speed reaches 0 at tl = begin and AD at begin + AD/speed.
        let sp = a.timing.speed
        if hasCallbacks, let gs = layer.globalTime(atLocal: a.timing.beginTime) {
            schedule(at: gs) { [weak layer] in
                guard let layer, layer.isAttached(serial: serial) else { return }
                a.onStart?(); a.delegate?.animationDidStart(a)
            }
        }
        guard sp > 0, ad.isFinite, let ge = layer.globalTime(atLocal: a.timing.beginTime + ad / sp) else { return }
        guard hasCallbacks || a.isRemovedOnCompletion else { return }
        schedule(at: ge) { [weak layer] in
            guard let layer, layer.isAttached(serial: serial) else { return }
            if a.isRemovedOnCompletion { layer.removeAttached(serial: serial) }
            a.onStop?(true); a.delegate?.animationDidStop(a, finished: true)
        }
    }

    func animationRemoved(_ a: Animation, finished: Bool) {
        a.onStop?(finished); a.delegate?.animationDidStop(a, finished: finished)
    }

    // MARK: Change recording

    /// Whether `recordChange(l, …)` would keep the old state (first change of `l` in this event,
    /// or inside a recording animation block that has not seen `l`).
    func wantsOldState(of l: Layer) -> Bool {
        if eventOldStates[ObjectIdentifier(l)] == nil { return true }
        if let block = recordingBlock { return !block.contains { $0.0 === l } }
        return false
    }

    func recordChange(_ l: Layer, old: LayerState) {
        let id = ObjectIdentifier(l)
        if eventOldStates[id] == nil {
            eventOldStates[id] = (old, l.sublayers)
            changedLayers.append(l)
        }
        if recordingBlock != nil, !(recordingBlock!.contains { $0.0 === l }) { recordingBlock!.append((l, old)) }
    }
    func recordSublayers(_ l: Layer, old: [Layer]) {
        let id = ObjectIdentifier(l)
        if eventOldStates[id] == nil { eventOldStates[id] = (l.model, old); changedLayers.append(l) }
    }

    /// End of an event (or of a `Transaction.animate` block): implicit animations for opted-in
    /// layers, with the transaction's duration and curve (CA defaults 0.25 s, `.default`), then
    /// forget the old states. A key an animation was added for under that same key in this
    /// transaction (`layer.position = p` then `add(anim, forKey: "position")`, the usual Core
    /// Animation recipe) keeps that animation: the explicit one replaces the implicit action.
    package func commitImplicit(duration: Double = 0.25, timing: TimingFunction = .default) {
        for l in changedLayers where l.implicitAnimations && disableActionsDepth == 0 {
            // Never in the transaction that puts the layer on screen (nor before it ever was).
            guard l.wasOnScreenBeforeTransaction(), let (old, _) = eventOldStates[ObjectIdentifier(l)] else { continue }
            let new = l.model // one copy, not one per key
            for k in SceneRuntime.animatableKeys(old, new) {
                guard let ov = old.value(forKeyPath: k), let nv = new.value(forKeyPath: k), ov != nv else { continue }
                if l.attached.contains(where: { $0.key == k && $0.explicitTransaction == transaction }) { continue }
                // From the presentation value under the old model.
                let saved = l.model
                l.attachedModelSwap(old)
                let from = l.presentation().value(forKeyPath: k) ?? ov
                l.attachedModelSwap(saved)
                let a = BasicAnimation(keyPath: AnimKeyPath(k), from: from, to: nil)
                a.duration = duration; a.timingFunction = timing
                addingImplicit = true
                l.add(a, forKey: k)
                addingImplicit = false
            }
        }
        eventOldStates.removeAll(keepingCapacity: true)
        changedLayers.removeAll(keepingCapacity: true)
    }

    static func animatableKeys(_ a: LayerState, _ b: LayerState) -> [String] {
        if a.custom.isEmpty && b.custom.isEmpty { return LayerProperty.implicitKeys }
        return LayerProperty.implicitKeys + Set(a.custom.keys).union(b.custom.keys).sorted()
    }
}

extension Layer {
    /// Swaps the model without recording (for computing old presentation values).
    func attachedModelSwap(_ s: LayerState) {
        let rt = SceneRuntime.current
        SceneRuntime.$current.withValue(nil) { model = s }
        _ = rt
    }
}

/// CACurrentMediaTime(): the scene clock (0 outside a runtime).
public func currentMediaTime() -> Double { SceneRuntime.current?.now ?? 0 }

/// dispatch_after / performSelector:afterDelay: — runs `body` `delay` seconds from now.
public func after(_ delay: Double, _ body: @escaping () -> Void) {
    guard let rt = SceneRuntime.current else { return }
    rt.schedule(at: rt.now + max(0, delay), body)
}

/// CATransaction: `withoutActions` (`setDisableActions:`) and `animate(duration:timingFunction:_:)`
/// (`setAnimationDuration:` / `setAnimationTimingFunction:`). Implicit animations are opt-in per layer
/// (`Layer.implicitAnimations`).
public enum Transaction {
    /// `[CATransaction setDisableActions:YES]` around `body`: model changes made in it do not animate implicitly.
    public static func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
        let rt = SceneRuntime.current
        rt?.disableActionsDepth += 1
        defer { rt?.disableActionsDepth -= 1 }
        let r = try body()
        rt?.commitImplicitSuppressed()
        return r
    }
}

extension SceneRuntime {
    /// Changes made with actions disabled do not animate implicitly: forget them now.
    package func commitImplicitSuppressed() {
        for l in changedLayers where l.implicitAnimations { eventOldStates[ObjectIdentifier(l)] = nil }
        changedLayers.removeAll { $0.implicitAnimations }
    }
}

/// CADisplayLink at a fixed 60 Hz simulation tick, independent of the output frame rate.
/// Ticks fall at `start + k/60`; `invalidate()` stops it.
public final class DisplayLink: @unchecked Sendable {
    /// False after `invalidate()`: no more ticks.
    public private(set) var isValid = true
    /// While true, ticks are skipped (the link keeps its schedule).
    public var isPaused = false
    /// Ticks between callbacks (1 = every 1/60 s, 2 = 30 Hz).
    public var frameInterval = 1
    /// Scene time of the current tick, seconds (`CADisplayLink.timestamp`).
    public private(set) var timestamp: Double = 0
    /// Seconds between callbacks: `frameInterval / 60`.
    public var duration: Double { Double(frameInterval) / 60 }
    var body: ((DisplayLink) -> Void)?

    /// Starts ticking at the next 1/60 s boundary after now.
    public init(_ body: @escaping (DisplayLink) -> Void) {
        self.body = body
        guard let rt = SceneRuntime.current else { return }
        rt.displayLinks.append(self)
        let k = (rt.now * 60).rounded(.down) + 1
        scheduleTick(rt, k)
    }
    func scheduleTick(_ rt: SceneRuntime, _ k: Double) {
        rt.schedule(at: k / 60) { [self] in
            guard isValid else { return }
            timestamp = k / 60
            if !isPaused { body?(self) }
            if isValid, let rt = SceneRuntime.current { scheduleTick(rt, k + Double(max(1, frameInterval))) }
        }
    }
    /// Stops the link for good (`[CADisplayLink invalidate]`).
    public func invalidate() { isValid = false }
}
