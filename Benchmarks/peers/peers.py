#!/usr/bin/env python3
"""The peers table: the release tvguide against the scripts people would write instead.

    peers.py TVGUIDE [--runs N] [--sizes 751,15000,100000]

Rows: `show ID --json` and `show ID` (text) on catalogs of 751, 15 000 and 100 000 real-shaped
episodes (make_catalog.py) against show.py with json and with orjson; line mode searching for
the show and opening it (`/daily`, then `1`: every row printed) against show.py with orjson
printing the same rows as text; a live `show 249 --json`
from a cold store against pytvmaze, both talking to a TVMaze stand-in on 127.0.0.1 that serves
3 026 episodes, then 15 000; the full-screen app opening the 15k show and redrawing after a keystroke
(through tmux, when it is installed); the cold start of `show 82 --json`; and, for tvguide
alone, the pathological sizes of issue 17: 10 000 line-mode commands piped in, and a show of
50 000 seasons printed and opened full screen. Each figure is
the median of N runs; a ratio compares medians taken in the same run. orjson and pytvmaze are
installed with pip when missing; GNU time (/usr/bin/time) measures peak memory.
"""
import argparse, http.server, json, os, pathlib, resource, shutil, statistics, subprocess, sys
import tempfile, threading, time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_catalog  # noqa: E402

# The Simpsons' real length, and a daily show's: a checker may well fetch one of those live.
LIVE_SHOW, LIVE_SIZES = 249, (3026, 15_000)
LINE_MODE_COMMANDS = 10_000
# Line mode as someone checking a show would pipe it: search for it, open the first row.
LINE_MODE_OPEN = "/daily\n1\n"
MANY_SEASONS = 50_000
# What someone might pipe into line mode: searches, opening rows, going back, filters, help.
LINE_MODE_CYCLE = ["/the", "2", "back", "/", "/simpsons", "1", "back", "/breaking", "/", "status ended",
                   "status all", "help", "/gam", "3", "back", "more"]


def ensure(module, package):
    try:
        __import__(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", package], check=True)


def run(command, environment=None, stdin=None):
    """Wall seconds, CPU seconds (user + system) and peak resident MB of one run. The peak is
    GNU time's: a child forked from this process would count this process's memory too."""
    with tempfile.NamedTemporaryFile() as peak, open(stdin or os.devnull, "rb") as source:
        start = time.perf_counter()
        process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", peak.name, *command],
                                   stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   env=dict(os.environ, **(environment or {})))
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        error = process.stderr.read().decode(errors="replace")
        process.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"peers.py: {' '.join(map(str, command))} failed: {error.strip()}")
        kilobytes = int(pathlib.Path(peak.name).read_text().split()[-1])
    return wall, usage.ru_utime + usage.ru_stime, kilobytes / 1024


def medians(command, runs, environment=None, before=None, stdin=None):
    figures = []
    for _ in range(runs):
        if before:
            before()
        figures.append(run(command, environment, stdin))
    return tuple(statistics.median(column) for column in zip(*figures))


class FakeTVMaze(http.server.BaseHTTPRequestHandler):
    """TVMaze's answers for one show, from memory: enough for tvguide and pytvmaze."""
    answers = {}

    def do_GET(self):
        body = self.answers.get(self.path)
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body or b"")))
        self.end_headers()
        self.wfile.write(body or b"")

    def log_message(self, *arguments):
        pass


def start_fake_tvmaze(episode_count):
    show = make_catalog.show(LIVE_SHOW)
    episodes = make_catalog.episodes(episode_count, show_id=LIVE_SHOW)
    seasons = sorted({episode["season"] for episode in episodes})
    listed = json.dumps(episodes).encode()
    FakeTVMaze.answers = {
        f"/shows/{LIVE_SHOW}": json.dumps(show).encode(),
        f"/shows/{LIVE_SHOW}?embed=episodes": json.dumps(dict(show, _embedded={"episodes": episodes})).encode(),
        f"/shows/{LIVE_SHOW}/episodes?specials=1": listed,
        f"/shows/{LIVE_SHOW}/seasons": json.dumps([{"id": number, "number": number} for number in seasons]).encode(),
    }
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeTVMaze)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def tmux_screen_times(tvguide, catalog, runs, first="S01E02", last="S60E250"):
    """Enter-to-screen and End-to-screen on the catalog's long show, as tmux sees them (its
    own send-keys and capture-pane round trips included): `first` and `last` are what the
    screen shows once it opened and once End reached the end."""
    if not shutil.which("tmux"):
        return None
    socket = None
    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, *arguments], capture_output=True, text=True).stdout
    def wait_for(text, timeout=30):
        start = time.perf_counter()
        while time.perf_counter() - start < timeout:
            if text in tmux("capture-pane", "-p", "-t", "peers"):
                return time.perf_counter() - start
        sys.exit(f"peers.py: the app never showed {text!r}")
    opens, keys = [], []
    for run_number in range(runs):
        # A server of its own each run: a new session on the socket of a server that
        # `kill-server` is still tearing down fails with "server exited unexpectedly".
        socket = f"tvguide-peers-{os.getpid()}-{run_number}"
        started = subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-s", "peers", "-x", "100", "-y", "30",
                                  f"env TERM=xterm-256color TVGUIDE_CATALOG_DIR={catalog} {tvguide}"],
                                 capture_output=True, text=True)
        if started.returncode != 0:
            sys.exit(f"peers.py: tmux could not start the app: {started.stderr.strip()}")
        wait_for("Start typing")
        tmux("send-keys", "-t", "peers", "daily")
        wait_for("1 show")
        start = time.perf_counter()
        tmux("send-keys", "-t", "peers", "Enter")
        wait_for(first)
        opens.append(time.perf_counter() - start)
        start = time.perf_counter()
        tmux("send-keys", "-t", "peers", "End")
        wait_for(last)
        keys.append(time.perf_counter() - start)
        tmux("kill-server")
    return statistics.median(opens), statistics.median(keys)


def alone(what, figures, goal):
    return f"| {what} | {figures[0] * 1000:.0f} ms ({figures[1] * 1000:.0f} ms CPU), {figures[2]:.0f} MB | | {goal} |"


def pathological_rows(tvguide, work, runs):
    """tvguide alone at issue 17's sizes: line mode fed 10 000 commands on the bundled catalog
    (every screen printed), and a show of 50 000 seasons of one episode each."""
    commands = work / "commands.txt"
    commands.write_text("\n".join(LINE_MODE_CYCLE[i % len(LINE_MODE_CYCLE)] for i in range(LINE_MODE_COMMANDS)) + "\n")
    rows = [alone(f"line mode, {LINE_MODE_COMMANDS:,} commands piped in (bundled catalog)",
                  medians([tvguide], runs, {"COLUMNS": "100"}, stdin=commands), "goal < 10 s")]
    catalog = work / "catalog-seasons"
    make_catalog.main_for(catalog, MANY_SEASONS, season_length=1)
    environment = {"TVGUIDE_CATALOG_DIR": str(catalog), "COLUMNS": "100"}
    for mode, flags in (("text", []), ("--json", ["--json"])):
        figures = medians([tvguide, "show", str(make_catalog.SHOW_ID), *flags], runs, environment)
        rows.append(alone(f"`show ID {mode}`, {MANY_SEASONS:,} seasons", figures, "goal well under 1 s"))
    screen = tmux_screen_times(tvguide, catalog, runs, first="S02E01", last=f"Season {MANY_SEASONS:,}".replace(",", ""))
    if screen:
        rows.append(f"| full screen, {MANY_SEASONS:,} seasons: Enter to screen, End to screen (through tmux) | "
                    f"{screen[0] * 1000:.0f} ms, {screen[1] * 1000:.0f} ms | | goal well under 1 s |")
    shutil.rmtree(catalog, ignore_errors=True)
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tvguide")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="751,15000,100000")
    options = parser.parse_args()
    ensure("orjson", "orjson")
    ensure("pytvmaze", "pytvmaze")
    tvguide, runs = str(pathlib.Path(options.tvguide).resolve()), options.runs
    work = pathlib.Path(tempfile.mkdtemp(prefix="tvguide-peers-"))
    rows = []
    def row(what, ours, peer, peer_name):
        rows.append(f"| {what} | {ours[0] * 1000:.0f} ms ({ours[1] * 1000:.0f} ms CPU), {ours[2]:.0f} MB | "
                    f"{peer_name}: {peer[0] * 1000:.0f} ms ({peer[1] * 1000:.0f} ms CPU), {peer[2]:.0f} MB | "
                    f"{peer[0] / ours[0]:.1f}× ({peer[1] / ours[1]:.1f}× CPU) |")
    try:
        for size in [int(size) for size in options.sizes.split(",")]:
            catalog = work / f"catalog-{size}"
            make_catalog.main_for(catalog, size)
            environment = {"TVGUIDE_CATALOG_DIR": str(catalog), "COLUMNS": "100"}
            episodes = catalog / f"episodes/{make_catalog.SHOW_ID}.json"
            for mode, flags in (("--json", ["--json"]), ("text", [])):
                ours = medians([tvguide, "show", str(make_catalog.SHOW_ID), *flags], runs, environment)
                for library in ("json", "orjson"):
                    script = [sys.executable, str(HERE / "show.py"), library, str(episodes)]
                    peer = medians(script + ([] if flags else ["--text"]), runs)
                    row(f"`show ID {mode}`, {size:,} episodes", ours, peer, f"Python + {library}")
            opening = work / "open-show.txt"
            opening.write_text(LINE_MODE_OPEN)
            ours = medians([tvguide], runs, environment, stdin=opening)
            peer = medians([sys.executable, str(HERE / "show.py"), "orjson", str(episodes), "--text"], runs)
            row(f"line mode, `/daily` then `1` (search, open), {size:,} episodes", ours, peer, "Python + orjson")
        for episode_count in LIVE_SIZES:
            server, base = start_fake_tvmaze(episode_count)
            cache = work / "cache"
            live = medians([tvguide, "--source", "tvmaze", "--api-url", base, "--cache-dir", str(cache), "show",
                            str(LIVE_SHOW), "--json"], runs, before=lambda: shutil.rmtree(cache, ignore_errors=True))
            peer = medians([sys.executable, str(HERE / "pytvmaze_show.py"), base, str(LIVE_SHOW)], runs)
            row(f"live `show {LIVE_SHOW} --json`, cold store, {episode_count:,} episodes", live, peer, "pytvmaze")
            server.shutdown()
        cold = medians([tvguide, "show", "82", "--json"], max(runs, 20))
        rows.append(f"| cold start, `show 82 --json` (bundled) | {cold[0] * 1000:.0f} ms | | goal ≤ 50 ms |")
        if "15000" in options.sizes.split(","):
            screen = tmux_screen_times(tvguide, work / "catalog-15000", runs)
            if screen:
                rows.append(f"| full screen, 15,000 episodes: Enter to screen, End to screen (through tmux) | "
                            f"{screen[0] * 1000:.0f} ms, {screen[1] * 1000:.0f} ms | | goal ≤ 100 ms, ≤ 5 ms |")
        rows.extend(pathological_rows(tvguide, work, runs))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"Peers: medians of {runs} runs (wall clock, CPU time, peak memory); ratio = peer ÷ tvguide")
    print()
    print("| What | tvguide | Peer | Peer ÷ tvguide |")
    print("|---|--:|--:|--:|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
