import Glibc
import Synchronization
import TextAreaCore

/// A failure to provide an X server for the tests.
struct XvfbError: Error, CustomStringConvertible {
    var description: String
}

/// A private Xvfb server for tests, killed when the test process exits.
///
/// `Xvfb -displayfd 3` picks a free display number itself and writes it to
/// descriptor 3, so parallel test runs never race for a number. Not 1: the
/// server closes that descriptor after writing, and its next client would
/// then get the server's standard output as its socket, where anything the
/// server or a helper it starts (xkbcomp) prints would corrupt the protocol
/// stream of that client.
/// `-noreset` keeps the server from resetting (and briefly refusing
/// connections) each time its last client disconnects.
/// Each server gets the keys of ``TestKeymap`` before any client starts, so
/// that xdotool types without remapping keys.
/// ``shared()`` starts one server per test process, lazily, for all X
/// suites; ``start(width:height:)`` starts an extra one that a test may kill
/// (to watch the client lose its connection).
final class XvfbServer: Sendable {
    /// The display name to connect to, such as ":5".
    let displayName: String
    /// The process ID of the server.
    let processID: pid_t

    private init(displayName: String, processID: pid_t) {
        self.displayName = displayName
        self.processID = processID
    }

    /// The packages the X tests need, as an install command.
    static let installHint =
        "apt-get install --no-install-recommends xvfb xauth xdotool xclip x11-utils x11-xkb-utils x11-xserver-utils "
        + "fonts-dejavu-core fonts-droid-fallback fonts-noto-mono xfonts-base"

    /// The server every X suite shares, started on first use.
    ///
    /// - Throws: ``XvfbError`` when Xvfb is not installed or does not start.
    static func shared() throws -> XvfbServer {
        try sharedServer.get()
    }

    private static let sharedServer: Result<XvfbServer, XvfbError> = {
        do {
            return .success(try start())
        } catch let error as XvfbError {
            return .failure(error)
        } catch {
            return .failure(XvfbError(description: "\(error)"))
        }
    }()

    /// Starts a new server with one screen of the given size at 24 bits per pixel.
    ///
    /// `addressSpaceLimit` caps the server's virtual memory (`ulimit -v`, in
    /// bytes), so that it refuses large allocations with `BadAlloc`.
    static func start(width: Int = 1280, height: Int = 1024, addressSpaceLimit: Int? = nil) throws -> XvfbServer {
        guard Subprocess.findExecutable("Xvfb") != nil else {
            throw XvfbError(description: "Xvfb is not installed; install the test dependencies with: \(installHint)")
        }
        registerExitCleanup
        let numberPipe = try Subprocess.makePipe()
        let nullDevice = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nullDevice) }
        let processID: pid_t
        do {
            let arguments = [
                "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
            ]
            // The shell sets the limit and becomes the server, so the process ID is the server's.
            let command =
                addressSpaceLimit.map {
                    ("sh", ["-c", "ulimit -v \($0 / 1024) && exec Xvfb \"$@\"", "sh"] + arguments)
                }
                ?? ("Xvfb", arguments)
            processID = try Subprocess.spawn(
                command.0, command.1,
                standardInput: nullDevice, standardOutput: nullDevice, standardError: nullDevice,
                additionalDescriptors: [3: numberPipe.write])
        } catch {
            close(numberPipe.read)
            close(numberPipe.write)
            throw XvfbError(description: "cannot start Xvfb: \(error)")
        }
        close(numberPipe.write)
        defer { close(numberPipe.read) }
        runningServers.withLock { $0.append(processID) }

        guard let number = readDisplayNumber(from: numberPipe.read, timeout: 20) else {
            stop(processID)
            throw XvfbError(description: "Xvfb started but did not report a display number within 20 seconds")
        }
        let displayName = ":\(number)"
        do {
            try TestKeymap.install(displayName: displayName)
        } catch {
            stop(processID)
            throw XvfbError(description: "cannot give Xvfb \(displayName) the test keymap: \(error)")
        }
        return XvfbServer(displayName: displayName, processID: processID)
    }

    /// Kills the server and waits for it to exit.
    func stop() {
        Self.stop(processID)
    }

    private static func stop(_ processID: pid_t) {
        let wasRunning = runningServers.withLock { servers in
            guard let index = servers.firstIndex(of: processID) else { return false }
            servers.remove(at: index)
            return true
        }
        guard wasRunning else { return }
        Subprocess.terminate(processID)
    }

    /// The servers still to be killed at exit.
    private static let runningServers = Mutex<[pid_t]>([])

    /// Registers the exit-time cleanup once (a static `let` runs its initialiser once).
    private static let registerExitCleanup: Void = {
        atexit {
            let servers = XvfbServer.runningServers.withLock { $0 }
            for processID in servers { XvfbServer.stop(processID) }
        }
    }()

    /// Reads the decimal display number Xvfb writes, up to its newline.
    private static func readDisplayNumber(from descriptor: Int32, timeout: Double) -> Int? {
        var text = ""
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(Unicode.Scalar(byte)))
        }
        return nil
    }
}
