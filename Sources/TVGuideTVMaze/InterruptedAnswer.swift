/// A URLSession failure that came after the answer's status line and headers: TVMaze was
/// reached, and the answer stopped on its way.
struct InterruptedAnswer: Error {
  let underlying: any Error
}
