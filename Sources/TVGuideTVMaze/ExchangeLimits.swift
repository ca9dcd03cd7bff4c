/// How long an `HTTPExchange` may take to connect and in all, and how much it may read.
struct ExchangeLimits: Sendable {
  let connectTimeout: Duration
  let timeout: Duration
  let maximumSize: Int
}
