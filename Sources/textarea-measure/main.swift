import Glibc

// textarea-measure: command-line access to the core's text measurement.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments {
case ["--breaks"]:
    let result = BreaksCommand.run(input: StandardStreams.readAllInput())
    StandardStreams.writeOutput(result.output)
    if let error = result.error { StandardStreams.writeError(error) }
    exit(result.status)
default:
    StandardStreams.writeError("usage: textarea-measure --breaks < NUL-separated records")
    exit(2)
}
