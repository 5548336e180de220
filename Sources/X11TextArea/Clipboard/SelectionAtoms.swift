import CX11
import Glibc
import TextAreaCore

/// The atoms the selection code speaks in, interned once in one round trip.
struct SelectionAtoms {
    /// The CLIPBOARD selection.
    let clipboard: Atom
    /// The PRIMARY selection.
    let primary: Atom
    /// The target that lists the supported targets.
    let targets: Atom
    /// The target that asks for several conversions at once.
    let multiple: Atom
    /// The target that asks for the time ownership was taken.
    let timestamp: Atom
    /// UTF-8 text, as target and as property type.
    let utf8String: Atom
    /// ISO Latin-1 text, as target and as property type.
    let string: Atom
    /// Text in an encoding the owner chooses (served as UTF-8).
    let text: Atom
    /// The MIME name of UTF-8 text, as target and as property type.
    let plainTextUTF8: Atom
    /// Plain text without a charset (dropped text; read as UTF-8, repaired).
    let plainText: Atom
    /// A list of URIs, one a line (dropped files and links; read as UTF-8, repaired).
    let uriList: Atom
    /// The selection that holds the text of a drag and drop (XDND).
    let dropSelection: Atom
    /// The property type that announces an incremental transfer.
    let incremental: Atom
    /// The property type of atom lists.
    let atom: Atom
    /// The property type of the MULTIPLE request's pairs.
    let atomPair: Atom
    /// The property type of TIMESTAMP answers.
    let integer: Atom
    /// The property on our own window that yields a server timestamp when appended to.
    let timestampProperty: Atom
    /// The selection a clipboard manager owns while it runs.
    let clipboardManager: Atom
    /// The target that asks the clipboard manager to save CLIPBOARD.
    let saveTargets: Atom
    /// The property on our own window that lists the targets the clipboard manager should save.
    let saveTargetsProperty: Atom

    /// Interns every atom on `display`.
    init(display: OpaquePointer) {
        let names = [
            "CLIPBOARD", "PRIMARY", "TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "STRING",
            "TEXT", "text/plain;charset=utf-8", "INCR", "ATOM", "ATOM_PAIR", "INTEGER",
            "_TEXTAREA_TIMESTAMP", "CLIPBOARD_MANAGER", "SAVE_TARGETS", "_TEXTAREA_SAVE_TARGETS",
            "text/plain", "text/uri-list", "XdndSelection",
        ]
        let values = Self.intern(names, on: display)
        clipboard = values[0]
        primary = values[1]
        targets = values[2]
        multiple = values[3]
        timestamp = values[4]
        utf8String = values[5]
        string = values[6]
        text = values[7]
        plainTextUTF8 = values[8]
        incremental = values[9]
        atom = values[10]
        atomPair = values[11]
        integer = values[12]
        timestampProperty = values[13]
        clipboardManager = values[14]
        saveTargets = values[15]
        saveTargetsProperty = values[16]
        plainText = values[17]
        uriList = values[18]
        dropSelection = values[19]
    }

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

    /// Interns `names` with one `XInternAtoms` round trip.
    static func intern(_ names: [String], on display: OpaquePointer) -> [Atom] {
        var pointers: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        _ = XInternAtoms(display, &pointers, Int32(names.count), 0, &atoms)
        return atoms
    }
}
