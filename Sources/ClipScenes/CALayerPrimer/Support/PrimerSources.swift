import ClipAnimation
import ClipGeometry
import ClipRaster

extension SceneSource {
    /// A section of the CALayer primer (seed 003): chapter = the primer's section number
    /// (3 UIView animation, 4 CALayer properties, 5 progress bar, 6 mask water fill, 8 "make your
    /// app move"), `section` its sub-part, `reference` the demo's name in the text.
    static func calayerPrimer(_ chapter: Int, _ section: String? = nil, reference: String? = nil) -> SceneSource {
        SceneSource(.calayerPrimer, chapter: chapter, section: section, reference: reference)
    }
}
