// swift-tools-version: 6.1
// The reference apps built on Cairn, their servers and the `cairn-apps` launcher.
import PackageDescription

let package = Package(
  name: "CairnExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "cairn-apps", targets: ["cairn-apps"])
  ],
  dependencies: [
    .package(name: "Cairn", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // Shared by every app: the data folder and other composition-root helpers.
    .target(name: "ExampleSupport"),

    // TodoList (seed 001).
    .target(name: "TodoDomain"),
    .target(name: "TodoData", dependencies: ["TodoDomain"]),
    .target(
      name: "TodoPresentation",
      dependencies: [
        "TodoDomain",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
      ]
    ),

    .target(
      name: "TodoTerminal",
      dependencies: [
        "TodoDomain", "TodoPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),

    // The launcher: the composition root of every app, and its executable.
    .target(
      name: "Launcher",
      dependencies: [
        "ExampleSupport", "TodoDomain", "TodoData", "TodoPresentation", "TodoTerminal",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "cairn-apps", dependencies: ["Launcher"]),

    .testTarget(name: "TodoDomainTests", dependencies: ["TodoDomain"]),
    .testTarget(
      name: "TodoTerminalTests",
      dependencies: [
        "TodoTerminal", "TodoPresentation", "TodoDomain", "TodoData",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(name: "LauncherEndToEndTests", dependencies: ["cairn-apps"]),
    .testTarget(
      name: "LauncherTests",
      dependencies: [
        "Launcher",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(name: "TodoDataTests", dependencies: ["TodoData", "TodoDomain"]),
    .testTarget(name: "ExampleSupportTests", dependencies: ["ExampleSupport"]),
    .testTarget(
      name: "TodoPresentationTests",
      dependencies: [
        "TodoPresentation", "TodoDomain", "TodoData",
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
