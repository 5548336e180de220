import TextAreaCore

/// The fuzzer's delegate: applies a ``VetoRule`` and records every answer it gives.
public final class VetoingDelegate: TextAreaDelegate {
    /// The rule applied to proposed changes.
    public var rule: VetoRule = .allowAll
    /// Every change asked about since the last ``reset()``, with the answer.
    public private(set) var requests: [(range: Range<Int>, replacement: String, allowed: Bool)] = []
    /// Whether editing may end; a refusal keeps the area editing.
    public var allowsEnd = true

    /// Creates a delegate that allows everything.
    public init() {}

    /// Forgets the recorded requests.
    public func reset() { requests.removeAll(keepingCapacity: true) }

    /// Answers with the rule and records the request.
    public func textArea(_ textArea: TextArea, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        let allowed = rule.allows(range, replacementText)
        requests.append((range, replacementText, allowed))
        return allowed
    }

    /// Answers with ``allowsEnd``.
    public func textAreaShouldEndEditing(_ textArea: TextArea) -> Bool { allowsEnd }
}

/// The fuzzer's front end: keeps the clipboards and the paste requests, and counts redraws.
public final class FuzzHost: TextAreaHost {
    /// The text last written to each pasteboard.
    public private(set) var pasteboards: [Pasteboard: String] = [:]
    /// Paste requests not yet answered.
    public var pendingPastes: [(pasteboard: Pasteboard, offset: Int?)] = []
    /// How many redraws were asked for.
    public private(set) var displayRequests = 0

    /// Creates a host with empty pasteboards.
    public init() {}

    /// Counts the request.
    public func textAreaNeedsDisplay(_ textArea: TextArea) { displayRequests += 1 }

    /// Keeps the text.
    public func textArea(_ textArea: TextArea, write text: TextStorage, to pasteboard: Pasteboard) {
        pasteboards[pasteboard] = text.string
    }

    /// Queues the request; the fuzzer answers it after the command returns, as a window's event loop would.
    public func textArea(_ textArea: TextArea, requestPasteFrom pasteboard: Pasteboard, at offset: Int?) {
        pendingPastes.append((pasteboard, offset))
    }
}
