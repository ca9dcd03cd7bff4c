extension RuleDocumentation {
  static let layerDirection = RuleDocumentation(
    decides: """
      Each file gets a layer: the SwiftPM target it is compiled into, else the layer its \
      folder is mapped to (`folders:` in `.tvguide-review.yml`), else, when the order names its \
      layers after roles (`[[Entity], [Interactor], [Presenter], [View, Router], [Builder]]`), the \
      layer of the role the project model gives its first type (none when its top-level \
      classes, structs and enums have roles of different layers: such a file, and a contract \
      of the layers before the presenter such as one data service's protocol, may import only \
      what the rightmost of its layers may, so a service beside the enum it returns that \
      imports UIKit is reported). An edge is an `import`, a \
      `dependencies:` entry of `Package.swift`, and, where layers are folders of one module, a \
      type the file names that is declared in another layer's folder. An edge to a layer on the \
      right, or to a sibling that shares a place, is reported. UIKit, SwiftUI, AppKit and Cocoa \
      count as usable from the first layer named `…View…` or `UI` on when the order does not \
      list them, so a presenter or a data service that imports UIKit is reported. A module's \
      own protocols are its ports: a presenter in `Modules/Home/Presenter/` may name the \
      `HomeViewInput` and `HomeRouterInput` kept in `Modules/Home/View/` and `…/Router/`, \
      however the layers are given (folder globs or file names: the module is the folder \
      above its part folders). Another module's protocol is a port where a type adopts it \
      (a list presenter adopting the detail module's output), and a struct or enum of values \
      declared beside a module's view or router is the input that opens the module; a struct \
      of closures and nothing else (a scene's `Routing`) is a port, as a protocol is. A \
      module's contract — a file outside the layer folders that declares only protocols, or \
      that lies in a `Protocols/` or `Contract/` folder or is named `…Protocols.swift` or \
      `…Contract.swift` — is no layer: its types (the protocols and the values the parts hand \
      each other) are ports any part may name, except that the view's ports are the \
      presenter's, so an interactor handed the view depends on it. A finding is of medium \
      confidence when the words about the file's type (its name, folder or holders) give it a \
      layer its role does not, from which the edge would be allowed (a `…Coordinator` read as \
      a presenter, a class SwiftUI observes in a `View` folder), or the words about the type it \
      names do, unless what that type inherits or adopts backs its role. A file named after its module's part, beside files of its feature for two \
      other parts (`TripsInteractor`, `TripsPresenter`, `TripsRouter`), is sure of that part's \
      layer though only the names tell it, and so is an edge between two such parts' classes. \
      When several apps of one \
      repository declare a name, a file means the declaration nearest it (its own module \
      folder, else the one sharing the most folders).
      """,
    lesson: """
      The point of the migration is that each layer knows only the ones below it: the view \
      knows its presenter's protocols, never the other way round. In this repository the layers \
      are SwiftPM targets, so a wrong edge is an `import` line or a `dependencies:` entry; the \
      order is written once, in `.tvguide-review.yml`, and explained in docs/ARCHITECTURE.md.
      """,
    notReported: """
      modules the order does not list (tests, third-party products, the stages' \
      single-target apps); test code, which is not reviewed by default (see "What is \
      reviewed"); names in a SwiftUI preview (`#Preview` or a `PreviewProvider`), which \
      assembles its screen however it must; concrete types of the same module folder (only its protocols and the \
      input values beside its view or router are ports; a type nested in the view controller \
      is the view's); anything, when no order is known: then a note says the rule did not run.
      """,
    wrong: """
      // Modules/Home/Presenter/HomePresenter.swift
      import UIKit                         // the presenter knows the UI toolkit
      final class HomePresenter {
        weak var view: HomeViewController? // a concrete view, declared in Modules/Home/View/
      }
      """,
    right: """
      // Modules/Home/Presenter/HomePresenter.swift
      import Foundation
      final class HomePresenter {
        weak var view: HomeViewInput?      // the module's port, declared in Modules/Home/View/
      }
      """)
}
