// swift-tools-version: 6.1
// The Cairn toolkit: library products only, with as few dependencies as we can keep.
import PackageDescription

let package = Package(
  name: "Cairn",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CairnNavigation", targets: ["CairnNavigation"]),
    .library(name: "CairnPresentation", targets: ["CairnPresentation"]),
    .library(name: "CairnImages", targets: ["CairnImages"]),
    .library(name: "CairnTerminal", targets: ["CairnTerminal"]),
    .library(name: "CairnNetworking", targets: ["CairnNetworking"]),
    .library(name: "CairnCache", targets: ["CairnCache"]),
    .library(name: "CairnTesting", targets: ["CairnTesting"]),
    .library(name: "CairnTerminalTesting", targets: ["CairnTerminalTesting"]),
    .library(name: "CairnWeb", targets: ["CairnWeb"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2")
  ],
  targets: [
    .target(
      name: "CairnNavigation",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .target(name: "CairnPresentation"),
    // Pictures apart from any front end: the PNG decoder and RGBA pixels, so that a server can
    // check an upload without pulling in the terminal.
    .target(name: "CairnImages", dependencies: ["CCairnZlib"]),
    .target(
      name: "CairnTerminal",
      dependencies: ["CairnNavigation", "CairnPresentation", "CairnImages"]
    ),
    // The system zlib (zlib1g-dev on Debian; in the SDK on Apple platforms), for PNG pictures.
    .systemLibrary(name: "CCairnZlib", path: "Sources/CCairnZlib"),
    .target(
      name: "CairnNetworking",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .target(name: "CairnCache"),
    .target(
      name: "CairnTesting",
      dependencies: ["CairnNavigation", "CairnPresentation"]
    ),
    // Test support for terminal screens: a virtual terminal and a harness whose waits fail the
    // test. Apart from CairnTerminal, so that no shipped app carries it.
    .target(
      name: "CairnTerminalTesting",
      dependencies: ["CairnTerminal", "CairnTesting"]
    ),
    // The browser front end's pure part: HTML, diffs, sessions, the client script. Its
    // transport (HTTP and WebSocket on Hummingbird) lives in the Examples package, so that an
    // app adding Cairn pulls in no web server.
    .target(
      name: "CairnWeb",
      dependencies: ["CairnNavigation", "CairnPresentation"]
    ),
    .testTarget(
      name: "CairnNavigationTests",
      dependencies: [
        "CairnNavigation", "CairnTesting", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "CairnPresentationTests",
      dependencies: ["CairnPresentation", "CairnTesting"]
    ),
    .testTarget(
      name: "CairnTerminalTests",
      dependencies: [
        "CairnTerminal", "CairnTerminalTesting", "CairnImages", "CairnNavigation",
        "CairnPresentation", "CairnTesting", "CCairnZlib",
      ],
      // The C program that wrote the libpng-made PNG files the decoder's tests read.
      exclude: ["Images/Fixtures"]
    ),
    .testTarget(
      name: "CairnNetworkingTests",
      dependencies: ["CairnNetworking", .product(name: "Logging", package: "swift-log")]),
    .testTarget(name: "CairnCacheTests", dependencies: ["CairnCache"]),
    .testTarget(
      name: "CairnWebTests",
      dependencies: ["CairnWeb", "CairnNavigation", "CairnPresentation", "CairnTesting"]
    ),
    .testTarget(
      name: "CairnTestingTests",
      dependencies: ["CairnTesting", "CairnNavigation"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
