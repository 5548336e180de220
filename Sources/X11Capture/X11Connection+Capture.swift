import CX11
import CX11Shim
import X11TextArea

extension X11Connection {
    /// Reads the pixels of a window or pixmap into an ``RGBImage``.
    ///
    /// The area defaults to the whole drawable. Pixels are decoded with the
    /// drawable's visual masks (for a pixmap, which has no visual, those of a
    /// TrueColor visual of its depth).
    ///
    /// - Throws: ``CaptureError/captureFailed(reason:)`` when the drawable does
    ///   not exist or the area is not readable (for example an unmapped
    ///   window), and ``CaptureError/unsupportedPixelFormat(depth:bitsPerPixel:)``
    ///   for anything other than 24- and 32-bit TrueColor.
    public func captureImage(
        of drawable: Drawable, x: Int = 0, y: Int = 0,
        width: Int? = nil, height: Int? = nil
    ) throws -> RGBImage {
        var root: Window = 0
        var originX: Int32 = 0
        var originY: Int32 = 0
        var fullWidth: UInt32 = 0
        var fullHeight: UInt32 = 0
        var border: UInt32 = 0
        var depth: UInt32 = 0
        let geometry = trappingErrors {
            XGetGeometry(display, drawable, &root, &originX, &originY, &fullWidth, &fullHeight, &border, &depth)
        }
        guard geometry.result != 0, geometry.errors.isEmpty else {
            throw CaptureError.captureFailed(reason: "drawable 0x\(String(drawable, radix: 16)) does not exist")
        }
        let areaWidth = width ?? Int(fullWidth) - x
        let areaHeight = height ?? Int(fullHeight) - y
        guard areaWidth > 0, areaHeight > 0 else {
            throw CaptureError.captureFailed(reason: "the area \(areaWidth)×\(areaHeight) at (\(x), \(y)) is empty")
        }
        guard depth == 24 || depth == 32 else {
            throw CaptureError.unsupportedPixelFormat(depth: Int(depth), bitsPerPixel: 0)
        }
        let read = trappingErrors {
            XGetImage(
                display, drawable, Int32(x), Int32(y), UInt32(areaWidth), UInt32(areaHeight),
                UInt.max, ZPixmap)
        }
        guard let image = read.result else {
            let reason = read.errors.first.map { "\($0.errorText)" } ?? "XGetImage returned nothing"
            throw CaptureError.captureFailed(
                reason: "cannot read \(areaWidth)×\(areaHeight) at (\(x), \(y)): \(reason)")
        }
        defer { cx11_destroy_image(image) }
        let bitsPerPixel = Int(image.pointee.bits_per_pixel)
        guard bitsPerPixel == 24 || bitsPerPixel == 32 else {
            throw CaptureError.unsupportedPixelFormat(depth: Int(depth), bitsPerPixel: bitsPerPixel)
        }
        var masks = (red: image.pointee.red_mask, green: image.pointee.green_mask, blue: image.pointee.blue_mask)
        if masks.red == 0 || masks.green == 0 || masks.blue == 0 {
            var info = XVisualInfo()
            guard XMatchVisualInfo(display, screen, Int32(depth), TrueColor, &info) != 0 else {
                throw CaptureError.unsupportedPixelFormat(depth: Int(depth), bitsPerPixel: bitsPerPixel)
            }
            masks = (info.red_mask, info.green_mask, info.blue_mask)
        }
        let red = ChannelMask(masks.red)
        let green = ChannelMask(masks.green)
        let blue = ChannelMask(masks.blue)
        var pixels = [UInt8](repeating: 0, count: areaWidth * areaHeight * RGBImage.bytesPerPixel)
        var offset = 0
        for row in 0..<areaHeight {
            for column in 0..<areaWidth {
                let value = cx11_get_pixel(image, Int32(column), Int32(row))
                pixels[offset] = red.extract(value)
                pixels[offset + 1] = green.extract(value)
                pixels[offset + 2] = blue.extract(value)
                offset += 3
            }
        }
        return RGBImage(width: areaWidth, height: areaHeight, pixels: pixels)
    }
}

/// Extracts one colour channel from a TrueColor pixel value and scales it to 8 bits.
private struct ChannelMask {
    let mask: UInt
    let shift: UInt
    let maximum: UInt

    init(_ mask: UInt) {
        self.mask = mask
        shift = UInt(mask.trailingZeroBitCount)
        maximum = mask >> UInt(mask.trailingZeroBitCount)
    }

    func extract(_ value: UInt) -> UInt8 {
        let raw = (value & mask) >> shift
        return maximum == 255 ? UInt8(raw) : UInt8((raw * 255 + maximum / 2) / maximum)
    }
}
