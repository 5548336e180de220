import CX11
import CX11Shim

/// A window's connection to the X input method: the `XIM`, the window's input context, and key lookup through them.
///
/// The input method is Xlib's own (compose tables and dead keys, no server)
/// unless `$XMODIFIERS` names a server such as `@im=ibus`. The context uses
/// the root-window style (`XIMPreeditNothing | XIMStatusNothing`): the input
/// method shows any composition in its own window and commits text through
/// `Xutf8LookupString`.
///
/// When no input method opens at all, keys are still looked up, with
/// `XLookupString`, which knows Latin-1 and Unicode keysyms but no compose
/// sequences; one warning is written to standard error.
///
/// The owner must offer every event to `XFilterEvent` first, select the
/// events in ``filterEventMask`` on the window, and call ``focusIn()`` and
/// ``focusOut()`` as the window gains and loses the keyboard focus.
final class InputMethod {
    private let connection: X11Connection
    private let window: Window
    /// The input method (`XIM`), or nil when none could be opened or it went away.
    private(set) var handle: OpaquePointer?
    /// The window's input context (`XIC`), or nil without an input method.
    private(set) var context: OpaquePointer?
    /// The events the input method needs the window to select (`XNFilterEvents`).
    private(set) var filterEventMask: Int = 0

    /// Opens the input method and creates an input context for `window`.
    init(connection: X11Connection, window: Window) {
        self.connection = connection
        self.window = window
        open()
    }

    deinit {
        close()
    }

    /// Destroys the input context and closes the input method; call it before destroying the window.
    func close() {
        guard !connection.isConnectionLost else { return }
        if let context { XDestroyIC(context) }
        if let handle { XCloseIM(handle) }
        context = nil
        handle = nil
        filterEventMask = 0
    }

    /// Whether key events go through an input context (compose sequences and input-method commits work).
    var hasContext: Bool { context != nil }

    /// Tells the input method the window has the keyboard focus.
    func focusIn() {
        if let context { XSetICFocus(context) }
    }

    /// Tells the input method the window lost the keyboard focus.
    func focusOut() {
        if let context { XUnsetICFocus(context) }
    }

    /// The text and keysym of a key press, through the input context when there is one.
    ///
    /// `Xutf8LookupString` is retried with a buffer of the size it asks for
    /// when the first one is too small (`XBufferOverflow`). The text is empty
    /// when the key produced none; the keysym is 0 when there is none (a
    /// commit of text alone).
    func lookup(_ event: inout XKeyEvent) -> (text: String, keysym: KeySym) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 64)
        guard let context else {
            let count = Int(XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil))
            // The bytes are Latin-1; a Unicode keysym gives its character instead.
            let latin1 = buffer[0..<max(count, 0)].map { Character(Unicode.Scalar(UInt8(bitPattern: $0))) }
            if latin1.isEmpty, let character = KeyTranslation.character(for: keysym) {
                return (String(character), keysym)
            }
            return (String(latin1), keysym)
        }
        var status: Int32 = 0
        var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        let bytes = buffer[0..<max(Int(count), 0)].map { UInt8(bitPattern: $0) }
        return (hasText ? String(decoding: bytes, as: UTF8.self) : "", hasKeysym ? keysym : 0)
    }

    /// Opens an input method, trying `$XMODIFIERS` first, then Xlib's built-in one, and creates the context.
    private func open() {
        let display = connection.display
        var opened = XOpenIM(display, nil, nil, nil)
        if opened == nil, XSetLocaleModifiers("@im=local") != nil { opened = XOpenIM(display, nil, nil, nil) }
        if opened == nil, XSetLocaleModifiers("@im=") != nil { opened = XOpenIM(display, nil, nil, nil) }
        guard let opened else {
            StandardError.writeLine("warning: no X input method could be opened; compose keys and input methods "
                + "will not work")
            return
        }
        handle = opened
        let clientData = Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
        _ = cx11_set_im_destroy_callback(opened, { _, clientData, _ in
            guard let clientData else { return }
            Unmanaged<InputMethod>.fromOpaque(UnsafeRawPointer(clientData)).takeUnretainedValue().inputMethodDidClose()
        }, clientData)
        let style = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
        guard let created = cx11_create_ic(opened, style, window, window) else {
            StandardError.writeLine("warning: the X input method refused an input context; "
                + "compose keys and input methods will not work")
            return
        }
        context = created
        var mask: UInt = 0
        if cx11_get_ic_filter_events(created, &mask) == nil { filterEventMask = Int(mask) }
    }

    /// Forgets the input method and its context after the input method went away (its server exited); Xlib already freed them.
    private func inputMethodDidClose() {
        handle = nil
        context = nil
        filterEventMask = 0
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension InputMethod: Sendable {}
