import CX11
import TextAreaCore

extension X11Atoms {
    /// The selection atom of `pasteboard`.
    func selection(for pasteboard: Pasteboard) -> Atom {
        switch pasteboard {
        case .clipboard: clipboard
        case .primary: primary
        }
    }

    /// The pasteboard a selection atom names, or nil for selections this client does not handle (SECONDARY, ...).
    func pasteboard(for selection: Atom) -> Pasteboard? {
        if selection == clipboard { return .clipboard }
        if selection == primary { return .primary }
        return nil
    }

    /// What a selection atom is read for, or nil for selections this client never asks for.
    func textSource(for selection: Atom) -> IncomingTextSource? {
        if selection == dropSelection { return .drop }
        return pasteboard(for: selection).map { .pasteboard($0) }
    }

    /// The selection atom a source is read from.
    func selection(for source: IncomingTextSource) -> Atom {
        switch source {
        case .pasteboard(let pasteboard): selection(for: pasteboard)
        case .drop: dropSelection
        }
    }

    /// The targets an owner answers, in the order TARGETS lists them.
    var supportedTargets: [Atom] {
        [targets, multiple, timestamp] + textTargets
    }

    /// The targets an owner answers with text, best first; also what a clipboard manager is asked to save.
    var textTargets: [Atom] {
        [utf8String, plainTextUTF8, text, string]
    }

    /// The text types a drop is accepted in, most wanted first.
    var acceptedDropTypes: [Atom] {
        [plainTextUTF8, utf8String, plainText, uriList]
    }
}
