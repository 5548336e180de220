// The attributed placeholder: runs of colour, weight, slant and underline in the placeholder font's family and size.
extension TextArea {
    /// The placeholder with attributes: runs of colour (nil: ``placeholderColor``), weight, slant and underline, in
    /// ``effectivePlaceholderFont``'s family and size; nil when there is no placeholder.
    ///
    /// As in UIKit, the two properties are one: setting this sets
    /// ``placeholder`` to its string, and setting ``placeholder`` makes this
    /// the same string without attributes.
    public var attributedPlaceholder: AttributedText? {
        get {
            guard let placeholder else { return nil }
            if let placeholderAttributes, Array(placeholderAttributes.string.utf8) == Array(placeholder.utf8) {
                return placeholderAttributes
            }
            return AttributedText(placeholder)
        }
        set {
            let string = newValue?.string
            if string.map({ Array($0.utf8) }) != placeholder.map({ Array($0.utf8) }) { placeholder = string }
            let attributes = newValue.flatMap { $0.runs.allSatisfy { $0.attributes == .plain } ? nil : $0 }
            if attributes != placeholderAttributes {
                placeholderAttributes = attributes
                placeholderDidChange()
            }
        }
    }

    /// What the placeholder's layout lays out: its attributed runs when it has attributes, else its string.
    var placeholderContent: LaidOutText.Content? {
        guard let placeholder, !placeholder.isEmpty else { return nil }
        if let placeholderAttributes, Array(placeholderAttributes.string.utf8) == Array(placeholder.utf8) {
            return .attributed(placeholderAttributes)
        }
        return .plain(placeholder)
    }
}
