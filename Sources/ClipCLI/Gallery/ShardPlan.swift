import ClipEncode
import ClipSceneKit
import Foundation

/// `--shard i/N`: which part of a gallery's work this process renders.
///
/// The work units are the clips (scene × format) and the posters (one per scene). Each has an
/// estimated cost, frames × pixels × (the scene's measured render cost per megapixel-frame from
/// `SceneCostTable`, or its default + the format's encode cost), and the units are dealt, most
/// expensive first, to the shard with the least total so far (ties: the lower index; equal costs:
/// by name). The plan depends only on the unit list, so every shard computes the same plan and the
/// shards cover every unit exactly once.
struct ShardSpec: Equatable, CustomStringConvertible {
    var index: Int
    var count: Int
    var description: String { "\(index)/\(count)" }

    /// Parses `i/N` (0 ≤ i < N ≤ 10000); a bare `i` takes N from nothing and is an error.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...10_000).contains(n), (0..<n).contains(i) else {
            throw CLIError.usage("--shard wants INDEX/COUNT with 0 <= INDEX < COUNT <= 10000, e.g. 0/8 (got '\(text)')")
        }
        index = i; count = n
    }

    init(index: Int, count: Int) { self.index = index; self.count = count }

    /// The shard from `--shard`, where INDEX may be left to the scheduler: `--shard /8` (or `--shard 8`
    /// with no slash) takes the index from `JOB_COMPLETION_INDEX` (Kubernetes Indexed Job) or
    /// `SLURM_ARRAY_TASK_ID` (Slurm array).
    static func resolve(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ShardSpec {
        let bareCount = text.hasPrefix("/") ? String(text.dropFirst()) : (text.contains("/") ? nil : text)
        guard let bareCount else { return try ShardSpec(parsing: text) }
        for name in ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"] {
            if let v = environment[name], !v.isEmpty {
                do { return try ShardSpec(parsing: "\(v)/\(bareCount)") } catch {
                    throw CLIError.usage("--shard \(text) with \(name)=\(v): \(describe(error))")
                }
            }
        }
        throw CLIError.usage("--shard \(text) needs an index: write INDEX/COUNT, or set JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID")
    }
}

/// One unit of gallery work.
struct WorkUnit: Equatable {
    enum Kind: Equatable {
        case clip(OutputFormat)
        case poster
    }
    var sceneID: String
    var kind: Kind
    var cost: Double
    var name: String {
        switch kind {
        case .clip(let f): "\(sceneID).\(f.rawValue)"
        case .poster: "\(sceneID).poster"
        }
    }
}

enum ShardPlanner {
    /// Encode cost per megapixel-frame, ms, by format. MP4: from the pipeline bench's encode-only
    /// figure (3.08 s for 600 frames of 1280×720 ≈ 5.6); GIF and PNG: estimates, not measured.
    static func encodeCost(_ format: OutputFormat) -> Double {
        switch format {
        case .mp4: 5.6
        case .gif: 9
        default: 25 // PNG frames and formats without a measurement: the dearest
        }
    }

    /// Every unit of a gallery of `scenes` × `formats` (plus posters) with its estimated cost.
    static func units(scenes: [any Scene], formats: [OutputFormat], scale: Double, duration: Double?) -> [WorkUnit] {
        scenes.flatMap { scene -> [WorkUnit] in
            let (w, h) = scene.pixelSize(scale: scale)
            let mpx = Double(w * h) / 1e6
            let render = SceneCostTable.msPerMegapixelFrame(scene.id)
            let clips = formats.map { f in
                let frames = max(1, ((duration ?? scene.duration) * Double(f.defaultFPS)).rounded())
                return WorkUnit(sceneID: scene.id, kind: .clip(f), cost: frames * mpx * (render + encodeCost(f)))
            }
            return clips + [WorkUnit(sceneID: scene.id, kind: .poster, cost: mpx * (render + encodeCost(.pngSequence)))]
        }
    }

    /// The units of shard `spec.index` (in their original order) and every shard's estimated total.
    static func assign(_ units: [WorkUnit], to spec: ShardSpec) -> (mine: [WorkUnit], loads: [Double]) {
        var loads = Array(repeating: 0.0, count: spec.count)
        var owner = Array(repeating: 0, count: units.count)
        let order = units.indices.sorted { (units[$0].cost, units[$1].name) > (units[$1].cost, units[$0].name) }
        for i in order {
            let s = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            owner[i] = s
            loads[s] += units[i].cost
        }
        return (units.indices.filter { owner[$0] == spec.index }.map { units[$0] }, loads)
    }
}
