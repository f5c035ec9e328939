// swift-tools-version: 6.1
// Release-mode benchmarks of the Cairn toolkit, with a small harness of its own: `make bench`.
import PackageDescription

let package = Package(
  name: "CairnBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Cairn", path: ".."),
    // Only the FullFoundation trait, as in Examples: with the default traits SwiftPM passes the
    // trait defines in random order and Hummingbird rebuilds on about half of all builds.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // The Project Manager benchmarks: the app's store, sync engine, server and board, and raw
    // GRDB for their baselines.
    .package(name: "CairnExamples", path: "../Examples"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // The DIMO load benchmark: many concurrent HTTP/1.1 connections from a pooled client.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
  ],
  targets: [
    .executableTarget(
      name: "cairn-bench",
      dependencies: [
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ProjectManagerDomain", package: "CairnExamples"),
        .product(name: "ProjectManagerAPI", package: "CairnExamples"),
        .product(name: "ProjectManagerData", package: "CairnExamples"),
        .product(name: "ProjectManagerPresentation", package: "CairnExamples"),
        .product(name: "ProjectManagerServer", package: "CairnExamples"),
        .product(name: "GRDB", package: "GRDB.swift"),
        "CBenchZlib",
        .product(name: "BookKittyDomain", package: "CairnExamples"),
        .product(name: "BookKittyAPI", package: "CairnExamples"),
        .product(name: "BookKittyData", package: "CairnExamples"),
        .product(name: "BookKittyServer", package: "CairnExamples"),
        .product(name: "DimoAPI", package: "CairnExamples"),
        .product(name: "DimoServer", package: "CairnExamples"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        "NetworkBenchSupport",
        // Built with cairn-bench, which runs it under callgrind to count instructions.
        "cairn-net-client",
      ]
    ),
    // The catalogue page and endpoint that the networking benchmarks serve and fetch.
    .target(
      name: "NetworkBenchSupport",
      dependencies: [.product(name: "CairnNetworking", package: "Cairn")]
    ),
    // The client counted by callgrind: raw URLSession or DataTransferService, in a process of
    // its own, against cairn-bench's loopback server.
    .executableTarget(
      name: "cairn-net-client",
      dependencies: [.product(name: "CairnNetworking", package: "Cairn"), "NetworkBenchSupport"]
    ),
    // The system zlib, for the PNG decoder's baseline (zlib's inflate alone).
    .systemLibrary(name: "CBenchZlib", path: "Sources/CBenchZlib"),
  ],
  swiftLanguageModes: [.v6]
)
