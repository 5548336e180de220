import CATKShim
import CX11
import TextAreaCore

/// A window's frame on the accessibility bus: a child of the application object, named by the window's title, holding one text object per view.
@MainActor
final class AccessibleWindow {
    /// The window it stands for.
    private(set) weak var window: TextAreaWindow?
    /// The ATK frame.
    private(set) var object: UnsafeMutableRawPointer?
    /// Whether the frame was last announced active (`window:activate`): false until the window first gains the keyboard focus.
    private(set) var isAnnouncedActive = false

    /// The frame of `window`, or nil when no accessibility bus is there.
    init?(window: TextAreaWindow, title: String) {
        guard AccessibilityBridge.startIfAvailable(display: window.connection.display) != nil else { return nil }
        self.window = window
        object = ta_a11y_frame_new(Unmanaged.passUnretained(self).toOpaque(), title)
        AccessibilityBridge.current?.add(self)
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            if let object { ta_a11y_object_destroy(object) }
        }
    }

    /// Follows a new title.
    func setTitle(_ title: String) {
        if let object { ta_a11y_object_set_name(object, title) }
    }

    /// Announces that the window gained or lost the keyboard focus (screen readers follow the active window): the frame's active state and `window:activate` or `window:deactivate`, then the focused area's focus, as GTK does.
    func activeDidChange(_ active: Bool) {
        guard let object, active != isAnnouncedActive else { return }
        isAnnouncedActive = active
        ta_a11y_frame_set_active(object, active ? 1 : 0)
        window?.focusedView?.accessible?.focusDidChange(active)
    }

    /// Announces the window's activation and focus again, when it is active: for a screen reader that started listening after they were first announced.
    func announceStateAgain() {
        guard let object, isAnnouncedActive else { return }
        ta_a11y_frame_set_active(object, 1)
        window?.focusedView?.accessible?.focusDidChange(true)
    }

    /// Offers a key to the screen reader before the window handles it; returns whether the screen reader consumed it (one of its own commands), so the window must not handle it.
    ///
    /// `text` is what the key types, if anything; the screen reader gets it
    /// when it is one visible character, else the keysym's name (`Left`,
    /// `KP_Enter`, `space`), as GTK gives.
    func consumesKey(_ event: XKeyEvent, keysym: KeySym, text: String) -> Bool {
        var described = text
        let scalars = text.unicodeScalars
        let isOneVisibleCharacter =
            text.count == 1
            && !scalars.contains { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
        if !isOneVisibleCharacter {
            described = XKeysymToString(keysym).map { String(cString: $0) } ?? ""
        }
        return ta_a11y_key_event(
            event.type == KeyPress ? 1 : 0, UInt32(event.state), UInt32(truncatingIfNeeded: keysym),
            UInt32(event.keycode), described, UInt32(truncatingIfNeeded: event.time)) != 0
    }

    /// Gives `view` a text object, the frame's last child.
    func add(_ view: TextAreaView) {
        guard let object else { return }
        view.accessible = AccessibleTextArea(view: view, frame: object)
    }

    /// The window's top-left corner on the screen.
    func screenOrigin() -> Point {
        guard let window, !window.connection.isConnectionLost else { return Point(x: 0, y: 0) }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        let display = window.connection.display
        _ = XTranslateCoordinates(display, window.windowID, window.connection.rootWindow, 0, 0, &x, &y, &child)
        return Point(x: Double(x), y: Double(y))
    }

    /// `rect` (window coordinates) in the coordinates ATK asks for.
    func convert(_ rect: Rect, to coordinates: Int32) -> TARect {
        var rect = rect
        if coordinates == Int32(TA_COORDINATES_SCREEN) {
            let origin = screenOrigin()
            rect = rect.offsetBy(dx: origin.x, dy: origin.y)
        }
        return TARect(
            x: rect.minX.flooredInt32, y: rect.minY.flooredInt32,
            width: rect.width.ceiledInt32, height: rect.height.ceiledInt32)
    }

    /// A point given in the coordinates ATK uses, in window coordinates.
    func windowPoint(x: Int32, y: Int32, coordinates: Int32) -> Point {
        var point = Point(x: Double(x), y: Double(y))
        if coordinates == Int32(TA_COORDINATES_SCREEN) {
            let origin = screenOrigin()
            point = Point(x: point.x - origin.x, y: point.y - origin.y)
        }
        return point
    }

    /// The frame's answers, for the shim.
    static func callbacks() -> TAFrameCallbacks {
        TAFrameCallbacks(
            extents: { context, coordinates in
                guard let frame = AccessibleWindow.from(context), let window = frame.window else { return TARect() }
                return frame.convert(
                    Rect(x: 0, y: 0, width: window.size.width, height: window.size.height), to: coordinates)
            },
            states: { context in
                guard let frame = AccessibleWindow.from(context), let window = frame.window, !window.isClosed else {
                    return 0
                }
                var states = UInt32(TA_STATE_ENABLED)
                if window.isMapped { states |= UInt32(TA_STATE_SHOWING | TA_STATE_VISIBLE) }
                if frame.isAnnouncedActive { states |= UInt32(TA_STATE_ACTIVE) }
                return states
            })
    }

    /// The frame a context pointer stands for.
    private static func from(_ context: UnsafeMutableRawPointer?) -> AccessibleWindow? {
        context.map { Unmanaged<AccessibleWindow>.fromOpaque($0).takeUnretainedValue() }
    }
}
