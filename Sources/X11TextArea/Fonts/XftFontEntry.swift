import CX11
import TextAreaCore

/// An opened ``Font``: its primary Xft font, the fallback fonts found so far, and which of them draws each code point.
///
/// Fallback works as in st: a code point the primary font lacks is first
/// looked up in the fallback fonts already open; only when none has it does
/// fontconfig sort the fonts for a pattern asking for that code point
/// (`FcFontSort`), starting from the parsed request pattern rather than the
/// matched font's pattern, so the sort is not biased towards the primary
/// font's file. The answer, including "no font has it", is cached per code
/// point, so each code point is resolved at most once per font.
///
/// # Invariants
/// - `fonts[0]` is the primary font; fallback fonts follow in the order found.
/// - A cached font index is always a valid index of `fonts`.
final class XftFontEntry {
    /// How a code point is drawn, packed in 16 bits.
    ///
    /// The low 14 bits hold the index of the font that draws it. ``skip``
    /// marks code points that are neither drawn nor measured (controls,
    /// invisible characters no font has, invalid bytes). ``attaches`` marks
    /// combining marks and invisible format characters, which stay in the
    /// font of the preceding character when that font has them.
    struct Placement: Equatable {
        var rawValue: UInt16

        static let unknown = Placement(rawValue: 0xFFFF)
        static let skip = Placement(rawValue: 0x8000)
        static let attachesFlag: UInt16 = 0x4000

        init(rawValue: UInt16) { self.rawValue = rawValue }

        init(fontIndex: Int, attaches: Bool) {
            rawValue = UInt16(fontIndex) | (attaches ? Self.attachesFlag : 0)
        }

        var isSkipped: Bool { rawValue & 0x8000 != 0 }
        var attaches: Bool { rawValue & Self.attachesFlag != 0 }
        var fontIndex: Int { Int(rawValue & 0x3FFF) }
    }

    /// A small number identifying this entry in width-cache keys.
    let identity: Int
    /// The primary font followed by the fallback fonts found so far.
    private(set) var fonts: [UnsafeMutablePointer<XftFont>]
    /// For each font, the longest byte run measured in one Xft call (Xft sums advances in 16 bits).
    private(set) var chunkByteLimits: [Int]
    /// The family names of the primary font as fontconfig matched it.
    let matchedFamilies: [String]
    /// How many times fontconfig was asked to sort fonts for a missing code point.
    private(set) var fallbackSearchCount = 0
    /// HarfBuzz fonts, buffer and shaped runs (see `XftFontEntry+Shaping`).
    let shaping = ShapingState()
    /// How far the ink of each ASCII table glyph reaches, once asked (see `XftFontEntry+ASCIIInk`).
    var asciiInkCache: [InkExtent?]?
    /// Xft's extents of glyphs HarfBuzz gives, by font index (high 32 bits) and glyph, once asked; nil for a glyph of
    /// a colour font (see `XftFontEntry+RunInk`).
    var shapedGlyphExtents: [UInt64: XGlyphInfo?] = [:]
    /// How far the glyphs of runs ink, packed (see `InkExtent.packed`), by the run's bytes (see `XftFontEntry+RunInk`);
    /// made when first asked, since only fonts that draw text lines need it.
    lazy var runInks = WidthCache(maximumEntries: 4_096)

    let display: OpaquePointer
    private let screen: Int32
    /// The parsed request, with the resolution set and no substitutions applied.
    private let requestPattern: OpaquePointer
    private var faceKeys: [String]
    /// Placements of the code points below 0x800 (Latin, Greek, Cyrillic, Hebrew, Arabic...).
    private var smallPlacements: [Placement]
    private var largePlacements: [UInt32: Placement] = [:]
    private var isClosed = false

    private static let smallLimit: UInt32 = 0x800

    /// Opens `font` at `dpi` rendered with `options` (the fallback fonts too); returns nil when fontconfig has no font at all or Xft cannot open the match.
    init?(
        font: TextAreaCore.Font, identity: Int, display: OpaquePointer, screen: Int32, dpi: Double,
        options: FontRenderingOptions = .unset
    ) {
        guard let request = FontconfigPattern.parse(font, dpi: dpi) else { return nil }
        options.apply(to: request)
        guard let configured = FcPatternDuplicate(request) else {
            FcPatternDestroy(request)
            return nil
        }
        FcConfigSubstitute(nil, configured, FcMatchPattern)
        XftDefaultSubstitute(display, screen, configured)
        var result = FcResultMatch
        let match = FcFontMatch(nil, configured, &result)
        FcPatternDestroy(configured)
        guard let match else {
            FcPatternDestroy(request)
            return nil
        }
        let families = FontconfigPattern.strings(FC_FAMILY, of: match)
        let faceKey = FontconfigPattern.faceKey(of: match)
        // On success Xft owns the match pattern.
        guard let primary = XftFontOpenPattern(display, match) else {
            FcPatternDestroy(match)
            FcPatternDestroy(request)
            return nil
        }
        self.identity = identity
        self.display = display
        self.screen = screen
        self.requestPattern = request
        self.matchedFamilies = families
        self.fonts = [primary]
        self.faceKeys = [faceKey]
        self.chunkByteLimits = [Self.chunkByteLimit(of: primary)]
        self.smallPlacements = Array(repeating: .unknown, count: Int(Self.smallLimit))
    }

    deinit {
        close()
    }

    /// Closes every font; the entry must not be used afterwards.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        shaping.fonts.removeAll()
        for font in fonts { XftFontClose(display, font) }
        fonts.removeAll()
        FcPatternDestroy(requestPattern)
    }

    /// The primary font.
    var primary: UnsafeMutablePointer<XftFont> { fonts[0] }

    /// Where `codePoint` is drawn, resolving and caching it on first sight.
    @inline(__always)
    func placement(of codePoint: UInt32) -> Placement {
        if codePoint < Self.smallLimit {
            let cached = smallPlacements[Int(codePoint)]
            if cached != .unknown { return cached }
            let resolved = resolve(codePoint)
            smallPlacements[Int(codePoint)] = resolved
            return resolved
        }
        if let cached = largePlacements[codePoint] { return cached }
        let resolved = resolve(codePoint)
        largePlacements[codePoint] = resolved
        return resolved
    }

    /// Whether font number `index` has a glyph for `codePoint`.
    @inline(__always)
    func font(_ index: Int, has codePoint: UInt32) -> Bool {
        XftCharExists(display, fonts[index], codePoint) != 0
    }

    private func resolve(_ codePoint: UInt32) -> Placement {
        if Self.isControl(codePoint) { return .skip }
        guard let scalar = Unicode.Scalar(codePoint) else { return .skip }
        let properties = scalar.properties
        let isInvisible = properties.isDefaultIgnorableCodePoint
        let attaches =
            isInvisible || [.nonspacingMark, .enclosingMark, .spacingMark].contains(properties.generalCategory)
        for index in fonts.indices where font(index, has: codePoint) {
            return Placement(fontIndex: index, attaches: attaches)
        }
        // Nothing to draw for an invisible character: no need to search.
        if isInvisible { return .skip }
        let found = searchFallback(for: codePoint) ?? 0
        return Placement(fontIndex: found, attaches: attaches)
    }

    /// Asks fontconfig for a font with `codePoint`, opens it and returns its index, or nil when no font has it.
    private func searchFallback(for codePoint: UInt32) -> Int? {
        searchFallback(forAll: [codePoint])
    }

    /// Asks fontconfig for a font with every code point of `codePoints` (a colour font when `color`), opens it and returns its index, or nil when no font has them all.
    func searchFallback(forAll codePoints: [UInt32], color: Bool = false) -> Int? {
        guard fonts.count < 0x3FFF, let codePoint = codePoints.first, let query = FcPatternDuplicate(requestPattern)
        else { return nil }
        defer { FcPatternDestroy(query) }
        fallbackSearchCount += 1
        let characters = FcCharSetCreate()
        for value in codePoints { FcCharSetAddChar(characters, value) }
        FcPatternAddCharSet(query, FC_CHARSET, characters)
        FcCharSetDestroy(characters)
        if color { FcPatternAddBool(query, FC_COLOR, 1) }
        FcConfigSubstitute(nil, query, FcMatchPattern)
        XftDefaultSubstitute(display, screen, query)
        var result = FcResultMatch
        guard let sorted = FcFontSort(nil, query, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for candidateIndex in 0..<Int(sorted.pointee.nfont) {
            guard let candidate = sorted.pointee.fonts[candidateIndex] else { continue }
            var coverage: OpaquePointer? = nil
            guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &coverage) == FcResultMatch,
                codePoints.allSatisfy({ FcCharSetHasChar(coverage, $0) != 0 })
            else { continue }
            let key = FontconfigPattern.faceKey(of: candidate)
            // A face already open that lacks the glyph (Xft disagrees with its charset): try the next.
            if faceKeys.contains(key) { continue }
            guard let prepared = FcFontRenderPrepare(nil, query, candidate) else { continue }
            guard let opened = XftFontOpenPattern(display, prepared) else {
                FcPatternDestroy(prepared)
                continue
            }
            guard XftCharExists(display, opened, codePoint) != 0 else {
                XftFontClose(display, opened)
                continue
            }
            fonts.append(opened)
            faceKeys.append(key)
            chunkByteLimits.append(Self.chunkByteLimit(of: opened))
            return fonts.count - 1
        }
        return nil
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators: the layout handles them, so they measure zero.
    @inline(__always)
    static func isControl(_ codePoint: UInt32) -> Bool {
        codePoint < 0x20 || (codePoint >= 0x7F && codePoint < 0xA0) || codePoint == 0x2028 || codePoint == 0x2029
    }

    /// The longest byte run whose advance fits Xft's 16-bit sum, whatever glyphs it holds.
    private static func chunkByteLimit(of font: UnsafeMutablePointer<XftFont>) -> Int {
        max(4, 30_000 / max(1, Int(font.pointee.max_advance_width)))
    }
}
