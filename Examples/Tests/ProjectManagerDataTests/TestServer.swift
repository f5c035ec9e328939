import Foundation
import ProjectManagerAPI
import ProjectManagerServer

/// The board token every sync server of these tests asks for; ``SyncClient`` and ``RawPeer``
/// send it unless told otherwise.
let boardToken = BoardToken.random()

/// Starts a sync server on 127.0.0.1 (on `port`, else a free one) that asks for
/// ``boardToken``, its records in `folder`, or in memory when it is nil.
func startServer(in folder: URL? = nil, port: Int = 0) async throws
  -> RunningProjectManagerServer
{
  try await RunningProjectManagerServer.start(
    ProjectManagerServer(
      configuration: ProjectManagerServerConfiguration(
        dataDirectory: folder, access: .token(boardToken))),
    port: port)
}
