/// The text of the assets, kept apart from the routes that name them.
enum WebAssetSources {
  /// Every colour pair of text on its background passes WCAG AA (4.5:1) in the light scheme
  /// and in the dark one: the browser's own `GrayText` (#808080, 3.9:1 on white) did not. The
  /// poster cards' colours all carry their white initials at 8:1 or more.
  static let stylesheet = """
    :root { color-scheme: light dark; font-family: system-ui, sans-serif;
      --ink: #1b1b1f; --muted: #52525b; --paper: #ffffff; --panel: #f4f4f5; --line: #d4d4d8;
      --accent: #1d4ed8; --on-accent: #ffffff; --mark: #92400e; --alert: #b91c1c; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #ececf1; --muted: #a1a1aa; --paper: #18181b; --panel: #27272a; --line: #3f3f46;
        --accent: #93c5fd; --on-accent: #18181b; --mark: #fbbf24; --alert: #fca5a5; }
    }
    body { margin: 0 auto; max-width: 72rem; padding: 0 1rem; line-height: 1.45;
      background: var(--paper); color: var(--ink); }
    a, a:visited { color: var(--accent); }
    :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    header { display: flex; flex-wrap: wrap; gap: .75rem 1.25rem; align-items: center;
      padding: .75rem 0; border-bottom: 1px solid var(--line); }
    header a.home, header a.home:visited { font-weight: 700; font-size: 1.25rem; text-decoration: none;
      color: var(--ink); }
    nav.sections { display: flex; gap: 1rem; }
    form.search { display: flex; gap: .5rem; flex: 1; min-width: 16rem; }
    form.search input[type=search] { flex: 1; min-width: 8rem; }
    input, select, button { font: inherit; color: var(--ink); background: var(--paper);
      border: 1px solid var(--muted); border-radius: .375rem; padding: .25rem .5rem; }
    button { background: var(--panel); cursor: pointer; }
    form.follow button, form.search button, form.day button { background: var(--accent);
      color: var(--on-accent); border-color: var(--accent); }
    h1 { margin: 1rem 0 .5rem; line-height: 1.2; }
    .status, .facts, .channel, .genres { color: var(--muted); }
    .notice { background: var(--panel); border-radius: .375rem; padding: .5rem .75rem; }
    .warning, .failed .message { color: var(--alert); }
    .failed { border-left: 4px solid var(--alert); padding-left: .75rem; }
    ul.shows { list-style: none; padding: 0; display: grid; gap: .75rem;
      grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
    ul.shows li { display: flex; gap: .75rem; align-items: flex-start; padding: .5rem;
      border: 1px solid var(--line); border-radius: .5rem; background: var(--panel); }
    ul.shows .about { min-width: 0; }
    ul.shows .about > a { font-weight: 600; }
    ul.shows .facts { display: block; font-size: .875rem; margin-top: .2rem; }
    .held { color: var(--mark); }
    .poster { position: relative; flex: none; display: grid; place-items: center; overflow: hidden;
      border-radius: .375rem; background: #3f3f46; color: #fafafa; font-weight: 700; }
    .poster.hue-1 { background: #1e3a8a; } .poster.hue-2 { background: #14532d; }
    .poster.hue-3 { background: #7c2d12; } .poster.hue-4 { background: #581c87; }
    .poster.hue-5 { background: #134e4a; }
    .poster.thumbnail { width: 60px; height: 84px; font-size: 1.25rem; }
    .poster.full { width: 210px; height: 295px; font-size: 4rem; }
    .poster img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
    .show-head { display: flex; gap: 1.5rem; flex-wrap: wrap; align-items: flex-start; margin-top: 1rem; }
    .show-head h1 { margin-top: 0; }
    dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
    dl.fields dt { font-weight: 600; }
    dl.fields dd { margin: 0; }
    .summary { white-space: pre-line; max-width: 48rem; }
    nav.seasons ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
    nav.seasons a { display: inline-block; padding: .1rem .6rem; border: 1px solid var(--line);
      border-radius: 1rem; text-decoration: none; }
    section.season { content-visibility: auto; contain-intrinsic-size: auto 40rem; }
    table.episodes { border-collapse: collapse; width: 100%; table-layout: fixed; }
    table.episodes td { text-align: left; padding: .2rem .5rem; overflow-wrap: anywhere; }
    table.episodes td:nth-child(1) { width: 7rem; }
    table.episodes td:nth-child(3) { width: 8.5rem; }
    table.episodes td:nth-child(4) { width: 5.5rem; }
    table.episodes td:nth-child(5) { width: 8rem; }
    table.episodes tr:nth-child(even) { background: var(--panel); }
    tr.special { font-style: italic; }
    tr.watched td:first-child { color: var(--muted); }
    nav.pages { display: flex; gap: 1rem; align-items: center; margin: 1rem 0; }
    form.follow, form.watched, form.unfollow { display: inline; margin: 0; }
    table.following { border-collapse: collapse; }
    table.following td, table.following th { text-align: left; padding: .35rem .75rem .35rem 0;
      border-bottom: 1px solid var(--line); }
    form.day { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin: 1rem 0; }
    section.slot h2, section.agenda-day h2 { font-size: 1.1rem; margin: 1.25rem 0 .25rem; }
    ul.schedule, ul.agenda { list-style: none; padding: 0; margin: 0; }
    ul.schedule li, ul.agenda li { padding: .3rem 0; border-bottom: 1px solid var(--line); }
    ul.agenda .time { font-variant-numeric: tabular-nums; }
    ul.agenda .code, .not-listed, .notice { color: var(--muted); }
    ul.schedule li.followed .mark { color: var(--mark); }
    footer { margin: 2rem 0; padding-top: .75rem; border-top: 1px solid var(--line); font-size: .875rem;
      color: var(--muted); }
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
