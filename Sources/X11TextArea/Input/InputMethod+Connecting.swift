import CX11
import CX11Shim
import StandardStreams

extension InputMethod {
    /// The callback Xlib calls when an input method server announces itself; one function pointer, so unregistering finds it.
    static let instantiateCallback: XIDProc = { _, clientData, _ in
        InputMethodCallbacks.serverInstantiated(clientData)
    }

    /// The base font names of an over-the-spot context's font set: any medium upright font near 14 pixels, else any font.
    static let fontSetPattern = "-*-*-medium-r-normal--14-*-*-*-*-*-*-*,-*-*-*-*-*--14-*-*-*-*-*-*-*,*"

    /// The locale modifiers in effect, such as "@im=uim"; empty when none are set.
    static func currentModifiers() -> String {
        XSetLocaleModifiers(nil).map { String(cString: $0) } ?? ""
    }

    /// Whether locale modifiers name an input method server: an `@im=` value other than empty, `local` or `none`.
    static func namesServer(_ modifiers: String) -> Bool {
        let names = modifiers.split(separator: "@").compactMap { part in
            part.hasPrefix("im=") ? part.dropFirst(3) : nil
        }
        guard let name = names.first else { return false }
        return !["", "local", "none"].contains(name)
    }

    /// Opens the requested input method; when a requested server is missing, opens Xlib's own and watches for the server.
    func openInitially() {
        if let opened = XOpenIM(connection.display, nil, nil, nil) {
            adopt(opened, isServer: requestsServer)
            if requestsServer { announceServer() }
            return
        }
        if requestsServer {
            StandardError.writeLine(
                "warning: the X input method '\(requestedModifiers)' is not running; "
                    + "using compose keys until it starts")
            startWatchingForServer()
        }
        openXlibInputMethod()
    }

    /// Opens Xlib's own input method (compose tables and dead keys), leaving the requested modifiers in effect afterwards so the server can still be found.
    func openXlibInputMethod() {
        for modifiers in ["@im=local", "@im=none"] {
            guard XSetLocaleModifiers(modifiers) != nil else { continue }
            let opened = XOpenIM(connection.display, nil, nil, nil)
            _ = XSetLocaleModifiers(requestedModifiers)
            if let opened {
                adopt(opened, isServer: false)
                return
            }
        }
        StandardError.writeLine(
            "warning: no X input method could be opened; compose keys and input methods "
                + "will not work")
    }

    /// Takes `opened` as the input method: hears when it goes away, creates the context and tells the client about its events.
    func adopt(_ opened: XIM, isServer: Bool) {
        handle = opened
        self.isServer = isServer
        _ = cx11_set_im_destroy_callback(
            opened,
            { _, clientData, _ in
                InputMethodCallbacks.inputMethodDestroyed(clientData)
            }, InputMethodCallbacks.clientData(for: token))
        createContext()
        client?.inputMethodDidChangeFilterEvents(self)
    }

    /// Creates the window's context in the first preferred style the input method offers and accepts.
    func createContext() {
        guard let handle else { return }
        for choice in InputMethodStyle.choices(offered: supportedStyles(of: handle), preference: preference) {
            if let created = makeContext(handle, style: choice.style, xStyle: choice.xStyle) {
                context = created
                style = choice.style
                break
            }
        }
        guard let context else {
            StandardError.writeLine(
                "warning: the X input method refused an input context; "
                    + "compose keys and input methods will not work")
            return
        }
        if lacksOverTheSpotFontSet && style != .overTheSpot && !hasWarnedAboutFontSet {
            hasWarnedAboutFontSet = true
            StandardError.writeLine(
                "warning: over-the-spot input needs core X fonts for Xlib's font set, and the "
                    + "X server has none (apt-get install xfonts-base); using \(style?.rawValue ?? "no") style")
        }
        _ = cx11_set_ic_destroy_callback(
            context,
            { _, clientData, _ in
                InputMethodCallbacks.contextDestroyed(clientData)
                return 1
            }, InputMethodCallbacks.clientData(for: token))
        var mask: UInt = 0
        filterEventMask = cx11_get_ic_filter_events(context, &mask) == nil ? Int(mask) : 0
        sentSpot = style == .root ? nil : requestedSpot
        spotRejected = false
        EventTrace.record(
            "input-method", "context style=\(style?.rawValue ?? "none") server=\(isServer ? "yes" : "no")")
        if wantsFocus {
            XSetICFocus(context)
            EventTrace.record("input-method", "focus=on")
        }
    }

    /// The styles `handle` supports, or nil when it does not say.
    private func supportedStyles(of handle: XIM) -> [XIMStyle]? {
        var styles = [XIMStyle](repeating: 0, count: 64)
        let count = Int(cx11_im_supported_styles(handle, &styles, Int32(styles.count)))
        return count < 0 ? nil : Array(styles.prefix(count))
    }

    private func makeContext(_ handle: XIM, style: InputMethodStyle, xStyle: XIMStyle) -> XIC? {
        let spot = requestedSpot ?? (x: 0, y: 0)
        switch style {
        case .root:
            return cx11_create_ic(handle, xStyle, window, window)
        case .overTheSpot:
            // Xlib refuses a position context without a font set, which needs core fonts on the server.
            guard let fontSet = overTheSpotFontSet() else {
                lacksOverTheSpotFontSet = true
                return nil
            }
            return cx11_create_ic_over_the_spot(handle, xStyle, window, window, spot.x, spot.y, fontSet)
        case .onTheSpot:
            return cx11_create_ic_on_the_spot(
                handle, xStyle, window, window, spot.x, spot.y,
                { _, clientData, _ in InputMethodCallbacks.preeditStarted(clientData) },
                { _, clientData, _ in
                    InputMethodCallbacks.preeditDone(clientData)
                    return 0
                },
                { _, clientData, callData in
                    InputMethodCallbacks.preeditDraw(clientData, callData)
                    return 0
                },
                { _, clientData, callData in
                    InputMethodCallbacks.preeditCaret(clientData, callData)
                    return 0
                },
                InputMethodCallbacks.clientData(for: token))
        }
    }

    /// The font set over-the-spot input methods draw with, created once.
    private func overTheSpotFontSet() -> XFontSet? {
        if let fontSet { return fontSet }
        var missing: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        var missingCount: Int32 = 0
        var defaultString: UnsafeMutablePointer<CChar>? = nil
        fontSet = XCreateFontSet(connection.display, Self.fontSetPattern, &missing, &missingCount, &defaultString)
        if let missing { XFreeStringList(missing) }
        return fontSet
    }

    /// Lets Xlib notice a server that has already exited, before a call that waits for the server's reply and would otherwise wait forever.
    ///
    /// Xlib learns that the server exited from the DestroyNotify of its
    /// window, which only `XFilterEvent` acts on; a call waiting for a reply
    /// reads past it. After a sync, every DestroyNotify waiting in the queue
    /// goes through `XFilterEvent` (which runs the destroy callbacks) and
    /// the others are put back in order.
    func noticeServerExit() {
        guard isServer, handle != nil, !connection.isConnectionLost else { return }
        let display = connection.display
        XSync(display, 0)
        var event = XEvent()
        var unfiltered: [XEvent] = []
        while XCheckTypedEvent(display, DestroyNotify, &event) != 0 {
            if XFilterEvent(&event, 0) == 0 { unfiltered.append(event) }
        }
        for var event in unfiltered.reversed() { XPutBackEvent(display, &event) }
    }

    /// Destroys the context and closes the input method, then forgets both.
    func dropInputMethod() {
        noticeServerExit()
        if let context { XDestroyIC(context) }
        if let handle { XCloseIM(handle) }
        forgetInputMethod()
    }

    /// Forgets the input method and its context (after closing them, or after Xlib freed them) and ends any composition.
    func forgetInputMethod() {
        handle = nil
        context = nil
        style = nil
        isServer = false
        filterEventMask = 0
        sentSpot = nil
        endComposition()
    }

    // MARK: Watching for the server

    /// Registers the instantiate callback, which Xlib calls when the requested server starts (at once if it runs already).
    func startWatchingForServer() {
        guard !isWatchingForServer else { return }
        isWatchingForServer = true
        if XRegisterIMInstantiateCallback(
            connection.display, nil, nil, nil, Self.instantiateCallback,
            InputMethodCallbacks.clientData(for: token)) == 0
        {
            isWatchingForServer = false
        }
    }

    /// Unregisters the instantiate callback.
    func stopWatchingForServer() {
        guard isWatchingForServer else { return }
        isWatchingForServer = false
        _ = XUnregisterIMInstantiateCallback(
            connection.display, nil, nil, nil, Self.instantiateCallback,
            InputMethodCallbacks.clientData(for: token))
    }

    /// Called back when the requested server announced itself; the switch happens in ``performPendingWork()``.
    func serverDidAppear() {
        guard !(isServer && handle != nil) else { return }
        pendingWork.insert(.connectToServer)
    }

    /// Called back when the input method went away; Xlib frees it and its contexts itself.
    func inputMethodWasDestroyed() {
        if isServer && !isClosed { pendingWork.insert(.reportServerGone) }
        forgetInputMethod()
        pendingWork.insert(.fallBack)
    }

    /// Called back when the input method destroyed the context but lives on.
    func contextWasDestroyed() {
        context = nil
        style = nil
        filterEventMask = 0
        endComposition()
        if handle != nil { pendingWork.insert(.recreateContext) }
    }

    /// Does what the callbacks left to do: falls back to Xlib's input method, switches to a server that appeared, or recreates a lost context.
    ///
    /// Call it before and after every `XFilterEvent`, and after any other call that may run the callbacks (a reset,
    /// moving the spot); it does nothing when nothing waits. The server's going away is reported once compose keys
    /// work.
    func performPendingWork() {
        // Watching again can announce a server at once, which queues one more round.
        for _ in 0..<3 where !pendingWork.isEmpty && !isClosed && !connection.isConnectionLost {
            let work = pendingWork
            pendingWork = []
            if work.contains(.fallBack) {
                if requestsServer { startWatchingForServer() }
                if handle == nil { openXlibInputMethod() }
            }
            if work.contains(.reportServerGone) {
                EventTrace.record("input-method", "gone")
                StandardError.writeLine(
                    "warning: the X input method '\(requestedModifiers)' went away; "
                        + "using compose keys until it returns")
            }
            if work.contains(.connectToServer) { connectToServer() }
            if work.contains(.recreateContext), handle != nil, context == nil {
                createContext()
                client?.inputMethodDidChangeFilterEvents(self)
            }
        }
    }

    /// Switches from Xlib's input method to the server that announced itself; watches again when it cannot be reached yet.
    private func connectToServer() {
        guard !(isServer && handle != nil) else {
            stopWatchingForServer()
            return
        }
        guard let opened = XOpenIM(connection.display, nil, nil, nil) else {
            // Xlib calls a registered callback once; register again for the next announcement.
            stopWatchingForServer()
            startWatchingForServer()
            return
        }
        stopWatchingForServer()
        dropInputMethod()
        adopt(opened, isServer: true)
        announceServer()
    }

    /// Says in one line on standard error that the window uses the server, and in which style.
    ///
    /// XIM gives no name for a server: the name is the one `$XMODIFIERS`
    /// asked for, which Xlib matched with the server's `@server=` atom.
    func announceServer() {
        StandardError.writeLine(
            "the X input method '\(requestedModifiers)' is running; using it (\(style?.rawValue ?? "no") style)")
    }
}
