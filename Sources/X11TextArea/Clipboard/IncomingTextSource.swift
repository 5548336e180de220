import TextAreaCore

/// What a request for text reads from: a pasteboard the user pastes from, or the text of a drop from another program.
///
/// Both travel the same way (a selection converted into a property on the
/// clipboard's window, read in bounded pieces, INCR when large), so one
/// transfer machine serves both; at most one request per source is in flight.
enum IncomingTextSource: Hashable {
    /// CLIPBOARD or PRIMARY.
    case pasteboard(Pasteboard)
    /// `XdndSelection`, converted when another program drops text on the window.
    case drop
}
