import CX11
import TextAreaCore

extension X11Clipboard {
    /// A new value of a property on our window: the next chunk of an incremental transfer, when one waits for it.
    func receiveChunk(on property: Atom, now: Double) {
        guard let source = incoming.first(where: { $0.value.property == property })?.key,
            incoming[source]?.phase == .awaitingChunk
        else { return }
        incoming[source]?.phase = .reading(offset: 0)
        incoming[source]?.deadline = now
        continueReading(source, now: now)
    }

    /// Reads the next piece of the property the owner stored, within this call's read budget.
    ///
    /// A property larger than the budget is read over several calls: the
    /// transfer stays in `.reading` with its deadline at `now`, so
    /// ``nextDeadline`` asks the loop to call back at once. A property of
    /// type INCR starts an incremental transfer; a zero-length chunk ends one.
    ///
    /// Each piece is decoded and cut into storage chunks as it is read, so
    /// the end of a large transfer needs no pass over all of it. The
    /// transfer is taken out of ``incoming`` while it grows, so appending
    /// never copies what was received before.
    func continueReading(_ source: IncomingTextSource, now: Double) {
        guard case .reading(let offset) = incoming[source]?.phase, readBudgetLeft >= 4,
            var transfer = incoming.removeValue(forKey: source)
        else { return }
        guard
            let read = WindowProperty.read(
                display: display, window: window, property: transfer.property,
                byteOffset: offset, maximumBytes: readBudgetLeft)
        else {
            fail(transfer, .missingProperty, now: now, abandoned: true)
            return
        }
        readBudgetLeft -= max(4, read.bytes.count)
        statistics.largestPieceRead = max(statistics.largestPieceRead, read.bytes.count)
        noteTransferred(read.bytes.count)

        if offset == 0 && !transfer.isIncremental {
            guard read.exists else {
                fail(transfer, .missingProperty, now: now, abandoned: false)
                return
            }
            if read.type == atoms.incremental {
                beginIncrementalReceive(transfer, for: source, announcement: read, now: now)
                return
            }
        }
        if transfer.isIncremental && offset == 0 && read.itemCount == 0 && read.bytesAfter == 0 {
            // The zero-length chunk: the transfer is complete.
            XDeleteProperty(display, window, transfer.property)
            succeed(transfer, now: now)
            return
        }
        guard let encoding = encoding(of: read), transfer.encoding == nil || transfer.encoding == encoding else {
            XDeleteProperty(display, window, transfer.property)
            fail(
                transfer, .notText(type: name(of: read.type, format: read.format)), now: now,
                abandoned: transfer.isIncremental)
            return
        }
        transfer.encoding = encoding
        guard transfer.received.inputByteCount + read.bytes.count + read.bytesAfter <= maximumTransferBytes else {
            if !transfer.isIncremental { XDeleteProperty(display, window, transfer.property) }
            fail(transfer, .tooLarge(limit: maximumTransferBytes), now: now, abandoned: transfer.isIncremental)
            return
        }
        read.bytes.withUnsafeBufferPointer { bytes in
            if encoding == .latin1 {
                transfer.received.appendLatin1(bytes)
            } else {
                transfer.received.appendRepairingUTF8(bytes)
            }
        }
        if read.bytesAfter > 0 {
            transfer.phase = .reading(offset: offset + read.bytes.count)
            transfer.deadline = now
            incoming[source] = transfer
            return
        }
        // The whole property (or chunk) is read; deleting it tells the owner so.
        XDeleteProperty(display, window, transfer.property)
        guard transfer.isIncremental else {
            succeed(transfer, now: now)
            return
        }
        statistics.incrementalChunksReceived += 1
        transfer.phase = .awaitingChunk
        transfer.deadline = now + timeout
        incoming[source] = transfer
    }

    /// The owner announced INCR: checks the announced size, then deletes the property to ask for the first chunk.
    ///
    /// The announcement should hold one format-32 integer, a lower bound of
    /// the size; some owners (xclip) store no value at all, which counts as
    /// an unknown size. The total is checked again as chunks arrive.
    private func beginIncrementalReceive(
        _ transfer: IncomingTransfer, for source: IncomingTextSource,
        announcement: PropertyRead, now: Double
    ) {
        var transfer = transfer
        guard announcement.format == 32 || announcement.itemCount == 0 else {
            XDeleteProperty(display, window, transfer.property)
            fail(
                transfer, .notText(type: name(of: announcement.type, format: announcement.format)), now: now,
                abandoned: false)
            return
        }
        let size = Int(announcement.values.first ?? 0)
        guard size <= maximumTransferBytes else {
            fail(transfer, .tooLarge(limit: maximumTransferBytes), now: now, abandoned: true)
            return
        }
        statistics.incrementalReceives += 1
        transfer.isIncremental = true
        transfer.phase = .awaitingChunk
        transfer.deadline = now + timeout
        incoming[source] = transfer
        XDeleteProperty(display, window, transfer.property)
    }

    /// How data of the read's type decodes, or nil when it is not 8-bit text.
    private func encoding(of read: PropertyRead) -> IncomingTransfer.Encoding? {
        guard read.format == 8 || (read.itemCount == 0 && read.bytesAfter == 0) else { return nil }
        if [atoms.utf8String, atoms.plainTextUTF8, atoms.plainText, atoms.uriList].contains(read.type) { return .utf8 }
        if read.type == atoms.string { return .latin1 }
        return nil
    }

    /// A type's name and format for failure reports, such as "ATOM/32".
    private func name(of type: Atom, format: Int32) -> String {
        guard type != Atom(None), let pointer = XGetAtomName(display, type) else { return "None" }
        defer { XFree(pointer) }
        return "\(String(cString: pointer))/\(format)"
    }
}
