import CX11
import Glibc
import Testing

/// Decides whether the X suites run, and gives them their display.
///
/// Without Xvfb the X suites are skipped with a message naming the packages
/// to install, except on CI (`CI=true`), where they run and fail with that
/// message, so a broken CI image cannot pass silently.
enum X11TestEnvironment {
    /// Whether the environment says this is a CI run.
    static var isContinuousIntegration: Bool {
        getenv("CI").map { String(cString: $0) } == "true"
    }

    /// Whether the X suites should run (Xvfb is installed, or this is CI).
    static var shouldRun: Bool {
        isContinuousIntegration || Subprocess.findExecutable("Xvfb") != nil
    }

    /// Why the X suites are skipped.
    static let skipReason = Comment(rawValue: "Xvfb is not installed, so the X11 tests are skipped; "
        + "install the test dependencies with: \(XvfbServer.installHint)")

    /// The display name of the shared test server, starting it on first use.
    ///
    /// Every test opens its displays after calling this, so it is also where
    /// Xlib's locking is switched on, before the first Xlib call.
    static func displayName() throws -> String {
        enableXlibLocking
        return try XvfbServer.shared().displayName
    }

    /// Calls `XInitThreads` once, before any display is opened.
    ///
    /// The library keeps every X call of one connection on one thread, and
    /// tests do too, but Swift Testing releases a finished test's suite value,
    /// and with it the test's connections, on whichever thread finished it,
    /// possibly while the next test opens its display on another thread.
    /// Closing one display and opening another then touch Xlib's, XRender's
    /// and Xft's process-wide lists of displays at the same time; without
    /// `XInitThreads` nothing locks them, and a corrupted list showed up as a
    /// test waiting forever for a reply inside `XRenderQueryFormats`.
    private static let enableXlibLocking: Void = {
        _ = XInitThreads()
    }()
}

/// The parent of every suite that talks to an X server.
///
/// Nested suites (`extension X11Tests { @Suite struct ... }`) inherit both
/// traits: they run one test at a time, across suites too, because they
/// share the server's keyboard focus, selections and root window.
@Suite(.serialized, .enabled(if: X11TestEnvironment.shouldRun, X11TestEnvironment.skipReason))
struct X11Tests {}
