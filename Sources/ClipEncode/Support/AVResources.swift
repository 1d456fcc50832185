import CFFmpeg

/// Owning wrappers around FFmpeg allocations, freed in `deinit`, so every early `throw` cleans up.

final class AVFrameBox {
    var pointer: UnsafeMutablePointer<AVFrame>
    init(path: String) throws {
        guard let f = av_frame_alloc() else { throw EncodeError(path: path, message: "out of memory (av_frame_alloc)") }
        pointer = f
    }
    deinit { var p: UnsafeMutablePointer<AVFrame>? = pointer; av_frame_free(&p) }
}

final class AVPacketBox {
    var pointer: UnsafeMutablePointer<AVPacket>
    init(path: String) throws {
        guard let p = av_packet_alloc() else { throw EncodeError(path: path, message: "out of memory (av_packet_alloc)") }
        pointer = p
    }
    deinit { var p: UnsafeMutablePointer<AVPacket>? = pointer; av_packet_free(&p) }
}

final class AVCodecContextBox {
    var pointer: UnsafeMutablePointer<AVCodecContext>
    init(codec: UnsafePointer<AVCodec>, path: String) throws {
        guard let c = avcodec_alloc_context3(codec) else {
            throw EncodeError(path: path, message: "out of memory (avcodec_alloc_context3)")
        }
        pointer = c
    }
    deinit { var p: UnsafeMutablePointer<AVCodecContext>? = pointer; avcodec_free_context(&p) }
}

final class SwsContextBox {
    let pointer: OpaquePointer
    init(_ p: OpaquePointer) { pointer = p }
    deinit { sws_freeContext(pointer) }
}

extension AVFrame {
    /// Plane `i` pointer (`data[i]`).
    func plane(_ i: Int) -> UnsafeMutablePointer<UInt8>? {
        withUnsafeBytes(of: data) {
            $0.load(fromByteOffset: i * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride, as: UnsafeMutablePointer<UInt8>?.self)
        }
    }
    /// Zeroes every reference-counted buffer of the frame, padding included.
    func zeroBuffers() {
        withUnsafeBytes(of: buf) { raw in
            for b in raw.bindMemory(to: UnsafeMutablePointer<AVBufferRef>?.self) {
                if let b { b.pointee.data.initialize(repeating: 0, count: Int(b.pointee.size)) }
            }
        }
    }

    /// Plane `i` line size (`linesize[i]`).
    func lineSize(_ i: Int) -> Int {
        Int(withUnsafeBytes(of: linesize) { $0.load(fromByteOffset: i * 4, as: Int32.self) })
    }
}
