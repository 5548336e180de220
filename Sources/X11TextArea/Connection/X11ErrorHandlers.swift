import CX11
import CX11Shim
import Glibc
import StandardStreams

/// Process-wide X error handling: protocol errors are recorded instead of ending the process, and connection loss runs registered handlers first.
///
/// Xlib takes plain C function pointers for its handlers, which cannot
/// capture Swift context, so the handlers and everything they reach are
/// statics here.
///
/// - Protocol errors (`BadWindow`, `BadMatch`, ...) are written to standard
///   error as one line each and kept in ``recentErrors``; the process goes on.
///   Inside ``X11Connection/trappingErrors(_:)`` they are collected for the
///   caller instead of being printed.
/// - When the connection to the server is lost (the server died or the
///   network went away), Xlib calls the I/O error handler, after which the
///   process must not use the display again. The handlers registered with
///   ``addConnectionLostHandler(_:)`` then run synchronously, in registration
///   order, each once: this is where an application saves unsaved text. Then
///   the process exits with ``connectionLostExitStatus``.
///
/// # Threading
/// All X calls, and so all of these handlers, run on the one thread that
/// uses the display. Register and remove handlers on that thread too; the
/// statics are not synchronised.
public enum X11ErrorHandlers {
    /// Identifies a registered connection-lost handler, for removing it.
    public struct HandlerID: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var installed = false
        var recentErrors: [X11ProtocolError] = []
        var totalErrorCount = 0
        var trapStack: [[X11ProtocolError]] = []
        var nextHandlerID = 0
        var connectionLostHandlers: [(id: Int, handler: () -> Void)] = []
        var lostDisplays: Set<OpaquePointer> = []
        var exitStatus: Int32 = 1
        var exitsOnConnectionLoss = true
    }

    /// The handler state; only the X thread touches it (see the type's threading note).
    nonisolated(unsafe) private static var state = State()

    /// How many recent protocol errors ``recentErrors`` keeps.
    public static let recentErrorLimit = 64

    /// Installs the protocol and I/O error handlers; later calls do nothing.
    ///
    /// ``X11Connection`` calls this before opening a display.
    ///
    /// It also ignores SIGPIPE for the process: when the server dies, a write
    /// to its socket must fail and reach the I/O error handler (which saves
    /// the user's text) rather than kill the process on the spot.
    public static func install() {
        guard !state.installed else { return }
        state.installed = true
        signal(SIGPIPE, SIG_IGN)
        _ = XSetErrorHandler(protocolErrorHandler)
        _ = XSetIOErrorHandler(connectionLostHandler)
    }

    /// The most recent protocol errors not caught by a trap, oldest first (at most ``recentErrorLimit``).
    public static var recentErrors: [X11ProtocolError] { state.recentErrors }

    /// How many protocol errors were reported in total, trapped or not.
    public static var totalErrorCount: Int { state.totalErrorCount }

    /// The exit status of the process after the connection to the server is lost; 1 unless changed.
    public static var connectionLostExitStatus: Int32 {
        get { state.exitStatus }
        set { state.exitStatus = newValue }
    }

    /// Registers `handler` to run once, synchronously, when the connection to the X server is lost.
    ///
    /// The handler runs before the process exits and must not make X calls.
    /// Returns an identifier for ``removeConnectionLostHandler(_:)``.
    @discardableResult
    public static func addConnectionLostHandler(_ handler: @escaping () -> Void) -> HandlerID {
        let id = state.nextHandlerID
        state.nextHandlerID += 1
        state.connectionLostHandlers.append((id, handler))
        return HandlerID(value: id)
    }

    /// Removes a handler registered with ``addConnectionLostHandler(_:)``; unknown identifiers are ignored.
    public static func removeConnectionLostHandler(_ id: HandlerID) {
        state.connectionLostHandlers.removeAll { $0.id == id.value }
    }

    /// Whether Xlib reported the connection of `display` lost.
    static func isConnectionLost(_ display: OpaquePointer) -> Bool {
        state.lostDisplays.contains(display)
    }

    /// Forgets a display that is being closed, so a later display at the same address starts clean.
    static func forget(_ display: OpaquePointer) {
        state.lostDisplays.remove(display)
    }

    /// Whether the process exits after the connection-lost handlers ran; tests turn it off to survive a server they kill.
    static var exitsOnConnectionLoss: Bool {
        get { state.exitsOnConnectionLoss }
        set { state.exitsOnConnectionLoss = newValue }
    }

    /// Runs and unregisters every connection-lost handler, in registration order.
    static func runConnectionLostHandlers() {
        let handlers = state.connectionLostHandlers
        state.connectionLostHandlers.removeAll()
        for entry in handlers { entry.handler() }
    }

    /// Starts collecting protocol errors instead of printing them; pairs with ``endTrap()``.
    static func beginTrap() {
        state.trapStack.append([])
    }

    /// Stops the innermost collection and returns the errors it caught.
    static func endTrap() -> [X11ProtocolError] {
        state.trapStack.popLast() ?? []
    }

    /// Arranges for the process to exit after `display`'s connection-lost handling, unless tests turned that off.
    static func installExitHandler(for display: OpaquePointer) {
        XSetIOErrorExitHandler(display, connectionLostExit, nil)
    }

    /// Records a protocol error; Xlib ignores the return value.
    private static let protocolErrorHandler: XErrorHandler = { display, event in
        guard let event else { return 0 }
        let error = X11ProtocolError(event: event.pointee, display: display)
        state.totalErrorCount += 1
        if !state.trapStack.isEmpty {
            state.trapStack[state.trapStack.count - 1].append(error)
            return 0
        }
        state.recentErrors.append(error)
        if state.recentErrors.count > recentErrorLimit {
            state.recentErrors.removeFirst(state.recentErrors.count - recentErrorLimit)
        }
        StandardError.writeLine(error.description)
        return 0
    }

    /// Reports the lost connection once per display and runs the registered handlers.
    private static let connectionLostHandler: XIOErrorHandler = { display in
        if let display, !state.lostDisplays.contains(display) {
            state.lostDisplays.insert(display)
            let name = cx11_display_string(display).map { String(cString: $0) } ?? "?"
            StandardError.writeLine("lost the connection to the X server '\(name)'")
        }
        runConnectionLostHandlers()
        return 0
    }

    /// Ends the process after a lost connection (Xlib's own default would call `exit(1)`).
    private static let connectionLostExit: XIOErrorExitHandler = { _, _ in
        if state.exitsOnConnectionLoss { exit(state.exitStatus) }
    }
}
