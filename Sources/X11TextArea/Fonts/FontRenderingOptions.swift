import CX11

/// How Xft renders glyphs: antialiasing, hinting and its strength, and the order of a screen's subpixels.
///
/// Each option left nil is left to Xft, which takes it from the `Xft.*`
/// resources as Xlib read them when the display was opened, then from
/// fontconfig's configuration. The window sets these from the desktop's
/// XSETTINGS (`Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA`),
/// or from the `Xft.antialias`, `Xft.hinting`, `Xft.hintstyle` and `Xft.rgba`
/// resources when no settings manager runs.
public struct FontRenderingOptions: Hashable, Sendable {
    /// How strongly outlines are fitted to the pixel grid.
    public enum HintStyle: String, Hashable, Sendable, CaseIterable {
        /// No fitting.
        case none = "hintnone"
        /// Vertical fitting only.
        case slight = "hintslight"
        /// A middle strength.
        case medium = "hintmedium"
        /// Full fitting.
        case full = "hintfull"
    }

    /// The order of a screen's subpixels, for subpixel antialiasing.
    public enum SubpixelOrder: String, Hashable, Sendable, CaseIterable {
        /// Greyscale antialiasing.
        case none
        /// Red, green, blue from left to right.
        case rgb
        /// Blue, green, red from left to right.
        case bgr
        /// Red, green, blue from top to bottom.
        case vrgb
        /// Blue, green, red from top to bottom.
        case vbgr
    }

    /// Whether glyph edges are antialiased; nil leaves it to Xft.
    public var antialias: Bool?
    /// Whether outlines are hinted; nil leaves it to Xft.
    public var hinting: Bool?
    /// How strongly outlines are hinted; nil leaves it to Xft.
    public var hintStyle: HintStyle?
    /// The subpixel order; nil leaves it to Xft.
    public var subpixelOrder: SubpixelOrder?

    /// Creates options; each nil option is left to Xft.
    public init(
        antialias: Bool? = nil, hinting: Bool? = nil, hintStyle: HintStyle? = nil,
        subpixelOrder: SubpixelOrder? = nil
    ) {
        self.antialias = antialias
        self.hinting = hinting
        self.hintStyle = hintStyle
        self.subpixelOrder = subpixelOrder
    }

    /// No option set: everything as Xft and fontconfig choose.
    public static let unset = FontRenderingOptions()

    /// These options, each nil one taken from `fallback`.
    public func filled(from fallback: FontRenderingOptions) -> FontRenderingOptions {
        FontRenderingOptions(
            antialias: antialias ?? fallback.antialias, hinting: hinting ?? fallback.hinting,
            hintStyle: hintStyle ?? fallback.hintStyle, subpixelOrder: subpixelOrder ?? fallback.subpixelOrder)
    }

    /// Sets the options that are not nil on a fontconfig pattern, replacing what it held, before Xft's substitutions.
    func apply(to pattern: OpaquePointer) {
        if let antialias {
            FcPatternDel(pattern, FC_ANTIALIAS)
            FcPatternAddBool(pattern, FC_ANTIALIAS, antialias ? 1 : 0)
        }
        if let hinting {
            FcPatternDel(pattern, FC_HINTING)
            FcPatternAddBool(pattern, FC_HINTING, hinting ? 1 : 0)
        }
        if let hintStyle {
            FcPatternDel(pattern, FC_HINT_STYLE)
            FcPatternAddInteger(pattern, FC_HINT_STYLE, hintStyle.fontconfigValue)
        }
        if let subpixelOrder {
            FcPatternDel(pattern, FC_RGBA)
            FcPatternAddInteger(pattern, FC_RGBA, subpixelOrder.fontconfigValue)
        }
    }
}

extension FontRenderingOptions.HintStyle {
    /// Fontconfig's `FC_HINT_*` constant.
    var fontconfigValue: Int32 {
        switch self {
        case .none: Int32(FC_HINT_NONE)
        case .slight: Int32(FC_HINT_SLIGHT)
        case .medium: Int32(FC_HINT_MEDIUM)
        case .full: Int32(FC_HINT_FULL)
        }
    }

    /// The style of fontconfig's `FC_HINT_*` constant, or of an `Xft.hintstyle` resource's number (0…3).
    init?(fontconfigValue: Int32) {
        guard let style = Self.allCases.first(where: { $0.fontconfigValue == fontconfigValue }) else { return nil }
        self = style
    }
}

extension FontRenderingOptions.SubpixelOrder {
    /// Fontconfig's `FC_RGBA_*` constant.
    var fontconfigValue: Int32 {
        switch self {
        case .none: Int32(FC_RGBA_NONE)
        case .rgb: Int32(FC_RGBA_RGB)
        case .bgr: Int32(FC_RGBA_BGR)
        case .vrgb: Int32(FC_RGBA_VRGB)
        case .vbgr: Int32(FC_RGBA_VBGR)
        }
    }
}
