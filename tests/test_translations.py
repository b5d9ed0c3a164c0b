"""The Japanese translation: complete, true to every source's placeholders and keys, up to date with the
code, and loadable by Qt."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "fhrtool" / "resources" / "i18n" / "fhrtool_ja.ts"
CATALOG = ROOT / "fhrtool" / "app" / "catalog_strings.py"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
ACCELERATOR = re.compile(r"&([^&\s])")
MARKERS = ("%v", "%n", "\n")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    state: str | None = None  # the translation's type: unfinished, vanished, obsolete or none


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, (
                f"{name}: {message.findtext('source')!r} has no translation element"
            )
            messages.append(
                Message(
                    name, message.findtext("source") or "", translation.text or "", translation.get("type")
                )
            )
    return messages


def accelerator(text: str) -> str | None:
    """The letter after the first single ``&`` (``&&`` is a literal ampersand), in lower case."""
    match = ACCELERATOR.search(text.replace("&&", ""))
    return match.group(1).lower() if match else None


def problems(message: Message) -> list[str]:
    """What is wrong with one translation; an empty list when nothing is."""
    source, translation = message.source, message.translation
    found = []
    if message.state is not None:
        found.append(f"marked {message.state}")
    if not translation.strip():
        found.append("not translated")
        return found
    if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(translation)):
        found.append(f"placeholders {sorted(PLACEHOLDER.findall(translation))}")
    key = accelerator(source)
    if key is not None and accelerator(translation) != key:
        found.append(f"accelerator &{key} lost")
    for marker in MARKERS:
        if source.count(marker) != translation.count(marker):
            found.append(f"{marker!r} {translation.count(marker)} times, not {source.count(marker)}")
    if source.endswith("…") and not translation.endswith("…"):
        found.append("the closing … is lost")
    return found


def report(messages: list[Message]) -> str:
    return "\n".join(f"  [{m.context}] {m.source!r} → {m.translation!r}: {problems(m)}" for m in messages)


def qt_tool(name: str) -> str:
    """A PySide6 tool from the interpreter's own environment, else from PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is not installed"
    return found


@pytest.fixture(scope="module")
def messages() -> list[Message]:
    return read_ts(TS)


def test_the_translation_has_messages(messages: list[Message]) -> None:
    assert len(messages) > 1000
    assert {m.context for m in messages} >= {
        "",
        "MainWindow",
        "TrackerPanel",
        "messages",
        "log",
        "rule_options",
    }


def test_every_message_is_translated(messages: list[Message]) -> None:
    untranslated = [m for m in messages if m.state is not None or not m.translation.strip()]
    assert not untranslated, f"{len(untranslated)} messages lack a translation:\n{report(untranslated)}"


def test_translations_keep_placeholders_accelerators_and_markers(messages: list[Message]) -> None:
    wrong = [m for m in messages if problems(m)]
    assert not wrong, f"{len(wrong)} translations differ from their source:\n{report(wrong)}"


@pytest.mark.parametrize(
    ("source", "translation", "state", "problem"),
    [
        ("Roll {expression}", "", "unfinished", "marked unfinished"),
        ("Roll {expression}", "   ", None, "not translated"),
        ("Roll {expression}", "{expression}を振る", "vanished", "marked vanished"),
        ("Delay to {value}", "ディレイ", None, "placeholders []"),
        ("Delay to {value}", "ディレイ→{amount}", None, "placeholders ['{amount}']"),
        ("{field} {change:+d}", "{field} {change}", None, "placeholders ['{change}', '{field}']"),
        ("{n} of {n}", "{n}", None, "placeholders ['{n}']"),
        ("&File", "ファイル", None, "accelerator &f lost"),
        ("&File", "ファイル(&E)", None, "accelerator &f lost"),
        ("Tension value %v / 100", "テンション値 / 100", None, "'%v' 0 times, not 1"),
        ("fhrtool {version}\n\nsheets", "fhrtool {version} シート", None, "'\\n' 0 times, not 2"),
        ("&Open…", "開く(&O)", None, "the closing … is lost"),
    ],
)
def test_problems_are_found(source: str, translation: str, state: str | None, problem: str) -> None:
    assert problem in problems(Message("MainWindow", source, translation, state))


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("&File", "ファイル(&F)"),
        ("Save &As…", "名前を付けて保存(&A)…"),
        ("Fish && &Chips", "フィッシュ&&チップス(&C)"),
        ("{name} vs {opponent}", "{opponent}対{name}"),
        ("Bond", "絆値"),
    ],
)
def test_faithful_translations_pass(source: str, translation: str) -> None:
    assert problems(Message("MainWindow", source, translation)) == []


def _strings_in_code(tmp_path: Path) -> set[tuple[str, str]]:
    """(context, source) of every string the code marks for translation, as pyside6-lupdate reads them.

    The catalogue of the Qt-free layers is rendered afresh, so a new error template counts even before
    ``make translations`` has regenerated its file.
    """
    extract = load_script("tools/extract_messages.py")
    catalog = tmp_path / "catalog_strings.py"
    catalog.write_text(extract.render(), encoding="utf-8")
    sources = [str(path) for path in sorted((ROOT / "fhrtool").rglob("*.py")) if path != CATALOG]
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            qt_tool("pyside6-lupdate"),
            "-silent",
            "-locations",
            "none",
            *sources,
            str(catalog),
            "-ts",
            str(fresh),
        ],
        check=True,
        cwd=tmp_path,
    )
    return {(m.context, m.source) for m in read_ts(fresh)}


def test_the_translation_is_up_to_date_with_the_code(messages: list[Message], tmp_path: Path) -> None:
    in_code = _strings_in_code(tmp_path)
    in_ts = {(m.context, m.source) for m in messages}
    differences = [
        f"new in the code, not translated: [{context}] {source!r}"
        for context, source in sorted(in_code - in_ts)
    ]
    differences += [
        f"no longer in the code: [{context}] {source!r}" for context, source in sorted(in_ts - in_code)
    ]
    assert not differences, (
        "run `make translations` and translate what is new in fhrtool/resources/i18n/fhrtool_ja.ts\n  "
        + "\n  ".join(differences)
    )


def test_the_compiled_translation_loads_and_translates(tmp_path: Path) -> None:
    compiled = tmp_path / "fhrtool_ja.qm"
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(TS), "-qm", str(compiled)], check=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.translate("MainWindow", "&File") == "ファイル(&F)"
    assert translator.translate("text", "Tension value") == "テンション値"
    message = translator.translate("messages", "cannot spend {hope} hope")
    assert message != "cannot spend {hope} hope"
    assert "3" in message.format(hope=3)
    assert translator.translate("MainWindow", "no such source text") == ""
