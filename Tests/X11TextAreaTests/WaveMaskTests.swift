import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// A wavy underline drawn through a repeating mask in one request has the pixels of its rectangles, and the
    /// triangle wave the documented period and swing give, independently of the drawing code.
    @Suite struct WaveMaskTests {
        let connection: X11Connection
        let painter: XftTextPainter
        static let red = Color(red: 0.85, green: 0.1, blue: 0.1)

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let font = TextAreaCore.Font(pattern: "DejaVu Sans:size=12")!
            painter = XftTextPainter(measurer: try XftMeasurer(connection: connection, defaultFont: font))
        }

        /// Draws `shape`'s wave from `minX` to `maxX` at `top` on a white canvas, through masks when `masks` is given,
        /// cut to `limit` when given, and captures it.
        private func drawnWave(
            _ shape: WaveShape, from minX: Double, to maxX: Double, top: Double, masks: WaveMasks?, limit: Rect? = nil,
            color: Color = red
        ) throws -> RGBImage {
            let canvas = TestCanvas(connection: connection, width: 120, height: 24, background: 0xFFFFFF)
            var drawing = Canvas(draw: canvas.draw, painter: painter, visibleX: 0...120)
            drawing.waveMasks = masks
            drawing.limit = limit
            if let limit { drawing.clip(to: limit) }
            drawing.fillWave(shape, from: minX, to: maxX, top: top, color: color)
            return try canvas.capture()
        }

        @Test func aMaskedWaveHasThePixelsOfItsRectangles() throws {
            let canvas = TestCanvas(connection: connection, width: 8, height: 8, background: 0xFFFFFF)
            let masks = WaveMasks(connection: connection, drawable: canvas.pixmap)
            let shapes = [
                WaveShape(period: 4, amplitude: 1, thickness: 1), WaveShape(period: 8, amplitude: 2, thickness: 2),
                WaveShape(period: 5, amplitude: 1, thickness: 1),
            ]
            for shape in shapes {
                #expect(masks.mask(for: shape) != nil, "\(shape): no mask")
                // Every phase at the start and the end, a fractional start, a line cut by the frame's limit.
                for (minX, maxX) in [(3.0, 97.0), (4.0, 100.0), (5.4, 61.6), (10.0, 13.0)] {
                    let masked = try drawnWave(shape, from: minX, to: maxX, top: 6, masks: masks)
                    let rectangles = try drawnWave(shape, from: minX, to: maxX, top: 6, masks: nil)
                    #expect(masked == rectangles, "\(shape) from \(minX) to \(maxX)")
                    #expect(masked.count(inColumns: 0..<120) { $0 != RGBPixel(red: 0xFF, green: 0xFF, blue: 0xFF) } > 0)
                }
                let limit = Rect(x: 17, y: 0, width: 30, height: 24)
                let cutMasked = try drawnWave(shape, from: 3, to: 97, top: 6, masks: masks, limit: limit)
                let cutRectangles = try drawnWave(shape, from: 3, to: 97, top: 6, masks: nil, limit: limit)
                #expect(cutMasked == cutRectangles, "\(shape) cut to \(limit)")
            }
        }

        @Test func theMaskedWaveIsATriangleWaveInTheWindowsPhase() throws {
            let canvas = TestCanvas(connection: connection, width: 8, height: 8, background: 0xFFFFFF)
            let masks = WaveMasks(connection: connection, drawable: canvas.pixmap)
            let shape = WaveShape(period: 4, amplitude: 1, thickness: 1)
            #expect(masks.mask(for: shape) != nil)
            let image = try drawnWave(shape, from: 10, to: 30, top: 6, masks: masks, color: .black)
            // Column x is inked in one row: down a pixel every quarter wave from the top at x ≡ 0 (mod 4), back up.
            for x in 0..<120 {
                let rows = (0..<24).filter { image.pixel(x: x, y: $0).isDark }
                if (10..<30).contains(x) {
                    let expected = 6 + [0, 1, 2, 1][x % 4]
                    #expect(rows == [expected], "column \(x): rows \(rows), expected \(expected)")
                } else {
                    #expect(rows.isEmpty, "column \(x) outside the underline: rows \(rows)")
                }
            }
        }

        @Test func aTranslucentColourIsDrawnAsRectangles() throws {
            let canvas = TestCanvas(connection: connection, width: 8, height: 8, background: 0xFFFFFF)
            let masks = WaveMasks(connection: connection, drawable: canvas.pixmap)
            let shape = WaveShape(period: 4, amplitude: 1, thickness: 1)
            let translucent = Color(red: 0.2, green: 0.2, blue: 0.9, alpha: 0.5)
            let masked = try drawnWave(shape, from: 3, to: 90, top: 6, masks: masks, color: translucent)
            let rectangles = try drawnWave(shape, from: 3, to: 90, top: 6, masks: nil, color: translucent)
            #expect(masked == rectangles)
        }
    }
}
