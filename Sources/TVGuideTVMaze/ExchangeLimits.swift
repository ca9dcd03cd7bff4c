/// How long an `HTTPExchange` may take to connect and in all, how much it may read, and the
/// errors it throws past each limit.
struct ExchangeLimits: Sendable {
  let connectTimeout: Duration
  let timeout: Duration
  let maximumSize: Int
  let connectTimeoutError: any Error
  let timeoutError: any Error
}
