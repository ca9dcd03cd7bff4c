/// Turns a review report into the text a person, a program or a CI service reads.
package protocol ReviewReportFormatter: Sendable {
  func format(_ report: ReviewReport) -> String
}
