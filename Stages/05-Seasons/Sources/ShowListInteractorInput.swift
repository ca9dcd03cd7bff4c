/// The use case of the show list, as its presenter sees it: browse the index page by page.
/// Async rather than answered through an output protocol: the presenter awaits each answer in
/// a task it can cancel, so no late answer reaches a screen that has gone.
protocol ShowListInteractorInput: Sendable {
  func shows(from page: Int) async throws -> ShowIndexSlice
}
