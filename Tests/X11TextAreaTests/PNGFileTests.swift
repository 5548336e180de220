import Glibc
import Testing
import X11Capture

@testable import X11TextArea

/// A path in the temporary directory unique to this process and call, removed by the caller.
func temporaryPNGPath(_ name: String) -> String {
    "/tmp/textarea-test-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max)).png"
}

@Suite struct PNGFileTests {
    @Test func writeThenReadRoundTripsEveryPixelExactly() throws {
        var generator = SystemRandomNumberGenerator()
        // An odd width, so rows are not a multiple of four bytes.
        let width = 37
        let height = 23
        let pixels = (0..<(width * height * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = RGBImage(width: width, height: height, pixels: pixels)
        let path = temporaryPNGPath("roundtrip")
        defer { unlink(path) }
        try PNGFile.write(image, to: path)
        let loaded = try PNGFile.read(from: path)
        #expect(loaded == image)
    }

    @Test func pixelAccessorsAddressRowsAndChannels() {
        var image = RGBImage(width: 3, height: 2, filledWith: .white)
        image.setPixel(x: 2, y: 1, to: RGBPixel(red: 1, green: 2, blue: 3))
        #expect(image.pixel(x: 2, y: 1) == RGBPixel(red: 1, green: 2, blue: 3))
        #expect(Array(image.pixels[15..<18]) == [1, 2, 3])
        #expect(image.pixel(x: 1, y: 1) == .white)
    }

    @Test func writtenFileIsARealPNG() throws {
        let path = temporaryPNGPath("signature")
        defer { unlink(path) }
        try PNGFile.write(RGBImage(width: 2, height: 2, filledWith: .black), to: path)
        let file = try #require(fopen(path, "rb"))
        defer { fclose(file) }
        var signature = [UInt8](repeating: 0, count: 8)
        #expect(fread(&signature, 1, 8, file) == 8)
        #expect(signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func missingOrCorruptFilesAndBadPathsThrow() throws {
        #expect(throws: PNGError.self) { _ = try PNGFile.read(from: "/nonexistent/none.png") }
        #expect(throws: PNGError.self) {
            try PNGFile.write(RGBImage(width: 1, height: 1, filledWith: .white), to: "/nonexistent/dir/out.png")
        }
        #expect(throws: PNGError.self) {
            try PNGFile.write(RGBImage(width: 0, height: 0, pixels: []), to: temporaryPNGPath("empty"))
        }
        let path = temporaryPNGPath("corrupt")
        defer { unlink(path) }
        let file = try #require(fopen(path, "wb"))
        _ = "not a png at all".withCString { fputs($0, file) }
        fclose(file)
        do {
            _ = try PNGFile.read(from: path)
            Issue.record("reading a text file as PNG should fail")
        } catch let error as PNGError {
            #expect(error.path == path)
            #expect(!error.message.isEmpty)
        }
    }
}

extension X11Tests {
    @Suite struct CapturedPNGTests {
        @Test func capturedPixmapSurvivesAPNGRoundTrip() throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let canvas = TestCanvas(connection: connection, width: 64, height: 16, background: 0xFAFAFA)
            canvas.fill(x: 3, y: 3, width: 9, height: 9, pixel: 0x102030)
            let image = try canvas.capture()
            let path = temporaryPNGPath("capture")
            defer { unlink(path) }
            try PNGFile.write(image, to: path)
            let loaded = try PNGFile.read(from: path)
            #expect(loaded == image)
            #expect(loaded.pixel(x: 3, y: 3) == RGBPixel(red: 0x10, green: 0x20, blue: 0x30))
        }
    }
}
