import Foundation
import TVGuideBundledCatalog
import TVGuideInteractor
import TVGuidePresenter
import TextUIKit

// A front end of its own on TVGuide's Interactor and Presenter layers: plain `print` instead
// of the app's text UI. The presenters decide what to show; this view only prints it, which
// is the VIPER promise that the view can be replaced. What a view can show of a text from
// data is the view's to say, so it hands the presenters its own rule: printed to a terminal,
// the terminal's, from TextUIKit.

/// Text as `print` may write it to a terminal: no escape sequence, no invisible character.
struct PrintedText: TextSanitizing {
  func singleLine(_ text: String) -> String { TerminalTextSanitizer(mode: .singleLine).sanitize(text) }
  func multiline(_ text: String) -> String { TerminalTextSanitizer(mode: .multiline).sanitize(text) }
}

/// Prints the list presenter's rows, one line each.
@MainActor
final class PrintedShowList: ShowListViewInput {
  func display(_ viewModel: ShowListViewModel) {
    guard viewModel.status.kind != .loading else { return }
    print(viewModel.status.message)
    for row in viewModel.rows {
      print(
        "- \(row.name) (\(row.year)) \(row.rating)\(row.hasEpisodesHeld == true ? ", episodes offline" : "")")
    }
  }
}

/// Prints the detail presenter's title and one line per season.
@MainActor
final class PrintedShowDetail: ShowDetailViewInput {
  func displayLoading(_ message: String) {}

  func display(_ viewModel: ShowDetailViewModel) {
    print("\n\(viewModel.title)")
    for field in viewModel.fields { print("  \(field.label): \(field.value)") }
    if viewModel.sections.isEmpty { print("  \(viewModel.noEpisodesMessage)") }
    for section in viewModel.sections { print("  \(section.title)") }
  }

  func displayError(_ error: ErrorViewModel) {
    print([error.message, error.hint].compactMap { $0 }.joined(separator: " "))
  }
}

let catalog = BundledCatalog()
let list = ShowListPresenter(
  interactor: ShowListInteractor(dataSource: catalog), router: nil, sanitizer: PrintedText())
let listView = PrintedShowList()
list.view = listView
// The view reads what the user typed into a query, once, by its own rule; the presenter and
// the interactor take it as it is.
let typed = CommandLine.arguments.dropFirst().first ?? "breaking"
await list.search(SearchQuery(typed, visible: PrintedText().singleLine))

let detail = ShowDetailPresenter(
  showID: list.displayedShows.first?.id ?? 169, interactor: ShowDetailInteractor(dataSource: catalog),
  router: nil, sanitizer: PrintedText())
let detailView = PrintedShowDetail()
detail.view = detailView
await detail.load()
