import CX11
import CX11Shim
import X11TextArea

/// Runs `xdotool` against a test display, failing loudly when it fails.
enum Xdotool {
    /// Runs `xdotool` with `arguments`; returns its standard output.
    @discardableResult
    static func run(_ arguments: [String], display: String, timeout: Double = 15) throws -> String {
        let result = try Subprocess.run("xdotool", arguments, display: display, timeout: timeout)
        guard result.status == 0, !result.timedOut else {
            throw DemoTestError(
                description: "xdotool \(arguments.joined(separator: " ")) failed with status "
                    + "\(result.status)\(result.timedOut ? " (timed out)" : ""): \(result.errorText)")
        }
        return result.outputText
    }

    /// Gives `window` the keyboard focus and waits until it has it.
    static func focus(_ window: UInt, display: String) throws {
        try run(["windowfocus", "--sync", String(window)], display: display)
    }

    /// Types `text` into the focused window; every character must be in the display's keymap (``TestKeymap``).
    ///
    /// Keys go without a pause between them (see ``keyDelay(display:)``):
    /// xdotool sends each press and release through XTEST and waits for the
    /// server to take it (`XSync`), and the server queues the events in order
    /// for the window, which reads them in order. A pause was needed while
    /// xdotool remapped a spare key for each character the keymap lacked, for
    /// the window to read the keymap before the next remap; ``TestKeymap``
    /// now refuses such characters instead, so nothing is remapped.
    static func type(_ text: String, display: String) throws {
        try TestKeymap.requireTypable(text, display: display)
        try run(["type", "--delay", try keyDelay(display: display), text], display: display)
    }

    /// Presses keys such as "ctrl+BackSpace" one after another, as ``type(_:display:)`` types; every key must be in the display's keymap.
    static func key(_ keys: String..., display: String) throws {
        try key(keys, display: display)
    }

    /// Presses the key sequences `keys` one after another, as the variadic form does.
    static func key(_ keys: [String], display: String) throws {
        try TestKeymap.requirePressable(keys, display: display)
        try run(["key", "--delay", try keyDelay(display: display)] + keys, display: display)
    }

    /// The milliseconds xdotool waits between keys: none, but 15 while an input method server runs on `display`.
    ///
    /// The demo composing on the spot with uim-xim keeps only the first key
    /// of a burst: the spot it sends the server after the first key's frame
    /// (`updateInputMethodSpot`) while the server still handles that key
    /// loses the keys after it (with spot updates off, a burst composes in
    /// full). Until that is fixed, keys are spaced while a server runs, as
    /// they always were.
    static func keyDelay(display: String) throws -> String {
        let connection = try X11Connection(displayName: display)
        return withExtendedLifetime(connection) { inputMethodServerRuns(on: connection.display) ? "15" : "0" }
    }

    /// Whether a server listed in the root window's `XIM_SERVERS` owns its selection (a killed one stays listed).
    private static func inputMethodServerRuns(on display: OpaquePointer) -> Bool {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, cx11_root_window(display, cx11_default_screen(display)), XInternAtom(display, "XIM_SERVERS", 0),
            0, 1024, 0, XA_ATOM, &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type == XA_ATOM, format == 32, let data else { return false }
        // Format 32 comes as C longs.
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { atoms in
            (0..<Int(count)).contains { XGetSelectionOwner(display, atoms[$0]) != 0 }
        }
    }

    /// Moves the pointer to (`x`, `y`) in `window` and clicks `button` `count` times.
    static func click(_ window: UInt, x: Int, y: Int, button: Int = 1, count: Int = 1, display: String) throws {
        try run(
            [
                "mousemove", "--window", String(window), String(x), String(y),
                "click", "--repeat", String(count), "--delay", "40", String(button),
            ], display: display)
    }
}
