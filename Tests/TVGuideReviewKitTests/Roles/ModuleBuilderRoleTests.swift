import TVGuideReviewKit
import Testing

/// Issue 33, kind 1: a builder is what assembles a module, told by its code. A type that wires
/// a module's parts is one, whatever it is called and whatever services it makes for them; a
/// `…Builder`, `…Factory` or `…Configurator` whose code makes no screen and no part of one is
/// not, nor is a value filed in a module part's folder that part.
@Suite struct ModuleBuilderRoleTests {
  /// `create(app:)` under `Module/` connects the parts and makes the keychain its interactor
  /// gets: the module's builder, not a data service, and its file is no layer to its left.
  @Test func aTypeThatWiresAModulesPartsIsItsBuilder() {
    let files = [
      "App/Harbour/Module/HarbourModule.swift": """
      import UIKit
      final class HarbourModule {
        class func create() -> UIViewController {
          let presenter = HarbourPresenter()
          let interactor = HarbourInteractor()
          let view = HarbourViewController()
          presenter.view = view
          presenter.interactor = interactor
          interactor.keychain = Keychain()
          return view
        }
      }
      """,
      "App/Harbour/Presenter/HarbourPresenter.swift": """
      final class HarbourPresenter { weak var view: HarbourViewController?; var interactor: HarbourInteractor? }
      """,
      "App/Harbour/Interactor/HarbourInteractor.swift":
        "final class HarbourInteractor { var keychain: Keychain? }\n",
      "App/Harbour/View/HarbourViewController.swift":
        "final class HarbourViewController: UIViewController {}\n",
    ]
    let context = ModelSnippet.context(files, layers: .inferred)
    #expect(context.roles.role(of: "HarbourModule", from: nil) == .builder)
    let module = SourceFile(
      path: "App/Harbour/Module/HarbourModule.swift",
      source: files["App/Harbour/Module/HarbourModule.swift"]!,
      relativePath: "App/Harbour/Module/HarbourModule.swift")
    #expect(LayerDirectionRule().findings(in: module, context: context).isEmpty)
  }

  /// A builder of call messages, a factory of transactions and a configurator of push
  /// registration make no screen: their names and folders do not make them builders, and a
  /// service that names them depends on nothing to its right. A factory returning a screen, or
  /// making the app's configurator, still builds.
  @Test func aBuilderThatMakesNoModuleIsNoBuilder() {
    let files = [
      "App/Services/Gas/CallMessageBuilder.swift": """
      protocol CallMessageBuilder { func message(to address: String) -> CallMessage }
      final class PlainCallMessageBuilder: CallMessageBuilder {
        func message(to address: String) -> CallMessage { CallMessage(address: address) }
      }
      """,
      "App/Services/Transfer/Factory/TransferFactory.swift": """
      final class TransferFactory { func transfer(amount: Int) -> Transfer { Transfer(amount: amount) } }
      """,
      "App/Services/Push/PushConfigurator.swift": """
      final class PushConfigurator { func register() { UNUserNotificationCenter.current().delegate = nil } }
      """,
      "App/Services/Gas/GasService.swift": """
      final class GasService {
        let builder = PlainCallMessageBuilder()
        let factory = TransferFactory()
        let push = PushConfigurator()
        func estimate() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      }
      """,
      "App/Modules/Quay/QuayModuleFactory.swift": """
      final class QuayModuleFactory { func make() -> UIViewController { UIViewController() } }
      """,
      "App/Configurators/RootConfiguratorFactory.swift": """
      final class RootConfiguratorFactory { func make() -> RootConfigurator { RootConfigurator() } }
      """,
    ]
    let context = ModelSnippet.context(files, layers: .inferred)
    for name in ["CallMessageBuilder", "PlainCallMessageBuilder", "TransferFactory", "PushConfigurator"] {
      #expect(context.roles.role(of: name, from: nil) != .builder, "\(name)")
    }
    #expect(context.roles.role(of: "QuayModuleFactory", from: nil) == .builder)
    #expect(context.roles.role(of: "RootConfiguratorFactory", from: nil) == .builder)
    let service = SourceFile(
      path: "App/Services/Gas/GasService.swift", source: files["App/Services/Gas/GasService.swift"]!,
      relativePath: "App/Services/Gas/GasService.swift")
    #expect(LayerDirectionRule().findings(in: service, context: context).isEmpty)
  }

  /// Settings kept as a plain value beside the presenter that edits them are a record of the
  /// module; a view model filed there stays one, by its name.
  @Test func aValueInAPresentersFolderIsARecord() {
    let files = [
      "App/Fees/Presenter/FeeSettings.swift": "struct FeeSettings { let price: Int; let limit: Int }\n",
      "App/Fees/Presenter/FeeRowViewModel.swift": "struct FeeRowViewModel { let title: String }\n",
      "App/Fees/Presenter/FeesPresenter.swift": "final class FeesPresenter { var settings: FeeSettings? }\n",
    ]
    #expect(ModelSnippet.role(of: "FeeSettings", in: files) == .entity)
    #expect(ModelSnippet.role(of: "FeeRowViewModel", in: files) == .viewModel)
    #expect(ModelSnippet.role(of: "FeesPresenter", in: files) == .presenter)
  }

  /// A protocol of properties that classes in a `Services` folder adopt takes no data-service
  /// role from them: its shape says it holds values.
  @Test func adoptersDoNotGiveAProtocolARoleItsShapeOverrules() {
    let files = [
      "App/Services/Import/ImportMode.swift": "protocol ImportMode { var placeholder: String { get } }\n",
      "App/Services/Import/FileImportMode.swift": """
      final class FileImportMode: ImportMode { let placeholder = "File" }
      """,
      "App/Services/Import/PhraseImportMode.swift": """
      final class PhraseImportMode: ImportMode { let placeholder = "Phrase" }
      """,
    ]
    #expect(ModelSnippet.role(of: "ImportMode", in: files) != .dataService)
  }

  /// A dependency container that makes the builders of several modules (a RIBs component
  /// handing each feature its builder) assembles modules, even when it also sets up the network
  /// session it hands them; one that makes a single request builder stays what its code says.
  @Test func aContainerThatMakesModuleBuildersIsABuilder() {
    let files = [
      "App/Root/HarbourComponent.swift": """
      final class HarbourComponent {
        let session = URLSession(configuration: .default)
        lazy var dockBuilder: DockBuildable = { DockBuilder(dependency: self) }()
        lazy var pierBuilder: PierBuildable = { PierBuilder(dependency: self) }()
      }
      """,
      "App/Dock/DockBuilder.swift": """
      final class DockBuilder {
        func build() -> UIViewController { DockViewController(presenter: DockPresenter()) }
      }
      """,
      "App/Pier/PierBuilder.swift": """
      final class PierBuilder {
        func build() -> UIViewController { PierViewController(presenter: PierPresenter()) }
      }
      """,
      "App/Net/TideClient.swift": """
      final class TideClient {
        func load() { URLSession.shared.dataTask(with: TideRequestBuilder().request()).resume() }
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "HarbourComponent", from: nil) == .builder)
    let reasons = context.roles.assignment(of: "HarbourComponent", from: nil)?.explanation ?? ""
    #expect(reasons.contains("its code makes the builders of modules (`DockBuilder`, `PierBuilder`)"))
    #expect(context.roles.role(of: "TideClient", from: nil) == .dataService)
  }
}
