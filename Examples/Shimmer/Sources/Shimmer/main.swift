import ClipKit
import ClipgenCLI

// Every clipgen command over this project's scene: render, still, list, sheet, gallery, … (see --help).
ClipgenCLI.main(scenes: [Shimmer.scene])
