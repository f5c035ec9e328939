// swift-tools-version: 6.1
// The reference apps built on Cairn, their servers and the `cairn-apps` launcher.
import PackageDescription

let package = Package(
  name: "CairnExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "cairn-apps", targets: ["cairn-apps"]),
    .executable(name: "cairn-bench", targets: ["cairn-bench"]),
  ],
  dependencies: [
    .package(name: "Cairn", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only the FullFoundation trait: with the default traits SwiftPM passes the trait defines
    // in random order and Hummingbird rebuilds on about half of all builds.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The DIMO server: one set of SQL queries on SQLite and PostgreSQL (SQLKit), bcrypt and JWT
    // authentication, multipart profile images.
    .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
    .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
    .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    // CairnWeb's transport: pages and their sockets.
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    // The DIMO load benchmark: many concurrent HTTP/1.1 connections from a pooled client
    // (HummingbirdTesting builds it already).
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
  ],
  targets: [
    // Shared by every app: the data folder and other composition-root helpers.
    .target(name: "ExampleSupport"),

    // The Korean texts of CairnTerminal's chrome, shared by every app's terminal screens.
    .target(
      name: "KoreanChrome",
      dependencies: [
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]),

    // TodoList.
    .target(name: "TodoDomain"),
    .target(name: "TodoData", dependencies: ["TodoDomain", "ExampleSupport"]),
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
        "TodoDomain", "TodoPresentation", "KoreanChrome",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),

    .target(
      name: "TodoWeb",
      dependencies: [
        "TodoDomain", "TodoPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),

    // Onban: the side-dish store and its API server.
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
        "OnbanPresentation", "KoreanChrome",
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .target(
      name: "BookKittyWeb",
      dependencies: [
        "BookKittyDomain", "BookKittyPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),
    .target(
      name: "OnbanWeb",
      dependencies: [
        "OnbanDomain", "OnbanPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),
    .target(
      name: "OnbanServer",
      dependencies: [
        "OnbanAPI", "ServerSupport", "ExampleSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      exclude: ["Resources/generate-images.py"],
      resources: [.copy("Resources/catalog.json"), .copy("Resources/images")]
    ),

    // Project Manager: the board, its SQLite store, sync engine and sync server.
    .target(name: "ProjectManagerDomain"),
    .target(
      name: "ProjectManagerAPI",
      dependencies: [
        "ProjectManagerDomain", .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    // The `work` table both the devices' and the server's databases keep: one schema, one codec.
    .target(
      name: "ProjectManagerStorage",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerAPI",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .target(
      name: "ProjectManagerData",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerStorage", "ExampleSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API, to read a board row's bytes without making strings of them.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
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
        "ProjectManagerDomain", "ProjectManagerPresentation", "KoreanChrome",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),
    .target(
      name: "ProjectManagerWeb",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerPresentation",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),
    .target(
      name: "ProjectManagerServer",
      dependencies: [
        "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerStorage", "ServerSupport",
        "ExampleSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // BookKitty: questions answered with books checked against a book search, a
    // library kept in SQLite, the book-search server and the model providers.
    .target(name: "BookKittyDomain"),
    .target(
      name: "BookKittyAPI",
      dependencies: ["BookKittyDomain", .product(name: "CairnNetworking", package: "Cairn")]
    ),
    .target(
      name: "BookKittyData",
      dependencies: [
        "BookKittyDomain", "BookKittyAPI", "ExampleSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .target(
      name: "BookKittyPresentation",
      dependencies: [
        "BookKittyDomain",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
      ]
    ),
    .target(
      name: "BookKittyTerminal",
      dependencies: [
        "BookKittyDomain", "BookKittyPresentation", "KoreanChrome",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),
    .target(
      name: "BookKittyServer",
      dependencies: [
        "BookKittyDomain", "BookKittyAPI", "ServerSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ],
      exclude: ["Resources/generate-covers.py", "Resources/check-catalog.py"],
      resources: [.copy("Resources/catalog.json"), .copy("Resources/covers")]
    ),
    // DIMO: the wire contract, the server and the app's layers.
    .target(name: "DimoDomain"),
    .target(
      name: "DimoAPI",
      dependencies: ["DimoDomain", .product(name: "CairnNetworking", package: "Cairn")]
    ),
    .target(
      name: "DimoData",
      dependencies: [
        "DimoDomain", "DimoAPI", "ExampleSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
      ]
    ),
    .target(
      name: "DimoPresentation",
      dependencies: [
        "DimoDomain",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
      ],
      // The licenses of every resolved package (scripts/generate-dimo-licenses writes it).
      resources: [.copy("Resources/OpenSourceLicenses.txt")]
    ),
    .target(
      name: "DimoTerminal",
      dependencies: [
        "DimoDomain", "DimoPresentation", "KoreanChrome",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
      ]
    ),
    .target(
      name: "DimoServer",
      dependencies: [
        "DimoDomain", "DimoAPI", "ServerSupport", "ExampleSupport",
        // Its PNG decoder checks an uploaded profile picture.
        .product(name: "CairnImages", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "SQLiteKit", package: "sqlite-kit"),
        .product(name: "PostgresKit", package: "postgres-kit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "MultipartKit", package: "multipart-kit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      exclude: ["Resources/generate-images.py", "Resources/check-dataset.py"],
      resources: [
        .copy("Resources/catalog.json"), .copy("Resources/sample-activity.json"),
        .copy("Resources/images"),
      ]
    ),

    // What every embedded backend needs: running on loopback with a graceful stop, counting
    // requests and injecting faults for tests.
    // CairnWeb's transport on Hummingbird: the apps' pages, their sockets, the library's script.
    .target(
      name: "CairnWebServer",
      dependencies: [
        "ServerSupport",
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "ServerSupport",
      dependencies: [
        "ExampleSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        // The connection cap's 503 answer is written as HTTP parts.
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .testTarget(
      name: "ServerSupportTests",
      dependencies: [
        "ServerSupport", "ExampleSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),

    // The launcher: the composition root of every app, and its executable.
    .target(
      name: "Launcher",
      dependencies: [
        "ExampleSupport", "KoreanChrome", "TodoDomain", "TodoData", "TodoPresentation",
        "TodoTerminal",
        "OnbanDomain", "OnbanData", "OnbanPresentation", "OnbanTerminal", "OnbanServer",
        "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerData",
        "ProjectManagerPresentation", "ProjectManagerTerminal", "ProjectManagerServer",
        "BookKittyDomain", "BookKittyAPI", "BookKittyData", "BookKittyPresentation",
        "BookKittyTerminal", "BookKittyServer",
        "DimoDomain", "DimoData", "DimoPresentation", "DimoTerminal", "DimoServer",
        "ServerSupport", "CairnWebServer", "TodoWeb", "OnbanWeb", "ProjectManagerWeb",
        "BookKittyWeb",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
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

    // `make bench`: release-mode benchmarks of the toolkit and the apps, with a small harness
    // of their own. Here rather than in a package of their own so that every build of the tests
    // compiles them and `make test` smoke-runs them (`cairn-bench --smoke`): none can rot.
    .executableTarget(
      name: "cairn-bench",
      dependencies: [
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnImages", package: "Cairn"),
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnCache", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        "ProjectManagerDomain", "ProjectManagerAPI", "ProjectManagerData",
        "ProjectManagerPresentation", "ProjectManagerServer",
        .product(name: "GRDB", package: "GRDB.swift"),
        "CBenchZlib",
        "BookKittyDomain", "BookKittyAPI", "BookKittyData", "BookKittyServer",
        "DimoAPI", "DimoServer",
        .product(name: "CairnWeb", package: "Cairn"),
        "CairnWebServer", "TodoWeb", "TodoData", "TodoDomain", "TodoPresentation", "KoreanChrome",
        "ProjectManagerWeb",
        // chromedriver and its WebDriver client, for the event timed in a real browser.
        "BrowserTestSupport",
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

    .testTarget(name: "TodoDomainTests", dependencies: ["TodoDomain"]),
    .testTarget(
      name: "TodoTerminalTests",
      dependencies: [
        "TodoTerminal", "TodoPresentation", "TodoDomain", "TodoData",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "OnbanTerminalTests",
      dependencies: [
        "OnbanTerminal", "OnbanPresentation", "OnbanData", "OnbanDomain", "OnbanServer",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    // Starting helper programs from tests: spawning, bounded waits, stacks of a hung child.
    .target(
      name: "ProcessTestSupport", dependencies: ["ExampleSupport"], path: "Tests/ProcessTestSupport"
    ),
    .testTarget(
      name: "LauncherEndToEndTests",
      dependencies: [
        "cairn-apps", "ProcessTestSupport", "BookKittyTestSupport", "ProjectManagerData",
        "ProjectManagerDomain", "ProjectManagerPresentation",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]),
    // CairnWeb's server in process: pages, their headers, sockets and sessions over real sockets.
    .testTarget(
      name: "CairnWebServerTests",
      dependencies: [
        "CairnWebServer", "TodoWeb", "TodoData", "TodoPresentation", "KoreanChrome",
        "BrowserTestSupport",
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
      ]),
    // Onban's web views driven through sessions, against a real OnbanServer on 127.0.0.1.
    .testTarget(
      name: "OnbanWebTests",
      dependencies: [
        "OnbanWeb", "OnbanPresentation", "OnbanData", "OnbanDomain", "OnbanServer", "KoreanChrome",
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]),
    // The Project Manager's sync under every fault at once, for about a minute (make test).
    .testTarget(
      name: "PMFaultDrillTests",
      dependencies: [
        "cairn-apps", "ProcessTestSupport", "ProjectManagerData", "ProjectManagerDomain",
        "ProjectManagerAPI",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]),
    // A WebDriver client for chromedriver and `cairn-apps web` as a process: the browser tests'.
    .target(
      name: "BrowserTestSupport",
      dependencies: [
        "ProcessTestSupport", "ExampleSupport", .product(name: "CairnNetworking", package: "Cairn"),
      ],
      path: "Tests/BrowserTestSupport"),
    // The apps in a real headless Chromium, driven over WebDriver.
    .testTarget(
      name: "BrowserTests",
      dependencies: ["cairn-apps", "BrowserTestSupport", "ProcessTestSupport"]),
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
        "OnbanServer", "OnbanAPI", .product(name: "Logging", package: "swift-log"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    // CairnNetworking against real Hummingbird servers on 127.0.0.1 (the toolkit's own tests
    // use stubs, so that the toolkit never depends on a web server).
    .testTarget(
      name: "NetworkingIntegrationTests",
      dependencies: [
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
    .testTarget(
      name: "LauncherTests",
      dependencies: [
        "Launcher", "KoreanChrome",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
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
        "ProjectManagerStorage", "ProcessTestSupport",
        "ServerSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ProjectManagerServerTests",
      dependencies: [
        .product(name: "Logging", package: "swift-log"),
        "ProjectManagerServer", "ProjectManagerAPI", "ProjectManagerDomain",
        "ProjectManagerStorage", "ServerSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
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
        "ProjectManagerAPI", "ProjectManagerTestSupport", "ProjectManagerServer",
        .product(name: "CairnNetworking", package: "Cairn"),
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
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
      ]
    ),
    // The Project Manager's web views driven through a browser tab's session, without a server.
    .testTarget(
      name: "ProjectManagerWebTests",
      dependencies: [
        "ProjectManagerWeb", "ProjectManagerPresentation", "ProjectManagerData",
        "ProjectManagerDomain", "ProjectManagerTestSupport", "KoreanChrome",
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    // What BookKitty's tests share: the OpenAI stand-in server, scripted models and searches.
    .target(
      name: "BookKittyTestSupport",
      dependencies: [
        "BookKittyDomain", "BookKittyAPI", "BookKittyData", "ServerSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      path: "Tests/BookKittyTestSupport"),
    .testTarget(name: "BookKittyDomainTests", dependencies: ["BookKittyDomain", "BookKittyAPI"]),
    .testTarget(
      name: "BookKittyServerTests",
      dependencies: [
        "BookKittyServer", "BookKittyAPI", "BookKittyDomain", "BookKittyTestSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "BookKittyDataTests",
      dependencies: [
        "BookKittyData", "BookKittyDomain", "BookKittyAPI", "BookKittyServer",
        "BookKittyPresentation", "BookKittyTestSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "BookKittyPresentationTests",
      dependencies: [
        "BookKittyPresentation", "BookKittyData", "BookKittyDomain", "BookKittyTestSupport",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "BookKittyTerminalTests",
      dependencies: [
        "BookKittyTerminal", "BookKittyPresentation", "BookKittyData", "BookKittyDomain",
        "BookKittyServer", "BookKittyTestSupport",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "TodoDataTests", dependencies: ["TodoData", "TodoDomain", "ProcessTestSupport"]),
    .testTarget(name: "DimoDomainTests", dependencies: ["DimoDomain"]),
    .testTarget(
      name: "DimoAPITests",
      dependencies: ["DimoAPI", "DimoDomain", .product(name: "CairnNetworking", package: "Cairn")]),
    // Every DIMO endpoint against a real server on 127.0.0.1, on SQLite and on PostgreSQL.
    .testTarget(
      name: "DimoServerTests",
      dependencies: [
        "DimoServer", "DimoAPI", "DimoDomain", "DimoTestSupport", "ExampleSupport",
        "ProcessTestSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // What the DIMO app's tests share: a real DIMO server on 127.0.0.1 over a temporary SQLite
    // folder, its test clock, and accounts signed up through the API.
    .target(
      name: "DimoTestSupport",
      dependencies: [
        "DimoServer", "DimoAPI", "DimoDomain", "DimoData", "DimoPresentation", "ExampleSupport",
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/DimoTestSupport"),
    .testTarget(
      name: "DimoDataTests",
      dependencies: [
        "DimoData", "DimoDomain", "DimoAPI", "DimoServer", "DimoTestSupport",
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "DimoPresentationTests",
      dependencies: [
        "DimoPresentation", "DimoData", "DimoDomain", "DimoAPI", "DimoServer", "DimoTestSupport",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(
      name: "DimoTerminalTests",
      dependencies: [
        "DimoTerminal", "DimoPresentation", "DimoData", "DimoDomain", "DimoServer",
        "DimoTestSupport",
        .product(name: "CairnTerminal", package: "Cairn"),
        .product(name: "CairnTerminalTesting", package: "Cairn"),
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
    .testTarget(name: "ExampleSupportTests", dependencies: ["ExampleSupport"]),
    .testTarget(
      name: "TodoPresentationTests",
      dependencies: [
        "TodoPresentation", "TodoDomain", "TodoData",
        .product(name: "CairnNavigation", package: "Cairn"),
        .product(name: "CairnPresentation", package: "Cairn"),
        .product(name: "CairnNetworking", package: "Cairn"),
        .product(name: "CairnTesting", package: "Cairn"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
