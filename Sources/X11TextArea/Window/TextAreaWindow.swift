import CX11
import TextAreaCore

/// A top-level X11 window holding text areas and labels, with keyboard focus, mouse selection, clipboard and its own event loop.
///
/// The window draws every frame into one back-buffer pixmap and copies it
/// to the screen with `XCopyArea`; a frame redraws and copies only the
/// pixels that changed since the last one. Views and labels are placed by the
/// ``layout`` closure the application supplies, which runs when the window
/// is shown and whenever its size changes.
///
/// The first view has the keyboard focus when the window is shown, unless
/// another one was given it; focus moves by clicking into a view and with
/// Tab and Shift+Tab; a click outside every view, or Escape, ends editing.
/// Clipboard requests of the areas go to ``selectionService``; without one,
/// copy and paste do nothing.
///
/// # Threading
/// The window, its views and labels are isolated to the main actor, and
/// their closures run there: the event loop (``run()``) runs on the main
/// thread, so the connection is opened there too. An application's
/// top-level code in `main.swift` is on the main actor already.
@MainActor
public final class TextAreaWindow {
    /// The connection the window lives on.
    public let connection: X11Connection
    /// The measurer every view's area lays out with, and the painter draws with.
    public let measurer: XftMeasurer
    /// The X window.
    public let windowID: Window
    /// The size of the window, in pixels.
    public internal(set) var size: Size
    /// The views, in focus order (Tab moves forward through them).
    public internal(set) var views: [TextAreaView] = []
    /// The static labels.
    public internal(set) var labels: [TextLabel] = []
    /// The window's frame on the accessibility bus, while one runs.
    var accessible: AccessibleWindow?
    /// Whether the window was closed; the event loop has then returned.
    public internal(set) var isClosed = false
    /// The number of times ``layout`` ran.
    package internal(set) var layoutCount = 0
    /// Seconds the last ``processEvents(maximumWait:)`` call spent handling events, deadlines, drawing and idle layout, its wait for input left out.
    package internal(set) var lastBusyInterval = 0.0
    /// The longest ``lastBusyInterval`` so far, in seconds: how long input could wait for the loop at worst; set it to 0 to start a new measurement.
    package var longestBusyInterval = 0.0
    /// Processor time the last ``processEvents(maximumWait:)`` call used, in seconds: its own work, without the time other processes held the processor.
    package internal(set) var lastBusyProcessorTime = 0.0
    /// The longest ``lastBusyProcessorTime`` so far, in seconds; set it to 0 to start a new measurement.
    package var longestBusyProcessorTime = 0.0
    /// Processor time the last key press used from its receipt to its frame's flush, in seconds: the latency a key
    /// would have on an idle machine, without the time other processes held the processor; for benchmarks.
    package internal(set) var lastKeyPressProcessorTime = 0.0
    /// The time limit of the last wait for input, in seconds (nil when it could wait for ever): the next deadline or the caller's maximum wait, whichever came first; for tests.
    var lastWaitLimit: Double?

    /// Whether a frame redraws and copies only the pixels that changed since the last one (the default); false
    /// redraws and copies the whole window every frame, a reference to measure and test against.
    public var redrawsOnlyChanges: Bool {
        get { presenter.redrawsOnlyChanges }
        set { presenter.redrawsOnlyChanges = newValue }
    }

    /// The colour behind the views and labels.
    public var backgroundColor = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF2) {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }
    /// The colours of the context menu the views open.
    public var contextMenuStyle = ContextMenuStyle.standard
    /// The context menu's texts and direction; the language the environment prefers (``ContextMenuStrings/preferred()``) unless set.
    public var contextMenuStrings = ContextMenuStrings.preferred()
    /// Places the views and labels for a window size; runs when the window is shown and whenever its size changes.
    public var layout: (@MainActor (TextAreaWindow, Size) -> Void)? {
        didSet { applyLayout() }
    }
    /// The clipboard and primary selection; copy and paste do nothing while it is nil.
    public var selectionService: (any SelectionService)?
    /// Called when the window manager asks to close the window (`WM_DELETE_WINDOW`); nil closes the window at once.
    public var closeRequestHandler: (@MainActor () -> Void)?
    /// Called after the frame drawn for a key press is flushed to the server, with the monotonic times (in seconds) the key press was received and the frame flushed; for measuring input latency.
    public var keyPressFrameObserver: (@MainActor (_ received: Double, _ flushed: Double) -> Void)?
    /// Called once, when ``show()`` has flushed the window's first frame to the server (before it opens the input
    /// method), with the monotonic time of the flush in seconds; for measuring start-up.
    public var firstFrameObserver: (@MainActor (_ flushed: Double) -> Void)?

    /// The presenter: frames to pixels in the back buffer, and the changed pixels to the window (FramePresenter.swift).
    let presenter: FramePresenter
    /// The desktop protocols, each a part with its state: scale, sync counter, drag and drop, XInput 2 scrolling (Desktop/).
    let desktop: DesktopProtocols
    /// The mouse: clicks, drags, autoscroll and the pointer's shape (Input/MouseInput.swift).
    let mouse: MouseInput
    /// The keyboard: key presses, the input method, which view has the focus and the layout's direction (Input/KeyboardInput.swift).
    let keyboard: KeyboardInput
    var timers = TimerQueue()
    var watchedDescriptors: [(descriptor: Int32, handler: @MainActor () -> Void)] = []
    /// Whether the size changed since the back buffer and the layout last followed it.
    var needsResize = false
    var isMapped = false
    /// The X server time of the latest input event, for selection ownership.
    var lastEventTime: Time = 0
    /// When idle work may run again (monotonic seconds): a little after the last key press's frame.
    var idleWorkNotBefore = 0.0
    /// When spell checking may go on outside the lines shown (monotonic seconds): once typing pauses.
    var hiddenSpellingNotBefore = 0.0
    /// The context menu on screen, if any (`TextAreaWindow+ContextMenu.swift`).
    var contextMenu: ContextMenu?
    /// Whether the open context menu holds the pointer grab; false while the button that opened it is still down.
    var contextMenuGrabsPointer = false

    /// Creates the window (not yet shown) with a UTF-8 title and the class names window managers group by.
    ///
    /// `instanceName` and `className` become `WM_CLASS`. The input method
    /// (from `$XMODIFIERS`, else Xlib's compose keys) shows compositions in
    /// the first of `inputMethodStyles` it offers.
    public init(
        connection: X11Connection, measurer: XftMeasurer, title: String, width: Int = 640, height: Int = 480,
        instanceName: String = "textarea", className: String = "TextArea",
        inputMethodStyles: [InputMethodStyle] = InputMethodStyle.preferenceOrder
    ) {
        precondition(width > 0 && height > 0, "A window needs a positive size")
        self.connection = connection
        self.measurer = measurer
        size = Size(width: Double(width), height: Double(height))
        let display = connection.display
        var attributes = XSetWindowAttributes()
        // No background: every exposed pixel is copied from the back buffer.
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.colormap = connection.defaultColormap
        windowID = XCreateWindow(
            display, connection.rootWindow, 0, 0, UInt32(clamping: min(width, Int(UInt16.max))),
            UInt32(clamping: min(height, Int(UInt16.max))), 0,
            connection.defaultDepth, UInt32(InputOutput), connection.defaultVisual,
            UInt(CWBackPixmap | CWBitGravity | CWColormap), &attributes)
        desktop = DesktopProtocols(connection: connection, window: windowID)
        mouse = MouseInput(display: display)
        presenter = FramePresenter(
            connection: connection, window: windowID, measurer: measurer, width: width, height: height)
        keyboard = KeyboardInput(connection: connection, window: windowID, inputMethodStyles: inputMethodStyles)
        XSelectInput(display, windowID, Self.eventMask | keyboard.inputMethod.filterEventMask)
        XDefineCursor(display, windowID, mouse.cursors.arrow)
        setProperties(title: title, instanceName: instanceName, className: className)
        keyboard.inputMethod.client = self
        setUpDesktopIntegration()
        accessible = AccessibleWindow(window: self, title: title)
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            guard !connection.isConnectionLost, !isClosed else { return }
            keyboard.inputMethod.close()
            mouse.cursors.free(display: connection.display)
            XDestroyWindow(connection.display, windowID)
        }
    }

    /// The events the window selects, besides those the input method needs.
    static let eventMask =
        KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        | ExposureMask | StructureNotifyMask | FocusChangeMask | EnterWindowMask | LeaveWindowMask
        | PropertyChangeMask

    /// Adds `view` at the end of the focus order; its area starts measuring with the window's measurer, takes the
    /// measurer's ``XftMeasurer/defaultFont`` unless the area's font was set, and the window's ``theme``.
    public func add(_ view: TextAreaView) {
        precondition(view.window == nil, "A view belongs to one window")
        view.window = self
        view.textArea.measurer = measurer
        if !view.textArea.isFontSet { view.textArea.font = measurer.defaultFont }
        view.textArea.defaultWritingDirection = keyboard.direction
        views.append(view)
        adoptDesktopSettings(view)
        view.applyScale()
        accessible?.add(view)
        setNeedsDisplay()
    }

    /// Adds a static label; it takes the measurer's ``XftMeasurer/defaultFont`` unless it was given a font, and the window's ``theme``.
    public func add(_ label: TextLabel) {
        precondition(label.window == nil, "A label belongs to one window")
        label.window = self
        if !label.isFontSet { label.font = measurer.defaultFont }
        adoptDesktopSettings(label)
        labels.append(label)
        setNeedsDisplay()
    }

    /// Maps the window, lays it out, and draws its first frame; when no view has the keyboard focus, the first view
    /// takes it, so typing goes there before any click (as a toolkit focuses its first focusable widget).
    public func show() {
        guard !isClosed, !isMapped else { return }
        applyLayout()
        if focusedView == nil, let first = views.first { focus(first) }
        XMapWindow(connection.display, windowID)
        isMapped = true
        displayIfNeeded()
        connection.flush()
        if let observer = firstFrameObserver {
            firstFrameObserver = nil
            observer(MonotonicClock.now())
        }
        // After the first frame, before any key can arrive (the window had no focus before it was mapped).
        keyboard.inputMethod.openIfNeeded()
        connection.flush()
        EventTrace.record("ready", "window=\(windowID) input-method=\(keyboard.inputMethod.traceKind)")
    }

    /// Destroys the window, then hands copied text to a clipboard manager if one runs (waiting about two seconds at most); the event loop returns. Later calls do nothing.
    ///
    /// The hand-over (``SelectionService/handOverClipboardToManager()``)
    /// keeps what was copied pasteable after the application exits; it
    /// costs nothing when the window's service does not own CLIPBOARD or
    /// no clipboard manager runs, and it is skipped when the connection is
    /// lost.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if let view = focusedView { _ = view.textArea.endEditing() }
        for view in views { view.accessible = nil }
        accessible = nil
        guard !connection.isConnectionLost else { return }
        closeContextMenu()
        keyboard.inputMethod.close()
        mouse.cursors.free(display: connection.display)
        XDestroyWindow(connection.display, windowID)
        connection.flush()
        selectionService?.handOverClipboardToManager()
    }

    /// Asks for a new frame that redraws the whole window; it is drawn once the events waiting now are handled (at
    /// once after a key press).
    public func setNeedsDisplay() {
        presenter.setNeedsDisplay(whole: true)
    }

    /// Asks for a new frame that redraws what changed in the views and labels since the last one.
    func setNeedsDisplayOfChanges() {
        presenter.setNeedsDisplay(whole: false)
    }

    /// Runs ``layout`` for the current size.
    func applyLayout() {
        guard let layout else { return }
        layoutCount += 1
        layout(self, size)
        keyboard.spotIsStale = true
        setNeedsDisplay()
    }

    /// The topmost view whose frame contains `point` (window coordinates).
    public func view(at point: Point) -> TextAreaView? {
        views.last { $0.frame.contains(point) }
    }
}
