/// Command-line arguments with a negative number right after `show` moved behind `--`, so
/// `tvguide show -1` asks for show -1 (and says there is none) instead of reading `-1` as an
/// option and complaining that the id is missing.
enum NegativeNumberArguments {
  static func rewritten(_ arguments: [String]) -> [String] {
    guard !arguments.contains("--"),
      let command = arguments.firstIndex(where: { !$0.hasPrefix("-") }), arguments[command] == "show",
      command + 1 < arguments.count, isNegativeNumber(arguments[command + 1])
    else { return arguments }
    var rewritten = arguments
    let number = rewritten.remove(at: command + 1)
    return rewritten + ["--", number]
  }

  private static func isNegativeNumber(_ argument: String) -> Bool {
    let digits = argument.utf8.dropFirst()
    return argument.hasPrefix("-") && !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
  }
}
