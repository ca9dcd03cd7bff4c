import Foundation

/// TVMaze-shaped episode lists of any length, for measuring the app on shows far longer than
/// any real one. Each episode has the 2025 shape and what real lists hold: specials without
/// a number, unscheduled episodes at the end, missing runtimes, ratings and images, and HTML
/// summaries with tags and entities; about 700 bytes of JSON an episode, as real lists have.
public struct SyntheticEpisodeList: Sendable {
  public let count: Int
  public let seasons: Int

  public init(count: Int, seasons: Int) {
    self.count = count
    self.seasons = seasons
  }

  /// The list as `/shows/ID/episodes?specials=1` would send it.
  public func json(showID: Int = SyntheticCatalog.showID) -> Data {
    var data = Data()
    forEachChunk(showID: showID) { data.append(contentsOf: $0.utf8) }
    return data
  }

  /// Writes the list to `file` a megabyte at a time, so that making a long list takes no
  /// more memory than a megabyte of it: a benchmark measuring memory must not measure this.
  public func write(to file: URL, showID: Int = SyntheticCatalog.showID) throws {
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try forEachChunk(showID: showID) { try handle.write(contentsOf: Data($0.utf8)) }
  }

  /// The JSON in pieces of about a megabyte, in order.
  private func forEachChunk(showID: Int, _ body: (String) throws -> Void) rethrows {
    var random = SplitMix(seed: UInt64(count))
    let perSeason = max(1, count / max(1, seasons))
    var text = "["
    for index in 0..<count {
      if index > 0 { text += "," }
      let season = min(seasons, index / perSeason + 1)
      text += episode(
        index, season: season, numberInSeason: index % perSeason, showID: showID, random: &random)
      if text.utf8.count >= 1 << 20 {
        try body(text)
        text = ""
      }
    }
    try body(text + "]")
  }

  private func episode(
    _ index: Int, season: Int, numberInSeason: Int, showID: Int, random: inout SplitMix
  ) -> String {
    let id = 10_000_000 + index
    let isSpecial = numberInSeason % 25 == 24
    let isScheduled = index < count - max(1, count / 100)
    let name = Self.name(index, random: &random)
    let number = isSpecial ? "null" : String(numberInSeason + 1 - numberInSeason / 25)
    let date = isScheduled ? Self.date(daysAfter2000: 3_650 + index * 2) : ""
    let rating = random.next() % 5 == 0 ? "null" : "\(6 + random.next() % 3).\(random.next() % 10)"
    let runtime = random.next() % 9 == 0 ? "null" : "60"
    let image =
      random.next() % 4 == 0
      ? "null"
      : #"{"medium":"https://static.tvmaze.com/uploads/images/medium_landscape/\#(id % 997)/\#(id).jpg","original":"https://static.tvmaze.com/uploads/images/original_untouched/\#(id % 997)/\#(id).jpg"}"#
    let summary = random.next() % 7 == 0 ? "null" : "\"\(Self.summary(random: &random))\""
    return """
      {"id":\(id),"url":"https://www.tvmaze.com/episodes/\(id)/synthetic-saga-\(season)x\(numberInSeason)",\
      "name":"\(name)","season":\(season),"number":\(number),\
      "type":"\(isSpecial ? "significant_special" : "regular")","airdate":"\(date)",\
      "airtime":"\(isScheduled ? "21:00" : "")","airstamp":\(isScheduled ? "\"\(date)T01:00:00+00:00\"" : "null"),\
      "runtime":\(runtime),"rating":{"average":\(rating)},"image":\(image),"summary":\(summary),\
      "_links":{"self":{"href":"https://api.tvmaze.com/episodes/\(id)"},\
      "show":{"href":"https://api.tvmaze.com/shows/\(showID)","name":"Synthetic Saga"}}}
      """
  }

  private static let words = [
    "Winter", "is", "Coming", "The", "Kingsroad", "Lord", "Snow", "Wolf", "and", "Lion", "Golden",
    "Crown", "You", "Win", "or", "Die", "Pointy", "End", "Fire", "Blood", "North", "Remembers",
    "Night", "Lands", "What", "Dead", "May", "Never", "Ghost", "Harrenhal", "Old", "Gods", "New",
    "Garden", "Bones", "Prince", "Blackwater", "Valar", "Morghulis", "Dark", "Wings", "Words",
  ]

  private static func name(_ index: Int, random: inout SplitMix) -> String {
    let count = 1 + Int(random.next() % 4)
    return (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
  }

  private static let sentences = [
    "Lord <b>Stark</b> is troubled by reports from a Night&#39;s Watch deserter.",
    "Tyrion &amp; his <i>companions</i> reach the Eyrie; Jon is given a &quot;choice&quot;.",
    "Arya has a surprise visitor.<br>Daenerys must decide what to do with her dragons.",
    "The north marches south, while in <a href=\\\"https://example.org\\\">King&#8217;s Landing</a> plots thicken.",
  ]

  private static func summary(random: inout SplitMix) -> String {
    let count = 1 + Int(random.next() % 3)
    let text = (0..<count).map { _ in sentences[Int(random.next() % UInt64(sentences.count))] }
    return "<p>" + text.joined(separator: " ") + "</p>"
  }

  /// `YYYY-MM-DD` of a day counted from 2000-01-01, by Howard Hinnant's civil-from-days
  /// algorithm, so that no calendar is needed.
  private static func date(daysAfter2000 days: Int) -> String {
    let shifted = days + 10_957 + 719_468  // days from 0000-03-01
    let era = shifted / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return String(format: "%04d-%02d-%02d", year, month, day)
  }
}
