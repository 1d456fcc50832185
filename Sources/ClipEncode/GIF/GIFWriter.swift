/// Serialises GIF89a blocks into a byte buffer: header with a global colour table, the NETSCAPE
/// looping extension, graphic control extensions, image descriptors and LZW data in sub-blocks.
struct GIFWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ v: Int) { bytes.append(UInt8(v & 0xff)); bytes.append(UInt8(v >> 8 & 0xff)) }

    /// "GIF89a", logical screen descriptor and the global colour table (padded to `tableSize`).
    mutating func header(width: Int, height: Int, palette: [PaletteColor], tableSize: Int) {
        bytes.append(contentsOf: Array("GIF89a".utf8))
        u16(width); u16(height)
        let sizeBits = tableSize.trailingZeroBitCount - 1 // table holds 2^(n+1) entries
        bytes.append(0x80 | 0x70 | UInt8(sizeBits)) // global table, 8-bit colour resolution
        bytes.append(0) // background colour index
        bytes.append(0) // pixel aspect ratio: unspecified
        for i in 0..<tableSize {
            let c = i < palette.count ? palette[i] : PaletteColor(0, 0, 0)
            bytes.append(c.r); bytes.append(c.g); bytes.append(c.b)
        }
    }

    /// NETSCAPE2.0 application extension: loop forever.
    mutating func loopForever() {
        bytes.append(contentsOf: [0x21, 0xFF, 0x0B])
        bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
        bytes.append(contentsOf: [0x03, 0x01, 0x00, 0x00, 0x00])
    }

    /// Graphic control extension: delay in cs, optional transparent index, and the disposal method:
    /// 1 "do not dispose" (the next frame draws over this one), 2 "restore to background" (this frame's
    /// rectangle is cleared to transparent before the next one: frames with transparent pixels).
    mutating func graphicControl(delay: Int, transparentIndex: Int?, disposal: UInt8 = 1) {
        bytes.append(contentsOf: [0x21, 0xF9, 0x04])
        bytes.append(disposal << 2 | (transparentIndex == nil ? 0 : 1))
        u16(delay)
        bytes.append(UInt8(transparentIndex ?? 0))
        bytes.append(0)
    }

    /// Image descriptor (no local table, not interlaced) and the LZW data in ≤255-byte sub-blocks.
    mutating func image(x: Int, y: Int, width: Int, height: Int, minCodeSize: Int, lzw: [UInt8]) {
        bytes.append(0x2C)
        u16(x); u16(y); u16(width); u16(height)
        bytes.append(0)
        bytes.append(UInt8(minCodeSize))
        var offset = 0
        while offset < lzw.count {
            let n = min(255, lzw.count - offset)
            bytes.append(UInt8(n))
            bytes.append(contentsOf: lzw[offset..<(offset + n)])
            offset += n
        }
        bytes.append(0)
    }

    mutating func trailer() { bytes.append(0x3B) }
}
