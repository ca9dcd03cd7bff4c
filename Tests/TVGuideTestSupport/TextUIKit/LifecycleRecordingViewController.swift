import TextUIKit

/// A screen that writes each lifecycle call into a shared log, to check UIKit's order.
@MainActor
public final class LifecycleRecordingViewController: TextViewController {
  /// The log several screens write into, so their relative order is visible.
  @MainActor
  public final class Log {
    public private(set) var entries: [String] = []
    public init() {}
    func append(_ entry: String) { entries.append(entry) }
    public func clear() { entries = [] }
  }

  private let name: String
  private let log: Log

  public init(name: String, log: Log) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }

  public override func loadView() {
    log.append("\(name).loadView")
    setView(TextLabel(text: "\(name) screen"))
  }

  public override func viewDidLoad() { log.append("\(name).viewDidLoad") }
  public override func viewWillAppear() { log.append("\(name).viewWillAppear") }
  public override func viewDidAppear() { log.append("\(name).viewDidAppear") }
  public override func viewWillDisappear() { log.append("\(name).viewWillDisappear") }
  public override func viewDidDisappear() { log.append("\(name).viewDidDisappear") }
}
