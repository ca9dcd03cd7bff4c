import CLibXML2
import Foundation
import TextUIKit

import enum TVGuideInteractor.ShowDataError

/// One show's details. Like the list, it does everything itself: it fetches its show, turns
/// every value into text (stars, dates, the schedule, the runtime, the HTML summary, which it
/// parses with libxml2 as an iOS screen would hand it to `NSAttributedString`), cleans what a
/// terminal would obey out of it, and decides what the header says.
@MainActor
final class ShowDetailViewController: TextViewController {
  /// Set by the list before the screen is shown.
  var showID: Int!
  var delegate: (any ShowDetailViewControllerDelegate)?
  private let networkManager: NetworkManager
  private let header = ShowDetailHeaderView()
  private let messageLabel = TextLabel()
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private var isLoading = true
  private var retryLastRequest: (() -> Void)?

  /// `24 Jun 2013` in every terminal: a fixed locale and calendar, so no setting changes it.
  private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "d MMM y"
    return formatter
  }()

  // The summary as it is being written out of libxml2's tree.
  private var summaryText = ""
  private var summaryPendingBreak = SummaryBreak.none
  private var summaryPendingBullet = false

  init(networkManager: NetworkManager) {
    self.networkManager = networkManager
    super.init()
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [header, messageLabel], spacing: 1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loadShow()
  }

  override var isBusy: Bool { isLoading }

  override func handle(_ action: TextControlAction) -> Bool {
    switch action {
    case .back:
      delegate?.showDetailViewControllerDidRequestClose(self)
    case .retry:
      retryLastRequest?()
    default:
      return super.handle(action)
    }
    return true
  }

  private func loadShow() {
    isLoading = true
    showMessage("Loading show…", style: .dim)
    networkManager.fetchShow(id: showID) { result in
      self.isLoading = false
      switch result {
      case .success(let show):
        self.retryLastRequest = nil
        self.display(show)
      case .failure(let error):
        self.showMessage(self.errorText(for: error), style: .warning)
        self.retryLastRequest = { self.loadShow() }
      }
    }
  }

  private func display(_ show: Show) {
    let name = sanitize(show.name, keepingLineBreaks: false)
    title = name.isEmpty ? "Untitled show" : name
    header.title = title ?? ""
    let genres = show.genres.map { sanitize($0, keepingLineBreaks: false) }.filter { !$0.isEmpty }
    header.genres = genres.isEmpty ? nil : genres.joined(separator: " · ")
    header.facts = facts(about: show)
    header.summary = plainText(fromHTML: show.summaryHTML) ?? "No summary available."
    header.isHidden = false
    messageLabel.isHidden = true
    setNeedsDisplay()
  }

  /// The labelled lines under the name; a fact TVMaze does not know is left out.
  private func facts(about show: Show) -> [(label: String, value: String)] {
    var status = [statusText(for: show.status)]
    if let premiered = show.premiered {
      if let ended = show.ended {
        status.append(ended.year == premiered.year ? "\(premiered.year)" : "\(premiered.year)–\(ended.year)")
      } else {
        status.append("\(premiered.year)–")
      }
    } else if let ended = show.ended {
      status.append("–\(ended.year)")
    }
    var channel = sanitize(show.channel?.name ?? "", keepingLineBreaks: false)
    if let country = show.channel?.country.map({ sanitize($0, keepingLineBreaks: false) }),
      !country.isEmpty, !channel.isEmpty
    {
      channel += " (\(country))"
    }
    var runtime = runtimeText(minutes: show.runtime)
    if runtime == nil, let average = runtimeText(minutes: show.averageRuntime) {
      runtime = "about \(average)"
    }
    let candidates: [(String, String?)] = [
      ("Rating", ratingText(for: show.rating)),
      ("Schedule", scheduleText(days: show.scheduleDays, time: show.scheduleTime, channel: show.channel)),
      ("Status", status.joined(separator: " · ")),
      (show.network == nil ? "Web channel" : "Network", channel),
      ("Runtime", runtime),
      ("Premiered", show.premiered.map(dateText(for:))),
      ("Language", show.language.map { sanitize($0, keepingLineBreaks: false) }),
    ]
    return candidates.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return (label, value)
    }
  }

  private func showMessage(_ message: String, style: TextStyle) {
    header.isHidden = true
    messageLabel.text = message
    messageLabel.style = style
    messageLabel.isHidden = false
    setNeedsDisplay()
  }

  // MARK: - Turning values into text

  /// Five stars and the number, `★★★★☆ 8.2`; a rating outside TVMaze's 0–10 is a fault in
  /// the data, not a score to draw.
  private func ratingText(for rating: Double?) -> String {
    guard let rating, rating.isFinite, (0...10).contains(rating) else { return "Not rated yet" }
    // Stars come from the number as printed, so `6.95` and `7.0` get the same stars.
    let tenths = Int((rating * 10).rounded())
    let filled = (tenths + 10) / 20
    let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    return stars + " " + String(format: "%.1f", Double(tenths) / 10)
  }

  /// TVMaze's word for the status, in the guide's words; a word it does not know is shown as sent.
  private func statusText(for status: String?) -> String {
    switch status {
    case "Running": return "Running"
    case "Ended": return "Ended"
    case "To Be Determined": return "To be determined"
    case "In Development": return "In development"
    case let text?:
      let cleaned = sanitize(text, keepingLineBreaks: false)
      return cleaned.isEmpty ? "Status unknown" : cleaned
    case nil: return "Status unknown"
    }
  }

  private func dateText(for date: Show.Day) -> String {
    let components = DateComponents(year: date.year, month: date.month, day: date.day)
    guard let day = dateFormatter.calendar.date(from: components) else {
      return "\(date.year)-\(date.month)-\(date.day)"
    }
    return dateFormatter.string(from: day)
  }

  /// `45 min`, or from two hours on `2 h 15 min`; `nil` unless a positive number of minutes.
  private func runtimeText(minutes: Int?) -> String? {
    guard let minutes, minutes > 0 else { return nil }
    guard minutes >= 120 else { return "\(minutes) min" }
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }

  /// `Sundays at 21:00 on HBO`, `Weekdays at 23:30 on Comedy Central`, `Fridays on Netflix`.
  private func scheduleText(days scheduleDays: [String], time: Show.Time?, channel: Show.Channel?) -> String {
    let week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    let listed = week.filter(scheduleDays.contains)
    var days: String?
    switch listed {
    case []: days = nil
    case week: days = "Daily"
    case Array(week.prefix(5)): days = "Weekdays"
    case Array(week.suffix(2)): days = "Weekends"
    default:
      let plural = listed.map { $0 + "s" }
      if let last = plural.last, plural.count > 1 {
        days = plural.dropLast().joined(separator: ", ") + " and " + last
      } else {
        days = plural.first
      }
    }
    // TVMaze's local time, always 24-hour so it reads the same everywhere.
    let time = time.map { "at " + String(format: "%02ld:%02ld", $0.hour, $0.minute) }
    // A channel alone says where, not when: that is no schedule.
    guard days != nil || time != nil else { return "No regular schedule" }
    let channelName = channel.map { sanitize($0.name, keepingLineBreaks: false) }
    let on = channelName.flatMap { $0.isEmpty ? nil : "on \($0)" }
    let sentence = [days, time, on].compactMap { $0 }.joined(separator: " ")
    // Without days the sentence starts with "at …", which needs a capital.
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }

  private func errorText(for error: any Error) -> String {
    switch error as? ShowDataError {
    case .showNotFound(let id)?:
      return "There is no show with id \(id). Check the id, or search for the show by name."
    case .malformedData(let detail)?:
      return "The data received could not be read (\(sanitize(detail, keepingLineBreaks: false))). "
        + "Try again later; if it persists, the data source has changed."
    case .outOfReach(how: .noConnection)?:
      return "Could not connect to api.tvmaze.com. "
        + "Check the network connection and try again."
    case .outOfReach(how: .noAnswerInTime)?:
      return "api.tvmaze.com did not answer in time. Try again in a moment."
    default:
      return "Something unexpected went wrong. Try again."
    }
  }

  // MARK: - The HTML summary

  /// What separates the next text from the text before it; the strongest one asked for wins.
  private enum SummaryBreak: Int, Comparable {
    case none, space, line, paragraph
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The summary as plain text: entities decoded, tags dropped, blocks as paragraphs, `<br>`
  /// as a line break, list items as bullets; `nil` when the HTML holds no visible text.
  private func plainText(fromHTML html: String?) -> String? {
    guard let html, !html.isEmpty else { return nil }
    // libxml2 drops a control character (raw or as `&#27;`) but keeps the rest of its escape
    // sequence, so `ESC[31m` would leave `[31m`: whole sequences go before parsing.
    let source = sanitize(decodingControlCharacterReferences(html), keepingLineBreaks: true)
    summaryText = ""
    summaryPendingBreak = .none
    summaryPendingBullet = false
    xmlInitParser()
    let options = Int32(
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOBLANKS.rawValue)
    // A fragment is wrapped in a body so a leading text node is not dropped by the parser.
    let bytes = Array("<html><body>\(source)</body></html>".utf8)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
    if let document {
      writeSummary(childrenOf: xmlDocGetRootElement(document))
      xmlFreeDoc(document)
    }
    var lines: [String] = []
    let sanitized = sanitize(summaryText, keepingLineBreaks: true)
    for line in sanitized.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // A paragraph left empty by sanitizing must not add a second blank line.
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(trimmed)
    }
    let text = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    return text.isEmpty ? nil : text
  }

  /// Writes numeric references to control characters (`&#27;`, `&#x9B;`) as the characters
  /// themselves, so sanitizing sees them with the sequence they introduce.
  private func decodingControlCharacterReferences(_ html: String) -> String {
    guard html.contains("&#") else { return html }
    return html.replacing(#/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/#) { match in
      let (reference, hex, decimal) = match.output
      let value = hex.flatMap { UInt32($0, radix: 16) } ?? decimal.flatMap { UInt32($0) }
      guard let value, value < 0x20 || (0x7F...0x9F).contains(value),
        let scalar = Unicode.Scalar(value)
      else { return String(reference) }
      return String(Character(scalar))
    }
  }

  private func writeSummary(childrenOf parent: xmlNodePtr?) {
    var child = parent?.pointee.children
    while let node = child {
      switch node.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        // No-break spaces come from `&nbsp;`; to a reader and to line wrapping they are spaces.
        let content = node.pointee.content.map { String(cString: $0) } ?? ""
        writeSummaryText(content.replacingOccurrences(of: "\u{00A0}", with: " "))
      case XML_ELEMENT_NODE:
        writeSummaryElement(node)
      default:
        break
      }
      child = node.pointee.next
    }
  }

  private func writeSummaryElement(_ node: xmlNodePtr) {
    let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    if ["script", "style", "head", "title"].contains(name) { return }
    if name == "br" {
      summaryPendingBreak = max(summaryPendingBreak, .line)
      return
    }
    let paragraphs: Set = [
      "p", "div", "ul", "ol", "table", "blockquote", "section", "article", "pre", "h1", "h2", "h3",
      "h4", "h5", "h6", "dl", "hr",
    ]
    // Table cells sit side by side, so their texts are only kept apart by a space.
    let breakKind: SummaryBreak =
      paragraphs.contains(name)
      ? .paragraph
      : ["li", "tr", "dt", "dd"].contains(name) ? .line : ["td", "th"].contains(name) ? .space : .none
    summaryPendingBreak = max(summaryPendingBreak, breakKind)
    // A bullet is written only once its item has text, so an empty item leaves none.
    if name == "li" { summaryPendingBullet = true }
    writeSummary(childrenOf: node)
    summaryPendingBreak = max(summaryPendingBreak, breakKind)
  }

  private func writeSummaryText(_ raw: String) {
    var words = raw.split(whereSeparator: \.isWhitespace)
    if raw.first?.isWhitespace == true { summaryPendingBreak = max(summaryPendingBreak, .space) }
    guard !words.isEmpty else { return }
    if !summaryText.isEmpty {
      switch summaryPendingBreak {
      case .none: break
      case .space: summaryText += " "
      case .line: summaryText += "\n"
      case .paragraph: summaryText += "\n\n"
      }
    }
    summaryPendingBreak = .none
    if summaryPendingBullet {
      summaryText += "• "
      summaryPendingBullet = false
    }
    summaryText += words.removeFirst()
    for word in words { summaryText += " " + word }
    if raw.last?.isWhitespace == true { summaryPendingBreak = max(summaryPendingBreak, .space) }
  }

  // MARK: - Text a terminal must not obey

  /// Removes what a terminal would interpret from text that came from data: control
  /// characters, whole escape sequences (so `ESC[31m` leaves no `[31m`) and the
  /// bidirectional overrides. Names and table cells also lose their line breaks.
  private func sanitize(_ text: String, keepingLineBreaks: Bool) -> String {
    var scalars = String.UnicodeScalarView()
    var input = text.unicodeScalars.makeIterator()
    while let scalar = input.next() {
      switch scalar.value {
      case 0x0A, 0x2028, 0x2029:
        scalars.append(keepingLineBreaks ? "\n" : " ")
      case 0x09:
        scalars.append(" ")
      case 0x1B:
        // After ESC: CSI (`[`) runs to a final byte, OSC/DCS/SOS/PM/APC to BEL or ST, and any
        // other escape is two characters long, after its intermediate bytes.
        guard let next = input.next() else { break }
        switch next {
        case "[": skipControlSequence(&input)
        case "]", "P", "X", "^", "_": skipString(&input)
        default:
          var current = next
          while (0x20...0x2F).contains(current.value), let following = input.next() {
            current = following
          }
        }
      case 0x9B:
        skipControlSequence(&input)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        skipString(&input)
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
    }
    let cleaned = String(scalars)
    if keepingLineBreaks { return cleaned }
    return cleaned.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  private func skipControlSequence(_ input: inout String.UnicodeScalarView.Iterator) {
    while let scalar = input.next() {
      if (0x40...0x7E).contains(scalar.value) || scalar.value > 0x7E { return }
    }
  }

  /// Skips a string up to its BEL or ST. A string that never ends is not a sequence any
  /// terminal would complete, so only its introducer goes and the text after it stays.
  private func skipString(_ input: inout String.UnicodeScalarView.Iterator) {
    var lookahead = input
    var previousWasEscape = false
    while let scalar = lookahead.next() {
      if scalar.value == 0x07 || scalar.value == 0x9C || (previousWasEscape && scalar == "\\") {
        input = lookahead
        return
      }
      previousWasEscape = scalar.value == 0x1B
    }
  }
}
