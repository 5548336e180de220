import CommandLineSupport
import Testing

/// `ArgumentReader`, the command-line style every program shares: options, values, operands and help.
@Suite struct ArgumentReaderTests {
    /// Every argument of `arguments` read with ``ArgumentReader/next()``, taking a value for options named in `valued`.
    static func read(_ arguments: [String], valued: Set<String> = []) throws(CommandLineError) -> [String] {
        var reader = ArgumentReader(arguments)
        var read: [String] = []
        while let argument = try reader.next() {
            switch argument {
            case .option(let name) where valued.contains(name): read.append("\(name)=\(try reader.value())")
            case .option(let name):
                try reader.noValue()
                read.append(name)
            case .operand(let operand): read.append("operand \(operand)")
            }
        }
        return read
    }

    @Test func valuesFollowTheOptionOrItsEqualsSign() throws {
        #expect(
            try Self.read(["--width", "200", "--font=Sans:size=12", "--json"], valued: ["--width", "--font"])
                == ["--width=200", "--font=Sans:size=12", "--json"])
        // A value is the next argument whatever it looks like, and may be empty.
        #expect(try Self.read(["--text", "--json", "--text="], valued: ["--text"]) == ["--text=--json", "--text="])
    }

    @Test func operandsAreKeptApart() throws {
        #expect(
            try Self.read(["wrap", "-", "--x11", "paste"]) == ["operand wrap", "operand -", "--x11", "operand paste"])
    }

    @Test func helpStopsReadingWhereverItStands() {
        #expect(throws: CommandLineError.helpRequested) { try Self.read(["--json", "--help", "--unknown=1"]) }
        #expect(throws: CommandLineError.helpRequested) { try Self.read(["-h"]) }
        #expect(throws: CommandLineError.invalid("--help takes no value")) { try Self.read(["--help=yes"]) }
    }

    @Test func mistakesAreOneLineNamingTheOption() {
        #expect(throws: CommandLineError.invalid("--width needs a number")) {
            var reader = ArgumentReader(["--width"])
            _ = try reader.nextOption()
            _ = try reader.value("a number")
        }
        #expect(throws: CommandLineError.invalid("--json takes no value")) { try Self.read(["--json=yes"]) }
        #expect(throws: CommandLineError.invalid("unexpected argument 'stray': options start with --")) {
            var reader = ArgumentReader(["stray"])
            _ = try reader.nextOption()
        }
        var reader = ArgumentReader(["--frobnicate=3"])
        #expect(throws: Never.self) { _ = try reader.nextOption() }
        #expect(reader.unknownOption() == .invalid("unknown option '--frobnicate'"))
    }
}
