import TVGuideReviewKit
import Testing

@Suite("select-passes-model")
struct SelectPassesModelRuleTests {
  let rule = SelectPassesModelRule()

  @Test func handingThePresenterTheSelectedModelIsAWarning() {
    let source = """
      extension ShowsViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          presenter?.didSelect(show: shows[indexPath.row])  // ✗
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [3])
    #expect(findings.first?.column == 5)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("the model `shows[indexPath.row]`") == true)
  }

  /// Asking the presenter for the rows of a section to fill a cell reads what to show: only a
  /// call that tells the presenter something hands it a model.
  @Test func askingThePresenterForRowsIsNoSelection() {
    let source = """
      final class ReefViewController: UIViewController {
        func rowModel(at indexPath: IndexPath) -> ReefRow {
          let section = presenter.sections[indexPath.section]
          return presenter.rows(in: section)[indexPath.row]
        }
        func collectionView(_ view: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          let section = presenter.sections[indexPath.section]
          presenter.didSelect(section)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// The presenter looking its own row up by index is the fix, not the problem.
  @Test func aPresenterLookingUpItsOwnRowIsFine() {
    let source = """
      final class PondPresenter {
        var ripples: [Ripple] = []
        func isFavourite(indexPath: IndexPath) -> Bool {
          interactor.isFavourite(ripples[indexPath.item])
        }
      }
      final class PondViewController: UIViewController {
        var ripples: [Ripple] = []
        func collectionView(_ view: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          presenter.select(ripples[indexPath.item])  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func modelsPassedThroughLocalsOrPropertiesAreFound() {
    let source = """
      final class ShowsViewController {
        func tableView(_ tableView: TextTableView, didSelectRowAt path: TextIndexPath) {
          let show = viewModel.shows[path.row]
          self.output.didSelect(show)  // ✗
          guard let selected = shows[safe: path.row] else { return }
          eventHandler?.select(selected)  // ✗
          presenter.openDetail(id: shows[path.row].id)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test(arguments: [
    // The view reports the row and the presenter finds the model.
    "func tableView(_ t: TextTableView, didSelectRowAt indexPath: TextIndexPath) { output?.didSelectRow(at: indexPath.row) }",
    "func collectionView(_ c: UICollectionView, didSelectItemAt indexPath: IndexPath) { presenter.didSelect(indexPath) }",
    // Configuring a cell with its row's model is the data source's job.
    "func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell.configure(with: rows[indexPath.row]) }",
    // An MVC view controller owns its models and may tell its delegate which one was chosen.
    "func tableView(_ t: UITableView, didSelectRowAt indexPath: IndexPath) { delegate?.didSelect(shows[indexPath.row]) }",
    // No index path: nothing was selected.
    "func searchBar(_ s: UISearchBar, textDidChange text: String) { presenter.search(text, in: shows[0]) }",
  ])
  func reportingTheIndexIsFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// Kind 4: the other ways a view selects: a diffable data source or a fetched-results
  /// controller asked for the item, collection views, and RxCocoa's `modelSelected`.
  @Test func everyWayAViewSelectsAModelIsFound() {
    let source = """
      final class SeedGridViewController: UIViewController, UICollectionViewDelegate {
        var dataSource: UICollectionViewDiffableDataSource<Int, Seed>!
        var results: NSFetchedResultsController<Seed>!
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          guard let seed = dataSource.itemIdentifier(for: indexPath) else { return }
          output.didSelect(seed)  // ✗
          presenter?.open(results.object(at: indexPath))  // ✗
          eventHandler.show(sections[indexPath.section].items[indexPath.item])  // ✗
        }
        func bind() {
          tableView.rx.modelSelected(Seed.self).bind(to: presenter.seedSelected).disposed(by: bag)  // ✗
          tableView.rx.modelSelected(Seed.self)  // ✗
            .subscribe(onNext: { [weak self] seed in self?.presenter.didSelect(seed) })
            .disposed(by: bag)
          tableView.rx.itemSelected.map { self.seeds[$0.row] }.bind(to: viewModel.selected).disposed(by: bag)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test(arguments: [
    "func collectionView(_ c: UICollectionView, didSelectItemAt indexPath: IndexPath) { presenter.didSelectItem(at: indexPath.item) }",
    "func bind() { tableView.rx.itemSelected.map(\\.row).bind(to: presenter.rowSelected).disposed(by: bag) }",
    "func bind() { tableView.rx.modelSelected(Seed.self).subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag) }",
    "func collectionView(_ c: UICollectionView, didSelectItemAt indexPath: IndexPath) { delegate?.picked(dataSource.itemIdentifier(for: indexPath)) }",
  ])
  func reportingTheIndexOrKeepingTheModelInTheViewIsFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A cell configured with a model sends it back through the delegate protocol it holds,
  /// and the view controller hands it to the presenter: the second copy of the list lives in
  /// the cells. A cell reporting its row, or a callback the view keeps to itself, is fine.
  @Test func aModelACellKeptAndSentBackIsFound() {
    let source = """
      struct Seed: Codable { let name: String }
      protocol SeedCellDelegate: AnyObject {
        func waterTapped(seed: Seed?)
        func pruneTapped(row: Int)
        func seedShown(_ seed: Seed)
      }
      final class SeedCell: UITableViewCell {
        weak var delegate: SeedCellDelegate?
        var seed: Seed?
      }
      final class SeedListViewController: UIViewController {
        var presenter: SeedListPresenter!
      }
      extension SeedListViewController: SeedCellDelegate {
        func waterTapped(seed: Seed?) {
          presenter.water(seed: seed)  // ✗
        }
        func pruneTapped(row: Int) { presenter.prune(at: row) }
        func seedShown(_ seed: Seed) { title = seed.name }
      }
      final class SeedListPresenter {
        func water(seed: Seed?) {}
        func prune(at row: Int) {}
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Any helper the view keeps its rows in gives the model for an index path, whatever it
  /// calls the lookup (`value(atIndexPath:)` of a diff calculator); the table view itself gives
  /// cells and geometry, which are no models.
  @Test func aModelFromAnyHelpersLookupIsFound() {
    let source = """
      final class KilnViewController: UIViewController {
        var output: KilnViewOutput!
        let differ = RowDiffer<Glaze>()
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let glaze = differ.value(atIndexPath: indexPath)
          output.didPick(glaze)  // ✗
          let cell = tableView.cellForRow(at: indexPath)
          output.didHighlight(cell)
          output.didPick(at: tableView.rectForRow(at: indexPath))
          output.didPick(KilnRequest(row: indexPath.row))
          output.didPick(at: differ.rowIndex(at: indexPath))
          output.didPick(at: differ.absolutePosition(of: indexPath))
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A table adapter that hands its delegate the row's model, when that delegate is a view
  /// controller reporting to a presenter, sends the model up to the presenter through it, in
  /// its selection callback or in a cell's tap closures (through `strongSelf`; one finding for
  /// the closures of one row); a view whose
  /// delegate is its presenter hands it the model directly. A view controller handing its own
  /// delegate, another view controller, a model (MVC) is left alone.
  @Test func aTableAdapterHandingItsViewControllerTheModelIsFound() {
    let source = """
      protocol LoomAdapterDelegate: AnyObject {
        func adapter(_ adapter: LoomAdapter, didSelect thread: ThreadRow)
      }
      final class LoomAdapter: NSObject, UITableViewDelegate {
        weak var delegate: LoomAdapterDelegate?
        var rows: [ThreadRow] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          delegate?.adapter(self, didSelect: rows[indexPath.row])  // ✗
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = LoomCell()
          let row = rows[indexPath.row]
          cell.onTap = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.delegate?.adapter(strongSelf, didSelect: row)  // ✗
          }
          cell.onLongPress = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.delegate?.adapter(strongSelf, didSelect: row)  // ✗
          }
          return cell
        }
      }
      final class LoomViewController: UIViewController, LoomAdapterDelegate {
        var interactor: LoomInteractorInput?
        func adapter(_ adapter: LoomAdapter, didSelect thread: ThreadRow) { interactor?.open(id: thread.id) }
      }
      protocol LoomInteractorInput: AnyObject { func open(id: Int) }
      protocol SpindleUserInterfaceDelegate: AnyObject { func userDidPick(_ spool: ThreadRow) }
      final class SpindlePresenter: SpindleUserInterfaceDelegate { func userDidPick(_ spool: ThreadRow) {} }
      final class SpindleViewController: UIViewController {
        weak var delegate: SpindleUserInterfaceDelegate?
        var spools: [ThreadRow] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          delegate?.userDidPick(spools[indexPath.row])  // ✗
        }
      }
      protocol PickerDelegate: AnyObject { func picker(didPick spool: ThreadRow) }
      final class PickerViewController: UIViewController {
        weak var delegate: PickerDelegate?
        var spools: [ThreadRow] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          delegate?.picker(didPick: spools[indexPath.row])
        }
      }
      final class SpoolViewController: UIViewController, PickerDelegate {
        var presenter: SpoolPresenter!
        func picker(didPick spool: ThreadRow) {}
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
    #expect(SnippetReview.findings(rule, in: source).count == 3)
  }

  /// A view that sends the model it looked up by row into the relay its presenter observes
  /// hands the model on as surely as one that calls the presenter.
  @Test func aModelSentIntoTheViewsRelayIsFound() {
    let source = """
      final class ReefViewController: UIViewController {
        private let events: PublishRelay<ReefEvent> = PublishRelay<ReefEvent>()
        private let taps = PublishSubject<Int>()
        private var fish: [Fish] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let chosen = fish[indexPath.row]
          events.accept(.selected(chosen))  // ✗
          taps.onNext(indexPath.row)
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// The row's model reached through a `switch` or `if case` on the looked-up row, or a value
  /// read off it (`if let buoy = row.buoy`), is the model all the same; a switch on the index
  /// itself binds no model, nor does a closure's parameter of a bound local's name.
  @Test func aModelBoundFromTheLookedUpRowIsStillTheModel() {
    let source = """
      final class BuoyViewController: UIViewController {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          switch rows[indexPath.row] {
          case .buoy(let buoy): presenter?.didSelectBuoy(id: buoy.id)  // ✗
          case .header: break
          }
        }
        func collectionView(_ view: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          let row = sections[indexPath.section].items[indexPath.item]
          if let mooring = row.mooring {
            output.didTapMooring(mooring)  // ✗
          } else if let anchor = row.anchor {
            output.didTapAnchor(anchor)  // ✗
          }
          if case .tide(let tide) = sections[indexPath.section].items[indexPath.item] {
            interactor.select(tide)  // ✗
          }
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
          switch indexPath.section {
          case let section: presenter?.didDeselect(section: section)
          }
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = BuoyCell()
          if case .light(let isOn) = rows[indexPath.row] {
            cell.update(isOn: isOn)
            cell.onSwitch = { [weak self] isOn in self?.presenter?.setLight(isOn) }
          }
          return cell
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    // The branches of one selection handing `output` the row's model are one problem.
    #expect(findings.map(\.line) == [4, 11, 16])
  }
}
