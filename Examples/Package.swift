// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The folder TextArea is checked out in: a path dependency's identity is the name of that folder, whatever it is.
let textArea = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// Two small applications built on TextArea, as an application's own package would be.
let package = Package(
    name: "TextAreaExamples",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "compose-example",
            dependencies: [
                .product(name: "TextAreaCore", package: textArea),
                .product(name: "X11TextArea", package: textArea),
            ]),
        .executableTarget(
            name: "login-example",
            dependencies: [
                .product(name: "TextAreaCore", package: textArea),
                .product(name: "X11TextArea", package: textArea),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
