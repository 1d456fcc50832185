import ClipRaster

extension Pixmap {
    /// A `w`×`h` pixmap of random premultiplied pixels for differential tests: each pixel's alpha
    /// is 0, 255 or uniform in 0...255 (one in three each), its channels uniform in 0...alpha.
    /// The same sequence for the same generator state on every machine.
    public static func randomPremultiplied(_ w: Int, _ h: Int, _ rng: inout SplitMix64) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8([0, 255, rng.next(upperBound: 256)][rng.next(upperBound: 3)])
                func c() -> UInt8 { UInt8(rng.next(upperBound: Int(a) + 1)) }
                pm[x, y] = RGBA8(c(), c(), c(), a)
            }
        }
        return pm
    }
}
