"""The sharing server on 127.0.0.1: links with secrets, numbered updates, requests, revoking and stopping."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from fhrtool.share.server import SECURITY_HEADERS, TableServer
from fhrtool.share.snapshot import snapshot
from fhrtool.steps import tracker
from fhrtool.steps.table_requests import Declare
from tests.share.fights import declaring, ids
from tests.share.http import Stream, get, post
from tests.steps.table import Table


@pytest.fixture
def table() -> Table:
    return declaring()


@pytest.fixture
def server(table: Table) -> Iterator[TableServer]:
    woken = threading.Event()
    running = TableServer(snapshot(table.campaign), wake=woken.set)
    running.woken = woken  # type: ignore[attr-defined]
    running.start()
    yield running
    running.stop()


def _links(server: TableServer) -> dict[str, str]:
    return {link.key: link.url for link in server.links()}


def test_links_carry_long_secrets_and_nothing_answers_without_one(server: TableServer) -> None:
    links = _links(server)
    assert list(links) == ["table", "aldo", "bea"]
    base = f"http://127.0.0.1:{server.port}"
    for url in links.values():
        secret = url.rsplit("/", 2)[1]
        assert url.startswith(base + "/s/")
        assert len(secret) >= 32  # 24 random bytes, 192 bits
    answers = [
        get(base + path)
        for path in (
            "/",
            "/s/",
            "/s/x/",
            "/s/x/state",
            "/s/x/page.js",
            "/page.js",
            "/s/x/events",
            "/favicon.ico",
        )
    ]
    assert {status for status, _, _ in answers} == {404}
    assert len({body for _, _, body in answers}) == 1
    assert all("Server" not in headers for _, headers, _ in answers)
    assert get(links["table"] + "../../etc/passwd")[0] == 404
    assert get(links["table"] + "nothing.js")[0] == 404


def test_pages_are_served_from_the_link_with_a_strict_policy(server: TableServer) -> None:
    url = _links(server)["table"]
    status, headers, body = get(url)
    assert status == 200
    assert b'<script src="page.js"' in body
    assert b"http" not in body  # nothing from elsewhere
    for name, value in SECURITY_HEADERS.items():
        assert headers[name] == value
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert get(url + "page.js")[1]["Content-Type"].startswith("text/javascript")
    assert get(url + "page.css")[0] == 200
    bare = get(url.rstrip("/"))
    assert bare[0] == 200  # redirected to the link with its slash


def test_the_table_sees_no_npc_numbers_and_a_player_sees_their_own_sheet(server: TableServer) -> None:
    links = _links(server)
    table = Stream(links["table"]).next()
    assert table["kind"] == "table"
    goblin = next(p for p in table["table"]["people"] if p["name"] == "Goblin")
    assert goblin["numbers"] is None
    assert "me" not in table
    mine = Stream(links["aldo"]).next()
    assert (mine["kind"], mine["me"]["name"], mine["me"]["can_declare"]) == ("player", "Aldo", True)
    assert mine["palette"]["en"][0] == "1D10+3 sequence value"


def test_every_update_reaches_the_streams_numbered_and_a_page_catches_up(
    server: TableServer, table: Table
) -> None:
    url = _links(server)["bea"]
    stream = Stream(url)
    first = stream.next()
    table.run(tracker.declare, tracker.Quick(ids(table)["Bea"], 1))
    server.publish(snapshot(table.campaign))
    second = stream.next()
    assert second["n"] == first["n"] + 1
    assert second["me"]["declarations"] == [{"kind": "quick", "amount": 1, "partner": ""}]
    stream.close()
    # Cut off: two steps happen meanwhile; back with the last number it had, the page gets the latest.
    table.run(tracker.withdraw, tracker.Withdraw(ids(table)["Bea"], "quick"))
    server.publish(snapshot(table.campaign))
    table.run(tracker.declare, tracker.Passive(ids(table)["Bea"], 1))
    server.publish(snapshot(table.campaign))
    back = Stream(url, last=second["n"])
    latest = back.next()
    assert latest["n"] == second["n"] + 2
    assert latest["me"]["declarations"] == [{"kind": "passive", "amount": 1, "partner": ""}]
    # A page that is up to date gets nothing until the next update.
    current = Stream(url, last=latest["n"])
    server.publish(snapshot(table.campaign))
    assert current.next()["n"] == latest["n"] + 1
    assert get(url + "state")[2].startswith(b'{"n":%d' % (latest["n"] + 1))


def test_a_players_request_waits_for_the_gm_and_the_page_hears_the_answer(
    server: TableServer, table: Table
) -> None:
    url = _links(server)["aldo"]
    stream = Stream(url)
    stream.next()
    status, answer = post(url + "request", {"type": "declare", "kind": "quick", "amount": 2})
    assert status == 202
    assert server.woken.wait(5)  # type: ignore[attr-defined]
    (incoming,) = server.take_requests()
    assert (incoming.id, incoming.key) == (answer["id"], "aldo")
    assert incoming.request == Declare(ids(table)["Aldo"], "quick", 2)
    assert server.take_requests() == []
    assert stream.next()["requests"][0]["status"] == "pending"
    server.answer(incoming.id, "accepted")
    shown = stream.next()["requests"][0]
    assert (shown["status"], shown["asked"]["kind"], shown["asked"]["amount"]) == ("accepted", "quick", 2)


def test_the_table_cannot_ask_and_a_player_cannot_act_for_another_pc(
    server: TableServer, table: Table
) -> None:
    links = _links(server)
    assert post(links["table"] + "request", {"type": "declare", "kind": "quick", "amount": 1}) == (
        403,
        {"error": "not_allowed"},
    )
    for_bea = {"type": "declare", "kind": "quick", "amount": 1, "combatant_id": ids(table)["Bea"]}
    status, answer = post(links["aldo"] + "request", for_bea)
    assert (status, answer["error"]) == (400, "invalid")
    assert post(links["aldo"] + "request", None, raw=b"x" * 5000)[0] == 413
    assert server.take_requests() == []


def test_requests_are_rate_limited(table: Table) -> None:
    limited = TableServer(snapshot(table.campaign), rate=(2, 60.0))
    limited.start()
    try:
        url = _links(limited)["bea"] + "request"
        asked = {"type": "declare", "kind": "passive", "amount": 1}
        assert [post(url, asked)[0] for _ in range(3)] == [202, 202, 429]
        assert len(limited.take_requests()) == 2
    finally:
        limited.stop()


def test_a_revoked_link_answers_404_and_its_pages_are_cut_off(server: TableServer) -> None:
    old = _links(server)["aldo"]
    stream = Stream(old)
    stream.next()
    new = server.revoke("aldo")
    assert new != old
    assert _links(server)["aldo"] == new
    with pytest.raises(EOFError):
        stream.next()
    assert get(old + "state")[0] == 404
    assert get(new + "state")[0] == 200


def test_clients_are_listed_and_stop_closes_every_connection(table: Table) -> None:
    server = TableServer(snapshot(table.campaign))
    server.start()
    links = _links(server)
    streams = [Stream(links["table"]), Stream(links["bea"])]
    for stream in streams:
        stream.next()
    assert sorted(client.key for client in server.clients()) == ["bea", "table"]
    assert {client.address for client in server.clients()} == {"127.0.0.1"}
    port = server.port
    server.stop()
    for stream in streams:
        with pytest.raises(EOFError):
            stream.next()
    with pytest.raises(ConnectionRefusedError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass
    assert not server.running
    server.stop()  # stopping twice is harmless


def test_a_taken_port_is_an_error_to_report(server: TableServer, table: Table) -> None:
    second = TableServer(snapshot(table.campaign), port=server.port)
    with pytest.raises(OSError, match="address already in use"):
        second.start()
    assert not second.running
