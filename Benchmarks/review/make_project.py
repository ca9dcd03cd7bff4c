#!/usr/bin/env python3
"""Writes a generated VIPER app of MODULES modules, five files each (view controller,
presenter, interactor, router, builder), for timing tvguide-review on a project of known size.

    make_project.py FOLDER [--modules 200] [--compact]

The code is ours, written for the benchmark: each module mixes the styles the review reads
(UIKit with a table, RxSwift bindings in a view controller, Combine bindings in a presenter, a
router holding its screen weakly, a builder wiring the parts) and a few of the mistakes it
reports, so every rule has work to do. The folders map to layers in the project's
.tvguide-review.yml, so layer-direction runs too.

--compact writes each role as one type of one to eight lines, referring to the module's other
roles (the view and the router's screen held weakly, the interactor's output strongly: one
retain cycle a module to report): the review's work per file is then mostly what it does for
every file, and what it does across files (the index, the layers, the ownership graph) is what
grows, so 1,000 files stay cheap enough to count under callgrind in CI (scripts/budgets)."""

import argparse
import pathlib

CONFIGURATION = """layers:
  order: [[Entity], [Service], [Interactor], [Presenter], [View, Router], [Builder]]
  folders:
    "App/Modules/*/View/": View
    "App/Modules/*/Presenter/": Presenter
    "App/Modules/*/Interactor/": Interactor
    "App/Modules/*/Router/": Router
    "App/Modules/*/Builder/": Builder
    "App/Services/": Service
"""

VIEW = """import UIKit
import RxSwift
import RxCocoa

protocol {n}ViewInput: AnyObject {{
  func show(rows: [{n}Row])
  func show(error: String)
}}

final class {n}ViewController: UIViewController, {n}ViewInput, UITableViewDataSource, UITableViewDelegate {{
  var output: {n}ViewOutput!
  private let tableView = UITableView()
  private let refreshControl = UIRefreshControl()
  private let disposeBag = DisposeBag()
  private var rows: [{n}Row] = []
  var onClose: (() -> Void)?

  override func viewDidLoad() {{
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.dataSource = self
    tableView.delegate = self
    refreshControl.rx.controlEvent(.valueChanged)
      .subscribe(onNext: {{ [weak self] in self?.output.refresh() }})
      .disposed(by: disposeBag)
    tableView.rx.itemSelected
      .map(\\.row)
      .subscribe(onNext: {{ [weak self] row in self?.output.didSelectRow(at: row) }})
      .disposed(by: disposeBag)
    onClose = {{ self.dismiss(animated: true) }}
    output.viewDidLoad()
  }}

  func show(rows: [{n}Row]) {{
    self.rows = rows
    tableView.reloadData()
    refreshControl.endRefreshing()
  }}

  func show(error: String) {{
    let alert = UIAlertController(title: nil, message: error, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }}

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
    rows.count
  }}

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = rows[indexPath.row]
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.subtitle
    return cell
  }}

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
    output.didSelect(row: rows[indexPath.row])
  }}
}}
"""

PRESENTER = """import Foundation
import Combine

protocol {n}ViewOutput: AnyObject {{
  func viewDidLoad()
  func refresh()
  func didSelectRow(at index: Int)
  func didSelect(row: {n}Row)
}}

struct {n}Row: Equatable {{
  let id: Int
  let title: String
  let subtitle: String
}}

final class {n}Presenter: {n}ViewOutput, {n}InteractorOutput {{
  weak var view: {n}ViewInput?
  var interactor: {n}InteractorInput!
  var router: {n}RouterInput!
  private let reload = PassthroughSubject<Void, Never>()
  private var cancellables = Set<AnyCancellable>()
  private var items: [{n}Item] = []

  init() {{
    reload
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .sink {{ [weak self] in self?.interactor.load() }}
      .store(in: &cancellables)
  }}

  func viewDidLoad() {{
    interactor.load()
  }}

  func refresh() {{
    reload.send()
  }}

  func didSelectRow(at index: Int) {{
    guard items.indices.contains(index) else {{ return }}
    router.openDetail(id: items[index].id)
  }}

  func didSelect(row: {n}Row) {{
    router.openDetail(id: row.id)
  }}

  func didLoad(items: [{n}Item]) {{
    self.items = items
    view?.show(rows: items.map {{ {n}Row(id: $0.id, title: $0.name, subtitle: "#\\($0.id)") }})
  }}

  func didFail(message: String) {{
    view?.show(error: message)
  }}
}}
"""

INTERACTOR = """import Foundation

protocol {n}InteractorInput: AnyObject {{
  func load()
}}

protocol {n}InteractorOutput: AnyObject {{
  func didLoad(items: [{n}Item])
  func didFail(message: String)
}}

struct {n}Item: Codable, Equatable {{
  let id: Int
  let name: String
}}

final class {n}Interactor: {n}InteractorInput {{
  var output: {n}InteractorOutput?
  private let service: ItemService
  private var task: Task<Void, Never>?

  init(service: ItemService) {{
    self.service = service
  }}

  func load() {{
    task?.cancel()
    task = Task {{ [weak self] in
      guard let self else {{ return }}
      do {{
        let items = try await self.service.items(of: "{n}")
        self.output?.didLoad(items: items.map {{ {n}Item(id: $0.id, name: $0.name) }})
      }} catch {{
        self.output?.didFail(message: error.localizedDescription)
      }}
    }}
  }}
}}
"""

ROUTER = """import UIKit

protocol {n}RouterInput: AnyObject {{
  func openDetail(id: Int)
}}

final class {n}Router: {n}RouterInput {{
  weak var viewController: UIViewController?
  private let detailBuilder: DetailBuilding

  init(detailBuilder: DetailBuilding) {{
    self.detailBuilder = detailBuilder
  }}

  func openDetail(id: Int) {{
    let detail = detailBuilder.makeDetail(id: id)
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }}
}}
"""

BUILDER = """import UIKit

final class {n}Builder {{
  private let service: ItemService
  private let detailBuilder: DetailBuilding

  init(service: ItemService, detailBuilder: DetailBuilding) {{
    self.service = service
    self.detailBuilder = detailBuilder
  }}

  func build() -> UIViewController {{
    let view = {n}ViewController()
    let presenter = {n}Presenter()
    let interactor = {n}Interactor(service: service)
    let router = {n}Router(detailBuilder: detailBuilder)
    view.output = presenter
    presenter.view = view
    presenter.interactor = interactor
    presenter.router = router
    interactor.output = presenter
    router.viewController = view
    return view
  }}
}}
"""

SERVICE = """import Foundation

protocol DetailBuilding: AnyObject {
  func makeDetail(id: Int) -> UIViewController
}

struct ItemDTO: Codable {
  let id: Int
  let name: String
}

final class ItemService {
  private let session: URLSession

  init(session: URLSession = .shared) {
    self.session = session
  }

  func items(of kind: String) async throws -> [ItemDTO] {
    let url = URL(string: "https://example.com/\\(kind)")!
    let (data, _) = try await session.data(from: url)
    return try JSONDecoder().decode([ItemDTO].self, from: data)
  }
}
"""

COMPACT = {
    "View": """import UIKit

final class {n}ViewController: UIViewController {{ var output: {n}Presenter! }}
""",
    "Presenter": """final class {n}Presenter {{
  weak var view: {n}ViewController?
  var interactor: {n}Interactor!
  var router: {n}Router!
}}
""",
    "Interactor": """final class {n}Interactor {{ var output: {n}Presenter? }}
""",
    "Router": """final class {n}Router {{ weak var viewController: {n}ViewController? }}
""",
    "Builder": """enum {n}Builder {{
  static func build() -> {n}ViewController {{
    let view = {n}ViewController(), presenter = {n}Presenter(), interactor = {n}Interactor()
    view.output = presenter; presenter.view = view; presenter.interactor = interactor
    interactor.output = presenter; presenter.router = {n}Router()
    return view
  }}
}}
""",
}


def write(folder, modules, compact=False):
    root = pathlib.Path(folder)
    (root / "App.xcodeproj").mkdir(parents=True, exist_ok=True)
    (root / "App.xcodeproj" / "project.pbxproj").write_text("// generated\n")
    (root / ".tvguide-review.yml").write_text(CONFIGURATION)
    (root / "App" / "Services").mkdir(parents=True, exist_ok=True)
    (root / "App" / "Services" / "ItemService.swift").write_text(SERVICE)
    lines = SERVICE.count("\n")
    files = 1
    for index in range(modules):
        name = f"Feature{index:04d}"
        for folder_name, template in [("View", VIEW), ("Presenter", PRESENTER), ("Interactor", INTERACTOR),
                                      ("Router", ROUTER), ("Builder", BUILDER)]:
            suffix = {"View": "ViewController"}.get(folder_name, folder_name)
            path = root / "App" / "Modules" / name / folder_name / f"{name}{suffix}.swift"
            path.parent.mkdir(parents=True, exist_ok=True)
            text = (COMPACT[folder_name] if compact else template).format(n=name)
            path.write_text(text)
            lines += text.count("\n")
            files += 1
    return files, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--modules", type=int, default=200)
    parser.add_argument("--compact", action="store_true", help="about ten lines a file (see above)")
    arguments = parser.parse_args()
    files, lines = write(arguments.folder, arguments.modules, arguments.compact)
    print(f"{files} files, {lines} lines in {arguments.folder}")


if __name__ == "__main__":
    main()
