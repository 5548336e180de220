import CX11
import CX11Shim

/// What an ``InputMethod`` tells the window it serves.
protocol InputMethodClient: AnyObject {
    /// The on-the-spot composition changed; an empty `preedit` means it ended (the text, if any, is committed through key lookup).
    func inputMethod(_ inputMethod: InputMethod, didChangePreedit preedit: PreeditText)
    /// The events the window must select for the input method changed (it switched to another input method).
    func inputMethodDidChangeFilterEvents(_ inputMethod: InputMethod)
}

/// A window's connection to the X input method: the `XIM`, the window's input context, and key lookup through them.
///
/// `$XMODIFIERS` names the input method server (for example `@im=ibus` or
/// `@im=uim`). When it names none, or the server is not running, Xlib's own
/// input method is used (compose tables and dead keys, no server); while
/// a named server is missing, the window watches for it with
/// `XRegisterIMInstantiateCallback` and switches to it when it starts. When
/// the server exits (`XNDestroyCallback`), the window drops its context,
/// goes back to Xlib's input method and watches again.
///
/// The style is the first of ``preference`` the input method offers (see
/// ``InputMethodStyle``). On the spot, the composition reaches the
/// ``client`` as a ``PreeditText``; over the spot, the input method draws it
/// at the spot the window sets with ``setSpot(x:y:)``.
///
/// When no input method opens at all, keys are still looked up, with
/// `XLookupString`, which knows Latin-1 and Unicode keysyms but no compose
/// sequences; one warning is written to standard error.
///
/// The owner must offer every event to `XFilterEvent` first and then call
/// ``performPendingWork()``, select the events in ``filterEventMask`` on the
/// window, and keep ``setFocused(_:)`` in step with its keyboard focus.
final class InputMethod {
    let connection: X11Connection
    let window: Window
    /// The styles the window accepts, most wanted first.
    let preference: [InputMethodStyle]
    /// Who hears about the composition and event-mask changes.
    weak var client: InputMethodClient?

    /// The input method (`XIM`), or nil when none could be opened or it went away.
    var handle: XIM?
    /// The window's input context (`XIC`), or nil without an input method.
    var context: XIC?
    /// The style of ``context``, or nil without one.
    var style: InputMethodStyle?
    /// Whether ``handle`` is a server's input method rather than Xlib's own.
    var isServer = false
    /// The events the input method needs the window to select (`XNFilterEvents`).
    var filterEventMask: Int = 0
    /// The on-the-spot composition, as the input method last drew it.
    var preedit = PreeditText()

    /// The number the callbacks find this object by (see ``InputMethodCallbacks``).
    private(set) var token: UInt = 0
    /// The locale modifiers the process asked for (from `$XMODIFIERS`), restored after opening Xlib's own input method.
    let requestedModifiers: String
    /// Whether ``requestedModifiers`` name an input method server.
    let requestsServer: Bool
    /// Whether the instantiate callback is registered.
    var isWatchingForServer = false
    /// Work the callbacks leave for ``performPendingWork()``: Xlib does not expect input methods to be opened or callbacks registered from inside its callbacks.
    var pendingWork = PendingWork()
    /// Whether the window wants the context focused (it has the keyboard focus and an area is editing).
    var wantsFocus = false
    /// Where the window last put the spot (the caret's baseline), in window coordinates.
    var requestedSpot: (x: Int16, y: Int16)?
    /// The spot the context last got, to send only changes.
    var sentSpot: (x: Int16, y: Int16)?
    /// Whether the context refused a spot location; it is not sent again.
    var spotRejected = false
    /// The font set an over-the-spot context draws with.
    var fontSet: XFontSet?
    /// Whether an over-the-spot context was wanted but no font set could be made (the server has no core fonts).
    var lacksOverTheSpotFontSet = false
    /// Whether the missing font set was reported; it is reported once.
    var hasWarnedAboutFontSet = false
    /// Whether a reset is in progress; the callbacks it causes are ignored.
    var isResetting = false
    /// Whether the input method took a key since the last commit or reset: it may be composing, even where the window does not see the composition (over the spot, root).
    var mayBeComposing = false
    /// Whether a commit arriving before the next key is dropped: the composition was reset, and what the input method still sends for it is stale.
    var dropsStaleCommit = false
    /// Whether ``close()`` ran.
    var isClosed = false
    /// The buffer key lookups write into, kept rather than made for every key press.
    private var lookupBuffer = [CChar](repeating: 0, count: 64)
    /// Whether ``openIfNeeded()`` has opened (or tried to open) the input method.
    private(set) var hasOpened = false

    /// What ``performPendingWork()`` still has to do.
    struct PendingWork: OptionSet {
        let rawValue: Int
        /// The input method went away: open Xlib's own and watch for the server.
        static let fallBack = PendingWork(rawValue: 1)
        /// The server that went away was the one asked for: say so once compose keys work.
        static let reportServerGone = PendingWork(rawValue: 8)
        /// The requested server announced itself: switch to it.
        static let connectToServer = PendingWork(rawValue: 2)
        /// The input method destroyed the context but lives on: create another.
        static let recreateContext = PendingWork(rawValue: 4)
    }

    /// Opens the input method and creates an input context for `window` in the first style of `preference` it offers.
    init(connection: X11Connection, window: Window, preference: [InputMethodStyle] = InputMethodStyle.preferenceOrder) {
        self.connection = connection
        self.window = window
        self.preference = preference
        requestedModifiers = Self.currentModifiers()
        requestsServer = Self.namesServer(requestedModifiers)
        token = InputMethodCallbacks.register(self)
    }

    /// Opens the input method and creates the window's context, the first time only: the window asks after its first
    /// frame is on the screen, as opening Xlib's own input method reads the locale's compose table (some 15 ms).
    func openIfNeeded() {
        guard !hasOpened, !isClosed, !connection.isConnectionLost else { return }
        hasOpened = true
        openInitially()
    }

    deinit {
        close()
    }

    /// Destroys the input context, closes the input method and stops watching for a server; call it before destroying the window.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        // Callbacks still arrive while closing (the server may turn out to have exited), so the token goes last.
        defer { InputMethodCallbacks.unregister(token) }
        guard !connection.isConnectionLost else { return }
        stopWatchingForServer()
        dropInputMethod()
        if let fontSet {
            XFreeFontSet(connection.display, fontSet)
            self.fontSet = nil
        }
    }

    /// Whether key events go through an input context (compose sequences and input-method commits work).
    var hasContext: Bool { context != nil }

    /// What kind of input method the window has, for ``EventTrace``: `server`, `local` (Xlib's compose keys) or `none`.
    var traceKind: String { context == nil ? "none" : isServer ? "server" : "local" }

    /// Focuses the input context or takes its focus away, as the window gains or loses the keyboard focus or stops editing.
    func setFocused(_ focused: Bool) {
        guard focused != wantsFocus else { return }
        wantsFocus = focused
        guard let context else { return }
        if focused { XSetICFocus(context) } else { XUnsetICFocus(context) }
        EventTrace.record("input-method", "focus=\(focused ? "on" : "off")")
    }

    /// Tells an on-the-spot or over-the-spot input method where the caret's baseline is, in window coordinates; sends only changes, and nothing while an on-the-spot composition goes on.
    ///
    /// `XSetICValues` waits for the server's reply, and Xlib holds back the
    /// preedit callbacks that arrive meanwhile until the next callback
    /// arrives. A server that sends a callback needing an answer (the
    /// preedit caret's) while it handles a key typed just before, and then
    /// waits for that answer, never sends another: every key after it was
    /// lost (seen with uim-xim in about one composition in four when the
    /// spot followed the caret through the preedit). So the spot moves
    /// only between compositions, and candidate windows stay where the
    /// composition began; the window sends the spot again once it ends.
    func setSpot(x: Double, y: Double) {
        let spot = (x: x.flooredInt16, y: y.flooredInt16)
        requestedSpot = spot
        guard let context, style == .onTheSpot || style == .overTheSpot, !spotRejected else { return }
        if let sentSpot, sentSpot == spot { return }
        // While the server composes, the spot stays where the composition began (see the doc comment).
        guard preedit.isEmpty else { return }
        sentSpot = spot
        if cx11_set_ic_spot_location(context, spot.x, spot.y) != nil { spotRejected = true }
    }

    /// The text and keysym of a key press, through the input context when there is one.
    ///
    /// `Xutf8LookupString` is retried with a buffer of the size it asks for
    /// when the first one is too small (`XBufferOverflow`). The text is empty
    /// when the key produced none; the keysym is 0 when there is none (a
    /// commit of text alone).
    func lookup(_ event: inout XKeyEvent) -> (text: String, keysym: KeySym) {
        guard let context else { return plainLookup(&event) }
        var keysym: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(
            context, &event, &lookupBuffer, Int32(lookupBuffer.count), &keysym, &status)
        var buffer = lookupBuffer
        if status == XBufferOverflow {
            // A long commit: a buffer of the size it needs, for this once.
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        return (hasText ? Self.text(buffer, count: Int(count)) : "", hasKeysym ? keysym : 0)
    }

    /// The first `count` bytes of `buffer` as UTF-8 text (ill-formed bytes replaced).
    ///
    /// Nonisolated, so its closure needs no check of the executor it runs on (this runs for every key press).
    private nonisolated static func text(_ buffer: [CChar], count: Int) -> String {
        buffer.withUnsafeBytes { String(decoding: $0.prefix(min(max(count, 0), $0.count)), as: UTF8.self) }
    }

    /// The text and keysym of a key press from the keyboard map alone, without the input context (no input method, no compose sequences).
    func plainLookup(_ event: inout XKeyEvent) -> (text: String, keysym: KeySym) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 64)
        let count = Int(XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil))
        let bytes = buffer[0..<max(count, 0)].map { UInt8(bitPattern: $0) }
        // ASCII (control codes with Ctrl included) is taken as it is.
        if bytes.allSatisfy({ $0 < 0x80 }), !bytes.isEmpty { return (String(decoding: bytes, as: UTF8.self), keysym) }
        // Other bytes are in the locale's encoding (UTF-8 in a UTF-8 locale, else Latin-1): a Unicode or Latin-1 keysym
        // gives its character instead.
        if let character = KeyTranslation.character(for: keysym) { return (String(character), keysym) }
        if let text = String(validating: bytes, as: UTF8.self) { return (text, keysym) }
        return (String(bytes.map { Character(Unicode.Scalar($0)) }), keysym)
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension InputMethod: Sendable {}
