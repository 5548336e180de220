import CX11
import Glibc
import X11TextArea

/// A real XIM server for the tests: uim-xim with the Japanese anthy engine, on a test display, in a home directory of its own; stopped when the value goes away.
///
/// uim-xim advertises only locales its process can switch to (en_US,
/// ja_JP, ...), and Xlib connects only when the client's locale is among
/// them; the test machine has just C.UTF-8 (which Xlib calls en_US.UTF-8).
/// `LOCPATH` points uim-xim at a directory where en_US.UTF-8 and
/// ja_JP.UTF-8 are links to C.UTF-8's data, which is all it checks.
///
/// Anthy starts in direct (Latin) mode; Shift+Space turns kana input on.
final class UimXimServer {
    /// The engine: anthy in UTF-8, registered by Debian's uim-anthy package.
    static let engine = "anthy-utf8"
    /// The packages the input method tests need.
    static let installHint = "apt-get install uim-xim uim-anthy"
    /// The selection a running uim-xim owns.
    static let serverSelection = "@server=uim"

    let display: String
    let processID: pid_t
    private let directory: ScratchDirectory
    private var stopped = false

    /// Whether uim-xim and its anthy engine are installed.
    static var isInstalled: Bool {
        guard Subprocess.findExecutable("uim-xim") != nil,
            let listing = try? Subprocess.run("uim-xim", ["--list"], timeout: 10)
        else { return false }
        return listing.outputText.contains(engine)
    }

    /// Starts uim-xim on `display` and waits until it owns its selection.
    init(display: String, timeout: Double = 10) throws {
        guard Subprocess.findExecutable("uim-xim") != nil else {
            throw DemoTestError(description: "uim-xim is not installed; install it with: \(Self.installHint)")
        }
        self.display = display
        directory = ScratchDirectory()
        let locales = directory.file("locales")
        mkdir(locales, 0o755)
        mkdir(directory.file("home"), 0o700)
        for name in ["en_US.UTF-8", "ja_JP.UTF-8"] {
            symlink("/usr/lib/locale/C.utf8", "\(locales)/\(name)")
        }
        let log = open(directory.file("uim-xim.log"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer {
            close(log)
            close(input)
        }
        processID = try Subprocess.spawn(
            "uim-xim", ["--engine=\(Self.engine)"],
            environment: [
                "DISPLAY": display, "HOME": directory.file("home"), "LOCPATH": locales,
                "XDG_RUNTIME_DIR": directory.file("home"), "LC_ALL": "C.UTF-8",
            ],
            standardInput: input, standardOutput: log, standardError: log)
        let connection = try X11Connection(displayName: display)
        let selection = XInternAtom(connection.display, Self.serverSelection, 0)
        let ready = waitUntil(timeout: timeout) {
            XGetSelectionOwner(connection.display, selection) != 0 || hasExited
        }
        guard ready, !hasExited else {
            let output = fileText(directory.file("uim-xim.log")) ?? ""
            stop()
            throw DemoTestError(description: "uim-xim did not start within \(timeout) s: \(output)")
        }
    }

    deinit {
        stop()
    }

    /// Whether the server process has ended.
    private var hasExited: Bool {
        var status: Int32 = 0
        return waitpid(processID, &status, WNOHANG) == processID
    }

    /// Ends the server (SIGTERM) and waits for it; its windows and selection go with it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        Subprocess.terminate(processID)
    }
}
