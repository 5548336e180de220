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

    /// Types `text` (any Unicode: xdotool remaps a spare key for characters the keymap lacks) into the focused window.
    ///
    /// xdotool types a character the keymap lacks by remapping a spare key for
    /// it and back; a client that reads the keymap after the next remap (say,
    /// while opening the fallback font for its first ideograph) sees another
    /// character. Such text goes slower, so each remap outlasts the client's
    /// handling of the key before it.
    static func type(_ text: String, display: String) throws {
        let delay = text.utf8.allSatisfy { $0 < 0x80 } ? "15" : "60"
        try run(["type", "--delay", delay, text], display: display)
    }

    /// Presses keys such as "ctrl+BackSpace" one after another.
    static func key(_ keys: String..., display: String) throws {
        try run(["key", "--delay", "15"] + keys, display: display)
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
