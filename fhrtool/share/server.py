"""The web server of the table's pages: aiohttp in a thread of its own, with its own event loop.

Every address it answers lies under a link's secret (``/s/SECRET/``): the table's link, and one per PC.
Anything else, and a revoked secret, is a plain 404. A page loads its HTML, script and style from under
its link, then follows a stream of server-sent events: each event is the whole of what that link may
see, numbered; a page that was cut off reconnects with the last number it had and gets the current one.
A player's page posts requests, which wait in a queue the application drains (``wake`` tells it to,
from the server's thread) until the GM answers them.

The application calls the public methods from its own thread; the server's state is shared under one
lock, and the connections are woken on the server's loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import queue
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from fhrtool.model.frozen import frozen
from fhrtool.share.requests import BODY_MAX, RefusedError, parse
from fhrtool.share.snapshot import Snapshot, encoded, plain
from fhrtool.steps.table_requests import Request

ASSETS = Path(__file__).parent / "assets"
PAGES = {"page.js": "text/javascript", "page.css": "text/css"}
ICON = Path(__file__).parent.parent / "resources" / "icons" / "fhrtool.svg"
TABLE = "table"
"""The key of the table's link; a PC's link has its character id."""
SECRET_BYTES = 24
"""The secret of a link: 192 random bits."""
KEEPALIVE = 15.0
"""Seconds between comments on a quiet stream, which tell a page (and the server) the line still holds."""
RATE = (6, 10.0)
"""A link may send at most this many requests in this many seconds."""
PENDING_MAX = 6
"""Requests of one link waiting for the GM at most."""
KEPT_ANSWERS = 8
"""Requests (with what became of them) a player's page lists."""
STOP_TIMEOUT = 5.0
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
}


@frozen
class LinkInfo:
    """A link to hand out: ``key`` is ``"table"`` or the PC's character id, ``label`` the PC's name."""

    key: str
    label: str
    url: str


@frozen
class ClientInfo:
    """A page connected now: whose link, from where, with what browser."""

    key: str
    label: str
    address: str
    agent: str
    since: float


@frozen
class Incoming:
    """A request a player's page sent, for the GM to answer; ``id`` names it in :meth:`TableServer.answer`."""

    id: str
    key: str
    request: Request


class _Client:
    def __init__(self, key: str, secret: str, address: str, agent: str) -> None:
        self.key = key
        self.secret = secret
        self.address = address
        self.agent = agent
        self.since = time.time()
        self.sent = -1
        self.wake = asyncio.Event()


def url_host(host: str) -> str:
    """``host`` as it goes into a URL: an IPv6 address in brackets."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    return f"[{host}]" if address.version == 6 else host


class TableServer:
    """Serves the pages of the latest :class:`Snapshot` on ``host``:``port`` (0: a free port)."""

    def __init__(
        self,
        snapshot: Snapshot,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        wake: Callable[[], None] = lambda: None,
        rate: tuple[int, float] = RATE,
    ) -> None:
        self.host = host
        self.port = port
        self._wake_app = wake
        self._rate = rate
        self._lock = threading.Lock()
        self._snapshot = snapshot
        self._number = 0
        self._secrets: dict[str, str] = {}
        self._keys: dict[str, str] = {}
        self._payloads: dict[str, tuple[int, bytes]] = {}
        self._answers: dict[str, deque[dict[str, Any]]] = {}
        self._sent: dict[str, deque[float]] = {}
        self._incoming: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self._clients: set[_Client] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stopping = False
        self._ensure_links(snapshot)

    # -- the application's side ----------------------------------------------------------------------

    def start(self) -> None:
        """Listen, from a thread of its own; OSError when the address cannot be had (the port is taken)."""
        loop = asyncio.new_event_loop()
        opened = threading.Event()
        failure: list[BaseException] = []

        def serve() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._open())
            except BaseException as error:  # told to the starting thread, which raises it
                failure.append(error)
                opened.set()
                loop.close()
                return
            opened.set()
            loop.run_forever()
            loop.close()

        self._loop = loop
        self._thread = threading.Thread(target=serve, name="fhrtool-share", daemon=True)
        self._thread.start()
        opened.wait()
        if failure:
            self._thread.join()
            self._loop = self._thread = None
            raise failure[0]

    @property
    def running(self) -> bool:
        return self._thread is not None

    def stop(self) -> None:
        """Close every connection and stop listening; the thread ends."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with self._lock:
            self._stopping = True
        future = asyncio.run_coroutine_threadsafe(self._close(), loop)
        with contextlib.suppress(Exception):
            future.result(STOP_TIMEOUT)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(STOP_TIMEOUT)
        self._loop = self._thread = None

    def links(self) -> list[LinkInfo]:
        """The table's link, then one per PC."""
        with self._lock:
            names = self._snapshot.names
            return [
                LinkInfo(key, names.get(key, ""), self._url(secret)) for key, secret in self._secrets.items()
            ]

    def link(self, key: str) -> str:
        """The URL of the link ``key``."""
        with self._lock:
            return self._url(self._secrets[key])

    def publish(self, snapshot: Snapshot) -> None:
        """Show ``snapshot`` on every page (it gets the next number)."""
        with self._lock:
            self._snapshot = snapshot
            self._ensure_links(snapshot)
            self._number += 1
        self._wake_clients()

    def take_requests(self) -> list[Incoming]:
        """The requests that arrived since the last call, oldest first."""
        taken = []
        while True:
            try:
                taken.append(self._incoming.get_nowait())
            except queue.Empty:
                return taken

    def answer(self, request_id: str, status: str, message: str = "") -> None:
        """Tell the page what became of a request: ``accepted``, ``rejected`` or ``failed`` (``message``
        says why, in the GM's language)."""
        with self._lock:
            for answers in self._answers.values():
                for entry in answers:
                    if entry["id"] == request_id:
                        entry["status"], entry["message"] = status, message
                        self._number += 1
        self._wake_clients()

    def revoke(self, key: str) -> str:
        """Give link ``key`` a new secret: the old one answers 404 and its pages are cut off. The new URL."""
        with self._lock:
            old = self._secrets[key]
            del self._keys[old]
            secret = self._secrets[key] = secrets.token_urlsafe(SECRET_BYTES)
            self._keys[secret] = key
            url = self._url(secret)
        self._wake_clients()
        return url

    def clients(self) -> list[ClientInfo]:
        """The pages connected now, by when they connected."""
        with self._lock:
            names = self._snapshot.names
            found = [
                ClientInfo(c.key, names.get(c.key, ""), c.address, c.agent, c.since) for c in self._clients
            ]
        return sorted(found, key=lambda client: client.since)

    # -- shared state --------------------------------------------------------------------------------

    def _url(self, secret: str) -> str:
        return f"http://{url_host(self.host)}:{self.port}/s/{secret}/"

    def _ensure_links(self, snapshot: Snapshot) -> None:
        """A secret for the table and for each PC the snapshot has (called with the lock held)."""
        for key in (TABLE, *snapshot.players):
            if key not in self._secrets:
                secret = secrets.token_urlsafe(SECRET_BYTES)
                self._secrets[key] = secret
                self._keys[secret] = key

    def _payload(self, key: str) -> tuple[int, bytes] | None:
        """What link ``key`` shows now, numbered; None when its PC has left the campaign."""
        with self._lock:
            number = self._number
            cached = self._payloads.get(key)
            if cached is not None and cached[0] == number:
                return cached
            table = plain(self._snapshot.table)
            if key == TABLE:
                data: dict[str, Any] = {"n": number, "kind": "table", "table": table}
            else:
                page = self._snapshot.players.get(key)
                if page is None:
                    return None
                data = {
                    "n": number,
                    "kind": "player",
                    "table": table,
                    "me": plain(page.view),
                    "palette": {"ja": list(page.palette_ja), "en": list(page.palette_en)},
                    "requests": list(self._answers.get(key, ())),
                }
            made = (number, encoded(data))
            self._payloads[key] = made
            return made

    def _wake_clients(self) -> None:
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(self._wake_all)

    def _wake_all(self) -> None:
        for client in list(self._clients):
            client.wake.set()

    # -- the server's side ---------------------------------------------------------------------------

    async def _open(self) -> None:
        app = web.Application(client_max_size=BODY_MAX * 2)
        app.on_response_prepare.append(self._headers)
        app.router.add_get("/s/{secret}", self._bare)
        app.router.add_get("/s/{secret}/", self._page)
        app.router.add_get("/s/{secret}/state", self._state)
        app.router.add_get("/s/{secret}/events", self._events)
        app.router.add_post("/s/{secret}/request", self._request)
        app.router.add_get("/s/{secret}/{asset}", self._asset)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        server = site._server
        sockets = getattr(server, "sockets", None) or ()
        if sockets:
            self.port = sockets[0].getsockname()[1]

    async def _close(self) -> None:
        self._wake_all()
        runner = self._runner
        if runner is not None:
            await runner.cleanup()

    @staticmethod
    async def _headers(_request: web.Request, response: web.StreamResponse) -> None:
        response.headers.update(SECURITY_HEADERS)
        response.headers.pop("Server", None)

    def _key(self, request: web.Request) -> tuple[str, str]:
        """The link a request's path names, and its secret; 404 for any other."""
        secret = request.match_info.get("secret", "")
        with self._lock:
            key = None if self._stopping else self._keys.get(secret)
        if key is None:
            raise web.HTTPNotFound()
        return key, secret

    async def _bare(self, request: web.Request) -> web.StreamResponse:
        _, secret = self._key(request)
        raise web.HTTPFound(f"/s/{secret}/")

    async def _page(self, request: web.Request) -> web.StreamResponse:
        self._key(request)
        return web.Response(
            body=(ASSETS / "page.html").read_bytes(), content_type="text/html", charset="utf-8"
        )

    async def _asset(self, request: web.Request) -> web.StreamResponse:
        self._key(request)
        name = request.match_info["asset"]
        if name == "icon.svg":
            return web.Response(body=ICON.read_bytes(), content_type="image/svg+xml")
        kind = PAGES.get(name)
        if kind is None:
            raise web.HTTPNotFound()
        return web.Response(body=(ASSETS / name).read_bytes(), content_type=kind, charset="utf-8")

    async def _state(self, request: web.Request) -> web.StreamResponse:
        key, _ = self._key(request)
        payload = self._payload(key)
        if payload is None:
            raise web.HTTPNotFound()
        return web.Response(body=payload[1], content_type="application/json")

    async def _events(self, request: web.Request) -> web.StreamResponse:
        key, secret = self._key(request)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        agent = request.headers.get("User-Agent", "")[:120]
        client = _Client(key, secret, request.remote or "", agent)
        last = request.headers.get("Last-Event-ID") or request.query.get("since", "")
        client.sent = int(last) if last.isdigit() and len(last) < 12 else -1
        with self._lock:
            self._clients.add(client)
        self._wake_app()
        try:
            await response.write(b"retry: 1000\n\n")
            while True:
                client.wake.clear()
                with self._lock:
                    gone = self._stopping or self._keys.get(secret) != key
                payload = None if gone else self._payload(key)
                if payload is None:
                    break
                number, body = payload
                if number != client.sent:
                    await response.write(b"id: %d\ndata: %s\n\n" % (number, body))
                    client.sent = number
                try:
                    await asyncio.wait_for(client.wake.wait(), KEEPALIVE)
                except TimeoutError:
                    await response.write(b": still here\n\n")
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            with self._lock:
                self._clients.discard(client)
            self._wake_app()
        return response

    async def _request(self, request: web.Request) -> web.StreamResponse:
        key, _ = self._key(request)
        if key == TABLE:
            return web.json_response({"error": "not_allowed"}, status=403)
        now = time.monotonic()
        most, seconds = self._rate
        with self._lock:
            sent = self._sent.setdefault(key, deque())
            while sent and sent[0] < now - seconds:
                sent.popleft()
            if len(sent) >= most:
                return web.json_response({"error": "too_many"}, status=429)
            sent.append(now)
            waiting = sum(1 for entry in self._answers.get(key, ()) if entry["status"] == "pending")
            page = self._snapshot.players.get(key)
        if waiting >= PENDING_MAX:
            return web.json_response({"error": "too_many"}, status=429)
        if page is None:
            raise web.HTTPNotFound()
        if (request.content_length or 0) > BODY_MAX:
            return web.json_response({"error": "too_large"}, status=413)
        try:
            body = await request.content.read(BODY_MAX + 1)
            made = parse(body, page.view)
        except RefusedError as refused:
            return web.json_response({"error": refused.code, "detail": refused.detail}, status=400)
        request_id = secrets.token_urlsafe(9)
        with self._lock:
            answers = self._answers.setdefault(key, deque(maxlen=KEPT_ANSWERS))
            answers.append({"id": request_id, "asked": plain(made), "status": "pending", "message": ""})
            self._number += 1
        self._incoming.put(Incoming(request_id, key, made))
        self._wake_all()
        self._wake_app()
        return web.json_response({"id": request_id}, status=202)
