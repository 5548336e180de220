import TextAreaCore

/// Someone waiting for selection text, in the form they asked for: a string, or storage that never needs one big string.
enum TextCompletion {
    /// Wants a `String` (``SelectionService/requestText(from:time:completion:)``).
    case string((String?) -> Void)
    /// Wants storage (``SelectionService/requestTextStorage(from:time:completion:)``).
    case storage((TextStorage?) -> Void)

    /// Delivers text: received from another client (built as storage while it arrived) or served by this client itself.
    func deliver(_ text: TextStorage?) {
        switch self {
        case .string(let completion): completion(text.map(\.string))
        case .storage(let completion): completion(text)
        }
    }

    /// Tells the waiter no text came.
    func fail() {
        switch self {
        case .string(let completion): completion(nil)
        case .storage(let completion): completion(nil)
        }
    }
}
