import Foundation

/// The faults a test injects into a stage, read from `TVGUIDE_FAULTS`: entries separated by
/// `;`, each a request and a fault, e.g. `page 0: no-connection; show 1: 429 1.5`. Each fault
/// is acted out once, on the first time its request is made, so `retry` then succeeds.
public struct StageFaultPlan: Equatable, Sendable {
  /// The variable a test sets.
  public static let environmentName = "TVGUIDE_FAULTS"

  public private(set) var faults: [StageRequest: StageFault]

  /// No faults: every request goes through.
  public static let none = StageFaultPlan(faults: [:])

  public init(faults: [StageRequest: StageFault]) {
    self.faults = faults
  }

  /// Reads a plan; `nil` when an entry is not one this type knows, so a typo in a test
  /// fails loudly instead of injecting nothing.
  public init?(text: String) {
    var faults: [StageRequest: StageFault] = [:]
    for entry in text.split(separator: ";") where !entry.allSatisfy(\.isWhitespace) {
      let parts = entry.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        let request = StageRequest(words: parts[0].split(separator: " ")),
        let fault = StageFault(words: parts[1].split(separator: " "))
      else { return nil }
      faults[request] = fault
    }
    self.init(faults: faults)
  }

  /// The plan `TVGUIDE_FAULTS` names. A plan that cannot be read ends the program with one
  /// sentence on standard error: it only ever comes from a test.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> StageFaultPlan
  {
    guard let text = environment[environmentName] else { return .none }
    guard let plan = StageFaultPlan(text: text) else {
      FileHandle.standardError.write(
        Data("\(environmentName) is not a fault plan: \(text.debugDescription)\n".utf8))
      exit(2)
    }
    return plan
  }

  /// Takes the fault planned for `request` out of the plan, so it is acted out only once.
  mutating func take(for request: StageRequest) -> StageFault? {
    faults.removeValue(forKey: request)
  }
}
