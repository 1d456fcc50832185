import ClipEncode
import ClipKit
import ClipSceneKit
import Foundation

/// `manifest.json` beside a gallery's clips: the build and options of the run, a shard's place in
/// its set, and per output (clip or poster) its cache key, size, content hash and duration, and the
/// facts the page shows. Written sorted and without timings, so the same outputs
/// give the same bytes whether rendered at once, in shards and merged, or partly from the cache.
struct GalleryManifest: Codable, Equatable {
    static let fileName = "manifest.json"
    static let posterKind = "poster"

    /// One output in the folder.
    struct Entry: Codable, Equatable {
        var scene: String
        /// An `OutputFormat` raw value, or `"poster"`.
        var kind: String
        /// Its name inside the folder (a PNG sequence: its folder, ending in `/`).
        var file: String
        /// The cache key (`ClipCache`): equal keys mean the output would come out byte-identical.
        var key: String
        var bytes: Int
        /// The content hash of its bytes (`ContentHash`; a PNG sequence: of its files).
        var hash: String
        /// Seconds of the clip (a poster: the time it shows).
        var duration: Double
        var width: Int
        var height: Int
        var fps: Int
        var frames: Int
    }

    /// A shard's place in its set (`--shard INDEX/COUNT`) and how many outputs its plan gave it.
    struct Shard: Codable, Equatable {
        var index: Int
        var count: Int
        var outputs: Int
    }

    /// 2: options, shard and per-entry hashes added (a version-1 manifest is not read: its outputs re-render).
    var version = 2
    /// The clipgen build the outputs came from (`ClipCache.buildID`).
    var build: String
    /// Every option that shapes the set of outputs or their bytes (scenes, formats, duration, scale,
    /// seed, touches, encoder settings): shards merge only when theirs are equal.
    var options: [String: String]
    /// Set in a shard's manifest only (a merged or whole gallery has none).
    var shard: Shard?
    var entries: [Entry]

    init(build: String, options: [String: String], shard: Shard? = nil, entries: [Entry]) {
        self.build = build
        self.options = options
        self.shard = shard
        self.entries = entries.sorted { ($0.file, $0.kind) < ($1.file, $1.kind) }
    }

    /// The manifest in `directory`, or nil when there is none or it is unreadable (then nothing is cached).
    static func read(directory: String) -> GalleryManifest? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName),
            let m = try? JSONDecoder().decode(GalleryManifest.self, from: data), m.version == 2
        else { return nil }
        return m
    }

    /// Reads the manifest of a shard folder to merge, failing with one line when it is missing or broken.
    static func require(directory: String) throws -> GalleryManifest {
        let path = directory + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError(message: "\(path): no gallery manifest here") }
        let m: GalleryManifest
        do { m = try JSONDecoder().decode(GalleryManifest.self, from: data) } catch {
            throw CLIError(message: "\(path): not a gallery manifest this clipgen reads; render the shard again with it")
        }
        guard m.version == 2 else {
            throw CLIError(message: "\(path): manifest version \(m.version), this clipgen reads 2; render the shard again")
        }
        return m
    }

    func data() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try e.encode(self) + Data("\n".utf8)
    }

    func write(directory: String) throws {
        let path = directory + "/" + Self.fileName
        do { try atomicWrite(try data(), to: path) } catch { throw CLIError(message: "\(path): \(error.localizedDescription)") }
    }

    /// The gallery page for these outputs (plus clips that failed in this run), built only from
    /// what the manifest records so that every way of producing the folder gives the same page.
    /// `extra` are scenes outside the active list (Lottie files added with `--lottie`).
    func page(failures: [(sceneID: String, format: OutputFormat, message: String)] = [], extra: [any Scene] = []) -> String {
        let ids = Set(entries.map(\.scene)).union(failures.map(\.sceneID))
        let scenes = (ActiveScenes.all + extra).filter { ids.contains($0.id) }
        var jobs: [ClipJob] = [], outcomes: [ClipOutcome] = []
        for scene in scenes {
            for format in OutputFormat.allCases {
                if let e = entries.first(where: { $0.scene == scene.id && $0.kind == format.rawValue }) {
                    jobs.append(
                        ClipJob(
                            scene: scene, format: format, path: e.file, fps: e.fps, duration: e.duration,
                            options: SceneOptions(), encoder: EncoderSettings()))
                    outcomes.append(
                        .success(
                            ClipRenderResult(
                                sceneID: e.scene, path: e.file, format: format, width: e.width, height: e.height,
                                fps: e.fps, frames: e.frames, bytes: e.bytes)))
                } else if let f = failures.first(where: { $0.sceneID == scene.id && $0.format == format }) {
                    jobs.append(
                        ClipJob(
                            scene: scene, format: format, path: "", fps: format.defaultFPS, duration: scene.duration,
                            options: SceneOptions(), encoder: EncoderSettings()))
                    outcomes.append(.failure(f.message))
                }
            }
        }
        let posters = scenes.map { scene -> PosterOutcome in
            guard let e = entries.first(where: { $0.scene == scene.id && $0.kind == Self.posterKind }) else {
                return .failure("not rendered")
            }
            return .success(path: e.file, width: e.width, height: e.height, time: e.duration)
        }
        return GalleryPage.html(scenes: scenes, jobs: jobs, outcomes: outcomes, posters: posters)
    }
}
