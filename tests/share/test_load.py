"""A load check: 20 pages open through a long fight played step by step (a few minutes of play at a
table, compressed): every page gets every update, in order, and the server's memory does not grow."""

from __future__ import annotations

import threading
import time
import tracemalloc
from pathlib import Path

import aiohttp

import fhrtool.share
from fhrtool.rules.dice import RandomDice
from fhrtool.share.server import TableServer
from fhrtool.share.snapshot import snapshot
from tests.share.fights import declaring, play_on
from tests.share.http import Stream

PAGES = 20
STEPS = 600
WARM_UP = 100
GROWTH_MAX = 256 * 1024
"""Bytes the server's own allocations may grow by between the warm-up and the end."""
ARRIVAL_TIMEOUT = 10.0


class Page(threading.Thread):
    """One open page: it notes the number of every update it receives."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.stream = Stream(url)
        self.numbers: list[int] = []
        self.arrived = threading.Condition()

    def run(self) -> None:
        try:
            while True:
                number = self.stream.next()["n"]
                with self.arrived:
                    self.numbers.append(number)
                    self.arrived.notify_all()
        except (EOFError, OSError, ValueError):
            return

    def wait_for(self, number: int) -> bool:
        with self.arrived:
            return self.arrived.wait_for(
                lambda: bool(self.numbers) and self.numbers[-1] >= number, ARRIVAL_TIMEOUT
            )


def _server_bytes(snapshot_: tracemalloc.Snapshot) -> int:
    """What the server's code (fhrtool.share and aiohttp) holds allocated."""
    roots = tuple(str(Path(module.__file__).parent) for module in (fhrtool.share, aiohttp))  # type: ignore[arg-type]
    return sum(
        stat.size for stat in snapshot_.statistics("filename") if stat.traceback[0].filename.startswith(roots)
    )


def test_twenty_pages_get_every_update_of_a_long_fight_without_memory_growth() -> None:
    table = declaring()
    dice = RandomDice(27)
    server = TableServer(snapshot(table.campaign))
    server.start()
    links = [link.url for link in server.links()]
    pages = [Page(links[n % len(links)]) for n in range(PAGES)]
    for page in pages:
        page.start()
    tracemalloc.start(1)
    try:
        for page in pages:
            assert page.wait_for(0)
        started = time.perf_counter()
        for move in range(1, STEPS + 1):
            play_on(table, dice, move)
            server.publish(snapshot(table.campaign))
            for page in pages:
                assert page.wait_for(move), f"a page missed update {move}"
            if move == WARM_UP:
                warm = _server_bytes(tracemalloc.take_snapshot())
        end = _server_bytes(tracemalloc.take_snapshot())
        elapsed = time.perf_counter() - started
    finally:
        tracemalloc.stop()
        server.stop()
    for page in pages:
        page.join(10)
        assert page.numbers == list(range(STEPS + 1))  # every update, each once, in order
    assert table.campaign.encounter.round >= 10  # a long fight, not a few clicks
    assert end - warm < GROWTH_MAX
    assert elapsed < STEPS  # far below: a second a step would be no live view
