import Foundation
import XCTest
@testable import ClipEncode
import ClipPipeline
import ClipRaster
import Synchronization

/// Where sinks write: symlinks are written through, replaced files keep their mode, and devices,
/// FIFOs and sockets are streamed into in place (never renamed over). Device nodes are private
/// ones made with mknod in a temporary folder, never the system's.
final class OutputSafetyTests: XCTestCase {
    private func fileType(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        _ = stat(path, &st)
        return st.st_mode & 0o7777
    }

    /// A private character device `major:minor` (1:3 is null, 1:7 is full), or a skip when not permitted.
    private func makeDevice(_ path: String, minor: UInt32) throws {
        let dev = dev_t((1 << 8) | minor)
        if mknod(path, S_IFCHR | 0o666, dev) != 0 {
            throw XCTSkip("mknod is not permitted here (errno \(errno)): the device-node cases need root")
        }
    }

    func testSymlinkIsWrittenThroughAndSurvives() throws {
        let dir = try TemporaryDirectory()
        let target = dir.path + "/real.mp4", link = dir.path + "/link.mp4"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink("real.mp4", link), 0) // relative, as `ln -s` makes them
        try SyntheticClip.encode(MP4Sink(path: link), width: 32, height: 32, fps: 10, count: 5)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link is still a link")
        XCTAssertEqual(fileType(target), S_IFREG)
        XCTAssertEqual(try VideoReader(path: target).countFrames(), 5, "the target holds the new clip")
        XCTAssertEqual(try dir.contents(), ["link.mp4", "real.mp4"], "no temporary file left")
    }

    func testDanglingSymlinkCreatesItsTarget() throws {
        let dir = try TemporaryDirectory()
        XCTAssertEqual(symlink(dir.path + "/made.gif", dir.path + "/link.gif"), 0)
        try SyntheticClip.encode(GIFSink(path: dir.path + "/link.gif"), width: 16, height: 16, fps: 10, count: 3)
        XCTAssertEqual(fileType(dir.path + "/link.gif"), S_IFLNK)
        XCTAssertEqual(try VideoReader(path: dir.path + "/made.gif").countFrames(), 3)
    }

    func testReplacingKeepsPermissionBits() throws {
        let dir = try TemporaryDirectory()
        for (name, sink) in [("a.mp4", MP4Sink(path: dir.path + "/a.mp4") as FrameSink), ("a.gif", GIFSink(path: dir.path + "/a.gif"))] {
            let path = dir.path + "/" + name
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(chmod(path, 0o640), 0)
            try SyntheticClip.encode(sink, width: 16, height: 16, fps: 10, count: 2)
            XCTAssertEqual(mode(path), 0o640, name)
            XCTAssertGreaterThan(try VideoReader(path: path).countFrames(), 0)
        }
        // A new file gets the usual mode (not the 0o640 of some other file).
        try SyntheticClip.encode(MP4Sink(path: dir.path + "/new.mp4"), width: 16, height: 16, fps: 10, count: 2)
        XCTAssertNotEqual(mode(dir.path + "/new.mp4"), 0o640)
    }

    func testNullDeviceNodeIsWrittenInPlaceAndStaysADevice() throws {
        let dir = try TemporaryDirectory()
        let node = dir.path + "/null"
        try makeDevice(node, minor: 3)
        try SyntheticClip.encode(MP4Sink(path: node), width: 16, height: 16, fps: 10, count: 3)
        try SyntheticClip.encode(GIFSink(path: node), width: 16, height: 16, fps: 10, count: 3)
        try PNGCodec.write(Pixmap(width: 4, height: 4).view, to: node)
        XCTAssertEqual(fileType(node), S_IFCHR, "still a character device")
        XCTAssertEqual(try dir.contents(), ["null"], "no temporary files beside the node")
    }

    func testFullDeviceNodeFailsWithOneLineAndStaysADevice() throws {
        let dir = try TemporaryDirectory()
        let node = dir.path + "/full"
        try makeDevice(node, minor: 7)
        for sink in [MP4Sink(path: node) as FrameSink, GIFSink(path: node)] {
            XCTAssertThrowsError(try SyntheticClip.encode(sink, width: 16, height: 16, fps: 10, count: 3)) { error in
                XCTAssertFalse("\(error)".contains("\n"), "\(error)")
                XCTAssertTrue("\(error)".contains(node), "\(error)")
            }
        }
        XCTAssertEqual(fileType(node), S_IFCHR, "still a character device")
        XCTAssertEqual(try dir.contents(), ["full"])
    }

    /// clipgen writes a FIFO while another thread decodes it with libavformat (one pass, no seeking).
    func testFIFOIsStreamedAndDecodedWhileWritten() throws {
        let dir = try TemporaryDirectory()
        for (name, makeSink) in [("pipe.mp4", { MP4Sink(path: $0) as FrameSink }), ("pipe.gif", { GIFSink(path: $0) as FrameSink })] {
            let fifo = dir.path + "/" + name
            XCTAssertEqual(mkfifo(fifo, 0o600), 0)
            let n = 12, w = 48, h = 32
            let result = DecodeThreadResult()
            let reader = Thread {
                do {
                    let r = try VideoReader(path: fifo)
                    result.set(size: (r.width, r.height), frames: try r.readAllFrames().map { SyntheticClip.decodeIndex($0.pixmap.view) })
                } catch { result.set(error: error) }
            }
            reader.start()
            try SyntheticClip.encode(makeSink(fifo), width: w, height: h, fps: 10, count: n)
            let got = try result.wait()
            XCTAssertEqual(got.size.0, w, name); XCTAssertEqual(got.size.1, h, name)
            XCTAssertEqual(got.frames, Array(0..<n), "\(name): every frame, in order")
            XCTAssertEqual(fileType(fifo), S_IFIFO, "\(name) is still a FIFO")
        }
        XCTAssertEqual(try dir.contents(), ["pipe.gif", "pipe.mp4"])
    }

    func testDestinationClassification() throws {
        let dir = try TemporaryDirectory()
        XCTAssertEqual(OutputDestination(path: "-"), .standardOutput)
        XCTAssertEqual(OutputDestination(path: dir.path + "/x.mp4"), .file(target: dir.path + "/x.mp4"))
        XCTAssertEqual(mkfifo(dir.path + "/f", 0o600), 0)
        XCTAssertEqual(symlink(dir.path + "/f", dir.path + "/to-fifo"), 0)
        XCTAssertEqual(
            OutputDestination(path: dir.path + "/to-fifo"), .stream(path: dir.path + "/to-fifo"), "a link to a FIFO streams into the FIFO")
    }
}

/// What the decoding thread saw, handed back under a lock.
private final class DecodeThreadResult: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var size = (0, 0)
    private var frames: [Int] = []
    private var error: Error?

    func set(size: (Int, Int), frames: [Int]) { lock.lock(); self.size = size; self.frames = frames; lock.unlock(); done.signal() }
    func set(error: Error) { lock.lock(); self.error = error; lock.unlock(); done.signal() }

    func wait() throws -> (size: (Int, Int), frames: [Int]) {
        guard done.wait(timeout: .now() + 60) == .success else { throw EncodeError(path: "fifo", message: "decoder thread timed out") }
        lock.lock(); defer { lock.unlock() }
        if let error { throw error }
        return (size, frames)
    }
}

extension OutputSafetyTests {
    /// A signal's exit removes a temporary folder even while another thread still writes files
    /// into it: the listing is repeated until `rmdir` succeeds.
    func testTemporaryFolderIsRemovedWhileAWriterAddsFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            .path
        XCTAssertEqual(mkdir(dir, 0o755), 0)
        TemporaryFiles.register(dir, isDirectory: true)
        let stop = Atomic<Bool>(false)
        let writer = Thread {
            var i = 0
            while !stop.load(ordering: .relaxed) {
                let fd = open("\(dir)/f\(i % 64)", O_CREAT | O_WRONLY, 0o644)
                if fd >= 0 { close(fd) }
                i += 1
            }
        }
        writer.start()
        while ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).count < 32 { usleep(100) }
        TemporaryFiles.removeAll()
        stop.store(true, ordering: .relaxed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir), "the folder survived its removal")
        XCTAssertEqual(TemporaryFiles.registered, [])
    }
}
