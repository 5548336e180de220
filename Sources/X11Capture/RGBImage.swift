/// The colour of one pixel, 8 bits a channel.
public struct RGBPixel: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8

    /// Creates a pixel from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Opaque white.
    public static let white = RGBPixel(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RGBPixel(red: 0, green: 0, blue: 0)
}

/// An opaque image in memory: rows top to bottom, three bytes (red, green, blue) a pixel, no padding.
public struct RGBImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row: `pixels[(y * width + x) * 3 + channel]`, channels in R, G, B order.
    public private(set) var pixels: [UInt8]

    /// The number of bytes per pixel (red, green, blue).
    public static let bytesPerPixel = 3

    /// Creates an image from its pixel bytes, which must number `width × height × 3`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Image dimensions must not be negative")
        precondition(
            pixels.count == width * height * Self.bytesPerPixel,
            "An RGB image needs exactly width × height × 3 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one colour.
    public init(width: Int, height: Int, filledWith color: RGBPixel) {
        precondition(width >= 0 && height >= 0, "Image dimensions must not be negative")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * Self.bytesPerPixel)
        for _ in 0..<(width * height) { bytes.append(contentsOf: [color.red, color.green, color.blue]) }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> RGBPixel {
        let offset = byteOffset(x: x, y: y)
        return RGBPixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// Replaces the pixel at column `x`, row `y`.
    public mutating func setPixel(x: Int, y: Int, to color: RGBPixel) {
        let offset = byteOffset(x: x, y: y)
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside the image")
        return (y * width + x) * Self.bytesPerPixel
    }
}
