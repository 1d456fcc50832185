import ClipLottie
import Foundation
import XCTest
import ZIPFoundation

/// dotLottie archives: the manifest's first animation, the no-manifest fallback, and one-line
/// errors for archives that are not zips, lack an animation, or inflate past the size limit.
final class DotLottieTests: XCTestCase {
    static let animation = """
        {"v":"5.7.0","fr":30,"ip":0,"op":45,"w":64,"h":32,"layers":[{"ty":4,"ind":1,"ip":0,"op":45,"st":0,"ks":{},
        "shapes":[{"ty":"rc","p":{"k":[32,16]},"s":{"k":[20,20]},"r":{"k":0}},{"ty":"fl","c":{"k":[0,0,1,1]},"o":{"k":100}}]}]}
        """

    /// A zip at a temporary path with these entries (deflated).
    func archive(_ entries: [(String, Data)]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dot-\(UUID().uuidString).lottie")
        let zip = try Archive(url: url, accessMode: .create)
        for (path, data) in entries {
            try zip.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { pos, size in
                data.subdata(in: Int(pos)..<Int(pos) + size)
            }
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testManifestNamesTheAnimation() throws {
        let manifest = Data(#"{"version":"1","animations":[{"id":"blue"},{"id":"other"}]}"#.utf8)
        let path = try archive([
            ("manifest.json", manifest), ("animations/other.json", Data("{}".utf8)), ("animations/blue.json", Data(Self.animation.utf8)),
        ])
        let doc = try LottieDocument.load(path: path)
        XCTAssertEqual(doc.width, 64)
        XCTAssertEqual(doc.height, 32)
        XCTAssertEqual(doc.frameRate, 30)
    }

    func testWithoutAManifestTheFirstAnimationByName() throws {
        let path = try archive([("animations/b.json", Data("{}".utf8)), ("animations/a.json", Data(Self.animation.utf8))])
        XCTAssertEqual(try LottieDocument.load(path: path).width, 64)
    }

    func testErrorsAreOneLine() throws {
        func message(_ body: () throws -> Any) -> String {
            do { _ = try body() } catch { return "\(error)" }
            return "no error"
        }
        let notZip = FileManager.default.temporaryDirectory.appendingPathComponent("notzip-\(UUID().uuidString).lottie")
        try Data("hello".utf8).write(to: notZip)
        defer { try? FileManager.default.removeItem(at: notZip) }
        XCTAssertTrue(message { try LottieDocument.load(path: notZip.path) }.contains("not a dotLottie archive"))

        let empty = try archive([("readme.txt", Data("x".utf8))])
        XCTAssertTrue(message { try LottieDocument.load(path: empty) }.contains("has no animation"))

        let missing = try archive([("manifest.json", Data(#"{"animations":[{"id":"gone"}]}"#.utf8))])
        XCTAssertTrue(message { try LottieDocument.load(path: missing) }.contains("'animations/gone.json'"))

        // A zip bomb: 4 MiB of spaces deflate to a few KiB; with a 1 MiB limit it is refused.
        let bomb = Data(repeating: 0x20, count: 4 << 20)
        let bombPath = try archive([("animations/a.json", bomb)])
        XCTAssertLessThan(try FileManager.default.attributesOfItem(atPath: bombPath)[.size] as? Int ?? .max, 64 << 10)
        var limits = LottieLimits()
        limits.maxFileBytes = 1 << 20
        let m = message { try LottieDocument.load(path: bombPath, limits: limits) }
        XCTAssertTrue(m.contains("larger than 1024 KiB inflated"), m)
        XCTAssertFalse(m.contains("\n"))
    }
}
