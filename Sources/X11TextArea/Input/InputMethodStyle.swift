import CX11

/// How an X input method shows the text being composed (its preedit), from the most integrated to the least.
///
/// A window asks for the styles it accepts, in order of preference, and
/// uses the first one the input method offers.
public enum InputMethodStyle: String, CaseIterable, Sendable {
    /// On the spot (`XIMPreeditCallbacks`): the input method hands the composition to the window, which shows it as underlined marked text in the focused area, where the placeholder hides.
    case onTheSpot = "on-the-spot"
    /// Over the spot (`XIMPreeditPosition`): the input method draws the composition in its own window at the caret.
    case overTheSpot = "over-the-spot"
    /// Root (`XIMPreeditNothing`): the input method shows the composition in its own window, or composes without showing anything (Xlib's own compose keys).
    case root

    /// Every style, most integrated first: the default preference.
    public static let preferenceOrder: [InputMethodStyle] = [.onTheSpot, .overTheSpot, .root]

    /// The X preedit flag of the style.
    var preeditFlag: XIMStyle {
        switch self {
        case .onTheSpot: XIMStyle(XIMPreeditCallbacks)
        case .overTheSpot: XIMStyle(XIMPreeditPosition)
        case .root: XIMStyle(XIMPreeditNothing)
        }
    }

    /// The X styles that stand for this one, in order of preference: no status area is ever drawn by the window.
    var candidates: [XIMStyle] {
        let statuses = [XIMStyle(XIMStatusNothing), XIMStyle(XIMStatusNone)]
        var styles = statuses.map { preeditFlag | $0 }
        if self == .root {
            // An input method that composes nothing visible offers "none" instead.
            styles += statuses.map { XIMStyle(XIMPreeditNone) | $0 }
        }
        return styles
    }

    /// The X styles to try for an input method offering `supported`, following `preference`: each with the window's style for it.
    ///
    /// When the input method does not say what it supports (nil), the
    /// root style is tried alone, as every input method accepts it.
    static func choices(
        offered supported: [XIMStyle]?,
        preference: [InputMethodStyle]
    ) -> [(style: InputMethodStyle, xStyle: XIMStyle)] {
        guard let supported else {
            return preference.contains(.root) ? [(.root, XIMStyle(XIMPreeditNothing | XIMStatusNothing))] : []
        }
        var choices: [(style: InputMethodStyle, xStyle: XIMStyle)] = []
        for style in preference {
            for candidate in style.candidates where supported.contains(candidate) {
                choices.append((style, candidate))
            }
        }
        return choices
    }
}
