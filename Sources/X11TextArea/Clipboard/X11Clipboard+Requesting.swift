import CX11
import StandardStreams
import TextAreaCore

extension X11Clipboard {
    /// Asks the owner of `pasteboard` for its text; `completion` gets valid UTF-8 text, or nil when there is no owner, no text, or the owner went silent.
    ///
    /// `completion` runs exactly once, from a later ``handle(_:)`` or
    /// ``tick(now:)`` call. When this client owns the selection the answer
    /// comes from its own data at the next tick. A request while another
    /// for the same pasteboard is in flight shares its answer.
    public func requestText(from pasteboard: Pasteboard, time: Time, completion: @escaping (String?) -> Void) {
        request(from: pasteboard, time: time, completion: .string(completion))
    }

    /// Asks the owner of `pasteboard` for its text as storage, decoded and cut into chunks as the bytes arrive, so a large paste never needs one big string; `completion` as for ``requestText(from:time:completion:)``.
    public func requestTextStorage(
        from pasteboard: Pasteboard, time: Time,
        completion: @escaping (TextStorage?) -> Void
    ) {
        request(from: pasteboard, time: time, completion: .storage(completion))
    }

    /// Asks the source of a drag and drop (the owner of `XdndSelection`) for the dropped text in `type`, read as a paste is: in bounded pieces, by INCR when large, repaired when ill-formed; `completion` gets nil when the source refuses, goes silent, or sends more than ``maximumTransferBytes``.
    ///
    /// `type` is one of the text types the source offered: UTF-8 and
    /// `text/plain` are decoded as UTF-8, STRING as Latin-1, and a
    /// `text/uri-list` comes as its text.
    public func requestDroppedText(as type: Atom, time: Time, completion: @escaping (TextStorage?) -> Void) {
        guard incoming[.drop] == nil else {
            // One drop at a time: a drop while another is still read is refused, at the next tick as every answer is.
            localAnswers.append((.storage(completion), nil))
            localAnswersDue = localAnswersDue ?? MonotonicClock.now()
            return
        }
        startRequest(.drop, target: type, fallbackTarget: nil, time: time, completion: .storage(completion))
    }

    /// Starts or joins the request for `pasteboard`, or answers from our own data when we own it.
    private func request(from pasteboard: Pasteboard, time: Time, completion: TextCompletion) {
        let now = MonotonicClock.now()
        if let ownership = ownerships[pasteboard] {
            localAnswers.append((completion, ownership.currentText()))
            localAnswersDue = localAnswersDue ?? now
            statistics.localAnswers += 1
            return
        }
        if incoming[.pasteboard(pasteboard)] != nil {
            incoming[.pasteboard(pasteboard)]?.completions.append(completion)
            return
        }
        startRequest(
            .pasteboard(pasteboard), target: atoms.utf8String, fallbackTarget: atoms.string, time: time,
            completion: completion)
    }

    /// Asks the owner of `source`'s selection to convert it to `target` into a property of the clipboard's window.
    private func startRequest(
        _ source: IncomingTextSource, target: Atom, fallbackTarget: Atom?, time: Time, completion: TextCompletion
    ) {
        let now = MonotonicClock.now()
        let property = properties.acquire(now: now) { name in XInternAtom(display, name, 0) }
        let selection = atoms.selection(for: source)
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selection, target, property, window, time)
        XFlush(display)
        incoming[source] = IncomingTransfer(
            selection: selection, property: property, requestTime: time,
            target: target, fallbackTarget: fallbackTarget, completions: [completion],
            deadline: now + timeout)
    }

    /// Runs the answers to our own requests for selections we own.
    func deliverLocalAnswers() {
        let answers = localAnswers
        localAnswers.removeAll()
        localAnswersDue = nil
        for answer in answers { answer.completion.deliver(answer.text) }
    }

    /// The owner answered a conversion: retries with the fallback target (STRING after a refused UTF8_STRING), or starts reading the property.
    func receiveNotification(_ notification: XSelectionEvent, now: Double) {
        guard let source = atoms.textSource(for: notification.selection),
            var transfer = incoming[source],
            transfer.phase == .awaitingNotification,
            notification.target == transfer.target,
            notification.property == Atom(None) || notification.property == transfer.property
        else { return }
        if notification.property == Atom(None) {
            guard let fallback = transfer.fallbackTarget else {
                fail(source, .refused, now: now, abandoned: false)
                return
            }
            transfer.target = fallback
            transfer.fallbackTarget = nil
            transfer.deadline = now + timeout
            incoming[source] = transfer
            XConvertSelection(display, transfer.selection, fallback, transfer.property, window, transfer.requestTime)
            return
        }
        transfer.phase = .reading(offset: 0)
        transfer.deadline = now
        incoming[source] = transfer
        continueReading(source, now: now)
    }

    /// Ends a request with text: every waiting completion gets it once.
    ///
    /// `transfer` has already been taken out of ``incoming``.
    func succeed(_ transfer: IncomingTransfer, now: Double) {
        properties.release(transfer.property, now: now, abandoned: false)
        var received = transfer.received
        let text = received.finish()
        for completion in transfer.completions { completion.deliver(text) }
    }

    /// Ends the request for `source` without text, as the overload taking the transfer does.
    func fail(_ source: IncomingTextSource, _ failure: SelectionTransferFailure, now: Double, abandoned: Bool) {
        guard let transfer = incoming.removeValue(forKey: source) else { return }
        fail(transfer, failure, now: now, abandoned: abandoned)
    }

    /// Ends a request without text: records why, and every waiting completion gets nil once.
    ///
    /// `transfer` has already been taken out of ``incoming``. `abandoned`
    /// rests the property (see ``TransferPropertyPool``) because the owner
    /// may still write to it.
    func fail(_ transfer: IncomingTransfer, _ failure: SelectionTransferFailure, now: Double, abandoned: Bool) {
        properties.release(transfer.property, now: now, abandoned: abandoned)
        lastFailure = failure
        if case .tooLarge = failure {
            let what = transfer.selection == atoms.dropSelection ? "drop" : "paste"
            StandardError.writeLine("clipboard: \(what) refused: \(failure)")
        }
        for completion in transfer.completions { completion.fail() }
    }
}
