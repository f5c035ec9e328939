/// Every error answer: `{"statusCode": 404, "error": "no dish with hash XXXXX"}`.
struct ErrorBody: Encodable, Sendable {
  let statusCode: Int
  let error: String
}
