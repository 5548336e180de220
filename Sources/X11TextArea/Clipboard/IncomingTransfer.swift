import CX11
import TextAreaCore

/// One request for selection text in flight: this client is the requestor.
///
/// # Invariants
/// - Exactly one transfer per source (a pasteboard, or a drop); later
///   requests for the same source join it through ``completions``.
/// - ``property`` is reserved in the ``TransferPropertyPool`` until the
///   transfer ends.
struct IncomingTransfer {
    /// What the transfer waits for.
    enum Phase: Equatable {
        /// `XConvertSelection` was sent; waiting for SelectionNotify.
        case awaitingNotification
        /// Reading the property in pieces; `offset` bytes of the current property (or chunk) are read.
        case reading(offset: Int)
        /// Incremental transfer: the last chunk was read and deleted; waiting for the next one.
        case awaitingChunk
    }

    /// How the received bytes are decoded.
    enum Encoding {
        /// UTF8_STRING (and text/plain;charset=utf-8): decoded with repair.
        case utf8
        /// STRING: every byte is a Latin-1 scalar.
        case latin1
    }

    /// The selection asked for.
    let selection: Atom
    /// The property on our window the owner stores the answer in.
    let property: Atom
    /// The timestamp sent with the conversion request.
    let requestTime: Time
    /// The target asked for: for a pasteboard UTF8_STRING first, then STRING; for a drop the type chosen from those offered.
    var target: Atom
    /// The target asked for when the owner refuses ``target``, or nil when a refusal ends the request.
    var fallbackTarget: Atom?
    /// What the transfer waits for.
    var phase: Phase = .awaitingNotification
    /// Whether the owner answered with INCR.
    var isIncremental = false
    /// The encoding, known from the type of the first data read.
    var encoding: Encoding? = nil
    /// The text received so far, decoded and cut into storage chunks as it arrived.
    var received = TextStorageBuilder()
    /// Everyone waiting for this text, in request order.
    var completions: [TextCompletion]
    /// When the owner's silence ends the transfer; while reading, when the next piece is due.
    var deadline: Double
}
