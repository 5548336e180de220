/// Why a request for selection text ended without text.
public enum SelectionTransferFailure: Equatable, Sendable, CustomStringConvertible {
    /// The selection has no owner, or the owner could convert it neither to UTF8_STRING nor to STRING.
    case refused
    /// The owner did not answer, or stopped sending an incremental transfer, within the timeout.
    case timedOut
    /// The owner answered with a property of a type or format that is not text (the type's name when known).
    case notText(type: String)
    /// The owner reported success but left no property to read.
    case missingProperty
    /// The text is larger than ``X11Clipboard/maximumTransferBytes``.
    case tooLarge(limit: Int)

    /// One sentence for logs.
    public var description: String {
        switch self {
        case .refused: "the selection has no owner, or the owner offers no text"
        case .timedOut: "the selection owner did not answer in time"
        case .notText(let type): "the selection owner answered with '\(type)', which is not text"
        case .missingProperty: "the selection owner reported success but stored nothing"
        case .tooLarge(let limit): "the selection is larger than the limit of \(limit) bytes"
        }
    }
}
