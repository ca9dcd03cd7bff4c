import FuzzSupport

/// libFuzzer's entry point: the first byte is a width, the rest is text as data or a user
/// could give it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let width = Int(data[0])
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  TextLayoutChecks(width: width).check(text)
  return 0
}
