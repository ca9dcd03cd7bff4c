import TVGuidePresenter

extension TonightViewModel {
  /// The US schedule of 2019-01-19 in two time slots, one row of a followed show, the last of no
  /// show the schedule named; every text from data is `text`.
  public static func mock(text: String = "Plain") -> TonightViewModel {
    TonightViewModel(
      title: "US TV schedule, Saturday 19 Jan 2019 (times in Etc/UTC)", notice: "No day was asked.",
      slots: [
        TonightSlot(
          time: "20:00",
          rows: [
            TonightRow(
              isFollowed: true, show: "\(text) show", episode: "S01E02 \(text) episode", channel: "HBO",
              showID: 82),
            TonightRow(isFollowed: false, show: "Other", episode: "S03E01", channel: nil, showID: 1),
          ]),
        TonightSlot(
          time: "21:00",
          rows: [TonightRow(isFollowed: false, show: "Late", episode: "Special", channel: text)]),
      ],
      footer: "The marked episode is of a show you follow.", day: "2019-01-19", country: "US")
  }
}
