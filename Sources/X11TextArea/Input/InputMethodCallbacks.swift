import CX11
import Synchronization

/// Routes Xlib's input-method callbacks to the ``InputMethod`` they belong to.
///
/// Xlib takes plain C function pointers, which cannot capture Swift context,
/// and passes each back the one pointer of client data it was registered
/// with. Every input method gets a number (its token) on creation; the token
/// is the client data, and this registry maps it back to the object. The
/// callbacks themselves are closure literals at the registration sites that
/// capture nothing and call the functions here.
///
/// Xlib calls them on the thread using the display, from inside
/// `XFilterEvent`, `XNextEvent` and the other calls that read events. The
/// registry is locked only because an input method may be released on
/// another thread after its display's thread is done with it.
enum InputMethodCallbacks {
    /// A weak reference that may cross threads; it is only dereferenced on the display's thread.
    private final class Entry: @unchecked Sendable {
        weak var inputMethod: InputMethod?
        init(_ inputMethod: InputMethod) { self.inputMethod = inputMethod }
    }

    private struct Registry {
        var entries: [UInt: Entry] = [:]
        var nextToken: UInt = 1
    }

    private static let registry = Mutex(Registry())

    /// Registers `inputMethod` and returns its token (never 0, so its client data is never NULL).
    static func register(_ inputMethod: InputMethod) -> UInt {
        let entry = Entry(inputMethod)
        return registry.withLock { registry in
            let token = registry.nextToken
            registry.nextToken += 1
            registry.entries[token] = entry
            return token
        }
    }

    /// Forgets the input method registered under `token`; its callbacks do nothing from now on.
    static func unregister(_ token: UInt) {
        _ = registry.withLock { $0.entries.removeValue(forKey: token) }
    }

    /// The client data Xlib hands back to the callbacks of the input method with `token`.
    static func clientData(for token: UInt) -> XPointer? {
        XPointer(bitPattern: token)
    }

    /// The input method a callback's client data names, if it still exists.
    static func inputMethod(for clientData: XPointer?) -> InputMethod? {
        guard let clientData else { return nil }
        let token = UInt(bitPattern: clientData)
        let entry = registry.withLock { $0.entries[token] }
        return entry?.inputMethod
    }

    // MARK: Callbacks

    /// `XRegisterIMInstantiateCallback`: an input method server announced itself.
    static func serverInstantiated(_ clientData: XPointer?) {
        inputMethod(for: clientData)?.serverDidAppear()
    }

    /// `XNDestroyCallback` on the `XIM`: the input method went away (its server exited); Xlib frees it and its contexts.
    static func inputMethodDestroyed(_ clientData: XPointer?) {
        inputMethod(for: clientData)?.inputMethodWasDestroyed()
    }

    /// `XNDestroyCallback` on the `XIC`: the input method destroyed the context.
    static func contextDestroyed(_ clientData: XPointer?) {
        inputMethod(for: clientData)?.contextWasDestroyed()
    }

    /// `XNPreeditStartCallback`: returns the longest preedit the window takes, -1 for no limit.
    static func preeditStarted(_ clientData: XPointer?) -> Int32 {
        inputMethod(for: clientData)?.preeditDidStart()
        return -1
    }

    /// `XNPreeditDoneCallback`: the composition ended.
    static func preeditDone(_ clientData: XPointer?) {
        inputMethod(for: clientData)?.preeditDidEnd()
    }

    /// `XNPreeditDrawCallback`: part of the preedit text changed.
    static func preeditDraw(_ clientData: XPointer?, _ callData: XPointer?) {
        guard let callData else { return }
        let draw = UnsafeRawPointer(callData).load(as: XIMPreeditDrawCallbackStruct.self)
        inputMethod(for: clientData)?.preeditDraw(draw)
    }

    /// `XNPreeditCaretCallback`: the caret moved inside the preedit; the new position is written back for Xlib to send.
    static func preeditCaret(_ clientData: XPointer?, _ callData: XPointer?) {
        guard let callData, let inputMethod = inputMethod(for: clientData) else { return }
        let caret = UnsafeMutableRawPointer(callData).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
        caret.pointee.position = Int32(inputMethod.preeditCaret(caret.pointee))
    }
}
