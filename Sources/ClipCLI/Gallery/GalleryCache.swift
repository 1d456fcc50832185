import ClipEncode
import ClipKit
import ClipPipeline
import ClipSceneKit
import Dispatch
import Foundation

/// What a gallery run may skip: outputs whose key (`ClipCache`) matches the folder's manifest and
/// whose file is still there with the recorded size and content hash (`ContentHash`). `--force` (or another build) skips nothing.
struct GalleryCache {
    let directory: String
    let build: String
    /// Version hash of each scene that has work in this run.
    let versions: [String: String]
    /// The previous run's entries by file name (empty with `--force` or from another build).
    let previous: [String: GalleryManifest.Entry]

    init(directory: String, scenes: [any Scene], units: [WorkUnit], force: Bool) throws {
        self.directory = directory
        build = try ClipCache.buildID()
        let needed = scenes.filter { s in units.contains { $0.sceneID == s.id } }
        let found = WorkResults<String>(count: needed.count, missing: "unversioned")
        DispatchQueue.concurrentPerform(iterations: max(1, min(AvailableCPUs.count, needed.count))) { _ in
            while let i = found.claim() {
                // A scene that cannot render gets a key no output carries, so it is never taken from the cache.
                found.set(i, (try? ClipCache.sceneVersion(needed[i])) ?? "unversioned-\(UUID().uuidString)")
            }
        }
        versions = Dictionary(uniqueKeysWithValues: zip(needed.map(\.id), found.all))
        if !force, let old = GalleryManifest.read(directory: directory), old.build == build {
            previous = Dictionary(old.entries.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        } else {
            previous = [:]
        }
    }

    /// The name of `path` inside the gallery folder.
    func fileName(_ path: String) -> String {
        path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : URL(fileURLWithPath: path).lastPathComponent
    }

    func key(_ job: ClipJob) -> String { ClipCache.key(sceneVersion: versions[job.sceneID] ?? "", job: job, build: build) }

    func posterKey(_ scene: any Scene, options: SceneOptions, time: Double) -> String {
        ClipCache.posterKey(sceneVersion: versions[scene.id] ?? "", sceneID: scene.id, options: options, time: time, build: build)
    }

    /// The cached entry of `job` when it is up to date, else nil.
    func entry(for job: ClipJob) -> GalleryManifest.Entry? {
        guard let e = previous[fileName(job.path)], e.kind == job.format.rawValue, e.key == key(job),
            job.format.outputBytes(path: job.path) == e.bytes, ContentHash.of(path: job.path) == e.hash
        else { return nil }
        return e
    }

    /// The entry of a clip rendered now.
    func entry(job: ClipJob, report: ClipRenderResult) -> GalleryManifest.Entry {
        GalleryManifest.Entry(
            scene: job.sceneID, kind: job.format.rawValue, file: fileName(job.path), key: key(job), bytes: report.bytes,
            hash: ContentHash.of(path: job.path) ?? "unreadable", duration: job.duration, width: report.width, height: report.height,
            fps: report.fps, frames: report.frames)
    }

    func posterPath(_ scene: any Scene) -> String { "\(directory)/\(scene.id)-poster.png" }

    /// The cached poster entry of `scene` when it is up to date, else nil.
    func posterEntry(for scene: any Scene, options: SceneOptions, time: Double) -> GalleryManifest.Entry? {
        let path = posterPath(scene)
        guard let e = previous[fileName(path)], e.kind == GalleryManifest.posterKind,
            e.key == posterKey(scene, options: options, time: time),
            OutputFormat.mp4.outputBytes(path: path) == e.bytes, ContentHash.of(path: path) == e.hash
        else { return nil }
        return e
    }

    /// The entry of a poster rendered now.
    func posterEntry(scene: any Scene, options: SceneOptions, time: Double, path: String, width: Int, height: Int) -> GalleryManifest.Entry
    {
        GalleryManifest.Entry(
            scene: scene.id, kind: GalleryManifest.posterKind, file: fileName(path), key: posterKey(scene, options: options, time: time),
            bytes: OutputFormat.mp4.outputBytes(path: path), hash: ContentHash.of(path: path) ?? "unreadable", duration: time, width: width,
            height: height, fps: 0, frames: 1)
    }
}
