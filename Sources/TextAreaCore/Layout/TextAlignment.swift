/// How lines of text, and the placeholder, sit between the left and right insets.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
