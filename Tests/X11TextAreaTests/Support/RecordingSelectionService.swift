import CX11
import TextAreaCore

@testable import X11TextArea

/// A selection service that records what the window asks of it, and lets a test answer paste requests.
final class RecordingSelectionService: SelectionService {
    /// The snapshot texts owned, by pasteboard.
    var ownedTexts: [Pasteboard: String] = [:]
    /// The live providers owned, by pasteboard.
    var providers: [Pasteboard: () -> String?] = [:]
    /// The paste requests not yet answered, oldest first.
    var requests: [(pasteboard: Pasteboard, completion: (String?) -> Void)] = []
    /// How many times the window called ``tick(now:)``.
    var tickCount = 0
    var nextDeadline: Double? = nil

    func own(_ pasteboard: Pasteboard, storage: TextStorage, time: Time) {
        ownedTexts[pasteboard] = storage.string
        providers[pasteboard] = nil
    }

    func own(_ pasteboard: Pasteboard, time: Time, storageProvider: @escaping () -> TextStorage?) {
        providers[pasteboard] = { storageProvider()?.string }
        ownedTexts[pasteboard] = nil
    }

    func disown(_ pasteboard: Pasteboard, time: Time) {
        ownedTexts[pasteboard] = nil
        providers[pasteboard] = nil
    }

    func requestText(from pasteboard: Pasteboard, time: Time, completion: @escaping (String?) -> Void) {
        requests.append((pasteboard, completion))
    }

    func handle(_ event: inout XEvent) -> Bool { false }

    func tick(now: Double) {
        tickCount += 1
        nextDeadline = nil
    }
}
