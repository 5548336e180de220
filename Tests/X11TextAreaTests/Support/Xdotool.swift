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
    /// Keys go without a pause between them, an input method server running or not:
    /// xdotool sends each press and release through XTEST and waits for the
    /// server to take it (`XSync`), and the server queues the events in order
    /// for the window, which reads them in order. A pause was needed while
    /// xdotool remapped a spare key for each character the keymap lacked, for
    /// the window to read the keymap before the next remap; ``TestKeymap``
    /// now refuses such characters instead, so nothing is remapped.
    static func type(_ text: String, display: String) throws {
        try TestKeymap.requireTypable(text, display: display)
        try run(["type", "--delay", "0", text], display: display)
    }

    /// Presses keys such as "ctrl+BackSpace" one after another, as ``type(_:display:)`` types; every key must be in the display's keymap.
    static func key(_ keys: String..., display: String) throws {
        try key(keys, display: display)
    }

    /// Presses the key sequences `keys` one after another, as the variadic form does.
    static func key(_ keys: [String], display: String) throws {
        try TestKeymap.requirePressable(keys, display: display)
        try run(["key", "--delay", "0"] + keys, display: display)
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
