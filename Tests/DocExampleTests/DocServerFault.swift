import TVGuideTestServer

/// A misbehaviour of the stand-in TVMaze server that an example asks for by name
/// (`/shows/82 invalid-json`), so the text can show what a user meets when TVMaze fails.
struct DocServerFault: Sendable, Equatable {
  /// The request path it applies to (`/shows/82`), or `*` for every request.
  var path: String
  var name: String

  /// The names an example may use, and what the server does for each.
  static let faults: [String: ServerFault] = [
    "not-found": .notFound,
    "server-error": .serverError,
    "invalid-json": .invalidJSON,
    "cut-off": .connectionCut,
    "sign-in-page": .signInPage,
    "too-many-requests": .tooManyRequests(retryAfter: "0"),
    "too-many-requests-for-a-minute": .tooManyRequests(retryAfter: "60"),
    "larger-than-128-MB": .largeBody(bytes: 129 << 20, announced: true),
    // An index page whose fourth show has an id no integer holds.
    "id-not-whole": .body(
      #"[{"id":1,"name":"A"},{"id":2,"name":"B"},{"id":3,"name":"C"},{"id":2.5,"name":"D"}]"#),
  ]

  init(path: String, name: String) {
    self.path = path
    self.name = name
  }

  /// Reads `PATH FAULT`.
  init(parsing text: String) throws(DocExampleSyntaxError) {
    let words = text.split(separator: " ").map(String.init)
    guard words.count == 2, words[0].hasPrefix("/") || words[0] == "*" else {
      throw DocExampleSyntaxError(
        "a server fault is `PATH FAULT`, as `/shows/82 invalid-json`; got `\(text)`")
    }
    guard Self.faults[words[1]] != nil else {
      let known = Self.faults.keys.sorted().joined(separator: ", ")
      throw DocExampleSyntaxError("unknown server fault `\(words[1])`; known: \(known)")
    }
    self.init(path: words[0], name: words[1])
  }

  var serverFault: ServerFault { Self.faults[name]! }
}
