/// Stops the run with a message when a property the code promises does not hold.
///
/// libFuzzer saves the input of any run that dies, so a broken promise is reported exactly
/// like a crash: with the input that breaks it.
public enum Invariant {
  public static func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !condition else { return }
    fatalError("invariant broken: \(message())", file: file, line: line)
  }
}
