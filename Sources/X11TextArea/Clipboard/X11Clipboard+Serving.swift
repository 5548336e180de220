import CX11
import TextAreaCore

/// A conversion of the owned text (or of facts about the ownership) to one target.
enum SelectionPayload {
    /// Format-8 data of a property type.
    case bytes(type: Atom, [UInt8])
    /// Format-32 values (atoms, integers) of a property type.
    case values(type: Atom, [UInt])
    /// Text of a property type, encoded only as it is sent: whole when small, chunk by chunk by INCR when large.
    case text(type: Atom, TextStorage, SelectionTextEncoding)
}

extension X11Clipboard {
    /// Answers a SelectionRequest from another client: stores the conversion in the requestor's property and sends SelectionNotify.
    ///
    /// A request for a selection we do not own, from before our
    /// ownership, for an unknown target, or whose store fails, is refused
    /// with property None. A request with property None comes from an
    /// obsolete client and is answered in the property named like the target.
    func serve(_ request: XSelectionRequestEvent, now: Double) {
        let property = request.property == Atom(None) ? request.target : request.property
        var answered = false
        if let pasteboard = atoms.pasteboard(for: request.selection),
            let ownership = ownerships[pasteboard], ownership.covers(request.time)
        {
            if request.target == atoms.multiple {
                answered =
                    request.property != Atom(None)
                    && serveMultiple(requestor: request.requestor, property: property, ownership: ownership, now: now)
            } else {
                answered = store(
                    target: request.target, in: property, of: request.requestor,
                    ownership: ownership, now: now)
            }
        }
        if answered { statistics.requestsServed += 1 }
        notify(request, property: answered ? property : Atom(None))
    }

    /// Converts the owned selection to `target` and stores it in `property` of `requestor`; false when refused or the store failed.
    ///
    /// Text above ``incrementalThreshold`` starts an INCR transfer instead.
    func store(
        target: Atom, in property: Atom, of requestor: Window, ownership: SelectionOwnership,
        now: Double
    ) -> Bool {
        guard let payload = payload(for: target, ownership: ownership) else { return false }
        switch payload {
        case .values(let type, let values):
            let (_, errors) = connection.trappingErrors {
                WindowProperty.write(
                    display: display, window: requestor, property: property, type: type, values: values)
            }
            return errors.isEmpty
        case .bytes(let type, let bytes):
            if bytes.count > incrementalThreshold {
                return beginIncrementalSend(of: .bytes(bytes), type: type, in: property, of: requestor, now: now)
            }
            return write(bytes, type: type, in: property, of: requestor)
        case .text(let type, let text, let encoding):
            // The encoded text is never longer than its UTF-8.
            if text.utf8Count > incrementalThreshold {
                return beginIncrementalSend(
                    of: .text(text, encoding), type: type, in: property, of: requestor, now: now)
            }
            return write(encoding.bytes(of: text, in: 0..<text.utf8Count), type: type, in: property, of: requestor)
        }
    }

    /// Stores format-8 `bytes` in `property` of `requestor`; false when the requestor's window is gone.
    private func write(_ bytes: [UInt8], type: Atom, in property: Atom, of requestor: Window) -> Bool {
        noteTransferred(bytes.count)
        let (_, errors) = connection.trappingErrors {
            WindowProperty.write(display: display, window: requestor, property: property, type: type, bytes: bytes[...])
        }
        return errors.isEmpty
    }

    /// The conversion of the owned selection to `target`, or nil when the target is unknown or the provider refuses.
    func payload(for target: Atom, ownership: SelectionOwnership) -> SelectionPayload? {
        if target == atoms.targets {
            return .values(type: atoms.atom, atoms.supportedTargets.map { UInt($0) })
        }
        if target == atoms.timestamp {
            return .values(type: atoms.integer, [UInt(ownership.time)])
        }
        let type: Atom
        if target == atoms.utf8String || target == atoms.text {
            type = atoms.utf8String
        } else if target == atoms.plainTextUTF8 {
            type = atoms.plainTextUTF8
        } else if target == atoms.string {
            type = atoms.string
        } else {
            return nil
        }
        guard let text = ownership.currentText() else { return nil }
        return .text(type: type, text, type == atoms.string ? .latin1 : .utf8)
    }

    /// Answers MULTIPLE: converts each (target, property) pair listed in `property`, marking failed pairs None.
    ///
    /// Returns false when the pair list cannot be read. A nested MULTIPLE
    /// is refused.
    private func serveMultiple(requestor: Window, property: Atom, ownership: SelectionOwnership, now: Double) -> Bool {
        let (read, errors) = connection.trappingErrors {
            WindowProperty.read(
                display: display, window: requestor, property: property, byteOffset: 0,
                maximumBytes: 64 * 1024)
        }
        guard errors.isEmpty, let read, read.format == 32, read.values.count % 2 == 0 else { return false }
        var pairs = read.values
        var changed = false
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let target = Atom(pairs[index])
            let pairProperty = Atom(pairs[index + 1])
            guard pairProperty != Atom(None) else { continue }
            let stored =
                target != atoms.multiple
                && store(target: target, in: pairProperty, of: requestor, ownership: ownership, now: now)
            if !stored {
                pairs[index + 1] = UInt(None)
                changed = true
            }
        }
        if changed {
            let (_, errors) = connection.trappingErrors {
                WindowProperty.write(
                    display: display, window: requestor, property: property, type: atoms.atomPair,
                    values: pairs)
            }
            return errors.isEmpty
        }
        return true
    }

    /// Sends the SelectionNotify that ends a request; a requestor that vanished meanwhile is ignored.
    private func notify(_ request: XSelectionRequestEvent, property: Atom) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        _ = connection.trappingErrors {
            _ = XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        }
    }
}
