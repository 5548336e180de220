import CX11
import TextAreaCore

@testable import X11TextArea

/// What the turns of a window's event loop did over part of a test: how many ran, and how much selection data they moved.
///
/// A turn is one ``TextAreaWindow/processEvents(maximumWait:)`` call. The
/// bytes are those the clipboard counts in
/// ``SelectionStatistics/bytesTransferred``: read from the owner's
/// properties or written to a requestor's.
struct TurnTally {
    /// How many turns ran.
    var turns = 0
    /// Bytes of selection data moved by all of them.
    var bytes = 0
    /// The most bytes of selection data one turn moved.
    var mostBytesInOneTurn = 0

    /// Both tallies, as if their turns had run in one stretch.
    func combined(with other: TurnTally) -> TurnTally {
        TurnTally(
            turns: turns + other.turns, bytes: bytes + other.bytes,
            mostBytesInOneTurn: max(mostBytesInOneTurn, other.mostBytesInOneTurn))
    }
}

extension WindowFixture {
    /// Runs turns of the window's loop, servicing `process`, until `condition` holds or `timeout` seconds pass; returns whether it held and what the turns did with `clipboard`'s data.
    ///
    /// `condition` is checked before each turn. The timeout only ends a
    /// test that is stuck; nothing is asserted about time.
    func runTurns(
        servicing process: BackgroundProcess? = nil, counting clipboard: X11Clipboard? = nil,
        timeout: Double, until condition: () -> Bool
    ) -> (done: Bool, tally: TurnTally) {
        var tally = TurnTally()
        let deadline = MonotonicClock.now() + timeout
        while !condition() {
            if MonotonicClock.now() > deadline { return (false, tally) }
            process?.service()
            let before = clipboard?.statistics.bytesTransferred ?? 0
            window.processEvents(maximumWait: 0.02)
            let moved = (clipboard?.statistics.bytesTransferred ?? 0) - before
            tally.turns += 1
            tally.bytes += moved
            tally.mostBytesInOneTurn = max(tally.mostBytesInOneTurn, moved)
        }
        process?.service()
        return (true, tally)
    }

    /// Sends a key press of `keysym` to the window through the server, as ``press(_:state:)`` does, but leaves it to the next turns to handle.
    func sendKey(_ keysym: Int32, state: Int32 = 0) {
        let display = connection.display
        var event = XEvent()
        event.xkey.type = KeyPress
        event.xkey.display = display
        event.xkey.window = window.windowID
        event.xkey.root = connection.rootWindow
        event.xkey.state = UInt32(state)
        event.xkey.keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
        event.xkey.same_screen = 1
        XSendEvent(display, window.windowID, 0, KeyPressMask, &event)
        connection.sync()
    }
}
