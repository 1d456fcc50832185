import Foundation
import ZIPFoundation

/// dotLottie archives (`.lottie`): a zip file holding `manifest.json` and the animations as
/// `animations/<id>.json` (dotLottie 1 and 2 alike). clipgen plays the first animation the manifest
/// lists, or, without a manifest, the first `animations/*.json` by name.
///
/// Archives come from the web, so nothing is written to disk and every entry is read with a cap:
/// an animation larger than `LottieLimits.maxFileBytes` once inflated (a zip bomb) is an error, as
/// is a manifest over 1 MiB, a file that is not a zip, or an archive without an animation.
public enum DotLottie {
    /// Whether `path` names a dotLottie archive (by its extension).
    public static func isArchive(_ path: String) -> Bool { path.lowercased().hasSuffix(".lottie") }

    /// The JSON bytes of the archive's first animation.
    public static func animationData(archiveAt path: String, limits: LottieLimits = LottieLimits()) throws -> Data {
        let archive: Archive
        do { archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch {
            throw LottieError(path: "", "not a dotLottie archive (cannot read it as a zip file)")
        }
        var entryPath: String?
        if let manifest = archive["manifest.json"] {
            let data = try read(manifest, from: archive, cap: 1 << 20, what: "manifest.json")
            let object = try? JSONSerialization.jsonObject(with: data)
            guard let root = object as? [String: Any] else { throw LottieError(path: "", "manifest.json: expected a JSON object") }
            if let animations = root["animations"] as? [[String: Any]], let id = animations.first?["id"] as? String {
                entryPath = "animations/\(id).json"
            } else {
                throw LottieError(path: "", "manifest.json: animations[0].id: expected a string")
            }
        } else {
            entryPath = archive.map(\.path).filter { $0.hasPrefix("animations/") && $0.lowercased().hasSuffix(".json") }.sorted().first
        }
        guard let name = entryPath, let entry = archive[name] else {
            throw LottieError(path: "", "dotLottie archive has no animation\(entryPath.map { " '\($0)'" } ?? "")")
        }
        return try read(entry, from: archive, cap: limits.maxFileBytes, what: name)
    }

    /// The inflated bytes of `entry`, stopping as soon as they pass `cap`.
    static func read(_ entry: Entry, from archive: Archive, cap: Int, what: String) throws -> Data {
        guard entry.type == .file else { throw LottieError(path: "", "\(what): not a file in the archive") }
        if entry.uncompressedSize > UInt64(cap) { throw LottieError(path: "", "\(what): larger than \(cap >> 10) KiB inflated") }
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(chunk)
                // The header's size may lie: the inflated stream itself is capped too.
                if data.count > cap { throw LottieError(path: "", "\(what): larger than \(cap >> 10) KiB inflated") }
            }
        } catch let e as LottieError {
            throw e
        } catch {
            throw LottieError(path: "", "\(what): damaged archive entry (\(error))")
        }
        return data
    }
}

extension LottieDocument {
    /// Reads and checks a Lottie file: bodymovin JSON, or a dotLottie archive (`.lottie`). External
    /// images (`u` + `p`) resolve inside `assets` when given, else inside the file's own folder.
    public static func load(path: String, assets: String? = nil, limits: LottieLimits = LottieLimits()) throws -> LottieDocument {
        if DotLottie.isArchive(path) {
            guard FileManager.default.fileExists(atPath: path) else { throw LottieError(path: "", "cannot read the file") }
            // External images (`u` + `p`) resolve inside the archive's folder, as for a JSON file.
            let folder = assets ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
            return try LottieDocument(data: DotLottie.animationData(archiveAt: path, limits: limits), directory: folder, limits: limits)
        }
        return try LottieDocument(contentsOf: path, assets: assets, limits: limits)
    }
}
