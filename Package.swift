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
        .executable(name: "textarea-demo", targets: ["textarea-demo"]),
        .executable(name: "textarea-measure", targets: ["textarea-measure"]),
        .executable(name: "textarea-bench", targets: ["textarea-bench"]),
        .executable(name: "textarea-fuzz", targets: ["textarea-fuzz"]),
    ],
    targets: [
        // The standard library's floating-point rounding calls libm, which
        // Swift on Linux does not link on its own.
        .target(name: "TextAreaCore", linkerSettings: [.linkedLibrary("m")]),
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft fontconfig",
            providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev"])]
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
        .target(name: "X11TextArea", dependencies: ["TextAreaCore", "CX11", "CX11Shim", "CPNG"]),
        .executableTarget(name: "textarea-demo", dependencies: ["TextAreaCore", "X11TextArea"]),
        .executableTarget(name: "textarea-measure", dependencies: ["TextAreaCore", "X11TextArea"]),
        .executableTarget(
            name: "textarea-bench", dependencies: ["TextAreaCore", "X11TextArea", "SeededRandom", "CX11Extensions"]
        ),
        // A seeded random generator shared by the random tests, the fuzzer and the benchmarks.
        .target(name: "SeededRandom"),
        // A seeded fuzz driver over the core's whole public surface, with its invariants.
        .target(name: "CoreFuzzing", dependencies: ["TextAreaCore", "SeededRandom"]),
        .executableTarget(name: "textarea-fuzz", dependencies: ["CoreFuzzing"]),
        .testTarget(name: "TextAreaCoreTests", dependencies: ["TextAreaCore", "SeededRandom"]),
        .testTarget(name: "CoreFuzzingTests", dependencies: ["CoreFuzzing", "TextAreaCore", "textarea-fuzz"]),
        .testTarget(name: "TextAreaToolTests", dependencies: ["textarea-measure"]),
        .testTarget(
            name: "X11TextAreaTests",
            dependencies: ["TextAreaCore", "X11TextArea", "textarea-demo", "textarea-measure", "textarea-bench"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
