import Foundation

/// A pause for the robustness tests. With `CLIPGEN_TEST_HOLD=POINT` in the environment the
/// process sleeps 30 s when it reaches `POINT`, so that a test can send a signal inside a window
/// that otherwise lasts a few milliseconds (the gallery's build-identity probe). Unset, or set
/// to another point, it does nothing.
func holdForTests(after point: String) {
    guard ProcessInfo.processInfo.environment["CLIPGEN_TEST_HOLD"] == point else { return }
    sleep(30)
}
