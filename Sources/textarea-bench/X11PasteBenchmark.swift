import BenchSupport
import CX11
import Glibc
import TextAreaCore
import X11TextArea

/// A huge paste from another client: xclip offers about 100 MB by INCR, Ctrl+V pastes it into a window, Ctrl+Z and Ctrl+Shift+Z take it away and back, and Ctrl+A, Ctrl+C copy it all out again for xclip to read.
///
/// The window runs its own event loop with an ``X11Clipboard``; every
/// ``TextAreaWindow/processEvents(maximumWait:)`` call's working time (its
/// wait for input left out) is recorded, and the longest is reported per
/// phase: the transfer, the turn the paste lands in and the idle wrapping
/// after it, the undo and the redo, the copy, and serving the copy to xclip
/// as UTF8_STRING and as STRING. The target is 50 ms for every turn.
enum X11PasteBenchmark {
    /// The size of the offer, in bytes.
    static let defaultSize = 100 << 20
    /// The longest any one turn of the event loop may work, in milliseconds.
    static let targetMilliseconds = 50.0

    /// Pastes about `size` bytes into a window on `connection` and returns the JSON line.
    @MainActor
    static func run(connection: X11Connection, size: Int = defaultSize) throws -> String {
        let path = "/tmp/textarea-bench-paste-\(getpid()).txt"
        let offered = Corpus.paragraphs(byteCount: size, seed: 11)
        try X11Benchmarks.write(offered, to: path)
        defer { unlink(path) }

        let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
        let window = TextAreaWindow(
            connection: connection, measurer: measurer, title: "textarea-bench paste",
            width: 800, height: 600)
        let clipboard = X11Clipboard(connection: connection)
        window.selectionService = clipboard
        let view = TextAreaView()
        view.textArea.font = X11Benchmarks.font
        view.textArea.text = "before the paste\n"
        window.add(view)
        window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        window.focus(view)
        window.show()
        settle(window, seconds: 0.2)

        let xclip = try spawn("xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1", path])
        defer { finish(xclip) }
        let atom = XInternAtom(connection.display, "CLIPBOARD", 0)
        let owned = loop(window, timeout: 30) {
            let owner = XGetSelectionOwner(connection.display, atom)
            return owner != 0 && owner != clipboard.window
        }
        guard owned.done else { throw BenchmarkError(description: "xclip did not take the clipboard") }

        let sender = try X11Connection(displayName: connection.displayName)
        let before = view.textArea.utf8Count
        let expected = before + offered.utf8Count
        let pasteStart = MonotonicClock.now()
        SyntheticKeys.send(XK_v, state: ControlMask, to: window.windowID, on: sender)
        let transfer = loop(window, timeout: 120) { view.textArea.utf8Count == expected }
        guard transfer.done else {
            throw BenchmarkError(description: "the paste did not land: \(view.textArea.utf8Count) bytes of \(expected)")
        }
        let landed = MonotonicClock.now() - pasteStart
        let wrapping = loop(window, timeout: 120) { !view.textArea.hasPendingLayout }
        let wrapped = MonotonicClock.now() - pasteStart
        let lines = view.textArea.lineCount

        SyntheticKeys.send(XK_z, state: ControlMask, to: window.windowID, on: sender)
        let undo = loop(window, timeout: 60) { view.textArea.utf8Count == before }
        let undoWrapping = loop(window, timeout: 60) { !view.textArea.hasPendingLayout }
        SyntheticKeys.send(XK_z, state: ControlMask | ShiftMask, to: window.windowID, on: sender)
        let redo = loop(window, timeout: 60) { view.textArea.utf8Count == expected }
        let redoWrapping = loop(window, timeout: 120) { !view.textArea.hasPendingLayout }
        guard undo.done, redo.done else { throw BenchmarkError(description: "undo or redo did not finish") }
        let intact = holds(view.textArea.textStorage, at: before, offered)

        // Copy it all back out: Ctrl+A, Ctrl+C, and xclip reads CLIPBOARD as UTF-8 and as STRING.
        SyntheticKeys.send(XK_a, state: ControlMask, to: window.windowID, on: sender)
        SyntheticKeys.send(XK_c, state: ControlMask, to: window.windowID, on: sender)
        let copy = loop(window, timeout: 60) { XGetSelectionOwner(connection.display, atom) == clipboard.window }
        let copied = view.textArea.textStorage
        let utf8Path = path + ".utf8"
        let latin1Path = path + ".latin1"
        defer {
            unlink(utf8Path)
            unlink(latin1Path)
        }
        let serveUTF8 = try readBack(window, arguments: ["-o", "-selection", "clipboard"], into: utf8Path)
        let serveLatin1 = try readBack(
            window, arguments: ["-o", "-selection", "clipboard", "-t", "STRING"],
            into: latin1Path)
        let copiedIntact = fileHolds(utf8Path, copied)
        window.close()

        let phases = [
            ("transfer_and_paste", transfer), ("idle_wrap", wrapping), ("undo", undo),
            ("undo_wrap", undoWrapping), ("redo", redo), ("redo_wrap", redoWrapping), ("copy", copy),
            ("serve_utf8", serveUTF8), ("serve_string", serveLatin1),
        ]
        let worst = phases.map(\.1.longest).max() ?? 0
        var fields =
            "{\"bench\":\"x11_paste\",\"bytes\":\(offered.utf8Count),\"intact\":\(intact),"
            + "\"copied_out_intact\":\(copiedIntact),"
            + "\"landed_s\":\(Measurements.json(landed)),\"wrapped_s\":\(Measurements.json(wrapped)),"
            + "\"lines\":\(lines),\"turns\":\(phases.map(\.1.turns).reduce(0, +)),"
        for (name, phase) in phases {
            fields += "\"\(name)_longest_turn_ms\":\(Measurements.json(phase.longest * 1000)),"
        }
        fields +=
            "\"peak_rss_mb\":\(Measurements.peakResidentBytes().map { $0 >> 20 } ?? 0),"
            + "\"target_ms\":\(Int(targetMilliseconds)),\"met\":\(worst * 1000 <= targetMilliseconds)}"
        return fields
    }

    /// What one phase of the loop did.
    struct Phase {
        /// Whether the condition came true in time.
        var done: Bool
        /// The longest working time of one turn, in seconds.
        var longest: Double
        /// How many turns ran.
        var turns: Int
    }

    /// Whether `storage` holds all of `expected`, byte for byte, from `offset` on, and nothing after it.
    private static func holds(_ storage: TextStorage, at offset: Int, _ expected: TextStorage) -> Bool {
        guard storage.utf8Count == offset + expected.utf8Count else { return false }
        let piece = 1 << 20
        var start = 0
        while start < expected.utf8Count {
            let end = min(start + piece, expected.utf8Count)
            if storage.bytes(in: (offset + start)..<(offset + end)) != expected.bytes(in: start..<end) { return false }
            start = end
        }
        return true
    }

    /// Runs turns of the window's loop until `condition` holds or `timeout` seconds pass.
    @MainActor
    private static func loop(_ window: TextAreaWindow, timeout: Double, until condition: () -> Bool) -> Phase {
        var phase = Phase(done: false, longest: 0, turns: 0)
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            if condition() {
                phase.done = true
                break
            }
            window.processEvents(maximumWait: 0.05)
            phase.longest = max(phase.longest, window.lastBusyInterval)
            phase.turns += 1
        }
        return phase
    }

    /// Runs `xclip` with `arguments`, its output into `path`, while the window serves it; the phase ends when xclip exits.
    @MainActor
    private static func readBack(_ window: TextAreaWindow, arguments: [String], into path: String) throws -> Phase {
        let reader = try spawn("xclip", arguments, output: path)
        var exited = false
        let phase = loop(window, timeout: 120) {
            var status: Int32 = 0
            if !exited && waitpid(reader, &status, WNOHANG) == reader { exited = true }
            return exited
        }
        if !exited { finish(reader) }
        guard phase.done else { throw BenchmarkError(description: "xclip \(arguments) did not finish") }
        return phase
    }

    /// Whether the file at `path` holds exactly the bytes of `expected`.
    private static func fileHolds(_ path: String, _ expected: TextStorage) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        let piece = 1 << 20
        var buffer = [UInt8](repeating: 0, count: piece)
        var start = 0
        while true {
            let count = fread(&buffer, 1, piece, file)
            if count == 0 { return start == expected.utf8Count }
            let end = start + count
            guard end <= expected.utf8Count, expected.bytes(in: start..<end) == Array(buffer[0..<count]) else {
                return false
            }
            start = end
        }
    }

    /// Handles events for `seconds`.
    @MainActor
    private static func settle(_ window: TextAreaWindow, seconds: Double) {
        _ = loop(window, timeout: seconds) { false }
    }

    /// Starts `program` (looked up on `PATH`) with `arguments`, its standard streams on /dev/null or its output into the file `output`.
    private static func spawn(_ program: String, _ arguments: [String], output: String? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var processID: pid_t = 0
        let code = posix_spawnp(&processID, program, &actions, nil, &argv, environ)
        guard code == 0 else {
            throw BenchmarkError(description: "cannot start \(program): \(String(cString: strerror(code)))")
        }
        return processID
    }

    /// Ends `processID` if it still runs and reaps it.
    private static func finish(_ processID: pid_t) {
        kill(processID, SIGTERM)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
    }
}
