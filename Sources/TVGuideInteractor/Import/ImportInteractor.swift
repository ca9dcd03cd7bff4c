import TVGuideEntity

/// Imports a tracker's export: reads its rows, looks each distinct show id up once (or takes
/// it from the journal of an earlier run), and follows each show found and marks its episodes
/// watched through `FollowStoring` as soon as it is found, so a run that stops part way has
/// kept what it did and a second run only finishes it. A failure of the source or the store
/// stops the run there and is handed back with the result, which says what was applied and
/// what was not.
public final class ImportInteractor: ImportInteractorInput {
  private let lookup: any ShowLookingUp
  private let follows: any FollowStoring
  private let journal: (any ImportLookupJournaling)?

  /// Creates the interactor; without `journal` every run looks every id up again.
  public init(lookup: any ShowLookingUp, follows: any FollowStoring, journal: (any ImportLookupJournaling)?) {
    self.lookup = lookup
    self.follows = follows
    self.journal = journal
  }

  /// Imports the export `text`; see ``ImportInteractorInput/importExport(_:)``.
  public func importExport(_ text: String) async throws -> ImportResult {
    let table = try CSVTable(reading: text)
    guard let (layout, columns) = ImportLayout.detect(table.header) else {
      throw ImportFileError.unknownLayout(columns: table.header)
    }
    var problems: [ImportProblem]
    let rows: [ImportRow]
    (rows, problems) = Self.rows(of: table, columns: columns)
    let source = lookup.lookupSource
    let remembered = try await journal?.recordedLookups(for: source) ?? [:]
    let rememberedNames = try await journal?.recordedNames() ?? [:]
    var shows = ImportedShows()
    var followed = Set(try await follows.followedShowIDs())
    var (made, reused) = (0, 0)
    var interruption: ImportInterruption?
    let groups = Self.grouped(rows)
    for (index, (id, idRows)) in groups.enumerated() {
      do {
        var lookedUp: (showID: Int?, name: String?)
        if let known = remembered[id] {
          (lookedUp, reused) = ((known, known.flatMap { rememberedNames[$0] }), reused + 1)
        } else {
          try Task.checkCancellation()
          let show = try await lookup.show(withExternalID: id)
          (lookedUp, made) = ((show?.id, show?.name), made + 1)
          try await journal?.record(id, resolvedTo: lookedUp.showID, named: lookedUp.name, by: source)
        }
        guard let showID = lookedUp.showID else {
          problems += idRows.map { ImportProblem(line: $0.line, reason: .unknownShow(id, source: source)) }
          continue
        }
        let watched = Array(Set(idRows.compactMap(\.episode))).sorted()
        // What was there before, so that a second run of the same file says it changed nothing.
        let isNewFollow = followed.insert(showID).inserted
        let marked = watched.isEmpty ? [] : try await follows.watchedEpisodes(ofShow: showID)
        try await follows.follow([showID])
        if !watched.isEmpty { try await follows.markWatched(watched, ofShow: showID) }
        shows.add(
          id, showID: showID, name: lookedUp.name, rows: idRows.count, watched: watched,
          new: ImportedShows.New(follow: isNewFollow, watched: watched.filter { !marked.contains($0) }))
      } catch let error as ShowDataError {
        let pending = groups[index...]
        interruption = ImportInterruption(
          error: error, pendingShows: pending.map(\.0), pendingRows: pending.reduce(0) { $0 + $1.1.count })
        break
      }
    }
    return ImportResult(
      layout: layout, rowCount: table.records.count, shows: shows.list,
      problems: problems.sorted { $0.line < $1.line },
      lookupsMade: made, lookupsRemembered: reused, source: source, interruption: interruption)
  }

  /// The readable rows, each show-and-episode once, and the problems of the others.
  private static func rows(of table: CSVTable, columns: ImportColumns) -> ([ImportRow], [ImportProblem]) {
    var (rows, problems) = ([ImportRow](), [ImportProblem]())
    var firstLines: [ImportRowKey: Int] = [:]
    for record in table.records {
      switch columns.row(of: record) {
      case .failure(let reason): problems.append(ImportProblem(line: record.line, reason: reason))
      case .success(let row):
        let key = ImportRowKey(show: row.show, episode: row.episode)
        if let first = firstLines[key] {
          problems.append(ImportProblem(line: row.line, reason: .duplicate(firstLine: first)))
        } else {
          firstLines[key] = row.line
          rows.append(row)
        }
      }
    }
    return (rows, problems)
  }

  /// The rows by show, in the order the file first names each.
  private static func grouped(_ rows: [ImportRow]) -> [(ExternalShowID, [ImportRow])] {
    var order: [ExternalShowID] = []
    var byShow: [ExternalShowID: [ImportRow]] = [:]
    for row in rows {
      if byShow[row.show] == nil { order.append(row.show) }
      byShow[row.show, default: []].append(row)
    }
    return order.map { ($0, byShow[$0] ?? []) }
  }
}

/// A row's show and episode: two rows with the same are one row written twice.
private struct ImportRowKey: Hashable {
  var show: ExternalShowID
  var episode: EpisodeKey?
}
