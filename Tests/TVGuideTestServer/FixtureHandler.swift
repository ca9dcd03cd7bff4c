import FlyingFox
import Foundation

/// The test server's one handler: records the request, then answers from the fixtures or
/// with the fault the test asked for.
struct FixtureHandler: HTTPHandler {
  let state: TestServerState
  private let responder = FixtureResponder()

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let path = request.path
    let fault = await state.receive(
      path: path, query: request.target.query(), userAgent: request.headers[HTTPHeader("User-Agent")])
    var query: [String: String] = [:]
    // Repeated names (`embed[]=a&embed[]=b`) are joined with commas.
    for item in request.query {
      query[item.name] = query[item.name].map { "\($0),\(item.value)" } ?? item.value
    }
    let answer = responder.answer(path: path, query: query)
    return try await response(answer, fault: fault)
  }

  private func response(_ answer: FixtureResponder.Answer, fault: ServerFault?) async throws -> HTTPResponse {
    switch fault {
    case nil:
      var response = json(answer.status, answer.body)
      response.headers[.contentType] = answer.contentType
      if let location = answer.location { response.headers[.location] = location }
      return response
    case .notFound:
      return json(404, FixtureResponder.notFoundBody)
    case .tooManyRequests(let retryAfter):
      var response = json(429, Data(#"{"name":"Too Many Requests","status":429}"#.utf8))
      if let retryAfter { response.headers[HTTPHeader("Retry-After")] = retryAfter }
      return response
    case .serverError:
      return json(500, Data(#"{"name":"Internal Server Error","status":500}"#.utf8))
    case .stall(let duration):
      try await Task.sleep(for: duration)
      return json(answer.status, answer.body)
    case .truncatedBody:
      return json(answer.status, answer.body.prefix(answer.body.count / 2))
    case .connectionCut:
      let half = CutOffBody(sent: answer.body.prefix(answer.body.count / 2))
      return HTTPResponse(
        statusCode: status(answer.status), headers: [.contentType: Self.jsonType],
        body: HTTPBodySequence(from: half, count: answer.body.count))
    case .signInPage:
      return HTTPResponse(
        statusCode: status(200), headers: [.contentType: "text/html; charset=UTF-8"],
        body: Data("<html><body><h1>Sign in to use this Wi-Fi</h1></body></html>".utf8))
    case .invalidJSON:
      return json(200, Data("<html><body>Service temporarily unavailable</body></html>".utf8))
    case .wrongShape:
      return json(200, Data(#"{"id":"82"}"#.utf8))
    case .body(let text):
      return json(200, Data(text.utf8))
    case .redirect(let location):
      return HTTPResponse(statusCode: status(302), headers: [.location: location], body: Data())
    case .largeBody(let count, let announced):
      let bytes = GeneratedBody(count: count)
      return HTTPResponse(
        statusCode: status(200), headers: [.contentType: Self.jsonType],
        body: announced ? HTTPBodySequence(from: bytes, count: count) : HTTPBodySequence(from: bytes))
    }
  }

  private static let jsonType = "application/json; charset=UTF-8"

  private func json(_ status: Int, _ body: Data) -> HTTPResponse {
    HTTPResponse(statusCode: self.status(status), headers: [.contentType: Self.jsonType], body: Data(body))
  }

  private func status(_ code: Int) -> HTTPStatusCode {
    HTTPStatusCode(code, phrase: code == 200 ? "OK" : "Error")
  }
}
