import Glibc
import Testing
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The demo's fonts: an unknown family falls back with a warning, no usable font at all is a clear error.
    @Suite struct DemoFontTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func unknownFamilyWarnsAndDrawsWithAnotherFont() throws {
            let path = scratch.file("fallback.png")
            let result = try DemoProcess.run(
                [
                    "--single", "--font", "No Such Family:size=12", "--placeholder-color",
                    "#FF00FF", "--screenshot", path,
                ], display: display)
            #expect(result.status == 0)
            #expect(result.errorText.contains("font 'No Such Family' not found; using"), "stderr: \(result.errorText)")
            #expect(try PNGFile.read(from: path).bounds { $0.isMagentaInk } != nil, "the placeholder is drawn")
        }

        @Test func noUsableFontExitsWithStatusTwo() throws {
            let configuration = scratch.file("no-fonts.conf")
            writeFile(configuration, Array("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8))
            let result = try DemoProcess.run(
                ["--single"], display: display,
                environment: ["FONTCONFIG_FILE": configuration])
            #expect(result.status == 2)
            #expect(result.errorText.contains("no usable font"), "stderr: \(result.errorText)")
            #expect(result.errorText.split(separator: "\n").count == 1)
        }
    }
}
