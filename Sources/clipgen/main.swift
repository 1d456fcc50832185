import ClipgenCLI

ClipgenCLI.main(scenes: [], includeBuiltInScenes: true)
