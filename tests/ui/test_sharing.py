"""Sharing with the table from the running application: the dialog, the players' requests in the
tracker, --share, and start-up without the server."""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.error import URLError

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from fhrtool.app.context import AppContext, Settings
from fhrtool.app.document import Document
from fhrtool.app.i18n import Translations
from fhrtool.share.server import url_host
from fhrtool.storage.files import write_campaign
from fhrtool.storage.paths import AppPaths, resource_path
from fhrtool.storage.preferences import Preferences
from fhrtool.ui.launch import share_address
from fhrtool.ui.main_window import MainWindow
from fhrtool.ui.share_dialog import ShareDialog
from tests.share.fights import declaring, ids
from tests.share.http import get, post
from tests.ui.conftest import FakeDialogs


@pytest.fixture
def window(qtbot: QtBot, dialogs: FakeDialogs) -> Iterator[MainWindow]:
    paths = AppPaths.default()
    context = AppContext(paths, Settings(paths, Preferences()), Translations(resource_path("i18n")), dialogs)
    main = MainWindow(Document(declaring().campaign), context, dialogs)
    qtbot.addWidget(main, before_close_func=lambda _widget: main.document.undo_stack.setClean())
    main.show()
    yield main
    main.stop_sharing()


def _open_dialog(window: MainWindow) -> ShareDialog:
    action = next(a for a in window.menuBar().findChildren(QAction) if a.text() == "Share with the &Table…")
    action.trigger()
    dialog = window.share_dialog
    assert dialog is not None
    assert dialog.isVisible()
    return dialog


def _start(dialog: ShareDialog) -> None:
    """Start sharing on 127.0.0.1, on a free port, with the keyboard and the mouse."""
    dialog.address.lineEdit().selectAll()
    QTest.keyClicks(dialog.address.lineEdit(), "127.0.0.1")
    dialog.port.lineEdit().selectAll()
    QTest.keyClicks(dialog.port.lineEdit(), "0")
    QTest.keyClick(dialog.port.lineEdit(), Qt.Key.Key_Tab)
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


def _back_to_the_tracker(window: MainWindow, qtbot: QtBot) -> None:
    """The GM's window active again, the tracker's table with the focus (where its keys work)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.tracker.view.setFocus()


def _state(url: str) -> dict[str, object]:
    status, _, body = get(url + "state")
    assert status == 200
    return json.loads(body)  # type: ignore[no-any-return]


def test_starting_the_application_loads_no_server(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from fhrtool.ui.launch import application, create_window\n"
        "from fhrtool.ui.dialogs import NonInteractiveDialogs\n"
        "from fhrtool.storage.paths import AppPaths\n"
        "app = application()\n"
        f"window = create_window(app, AppPaths.default(Path({str(tmp_path)!r})), NonInteractiveDialogs(), language='en', file=None)\n"
        "window.show(); window.build_panels(); app.processEvents()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno', 'yarl', 'multidict')"
        " or m.startswith(('fhrtool.share', 'fhrtool.app.sharing', 'fhrtool.ui.share_dialog'))))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "[]"


def test_the_dialog_starts_sharing_shows_links_with_qr_codes_and_stops(
    window: MainWindow, qtbot: QtBot
) -> None:
    dialog = _open_dialog(window)
    assert window.sharing is None
    assert not dialog.stop_button.isEnabled()
    _start(dialog)
    sharing = window.sharing
    assert sharing is not None
    assert sharing.running
    assert list(dialog.url_fields) == ["table", "aldo", "bea"]
    table_url = dialog.url_fields["table"].text()
    assert table_url.startswith("http://127.0.0.1:")
    for qr in dialog.qr_labels.values():
        assert qr.pixmap().width() >= 21 * 4  # a version-1 QR code at least, four pixels a module
    assert _state(table_url)["kind"] == "table"
    assert not dialog.start_button.isEnabled()

    status, _, _ = get(dialog.url_fields["aldo"].text() + "state")
    assert status == 200
    old = dialog.url_fields["aldo"].text()
    QTest.mouseClick(dialog.revoke_buttons["aldo"], Qt.MouseButton.LeftButton)
    assert dialog.url_fields["aldo"].text() != old
    assert get(old + "state")[0] == 404

    QTest.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert window.sharing is None
    assert dialog.url_fields == {}
    assert dialog.start_button.isEnabled()
    with pytest.raises(URLError, match="Connection refused"):
        get(table_url + "state")


def test_a_taken_port_is_said_in_the_dialog(window: MainWindow) -> None:
    dialog = _open_dialog(window)
    with socket.socket() as holder:  # another program on the port
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        dialog.address.setEditText("127.0.0.1")
        dialog.port.setValue(holder.getsockname()[1])
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.sharing is None
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Could not share on 127.0.0.1: ")
    assert dialog.start_button.isEnabled()


def test_an_empty_address_is_refused_in_the_dialog(window: MainWindow) -> None:
    dialog = _open_dialog(window)
    dialog.address.lineEdit().selectAll()
    QTest.keyClick(dialog.address.lineEdit(), Qt.Key.Key_Delete)
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.sharing is None
    assert dialog.problem.isVisible()
    assert dialog.problem.text() == "Choose or type the address to share on."
    assert dialog.start_button.isEnabled()


def test_a_request_waits_in_the_tracker_and_y_makes_it_the_gms_step(window: MainWindow, qtbot: QtBot) -> None:
    dialog = _open_dialog(window)
    _start(dialog)
    url = dialog.url_fields["aldo"].text()
    box = window.requests_box
    assert not box.isVisible()
    before = window.document.campaign
    status, _ = post(url + "request", {"type": "declare", "kind": "quick", "amount": 1})
    assert status == 202
    qtbot.waitUntil(box.isVisible)
    assert box.list.item(0).text() == "Quick ×1 (Aldo)"
    assert window.document.campaign is before  # nothing changes until the GM accepts
    dialog.close()
    _back_to_the_tracker(window, qtbot)
    QTest.keyClick(window.tracker.view, Qt.Key.Key_Y)
    assert box.refusal.text() == ""
    assert window.document.undo_stack.undoText() == "Quick ×1 (Aldo)"
    assert not box.isVisible()
    qtbot.waitUntil(
        lambda: _state(url)["me"]["declarations"] == [{"kind": "quick", "amount": 1, "partner": ""}]
    )  # type: ignore[index]
    assert _state(url)["requests"][0]["status"] == "accepted"  # type: ignore[index]

    # Backspace rejects: nothing changes, and the page says so.
    post(url + "request", {"type": "declare", "kind": "delay", "amount": 2})
    qtbot.waitUntil(box.isVisible)
    count = window.document.undo_stack.count()
    QTest.keyClick(window.tracker.view, Qt.Key.Key_Backspace)
    assert window.document.undo_stack.count() == count
    assert _state(url)["requests"][-1]["status"] == "rejected"  # type: ignore[index]

    # A request the rules refuse when accepted: the GM and the page are told why, nothing changes.
    post(url + "request", {"type": "declare", "kind": "quick", "amount": 5})
    qtbot.waitUntil(box.isVisible)
    QTest.keyClick(window.tracker.view, Qt.Key.Key_Y)
    assert window.document.undo_stack.count() == count
    assert box.refusal.isVisible()
    assert box.refusal.text()
    answer = _state(url)["requests"][-1]  # type: ignore[index]
    assert (answer["status"], answer["message"]) == ("failed", box.refusal.text())

    # Nothing waits now: only rejecting is offered, and it puts the refusal away.
    buttons = {button.text(): button for button in box.findChildren(QPushButton)}
    assert not box.list.isVisible()
    assert not buttons["Accept request (Y)"].isEnabled()
    assert buttons["Reject request (Backspace)"].isEnabled()
    QTest.keyClick(window.tracker.view, Qt.Key.Key_Backspace)
    assert window.document.undo_stack.count() == count
    assert box.refusal.text() == ""
    assert not box.isVisible()
    assert not buttons["Reject request (Backspace)"].isEnabled()


def test_an_undo_reaches_the_pages(window: MainWindow, qtbot: QtBot) -> None:
    dialog = _open_dialog(window)
    _start(dialog)
    url = dialog.url_fields["table"].text()
    first = _state(url)["n"]
    window.tracker.view.setFocus()
    window.tracker.confirm_action.trigger()
    qtbot.waitUntil(lambda: _state(url)["table"]["phase"] == "acting")  # type: ignore[index]
    window.document.undo_stack.undo()
    qtbot.waitUntil(lambda: _state(url)["table"]["phase"] == "declaring")  # type: ignore[index]
    assert _state(url)["n"] > first  # type: ignore[operator]


def test_closing_the_window_stops_sharing(window: MainWindow) -> None:
    dialog = _open_dialog(window)
    _start(dialog)
    url = dialog.url_fields["table"].text()
    window.close()
    assert window.sharing is None
    with pytest.raises(URLError, match="Connection refused"):
        get(url + "state")


def test_share_on_the_command_line_prints_the_links(tmp_path: Path) -> None:
    campaign = tmp_path / "fight.fhrc"
    table = declaring()
    write_campaign(campaign, table.campaign)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [
        sys.executable,
        "-m",
        "fhrtool",
        "--home",
        str(tmp_path / "home"),
        str(campaign),
        "--share",
        "127.0.0.1:0",
    ]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    ) as process:
        try:
            assert process.stdout is not None
            lines = [process.stdout.readline().strip() for _ in range(3)]
            assert lines[0].startswith("table: http://127.0.0.1:")
            assert lines[1].startswith("player Aldo: http://127.0.0.1:")
            assert lines[2].startswith("player Bea: http://127.0.0.1:")
            urls = [line.split(": ", 1)[1] for line in lines]
            assert _state(urls[1])["me"]["combatant_id"] == ids(table)["Aldo"]  # type: ignore[index]
        finally:
            process.terminate()
            process.wait(30)


def test_share_refuses_a_bad_address_clearly(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "fhrtool", "--home", str(tmp_path), "--share", "99999"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert run.returncode == 2
    assert "[HOST:]PORT" in run.stderr
    assert "Traceback" not in run.stderr


def test_a_declaration_tapped_on_a_phone_is_accepted_in_the_tracker(window: MainWindow, qtbot: QtBot) -> None:
    from selenium.webdriver.common.by import By

    from tests.share.browser import PHONE, chromium

    dialog = _open_dialog(window)
    _start(dialog)
    url = dialog.url_fields["bea"].text()
    dialog.close()
    with chromium(PHONE) as driver:
        driver.get(url)
        qtbot.waitUntil(lambda: driver.execute_script("return document.body.dataset.number") is not None)
        driver.find_element(By.NAME, "passive").click()
        box = window.requests_box
        qtbot.waitUntil(box.isVisible)
        assert box.list.item(0).text() == "Passive ×1 (Bea)"
        _back_to_the_tracker(window, qtbot)
        QTest.keyClick(window.tracker.view, Qt.Key.Key_Y)
        assert box.refusal.text() == ""
        assert window.document.undo_stack.undoText() == "Passive ×1 (Bea)"
        shown = "return document.getElementById('me').textContent"
        qtbot.waitUntil(lambda: "Declared: Passive ×1" in driver.execute_script(shown))
        status = "return document.querySelector('#asked-list li').dataset.status"
        assert driver.execute_script(status) == "accepted"


def test_the_keys_of_the_requests_are_listed_with_the_others(
    window: MainWindow, dialogs: FakeDialogs
) -> None:
    assert ("Players' requests", "Accept request", "Y") in window.request_keys()
    assert ("Players' requests", "Reject request", "Backspace") in window.request_keys()
    next(a for a in window.menuBar().findChildren(QAction) if a.text() == "&Keyboard Shortcuts").trigger()
    shown = dialogs.calls[-1][2]
    assert "Accept request" in shown
    assert "<b>Backspace</b>" in shown


def test_a_pc_added_while_sharing_gets_a_link_and_a_deleted_one_loses_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    from fhrtool.model import CharacterKind
    from fhrtool.steps import sheet
    from tests.share.fights import HOSTILE

    dialog = _open_dialog(window)
    _start(dialog)
    added = window.document.run(sheet.add_character, sheet.AddCharacter(CharacterKind.PC, HOSTILE))
    qtbot.waitUntil(lambda: added in dialog.url_fields)
    url = dialog.url_fields[added].text()
    assert _state(url)["me"]["name"] == HOSTILE  # type: ignore[index]
    titles = [label.text() for label in dialog.titles.values()]
    assert titles == ["Table", "Player: Aldo", "Player: Bea", f"Player: {HOSTILE}"]
    assert dialog.titles[added].textFormat() == Qt.TextFormat.PlainText
    window.document.run(sheet.delete_character, added)
    qtbot.waitUntil(lambda: get(url + "state")[0] == 404)


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("8765", ("127.0.0.1", 8765)),
        ("0", ("127.0.0.1", 0)),
        ("192.168.1.5:80", ("192.168.1.5", 80)),
        ("[::1]:0", ("::1", 0)),
    ],
)
def test_share_reads_host_and_port(text: str, address: tuple[str, int]) -> None:
    assert share_address(text) == address


@pytest.mark.parametrize("text", ["", "x", "host:", ":80", "1:65536", "1:-1", "1: 80"])
def test_share_refuses_what_is_not_host_and_port(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match=r"\[HOST:\]PORT"):
        share_address(text)


def test_links_name_an_ipv6_host_in_brackets() -> None:
    assert (url_host("::1"), url_host("192.168.1.5"), url_host("table.local")) == (
        "[::1]",
        "192.168.1.5",
        "table.local",
    )
