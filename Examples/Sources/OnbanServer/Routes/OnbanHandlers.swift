import Foundation
import Hummingbird
import OnbanAPI

/// The Onban endpoints' logic, independent of where the routes are mounted.
///
/// Every handler returns a response rather than throwing: bad input gets a 4xx JSON error body,
/// never a 5xx.
struct OnbanHandlers: Sendable {
  /// The largest order body read; a longer one is refused with 413.
  static let maxOrderBodySize = 16 * 1024

  let catalog: Catalog
  let images: ImageLibrary
  let orders: OrderStore
  let urls: ImageURLs
  let now: @Sendable () -> Date

  /// `GET /<section>`.
  func section(_ section: Catalog.Section) -> Response {
    JSONResponse.make(RespondDishList(section: section, urls: urls))
  }

  /// `GET /detail/{hash}`.
  func detail(hash: String?) -> Response {
    guard let hash, let dish = catalog.dish(hash: hash) else {
      return JSONResponse.error(.notFound("no dish with hash \(hash ?? "")"))
    }
    return JSONResponse.make(RespondDishDetail(dish: dish, urls: urls))
  }

  /// `GET /images/{file}`: the PNG, or a 404 JSON body.
  func image(named name: String?) -> Response {
    guard let name, let png = images.png(named: name) else {
      return JSONResponse.error(.notFound("no image named \(name ?? "")"))
    }
    return Response(
      status: .ok, headers: [.contentType: "image/png"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
  }

  /// `POST /order`: 201 with the order id and total, after recording the order.
  func order(_ request: Request) async -> Response {
    do {
      let order = try await validatedOrder(request)
      try await orders.record(order)
      return JSONResponse.make(
        RespondOrder(orderId: order.id, total: order.total), status: .created)
    } catch let error as OnbanError {
      return JSONResponse.error(error)
    } catch {
      return JSONResponse.error(
        OnbanError(status: .internalServerError, message: "order not saved"))
    }
  }

  /// Reads and checks an order: 400 for a body that is not `{"detail_hash": String, "quantity":
  /// Int}`, 422 for a quantity outside 1...99, 404 for an unknown hash.
  func validatedOrder(_ request: Request) async throws(OnbanError) -> OnbanOrder {
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: Self.maxOrderBodySize)
    } catch let error as any HTTPResponseError {
      throw OnbanError(status: error.status, message: "the order body could not be read")
    } catch {
      throw .badRequest("the order body could not be read")
    }
    let message: RequestOrder
    do {
      message = try JSONDecoder().decode(RequestOrder.self, from: Data(body.readableBytesView))
    } catch {
      throw .badRequest(
        #"expected {"detail_hash": String, "quantity": Int}: \#(Self.describe(error))"#)
    }
    guard (1...99).contains(message.quantity) else {
      throw .unprocessable("quantity must be between 1 and 99, got \(message.quantity)")
    }
    guard let dish = catalog.dish(hash: message.detailHash) else {
      throw .notFound("no dish with hash \(message.detailHash)")
    }
    let unitPrice = dish.salePrice.amount
    return OnbanOrder(
      id: UUID().uuidString.lowercased(), detailHash: dish.hash, quantity: message.quantity,
      unitPrice: unitPrice, total: unitPrice * message.quantity, createdAt: now())
  }

  /// `405` for a known path with another method, `404` for any other path under the prefix.
  func refuse(_ error: OnbanError) -> Response {
    JSONResponse.error(error)
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _):
      return "missing \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "wrong type for \(path.isEmpty ? "the body" : path)"
    case DecodingError.dataCorrupted:
      return "malformed JSON"
    default:
      return "unreadable body"
    }
  }
}
