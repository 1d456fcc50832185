import Foundation

/// Content hashes of gallery outputs (`manifest.json`'s `hash`): the cache re-renders an output
/// whose bytes changed even when its size did not, and a merge refuses a shard output that is not
/// the one its manifest recorded.
///
/// 128 bits from two lanes over 64-bit little-endian words, each step `s = rotl((s ^ w) &* P, r)`
/// (a bijection of the state for every word, so two inputs that differ in one word always hash
/// apart), then the length. Written here rather than taken from a library: Foundation on Linux has
/// no digest API and swift-crypto would be a new dependency for a check that guards against
/// accidental change (a disk, a copy, an edit), not against an adversary who can also rewrite the
/// manifest. Reading dominates its cost (see the README's gallery section for the measurement).
enum ContentHash {
    struct State {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x6c62_272e_07bb_0142
        var length: UInt64 = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            let words = bytes.count / 8
            var a = self.a, b = self.b
            for i in 0..<words {
                let w = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                a = rotl((a ^ w) &* 0x0000_0100_0000_01b3, 29)
                b = rotl((b ^ w) &* 0x9e37_79b9_7f4a_7c15, 31)
            }
            var tail: UInt64 = 0
            for (k, i) in (words * 8..<bytes.count).enumerated() { tail |= UInt64(bytes[i]) << UInt64(8 * k) }
            if bytes.count % 8 != 0 {
                a = rotl((a ^ tail ^ 0xff) &* 0x0000_0100_0000_01b3, 29)
                b = rotl((b ^ tail ^ 0xff) &* 0x9e37_79b9_7f4a_7c15, 31)
            }
            self.a = a; self.b = b
            length &+= UInt64(bytes.count)
        }

        var hex: String {
            let fa = rotl((a ^ length) &* 0xff51_afd7_ed55_8ccd, 33), fb = rotl((b ^ length) &* 0xc4ce_b9fe_1a85_ec53, 33)
            return String(format: "%016llx%016llx", fa ^ (fb >> 7), fb ^ (fa >> 11))
        }

        private func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    }

    /// The hash of a regular file, or of a folder (a PNG sequence: each regular file's name and
    /// bytes, by name); nil when it cannot be read, or holds anything but regular files.
    static func of(path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        var state = State()
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            guard add(file: path, to: &state) else { return nil }
        case S_IFDIR:
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
            for name in names.sorted() {
                var s = stat()
                guard lstat(path + "/" + name, &s) == 0, s.st_mode & S_IFMT == S_IFREG else { return nil }
                var n = name + "\u{0}"
                n.withUTF8 { state.add(UnsafeRawBufferPointer($0)) }
                guard add(file: path + "/" + name, to: &state) else { return nil }
            }
        default: return nil
        }
        return state.hex
    }

    /// Adds a regular file's bytes, read in 1 MiB blocks without following a symlink.
    private static func add(file: String, to state: inout State) -> Bool {
        let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        // Blocks are always whole (a short read is topped up), so the words fall the same way whatever the reads return.
        var filled = 0
        while true {
            let n = read(fd, buffer.baseAddress! + filled, size - filled)
            if n < 0 { if errno == EINTR { continue }; return false }
            filled += n
            if n == 0 || filled == size {
                state.add(UnsafeRawBufferPointer(rebasing: buffer[0..<filled]))
                if n == 0 { return true }
                filled = 0
            }
        }
    }
}
