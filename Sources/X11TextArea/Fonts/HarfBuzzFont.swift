import CHarfBuzz
import CX11

/// The HarfBuzz font for one open Xft font: the same font file and face, at the same pixel size, so HarfBuzz's glyph ids are the ones Xft draws.
///
/// The face is read from the file fontconfig matched (`FC_FILE`, `FC_INDEX`)
/// and scaled to the pixel size the text was asked in (the primary font's
/// `FC_PIXEL_SIZE`) in 26.6 fixed point; a bitmap font such as Noto Color
/// Emoji is scaled to that size as Xft scales its glyphs, so advances match
/// what is drawn.
final class HarfBuzzFont {
    /// The HarfBuzz font (`hb_font_t *`).
    let font: OpaquePointer
    /// The font file, as fontconfig names it.
    let file: String
    /// The face's index in the file.
    let faceIndex: Int

    /// HarfBuzz positions are in 1/64 pixel.
    static let unitsPerPixel = 64.0

    /// Opens the face behind `xftFont` at `pixelSize` (the size the text was asked in: a bitmap font's own size is its strike's); nil when its pattern names no readable file.
    init?(xftFont: UnsafeMutablePointer<XftFont>, pixelSize requestedSize: Double?) {
        guard let pattern = xftFont.pointee.pattern,
            let file = FontconfigPattern.strings(FC_FILE, of: pattern).first
        else { return nil }
        var faceIndex: Int32 = 0
        FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
        var pixelSize = requestedSize ?? 0
        if pixelSize <= 0
            && (FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) != FcResultMatch || pixelSize <= 0)
        {
            pixelSize = Double(xftFont.pointee.height)
        }
        // Fonts are opened at most `ScaleLimits.pixelSize` pixels; a pattern from elsewhere may still say anything.
        guard pixelSize.isFinite, pixelSize > 0 else { return nil }
        guard let blob = hb_blob_create_from_file(file) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(faceIndex & 0xFFFF)) else {
            return nil
        }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        let scale = (pixelSize * Self.unitsPerPixel).roundedInt32
        hb_font_set_scale(font, scale, scale)
        self.font = font
        self.file = file
        self.faceIndex = Int(faceIndex)
    }

    deinit {
        hb_font_destroy(font)
    }
}
