/// Entry point used by the `clipgen` executable.
public enum ClipgenMain {
    public static func run() {}
}
