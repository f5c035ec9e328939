// swift-tools-version: 6.1
// The reference apps built on Cairn, their servers and the `cairn-apps` launcher.
import PackageDescription

let package = Package(
  name: "CairnExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "cairn-apps", targets: ["cairn-apps"]),
    // The Project Manager's layers, for the benchmarks (Benchmarks/Package.swift).
    .library(name: "ProjectManagerDomain", targets: ["ProjectManagerDomain"]),
    .library(name: "ProjectManagerAPI", targets: ["ProjectManagerAPI"]),
    .library(name: "ProjectManagerData", targets: ["ProjectManagerData"]),
    .library(name: "ProjectManagerPresentation", targets: ["ProjectManagerPresentation"]),
    .library(name: "ProjectManagerServer", targets: ["ProjectManagerServer"]),
    // DIMO's wire contract and server, for the benchmarks.
    .library(name: "DimoDomain", targets: ["DimoDomain"]),
    .library(name: "DimoAPI", targets: ["DimoAPI"]),
    .library(name: "DimoServer", targets: ["DimoServer"]),
  ],
  dependencies: [
    .package(name: "Cairn", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only the FullFoundation trait: with the default traits SwiftPM passes the trait defines
    // in random order and Hummingbird rebuilds on about half of all builds (toolchain.md).
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The DIMO server: one set of SQL queries on SQLite and PostgreSQL (SQLKit), bcrypt and JWT
    // authentication, multipart profile images.
    .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
    .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
    .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
    .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
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

    // Onban (seed 004): the side-dish store and its API server.
    .target(name: "OnbanDomain"),
    .target(
      name: "OnbanAPI",
      dependencies: ["OnbanDomain", .product(name: "CairnNetworking", package: "Cairn")]
    ),
    .target(
      name: "OnbanData",
      dependencies: [
        "OnbanDomain", "OnbanAPI",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
      ]
    ),
    .target(
      name: "OnbanPresentation",
      dependencies: [
        "OnbanDomain",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
      ]
    ),
    .target(
      name: "OnbanTerminal",
      dependencies: [
        "OnbanPresentation",
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .target(
      name: "OnbanServer",
      dependencies: [
        "ServerSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      exclude: ["Resources/generate-images.py"],
      resources: [.copy("Resources/catalog.json"), .copy("Resources/images")]
    ),

    // Project Manager (seed 003): the board, its SQLite store, sync engine and sync server.
    .target(name: "ProjectManagerDomain"),
    .target(
      name: "ProjectManagerAPI",
      dependencies: [
        "ProjectManagerDomain", .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    .target(
      name: "ProjectManagerData",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerAPI",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .target(
      name: "ProjectManagerPresentation",
      dependencies: [
        "ProjectManagerDomain",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
      ]
    ),
    .target(
      name: "ProjectManagerTerminal",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),
    .target(
      name: "ProjectManagerServer",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerAPI", "ServerSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // DIMO (seed 000): the wire contract and the server (the app's layers come later).
    .target(name: "DimoDomain"),
    .target(
      name: "DimoAPI",
      dependencies: ["DimoDomain", .product(name: "CairnNetworking", package: "Cairn")]
    ),
    .target(
      name: "DimoServer",
      dependencies: [
        "DimoDomain", "DimoAPI", "ServerSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "SQLiteKit", package: "sqlite-kit"),
        .product(name: "PostgresKit", package: "postgres-kit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "MultipartKit", package: "multipart-kit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      exclude: ["Resources/generate-images.py", "Resources/check-dataset.py"],
      resources: [
        .copy("Resources/catalog.json"), .copy("Resources/sample-activity.json"),
        .copy("Resources/images"),
      ]
    ),

    // What every embedded backend needs: running on loopback with a graceful stop, counting
    // requests and injecting faults for tests.
    .target(
      name: "ServerSupport",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),

    // The launcher: the composition root of every app, and its executable.
    .target(
      name: "Launcher",
      dependencies: [
        "ExampleSupport", "TodoDomain", "TodoData", "TodoPresentation", "TodoTerminal",
        "OnbanDomain", "OnbanData", "OnbanPresentation", "OnbanTerminal", "OnbanServer",
        "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerData",
        "ProjectManagerPresentation", "ProjectManagerTerminal", "ProjectManagerServer",
        "DimoServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "cairn-apps", dependencies: ["Launcher"]),

    // The networking stress run: concurrent, cancelled and timed-out requests under load
    // (NetworkStressTests runs it in a child process, bounded, and prints its stacks if it hangs).
    .executableTarget(
      name: "cairn-stress",
      dependencies: [
        "ServerSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .testTarget(name: "TodoDomainTests", dependencies: ["TodoDomain"]),
    .testTarget(
      name: "TodoTerminalTests",
      dependencies: [
        "TodoTerminal", "TodoPresentation", "TodoDomain", "TodoData",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "OnbanTerminalTests",
      dependencies: [
        "OnbanTerminal", "OnbanPresentation", "OnbanData", "OnbanDomain", "OnbanServer",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    // Starting helper programs from tests: spawning, bounded waits, stacks of a hung child.
    .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
    .testTarget(
      name: "LauncherEndToEndTests", dependencies: ["cairn-apps", "ProcessTestSupport"]),
    .testTarget(name: "NetworkStressTests", dependencies: ["cairn-stress", "ProcessTestSupport"]),
    .testTarget(name: "OnbanDomainTests", dependencies: ["OnbanDomain"]),
    .testTarget(
      name: "OnbanPresentationTests",
      dependencies: [
        "OnbanPresentation", "OnbanData", "OnbanDomain", "OnbanServer",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "OnbanDataTests",
      dependencies: [
        "OnbanData", "OnbanDomain", "OnbanServer",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "OnbanServerTests",
      dependencies: [
        "OnbanServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    // CairnNetworking against real Hummingbird servers on 127.0.0.1 (the toolkit's own tests
    // use stubs, so that the toolkit never depends on a web server).
    .testTarget(
      name: "NetworkingIntegrationTests",
      dependencies: [
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
    .testTarget(
      name: "LauncherTests",
      dependencies: [
        "Launcher",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "ProjectManagerDomainTests",
      dependencies: ["ProjectManagerDomain", "ProjectManagerAPI"]
    ),
    .testTarget(
      name: "ProjectManagerDataTests",
      dependencies: [
        "ProjectManagerData", "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerServer",
        "ServerSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ProjectManagerServerTests",
      dependencies: [
        "ProjectManagerServer", "ProjectManagerAPI", "ProjectManagerDomain",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    // What the Project Manager's presentation and terminal tests share.
    .target(
      name: "ProjectManagerTestSupport", dependencies: ["ProjectManagerDomain"],
      path: "Tests/ProjectManagerTestSupport"),
    .testTarget(
      name: "ProjectManagerPresentationTests",
      dependencies: [
        "ProjectManagerPresentation", "ProjectManagerData", "ProjectManagerDomain",
        "ProjectManagerTestSupport",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "ProjectManagerTerminalTests",
      dependencies: [
        "ProjectManagerTerminal", "ProjectManagerPresentation", "ProjectManagerData",
        "ProjectManagerDomain", "ProjectManagerTestSupport",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(name: "DimoDomainTests", dependencies: ["DimoDomain"]),
    .testTarget(name: "DimoAPITests", dependencies: ["DimoAPI", "DimoDomain"]),
    // Every DIMO endpoint against a real server on 127.0.0.1, on SQLite and on PostgreSQL.
    .testTarget(
      name: "DimoServerTests",
      dependencies: [
        "DimoServer", "DimoAPI", "DimoDomain",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
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
