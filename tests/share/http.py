"""Plain HTTP to the sharing server on 127.0.0.1, as a page would talk to it."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from email.message import Message
from http.client import HTTPResponse
from typing import Any, cast

TIMEOUT = 10.0


def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, Message, bytes]:
    """Status, headers and body of a GET (an error status is an answer too)."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def post(url: str, data: object, *, raw: bytes | None = None) -> tuple[int, Any]:
    """Status and JSON answer of a POST of ``data`` as JSON (or of ``raw`` bytes)."""
    body = raw if raw is not None else json.dumps(data).encode()
    request = urllib.request.Request(url, body, {"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        text = error.read()
        return error.code, json.loads(text) if text.startswith(b"{") else text


class Stream:
    """A page's stream of server-sent events."""

    def __init__(self, url: str, last: int | None = None) -> None:
        headers = {} if last is None else {"Last-Event-ID": str(last)}
        request = urllib.request.Request(url + "events", headers=headers)
        self.response = cast(HTTPResponse, urllib.request.urlopen(request, timeout=TIMEOUT))

    def next(self) -> dict[str, Any]:
        """The next update; EOFError when the server closed the stream."""
        number, data = None, None
        while True:
            line = self.response.readline()
            if not line:
                raise EOFError
            line = line.rstrip(b"\n")
            if line.startswith(b"id: "):
                number = int(line[4:])
            elif line.startswith(b"data: "):
                data = json.loads(line[6:])
            elif not line and data is not None:
                assert data["n"] == number
                return cast(dict[str, Any], data)

    def close(self) -> None:
        self.response.close()
