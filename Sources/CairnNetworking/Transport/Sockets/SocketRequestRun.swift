#if canImport(Glibc)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// What a ``SocketExchange``'s thread does: writes the request on a pooled or new
  /// connection, reads the answer, follows redirects within `http://`, and gives the
  /// connection back when it can carry another request.
  ///
  /// A reused connection that ends before any byte of the answer arrives (its peer closed it
  /// while it sat idle) is replaced by a new one and the request written again, once, as
  /// libcurl does: the peer read nothing of it.
  struct SocketRequestRun {
    /// The most redirects followed, as browsers allow.
    static let redirectLimit = 16

    let exchange: SocketExchange
    let pool: SocketConnectionPool
    let progress: TransferProgressReporter?

    /// Sends `request` and returns the final answer.
    func perform(_ request: URLRequest) -> Result<(Data, HTTPURLResponse), URLError> {
      do throws(URLError) {
        var current = request
        for _ in 0...Self.redirectLimit {
          let head = try HTTPRequestHead(current)
          let response = try send(head, isHead: current.httpMethod?.uppercased() == "HEAD")
          guard let url = current.url else { throw URLError(.unsupportedURL) }
          if let next = Self.redirect(of: current, answeredWith: response) {
            current = next
            continue
          }
          return .success((response.body, try Self.httpResponse(response, url: url)))
        }
        throw URLError(.httpTooManyRedirects)
      } catch {
        return .failure(error)
      }
    }

    /// One request and its answer, on a pooled connection or a new one.
    private func send(_ head: HTTPRequestHead, isHead: Bool) throws(URLError)
      -> HTTPResponseReader.Response
    {
      var isFirstTry = true
      while true {
        let reused = isFirstTry ? pool.take(head.endpoint) : nil
        isFirstTry = false
        if reused == nil { exchange.note(stage: "connecting to \(head.endpoint)") }
        let connection: SocketConnection
        if let reused {
          connection = reused
        } else {
          connection = try SocketConnection.connect(to: head.endpoint, wake: exchange.wake)
        }
        exchange.note(stage: "writing the request")
        var reader = HTTPResponseReader { buffer throws(URLError) in
          try connection.receive(into: &buffer, wake: exchange.wake)
        }
        do throws(URLError) {
          try write(head, on: connection)
          exchange.note(stage: "waiting for the answer")
          let response = try reader.readResponse(toHead: isHead) { received, total in
            progress?.report(
              TransferProgress(.download, completedBytes: received, totalBytes: total))
          }
          connection.answeredRequests += 1
          if response.isReusable, !exchange.hasEnded { pool.giveBack(connection) }
          return response
        } catch {
          let isStale =
            reused != nil && !reader.hasReceivedAnything && error.code == .networkConnectionLost
          guard isStale, !exchange.hasEnded else { throw error }
        }
      }
    }

    /// Writes the head and the body, reporting the body's progress.
    private func write(_ head: HTTPRequestHead, on connection: SocketConnection) throws(URLError) {
      let total = Int64(head.body.count)
      if let progress, total > 0 {
        progress.report(TransferProgress(.upload, completedBytes: 0, totalBytes: total))
      }
      try connection.send(head.head + head.body, wake: exchange.wake) { written in
        guard let progress, total > 0, written > head.head.count else { return }
        let sent = Int64(written - head.head.count)
        progress.report(TransferProgress(.upload, completedBytes: sent, totalBytes: total))
      }
    }

    /// The request a redirect answer asks for, or nil when `response` is not one this
    /// transport follows (no `Location`, or one that leaves `http://`).
    static func redirect(of request: URLRequest, answeredWith response: HTTPResponseReader.Response)
      -> URLRequest?
    {
      guard [301, 302, 303, 307, 308].contains(response.status),
        let location = response.fields.last(where: { $0.name.lowercased() == "location" })?.value,
        let from = request.url, let to = URL(string: location, relativeTo: from)?.absoluteURL,
        to.scheme?.lowercased() == "http"
      else { return nil }
      var next = request
      next.url = to
      let method = request.httpMethod?.uppercased() ?? "GET"
      if response.status == 303 && method != "HEAD"
        || [301, 302].contains(response.status) && method == "POST"
      {
        next.httpMethod = "GET"
        next.httpBody = nil
        next.setValue(nil, forHTTPHeaderField: "Content-Type")
      }
      if to.host?.lowercased() != from.host?.lowercased() || to.port != from.port {
        // Credentials are for the server that asked, not for the one it sends us to.
        next.setValue(nil, forHTTPHeaderField: "Authorization")
        next.setValue(nil, forHTTPHeaderField: "Cookie")
      }
      return next
    }

    /// The answer as an `HTTPURLResponse`; fields sent more than once are joined with commas.
    static func httpResponse(_ response: HTTPResponseReader.Response, url: URL) throws(URLError)
      -> HTTPURLResponse
    {
      var fields: [String: String] = [:]
      var names: [String: String] = [:]
      for field in response.fields {
        let key = field.name.lowercased()
        let name = names[key, default: field.name]
        names[key] = name
        fields[name] = fields[name].map { "\($0), \(field.value)" } ?? field.value
      }
      guard
        let answer = HTTPURLResponse(
          url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields)
      else { throw URLError(.cannotParseResponse) }
      return answer
    }
  }
#endif
