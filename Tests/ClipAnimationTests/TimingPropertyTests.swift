import XCTest
import ClipGeometry
@testable import ClipAnimation

/// Property-based tests of the timing model: random timing trees (groups up to three deep; random
/// beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode and
/// timing functions), checked at thousands of times against invariants, with failures shrunk to a
/// minimal tree. Fixed seed, so a failure reproduces.
///
/// Every leaf is a `BasicAnimation` of its own scalar key path (model 0.1, from 0.4…0.5, to
/// 0.8…0.9), so a leaf's presentation value tells its whole timing: the model value when no
/// animation applies, from…to while active or held.
///
/// The invariants:
/// 1. **Agreement with the reference.** The engine's value equals a reference evaluator written
///    from the specs' rules (Kitten Yang §1.2) at random times, frame times and every boundary.
/// 2. **No isolated values.** At every instant the value equals its limit from the left or from the
///    right: nothing shows for one instant only (the one-frame flash at an autoreverse turnaround).
///    Checked at the frame times of 24, 30 and 60 fps: timing built from round numbers, as scenes
///    write it, puts boundaries exactly on frames.
/// 3. **Continuity.** Inside active intervals, and at every boundary that is not one of the
///    discontinuities Core Animation defines, the limits from both sides agree. Boundaries are
///    found by bisecting the reference's node states (begin, end, iteration, leg).
///    The defined discontinuities (`Transition.isDiscontinuity`), for any node on the leaf's path:
///    - begin without a backwards fill: model value → start value;
///    - end without a held forwards fill (fill removed or backwards, or a top-level animation
///      removed on completion): end value → model value;
///    - an iteration boundary without autoreverse: end value → start value.
///    Continuous by definition: an autoreverse turnaround (forward leg → reverse leg) and the
///    return to the next iteration after a reverse leg; begin with a backwards fill (the fill shows
///    the phase the animation starts with); the end with a held forwards fill; a child ending
///    exactly where its group ends, at the group's turnaround or its held end.
final class TimingPropertyTests: XCTestCase {
    static let keys = [
        "position.x", "position.y", "zPosition", "opacity", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
        "lineWidth", "lineDashPhase", "strokeStart", "strokeEnd",
    ]
    static let model = 0.1

    // MARK: The tree

    /// A timing node: a leaf animation (its own key) or a group.
    struct Node: CustomStringConvertible {
        var begin = 0.0, duration = 0.0, speed = 1.0, offset = 0.0, repeatCount = 0.0, repeatDuration = 0.0
        var autoreverses = false, fill = FillMode.removed, removed = true
        var curve: [Double]? // control points; nil = linear
        var leaf: (key: Int, from: Double, to: Double)?
        var children: [Node] = []

        var description: String { describe(indent: "") }
        func describe(indent: String) -> String {
            var parts: [String] = []
            if begin != 0 { parts.append("begin \(begin)") }
            parts.append("duration \(duration)")
            if speed != 1 { parts.append("speed \(speed)") }
            if offset != 0 { parts.append("timeOffset \(offset)") }
            if repeatCount != 0 { parts.append("repeatCount \(repeatCount)") }
            if repeatDuration != 0 { parts.append("repeatDuration \(repeatDuration)") }
            if autoreverses { parts.append("autoreverses") }
            if fill != .removed { parts.append("fill \(fill)") }
            if !removed { parts.append("removedOnCompletion false") }
            if let c = curve { parts.append("curve \(c)") }
            if let l = leaf {
                return indent + "leaf \(TimingPropertyTests.keys[l.key]) \(l.from)→\(l.to): " + parts.joined(separator: ", ")
            }
            return ([indent + "group: " + parts.joined(separator: ", ")] + children.map { $0.describe(indent: indent + "  ") })
                .joined(separator: "\n")
        }

        var leafKeys: [Int] { leaf.map { [$0.key] } ?? children.flatMap(\.leafKeys) }

        func animation() -> Animation {
            let a: Animation
            if let l = leaf {
                a = BasicAnimation(keyPath: AnimKeyPath(TimingPropertyTests.keys[l.key]), from: .scalar(l.from), to: .scalar(l.to))
            } else {
                a = AnimationGroup(children.map { $0.animation() })
            }
            a.beginTime = begin; a.duration = duration; a.speed = speed; a.timeOffset = offset
            a.repeatCount = repeatCount; a.repeatDuration = repeatDuration; a.autoreverses = autoreverses
            a.fillMode = fill; a.isRemovedOnCompletion = removed
            if let c = curve { a.timingFunction = TimingFunction(controlPoints: c[0], c[1], c[2], c[3]) }
            return a
        }
    }

    /// A random tree: 1–3 top-level animations, groups up to three deep. Round numbers mostly, as
    /// scenes write them, so that boundaries fall on frame times.
    struct Generator {
        var rng: SceneRandom
        var nextKey = 0

        mutating func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        mutating func chance(_ p: Double) -> Bool { rng.unit() < p }

        mutating func tree() -> [Node] {
            nextKey = 0
            let n = 1 + Int(rng.next() % 3)
            return (0..<n).compactMap { _ in nextKey < TimingPropertyTests.keys.count ? node(depth: 0, inGroup: nil) : nil }
        }

        mutating func node(depth: Int, inGroup groupDuration: Double?) -> Node {
            var n = Node()
            let top = groupDuration == nil
            n.begin = chance(0.5) ? 0 : (top ? pick([0.1, 0.2, 0.3, 0.5, 1, -0.2]) : pick([0.1, 0.2, 0.25, 0.5]))
            if chance(0.1) { n.begin = (rng.unit() * 1.5 * 1000).rounded() / 1000 }
            n.duration = top ? pick([0.2, 0.3, 0.5, 0.6, 1, 1.5]) : (chance(0.35) ? 0 : pick([0.1, 0.2, 0.3, 0.5, 0.6, 1]))
            n.speed = chance(0.6) ? 1 : pick([0.5, 2, 1.5, 3, 0])
            n.offset = chance(0.7) ? 0 : pick([0.1, 0.2, 0.25, 0.5])
            n.repeatCount = chance(0.4) ? 0 : pick([1, 2, 3, 2.5, 1.5, .infinity])
            if chance(0.15) { n.repeatDuration = pick([0.4, 0.75, 1, 2.2]) }
            n.autoreverses = chance(0.5)
            n.fill = pick(FillMode.allCases)
            n.removed = top ? chance(0.5) : true
            switch rng.next() % 5 {
            case 0: n.curve = [0.42, 0, 1, 1]
            case 1: n.curve = [0, 0, 0.58, 1]
            case 2: n.curve = [0.42, 0, 0.58, 1]
            case 3:
                n.curve = [0.2 + 0.6 * rng.unit(), rng.unit(), 0.2 + 0.6 * rng.unit(), rng.unit()].map { ($0 * 100).rounded() / 100 }
            default: n.curve = nil
            }
            let canGroup = depth < 3 && nextKey + 2 <= TimingPropertyTests.keys.count
            if canGroup && chance(depth == 0 ? 0.6 : 0.4) {
                let d = n.duration > 0 ? n.duration : (groupDuration ?? 0.25)
                let count = 1 + Int(rng.next() % 3)
                for _ in 0..<count where nextKey < TimingPropertyTests.keys.count {
                    n.children.append(node(depth: depth + 1, inGroup: d))
                }
            } else {
                let from = 0.4 + (rng.unit() * 10).rounded() / 100
                let to = 0.8 + (rng.unit() * 10).rounded() / 100
                n.leaf = (nextKey, from, to)
                nextKey += 1
            }
            return n
        }
    }

    // MARK: The engine and the reference

    /// The engine's presentation values of every key at time `t` (seconds, layer-local).
    static func engineValues(_ anims: [Animation], at t: Double) -> [Double] {
        var state = ShapeLayer().model // a shape: the keys include its stroke
        for k in keys { state.setValue(.scalar(model), forKeyPath: k) }
        var b = PresentationBuilder(state)
        for a in anims { a.apply(to: &b, parentTime: t, groupDuration: nil) }
        return keys.map { b.value($0)?.scalar ?? .nan }
    }

    /// Where a node stands: no effect, filling before its start, active (iteration, leg), or
    /// holding after its end.
    enum NodeState: Hashable {
        case none, before
        case active(iteration: Int, reverse: Bool)
        case after
    }

    /// Reference evaluation, written from the specs' rules independently of `MediaTiming`:
    /// writes each leaf's value into `values` and each node's state into `states` (by path).
    static func reference(
        _ n: Node, path: [Int], parentTime tp: Double, groupDuration: Double?, parentAtEnd: Bool,
        values: inout [Double], states: inout [[Int]: NodeState]
    ) {
        let d = n.duration > 0 ? n.duration : (groupDuration ?? 0.25)
        let period = n.autoreverses ? 2 * d : d
        let active: Double =
            n.repeatDuration > 0 ? n.repeatDuration : (n.repeatCount > 0 ? n.repeatCount : 1) * period
        let t = (tp - n.begin) * n.speed
        // The cycle position at local time q: fraction u of the simple duration, iteration, leg.
        func position(_ q: Double, endLooking: Bool) -> (u: Double, iteration: Int, reverse: Bool) {
            var k = (q / period).rounded(.down)
            var r = q - k * period
            if endLooking && r == 0 && q > 0 { k -= 1; r = period }
            if r <= d { return (min(1, max(0, r / d)), Int(k), false) }
            return (min(1, max(0, (2 * d - r) / d)), Int(k), true)
        }
        let pos: (u: Double, iteration: Int, reverse: Bool)
        let state: NodeState
        let held = n.fill == .forwards || n.fill == .both
        // At a group's end instant a child shows its left limit (see `MediaTiming.phase`).
        if t < 0 || (parentAtEnd && n.speed > 0 && tp <= n.begin) {
            guard n.fill == .backwards || n.fill == .both else { states[path] = NodeState.none; return }
            pos = position(n.offset, endLooking: false)
            state = .before
        } else if t < active && !parentAtEnd {
            pos = position(t + n.offset, endLooking: false)
            state = .active(iteration: pos.iteration, reverse: pos.reverse)
        } else if parentAtEnd && t - active <= 1e-9 * max(1, active) {
            pos = position(min(t, active) + n.offset, endLooking: true)
            state = .active(iteration: pos.iteration, reverse: pos.reverse)
        } else {
            let removed = groupDuration == nil && n.removed
            guard held && !removed else { states[path] = NodeState.none; return }
            pos = position(active + n.offset, endLooking: true)
            state = .after
        }
        states[path] = state
        let curve = n.curve.map { TimingFunction(controlPoints: $0[0], $0[1], $0[2], $0[3]) } ?? .linear
        if let l = n.leaf {
            values[l.key] = l.from + (l.to - l.from) * curve.value(at: pos.u)
        } else {
            let eased = curve.value(at: pos.u)
            let atEnd = pos.u >= 1 || eased == 1
            let g = atEnd ? d : d * eased
            for (i, c) in n.children.enumerated() {
                reference(c, path: path + [i], parentTime: g, groupDuration: d, parentAtEnd: atEnd, values: &values, states: &states)
            }
        }
    }

    static func referenceValues(_ tree: [Node], at t: Double) -> (values: [Double], states: [[Int]: NodeState]) {
        var values = [Double](repeating: model, count: keys.count)
        var states: [[Int]: NodeState] = [:]
        for (i, n) in tree.enumerated() {
            reference(n, path: [i], parentTime: t, groupDuration: nil, parentAtEnd: false, values: &values, states: &states)
        }
        return (values, states)
    }

    // MARK: Boundaries and their classification

    /// A change of one node's state at a boundary.
    struct Transition {
        var path: [Int]
        var from: NodeState? // nil: not evaluated (an ancestor had no effect)
        var to: NodeState?

        /// Whether Core Animation defines a jump here (see the type's comment); symmetric, since a
        /// group's reverse leg runs its children's time backwards.
        var isDiscontinuity: Bool {
            switch (from, to) {
            case (nil, _), (_, nil): return false // an ancestor's change; judged at the ancestor
            case (.none?, .active?), (.active?, .none?): return true // begin or end without fill
            case (.before?, .none?), (.none?, .before?), (.after?, .none?), (.none?, .after?): return true
            case (.active(let k0, let r0)?, .active(let k1, let r1)?):
                if k0 == k1 { return false } // a turnaround inside one iteration
                // Forward leg of k → forward leg of k ± 1: the wrap of a non-reversing animation.
                // Reverse leg → forward leg of the next iteration: continuous.
                let (early, late) = k0 < k1 ? (r0, r1) : (r1, r0)
                return !(early && !late)
            default: return false // before ↔ active, active ↔ after: fills that hold the phase
            }
        }
    }

    /// Every boundary in [lo, hi]: found on a grid of the reference states and bisected to ~1e-12.
    static func boundaries(_ tree: [Node], lo: Double, hi: Double, step: Double) -> [(time: Double, changes: [Transition])] {
        var out: [(Double, [Transition])] = []
        var t0 = lo
        var s0 = referenceValues(tree, at: t0).states
        while t0 < hi {
            let t1 = min(hi, t0 + step)
            let s1 = referenceValues(tree, at: t1).states
            guard s0 != s1 else { t0 = t1; s0 = s1; continue }
            // The first change after t0 (a cell may hold several: scanning goes on from it).
            var a = t0, b = t1
            for _ in 0..<60 where b - a > 1e-12 {
                let m = 0.5 * (a + b)
                if referenceValues(tree, at: m).states == s0 { a = m } else { b = m }
            }
            let sa = referenceValues(tree, at: a).states, sb = referenceValues(tree, at: b).states
            let paths = Set(sa.keys).union(sb.keys)
            let changes = paths.filter { sa[$0] != sb[$0] }.map { Transition(path: $0, from: sa[$0], to: sb[$0]) }
            out.append((b, changes))
            t0 = b; s0 = sb
        }
        return out
    }

    /// The path of every node leading to each leaf key.
    static func leafPaths(_ tree: [Node]) -> [Int: [[Int]]] {
        var out: [Int: [[Int]]] = [:]
        func walk(_ n: Node, _ path: [Int], _ ancestors: [[Int]]) {
            let chain = ancestors + [path]
            if let l = n.leaf { out[l.key] = chain }
            for (i, c) in n.children.enumerated() { walk(c, path + [i], chain) }
        }
        for (i, n) in tree.enumerated() { walk(n, [i], []) }
        return out
    }

    // MARK: The check

    static let horizon = 6.0
    static let tolerance = 1e-9 // engine vs reference
    static let jump = 0.05 // smaller than any defined jump (≥ 0.3 by the choice of values)
    static let h = 1e-8

    /// The first violated invariant for `tree`, or nil.
    static func violation(_ tree: [Node], randomTimes: Int, seed: UInt64) -> String? {
        let anims = tree.map { $0.animation() }
        let paths = leafPaths(tree)
        func engine(_ t: Double) -> [Double] { engineValues(anims, at: t) }

        // 1. Agreement with the reference at random times, frame times and boundaries.
        var rng = SceneRandom(state: seed)
        var times = (0..<randomTimes).map { _ in -1 + (horizon + 1) * rng.unit() }
        let frames = [24.0, 30, 60].flatMap { fps in (0...Int(horizon * fps)).map { Double($0) / fps } }
        let bounds = boundaries(tree, lo: -1, hi: horizon, step: 1.0 / 128)
        times += frames + bounds.map(\.time)
        for t in times {
            let e = engine(t), r = referenceValues(tree, at: t).values
            for k in paths.keys where abs(e[k] - r[k]) > tolerance || e[k].isNaN {
                return "t = \(t): \(keys[k]) engine \(e[k]), reference \(r[k])"
            }
        }
        // 2. No isolated values: at frame times the value is a one-sided limit. (Boundaries found
        // by bisection are not exact instants; round-number timing puts the exact ones on frames.)
        // The limits are probed 1 µs away: close enough that no animation here moves by `jump`,
        // far enough that no sum of times rounds onto the boundary itself.
        for t in frames {
            let (l, v, r) = (engine(t - 1e-6), engine(t), engine(t + 1e-6))
            for k in paths.keys where abs(v[k] - l[k]) > jump && abs(v[k] - r[k]) > jump {
                return "t = \(t): \(keys[k]) shows \(v[k]) for one instant (left \(l[k]), right \(r[k]))"
            }
        }
        // 3a. Continuity inside intervals: random times away from boundaries.
        let boundaryTimes = bounds.map(\.time)
        for t in times.prefix(randomTimes) where !boundaryTimes.contains(where: { abs($0 - t) < 1e-6 }) {
            let (l, r) = (engine(t - h), engine(t + h))
            for k in paths.keys where abs(l[k] - r[k]) > jump {
                return "t = \(t): \(keys[k]) jumps from \(l[k]) to \(r[k]) away from any boundary"
            }
        }
        // 3b. Continuity at every boundary that is not a defined discontinuity of the leaf's path.
        for (t, _) in bounds {
            let (l, r) = (engine(t - 1e-7), engine(t + 1e-7))
            // Every change within the window counts (a begin and a turnaround may coincide).
            let changes = bounds.filter { abs($0.time - t) <= 2e-7 }.flatMap(\.changes)
            for (k, chain) in paths {
                let relevant = changes.filter { chain.contains($0.path) }
                guard !relevant.isEmpty, !relevant.contains(where: \.isDiscontinuity) else { continue }
                if abs(l[k] - r[k]) > jump {
                    let what = relevant.map { "\($0.path): \(String(describing: $0.from)) → \(String(describing: $0.to))" }
                    return "t = \(t): \(keys[k]) jumps from \(l[k]) to \(r[k]) across a continuous boundary (\(what))"
                }
            }
        }
        return nil
    }

    /// Smaller trees that might still fail: a node removed, a group replaced by a child, a field
    /// reset to its default.
    static func simplifications(_ tree: [Node]) -> [[Node]] {
        var out: [[Node]] = []
        func variants(_ n: Node, groupDuration: Double?) -> [Node] {
            var vs: [Node] = []
            func with(_ f: (inout Node) -> Void) { var m = n; f(&m); vs.append(m) }
            if n.begin != 0 { with { $0.begin = 0 } }
            if n.speed != 1 { with { $0.speed = 1 } }
            if n.offset != 0 { with { $0.offset = 0 } }
            if n.repeatCount != 0 { with { $0.repeatCount = 0 } }
            if n.repeatDuration != 0 { with { $0.repeatDuration = 0 } }
            if n.autoreverses { with { $0.autoreverses = false } }
            if n.fill != .removed { with { $0.fill = .removed } }
            if !n.removed { with { $0.removed = true } }
            if n.curve != nil { with { $0.curve = nil } }
            let d = n.duration > 0 ? n.duration : (groupDuration ?? 0.25)
            for i in n.children.indices {
                if n.children.count > 1 { with { $0.children.remove(at: i) } }
                for v in variants(n.children[i], groupDuration: d) { with { $0.children[i] = v } }
            }
            return vs
        }
        for i in tree.indices {
            if tree.count > 1 { var t = tree; t.remove(at: i); out.append(t) }
            if tree[i].leaf == nil {
                for c in tree[i].children {
                    var hoisted = c
                    if hoisted.duration == 0 { hoisted.duration = tree[i].duration > 0 ? tree[i].duration : 0.25 }
                    hoisted.removed = tree[i].removed
                    var t = tree; t[i] = hoisted; out.append(t)
                }
            }
            for v in variants(tree[i], groupDuration: nil) { var t = tree; t[i] = v; out.append(t) }
        }
        return out
    }

    /// Shrinks a failing tree greedily to one where no single simplification still fails.
    static func shrink(_ tree: [Node], failing: ([Node]) -> String?) -> ([Node], String) {
        var current = tree
        var message = failing(tree) ?? ""
        var improved = true
        while improved {
            improved = false
            for candidate in simplifications(current) {
                if let m = failing(candidate) {
                    current = candidate; message = m; improved = true
                    break
                }
            }
        }
        return (current, message)
    }

    func testRandomTimingTreesKeepTheInvariants() {
        var gen = Generator(rng: SceneRandom(state: 0x5EED_2611))
        var checked = 0
        for i in 0..<160 {
            let tree = gen.tree()
            if tree.isEmpty { continue }
            checked += 1
            if Self.violation(tree, randomTimes: 150, seed: UInt64(i)) != nil {
                let (small, message) = Self.shrink(tree) { Self.violation($0, randomTimes: 300, seed: UInt64(i)) }
                XCTFail(
                    "tree \(i) breaks an invariant; shrunk to:\n\(small.map(\.description).joined(separator: "\n"))\n\(message)")
                return
            }
        }
        XCTAssertEqual(checked, 160)
    }

    // MARK: The cases the properties were written for (each failed before the fix)

    /// An autoreversing group whose child takes the group's duration (replicator-grid-scale):
    /// at the turnaround, t = 1.0 s, the child shows its end value, not the model value.
    func testGroupChildAtAutoreverseTurnaroundHasNoFlash() {
        let child = Node(leaf: (3, 0.4, 0.9))
        let group = Node(duration: 1, repeatCount: .infinity, autoreverses: true, children: [child])
        let anims = [group.animation()]
        for t in [1.0, 3.0, 5.0] {
            XCTAssertEqual(Self.engineValues(anims, at: t)[3], 0.9, accuracy: 1e-12, "turnaround at \(t)")
            XCTAssertEqual(Self.engineValues(anims, at: t - 1.0 / 60)[3], 0.4 + 0.5 * (1 - 1.0 / 60), accuracy: 1e-9)
        }
        XCTAssertNil(Self.violation([group], randomTimes: 50, seed: 1))
    }

    /// A group held by `fillMode = forwards` (not removed on completion) holds its children's end values.
    func testGroupForwardsFillHoldsChildren() {
        let child = Node(leaf: (0, 0.4, 0.8))
        let group = Node(duration: 0.5, fill: .forwards, removed: false, children: [child])
        let anims = [group.animation()]
        XCTAssertEqual(Self.engineValues(anims, at: 0.5)[0], 0.8, accuracy: 1e-12)
        XCTAssertEqual(Self.engineValues(anims, at: 3)[0], 0.8, accuracy: 1e-12)
        // A child that ends before the group ends is not held by the group's fill, as in Core Animation.
        let short = Node(duration: 0.25, leaf: (1, 0.4, 0.8))
        let held = Node(duration: 0.5, fill: .forwards, removed: false, children: [short])
        XCTAssertEqual(Self.engineValues([held.animation()], at: 3)[1], Self.model, accuracy: 1e-12)
    }

    /// Nested three deep: the innermost child holds at every level's turnaround.
    func testNestedGroupsAtTurnarounds() {
        let leaf = Node(leaf: (2, 0.5, 0.9))
        let inner = Node(duration: 0.3, autoreverses: true, children: [leaf])
        let middle = Node(children: [inner])
        let outer = Node(duration: 0.6, repeatCount: 2, autoreverses: true, fill: .both, removed: false, children: [middle])
        XCTAssertNil(Self.violation([outer], randomTimes: 100, seed: 2))
        // The inner group (0.3 s simple duration inside 0.6 s) turns at 0.3 s: the leaf is at its end value.
        XCTAssertEqual(Self.engineValues([outer.animation()], at: 0.3)[2], 0.9, accuracy: 1e-12)
        // It ends its reverse leg where the middle group ends, at 0.6 s: the outer turnaround.
        XCTAssertEqual(Self.engineValues([outer.animation()], at: 0.6)[2], 0.5, accuracy: 1e-12)
    }

    /// The shrinker reduces a failing tree to what makes it fail: here "fails" means "has an
    /// autoreversing group over a leaf with a backwards fill", on a tree with much more in it.
    func testShrinkingFindsTheMinimalTree() {
        func isCulprit(_ n: Node) -> Bool { n.autoreverses && n.children.contains { $0.leaf != nil && $0.fill == .backwards } }
        func contains(_ n: Node) -> Bool { isCulprit(n) || n.children.contains(where: contains) }
        let culprit = Node(
            begin: 0.2, duration: 1, speed: 2, repeatCount: 3, autoreverses: true, fill: .both, curve: [0.42, 0, 1, 1],
            children: [Node(leaf: (0, 0.4, 0.8)), Node(begin: 0.1, fill: .backwards, leaf: (1, 0.5, 0.9))])
        let tree = [
            Node(duration: 0.5, leaf: (2, 0.4, 0.8)),
            Node(duration: 2, offset: 0.5, children: [Node(leaf: (3, 0.4, 0.8)), culprit]),
        ]
        let (small, _) = Self.shrink(tree) { t in t.contains(where: contains) ? "culprit" : nil }
        XCTAssertEqual(small.count, 1)
        XCTAssertTrue(isCulprit(small[0]), small.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(small[0].children.count, 1)
        XCTAssertEqual(small[0].begin, 0)
        XCTAssertEqual(small[0].speed, 1)
        XCTAssertEqual(small[0].repeatCount, 0)
        XCTAssertEqual(small[0].fill, .removed)
        XCTAssertNil(small[0].curve)
        XCTAssertEqual(small[0].children[0].begin, 0)
    }
}
