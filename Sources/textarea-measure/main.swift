import CommandLineSupport
import Glibc
import StandardStreams
import TextAreaCore
import TextAreaICU
import X11TextArea

// textarea-measure: wraps and measures text from the shell, as a text area would.
let tool = MeasureOptions.program
switch tool.parseArguments(with: MeasureOptions.parse) {
case .breaks:
    finish(BreaksCommand.run(input: readAllInput(), segmenter: ICUSegmenter()))
case .words:
    finish(WordsCommand.run(input: readAllInput(), segmenter: ICUSegmenter()))
case .columns(let columns, let json):
    finish(
        WrapCommand.run(
            input: readAllInput(), width: Double(columns), font: .standard,
            measurer: MonospaceMeasurer(cellWidth: 1, lineHeight: 1), json: json, segmenter: ICUSegmenter()))
case .shape(let pattern):
    let input = readAllInput()
    do {
        let font = Font(pattern: pattern) ?? .standard
        let connection = try X11Connection()
        let measurer = try XftMeasurer(connection: connection, defaultFont: font)
        finish(ShapeCommand.run(input: input, font: font, measurer: measurer, segmenter: ICUSegmenter()))
    } catch {
        tool.fail("\(error)", status: 2)
    }
case .font(let pattern, let width, let json):
    let input = readAllInput()
    do {
        let font = Font(pattern: pattern) ?? .standard
        let connection = try X11Connection()
        let measurer = try XftMeasurer(connection: connection, defaultFont: font)
        finish(
            WrapCommand.run(
                input: input, width: width, font: font, measurer: measurer, json: json,
                segmenter: ICUSegmenter()))
    } catch {
        tool.fail("\(error)", status: 2)
    }
}

/// Standard input to its end; exits with status 2 if it cannot be read.
func readAllInput() -> [UInt8] {
    do {
        return try StandardInput.readAll()
    } catch {
        tool.fail("\(error)", status: 2)
    }
}

/// Writes a command's output and error and exits with its status.
func finish(_ result: (output: String, error: String?, status: Int32)) -> Never {
    StandardOutput.write(result.output)
    if let error = result.error { StandardError.writeLine(error) }
    exit(result.status)
}
