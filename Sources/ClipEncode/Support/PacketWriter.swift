import CFFmpeg

/// Receives every packet the encoder has ready and writes it to the muxer: the one drain loop of the
/// MP4 and codec sinks. Packets get a duration of one frame when the encoder leaves it 0, are rescaled
/// from the encoder's time base to the stream's, and are handed to `av_interleaved_write_frame`, which
/// takes ownership of their data. Returns when the encoder wants more input (EAGAIN) or is drained (EOF).
func writeReadyPackets(
    from c: UnsafeMutablePointer<AVCodecContext>, to oc: UnsafeMutablePointer<AVFormatContext>,
    stream st: UnsafeMutablePointer<AVStream>, packet pkt: UnsafeMutablePointer<AVPacket>, path: String
) throws {
    while true {
        let r = avcodec_receive_packet(c, pkt)
        if r == cg_averror_eagain() || r == cg_averror_eof() { return }
        try check(r, "encoding", path: path)
        if pkt.pointee.duration == 0 { pkt.pointee.duration = 1 }
        av_packet_rescale_ts(pkt, c.pointee.time_base, st.pointee.time_base)
        pkt.pointee.stream_index = st.pointee.index
        let w = av_interleaved_write_frame(oc, pkt)
        if w < 0 { throw EncodeError(path: path, message: "writing failed: \(averrorString(w))") }
    }
}
