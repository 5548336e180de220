/// Which side of a soft line break a caret at the break belongs to.
public enum SelectionAffinity: Hashable, Sendable {
    /// The end of the line before the break (where End puts the caret).
    case upstream
    /// The start of the line after the break (the usual case).
    case downstream
}
