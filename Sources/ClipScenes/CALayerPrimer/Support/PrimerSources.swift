import ClipAnimation
import ClipGeometry
import ClipRaster

extension SceneSource {
    /// A section of the CALayer primer (seed 003): chapter = the primer's section number
    /// (3 UIView animation, 4 CALayer properties, 5 progress bar, 6 mask water fill, 8 "make your
    /// app move"), `section` the spec's id, shown chapter-prefixed ("B1" → "4.B1"), `reference`
    /// the demo's name in the text.
    static func calayerPrimer(_ chapter: Int, _ section: String, reference: String? = nil) -> SceneSource {
        SceneSource(.calayerPrimer, chapter: chapter, section: "\(chapter)." + section, reference: reference)
    }
}
