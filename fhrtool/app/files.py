"""Opening, saving, importing and autosaving the document, with every failure shown as a message.

Nothing here raises at the user: a storage error becomes a dialog naming the file and the problem, and
the document stays as it was.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from fhrtool.app.context import AppContext, DiskChoice, Settings, SheetChoice
from fhrtool.app.document import Document
from fhrtool.app.i18n import QT_TRANSLATE_NOOP, interface_language, tr
from fhrtool.app.messages import error_text, translated
from fhrtool.model import Campaign, Sheet
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.text import Text
from fhrtool.steps import merge as merge_steps
from fhrtool.steps import sheet as sheet_steps
from fhrtool.storage.atomic import atomic_write
from fhrtool.storage.catalogue import load_default_emotions
from fhrtool.storage.errors import StorageError
from fhrtool.storage.files import (
    CAMPAIGN_SUFFIX,
    SHEET_SUFFIX,
    Loaded,
    Opening,
    read_campaign,
    read_campaign_log_later,
    read_campaign_stamped,
    read_sheet,
    write_campaign,
)
from fhrtool.storage.paths import portable_name
from fhrtool.storage.recovery import (
    DISCARDED_DAYS,
    Instance,
    RecoveryFile,
    clean_up,
    discarded_dir,
    find_recoveries,
    keep_aside,
    read_recovery,
    remove_recovery,
    set_aside,
)
from fhrtool.storage.stamp import FileStamp, stamp_of

CAMPAIGN_FILTER = QT_TRANSLATE_NOOP("", "fhrtool campaign (*.fhrc)")
"""The file dialogs' filter for campaigns, in English: ``tr()`` it where a dialog shows it."""


def documents_folder() -> Path:
    """The user's documents folder, or the home folder where the system names none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def last_folder(settings: Settings) -> Path | None:
    """The folder of the most recent file opened or saved that is still there."""
    for name in settings.preferences.recent_files:
        folder = Path(name).parent
        if folder.is_dir():
            return folder
    return None


def sheet_files(paths: Iterable[Path]) -> tuple[list[Path], list[Path]]:
    """The sheet files among ``paths``, a folder giving the sheet files (``*.fhrs``) in it, by name;
    and the folders that gave none (or could not be read)."""
    files: list[Path] = []
    empty: list[Path] = []
    for path in paths:
        if not path.is_dir():
            files.append(path)
            continue
        try:
            found = sorted(p for p in path.iterdir() if p.suffix.lower() == SHEET_SUFFIX and p.is_file())
        except OSError:
            found = []
        files.extend(found)
        if not found:
            empty.append(path)
    return files, empty


class FileController(QObject):
    """File operations on one document, and its autosave to this window's own recovery file.

    What the document's file held when it was opened or last saved here is remembered, so that a save
    over a file another program (another window, ``fhrtool import``) changed meanwhile asks first.
    ``clock`` gives the time (seconds since the epoch) that what is set aside is dated with.
    """

    def __init__(
        self,
        document: Document,
        context: AppContext,
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._context = context
        self._clock = clock
        self._backup_original = False
        self._instance = Instance(context.paths)
        self._recovery: Path | None = None  # this window's recovery file, once autosaved
        self._autosaved_index = document.undo_stack.index()
        self._on_disk: FileStamp | None = None  # the document's file as opened or last saved here
        self._noticed: tuple[FileStamp | None] | None = None  # the change on disk last told about
        self._template: Path | None = None  # what a new window opens when its file cannot be
        clean_up(context.paths, clock())
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.autosave)
        context.settings.changed.connect(self._apply_interval)
        self._apply_interval()

    def _apply_interval(self) -> None:
        self._timer.start(self._context.settings.preferences.autosave_seconds * 1000)

    def _fail(self, title: str, error: FhrtoolError, more: str = "") -> bool:
        self._context.prompts.error(title, error_text(error) + (f"\n\n{more}" if more else ""))
        return False

    def _kept_note(self) -> str:
        return tr("They are kept in {folder} for {days} days.").format(
            folder=discarded_dir(self._context.paths), days=DISCARDED_DAYS
        )

    def directory(self) -> Path:
        """Where a file dialog starts: the document's folder, else the last folder used, else the
        documents folder — never the folder fhrtool happened to be started in."""
        path = self._document.path
        if path is not None:
            return path.parent
        return last_folder(self._context.settings) or documents_folder()

    def suggested_path(self) -> Path:
        if self._document.path is not None:
            return self._document.path
        name = self._document.campaign.name
        return self.directory() / portable_name(name, CAMPAIGN_SUFFIX, tr("campaign"))

    def new(self) -> None:
        campaign = Campaign(
            emotions=load_default_emotions(), options=self._context.settings.preferences.default_rules
        )
        self._replace(campaign, None)

    def start(self, file: Path | None, template: Path) -> None:
        """What a new window opens with: ``file`` (a campaign, or a shared sheet in a new campaign), or
        else an untitled copy of ``template`` (the demo) — and after a crash, the work that was not saved.

        A campaign with a long log is opened but for its log, which the document reads when it is first
        completed (:meth:`Document.complete`): the window shows the rest first."""
        self._template = template
        if file is not None and file.suffix == SHEET_SUFFIX:
            self.new()
            self.import_sheet(file)
        elif file is None or not self.open(file, log_later=True):
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

    def forget_unsaved(self) -> bool:
        """The user chose to discard the open document's changes: they are set aside (kept for
        :data:`DISCARDED_DAYS` days, in case), and this window's recovery file goes.

        False, with the recovery file kept, when they could not be set aside.
        """
        if self._document.modified:
            try:
                keep_aside(self._context.paths, self._document.path, self._document.campaign, self._clock())
            except StorageError:
                return False
        self._drop_recovery()
        return True

    def _drop_recovery(self) -> None:
        if self._recovery is not None:
            remove_recovery(self._recovery)
            self._recovery = None

    def open(self, path: Path, *, log_later: bool = False) -> bool:
        """Open the campaign file ``path``; with ``log_later``, a long log is read when the document is
        first completed (see :meth:`start`)."""
        try:
            if log_later:
                opening = read_campaign_log_later(path)
                if opening.preview is not None:
                    self._open_for_now(path, opening.preview, opening)
                    return True
                loaded, stamp = opening.whole(), opening.stamp
            else:
                loaded, stamp = read_campaign_stamped(path)
        except StorageError as error:
            return self._fail(tr("Could not open the campaign"), error)
        self._opened(path, loaded, stamp)
        self.offer_recovery()
        return True

    def _open_for_now(self, path: Path, preview: Campaign, opening: Opening) -> None:
        self._replace(preview, path, finish=partial(self._finish_opening, path, opening))
        self._on_disk = opening.stamp
        self.offer_recovery()

    def _finish_opening(self, path: Path, opening: Opening) -> bool:
        """Put the whole campaign of ``opening`` in the document, which shows it but for its log; when it
        cannot be read after all, say why and open what a new window opens instead."""
        try:
            loaded = opening.whole()
        except StorageError as error:
            self._fail(tr("Could not open the campaign"), error)
            if self._template is None:
                self.new()
            else:
                self.open_copy(self._template)
            return False
        self._document.fill(loaded.value)
        self._opened(path, loaded, opening.stamp, replace=False)
        return True

    def _opened(
        self, path: Path, loaded: Loaded[Campaign], stamp: FileStamp, *, replace: bool = True
    ) -> None:
        if replace:
            self._replace(loaded.value, path)
        self._on_disk = stamp
        self._backup_original = loaded.changed
        self._context.settings.add_recent(path)
        if loaded.notes:
            self._tell_repairs(
                tr("The campaign was repaired"),
                tr(
                    "{file}: these problems were repaired when it was opened. The file stays as it is until "
                    "you save; the original is then kept as a backup."
                ).format(file=path),
                loaded.notes,
            )

    def reload(self) -> bool:
        """Open the document's file again as it is on disk; this window's unsaved changes are set aside."""
        path = self._document.path
        if path is None:
            return False
        if not self.forget_unsaved():
            self._context.prompts.error(
                tr("Could not reload the campaign"),
                tr("The changes in this window could not be set aside, so they are kept open."),
            )
            return False
        return self.open(path)

    def _replace(
        self, campaign: Campaign, path: Path | None, finish: Callable[[], bool] | None = None
    ) -> None:
        # Whoever replaces a changed document set its changes aside first; a recovery file left over
        # is set aside too rather than removed.
        if self._recovery is not None:
            set_aside(self._context.paths, self._recovery, self._clock())
            self._recovery = None
        if finish is None:
            self._document.replace(campaign, path)
        else:
            self._document.replace_for_now(campaign, path, finish)
        self._backup_original = False
        self._on_disk = None
        self._noticed = None
        self._autosaved_index = self._document.undo_stack.index()

    def _is_document_file(self, path: Path) -> bool:
        current = self._document.path
        return current is not None and current.resolve() == path.resolve()

    def _change_on_disk(self) -> tuple[FileStamp | None] | None:
        """The document's file as it is now (None inside: gone) when another program changed, replaced or
        deleted it since it was opened or last saved here; None when it did not. Cheap when nothing
        changed: the file is read only when its size or time differ."""
        path, known = self._document.path, self._on_disk
        if path is None or known is None:
            return None
        now = stamp_of(path, known)
        if known.same_bytes(now):
            self._on_disk = now  # touched but not changed: the next check is a stat again
            return None
        return (now,)

    def changed_on_disk(self) -> bool:
        """Whether another program changed, replaced or deleted the document's file since it was opened or
        last saved here."""
        return self._change_on_disk() is not None

    def disk_notice(self) -> str | None:
        """A line for the status bar when the document's file was changed elsewhere; once per change."""
        path, change = self._document.path, self._change_on_disk()
        if path is None or change is None or change == self._noticed:
            return None
        self._noticed = change
        return tr("“{file}” was changed by another program. Saving will ask what to do.").format(
            file=path.name
        )

    def save(self, path: Path) -> bool:
        """Save to ``path``; over the document's own file changed elsewhere, only once the user chose."""
        if self._is_document_file(path) and self.changed_on_disk():
            return self._save_over_changed(path)
        return self._write(path)

    def save_as(self) -> bool:
        path = self._context.prompts.save_path(
            tr("Save campaign as"), tr(CAMPAIGN_FILTER), self.suggested_path()
        )
        if path is None:
            return False
        if path.suffix != CAMPAIGN_SUFFIX:
            path = path.with_name(path.name + CAMPAIGN_SUFFIX)
        return self.save(path)

    def _save_over_changed(self, path: Path) -> bool:
        exists = stamp_of(path) is not None
        if exists:
            text = tr(
                "“{file}” was changed by another program after it was opened here. Saving over it would "
                "lose those changes.\n\nSave As keeps both. Reload opens the file as it is now; the changes "
                "in this window are kept in {folder} for {days} days. Overwrite replaces the file with "
                "this window's campaign."
            )
        else:
            text = tr(
                "“{file}” was deleted or moved by another program after it was opened here.\n\nSave As "
                "saves this window's campaign to another file; Overwrite saves it here again."
            )
        choice = self._context.prompts.ask_changed_on_disk(
            tr("The file was changed on disk"),
            text.format(file=path.name, folder=discarded_dir(self._context.paths), days=DISCARDED_DAYS),
            can_reload=exists,
        )
        if choice is DiskChoice.OVERWRITE:
            return self._write(path)
        if choice is DiskChoice.SAVE_AS:
            return self.save_as()
        if choice is DiskChoice.RELOAD and exists:
            self.reload()
        return False

    def _write(self, path: Path) -> bool:
        if not self._document.complete():  # the file it was opened from could not be read after all
            return False
        try:
            written = write_campaign(path, self._document.campaign, backup_original=self._backup_original)
        except StorageError as error:
            return self._fail(tr("Could not save the campaign"), error)
        self._backup_original = False
        self._on_disk = written()
        self._noticed = None
        self._document.mark_saved(path)
        # What was saved, under whatever name, needs no recovery any more (an untitled campaign's too).
        self._drop_recovery()
        self._context.settings.add_recent(path)
        return True

    def _tell_repairs(self, title: str, text: str, notes: Iterable[Text]) -> None:
        lines = "\n".join(f"• {translated(note)}" for note in notes)
        self._context.prompts.information(title, f"{text}\n\n{lines}")

    def import_sheet(self, path: Path) -> bool:
        """Import one sheet (see :meth:`import_sheets`)."""
        return self.import_sheets([path])

    def import_sheets(self, paths: Iterable[Path]) -> bool:
        """Take shared sheets into the campaign: files, and the sheets in folders. A sheet of a character
        the campaign has (the same id, or the same name the user confirms) updates it after the user
        saw and chose its changes, unless the user adds it as a new character; another one is added.
        Everything taken is one undoable step. A sheet that cannot be read is shown and skipped."""
        files, empty = sheet_files(paths)
        for folder in empty:
            self._context.prompts.information(
                tr("Import sheets"), tr("{folder} holds no sheet files (*.fhrs).").format(folder=folder)
            )
        start = campaign = self._document.campaign
        names: list[Text] = []
        for path in files:
            try:
                loaded = read_sheet(path)
                campaign, name = self._take_in(campaign, loaded.value, path)
            except FhrtoolError as error:
                self._fail(tr("Could not import the sheet"), error)
                continue
            if name is not None:
                names.append(name)
            if loaded.notes:
                self._tell_repairs(
                    tr("The sheet was repaired"),
                    tr(
                        "{file}: these problems were repaired when it was imported; the file stays as it is."
                    ).format(file=path),
                    loaded.notes,
                )
        if not names or self._document.campaign is not start:
            return False
        if len(names) == 1:
            text = translated(names[0])
        else:
            text = tr("Import {count} sheets").format(count=len(names))
        return self._document.edit(text, lambda _old: campaign, keeps_log=True)

    def _take_in(self, campaign: Campaign, sheet: Sheet, path: Path) -> tuple[Campaign, Text | None]:
        """``campaign`` with ``sheet`` taken in as the user chooses, and the name of what was done
        (None: nothing)."""
        dice, clock = self._document.dice, self._document.clock
        recognition = merge_steps.recognise(campaign, sheet)
        target = recognition.same_id
        if target is not None:
            text = tr(
                "{file}: {name} is already in the campaign. Update it with the sheet's changes (you see them "
                "first), or add the sheet's character as a new one?"
            )
        elif len(recognition.same_name) == 1:
            target = recognition.same_name[0]
            text = tr(
                "{file}: the campaign has a character named {name}, but not the one this sheet was made from "
                "(another id). If it is the same character, update it from the sheet; else add the sheet's "
                "character as a new one."
            )
        if target is None:
            added = sheet_steps.import_sheet(campaign, sheet, dice, clock)
            return added.campaign, added.name
        prompts = self._context.prompts
        choice = prompts.ask_sheet_choice(
            tr("Import sheet"),
            text.format(file=path.name, name=target.name),
            tr("&Update {name}").format(name=target.name),
        )
        if choice is SheetChoice.SKIP:
            return campaign, None
        if choice is SheetChoice.ADD:
            added = sheet_steps.import_sheet(campaign, sheet, dice, clock)
            return added.campaign, added.name
        comparison = merge_steps.compare(campaign, target.id, sheet)
        if not comparison.changes:
            prompts.information(
                tr("Nothing to update"),
                tr("{file}: {name} is already as the sheet has it.").format(file=path.name, name=target.name),
            )
            return campaign, None
        take = prompts.compare_sheet(comparison)
        if take is None:
            return campaign, None
        update = merge_steps.UpdateFromSheet(target.id, sheet, take)
        step = merge_steps.update_from_sheet(campaign, update, dice, clock)
        return step.campaign, (step.name if step.result else None)

    def sheets(self, character_ids: list[str] | None) -> tuple[Sheet, ...]:
        """The shareable sheets of the given characters (every character for None)."""
        from fhrtool.exchange.sheet import sheet_of  # the exchange layer loads when first used

        campaign = self._document.campaign
        characters = (
            campaign.characters if character_ids is None else [campaign.character(i) for i in character_ids]
        )
        return tuple(sheet_of(campaign, character) for character in characters)

    def export_data(self, character_ids: list[str] | None, format_name: str) -> bytes:
        """The exported bytes, with the labels in the interface's language."""
        sheets = self.sheets(character_ids)
        from fhrtool.exchange.formats import render  # the exporters load when first used, not at start

        return render(format_name, sheets, interface_language(), self._document.campaign.options)

    def export_notes(self, character_ids: list[str] | None, format_name: str) -> tuple[Text, ...]:
        """What the user should know before using an export (the dice bot to choose, what a chat
        palette cannot say), in the interface's language."""
        from fhrtool.exchange.formats import export_notes

        sheets = self.sheets(character_ids)
        return export_notes(format_name, sheets, interface_language(), self._document.campaign.options)

    def export(self, character_ids: list[str] | None, format_name: str, path: Path) -> bool:
        """Write an export file (atomically); a problem is shown, never raised."""
        try:
            atomic_write(path, self.export_data(character_ids, format_name))
        except StorageError as error:
            return self._fail(tr("Could not export"), error)
        return True

    def _unsaved_changes(self) -> int | None:
        stack = self._document.undo_stack
        clean = stack.cleanIndex()
        return abs(stack.index() - clean) if clean >= 0 else None

    def autosave(self) -> bool:
        """Write this window's recovery file when something changed since the last autosave."""
        index = self._document.undo_stack.index()
        if not self._document.modified or (index == self._autosaved_index and self._recovery is not None):
            return False
        try:
            written = self._instance.write(
                self._document.path, self._document.campaign, self._unsaved_changes()
            )
        except StorageError:
            # Autosave is a safety net; a failed one must not interrupt play. The next tick tries again.
            return False
        if self._recovery is not None and self._recovery != written:
            remove_recovery(self._recovery)
        self._recovery = written
        self._autosaved_index = index
        return True

    def offer_recovery(self) -> bool:
        """After a crash: offer what windows no longer running left unsaved for this document, the most
        recent first, until one is restored (as one undoable step).

        Every one of them is then set aside (kept for :data:`DISCARDED_DAYS` days), restored, declined or
        outdated (the document was saved after it) alike, so none is offered twice.
        """
        restored = False
        for found in find_recoveries(self._context.paths, self._document.path):
            if not restored and not found.outdated:
                restored = self._offer(found)
            set_aside(self._context.paths, found.path, self._clock())
        return restored

    def _offer(self, found: RecoveryFile) -> bool:
        try:
            campaign = read_recovery(found)
        except StorageError as error:
            return self._fail(tr("Could not restore the unsaved changes"), error, self._kept_note())
        path = self._document.path
        name = path.name if path is not None else (campaign.name or tr("Untitled"))
        text = tr("fhrtool found changes to “{name}” that were not saved, autosaved at {time}.").format(
            name=name, time=found.modified.strftime("%Y-%m-%d %H:%M")
        )
        if found.changes:
            text += " " + tr("Unsaved changes: {count}.").format(count=found.changes)
        text += "\n\n" + tr("Restore them? If not, they are kept in {folder} for {days} days.").format(
            folder=discarded_dir(self._context.paths), days=DISCARDED_DAYS
        )
        if not self._context.prompts.ask_restore(tr("Restore unsaved changes?"), text):
            return False
        # A campaign shown before its log was read is read whole first; one that could not be is gone.
        if not self._document.complete():
            return False
        if not self._document.edit(tr("Restore unsaved changes"), lambda _old: campaign):
            return False
        self.autosave()  # the restored work is safe in this window's recovery file before the old one goes
        return True

    def close(self) -> None:
        """The window closes: changes the user chose not to save are set aside, this window's recovery file
        goes and its lock is released."""
        self._timer.stop()
        self.forget_unsaved()
        self._instance.release()
