/// Reads what `git diff --raw -z -p --unified=0` prints: first one record per changed file,
/// its paths ended by NUL bytes exactly as git stores them, then a NUL, then one patch per
/// file in the same order. Paths are only ever taken from the records: the patch headers
/// quote names with tabs, quotes, line breaks or non-ASCII letters (`"b/Vi\303\251w.swift"`)
/// and follow the user's prefix settings, and reading paths from them once skipped such
/// files or failed the run (issue 34). From the patches only the hunk headers are read.
enum GitDiffReader {
  /// One changed file.
  struct ChangedFile: Equatable {
    /// The path after the change, relative to the repository's top folder.
    var path: String
    /// git's status letter: `A`dded, `M`odified, `R`enamed, `C`opied, `T`ype changed.
    var status: Character
    /// The lines the change adds or rewrites, in the new file.
    var addedLines: [ClosedRange<Int>]
    /// Whether every line counts as changed: a rename or copy puts the file's code in a new
    /// place (another layer's folder), whatever its lines say, and a type change makes it new.
    var isWhollyChanged: Bool { status == "R" || status == "C" || status == "T" }
  }

  /// The files of `output`; `nil` when its two parts do not agree, which the caller takes as
  /// every line of every listed file changed rather than trusting either part alone.
  static func files(in output: [UInt8]) -> (files: [ChangedFile], patchesAgree: Bool)? {
    var fields = output.split(separator: 0, maxSplits: Int.max, omittingEmptySubsequences: false)[...]
    var files: [ChangedFile] = []
    while let field = fields.first, field.first == UInt8(ascii: ":") {
      fields.removeFirst()
      // `:100644 100644 abc def R100`: the status is the last word's first letter.
      guard let statusWord = field.split(separator: UInt8(ascii: " ")).last, let letter = statusWord.first
      else {
        return nil
      }
      let status = Character(Unicode.Scalar(letter))
      let pathCount = status == "R" || status == "C" ? 2 : 1
      guard fields.count >= pathCount else { return nil }
      let paths = fields.prefix(pathCount).map { String(decoding: $0, as: UTF8.self) }
      fields.removeFirst(pathCount)
      guard let path = paths.last, !paths.contains(where: \.isEmpty) else { return nil }
      files.append(ChangedFile(path: path, status: status, addedLines: []))
    }
    // The records end with an empty field: the NUL git writes between them and the patches.
    if fields.first?.isEmpty == true { fields.removeFirst() }
    let patch = fields.joined(separator: [0])
    var index = -1
    for line in patch.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if line.starts(with: Array("diff --git ".utf8)) {
        index += 1
      } else if line.starts(with: Array("@@ ".utf8)), files.indices.contains(index),
        let range = addedRange(String(decoding: line, as: UTF8.self))
      {
        files[index].addedLines.append(range)
      }
    }
    return (files, index + 1 == files.count)
  }

  /// `+12,3` in `@@ -10,2 +12,3 @@`: lines 12 to 14; `nil` when the hunk only removes.
  static func addedRange(_ header: String) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").dropFirst().first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let numbers = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard let start = numbers.first ?? nil, start >= 0 else { return nil }
    let count = numbers.count > 1 ? (numbers[1] ?? 1) : 1
    guard count > 0, start <= Int.max - count else { return nil }
    return max(start, 1)...(start + count - 1)
  }
}
