#!/usr/bin/env python3
"""Writes a catalog folder (TVGUIDE_CATALOG_DIR) whose one show, id 999, has N episodes made
from The Simpsons' real ones: the same fields, summaries, HTML and nulls, renumbered into
seasons of 250 like a daily show's.

    make_catalog.py FOLDER N [SEASON_LENGTH]

A season length of 1 makes a show of N seasons (the pathological shape of issue 17).
"""
import copy
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "Sources/TVGuideBundledCatalog/Catalog"
SHOW_ID = 999
SEASON_LENGTH = 250


def episodes(count, show_id=SHOW_ID, season_length=SEASON_LENGTH):
    real = json.loads((CATALOG / "episodes/83.json").read_text())
    made = []
    for index in range(count):
        episode = copy.deepcopy(real[index % len(real)])
        episode_id = 1_000_000 + index
        season, number = divmod(index, season_length)
        episode.update(id=episode_id, season=season + 1, number=number + 1,
                       url=f"https://www.tvmaze.com/episodes/{episode_id}/daily-{season + 1}x{number + 1}")
        if index % 97 == 0:
            episode["number"] = None
            episode["type"] = "significant_special"
        episode["_links"] = {"self": {"href": f"https://api.tvmaze.com/episodes/{episode_id}"},
                             "show": {"href": f"https://api.tvmaze.com/shows/{show_id}"}}
        made.append(episode)
    return made


def show(show_id=SHOW_ID):
    for page in sorted((CATALOG / "shows").glob("page-*.json")):
        for record in json.loads(page.read_text()):
            if record["id"] == 83:
                record = dict(record, id=show_id, name="The Daily Saga")
                return record
    sys.exit("make_catalog.py: The Simpsons is missing from the bundled catalog")


def main_for(folder, count, season_length=SEASON_LENGTH):
    (folder / "shows").mkdir(parents=True, exist_ok=True)
    (folder / "episodes").mkdir(parents=True, exist_ok=True)
    (folder / f"shows/page-{SHOW_ID // 250}.json").write_text(json.dumps([show()]))
    (folder / f"episodes/{SHOW_ID}.json").write_text(json.dumps(episodes(count, season_length=season_length)))


if __name__ == "__main__":
    main_for(pathlib.Path(sys.argv[1]), int(sys.argv[2]), *[int(length) for length in sys.argv[3:4]])
