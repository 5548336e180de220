// swift-tools-version:6.0
import PackageDescription

/// TextArea: a multiline text area with a real placeholder, drawn on X11.
///
/// `TextAreaCore` is platform-free and holds all editing and layout logic.
/// `X11TextArea` is the front end over Xlib, Xft and fontconfig.
let package = Package(
    name: "TextArea",
    products: [
        .library(name: "TextAreaCore", targets: ["TextAreaCore"]),
        .library(name: "X11TextArea", targets: ["X11TextArea"]),
        .library(name: "TextAreaICU", targets: ["TextAreaICU"]),
        .library(name: "X11Capture", targets: ["X11Capture"]),
        .library(name: "TextAreaSpelling", targets: ["TextAreaSpelling"]),
        .executable(name: "textarea-demo", targets: ["textarea-demo"]),
        .executable(name: "textarea-measure", targets: ["textarea-measure"]),
        .executable(name: "textarea-bench", targets: ["textarea-bench"]),
        .executable(name: "textarea-bench-segmenter", targets: ["textarea-bench-segmenter"]),
        .executable(name: "textarea-fuzz", targets: ["textarea-fuzz"]),
    ],
    targets: [
        // The standard library's floating-point rounding calls libm, which
        // Swift on Linux does not link on its own.
        .target(name: "TextAreaCore", linkerSettings: [.linkedLibrary("m")]),
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft fontconfig xext xi",
            providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev", "libxext-dev", "libxi-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // XTest, DAMAGE, XFIXES and MIT-SHM, for the typometer in textarea-bench only.
        .systemLibrary(
            name: "CX11Extensions",
            pkgConfig: "xtst xdamage xfixes xext",
            providers: [.apt(["libxtst-dev", "libxdamage-dev", "libxfixes-dev", "libxext-dev"])]
        ),
        .target(name: "CX11Shim", dependencies: ["CX11"]),
        // ATK and its AT-SPI bridge: screen readers see the text areas without a toolkit.
        .systemLibrary(
            name: "CATK",
            // atk-bridge-2.0's pkg-config flags carry -pthread, which SwiftPM refuses: CATKShim links it by name.
            pkgConfig: "atk",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
        ),
        // The ATK objects (GObject subclasses Swift cannot write), answering through Swift callbacks.
        .target(name: "CATKShim", dependencies: ["CATK"], linkerSettings: [.linkedLibrary("atk-bridge-2.0")]),
        // Whole writes to standard output and error, and reading standard input.
        .target(name: "StandardStreams"),
        // The command-line reading and failure reporting every executable shares.
        .target(name: "CommandLineSupport", dependencies: ["StandardStreams"]),
        // HarfBuzz shapes text for the X11 front end; the core never sees it.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(
            name: "X11TextArea",
            dependencies: ["TextAreaCore", "CX11", "CX11Shim", "CHarfBuzz", "CATKShim", "StandardStreams"]),
        // Reading windows and pixmaps back as images, and PNG files: for screenshots and the tests.
        .target(name: "X11Capture", dependencies: ["X11TextArea", "CX11", "CX11Shim", "CPNG"]),
        // ICU's break iterators and dictionaries behind the core's TextSegmenter, kept out of TextAreaCore.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        .target(name: "TextAreaICU", dependencies: ["TextAreaCore", "CICUShim"]),
        // Enchant 2 (hunspell's dictionaries and the personal word list) behind the core's SpellChecker.
        // enchant-2's pkg-config flags carry GLib's -pthread, which SwiftPM refuses: the header is found
        // as <enchant-2/enchant.h> and the library linked by name.
        .systemLibrary(name: "CEnchant", providers: [.apt(["libenchant-2-dev"])]),
        .target(name: "TextAreaSpelling", dependencies: ["TextAreaCore", "CEnchant"]),
        .executableTarget(
            name: "textarea-demo",
            dependencies: [
                "TextAreaCore", "X11TextArea", "X11Capture", "TextAreaICU", "TextAreaSpelling", "CommandLineSupport",
                "StandardStreams",
            ]
        ),
        .executableTarget(
            name: "textarea-measure",
            dependencies: [
                "TextAreaCore", "X11TextArea", "TextAreaICU", "CommandLineSupport", "StandardStreams", "JSONOutput",
            ]
        ),
        // The benchmarks' generated text and measurements.
        .target(name: "BenchSupport", dependencies: ["TextAreaCore", "SeededRandom"]),
        .executableTarget(
            name: "textarea-bench",
            dependencies: [
                "TextAreaCore", "X11TextArea", "BenchSupport", "SeededRandom", "CommandLineSupport", "StandardStreams",
                "CX11Extensions", "JSONOutput", "TextAreaSpelling",
            ]
        ),
        // Apart from textarea-bench, so that ICU's libraries stay out of its memory figure.
        .executableTarget(
            name: "textarea-bench-segmenter",
            dependencies: [
                "TextAreaCore", "TextAreaICU", "BenchSupport", "SeededRandom", "CommandLineSupport", "StandardStreams",
            ]
        ),
        // A seeded random generator shared by the random tests, the fuzzer and the benchmarks.
        .target(name: "SeededRandom"),
        // A seeded fuzz driver over the core's whole public surface, with its invariants; the
        // plain-String reference model and the random text it shares with the core's tests.
        // JSON string literals for the tools' one-line output.
        .target(name: "JSONOutput"),
        .target(name: "CoreFuzzing", dependencies: ["TextAreaCore", "SeededRandom", "JSONOutput"]),
        // The X11 fuzzer: hostile text through the Xft measurer and painter in a real window.
        .target(
            name: "X11Fuzzing",
            dependencies: ["X11TextArea", "CoreFuzzing", "SeededRandom", "TextAreaCore", "CX11", "JSONOutput"]),
        .executableTarget(
            name: "textarea-fuzz",
            dependencies: ["CoreFuzzing", "X11Fuzzing", "X11TextArea", "CommandLineSupport", "StandardStreams"]),
        .testTarget(name: "TextAreaCoreTests", dependencies: ["TextAreaCore", "SeededRandom", "CoreFuzzing"]),
        .testTarget(name: "CoreFuzzingTests", dependencies: ["CoreFuzzing", "TextAreaCore"]),
        .testTarget(
            name: "TextAreaToolTests",
            dependencies: [
                "textarea-measure", "textarea-bench", "textarea-bench-segmenter", "textarea-fuzz", "CommandLineSupport",
            ]
        ),
        .testTarget(name: "TextAreaICUTests", dependencies: ["TextAreaICU", "TextAreaCore"]),
        .testTarget(name: "TextAreaSpellingTests", dependencies: ["TextAreaSpelling", "TextAreaCore", "TextAreaICU"]),
        .testTarget(
            name: "X11TextAreaTests",
            dependencies: [
                "TextAreaCore", "X11TextArea", "X11Capture", "X11Fuzzing", "TextAreaSpelling", "textarea-demo",
                "textarea-measure", "textarea-bench", "textarea-fuzz",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
