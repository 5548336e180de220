import Glibc
import Testing

/// Decides whether the X suites run, and gives them their display.
///
/// Without Xvfb the X suites are skipped with a message naming the packages
/// to install, except on CI (`CI` set to anything, as CI services set it), where they run and fail with that
/// message, so a broken CI image cannot pass silently.
enum X11TestEnvironment {
    /// Whether the environment says this is a CI run.
    static var isContinuousIntegration: Bool {
        !(getenv("CI").map { String(cString: $0) } ?? "").isEmpty
    }

    /// Whether the X suites should run (Xvfb is installed, or this is CI).
    static var shouldRun: Bool {
        isContinuousIntegration || Subprocess.findExecutable("Xvfb") != nil
    }

    /// Why the X suites are skipped.
    static let skipReason = Comment(
        rawValue: "Xvfb is not installed, so the X11 tests are skipped; "
            + "install the test dependencies with: \(XvfbServer.installHint)")

    /// The display name of the shared test server, starting it on first use.
    static func displayName() throws -> String {
        try XvfbServer.shared().displayName
    }
}

/// The parent of every suite that talks to an X server.
///
/// Nested suites (`extension X11Tests { @Suite struct ... }`) inherit both
/// traits: they run one test at a time, across suites too, because they
/// share the server's keyboard focus, selections and root window.
@Suite(.serialized, .enabled(if: X11TestEnvironment.shouldRun, X11TestEnvironment.skipReason))
struct X11Tests {}
