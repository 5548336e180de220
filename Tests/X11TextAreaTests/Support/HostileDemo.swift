import CX11
import Glibc
import Testing

@testable import X11TextArea

/// A demo started on text or settings no person would give it (see `HostileInputTests`): like ``LiveDemo``, with generous bounds on its first frame and answers, and the checks every hostile case makes.
///
/// The bounds are timeouts only: they end a test whose demo is stuck or
/// dead, and say nothing about speed (that is `textarea-bench`'s).
struct HostileDemo {
    let process: DemoProcess
    let window: Window
    let display: String

    /// The longest wait for the first frame (the `ready` trace line).
    static let firstFrameTimeout = 120.0
    /// The longest wait for an answer to `_NET_WM_PING`.
    static let pingTimeout = 60.0
    /// The longest wait for typed text to reach the file.
    static let saveTimeout = 90.0

    /// Starts the demo with `arguments` and `font` (the test font by default, the demo's own when nil), waits for its first frame and gives it the keyboard focus.
    init(_ arguments: [String], display: String, font: String? = DemoReference.fontPattern) throws {
        self.display = display
        process = try DemoProcess(arguments + (font.map { ["--font", $0] } ?? []), display: display)
        let ready = try process.ready(timeout: Self.firstFrameTimeout)
        window = ready.window
        try Xdotool.focus(window, display: display)
        if ready.inputMethod != "none" {
            try process.waitForTrace("input-method", containing: "focus=on", timeout: Self.firstFrameTimeout)
        }
    }

    func type(_ text: String) throws { try Xdotool.type(text, display: display) }

    func key(_ keys: String...) throws {
        try Xdotool.run(["key", "--delay", "15"] + keys, display: display)
    }

    /// Records an issue unless the demo still runs and answers `_NET_WM_PING`.
    func expectAliveAndAnswering(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(
            process.exitStatus() == nil, "the demo exited with \(process.exitStatus() ?? 0): \(process.standardError)",
            sourceLocation: sourceLocation)
        guard process.exitStatus() == nil else { return }
        let pinger = try WindowPinger(display: display)
        let answer = pinger.roundTrip(to: window, timeout: Self.pingTimeout)
        #expect(
            answer != nil, "_NET_WM_PING went unanswered for \(Self.pingTimeout) s", sourceLocation: sourceLocation)
        if let answer { print("hostile input: _NET_WM_PING answered in \(milliseconds(answer)) ms") }
    }

    /// Types `typed` at the end of the text and records an issue unless the file at `path` comes to hold `content` followed by it, the demo still running.
    func expectTypingSaved(
        _ typed: String, after content: [UInt8], in path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try key("ctrl+End")
        try type(typed)
        expectFileBytes(path, toBecome: content + Array(typed.utf8), timeout: Self.saveTimeout)
        #expect(
            process.exitStatus() == nil, "the demo exited: \(process.standardError)", sourceLocation: sourceLocation)
    }
}

/// An `xclip` offering bytes on a selection for one request (see `HostileInputTests`).
struct SelectionOffer {
    let xclip: BackgroundProcess

    /// Starts xclip serving `bytes` on `selection` (through a file in `scratch`) and waits until it owns the selection.
    init(_ bytes: [UInt8], on selection: String, display: String, scratch: ScratchDirectory) throws {
        let connection = try X11Connection(displayName: display)
        let atom = XInternAtom(connection.display, selection.uppercased(), 0)
        let previousOwner = XGetSelectionOwner(connection.display, atom)
        let path = scratch.file("offer-\(selection).txt")
        writeFile(path, bytes)
        xclip = try BackgroundProcess(
            "xclip", ["-i", "-selection", selection, "-quiet", "-loops", "1", path], display: display)
        let xclip = self.xclip
        let owns = waitUntil(timeout: 10, interval: 0.02) {
            xclip.service()
            let owner = XGetSelectionOwner(connection.display, atom)
            return owner != 0 && owner != previousOwner && !xclip.hasExited
        }
        try #require(owns, "xclip did not take \(selection): \(xclip.errorText)")
    }

    /// Lets xclip finish serving, if it has not yet.
    func finish() {
        _ = waitUntil(timeout: 5) {
            xclip.service()
            return xclip.hasExited
        }
    }
}
