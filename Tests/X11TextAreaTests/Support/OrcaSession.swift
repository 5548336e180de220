import Glibc
import Testing

/// One run of `Tests/AccessibilityScripts/orca-session.py`: what the Orca screen reader said at each step, for the GTK peer and for the demo.
///
/// The script runs on an X server of its own (it starts a window manager
/// there) inside a private session bus; see the script for the steps and
/// for how it decides that Orca is done with one.
struct OrcaSession {
    /// The script's observations by key, each key's values in the order printed.
    let observations: [String: [String]]
    /// What the script wrote to standard error, for failure messages.
    let errorText: String

    /// The session script.
    static var scriptPath: String { "\(AccessibilityProbe.scriptsDirectory)/orca-session.py" }

    /// Programs the session runs, with the Debian package holding each (the script itself reports a missing GTK).
    static let requirements = ProgramRequirements(programs: [
        ("/usr/bin/orca", "orca"),
        ("/usr/bin/openbox", "openbox"),
        ("/usr/bin/dbus-run-session", "dbus-daemon"),
        ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
        ("/usr/bin/xprop", "x11-utils"),
        ("/usr/bin/xdotool", "xdotool"),
    ])

    /// Whether the Orca tests run: on CI always (failing when something is missing), elsewhere when Orca and openbox are installed.
    static var shouldRun: Bool {
        X11TestEnvironment.isContinuousIntegration || requirements.areInstalled
    }

    /// Why they are skipped.
    static let skipReason = Comment(
        rawValue: "orca or openbox is missing, so the Orca tests are skipped; install "
            + "orca openbox gir1.2-gtk-3.0 dbus-daemon at-spi2-core python3-gi gir1.2-atspi-2.0")

    /// Runs the session against the demo on a new X server, and returns what it printed.
    ///
    /// The script ends a stuck session itself after 160 seconds; the wait
    /// here is longer and only ends a script that is stuck too.
    static func run() throws -> OrcaSession {
        try requirements.check()
        let server = try XvfbServer.start()
        defer { server.stop() }
        let script = try BackgroundProcess(
            AccessibilityProbe.python, [scriptPath, try DemoProcess.executablePath()], display: server.displayName)
        let ended = waitUntil(timeout: 200) {
            script.service()
            return script.hasExited
        }
        if !ended { script.terminate() }
        let session = OrcaSession(
            observations: ScriptObservations.parse(script.outputText), errorText: script.errorText)
        if let missing = session.value("missing") {
            throw DemoTestError(description: "the Orca session needs \(missing)")
        }
        guard ended, session.value("done") == "ok" else {
            throw DemoTestError(
                description:
                    "the Orca session stopped before its end (status \(script.status.map(String.init) ?? "running"), "
                    + "last words: \(session.value("timeout") ?? "none")): \(script.outputText)\n\(script.errorText)")
        }
        return session
    }

    /// The values printed under `key`, in order.
    func values(_ key: String) -> [String] { observations[key] ?? [] }

    /// The last value printed under `key`.
    func value(_ key: String) -> String? { observations[key]?.last }
}
