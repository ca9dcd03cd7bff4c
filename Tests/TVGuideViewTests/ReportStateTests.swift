import TVGuidePresenter
import Testing

@testable import TVGuideView

@Suite struct ReportStateTests {
  private let failure = ErrorViewModel(message: "No show has id 9.", hint: "", isRetryable: false)

  private func printed(_ state: ReportState<String>) -> ReportOutput {
    state.output { ReportOutput(standardOutput: "printed \($0)") }
  }

  @Test func nothingShownPrintsAnEmptySuccess() {
    #expect(printed(ReportState()) == ReportOutput(standardOutput: ""))
  }

  @Test func aViewModelIsPrintedByTheReport() {
    var state = ReportState<String>()
    state.show("list")
    #expect(printed(state) == ReportOutput(standardOutput: "printed list"))
  }

  @Test func anErrorAfterAViewModelPrintsOnlyTheErrorsSentence() {
    var state = ReportState<String>()
    state.show("list")
    state.show(failure)
    #expect(printed(state) == ReportOutput(standardOutput: "", errorMessage: "No show has id 9."))
  }

  @Test func aViewModelAfterAnErrorReplacesIt() {
    var state = ReportState<String>()
    state.show(failure)
    state.show("retried")
    #expect(printed(state).succeeded)
    #expect(printed(state).standardOutput == "printed retried")
  }
}
