import CX11
import TextAreaCore

/// What this client serves for a selection it owns, and since when.
struct SelectionOwnership {
    /// Where the served text comes from.
    enum Content {
        /// Text copied at the moment ownership was taken (storage shares chunks, so later edits do not change it).
        case snapshot(TextStorage)
        /// Text asked for at each request (PRIMARY follows the live selection); nil refuses.
        case provider(() -> TextStorage?)
    }

    /// Where the served text comes from.
    let content: Content
    /// The server time at which ownership was taken (never `CurrentTime`).
    let time: Time

    /// The text to serve now, or nil to refuse.
    func currentText() -> TextStorage? {
        switch content {
        case .snapshot(let text): text
        case .provider(let provider): provider()
        }
    }

    /// Whether a request made at `requestTime` falls within this ownership (`CurrentTime` always does).
    func covers(_ requestTime: Time) -> Bool {
        requestTime == Time(CurrentTime) || !ServerTime.isEarlier(requestTime, than: time)
    }
}

/// Comparison of X server timestamps, which are 32-bit milliseconds that wrap around.
enum ServerTime {
    /// Whether `time` comes before `other`, allowing for wrap-around (about every 49.7 days).
    static func isEarlier(_ time: Time, than other: Time) -> Bool {
        Int32(truncatingIfNeeded: time &- other) < 0
    }
}
