import ClipRaster
import Foundation
import XCTest

/// `AllocatorTuning.keepFreedBuffers()` must make freed frame-sized buffers come back without new
/// page faults (glibc's default trims them and the next frame faults every page in again).
final class AllocatorTuningTests: XCTestCase {
    /// Minor page faults of the calling thread (RUSAGE_THREAD = 1 on Linux).
    private static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)
        return usage.ru_minflt
    }

    /// Rounds of three 4 MiB buffers (a 750×1334 frame each): allocate, write every byte, free.
    /// Returns the page faults of rounds 2…6 (round 1 may fault: the heap grows once).
    private static func faultsOfReusedRounds() -> Int {
        var before = 0
        for round in 0..<6 {
            if round == 1 { before = minorFaults() }
            var buffers: [UnsafeMutableRawPointer] = []
            for i in 0..<3 {
                guard let p = malloc(4 << 20) else { return Int.max }
                memset(p, Int32(i + 1), 4 << 20)
                buffers.append(p)
            }
            for p in buffers { free(p) }
        }
        return minorFaults() - before
    }

    func testFreedFrameBuffersAreReusedWithoutPageFaults() throws {
        #if canImport(Glibc)
            XCTAssertTrue(AllocatorTuning.keepFreedBuffers(), "glibc refused the mallopt settings")
            // On the calling thread (main arena) and on a new thread (its own arena), like the render workers.
            XCTAssertLessThan(Self.faultsOfReusedRounds(), 64, "main arena")
            let result = LockedBox(Int.max)
            let thread = Thread { result.set(Self.faultsOfReusedRounds()) }
            thread.stackSize = 1 << 20
            thread.start()
            let deadline = Date().addingTimeInterval(30)
            while result.get() == Int.max && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            // Untuned glibc faults about 3,000 pages per round here (15,200 over five rounds).
            XCTAssertLessThan(result.get(), 64, "a worker thread's arena")
        #else
            throw XCTSkip("glibc only")
        #endif
    }
}

/// A value shared with another thread.
private final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(_ v: Int) { value = v }
    func get() -> Int { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ v: Int) { lock.lock(); value = v; lock.unlock() }
}
