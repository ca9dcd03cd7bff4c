import FuzzSupport

/// libFuzzer's entry point: the first byte's lowest bit chooses what the rest is, the text of
/// a Swift file of a reviewed project (0) or of its `.tvguide-review.yml` (1), as a pull
/// request could write either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  if data[0] & 1 == 0 {
    ReviewChecks().checkReview(of: text)
  } else {
    ReviewChecks().checkConfiguration(text)
  }
  return 0
}
