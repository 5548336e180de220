import CPNG

/// A failure to read or write a PNG file.
public struct PNGError: Error, Equatable, CustomStringConvertible {
    /// The file involved.
    public var path: String
    /// What went wrong, as libpng put it.
    public var message: String

    /// Creates an error for `path` with libpng's `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line naming the file and the problem.
    public var description: String { "PNG file '\(path)': \(message)" }
}

/// Reads and writes PNG files with libpng's simplified API.
public enum PNGFile {
    /// Writes `image` to `path` as an 8-bit RGB PNG, replacing any file there.
    public static func write(_ image: RGBImage, to path: String) throws {
        guard image.width > 0, image.height > 0 else {
            throw PNGError(path: path, message: "cannot write an empty image")
        }
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        header.width = UInt32(image.width)
        header.height = UInt32(image.height)
        header.format = UInt32(PNG_FORMAT_RGB)
        let succeeded = image.pixels.withUnsafeBytes { bytes in
            png_image_write_to_file(
                &header, path, 0, bytes.baseAddress,
                Int32(image.width * RGBImage.bytesPerPixel), nil)
        }
        guard succeeded != 0 else {
            let message = Self.message(of: &header)
            png_image_free(&header)
            throw PNGError(path: path, message: message)
        }
    }

    /// Reads the PNG at `path` as RGB; transparent pixels are composited onto white.
    public static func read(from path: String) throws -> RGBImage {
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&header, path) != 0 else {
            let message = Self.message(of: &header)
            png_image_free(&header)
            throw PNGError(path: path, message: message)
        }
        header.format = UInt32(PNG_FORMAT_RGB)
        let width = Int(header.width)
        let height = Int(header.height)
        // Alpha is removed by compositing onto what the buffer already holds.
        var pixels = [UInt8](repeating: 255, count: width * height * RGBImage.bytesPerPixel)
        let succeeded = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&header, nil, bytes.baseAddress, Int32(width * RGBImage.bytesPerPixel), nil)
        }
        guard succeeded != 0 else {
            let message = Self.message(of: &header)
            png_image_free(&header)
            throw PNGError(path: path, message: message)
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of header: inout png_image) -> String {
        withUnsafeBytes(of: &header.message) { bytes in
            let text = bytes.prefix { $0 != 0 }
            return text.isEmpty ? "libpng failed without a message" : String(decoding: text, as: UTF8.self)
        }
    }
}
