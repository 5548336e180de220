import CX11
import Glibc
import Testing
import X11TextArea

/// A pinyin input method the way users run one, for the tests: fcitx5 with its pinyin engine, or IBus with libpinyin, serving XIM on a test display from a home directory and a session bus of its own; stopped when the value goes away.
///
/// Each daemon runs in a process group of its own (through `setsid`), so
/// that ``stop()`` ends it with everything it started (IBus's XIM bridge,
/// panel and engine). The session bus is a private `dbus-daemon`, which
/// outlives the daemon: ``start()`` after ``stop()`` restarts the input
/// method as a user's session would.
///
/// fcitx5 starts with the keyboard layout, pinyin second, switched with
/// Ctrl+Space (``activationKeys``); it offers on-the-spot preedit
/// (`UseOnTheSpot=True`) as well as over-the-spot. IBus's global engine is
/// is libpinyin, the first of its preloaded engines, once its panel has started,
/// and it composes at once.
final class PinyinInputMethodServer {
    /// The input method frameworks the tests run.
    enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case fcitx5
        case ibus

        /// The name in `@im=` and `@server=`.
        var serverName: String { self == .fcitx5 ? "fcitx" : "ibus" }
        /// The `XMODIFIERS` value a client uses to reach it.
        var modifiers: String { "@im=\(serverName)" }
        /// The keys that turn pinyin on in a new input context (none for IBus, whose engine composes at once).
        var activationKeys: [String] { self == .fcitx5 ? ["ctrl+space"] : [] }
        var description: String { rawValue }
    }

    /// The Debian packages the tests need (fcitx5-pinyin is the pinyin engine of fcitx5-chinese-addons).
    static let packages = "fcitx5 fcitx5-pinyin ibus ibus-libpinyin dbus-daemon"

    /// The files the tests need (programs, and fcitx5's pinyin addon), with the Debian package holding each.
    static let requirements: [(path: String, package: String)] = [
        ("/usr/bin/fcitx5", "fcitx5"),
        ("/usr/share/fcitx5/addon/pinyin.conf", "fcitx5-pinyin"),
        ("/usr/bin/ibus-daemon", "ibus"),
        ("/usr/libexec/ibus-engine-libpinyin", "ibus-libpinyin"),
        ("/usr/bin/dbus-daemon", "dbus-daemon"),
        ("/usr/bin/setsid", "util-linux"),
    ]

    /// Whether everything the tests need is installed.
    static var isInstalled: Bool { requirements.allSatisfy { access($0.path, F_OK) == 0 } }

    /// Throws, naming the package to install, when something is missing.
    static func checkRequirements() throws {
        for (path, package) in requirements where access(path, F_OK) != 0 {
            throw DemoTestError(description: "\(path) is missing: apt-get install --no-install-recommends \(package)")
        }
    }

    /// Whether the tests run: on CI always (failing when something is missing), elsewhere when everything is installed.
    static var shouldRun: Bool {
        X11TestEnvironment.isContinuousIntegration || isInstalled
    }

    /// Why they are skipped.
    static let skipReason = Comment(
        rawValue: "fcitx5 or IBus with pinyin is missing, so their input method tests are skipped; "
            + "install them with: apt-get install --no-install-recommends \(packages)")

    /// fcitx5's addons the tests do without: other front ends, Wayland, notifications and the helpers that slow its start.
    private static let fcitxDisabledAddons = [
        "wayland", "waylandim", "ibusfrontend", "fcitx4frontend", "dbusfrontend", "kimpanel",
        "notificationitem", "notifications", "clipboard", "emoji", "spell", "quickphrase", "unicode", "imselector",
    ]

    let kind: Kind
    let display: String
    private let directory: String
    private let busAddress: String
    private let busProcess: pid_t
    /// The daemon's process (the leader of its group), while it runs.
    private var daemon: pid_t?
    /// How many times the daemon was started, for its log's name.
    private var starts = 0

    /// Writes the configuration, starts the session bus and the daemon, and waits until it serves XIM (with IBus, until its engine is libpinyin).
    init(_ kind: Kind, display: String) throws {
        try Self.checkRequirements()
        self.kind = kind
        self.display = display
        var template = Array("/tmp/textarea-im-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw DemoTestError(description: "cannot make a directory for \(kind)")
        }
        directory = String(cString: made)
        for name in ["home", "config", "config/fcitx5", "config/fcitx5/conf", "data", "cache", "runtime"] {
            mkdir("\(directory)/\(name)", 0o700)
        }
        Self.writeFcitxConfiguration(in: "\(directory)/config/fcitx5")
        mkdir("\(directory)/config/glib-2.0", 0o700)
        mkdir("\(directory)/config/glib-2.0/settings", 0o700)
        // IBus's panel sets the global engine to the first of these as it starts, whenever that is.
        let settings = "[desktop/ibus/general]\npreload-engines=['libpinyin']\nengines-order=['libpinyin']\n"
        writeFile("\(directory)/config/glib-2.0/settings/keyfile", Array(settings.utf8))
        busAddress = "unix:path=\(directory)/runtime/bus"
        busProcess = try Subprocess.spawn(
            "setsid",
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--address=\(busAddress)"],
            standardInput: Self.nullDevice, standardOutput: Self.nullDevice, standardError: Self.nullDevice)
        let socket = "\(directory)/runtime/bus"
        guard waitUntil(timeout: 10, { access(socket, F_OK) == 0 }) else {
            stopGroup(busProcess)
            throw DemoTestError(description: "the session bus for \(kind) did not start")
        }
        do {
            try start()
        } catch {
            stopGroup(busProcess)
            throw error
        }
    }

    deinit {
        stop()
        stopGroup(busProcess)
        _ = try? Subprocess.run("rm", ["-rf", directory])
    }

    /// The profile (keyboard, then pinyin, Ctrl+Space between them) and on-the-spot XIM.
    private static func writeFcitxConfiguration(in configuration: String) {
        let profile = """
            [Groups/0]
            Name=Default
            Default Layout=us
            DefaultIM=pinyin

            [Groups/0/Items/0]
            Name=keyboard-us
            Layout=

            [Groups/0/Items/1]
            Name=pinyin
            Layout=

            [GroupOrder]
            0=Default

            """
        writeFile("\(configuration)/profile", Array(profile.utf8))
        let hotkeys = "[Hotkey]\nEnumerateWithTriggerKeys=True\n\n[Hotkey/TriggerKeys]\n0=Control+space\n"
        writeFile("\(configuration)/config", Array(hotkeys.utf8))
        writeFile("\(configuration)/conf/xim.conf", Array("UseOnTheSpot=True\n".utf8))
    }

    /// `/dev/null`, for the standard streams of the bus.
    private static let nullDevice = open("/dev/null", O_RDWR | O_CLOEXEC)

    /// The environment of the daemon and its tools: the private home, bus and runtime directory, settings from a key file, no input method of its own.
    private var environment: [String: String] {
        [
            "DISPLAY": display, "HOME": "\(directory)/home", "XDG_CONFIG_HOME": "\(directory)/config",
            "XDG_DATA_HOME": "\(directory)/data", "XDG_CACHE_HOME": "\(directory)/cache",
            "XDG_RUNTIME_DIR": "\(directory)/runtime", "DBUS_SESSION_BUS_ADDRESS": busAddress,
            "LC_ALL": "C.UTF-8", "GSETTINGS_BACKEND": "keyfile", "NO_AT_BRIDGE": "1",
        ]
    }

    /// The log the daemon's latest start writes, for failure messages.
    var log: String { fileText("\(directory)/daemon-\(starts).log") ?? "" }

    /// Starts the daemon and waits until it owns its XIM selection; with IBus, until its engine is libpinyin.
    func start() throws {
        guard daemon == nil else { return }
        starts += 1
        let log = open("\(directory)/daemon-\(starts).log", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(log) }
        let command: [String] =
            switch kind {
            case .fcitx5: ["fcitx5", "--disable=\(Self.fcitxDisabledAddons.joined(separator: ","))"]
            case .ibus:
                [
                    "ibus-daemon", "--xim", "--replace", "--config=/usr/libexec/ibus-memconf",
                    "--emoji-extension=disable", "--panel=/usr/libexec/ibus-ui-gtk3",
                ]
            }
        let processID = try Subprocess.spawn(
            "setsid", command, environment: environment, removing: ["XMODIFIERS", "GTK_IM_MODULE", "QT_IM_MODULE"],
            standardInput: Self.nullDevice, standardOutput: log, standardError: log)
        daemon = processID
        guard waitUntil(timeout: 20, { serverWindow() != 0 || hasExited(processID) }), !hasExited(processID) else {
            let output = self.log
            stop()
            throw DemoTestError(description: "\(kind) did not start serving XIM within 20 s: \(output)")
        }
        if kind == .ibus { try waitForIBusEngine() }
    }

    /// Waits until IBus's panel has made libpinyin, the first of the preloaded engines, the global engine: the panel does so once it has started, and switching engines ends a composition under way.
    private func waitForIBusEngine() throws {
        var answer = ""
        let selected = try waitUntil(timeout: 20, interval: 0.1) {
            answer = try Subprocess.run("ibus", ["engine"], environment: environment, timeout: 10).outputText
            return answer.trimmingWhitespace == "libpinyin"
        }
        guard selected else {
            throw DemoTestError(description: "IBus's engine did not become libpinyin (it is '\(answer)'): \(log)")
        }
    }

    /// The window owning the server's XIM selection (`@server=fcitx`, `@server=ibus`), or 0 when it serves none.
    func serverWindow() -> Window {
        guard let connection = try? X11Connection(displayName: display) else { return 0 }
        let selection = XInternAtom(connection.display, "@server=\(kind.serverName)", 0)
        return XGetSelectionOwner(connection.display, selection)
    }

    /// Ends the daemon and everything it started (SIGTERM to its group, SIGKILL after 5 s) and waits until its XIM selection is gone.
    func stop() {
        guard let processID = daemon else { return }
        daemon = nil
        stopGroup(processID)
        _ = waitUntil(timeout: 10) { serverWindow() == 0 }
    }

    /// Ends the process group led by `processID` and reaps its leader.
    private func stopGroup(_ processID: pid_t) {
        kill(-processID, SIGTERM)
        Subprocess.terminate(processID)
        kill(-processID, SIGKILL)
    }

    /// Whether the process has ended (and is reaped).
    private func hasExited(_ processID: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(processID, &status, WNOHANG) == processID
    }
}

extension String {
    /// The text without leading and trailing spaces and newlines.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
