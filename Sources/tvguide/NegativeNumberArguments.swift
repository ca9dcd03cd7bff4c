/// Command-line arguments with the negative numbers that are show ids moved behind `--`, so
/// that `tvguide show -1` asks for show -1 (and says there is none) and `tvguide unfollow -5`
/// removes a bad id an import let in, instead of reading `-1` or `-5` as an option.
///
/// `show` takes one id, right after it; `follow` and `unfollow` take any number, and each
/// negative number among their arguments is an id unless it is the value of the option before
/// it (`--timeout -5`). Moving ids behind `--` keeps their order among themselves; `unfollow`
/// ignores order, and `follow` refuses a negative id before following any.
enum NegativeNumberArguments {
  /// The options of `follow` and `unfollow` that take a value.
  private static let optionsWithValues: Set = [
    "--source", "--api-url", "--cache-dir", "--data-dir", "--timeout", "--connect-timeout",
  ]

  static func rewritten(_ arguments: [String]) -> [String] {
    guard !arguments.contains("--"), let command = arguments.firstIndex(where: { !$0.hasPrefix("-") })
    else { return arguments }
    let rest = arguments[(command + 1)...]
    switch arguments[command] {
    case "show":
      guard let first = rest.first, isNegativeNumber(first) else { return arguments }
      return Array(arguments[...command]) + rest.dropFirst() + ["--", first]
    case "follow", "unfollow":
      var (kept, ids) = (Array(arguments[...command]), [String]())
      for argument in rest {
        if isNegativeNumber(argument), !optionsWithValues.contains(kept.last ?? "") {
          ids.append(argument)
        } else {
          kept.append(argument)
        }
      }
      return ids.isEmpty ? arguments : kept + ["--"] + ids
    default:
      return arguments
    }
  }

  private static func isNegativeNumber(_ argument: String) -> Bool {
    let digits = argument.utf8.dropFirst()
    return argument.hasPrefix("-") && !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
  }
}
