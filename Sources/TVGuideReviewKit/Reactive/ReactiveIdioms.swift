/// The words of Combine, RxSwift/RxCocoa and ReactiveSwift that the rules read: declaring a
/// binding runs nothing, and what keeps a subscription (and the closures in it) alive.
enum ReactiveIdioms {
  /// Calls that subscribe: the closures handed to them run when values arrive, not now.
  static let subscriptions: Set = [
    "sink", "assign", "subscribe", "bind", "drive", "emit", "observe", "observeValues", "observeResult",
    "observeCompleted", "observeFailed", "observeInterrupted", "startWithValues", "startWithResult",
    "startWithCompleted", "startWithFailed", "onReceive", "handleEvents",
  ]

  /// Operators that make a chain reactive, whose closures run later, once per value.
  static let operators: Set = [
    "asObservable", "asDriver", "asSignal", "eraseToAnyPublisher", "receive", "observeOn", "subscribeOn",
    "debounce", "throttle", "distinctUntilChanged", "removeDuplicates", "combineLatest", "withLatestFrom",
    "flatMapLatest", "switchToLatest", "share", "shareReplay", "publisher", "rx", "reactive", "producer",
    "signal", "values", "asPublisher", "do", "withUnretained", "skip", "take", "merge", "zip", "scan",
    "startWith", "prepend", "catchError", "catchAndReturn", "retry", "delay", "filterMap", "compactMap",
    "mapError", "replaceError", "materialize", "observe",
  ]

  /// Calls that keep a subscription for as long as their argument lives:
  /// `.store(in: &cancellables)`, `.disposed(by: disposeBag)`.
  static let storage: Set = ["store", "disposed", "addDisposableTo"]

  /// Sources and operators after which a chain completes on its own: a request, a single
  /// value, a failure, the first value. A subscription to one lets its closures go when it
  /// completes, however it is stored.
  static let completingSources: Set = [
    "dataTaskPublisher", "downloadTaskPublisher", "Future", "Just", "Fail", "first", "asSingle", "asMaybe",
    "asCompletable", "Single", "Maybe", "Completable",
  ]

  /// Types and property types that are reactive sources: what a chain is rooted in.
  static let sourceWords = [
    "Publisher", "Subject", "Relay", "Observable", "Driver", "Signal", "Property", "Published", "Variable",
    "Single", "Completable", "Maybe", "Infallible", "SignalProducer", "Action", "ControlEvent",
    "ControlProperty",
  ]

  /// Whether `name` names a subscription or an operator that makes a chain reactive.
  static func isReactive(_ name: String) -> Bool {
    subscriptions.contains(name) || operators.contains(name) || storage.contains(name)
  }

  /// Whether a type's name says it is a reactive source: `PublishSubject`, `AnyPublisher`,
  /// `BehaviorRelay`, `MutableProperty`.
  static func isSourceType(_ name: String) -> Bool {
    sourceWords.contains { name.contains($0) }
  }
}
