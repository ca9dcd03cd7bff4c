/// The changes as one pull-request comment.
extension ArchitectureChanges {
  /// The first line of every comment, so a workflow finds its earlier comment and edits it.
  package static let commentMarker = "<!-- tvguide-review: architecture changes -->"

  /// Markdown for one pull-request comment: a heading, then a list of what changed, most
  /// telling first; one line when nothing did. Names come from the pull request, so each is
  /// a code span with its backticks and every character a terminal or a page acts on escaped.
  package var markdown: String {
    guard !isEmpty else {
      return "\(Self.commentMarker)\nNo architecture changes since \(Self.code(base)).\n"
    }
    var lines = [Self.commentMarker, "### Architecture changes since \(Self.code(base))", ""]
    for module in modulesAdded {
      lines.append("- New module \(Self.code(module.name)): \(Self.parts(module.parts)).")
    }
    for module in modulesRemoved {
      lines.append("- Module \(Self.code(module.name)) removed: \(Self.parts(module.parts)).")
    }
    for module in modulesChanged {
      if !module.partsAdded.isEmpty {
        lines.append("- \(Self.code(module.name)) gains \(Self.parts(module.partsAdded)).")
      }
      if !module.partsRemoved.isEmpty {
        lines.append("- \(Self.code(module.name)) loses \(Self.parts(module.partsRemoved)).")
      }
    }
    for dependency in dependenciesAdded {
      lines.append("- New dependency \(Self.arrow(dependency)): \(Self.uses(dependency.uses)).")
    }
    for dependency in dependenciesRemoved {
      lines.append("- \(Self.arrow(dependency)) no longer used: was \(Self.uses(dependency.uses)).")
    }
    for change in rolesChanged {
      lines.append(
        "- \(Self.code(change.name)) is now \(ReviewRole(rawValue: change.to).withArticle), "
          + "was \(ReviewRole(rawValue: change.from).withArticle) (\(Self.code(change.file))).")
    }
    for cycle in cyclesIntroduced {
      lines.append("- Ownership cycle introduced: \(Self.loop(cycle)); neither is ever freed.")
    }
    for cycle in cyclesBroken {
      lines.append("- Ownership cycle broken: \(Self.loop(cycle)).")
    }
    if !typesAdded.isEmpty { lines.append("- Types added: \(Self.list(typesAdded)).") }
    if !typesRemoved.isEmpty { lines.append("- Types removed: \(Self.list(typesRemoved)).") }
    return Self.fitting(lines).joined(separator: "\n") + "\n"
  }

  /// GitHub refuses a comment past 65,536 characters: past `limit`, the lines left are
  /// counted instead, and JSON has them all.
  package static func fitting(_ lines: [String], limit: Int = 60_000) -> [String] {
    var length = 0
    for (index, line) in lines.enumerated() {
      length += line.count + 1
      if length > limit {
        return lines[..<index]
          + ["- … and \(lines.count - index) more lines: `--format json` lists every change."]
      }
    }
    return lines
  }

  /// `an interactor (`ShowListInteractor`), a router (`ShowListRouter`)`.
  private static func parts(_ parts: [TypeEntry]) -> String {
    parts.map { "\(ReviewRole(rawValue: $0.role).withArticle) \(code($0.name))" }.joined(separator: ", ")
  }

  /// The first 40 types, and how many more: a comment is read, not searched.
  private static func list(_ types: [TypeEntry]) -> String {
    let shown = types.prefix(40).map { "\(code($0.name)) (\($0.role))" }.joined(separator: ", ")
    return types.count > 40 ? "\(shown) and \(types.count - 40) more" : shown
  }

  private static func arrow(_ dependency: DependencyEntry) -> String {
    "\(code(dependency.from)) → \(code(dependency.to))"
  }

  /// The first three uses, and how many more.
  private static func uses(_ uses: [String]) -> String {
    let shown = uses.prefix(3).map(code).joined(separator: ", ")
    return uses.count > 3 ? "\(shown) and \(uses.count - 3) more" : shown
  }

  private static func loop(_ names: [String]) -> String {
    (names + names.prefix(1)).map(code).joined(separator: " → ")
  }

  /// A code span that no name can close early: its backticks become `ˋ`, and characters a
  /// terminal or a page would act on are written as visible escapes.
  static func code(_ text: String) -> String {
    "`" + VisibleText.escaped(text).replacingOccurrences(of: "`", with: "ˋ") + "`"
  }
}
