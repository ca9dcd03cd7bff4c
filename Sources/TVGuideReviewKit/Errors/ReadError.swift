/// Why a file the review reads (a baseline, a layer order, a configuration) cannot be used,
/// as one sentence for its author.
package struct ReadError: Error, CustomStringConvertible, Equatable {
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}
