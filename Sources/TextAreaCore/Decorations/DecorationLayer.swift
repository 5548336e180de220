/// A named set of decorations that an application sets and clears as one (spelling, search results, mentions), with
/// what an edit does to the decorations it reaches.
///
/// Layers are told apart by name and edit behaviour. They draw in the order
/// they were first given decorations, later layers over earlier ones.
public struct DecorationLayer: Hashable, Sendable {
    /// What an edit that overlaps or touches a decoration does to it.
    public enum EditBehavior: Hashable, Sendable {
        /// The decoration goes: the text it marked changed, so whoever set it decides again (spelling).
        case remove
        /// The decoration stretches over text inserted inside it or at either end, and shrinks when text in it is
        /// deleted, as `QTextEdit` extra selections do; it goes when all its text is deleted.
        case stretch
    }

    /// The layer's name.
    public let name: String
    /// What an edit inside (or touching) one of the layer's decorations does to it.
    public let editBehavior: EditBehavior

    /// Creates a layer named `name` whose decorations stretch with edits unless told otherwise.
    public init(_ name: String, editBehavior: EditBehavior = .stretch) {
        self.name = name
        self.editBehavior = editBehavior
    }

    /// The layer a spelling checker marks misspelled words in; an edit touching a marked word removes its mark.
    public static let spelling = DecorationLayer("spelling", editBehavior: .remove)
}
