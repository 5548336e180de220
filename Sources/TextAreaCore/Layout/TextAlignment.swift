/// How lines of text, and the placeholder, sit between the left and right insets.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush with each paragraph's leading edge: left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
