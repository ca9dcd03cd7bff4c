import CCurl
import Foundation

/// One HTTP GET through libcurl, run on a thread of its own and stopped at once when
/// cancelled.
///
/// libcurl is what URLSession runs on in FoundationNetworking; it is used directly because
/// URLSession cannot be made safe against a hostile server: an answer of a status line and a
/// closed connection makes it trap ("Transfer completed, but there's no response"), its
/// header parsing takes time quadratic in the number of header lines, it has no connect
/// timeout, and it writes a cache folder under the home folder. Here every header line
/// passes through `HTTPHeadReader`, the body is counted as it arrives, libcurl's own connect
/// timeout bounds connecting, and nothing is written anywhere: no cache, no cookies.
final class CurlTransfer: @unchecked Sendable {
  /// What to fetch and the limits of the one transfer.
  struct Request: Sendable {
    var url: URL
    var headers: [String]
    var connectTimeout: Duration
    var timeout: Duration
    var maximumBodySize: Int
  }

  private static let libraryReady: Void = { _ = tvguide_curl_global_init() }()

  private let request: Request
  private let lock = NSLock()
  /// The multi handle while the transfer runs, for `cancel()` to wake it.
  private var multi: UnsafeMutableRawPointer?
  private var isCancelled = false

  init(_ request: Request) {
    self.request = request
  }

  /// Runs the transfer on a new thread and calls `completion` there, once, with the answer's
  /// head and body or a `TransferFailure` (`AnswerTooLarge` past the size limit).
  func start(_ completion: @escaping @Sendable (Result<(HTTPHead, Data), any Error>) -> Void) {
    let thread = Thread { [self] in completion(run()) }
    thread.name = "tvguide-http"
    thread.start()
  }

  /// Stops the transfer as soon as its thread wakes, which this makes happen at once.
  func cancel() {
    lock.withLock {
      isCancelled = true
      if let multi { curl_multi_wakeup(multi) }
    }
  }

  private func run() -> Result<(HTTPHead, Data), any Error> {
    _ = Self.libraryReady
    guard let easy = curl_easy_init() else { return .failure(TransferFailure.unreachable) }
    guard let multi = curl_multi_init() else {
      curl_easy_cleanup(easy)
      return .failure(TransferFailure.unreachable)
    }
    let received = TransferState(maximumBodySize: request.maximumBodySize)
    let headers = request.headers.reduce(nil) { curl_slist_append($0, $1) }
    defer {
      curl_multi_remove_handle(multi, easy)
      lock.withLock { self.multi = nil }
      curl_multi_cleanup(multi)
      curl_easy_cleanup(easy)
      curl_slist_free_all(headers)
    }
    let context = Unmanaged.passUnretained(received).toOpaque()
    configure(easy, headers: headers, context: context)
    let cancelledAlready = lock.withLock {
      self.multi = multi
      return isCancelled
    }
    guard !cancelledAlready else { return .failure(TransferFailure.cancelled) }
    curl_multi_add_handle(multi, easy)
    // Keeps `received` alive for the callbacks, which hold it unretained.
    return withExtendedLifetime(received) {
      guard let code = perform(multi) else { return .failure(TransferFailure.cancelled) }
      var connectTime: curl_off_t = 0
      _ = tvguide_curl_get_offset(easy, CURLINFO_CONNECT_TIME_T, &connectTime)
      return received.outcome(of: code, connected: connectTime > 0)
    }
  }

  private func configure(
    _ easy: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?,
    context: UnsafeMutableRawPointer
  ) {
    _ = tvguide_curl_set_string(easy, CURLOPT_URL, request.url.absoluteString)
    _ = tvguide_curl_set_list(easy, CURLOPT_HTTPHEADER, headers)
    // Any encoding libcurl can undo; the size limit counts the bytes once decoded.
    _ = tvguide_curl_set_string(easy, CURLOPT_ACCEPT_ENCODING, "")
    // Redirects are followed by `HTTPExchange`, which catches loops and names their server.
    _ = tvguide_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
    // No signals from libcurl's threads: the process has others.
    _ = tvguide_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
    _ = tvguide_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(request.connectTimeout))
    _ = tvguide_curl_set_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout))
    _ = tvguide_curl_set_data_callback(easy, CURLOPT_HEADERFUNCTION, receiveHeaderLine)
    _ = tvguide_curl_set_pointer(easy, CURLOPT_HEADERDATA, context)
    _ = tvguide_curl_set_data_callback(easy, CURLOPT_WRITEFUNCTION, receiveBodyPiece)
    _ = tvguide_curl_set_pointer(easy, CURLOPT_WRITEDATA, context)
  }

  /// libcurl's result code, or `nil` when cancelled first.
  private func perform(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
    var running: Int32 = 1
    while running > 0 {
      if lock.withLock({ isCancelled }) { return nil }
      guard curl_multi_perform(multi, &running) == CURLM_OK else { return CURLE_RECV_ERROR }
      guard running > 0 else { break }
      // Returns when there is something to do, when libcurl's timers are due, or on `cancel()`.
      _ = curl_multi_poll(multi, nil, 0, 1000, nil)
    }
    var queued: Int32 = 0
    while let message = curl_multi_info_read(multi, &queued) {
      if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
    }
    return CURLE_RECV_ERROR
  }

  /// At least one millisecond: libcurl reads 0 as no limit.
  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int.max }
    return max(1, Int(whole) + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
  }
}

/// libcurl's header callback: one line of the head, given to the transfer's `TransferState`.
private let receiveHeaderLine: tvguide_curl_data_callback = { data, size, count, context in
  let length = size * count
  guard let context else { return 0 }
  let received = Unmanaged<TransferState>.fromOpaque(context).takeUnretainedValue()
  return received.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// libcurl's write callback: the next piece of the body.
private let receiveBodyPiece: tvguide_curl_data_callback = { data, size, count, context in
  let length = size * count
  guard let context else { return 0 }
  let received = Unmanaged<TransferState>.fromOpaque(context).takeUnretainedValue()
  return received.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}
