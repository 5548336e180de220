import Glibc
import Testing

/// An `xterm` running `cat` on a test display under a title of the test's choosing: a program TextArea did not write.
///
/// `cat` on the terminal's line discipline echoes each letter and erases it
/// again on BackSpace, so every key of the typometer changes the window.
/// The process is killed when the value goes away.
final class XtermProcess {
    /// The title given with `-T`.
    let title: String
    let processID: pid_t

    /// Whether xterm is installed; on CI the tests that need it run (and fail) either way.
    static var shouldRun: Bool {
        X11TestEnvironment.isContinuousIntegration || Subprocess.findExecutable("xterm") != nil
    }

    /// Why the xterm tests are skipped.
    static let skipReason = Comment(
        rawValue: "xterm is not installed, so the tests against it are skipped; "
            + "install it with: apt-get install xterm")

    /// Starts xterm on `display` with an Xft font from fonts-dejavu-core, and waits until its window is mapped.
    init(title: String, display: String) throws {
        guard Subprocess.findExecutable("xterm") != nil else {
            throw DemoTestError(description: "xterm is not installed; install it with: apt-get install xterm")
        }
        self.title = title
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        processID = try Subprocess.spawn(
            "xterm", ["-T", title, "-fa", "DejaVu Sans Mono", "-fs", "11", "-geometry", "80x24", "-e", "cat"],
            environment: ["DISPLAY": display, "LC_ALL": "C.UTF-8"],
            standardInput: null, standardOutput: null, standardError: null)
        let shown = try Subprocess.run(
            "xdotool", ["search", "--sync", "--onlyvisible", "--name", "^\(title)$"],
            display: display, timeout: 20)
        guard shown.status == 0, !shown.timedOut else {
            throw DemoTestError(description: "xterm showed no window titled '\(title)' within 20 s")
        }
    }

    deinit {
        Subprocess.terminate(processID)
    }
}
