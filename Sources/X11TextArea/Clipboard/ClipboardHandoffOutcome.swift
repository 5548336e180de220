/// How the last hand-over of CLIPBOARD to a clipboard manager ended (see ``X11Clipboard/handOverClipboardToManager()``).
public enum ClipboardHandoffOutcome: Equatable, Sendable, CustomStringConvertible {
    /// This client did not own CLIPBOARD, so there was nothing to hand over.
    case notOwner
    /// No clipboard manager runs (CLIPBOARD_MANAGER has no owner); nothing was waited for.
    case noManager
    /// The clipboard manager answered SAVE_TARGETS with success: it holds the text now.
    case saved
    /// The clipboard manager answered SAVE_TARGETS with failure.
    case refused
    /// The clipboard manager did not answer within ``X11Clipboard/handoffTimeout``.
    case timedOut
    /// The connection to the X server was lost, so nothing could be handed over.
    case connectionLost

    /// One sentence for logs.
    public var description: String {
        switch self {
        case .notOwner: "this client does not own the clipboard"
        case .noManager: "no clipboard manager runs"
        case .saved: "the clipboard manager saved the clipboard"
        case .refused: "the clipboard manager refused to save the clipboard"
        case .timedOut: "the clipboard manager did not answer in time"
        case .connectionLost: "the connection to the X server was lost"
        }
    }
}
