/// One step of the migration: its folder under `Stages/` and the app it builds.
struct Stage: Sendable, CustomStringConvertible {
  let folder: String
  let executable: String

  static let all = [
    Stage(folder: "01-MVC", executable: "stage1-mvc"),
    Stage(folder: "02-MVP", executable: "stage2-mvp"),
    Stage(folder: "03-Interactor", executable: "stage3-interactor"),
    Stage(folder: "04-Router", executable: "stage4-router"),
    Stage(folder: "05-Seasons", executable: "stage5-seasons"),
    Stage(folder: "06-Search", executable: "stage6-search"),
  ]

  /// The variants beside the VIPER line: stage 4's guide as MVVM and as MVI, each one step from
  /// stage 1, printing what stage 4 prints.
  static let variants = [
    Stage(folder: "MVVM", executable: "stage-mvvm"),
    Stage(folder: "MVI", executable: "stage-mvi"),
  ]

  /// The stages without search or episodes, which behave the same.
  static let listAndDetail = Array(all.prefix(4))

  var path: String { "Stages/\(folder)" }
  /// The step's number, from the folder's (`03-Interactor` is 3).
  var number: Int { Int(folder.prefix(2)) ?? 0 }
  /// The module its tests import: `stage3_interactor`.
  var moduleName: String { executable.replacingOccurrences(of: "-", with: "_") }
  var description: String { executable }
}
