import CCurl
import Foundation

/// What one `CurlTransfer` has received, read and judged on the transfer's own thread: the
/// head line by line through `HTTPHeadReader`, the body piece by piece up to its size limit,
/// and, once libcurl is done, the outcome.
final class TransferState {
  private let maximumBodySize: Int
  private var reader = HTTPHeadReader()
  private var body = Data()
  private var hasReserved = false
  /// Why a callback stopped the transfer; it explains libcurl's `CURLE_WRITE_ERROR`.
  private var failure: (any Error)?

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  /// False stops the transfer: the head is malformed, or announces a body past the limit.
  func receiveHeaderLine(_ line: UnsafeRawBufferPointer) -> Bool {
    do {
      try reader.read(line)
    } catch {
      failure = TransferFailure.malformedHead(error)
      return false
    }
    guard let head = reader.head, !hasReserved else { return true }
    hasReserved = true
    let announced = head.value(of: "Content-Length").flatMap { Int($0) } ?? 0
    guard announced <= maximumBodySize else {
      failure = AnswerTooLarge(limit: maximumBodySize)
      return false
    }
    body.reserveCapacity(announced)
    return true
  }

  /// False stops the transfer: the body outgrew the limit.
  func receiveBody(_ piece: UnsafeRawBufferPointer) -> Bool {
    guard body.count + piece.count <= maximumBodySize else {
      failure = AnswerTooLarge(limit: maximumBodySize)
      body = Data()
      return false
    }
    body.append(contentsOf: piece)
    return true
  }

  /// The answer, or why there is none, once libcurl finished with `code`.
  func outcome(of code: CURLcode, connected: Bool) -> Result<(HTTPHead, Data), any Error> {
    if let failure { return .failure(failure) }
    if code == CURLE_OK, let head = reader.head { return .success((head, body)) }
    return .failure(TransferFailure(curlCode: code, connected: connected, head: headProgress))
  }

  private var headProgress: TransferFailure.HeadProgress {
    reader.head != nil ? .complete : reader.hasBegun ? .begun : .none
  }
}
