import CX11
import StandardStreams
import TextAreaCore

/// Measures text with Xft fonts matched through fontconfig, with glyph fallback for scripts and symbols the chosen font lacks.
///
/// A `Font` becomes a fontconfig pattern (`Font.pattern`) scaled for the
/// screen's resolution (the `Xft.dpi` resource, 96 when unset). Each scalar
/// is drawn by the primary font when it has the glyph, otherwise by a
/// fallback font found once per code point (see ``fallbackSearchCount``);
/// code points no font has are drawn with the primary font. Text is shaped
/// with HarfBuzz (see ``shapedRun(of:font:isRightToLeft:)``): kerning,
/// ligatures, joining scripts and emoji sequences, so widths are not
/// additive (``isAdditive`` is false) and a run's width is the sum of its
/// shaped glyphs' advances. Controls such as tabs and line breaks measure
/// zero.
///
/// Widths are cached in a `WidthCache` (``widthCache``) keyed by font and run bytes, so
/// measuring an unchanged word again is one hash lookup.
///
/// A font that cannot be opened is reported once on standard error and
/// measured with the default font instead. Fonts are closed when the
/// measurer goes away.
///
/// Like every X11 object, a measurer stays on the thread of its connection.
public final class XftMeasurer: TextMeasurer {
    /// The connection the fonts are opened on.
    public let connection: X11Connection
    /// The resolution fonts are scaled for, in dots per inch, within ``ScaleLimits/dpi``; ``changeResolution(to:)`` changes it.
    public private(set) var dpi: Double
    /// The application's font: the areas and labels added to a window that measures with this measurer take it unless
    /// their font was set, and text in a font that cannot be opened is measured in it.
    ///
    /// Without a font given to the initializer, it is `Font.standard`
    /// until a window follows the desktop's font (see ``followsDesktopFont``).
    public private(set) var defaultFont: TextAreaCore.Font
    /// Whether a window measuring with this measurer replaces ``defaultFont`` with the desktop's font (XSETTINGS
    /// `Gtk/FontName`); true when the initializer was given no font, so a font the application chose stays.
    public var followsDesktopFont: Bool
    /// How glyphs are rendered (antialiasing, hinting, subpixel order); ``changeRenderingOptions(to:)`` changes it.
    public private(set) var renderingOptions = FontRenderingOptions.unset
    /// The cache of run widths in front of Xft.
    public let widthCache: WidthCache

    private var entries: [TextAreaCore.Font: XftFontEntry] = [:]
    private var openedEntries: [XftFontEntry] = []
    private var lastFont: TextAreaCore.Font
    private var lastEntry: XftFontEntry
    private var reportedFonts: Set<TextAreaCore.Font> = []

    /// Opens `defaultFont`, the application's font (`Font.standard` when nil, then following the desktop's font), on `connection`; `dpi` overrides the server's `Xft.dpi`.
    ///
    /// `widthCache` must belong to this measurer alone: its keys use font
    /// numbers that only mean something to the measurer that made them.
    ///
    /// - Throws: ``X11Error/noUsableFont(pattern:)`` when not even the
    ///   default font can be opened (no fonts are installed).
    public init(
        connection: X11Connection, defaultFont: TextAreaCore.Font? = nil, dpi: Double? = nil,
        widthCache: WidthCache = WidthCache()
    ) throws {
        precondition(dpi.map { $0 > 0 && $0.isFinite } ?? true, "The resolution must be positive")
        self.connection = connection
        self.dpi = dpi.flatMap { ScaleLimits.clampedDPI($0, source: "resolution") } ?? connection.fontDPI
        followsDesktopFont = defaultFont == nil
        let defaultFont = defaultFont ?? .standard
        self.defaultFont = defaultFont
        self.widthCache = widthCache
        guard
            let entry = XftFontEntry(
                font: defaultFont, identity: 0, display: connection.display,
                screen: connection.screen, dpi: self.dpi)
        else {
            throw X11Error.noUsableFont(pattern: defaultFont.pattern)
        }
        entries[defaultFont] = entry
        openedEntries.append(entry)
        lastFont = defaultFont
        lastEntry = entry
        warnIfSubstituted(defaultFont, entry: entry)
    }

    deinit {
        // Close while the connection is certainly still open.
        for entry in openedEntries { entry.close() }
    }

    /// Opens `font` now rather than on first use.
    ///
    /// - Throws: ``X11Error/noUsableFont(pattern:)`` when it cannot be
    ///   opened; measuring it would fall back to ``defaultFont``.
    public func load(_ font: TextAreaCore.Font) throws {
        if font == defaultFont { return }
        // Already open, and not standing in for a font that failed to open.
        if let existing = entries[font], existing !== entries[defaultFont] { return }
        guard let entry = open(font) else { throw X11Error.noUsableFont(pattern: font.pattern) }
        entries[font] = entry
        if lastFont == font { lastEntry = entry }
    }

    /// Scales every font for `dpi` (held to ``ScaleLimits/dpi``) from now on (a HiDPI screen, or `Xft.dpi` changed); widths measured before do not apply to the fonts opened after.
    ///
    /// Fonts opened at the old resolution stay open until the measurer goes
    /// away (a drawing may still hold them), and keep their own width-cache
    /// keys, so nothing measured at one resolution is used at another.
    public func changeResolution(to dpi: Double) {
        precondition(dpi > 0 && dpi.isFinite, "The resolution must be positive")
        guard let dpi = ScaleLimits.clampedDPI(dpi, source: "resolution"), dpi != self.dpi else { return }
        self.dpi = dpi
        reopenFonts()
    }

    /// Renders every font with `options` from now on (the desktop's settings changed); fonts reopen as a new resolution reopens them.
    public func changeRenderingOptions(to options: FontRenderingOptions) {
        guard options != renderingOptions else { return }
        renderingOptions = options
        reopenFonts()
    }

    /// Makes `font` the default font (the desktop's font changed); returns false, keeping the old one, when it cannot be opened.
    @discardableResult
    func changeDefaultFont(to font: TextAreaCore.Font) -> Bool {
        guard font != defaultFont else { return true }
        // An entry that stands in for a font that failed to open is the old default's, not the font's.
        let existing = entries[font].flatMap { $0 === entries[defaultFont] ? nil : $0 }
        guard let entry = existing ?? open(font) else { return false }
        defaultFont = font
        entries[font] = entry
        lastFont = font
        lastEntry = entry
        return true
    }

    /// Forgets the open fonts so each opens again at the current resolution and options, the default one at once.
    private func reopenFonts() {
        let previousDefault = entries[defaultFont]
        entries = [:]
        // Should the default font fail to open now, the old one stands in (its size is then not the new one's).
        guard let entry = open(defaultFont) ?? previousDefault else { return }
        entries[defaultFont] = entry
        lastFont = defaultFont
        lastEntry = entry
    }

    /// Returns the primary font's ascent, descent and height, in pixels.
    public func metrics(for font: TextAreaCore.Font) -> FontMetrics {
        let primary = entry(for: font).primary.pointee
        return FontMetrics(
            ascent: Double(primary.ascent), descent: Double(primary.descent),
            lineHeight: Double(primary.height))
    }

    /// False: shaped text is measured in whole runs, never cluster by cluster.
    public var isAdditive: Bool { false }

    /// Measures each run as the sum of its shaped glyphs' advances, rounded to a whole pixel.
    ///
    /// The layout measures a line in pieces (a word, a space), so every
    /// piece advances a whole number of pixels, as Xft places each glyph on
    /// a whole pixel anyway. Text after an edited word then moves by whole
    /// pixels and looks exactly as it did, so the window can move its pixels
    /// instead of drawing its glyphs again.
    public func measure(
        runs: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: TextAreaCore.Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(widths.count >= runs.count, "One width slot is needed per run")
        let entry = entry(for: font)
        for index in 0..<runs.count {
            let run = UnsafeBufferPointer(rebasing: text[runs[index]])
            if let width = entry.asciiWidth(run) {
                widths[index] = width.rounded()
                continue
            }
            if let cached = widthCache.width(font: entry.identity, utf8: run) {
                widths[index] = cached
                continue
            }
            let width = entry.shape(run, isRightToLeft: false).advance.rounded()
            widthCache.store(width, font: entry.identity, utf8: run)
            widths[index] = width
        }
    }

    /// Shapes `run` and shares each glyph's advance among the grapheme clusters it covers; the last cluster takes what
    /// rounds the run's width to a whole pixel, as ``measure(runs:in:font:into:)`` gives it.
    public func clusterAdvances(
        of run: Range<Int>,
        clusters: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: TextAreaCore.Font,
        into advances: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(advances.count >= clusters.count, "One advance slot is needed per cluster")
        let entry = entry(for: font)
        let bytes = UnsafeBufferPointer(rebasing: text[run])
        // Plain ASCII, a cluster a byte: each glyph's advance from the pair table.
        let width: Double
        if clusters.count == run.count, let asciiWidth = entry.asciiWidth(bytes) {
            entry.asciiAdvances(bytes, into: advances)
            width = asciiWidth.rounded()
        } else {
            let shaped = entry.shape(bytes, isRightToLeft: false)
            let relative = clusters.map { ($0.lowerBound - run.lowerBound)..<($0.upperBound - run.lowerBound) }
            let shares = relative.withUnsafeBufferPointer { shaped.clusterAdvances(of: $0) }
            for index in shares.indices { advances[index] = shares[index] }
            width = shaped.advance.rounded()
        }
        guard !clusters.isEmpty else { return }
        var total = 0.0
        for index in 0..<clusters.count { total += advances[index] }
        // Rounding up widens the last cluster; rounding down narrows the last ones, none below nothing.
        var change = width - total
        var index = clusters.count - 1
        while change != 0 && index >= 0 {
            let changed = max(advances[index] + change, 0)
            change -= changed - advances[index]
            advances[index] = changed
            index -= 1
        }
    }

    /// Shapes a UTF-8 run in `font`: its glyphs left to right, as they are drawn, with the index of the font each comes from (see ``font(at:of:)``).
    ///
    /// `isRightToLeft` puts the run's items (stretches of one font and
    /// script) right to left and shapes neutral-only items right to left,
    /// as a right-to-left run is drawn; each item keeps its script's
    /// direction. Results are cached.
    public func shapedRun(
        of utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, isRightToLeft: Bool = false
    ) -> ShapedRun {
        entry(for: font).shape(utf8, isRightToLeft: isRightToLeft)
    }

    /// The Xft font number `index` of `font` (0 is the primary font, fallback fonts follow), as ``ShapedGlyph/fontIndex`` counts them.
    public func font(at index: Int, of font: TextAreaCore.Font) -> UnsafeMutablePointer<XftFont> {
        entry(for: font).fonts[index]
    }

    /// The file of font number `index` of `font`, as fontconfig found it.
    public func fontFile(at index: Int, of font: TextAreaCore.Font) -> String {
        let xftFont = entry(for: font).fonts[index]
        guard let pattern = xftFont.pointee.pattern else { return "" }
        return FontconfigPattern.strings(FC_FILE, of: pattern).first ?? ""
    }

    /// How many runs HarfBuzz has shaped for `font` (runs found in the shaping cache are not counted).
    public func shapedRunCount(for font: TextAreaCore.Font) -> Int {
        entry(for: font).shaping.shapedCount
    }

    /// Splits a UTF-8 run into the segments each font draws by fallback, with Xft's unshaped offsets and advances.
    public func segments(of utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font) -> [FontSegment] {
        let entry = entry(for: font)
        var segments: [FontSegment] = []
        var offset = 0
        entry.forEachSegment(in: utf8) { range, fontIndex in
            let advance = entry.advance(of: utf8, range: range, fontIndex: fontIndex)
            segments.append(
                FontSegment(
                    byteRange: range, font: entry.fonts[fontIndex],
                    offset: Double(offset), advance: Double(advance)))
            offset += advance
        }
        return segments
    }

    /// The primary Xft font of `font` (of ``defaultFont`` when `font` cannot be opened).
    public func primaryFont(for font: TextAreaCore.Font) -> UnsafeMutablePointer<XftFont> {
        entry(for: font).primary
    }

    /// The family names fontconfig matched for `font`, such as `["DejaVu Sans"]`.
    public func matchedFamilies(for font: TextAreaCore.Font) -> [String] {
        entry(for: font).matchedFamilies
    }

    /// How many times fontconfig was asked to sort fonts for a code point no open font has, over all fonts.
    ///
    /// Each code point costs at most one search per font, however often it is
    /// measured; code points an already open fallback font has cost none.
    public var fallbackSearchCount: Int {
        openedEntries.reduce(0) { $0 + $1.fallbackSearchCount }
    }

    /// How many fallback fonts are open for `font`.
    public func fallbackFontCount(for font: TextAreaCore.Font) -> Int {
        entry(for: font).fonts.count - 1
    }

    func entry(for font: TextAreaCore.Font) -> XftFontEntry {
        if font == lastFont { return lastEntry }
        let found: XftFontEntry
        if let existing = entries[font] {
            found = existing
        } else if let opened = open(font) {
            entries[font] = opened
            found = opened
        } else {
            StandardError.writeLine("cannot open font '\(font.pattern)'; using '\(defaultFont.pattern)'")
            found = entries[defaultFont]!
            entries[font] = found
        }
        lastFont = font
        lastEntry = found
        return found
    }

    private func open(_ font: TextAreaCore.Font) -> XftFontEntry? {
        guard
            let entry = XftFontEntry(
                font: font, identity: openedEntries.count, display: connection.display,
                screen: connection.screen, dpi: dpi, options: renderingOptions)
        else { return nil }
        openedEntries.append(entry)
        warnIfSubstituted(font, entry: entry)
        return entry
    }

    /// Writes one line when fontconfig substituted another family for the one asked for.
    private func warnIfSubstituted(_ font: TextAreaCore.Font, entry: XftFontEntry) {
        let requested = FontconfigPattern.families(of: font)
        guard let first = requested.first,
            !FontconfigPattern.genericFamilies.contains(first.lowercased()),
            reportedFonts.insert(font).inserted
        else { return }
        let matched = Set(entry.matchedFamilies.map { $0.lowercased() })
        if requested.contains(where: { matched.contains($0.lowercased()) }) { return }
        StandardError.writeLine("font '\(first)' not found; using '\(entry.matchedFamilies.first ?? "?")'")
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension XftMeasurer: Sendable {}
