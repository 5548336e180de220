import CX11
import TextAreaCore

@testable import X11TextArea

/// A request for text made without pumping, so the test can step the pump and the clipboard's clock itself; the answers collect as the clipboard delivers them.
final class PendingTextRequest {
    /// Every value the completion got so far (exactly one is expected, in the end).
    private(set) var answers: [String?] = []

    /// Asks `clipboard` for the text of `pasteboard`.
    init(_ clipboard: X11Clipboard, from pasteboard: Pasteboard) {
        clipboard.requestText(from: pasteboard, time: Time(CurrentTime)) { [weak self] in self?.answers.append($0) }
    }
}

extension X11Clipboard {
    /// Calls ``tick(now:)`` a millisecond before ``nextDeadline`` and then at it, on a clock the test moves ahead; returns the deadline and what `state` said after each call, or nil when no deadline is set.
    ///
    /// What the clipboard gives up at a deadline, it must give up at that
    /// tick and not at the one before: the timeout is checked on the
    /// clipboard's own clock, without waiting for it.
    func tickAroundNextDeadline<State>(
        _ state: () -> State
    ) -> (deadline: Double, justBefore: State, at: State)? {
        guard let deadline = nextDeadline else { return nil }
        tick(now: deadline - 0.001)
        let justBefore = state()
        tick(now: deadline)
        return (deadline, justBefore, state())
    }
}
