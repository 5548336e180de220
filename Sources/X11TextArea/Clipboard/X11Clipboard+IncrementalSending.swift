import CX11

extension X11Clipboard {
    /// Starts an INCR transfer: watches the requestor's window and stores the INCR announcement with the size.
    ///
    /// Returns false when the requestor's window is gone. A transfer already
    /// running on the same window and property is replaced.
    func beginIncrementalSend(
        of data: OutgoingData, type: Atom, in property: Atom, of requestor: Window,
        now: Double
    ) -> Bool {
        let key = OutgoingTransfer.Key(requestor: requestor, property: property)
        let (_, errors) = connection.trappingErrors {
            // Watch before announcing, so the requestor's first delete cannot be missed.
            XSelectInput(display, requestor, PropertyChangeMask | StructureNotifyMask)
            WindowProperty.write(
                display: display, window: requestor, property: property, type: atoms.incremental,
                values: [UInt(data.announcedLength)])
        }
        guard errors.isEmpty else {
            stopWatching(requestor)
            return false
        }
        outgoing[key] = OutgoingTransfer(
            type: type, data: data,
            chunkSize: data.chunkSize(threshold: incrementalThreshold),
            deadline: now + timeout)
        statistics.incrementalSendsStarted += 1
        statistics.mostConcurrentSends = max(statistics.mostConcurrentSends, outgoing.count)
        return true
    }

    /// Whether an INCR transfer is being served to `window`.
    func isRequestor(_ window: Window) -> Bool {
        outgoing.keys.contains { $0.requestor == window }
    }

    /// The requestor deleted the property: sends the next chunk, or the zero-length end marker after the last.
    func sendNextChunk(_ key: OutgoingTransfer.Key, now: Double) {
        guard var transfer = outgoing[key] else { return }
        let (chunk, end) = transfer.data.chunk(from: transfer.offset, size: transfer.chunkSize)
        let (_, errors) = connection.trappingErrors {
            WindowProperty.write(
                display: display, window: key.requestor, property: key.property, type: transfer.type,
                bytes: chunk)
        }
        noteTransferred(chunk.count)
        guard errors.isEmpty else {
            dropOutgoing(key)
            return
        }
        if chunk.isEmpty {
            outgoing[key] = nil
            statistics.incrementalSendsCompleted += 1
            stopWatching(key.requestor)
            return
        }
        transfer.offset = end
        transfer.deadline = now + timeout
        outgoing[key] = transfer
        statistics.incrementalChunksSent += 1
    }

    /// Gives up one INCR transfer whose requestor vanished or stopped reading.
    func dropOutgoing(_ key: OutgoingTransfer.Key) {
        guard outgoing.removeValue(forKey: key) != nil else { return }
        statistics.incrementalSendsDropped += 1
        stopWatching(key.requestor)
    }

    /// Gives up every INCR transfer to `requestor` (its window was destroyed).
    func dropOutgoing(to requestor: Window) {
        for key in outgoing.keys where key.requestor == requestor {
            outgoing[key] = nil
            statistics.incrementalSendsDropped += 1
        }
    }

    /// Stops receiving events from `requestor` once no transfer to it remains; a window that is gone is ignored.
    private func stopWatching(_ requestor: Window) {
        guard !isRequestor(requestor) else { return }
        _ = connection.trappingErrors {
            XSelectInput(display, requestor, NoEventMask)
        }
    }
}
