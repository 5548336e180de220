import CX11
import CX11Shim
import Glibc

/// An open connection to an X server and its default screen.
///
/// Opening one prepares the locale (``X11Locale/prepare()``) and installs the
/// process-wide error handlers (``X11ErrorHandlers``) first. Closing happens
/// when the last reference goes away.
///
/// # Threading
/// Xlib is used without `XInitThreads`: every call on a connection, and on
/// every object made from it (measurers, painters, windows), must come from
/// the one thread that opened it. The type is therefore not `Sendable`, and
/// X work is never handed to Dispatch queues or tasks; the event loop polls
/// ``fileDescriptor`` on that thread instead.
public final class X11Connection {
    /// The Xlib display handle (`Display *`).
    public let display: OpaquePointer
    /// The default screen number.
    public let screen: Int32
    /// The name of the display as Xlib resolved it, such as ":0".
    public let displayName: String
    /// The atoms the front end speaks in, interned in one round trip the first time a part asks.
    private(set) lazy var atoms = X11Atoms(display: display)

    /// Opens the display named `displayName`, or `$DISPLAY` when it is nil.
    ///
    /// - Throws: ``X11Error/cannotOpenDisplay(name:)`` when there is no
    ///   server to talk to; its description explains how to run under Xvfb.
    public init(displayName: String? = nil) throws {
        X11Locale.prepare()
        X11ErrorHandlers.install()
        let opened: OpaquePointer? = if let displayName { XOpenDisplay(displayName) } else { XOpenDisplay(nil) }
        guard let opened else {
            let requested = displayName ?? Self.environmentDisplay
            throw X11Error.cannotOpenDisplay(name: requested)
        }
        display = opened
        Self.registerRenderBeforeXft(opened)
        screen = cx11_default_screen(opened)
        self.displayName = cx11_display_string(opened).map { String(cString: $0) } ?? (displayName ?? "")
        X11ErrorHandlers.installExitHandler(for: opened)
    }

    deinit {
        // A lost connection cannot be closed cleanly; the process is about to end anyway.
        if !X11ErrorHandlers.isConnectionLost(display) {
            XCloseDisplay(display)
        }
        X11ErrorHandlers.forget(display)
    }

    /// The root window of the default screen.
    public var rootWindow: Window { cx11_root_window(display, screen) }
    /// The default visual of the default screen.
    public var defaultVisual: UnsafeMutablePointer<Visual> { cx11_default_visual(display, screen) }
    /// The default colormap of the default screen.
    public var defaultColormap: Colormap { cx11_default_colormap(display, screen) }
    /// The depth of the default screen's root window, in bits.
    public var defaultDepth: Int32 { cx11_default_depth(display, screen) }
    /// The width of the default screen, in pixels.
    public var screenWidth: Int { Int(cx11_display_width(display, screen)) }
    /// The height of the default screen, in pixels.
    public var screenHeight: Int { Int(cx11_display_height(display, screen)) }
    /// The socket of the connection, to wait on with `poll` in an event loop.
    public var fileDescriptor: Int32 { cx11_connection_number(display) }
    /// The largest request the server accepts, in bytes.
    public var maximumRequestBytes: Int { cx11_max_request_bytes(display) }
    /// Whether Xlib reported this connection lost; no X call may be made on it afterwards.
    public var isConnectionLost: Bool { X11ErrorHandlers.isConnectionLost(display) }

    /// Sends buffered requests to the server without waiting.
    public func flush() {
        XFlush(display)
    }

    /// Sends buffered requests and waits until the server has handled them, so their errors have arrived.
    public func sync() {
        XSync(display, 0)
    }

    /// Runs `body` and returns what it returned together with the protocol errors its requests caused.
    ///
    /// The connection is synchronised before and after, so exactly the
    /// errors of the requests made inside `body` are collected; they are
    /// neither printed nor added to ``X11ErrorHandlers/recentErrors``.
    public func trappingErrors<Result>(_ body: () throws -> Result) rethrows -> (
        result: Result, errors: [X11ProtocolError]
    ) {
        sync()
        X11ErrorHandlers.beginTrap()
        let result: Result
        do {
            result = try body()
        } catch {
            sync()
            _ = X11ErrorHandlers.endTrap()
            throw error
        }
        sync()
        return (result, X11ErrorHandlers.endTrap())
    }

    /// Makes XRender keep its record of `display` until Xft has closed its fonts, by registering RENDER before Xft registers itself.
    ///
    /// `XCloseDisplay` runs the extensions' close hooks newest first. Xft
    /// registers itself before it first asks for RENDER, so XRender's hook
    /// would run first and forget the display; Xft's hook then frees the
    /// fonts it keeps cached, whose `XRenderFreeGlyphSet` makes XRender record
    /// the closing display again, with extension codes that are freed with
    /// it. The next display Xlib allocates at the same address then inherits
    /// that record and sends RENDER requests with a garbage opcode: XRender
    /// seems missing, or a reply never comes. Querying RENDER first reverses
    /// the order of the two hooks.
    private static func registerRenderBeforeXft(_ display: OpaquePointer) {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        _ = XRenderQueryExtension(display, &eventBase, &errorBase)
    }

    private static var environmentDisplay: String? {
        guard let value = getenv("DISPLAY") else { return nil }
        return String(cString: value)
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension X11Connection: Sendable {}
