import ArgumentParser
import TVGuideBundledCatalog
import TVGuideInteractor

/// `--source`: where the shows come from.
struct SourceOptions: ParsableArguments {
  /// The data sources the command line can choose from.
  enum Source: String, ExpressibleByArgument, CaseIterable {
    case bundled
  }

  @Option(name: .long, help: "Where data comes from: the catalog shipped with the app.")
  var source: Source = .bundled

  func makeDataSource() -> any ShowDataSource {
    switch source {
    case .bundled: BundledCatalog()
    }
  }
}
