/// GIF's variable-width LZW (codes of 3...12 bits, LSB-first), as a reusable encoder.
///
/// ```swift
/// var lzw = LZWEncoder()
/// let bytes = lzw.encode(indices, minCodeSize: 8)   // code stream, not yet in sub-blocks
/// ```
/// Emits a clear code first and whenever the 4096-entry table fills (as libavcodec's encoder does),
/// widening codes exactly when a GIF decoder does. Cost: O(n) with an open-addressing hash of
/// 8192 slots (reset on every clear); no allocation after the first call except the output.
struct LZWEncoder {
    private static let tableBits = 13
    private static let tableSize = 1 << tableBits
    private var keys = [Int32](repeating: -1, count: LZWEncoder.tableSize)
    private var codes = [Int16](repeating: 0, count: LZWEncoder.tableSize)

    /// LZW code stream for `indices` (each `< 1 << minCodeSize`), `minCodeSize` in 2...8.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        let clear = 1 << minCodeSize, eoi = clear + 1
        var codeSize = minCodeSize + 1
        var nextCode = clear + 2
        var bitBuffer: UInt64 = 0, bitCount = 0

        @inline(__always) func emit(_ code: Int, _ size: Int) {
            bitBuffer |= UInt64(code) << UInt64(bitCount)
            bitCount += size
            while bitCount >= 8 {
                out.append(UInt8(truncatingIfNeeded: bitBuffer))
                bitBuffer >>= 8; bitCount -= 8
            }
        }

        keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                func reset() { keys.update(repeating: -1) }
                reset()
                emit(clear, codeSize)
                guard let first = indices.first else { emit(eoi, codeSize); return }
                var prefix = Int(first)
                let mask = LZWEncoder.tableSize - 1
                for i in 1..<indices.count {
                    let k = Int(indices[i])
                    let key = Int32(prefix << 8 | k)
                    var h = (Int(key) &* 0x9E37_79B1) >> 7 & mask
                    var found = -1
                    while keys[h] != -1 {
                        if keys[h] == key { found = Int(codes[h]); break }
                        h = (h + 1) & mask
                    }
                    if found >= 0 { prefix = found; continue }
                    emit(prefix, codeSize)
                    if nextCode < 4096 {
                        keys[h] = key; codes[h] = Int16(nextCode)
                        nextCode += 1
                        if nextCode > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                    } else {
                        emit(clear, codeSize)
                        reset()
                        codeSize = minCodeSize + 1
                        nextCode = clear + 2
                    }
                    prefix = k
                }
                emit(prefix, codeSize)
                // The decoder adds an entry for this last code too; widen if that crosses a boundary.
                if nextCode < 4096 { nextCode += 1; if nextCode > (1 << codeSize) && codeSize < 12 { codeSize += 1 } }
                emit(eoi, codeSize)
            }
        }
        if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    }
}
