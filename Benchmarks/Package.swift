// swift-tools-version: 6.1
// Release-mode benchmarks of the Cairn toolkit, with a small harness of its own: `make bench`.
import PackageDescription

let package = Package(
  name: "CairnBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Cairn", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "cairn-bench",
      dependencies: [
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
