"""Opening, saving, importing and autosaving the document, with every failure shown as a message.

Nothing here raises at the user: a storage error becomes a dialog naming the file and the problem, and
the document stays as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from fhrtool.app.context import AppContext
from fhrtool.app.document import Document
from fhrtool.app.i18n import tr
from fhrtool.app.messages import error_text, translated
from fhrtool.exchange.formats import render
from fhrtool.exchange.sheet import import_sheet, sheet_of
from fhrtool.model import Campaign, Sheet
from fhrtool.storage.atomic import atomic_write
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.errors import StorageError
from fhrtool.storage.files import SHEET_SUFFIX, read_campaign, read_sheet, write_campaign
from fhrtool.storage.recovery import discard_recovery, find_recovery, read_recovery, write_recovery


class FileController(QObject):
    """File operations on one document, and its autosave to a recovery file."""

    def __init__(self, document: Document, context: AppContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._context = context
        self._backup_original = False
        self._autosaved_index = document.undo_stack.index()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.autosave)
        context.settings.changed.connect(self._apply_interval)
        self._apply_interval()

    def _apply_interval(self) -> None:
        self._timer.start(self._context.settings.preferences.autosave_seconds * 1000)

    def _fail(self, title: str, error: StorageError) -> bool:
        self._context.prompts.error(title, error_text(error))
        return False

    def directory(self) -> Path | None:
        path = self._document.path
        return path.parent if path else None

    def suggested_path(self) -> Path | None:
        if self._document.path is not None:
            return self._document.path
        name = self._document.campaign.name or tr("campaign")
        return Path(f"{name}.fhrc")

    def new(self) -> None:
        campaign = Campaign(
            emotions=load_default_emotions(), options=self._context.settings.preferences.default_rules
        )
        self._replace(campaign, None)

    def start(self, file: Path | None, template: Path) -> None:
        """What a new window opens with: ``file`` (a campaign, or a shared sheet in a new campaign), or
        else an untitled copy of ``template`` (the demo) — and after a crash, the work that was not saved."""
        if file is not None and file.suffix == SHEET_SUFFIX:
            self.new()
            self.import_sheet(file)
        elif file is None or not self.open(file):
            self.open_copy(template)
            self.offer_recovery()

    def open_copy(self, path: Path) -> bool:
        """Open a campaign as a new untitled one: Save then asks where, and the original stays as it is."""
        try:
            campaign = read_campaign(path).value
        except StorageError as error:
            self.new()
            return self._fail(tr("Could not open the campaign"), error)
        self._replace(campaign, None)
        return True

    def forget_unsaved(self) -> None:
        """The user chose to discard the open document's changes: its recovery file goes too."""
        discard_recovery(self._context.paths, self._document.path)

    def open(self, path: Path) -> bool:
        try:
            loaded = read_campaign(path)
        except StorageError as error:
            return self._fail(tr("Could not open the campaign"), error)
        self._replace(loaded.value, path)
        self._backup_original = loaded.changed
        self._context.settings.add_recent(path)
        if loaded.notes:
            self._context.prompts.information(
                tr("The campaign was repaired"),
                tr(
                    "{file}: these problems were repaired when it was opened. The file stays as it is until "
                    "you save; the original is then kept as a backup."
                ).format(file=path)
                + "\n\n"
                + "\n".join(f"• {translated(note)}" for note in loaded.notes),
            )
        self.offer_recovery()
        return True

    def _replace(self, campaign: Campaign, path: Path | None) -> None:
        self._document.replace(campaign, path)
        self._backup_original = False
        self._autosaved_index = self._document.undo_stack.index()

    def save(self, path: Path) -> bool:
        try:
            write_campaign(path, self._document.campaign, backup_original=self._backup_original)
        except StorageError as error:
            return self._fail(tr("Could not save the campaign"), error)
        self._backup_original = False
        self._document.mark_saved(path)
        discard_recovery(self._context.paths, path)
        self._context.settings.add_recent(path)
        return True

    def import_sheet(self, path: Path) -> bool:
        try:
            sheet = read_sheet(path).value
        except StorageError as error:
            return self._fail(tr("Could not import the sheet"), error)
        return self._document.edit(
            tr("Import {name}").format(name=sheet.character.name),
            lambda campaign: import_sheet(campaign, sheet),
        )

    def sheets(self, character_ids: list[str] | None) -> tuple[Sheet, ...]:
        """The shareable sheets of the given characters (every character for None)."""
        campaign = self._document.campaign
        characters = (
            campaign.characters if character_ids is None else [campaign.character(i) for i in character_ids]
        )
        return tuple(sheet_of(campaign, character) for character in characters)

    def export_data(self, character_ids: list[str] | None, format_name: str) -> bytes:
        """The exported bytes, with the labels in the interface's language."""
        language = self._context.translations.language
        return render(format_name, self.sheets(character_ids), language, self._document.campaign.options)

    def export(self, character_ids: list[str] | None, format_name: str, path: Path) -> bool:
        """Write an export file (atomically); a problem is shown, never raised."""
        try:
            atomic_write(path, self.export_data(character_ids, format_name))
        except StorageError as error:
            return self._fail(tr("Could not export"), error)
        return True

    def autosave(self) -> bool:
        """Write the recovery file when something changed since the last autosave."""
        index = self._document.undo_stack.index()
        if index == self._autosaved_index or not self._document.modified:
            return False
        try:
            write_recovery(self._context.paths, self._document.path, self._document.campaign)
        except StorageError:
            # Autosave is a safety net; a failed one must not interrupt play. The next tick tries again.
            return False
        self._autosaved_index = index
        return True

    def offer_recovery(self) -> bool:
        """After a crash: offer the recovery file newer than the document, as one undoable step."""
        found = find_recovery(self._context.paths, self._document.path)
        if found is None:
            return False
        if not self._context.prompts.confirm(
            tr("Restore unsaved changes?"),
            tr(
                "fhrtool found changes to this campaign that were not saved (from {time}). Restore them?"
            ).format(time=found.modified.strftime("%Y-%m-%d %H:%M")),
        ):
            discard_recovery(self._context.paths, self._document.path)
            return False
        try:
            campaign = read_recovery(found)
        except StorageError as error:
            return self._fail(tr("Could not restore the unsaved changes"), error)
        return self._document.edit(tr("Restore unsaved changes"), lambda _old: campaign)

    def close(self) -> None:
        """The window closes with nothing left unsaved on purpose: the recovery file is no longer needed."""
        self._timer.stop()
        discard_recovery(self._context.paths, self._document.path)
