import Glibc
import TextAreaCore
import TextAreaICU
import X11TextArea

// textarea-measure: wraps and measures text from the shell, as a text area would.
switch MeasureOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    StandardStreams.writeError("textarea-measure: \(error.reason) (see --help)")
    exit(2)
case .success(.help):
    StandardStreams.writeOutput(MeasureOptions.usage + "\n")
case .success(.breaks):
    finish(BreaksCommand.run(input: StandardStreams.readAllInput(), segmenter: ICUSegmenter()))
case .success(.words):
    finish(WordsCommand.run(input: StandardStreams.readAllInput(), segmenter: ICUSegmenter()))
case .success(.columns(let columns, let json)):
    finish(WrapCommand.run(input: StandardStreams.readAllInput(), width: Double(columns), font: .standard,
                           measurer: MonospaceMeasurer(cellWidth: 1, lineHeight: 1), json: json,
                           segmenter: ICUSegmenter()))
case .success(.font(let pattern, let width, let json)):
    let input = StandardStreams.readAllInput()
    do {
        let font = Font(pattern: pattern) ?? .standard
        let connection = try X11Connection()
        let measurer = try XftMeasurer(connection: connection, defaultFont: font)
        finish(WrapCommand.run(input: input, width: width, font: font, measurer: measurer, json: json,
                               segmenter: ICUSegmenter()))
    } catch {
        StandardStreams.writeError("textarea-measure: \(error)")
        exit(2)
    }
}

/// Writes a command's output and error and exits with its status.
func finish(_ result: (output: String, error: String?, status: Int32)) -> Never {
    StandardStreams.writeOutput(result.output)
    if let error = result.error { StandardStreams.writeError(error) }
    exit(result.status)
}
