"""Udonarium (ユドナリウム) character ZIP: the character XML its table imports by drag and drop.

The XML is Udonarium's ``<character>`` object: ``<data name="character">`` holds ``image``, ``common``
(name, size) and ``detail`` (resources as ``numberResource`` with the maximum as text and the current
value as an attribute, fixed values, a note); ``<chat-palette dicebot="SRS">`` holds the palette lines,
which refer to those values by name (``{生命}``), as Udonarium substitutes them. Udonarium
loads every XML file of a dropped ZIP, so several characters go into one archive. Every string goes
through the model's cleaning on its way in, so no character XML 1.0 refuses (controls, U+FFFE, lone
surrogates) reaches the file, whatever a record holds.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Iterable

from fhrtool.exchange.labels import labels_for
from fhrtool.exchange.memo import memo
from fhrtool.exchange.palette import Variables, chat_palette
from fhrtool.exchange.summary import initiative_of, parameters, resources
from fhrtool.model import RuleOptions, Sheet
from fhrtool.model.base import clean_name, clean_text
from fhrtool.storage.paths import portable_names

DICE_BOT = "SRS"
"""BCDice's game system of the palette: SRS, whose 2D6 check FHR's Free Casting checks are."""

# Zip entries get a fixed date so that the same sheet always gives the same archive.
_ENTRY_DATE = (2000, 1, 1, 0, 0, 0)


def _data(parent: ET.Element, name: str, text: str | None = None, **attributes: str) -> ET.Element:
    element = ET.SubElement(parent, "data", {**attributes, "name": clean_name(name)})
    element.text = None if text is None else clean_text(text)
    return element


def udonarium_element(
    sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None
) -> ET.Element:
    """The ``<character>`` element of one character."""
    labels = labels_for(language)
    character = sheet.character
    root = ET.Element(
        "character",
        {
            "location.name": "table",
            "location.x": "0",
            "location.y": "0",
            "posZ": "0",
            "rotate": "0",
            "roll": "0",
        },
    )
    body = _data(root, "character")
    _data(_data(body, "image"), "imageIdentifier", "", type="image")
    common = _data(body, "common")
    _data(common, "name", clean_name(character.name))
    _data(common, "size", "1")
    detail = _data(body, "detail")
    resource_group = _data(detail, labels.resources)
    for figure in resources(character, labels):
        if figure.maximum is None:
            _data(resource_group, figure.label, str(figure.value))
        else:
            _data(
                resource_group,
                figure.label,
                str(figure.maximum),
                type="numberResource",
                currentValue=str(figure.value),
            )
    parameter_group = _data(detail, labels.parameters)
    for figure in parameters(character, labels):
        _data(parameter_group, figure.label, str(figure.value))
    _data(parameter_group, labels.initiative, str(initiative_of(character)))
    information = _data(detail, labels.information)
    _data(information, labels.player, clean_name(character.player))
    _data(information, labels.notes, memo(sheet, labels), type="note")
    # Without the game system Udonarium rolls with its generic dice bot: no SRS check, no 自動成功.
    palette = ET.SubElement(root, "chat-palette", {"dicebot": DICE_BOT})
    text = chat_palette(sheet, language=language, options=options, variables=udonarium_variables(root))
    palette.text = clean_text(text)
    return root


def udonarium_variables(root: ET.Element) -> Variables:
    """What Udonarium puts in for ``{name}`` in a palette line of the character ``root``: the first data
    element of that name, a resource's current value or another element's text."""
    return tuple(
        (element.get("name", ""), element.get("currentValue", element.text or ""))
        if element.get("type") == "numberResource"
        else (element.get("name", ""), element.text or "")
        for element in root.iter("data")
    )


def udonarium_xml(sheet: Sheet, *, language: str = "ja", options: RuleOptions | None = None) -> bytes:
    """The character XML of one character, UTF-8 with its declaration."""
    element = udonarium_element(sheet, language=language, options=options)
    ET.indent(element)
    xml: bytes = ET.tostring(element, encoding="utf-8", xml_declaration=True)
    return xml


def udonarium_zip(
    sheets: Iterable[Sheet], *, language: str = "ja", options: RuleOptions | None = None
) -> bytes:
    """A ZIP with one character XML per sheet, named after the character as every system takes it
    (the archive is unpacked on Windows too)."""
    sheets = tuple(sheets)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        names = portable_names((sheet.character.name for sheet in sheets), ".xml", "character")
        for sheet, name in zip(sheets, names, strict=True):
            entry = zipfile.ZipInfo(name, _ENTRY_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, udonarium_xml(sheet, language=language, options=options))
    return buffer.getvalue()
