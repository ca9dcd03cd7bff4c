extension RuleDocumentation {
  static let selectPassesModel = RuleDocumentation(
    decides: """
      The rule looks where a view reports a selection. In a method with an index-path \
      parameter (`tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)` and \
      their kin) it reports a call to a listener that passes a model looked up by that index \
      path: a subscript (`shows[indexPath.row]`), a diffable data source's \
      `itemIdentifier(for:)`, a fetched-results controller's `object(at:)`, any other \
      object's method given the index path unless its name says it answers with a cell, a view \
      or geometry (`differ.value(atIndexPath:)`, never `tableView.cellForRow(at:)` nor an \
      initialiser such as `Request(row:)`), or a local bound to one (by `let`, `if let`, \
      `if case` or a `switch` case on it, or read off such a local: `if let bid = row.bid`), \
      also inside a cell's tap \
      closure (`guard let strongSelf = self`). With RxCocoa it reports `modelSelected` (or `itemSelected` mapped to a model) bound, \
      driven or subscribed to a listener. In a view controller's method of a delegate protocol \
      that a cell (or a view) holds, it reports a call handing a listener the model parameter \
      the cell sent back (`trashTapped(model: Address?)`): the cells kept a second copy of the \
      list. A listener is the view's own relay or subject (`events.accept(.selected(show))`, \
      `onNext`, `send`: its observer decides), a receiver the project model makes a \
      presenter, interactor or view model, or whose protocol only those adopt (a view's \
      `delegate` that is its presenter), or, when its type is unknown, one named \
      `presenter`, `output`, `eventHandler`, `interactor` or `viewModel`; and a table \
      adapter's or data source's delegate that is a view controller reporting to a presenter \
      or interactor, which hands the model on.
      """,
    lesson: """
      The stage 4 review: the presenter already holds the list, so the view passes \
      `indexPath.row`, not a `Show`. A view that looks models up keeps a second copy of the \
      presenter's data (a stage 2 comment) and decides which show was meant.
      """,
    notReported: """
      passing `indexPath` or `indexPath.row`; configuring a cell with its row's model \
      (`cellForRowAt`); a presenter or interactor looking its own row up by index, where \
      that lookup belongs (only view-layer types are read for index-path lookups); MVC code that hands the model to the next view controller or to its \
      delegate, which is what a controller does before there is a presenter.
      """,
    wrong: """
      final class SeedGridViewController: UIViewController, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          guard let seed = dataSource.itemIdentifier(for: indexPath) else { return }
          presenter.didSelect(seed)
        }
        func bind() {
          tableView.rx.modelSelected(Seed.self).bind(to: presenter.seedSelected).disposed(by: disposeBag)
        }
      }
      """,
    right: """
      final class SeedGridViewController: UIViewController, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          presenter.didSelectItem(at: indexPath.item)
        }
        func bind() {
          tableView.rx.itemSelected.map(\\.row).bind(to: presenter.rowSelected).disposed(by: disposeBag)
        }
      }
      """)
}
