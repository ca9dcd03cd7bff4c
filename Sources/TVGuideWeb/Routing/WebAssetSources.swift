/// The text of the assets, kept apart from the routes that name them.
enum WebAssetSources {
  static let stylesheet = """
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
    body { margin: 0 auto; max-width: 72rem; padding: 0 1rem; line-height: 1.4; }
    header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .75rem 0; }
    header a.home { font-weight: bold; font-size: 1.25rem; text-decoration: none; }
    form.search { display: flex; gap: .5rem; flex: 1; }
    form.search input[type=search] { flex: 1; min-width: 10rem; }
    .status { color: GrayText; }
    .failed { border-left: 4px solid #c33; padding-left: .75rem; }
    ul.shows { list-style: none; padding: 0; display: grid; gap: .75rem;
      grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
    ul.shows li { display: flex; gap: .5rem; }
    ul.shows img { width: 60px; height: 84px; object-fit: cover; }
    .show-head { display: flex; gap: 1.5rem; flex-wrap: wrap; }
    .show-head img { width: 210px; height: auto; }
    dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
    dl.fields dt { font-weight: bold; }
    nav.seasons ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
    section.season { content-visibility: auto; contain-intrinsic-size: auto 40rem; }
    table.episodes { border-collapse: collapse; width: 100%; }
    table.episodes td, table.episodes th { text-align: left; padding: .15rem .5rem; }
    tr.special { font-style: italic; }
    .summary { white-space: pre-line; max-width: 48rem; }
    nav.pages { display: flex; gap: 1rem; margin: 1rem 0; }
    footer { margin: 2rem 0; font-size: .875rem; color: GrayText; }
    nav.sections { display: flex; gap: .75rem; }
    form.follow, form.watched, form.unfollow { display: inline; margin: 0; }
    tr.watched td:first-child { color: GrayText; }
    table.following { border-collapse: collapse; }
    table.following td, table.following th { text-align: left; padding: .25rem .75rem .25rem 0; }
    form.day { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin: 1rem 0; }
    ul.schedule { list-style: none; padding: 0; }
    ul.schedule li.followed { font-weight: bold; }
    .channel { color: GrayText; }
    """

  /// Submits the search form 400 ms after the last keystroke; without script the form's
  /// button does the same.
  static let script = """
    "use strict";
    document.addEventListener("DOMContentLoaded", () => {
      const form = document.querySelector("form.search");
      const field = form && form.querySelector("input[name=q]");
      if (!field) return;
      let timer;
      field.addEventListener("input", () => {
        clearTimeout(timer);
        timer = setTimeout(() => form.requestSubmit(), 400);
      });
      form.querySelector("select[name=status]").addEventListener("change", () => form.requestSubmit());
    });
    """
}
