import Glibc
import StandardStreams

/// Lines on standard error that say what the window did, for tests and bug reports to wait on: written only when the environment variable `TEXTAREA_TRACE` is set (to anything but empty or `0`).
///
/// Each line is `textarea-trace: EVENT` followed by `key=value` details,
/// written in one `write(2)`, so lines from the save thread and the event
/// loop never interleave. The events:
///
/// - `ready window=ID input-method=server|local|none`: the first frame is on
///   the screen and the input method is open.
/// - `input-method context style=STYLE server=yes|no`: a new input context.
/// - `input-method focus=on|off`: the context gained or lost the focus; keys
///   typed after `focus=on` reach the input method.
/// - `input-method gone`: the server went away.
/// - `composition length=N` / `composition ended`: the on-the-spot
///   composition changed or ended.
/// - `key keycode=N keysym=HEX text-bytes=N`: a key press was handled (an
///   input method's commit has keycode 0).
/// - `key-frame received-to-flushed-us=N processor-us=N`: the frame of a key
///   press went to the server: the microseconds from the key press leaving
///   Xlib's queue to the flush after the copy, and the processor time the
///   event loop's thread used meanwhile (`Scripts/key-spans.sh` reads them).
/// - `settings manager=yes|no dark=0|1 scale=F blink=0|1 font=PATTERN`: the
///   desktop's settings (XSETTINGS, `Xft.*` resources) were applied.
/// - anything an application adds through ``record(_:_:)``, such as the
///   demo's `saved change=N bytes=N`.
public enum EventTrace {
    /// Whether trace lines are written.
    public static let isEnabled: Bool = {
        guard let value = getenv("TEXTAREA_TRACE") else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }()

    /// What every trace line starts with.
    public static let prefix = "textarea-trace: "

    /// Writes `event` and its `details` as one line when tracing is on; the details are not built otherwise.
    public static func record(_ event: String, _ details: @autoclosure () -> String = "") {
        guard isEnabled else { return }
        let detail = details()
        StandardError.writeLine(prefix + (detail.isEmpty ? event : event + " " + detail))
    }
}
