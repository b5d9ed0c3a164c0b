"""Headless Chromium driven by selenium, for the pages of the sharing server on 127.0.0.1.

Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them). Where they are missing the
browser tests are skipped, except with ``CI=true``: there they must run, and a missing browser fails them.
The browser is kept from every other address: no proxy, no background or component traffic.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (360, 740)
LAPTOP = (1366, 768)
WAIT = 10.0


def _programs() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def require_browser() -> tuple[str, str]:
    """The browser and its driver; the test is skipped without them, or fails on CI."""
    found = _programs()
    if found is None:
        message = "headless Chromium is not installed (apt-get install chromium chromium-driver)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return found


@contextmanager
def chromium(size: tuple[int, int], language: str = "en") -> Iterator[WebDriver]:
    """A headless Chromium of ``size`` CSS pixels whose language is ``language``."""
    browser, driver_path = require_browser()
    options = Options()
    options.binary_location = browser
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-proxy-server",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--no-first-run",
        "--disable-extensions",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        f"--window-size={size[0]},{size[1]}",
        f"--lang={language}",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    os.environ.setdefault("SE_OFFLINE", "true")  # selenium's manager never fetches a driver
    driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
    try:
        # The window's size is the page's: the headless window has no frame.
        driver.set_window_size(*size)
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        driver.set_window_size(2 * size[0] - inner[0], 2 * size[1] - inner[1])
        yield driver
    finally:
        driver.quit()


def wait_for(driver: WebDriver, condition: str, timeout: float = WAIT) -> object:
    """Wait until the JavaScript expression ``condition`` is true in the page; its value."""
    return WebDriverWait(driver, timeout).until(lambda d: d.execute_script(f"return {condition}"))


def text(driver: WebDriver, css: str) -> str:
    return str(driver.find_element(By.CSS_SELECTOR, css).text)


class CuttableProxy:
    """A TCP relay on 127.0.0.1 in front of the server: :meth:`cut` drops every connection and refuses
    new ones, as a phone that lost the Wi-Fi; :meth:`restore` listens again on the same port."""

    def __init__(self, target_port: int) -> None:
        self._target = ("127.0.0.1", target_port)
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._listener: socket.socket | None = None
        self.port = 0
        self.restore()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen()
        self.port = listener.getsockname()[1]
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self._target)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for each in (source, sink):
                with suppress(OSError):
                    each.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        listener = self._listener
        if listener is not None:
            listener.shutdown(socket.SHUT_RDWR)  # wakes the thread waiting in accept()
            listener.close()
            self._listener = None
        with self._lock:
            cut, self._sockets = self._sockets, []
        for each in cut:
            with suppress(OSError):
                each.shutdown(socket.SHUT_RDWR)
            each.close()

    def url(self, url: str) -> str:
        """``url`` of the server, through this relay."""
        _host, rest = url.split("//", 1)[1].split("/", 1)
        return f"http://127.0.0.1:{self.port}/{rest}"
