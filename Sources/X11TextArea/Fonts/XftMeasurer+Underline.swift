import CHarfBuzz
import TextAreaCore

extension XftMeasurer {
    /// How far below the baseline an underline's top goes in `font`, in pixels, as the primary face's OpenType
    /// metrics (the `post` table) give it; nil when the face gives none.
    public func underlineOffset(for font: TextAreaCore.Font) -> Double? {
        guard let harfBuzz = entry(for: font).harfBuzzFont(0) else { return nil }
        var position: hb_position_t = 0
        guard hb_ot_metrics_get_position(harfBuzz.font, HB_OT_METRICS_TAG_UNDERLINE_OFFSET, &position) != 0 else {
            return nil
        }
        // HarfBuzz's y grows upwards: an underline below the baseline has a negative offset.
        return -Double(position) / HarfBuzzFont.unitsPerPixel
    }
}
