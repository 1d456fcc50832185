/// PackBits-style run-length coding of 24-bit pixels, for the GIF sink's spill file (flat UI
/// content shrinks 10–100×; noise grows by at most 1 byte per 128 pixels).
///
/// Stream: a header byte `h`; `h < 128`: `h + 1` literal pixels follow (3 bytes each);
/// `h >= 128`: one pixel follows, repeated `h - 126` times (2...129).
enum PackBits24 {
    /// Appends the coding of `pixels` (packed r | g << 8 | b << 16) to `out`.
    static func encode(_ pixels: UnsafeBufferPointer<UInt32>, into out: inout [UInt8]) {
        let n = pixels.count
        var i = 0
        func put(_ c: UInt32) { out.append(UInt8(c & 0xff)); out.append(UInt8(c >> 8 & 0xff)); out.append(UInt8(c >> 16 & 0xff)) }
        while i < n {
            // Run at i?
            var run = 1
            while i + run < n && run < 129 && pixels[i + run] == pixels[i] { run += 1 }
            if run >= 2 {
                out.append(UInt8(run + 126)); put(pixels[i]); i += run
                continue
            }
            // Literals until the next run of 2 or the 128 limit.
            var lit = 1
            while i + lit < n && lit < 128 {
                if i + lit + 1 < n && pixels[i + lit] == pixels[i + lit + 1] { break }
                lit += 1
            }
            out.append(UInt8(lit - 1))
            for k in i..<(i + lit) { put(pixels[k]) }
            i += lit
        }
    }

    /// Decodes exactly `count` pixels from `bytes` starting at `offset` (advanced); nil when the
    /// data is malformed.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, offset: inout Int, count: Int,
        into out: UnsafeMutableBufferPointer<UInt32>
    ) -> Bool {
        var o = 0
        func pixel(_ at: Int) -> UInt32 { UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 }
        while o < count {
            guard offset < bytes.count else { return false }
            let h = Int(bytes[offset]); offset += 1
            if h < 128 {
                let lit = h + 1
                guard o + lit <= count, offset + 3 * lit <= bytes.count else { return false }
                for k in 0..<lit { out[o + k] = pixel(offset + 3 * k) }
                o += lit; offset += 3 * lit
            } else {
                let run = h - 126
                guard o + run <= count, offset + 3 <= bytes.count else { return false }
                let c = pixel(offset)
                for k in 0..<run { out[o + k] = c }
                o += run; offset += 3
            }
        }
        return true
    }
}
