#!/usr/bin/env python3
"""What someone would write instead of `tvguide --source tvmaze show ID --json` with the
pytvmaze client: fetch the show with its episodes, group by season, sort, strip HTML, dump.
It talks only to the loopback server at BASE: pytvmaze's endpoints are rewritten to it, and
any other host is refused before a connection is made.

    pytvmaze_show.py BASE ID        e.g. http://127.0.0.1:8123 249
"""
import html, json, re, socket, sys
from pytvmaze import endpoints, tvmaze

base, show_id = sys.argv[1], int(sys.argv[2])
assert base.startswith("http://127.0.0.1:"), "loopback only"
for name, value in vars(endpoints).copy().items():
    if isinstance(value, str) and value.startswith("http://api.tvmaze.com"):
        setattr(endpoints, name, value.replace("http://api.tvmaze.com", base))
real_getaddrinfo = socket.getaddrinfo
def loopback_only(host, *args, **kwargs):
    if host not in ("127.0.0.1", "localhost"):
        raise OSError(f"pytvmaze_show.py talks to 127.0.0.1 only, not {host}")
    return real_getaddrinfo(host, *args, **kwargs)
socket.getaddrinfo = loopback_only

show = tvmaze.TVMaze().get_show(maze_id=show_id, embed="episodes")
TAG = re.compile(r"<[^>]+>")
seasons = {}
for episode in show.episodes:
    seasons.setdefault(episode.season_number, []).append({
        "id": episode.maze_id, "number": episode.episode_number, "name": episode.title,
        "airdate": episode.airdate or None, "runtime": episode.runtime,
        "summary": html.unescape(TAG.sub("", episode.summary)) if episode.summary else None})
document = {"id": show.maze_id, "name": show.name, "seasons": [
    {"number": number, "episodes": sorted(seasons[number], key=lambda e: (e["number"] is None, e["number"] or 0))}
    for number in sorted(seasons)]}
sys.stdout.write(json.dumps(document, indent=2) + "\n")
