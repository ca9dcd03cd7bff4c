#!/usr/bin/env python3
"""What someone would write instead of `tvguide show ID [--json]`: load a TVMaze episode
list, group it by season, sort, strip the HTML, dump. `LIBRARY` is json or orjson.

    show.py LIBRARY EPISODES.json [--text]
"""
import html, re, sys
library = __import__(sys.argv[1])
TAG = re.compile(r"<[^>]+>")
with open(sys.argv[2], "rb") as file:
    episodes = library.loads(file.read())
seasons = {}
for episode in episodes:
    summary = episode.get("summary")
    seasons.setdefault(episode["season"], []).append({
        "id": episode["id"], "number": episode.get("number"), "name": episode.get("name"),
        "airdate": episode.get("airdate") or None, "runtime": episode.get("runtime"),
        "type": episode.get("type"), "summary": html.unescape(TAG.sub("", summary)) if summary else None})
document = [{"number": number, "episodes": sorted(seasons[number], key=lambda e: (e["number"] is None, e["number"] or 0))}
            for number in sorted(seasons)]
if "--text" in sys.argv:
    out = []
    for season in document:
        out.append(f"Season {season['number']}")
        out += [f"  {e['number'] or 'Special':>7}  {(e['name'] or '')[:40]:<40}  {e['airdate'] or '':<10}  {e['runtime'] or '':>3}" for e in season["episodes"]]
    sys.stdout.write("\n".join(out) + "\n")
elif library.__name__ == "orjson":
    sys.stdout.buffer.write(library.dumps({"seasons": document}, option=library.OPT_INDENT_2))
else:
    sys.stdout.write(library.dumps({"seasons": document}, indent=2))
