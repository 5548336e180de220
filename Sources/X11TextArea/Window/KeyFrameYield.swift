import CX11
import Glibc
import TextAreaCore

/// The moment the event loop leaves the processors to the X server after flushing a key press's frame.
///
/// The key's pixels reach the screen only once the server has drawn the
/// frame and a compositor (or anything timing the window) has seen it.
/// Whatever the loop does right after the flush (the key's release, the
/// input method's spot, timers, the next turn's bookkeeping) competes with
/// them for the processors: on two cores it kept the damage from being
/// seen for about 45 µs more per key. So the loop first pauses for
/// ``pause``, unless a key press is already waiting (key repeat, fast
/// typing), which it then handles at once.
///
/// The pause does not watch the connection: the server sends the key's
/// release while it draws, and waking for it cost the drawing most of what
/// the pause saves. A key press that arrives during the pause waits for
/// its end, at most half a millisecond.
enum KeyFrameYield {
    /// How long the loop pauses after flushing a key press's frame, in seconds.
    static let pause = 0.000_5

    /// Pauses for ``pause`` unless a key press is waiting; returns how long it paused, in seconds.
    static func wait(on connection: X11Connection) -> Double {
        let display = connection.display
        // What already came is read, so a key press still in the socket counts as waiting.
        _ = XEventsQueued(display, QueuedAfterReading)
        guard !queueHoldsKeyPress(display) else { return 0 }
        let start = MonotonicClock.now()
        var request = timespec(tv_sec: 0, tv_nsec: Int(pause * 1_000_000_000))
        _ = nanosleep(&request, nil)
        return MonotonicClock.now() - start
    }

    /// Whether Xlib's event queue holds a key press, looked at without taking anything from it.
    static func queueHoldsKeyPress(_ display: OpaquePointer) -> Bool {
        guard XEventsQueued(display, QueuedAlready) > 0 else { return false }
        var found: Int32 = 0
        var event = XEvent()
        withUnsafeMutablePointer(to: &found) { pointer in
            // The predicate never matches, so nothing leaves the queue; it only notes a key press in passing.
            _ = XCheckIfEvent(
                display, &event,
                { _, event, argument in
                    guard let event, let argument, event.pointee.type == KeyPress else { return 0 }
                    UnsafeMutableRawPointer(argument).storeBytes(of: 1, as: Int32.self)
                    return 0
                }, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
        return found != 0
    }
}
