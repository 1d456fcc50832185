import ClipCLI

ClipgenMain.run()
