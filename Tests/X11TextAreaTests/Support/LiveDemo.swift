import CX11

@testable import X11TextArea

/// A demo window running on the test display, mapped and holding the keyboard focus, its input context focused: keys typed now reach the input method.
struct LiveDemo {
    let process: DemoProcess
    let window: Window
    let display: String

    /// Starts the demo with `arguments` (the test font is added), `environment` added to the test's and the variables in `removing` left out, and focuses its window; `dropRoot` as in ``DemoProcess``.
    init(
        _ arguments: [String], display: String, environment: [String: String] = [:],
        removing removed: Set<String> = [], dropRoot: Bool = false
    ) throws {
        self.display = display
        process = try DemoProcess(
            arguments + ["--font", DemoReference.fontPattern], display: display,
            environment: environment, removing: removed, dropRoot: dropRoot)
        let ready = try process.ready()
        window = ready.window
        try Xdotool.focus(window, display: display)
        // Keys typed before the input context has the focus would miss the input method.
        if ready.inputMethod != "none" {
            try process.waitForTrace("input-method", containing: "focus=on")
        }
    }

    func type(_ text: String) throws { try Xdotool.type(text, display: display) }

    func key(_ keys: String...) throws {
        try Xdotool.key(keys, display: display)
    }

    /// Sends `WM_DELETE_WINDOW` to the demo's window as a window manager does.
    func requestClose() throws {
        let connection = try X11Connection(displayName: display)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(connection.display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: XInternAtom(connection.display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = 0
        XSendEvent(connection.display, window, 0, 0, &event)
        connection.sync()
    }

    func click(x: Double, y: Double, button: Int = 1, count: Int = 1) throws {
        try Xdotool.click(
            window, x: Int(x.rounded()), y: Int(y.rounded()), button: button, count: count,
            display: display)
    }
}
