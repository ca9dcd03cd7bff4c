import Foundation
import TVGuideTestSupport
import Testing

/// The same project reviewed twice gives the same review: each launch of the built tool has
/// its own hash seed, so a decision left to a dictionary's order shows up as runs that differ.
@Suite struct RunToRunTests {
  let review = BinaryRunner(executable: "tvguide-review")

  /// Types whose evidence ties: each adopts a view protocol and a router protocol, one piece
  /// of evidence of the same kind for each role, so only a deliberate tie-break decides.
  private static let files = [
    "App/Checkout/CheckoutViewProtocol.swift":
      "protocol CheckoutViewProtocol: AnyObject {\n  func show()\n}\n",
    "App/Checkout/CheckoutRouterProtocol.swift":
      "protocol CheckoutRouterProtocol: AnyObject {\n  func close()\n}\n",
    "App/Checkout/CheckoutPresenter.swift":
      "final class CheckoutPresenter {\n  var router: CheckoutRouterProtocol?\n"
      + "  weak var view: CheckoutViewProtocol?\n  var interactor: CheckoutInteractor?\n}\n",
    "App/Checkout/CheckoutInteractor.swift": "final class CheckoutInteractor {\n  func load() {}\n}\n",
    "App/Checkout/CheckoutPart.swift":
      "final class CheckoutPart: CheckoutViewProtocol, CheckoutRouterProtocol {\n"
      + "  var presenter: CheckoutPresenter?\n  func show() {}\n  func close() {}\n"
      + "  func start() {\n    let presenter = CheckoutPresenter()\n"
      + "    presenter.interactor = CheckoutInteractor()\n    presenter.router = self\n  }\n}\n",
    "App/Basket/BasketPart.swift":
      "final class BasketPart: CheckoutRouterProtocol, CheckoutViewProtocol {\n"
      + "  func show() {}\n  func close() {}\n}\n",
    "App/Wallet/WalletPart.swift":
      "final class WalletPart: CheckoutViewProtocol {\n  func show() {}\n}\n"
      + "extension WalletPart: CheckoutRouterProtocol {\n  func close() {}\n}\n",
  ]

  @Test func rolesAndFindingsAreTheSameEveryRun() async throws {
    let project = try ReviewProject(Self.files)
    let root = project.path()
    var roles: Set<String> = []
    var reviews: Set<String> = []
    // Two roles left to a dictionary's order come out the same in one run of two by chance:
    // ten runs all alike would be one chance in five hundred.
    for _ in 0..<10 {
      let listing = try await review.run([root, "--project-root", root, "--roles"])
      let findings = try await review.run([root, "--project-root", root, "--format", "json", "--all"])
      #expect(listing.exitCode == 0, "\(listing.standardError)")
      roles.insert(listing.standardOutput)
      reviews.insert(findings.standardOutput)
    }
    #expect(roles.count == 1, "the roles differ between runs:\n\(roles.joined(separator: "\n---\n"))")
    #expect(reviews.count == 1, "the findings differ between runs")
    // The tie goes to the protocol found first, by name, whichever the type lists first.
    let listing = try #require(roles.first)
    for part in ["CheckoutPart", "BasketPart", "WalletPart"] {
      let line = try #require(listing.split(separator: "\n").first { $0.contains(" \(part) (class)") })
      #expect(line.contains("\(part) (class): router"), "\(line)")
    }
  }
}
