"""Headless commands: the same operations as the application, from a terminal.

A problem with the input is one line on stderr and a non-zero exit status, never a traceback: 2 for a
command line that is wrong (argparse's convention), 1 for a file or value that cannot be used.

The commands speak the language the application would (``--lang``, else the preferences, else the
system's), from the same translation file; what they print for programs to read (JSON, exports, rolls
in BCDice's words) is the same in every language.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from fhrtool import __version__
from fhrtool.argv import leading_options
from fhrtool.exchange.errors import ExchangeError
from fhrtool.exchange.formats import BINARY_FORMATS, FORMATS, render
from fhrtool.exchange.labels import LANGUAGES
from fhrtool.exchange.sheet import sheets_of
from fhrtool.model import Campaign, Character, RuleOptions, Sheet
from fhrtool.model.errors import FhrtoolError
from fhrtool.model.text import Text, plural
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource, RandomDice, ScriptedDice
from fhrtool.rules.expression import Verdict, bcdice_text, evaluate, parse, present
from fhrtool.rules.sheet import sheet_problems
from fhrtool.steps import merge as merge_steps
from fhrtool.steps import sheet as sheet_steps
from fhrtool.steps.merge import compare, recognise
from fhrtool.storage.atomic import atomic_write, ensure_folder
from fhrtool.storage.errors import SaveError
from fhrtool.storage.files import (
    SHEET_SUFFIX,
    Loaded,
    read_campaign,
    read_sheet,
    write_campaign,
    write_sheet,
)
from fhrtool.storage.paths import AppPaths, portable_names, resource_path
from fhrtool.storage.preferences import LoadedPreferences, Preferences, load_preferences

EXIT_FAILURE = 1
EXIT_USAGE = 2

DEFAULT_LANGUAGE = "ja"  # the game is Japanese: the default language of exported labels
CONTEXT = ""  # the context of a free tr() call, as the translation tools file it
INTERFACE_LANGUAGES = ("ja", "en")  # the application's (fhrtool.app.i18n.LANGUAGES), without loading Qt


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name the translation tools read
    """Mark ``text`` for the translation tools (as :func:`fhrtool.app.i18n.QT_TRANSLATE_NOOP`, without Qt)."""
    return text


# argparse's own words (Python 3.11's argparse), which it looks up with gettext: given to the translation
# tools here, and translated while the command line is read (:func:`_speaking`).
ARGPARSE_CONTEXT = "argparse"
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
)


class Words:
    """How the command line words what it says: as written here, in English. The commands need no Qt,
    and load none for English; :class:`TranslatedWords` speaks another language."""

    def translate(self, context: str, text: str) -> str:
        return text

    def error(self, error: FhrtoolError) -> str:
        return str(error)

    def text(self, text: Text) -> str:
        return str(text)


class TranslatedWords(Words):
    """Words through the translators installed in Qt, as the application translates: fhrtool's own
    translation file read with QtCore."""

    def translate(self, context: str, text: str) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(context, text)

    def error(self, error: FhrtoolError) -> str:
        from fhrtool.app.messages import error_text

        return error_text(error)

    def text(self, text: Text) -> str:
        from fhrtool.app.messages import translated

        return translated(text)


_words = Words()
"""The words of the command line running now: :func:`_speaking` sets them for its run."""


def tr(text: str) -> str:
    """``text`` in the command line's language."""
    return _words.translate(CONTEXT, text)


def _error(error: FhrtoolError) -> str:
    """An error's message in the command line's language, its fields filled in."""
    return _words.error(error)


class UsageError(Exception):
    """The command line asks for something that cannot be done as asked; argparse reports it (exit 2)."""


Document = Loaded[Campaign] | Loaded[Sheet]


def _say(message: object, file: TextIO | None = None) -> None:
    """Print one line of a message; characters a terminal would act on (escape sequences in a hostile
    file's names) are shown as escapes instead."""
    text = "".join(char if char.isprintable() else repr(char)[1:-1] for char in str(message))
    print(text, file=file or sys.stdout)


def _read(path: Path) -> Document:
    """A campaign, or a sheet when the file is named ``*.fhrs``."""
    if path.suffix.lower() == SHEET_SUFFIX:
        return read_sheet(path)
    return read_campaign(path)


def _preferences(args: argparse.Namespace) -> Preferences:
    """The preferences read before the command line (a warning when they could not be used)."""
    loaded: LoadedPreferences = args.loaded_preferences
    if loaded.warning is not None:
        _say(
            tr("fhrtool: warning: {problem}; using the default preferences").format(
                problem=_error(loaded.warning.problem)
            ),
            file=sys.stderr,
        )
    return loaded.preferences


def _validate(args: argparse.Namespace) -> int:
    default_rules = _preferences(args).default_rules
    failed = False
    for path in args.files:
        try:
            loaded = _read(path)
        except FhrtoolError as error:
            _say(_error(error), file=sys.stderr)
            failed = True
            continue
        older = (
            tr(" (format {version}: `fhrtool migrate` upgrades it)").format(version=loaded.schema_version)
            if loaded.migrated
            else ""
        )
        repaired = (
            tr(", repaired when opened ({count})").format(count=len(loaded.notes)) if loaded.notes else ""
        )
        if isinstance(loaded.value, Campaign):
            characters, options = loaded.value.characters, loaded.value.options
            valid = plural(
                len(characters),
                tr("{path}: valid campaign, {count} character{repaired}{older}"),
                tr("{path}: valid campaign, {count} characters{repaired}{older}"),
            )
            _say(valid.format(path=path, count=len(characters), repaired=repaired, older=older))
        else:
            characters, options = (loaded.value.character,), default_rules
            _say(
                tr("{path}: valid sheet of {name}{repaired}{older}").format(
                    path=path, name=loaded.value.character.name, repaired=repaired, older=older
                )
            )
        for note in loaded.notes:
            _say(tr("{path}: repaired: {note}").format(path=path, note=_words.text(note)))
        for character in characters:
            for problem in sheet_problems(character, options):
                _say(
                    tr("{path}: {name}: warning: {problem}").format(
                        path=path, name=character.name, problem=_error(problem)
                    )
                )
    return EXIT_FAILURE if failed else 0


def _sheets(loaded: Document, name: str | None) -> tuple[tuple[Sheet, ...], RuleOptions | None]:
    """The sheets to export, and the campaign's table rules (None for a sheet file)."""
    if isinstance(loaded.value, Campaign):
        return sheets_of(loaded.value, name), loaded.value.options
    sheet = loaded.value
    if name is not None and name not in (sheet.character.name, sheet.character.id):
        raise ExchangeError(
            "no character is named {name}; the sheet is of {character}",
            name=name,
            character=sheet.character.name,
        )
    return (sheet,), None


def _wrote(path: Path) -> None:
    _say(tr("wrote {path}").format(path=path), file=sys.stderr)


def _export(args: argparse.Namespace) -> int:
    if args.format in BINARY_FORMATS and args.output is None:
        raise UsageError(
            tr("--format {format} makes a binary file: name it with -o OUT").format(format=args.format)
        )
    loaded = _read(args.file)
    sheets, options = _sheets(loaded, args.character)
    preferences = _preferences(args)
    options = options or preferences.default_rules
    language = args.lang or (preferences.language if preferences.language in LANGUAGES else DEFAULT_LANGUAGE)
    if args.format == "json" and len(sheets) > 1:
        return _export_sheet_files(sheets, args.output)
    data = render(args.format, sheets, language, options)
    if args.output is None:
        sys.stdout.write(data.decode("utf-8"))
    else:
        atomic_write(args.output, data)
        _wrote(args.output)
    return 0


def _export_sheet_files(sheets: tuple[Sheet, ...], folder: Path | None) -> int:
    """One sheet file per character, into ``folder``: a sheet file holds one character."""
    if folder is None:
        raise UsageError(
            tr(
                "{count} characters make {count} sheet files: choose one with --character or name a folder "
                "with -o"
            ).format(count=len(sheets))
        )
    ensure_folder(folder)
    names = portable_names((sheet.character.name for sheet in sheets), SHEET_SUFFIX, "character")
    for sheet, name in zip(sheets, names, strict=True):
        write_sheet(folder / name, sheet)
        _wrote(folder / name)
    return 0


def _now() -> datetime:
    return datetime.now(UTC)


def _import(args: argparse.Namespace) -> int:
    sheet = read_sheet(args.sheet).value
    loaded = read_campaign(args.into)
    if args.add:
        return _add_sheet(args, loaded, sheet)
    recognition = recognise(loaded.value, sheet)
    if not (args.update or args.dry_run):
        if recognition.same_id is None and not recognition.same_name:
            return _add_sheet(args, loaded, sheet)
        # The character it would update (else why there is none, said by _update_target) is not copied.
        if _update_target(args, loaded.value, sheet, recognition) is not None:
            _say(
                tr(
                    "fhrtool import: {path}: {name} is already in the campaign, so the sheet is not copied: "
                    "--update takes the sheet's changes into it (--dry-run shows them first), --add adds the "
                    "sheet's character as another one"
                ).format(path=args.into, name=sheet.character.name),
                file=sys.stderr,
            )
        return EXIT_FAILURE
    target = _update_target(args, loaded.value, sheet, recognition)
    if target is None:
        return EXIT_FAILURE
    comparison = compare(loaded.value, target.id, sheet)
    take = comparison.default_take()
    if args.dry_run:
        _say_changes(args.into, comparison, take)
        return 0
    if not take:
        _say(tr("{path}: nothing of the sheet to take into {name}").format(path=args.into, name=target.name))
        _say_kept(comparison, take)
        return 0
    update = merge_steps.UpdateFromSheet(target.id, sheet, take)
    try:
        step = merge_steps.update_from_sheet(loaded.value, update, RandomDice(), _now)
    except FhrtoolError as refused:
        raise SaveError(
            "{sheet} is not taken in: {problem}", path=args.into, sheet=args.sheet, problem=refused
        ) from None
    write_campaign(args.into, step.campaign, backup_original=loaded.changed)
    updated = plural(
        step.result,
        tr("{path}: updated {name} from the sheet ({count} change)"),
        tr("{path}: updated {name} from the sheet ({count} changes)"),
    )
    _say(updated.format(path=args.into, name=target.name, count=step.result))
    _say_kept(comparison, take)
    return 0


def _add_sheet(args: argparse.Namespace, loaded: Loaded[Campaign], sheet: Sheet) -> int:
    """Add the sheet's character as a new one (renamed when its name is taken)."""
    try:
        campaign = sheet_steps.import_sheet(loaded.value, sheet, RandomDice(), _now).campaign
    except FhrtoolError as refused:
        # The campaign cannot take the sheet (a list would outgrow what its file holds).
        raise SaveError(
            "{sheet} is not added: {problem}", path=args.into, sheet=args.sheet, problem=refused
        ) from None
    # Checked before anything is written: a campaign pushed past the model's limits is refused.
    write_campaign(args.into, campaign, backup_original=loaded.changed)
    added = campaign.characters[-1]
    if added.name != sheet.character.name:
        text = tr("{path}: added {name} (renamed from {original})")
    else:
        text = tr("{path}: added {name}")
    _say(text.format(path=args.into, name=added.name, original=sheet.character.name))
    return 0


def _update_target(
    args: argparse.Namespace, campaign: Campaign, sheet: Sheet, recognition: merge_steps.Recognition
) -> Character | None:
    """The character the sheet updates: the one with its id, else (with --by-name) the only one with its
    name; None, with the reason said, when there is none or more than one."""
    if recognition.same_id is not None:
        return recognition.same_id
    name = sheet.character.name
    if len(recognition.same_name) == 1 and args.by_name:
        return recognition.same_name[0]
    if len(recognition.same_name) > 1:
        problem = tr(
            "fhrtool import: {path}: {count} characters are named {name}; none of them is the sheet's "
            "character, so the sheet cannot tell which to update"
        )
    elif recognition.same_name:
        problem = tr(
            "fhrtool import: {path}: its {name} is another character than the sheet's (another id): add "
            "--by-name to update it from the sheet all the same, or use --add to add the sheet's as a new "
            "character"
        )
    else:
        problem = tr("fhrtool import: {path}: no character is the sheet's {name}; --add adds it")
    _say(problem.format(path=args.into, name=name, count=len(recognition.same_name)), file=sys.stderr)
    return None


def _change_line(comparison: merge_steps.Comparison, change: merge_steps.Change) -> str:
    return tr("  {what}: {ours} → {theirs}").format(
        what=_words.text(merge_steps.change_label(comparison, change)),
        ours=_words.text(merge_steps.value_text(comparison, change, change.ours)),
        theirs=_words.text(merge_steps.value_text(comparison, change, change.theirs)),
    )


def _say_changes(path: Path, comparison: merge_steps.Comparison, take: frozenset[merge_steps.Key]) -> None:
    """What --dry-run prints: the changes by group, each marked as taken or kept, and why."""
    name = comparison.ours.name
    count = len(comparison.changes)
    if not count:
        _say(tr("{path}: {name} is as the sheet has it; nothing would change").format(path=path, name=name))
        return
    heading = plural(
        count,
        tr("{path}: {name}: {count} difference from the sheet (nothing is written)"),
        tr("{path}: {name}: {count} differences from the sheet (nothing is written)"),
    )
    _say(heading.format(path=path, name=name, count=count))
    if comparison.edited_after_export:
        _say(tr("  the sheet was changed after it was exported"))
    for group in comparison.groups:
        _say(_words.text(merge_steps.GROUP_LABELS[group]))
        for change in comparison.in_group(group):
            _say(_change_line(comparison, change) + "  " + _why(comparison, change, take))
    taken = len(take)
    _say(tr("--update would take {taken} of them and keep the rest").format(taken=taken))


def _why(
    comparison: merge_steps.Comparison, change: merge_steps.Change, take: frozenset[merge_steps.Key]
) -> str:
    if change.rule is not None:
        return tr("[kept: {reason}]").format(reason=_words.text(change.rule))
    if change.both_changed:
        return tr("[kept: the campaign changed it too since the export]")
    if change.key not in take:
        return tr("[kept: a fight is running]")
    return tr("[taken]")


def _say_kept(comparison: merge_steps.Comparison, take: frozenset[merge_steps.Key]) -> None:
    for change in comparison.changes:
        if change.key not in take:
            _say(tr("kept:") + _change_line(comparison, change)[1:] + "  " + _why(comparison, change, take))


def _migrate(args: argparse.Namespace) -> int:
    loaded = _read(args.file)
    for note in loaded.notes:
        _say(tr("{path}: repaired: {note}").format(path=args.file, note=_words.text(note)))
    if not loaded.migrated:
        _say(
            tr("{path}: already in the current format (version {version})").format(
                path=args.file, version=loaded.schema_version
            )
        )
        return 0
    if isinstance(loaded.value, Campaign):
        write_campaign(args.file, loaded.value, backup_original=True)
    else:
        write_sheet(args.file, loaded.value)
    _say(
        tr("{path}: upgraded from format version {version}; a backup of the original is kept").format(
            path=args.file, version=loaded.schema_version
        )
    )
    return 0


_JSON_VERDICTS = {
    Verdict.AUTOMATIC_SUCCESS: "critical",
    Verdict.AUTOMATIC_FAILURE: "fumble",
    Verdict.SUCCESS: "success",
    Verdict.FAILURE: "failure",
}


def _roll(args: argparse.Namespace) -> int:
    try:
        expression = parse(args.expression)
    except RuleError as error:
        raise UsageError(
            tr("cannot roll {expression}: {problem}").format(
                expression=repr(args.expression), problem=_error(error)
            )
        ) from None
    dice: DiceSource = RandomDice(args.seed)
    if args.dice is not None:
        given = _typed_dice(args.dice)
        count = expression.dice_count
        if len(given) != count:
            rolls = plural(
                count,
                tr("--dice {dice}: {expression} rolls {count} die, not {given}"),
                tr("--dice {dice}: {expression} rolls {count} dice, not {given}"),
            )
            raise UsageError(
                rolls.format(dice=args.dice, expression=expression, count=count, given=len(given))
            )
        dice = ScriptedDice(given)
    try:
        result = evaluate(expression, dice, _preferences(args).default_rules)
    except RuleError as error:  # only typed-in dice can fail now: a result its die cannot show
        raise UsageError(
            tr("--dice {dice}: {problem}").format(dice=args.dice, problem=_error(error))
        ) from None
    if not args.json:
        _say(present(result))
        return 0
    verdict = None if result.verdict is None else _JSON_VERDICTS[result.verdict]
    machine = {
        "command": result.command,
        "dice": list(result.dice),
        "total": result.total,
        "verdict": verdict,
        "secret": result.expression.secret,
        "text": bcdice_text(result),
    }
    _say(json.dumps(machine, ensure_ascii=False))
    return 0


def _typed_dice(text: str) -> tuple[int, ...]:
    tokens = text.replace(",", " ").split()
    if not all(token.isascii() and token.isdigit() for token in tokens):
        raise UsageError(
            tr("--dice {dice}: give die results as whole numbers, such as --dice 3,4").format(dice=text)
        )
    return tuple(int(token) for token in tokens)


def _command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    run: Callable[[argparse.Namespace], int],
    help_text: str,
) -> argparse.ArgumentParser:
    parser = commands.add_parser(name, help=help_text, description=help_text)
    parser.set_defaults(run=run, parser=parser)
    return parser


def build_parser() -> argparse.ArgumentParser:
    """The command line, in the language installed now (its help is read as it is built)."""
    parser = argparse.ArgumentParser(
        prog="fhrtool",
        description=tr(
            "Character sheets, combat tracker and casting boards for FHR with Free Casting. "
            "Without a command, fhrtool starts the application (fhrtool [FILE] [--lang ja|en] "
            "[--screenshot OUT.png])."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"fhrtool {__version__}",
        help=tr("show program's version number and exit"),
    )
    parser.add_argument(
        "--home",
        type=Path,
        metavar="DIR",
        help=tr("folder of fhrtool's own files (preferences, default rules)"),
    )
    parser.add_argument(
        "--lang",
        choices=INTERFACE_LANGUAGES,
        help=tr("language of the messages (default: preferences, else the system's)"),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    validate = _command(commands, "validate", _validate, tr("check campaign (.fhrc) and sheet (.fhrs) files"))
    validate.add_argument("files", nargs="+", type=Path, metavar="FILE")

    export = _command(commands, "export", _export, tr("export characters for printing or for online tools"))
    export.add_argument("file", type=Path, metavar="FILE", help=tr("a campaign or sheet file"))
    export.add_argument("--format", required=True, choices=FORMATS)
    export.add_argument(
        "--character", metavar="NAME", help=tr("only this character (name or id); default: all")
    )
    export.add_argument(
        "-o", "--output", type=Path, metavar="OUT", help=tr("file to write (default: stdout)")
    )
    export.add_argument(
        "--lang", choices=LANGUAGES, help=tr("language of the labels (default: preferences, else ja)")
    )

    import_ = _command(
        commands,
        "import",
        _import,
        tr("add a shared sheet to a campaign, or update its character from it (keeps a backup)"),
    )
    import_.add_argument("sheet", type=Path, metavar="SHEET")
    import_.add_argument("--into", required=True, type=Path, metavar="CAMPAIGN")
    how = import_.add_mutually_exclusive_group()
    how.add_argument(
        "--update",
        action="store_true",
        help=tr(
            "take the sheet's changes into the same character: those made on the sheet's side only; "
            "conflicts are kept and listed"
        ),
    )
    how.add_argument(
        "--add", action="store_true", help=tr("add the sheet's character as a new one, even when it is there")
    )
    how.add_argument(
        "--dry-run",
        action="store_true",
        help=tr("show what --update would change, and write nothing"),
    )
    import_.add_argument(
        "--by-name",
        action="store_true",
        help=tr("with --update or --dry-run: the character of the same name is the sheet's, whatever its id"),
    )

    migrate = _command(
        commands, "migrate", _migrate, tr("rewrite a file in the current format, keeping a backup")
    )
    migrate.add_argument("file", type=Path, metavar="FILE")

    roll = _command(
        commands,
        "roll",
        _roll,
        tr(
            "roll a dice command as BCDice's SRS reads it, such as 2D6+3@11#2>=10, 2D6+3>=10[11,3], "
            "4D6>=15 or -1+2D6>=12"
        ),
    )
    # A word that starts with a minus and is none of roll's options is the dice command, as argparse
    # takes a negative number: BCDice rolls -1+2D6>=12 and --1D6. Only an unknown word shaped like a
    # long option (--sed) stays an option, so that a mistyped one is reported as such.
    roll._negative_number_matcher = re.compile(r"^-(?!-[^\W\d_])")
    roll.add_argument(
        "expression", metavar="EXPR", help=tr("a BCDice SRS command; text after a space is a comment")
    )
    roll.add_argument("--seed", type=int, metavar="N", help=tr("seed for reproducible rolls"))
    roll.add_argument(
        "--dice",
        metavar="D,D,...",
        help=tr("use these die results, in order, instead of rolling (e.g. 3,4)"),
    )
    roll.add_argument(
        "--json",
        action="store_true",
        help=tr(
            'print {"command", "dice", "total", "verdict", "secret", "text"} as one JSON object '
            "(verdict: critical, fumble, success, failure or null; secret: true for a secret roll, "
            "S2D6>=10, false otherwise; text: as BCDice answers)"
        ),
    )
    return parser


def command_language(requested: str | None, preferences: Preferences) -> str:
    """The language the commands speak: the one asked for, else the preferences', else the system's,
    as the application chooses its own. Without Qt nothing can be translated: English."""
    chosen = requested or preferences.language
    if chosen == "en":
        return "en"
    try:
        from fhrtool.app.i18n import resolve
    except ImportError:  # the pure layers' environment, without PySide6
        return "en"
    return resolve(chosen)


def _argparse_word(text: str) -> str:
    return _words.translate(ARGPARSE_CONTEXT, text)


def _argparse_counted(one: str, other: str, count: int) -> str:
    return _argparse_word(plural(count, one, other))


@contextmanager
def _speaking(language: str) -> Iterator[None]:
    """Speak ``language`` while the command line runs (English needs nothing). Another language installs
    fhrtool's translation and Qt's in a QCoreApplication, as the application does, and argparse's words go
    through them; everything is put back afterwards (a program may run the commands in its own process)."""
    global _words
    if language == "en":
        yield
        return
    from PySide6.QtCore import QCoreApplication, QLocale

    from fhrtool.app.i18n import Translations
    from fhrtool.exchange.application import gui_application

    previous_locale = QLocale()
    # Translators are installed in an application: the running one, else the process's own, which
    # must be a QGuiApplication because a command may lay out text (a PDF) in it.
    if QCoreApplication.instance() is None:
        gui_application()
    translations = Translations(resource_path("i18n"))
    translations.use(language)
    # argparse looks its words up with the gettext functions it imported: swapped for the translation's
    # while the command line is read.
    module = vars(argparse)
    saved = module["_"], module["ngettext"], _words
    module["_"], module["ngettext"], _words = _argparse_word, _argparse_counted, TranslatedWords()
    try:
        yield
    finally:
        module["_"], module["ngettext"], _words = saved
        translations.use("en")
        QLocale.setDefault(previous_locale)


def main(argv: Sequence[str]) -> int:
    leading, _ = leading_options(argv)
    loaded = load_preferences(AppPaths.default(Path(leading["--home"]) if "--home" in leading else None))
    with _speaking(command_language(leading.get("--lang"), loaded.preferences)):
        parser = build_parser()
        args = parser.parse_args(argv)
        args.loaded_preferences = loaded
        if args.command is None:
            parser.print_help()
            return 0
        try:
            code: int = args.run(args)
        except UsageError as error:
            args.parser.error(str(error))  # prints the usage and the message, exits with 2
        except FhrtoolError as error:
            _say(
                tr("fhrtool {command}: {problem}").format(command=args.command, problem=_error(error)),
                file=sys.stderr,
            )
            return EXIT_FAILURE
        return code
