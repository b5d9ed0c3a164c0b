"""Headless commands: the same operations as the application, from a terminal.

A problem with the input is one line on stderr and a non-zero exit status, never a traceback: 2 for a
command line that is wrong (argparse's convention), 1 for a file or value that cannot be used.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from fhrtool import __version__
from fhrtool.argv import is_command_line as is_command_line
from fhrtool.exchange.errors import ExchangeError
from fhrtool.exchange.formats import BINARY_FORMATS, FORMATS, render
from fhrtool.exchange.labels import LANGUAGES
from fhrtool.exchange.sheet import sheets_of
from fhrtool.exchange.summary import file_names
from fhrtool.model import Campaign, RuleOptions, Sheet
from fhrtool.model.errors import FhrtoolError
from fhrtool.rules import RuleError
from fhrtool.rules.dice import DiceSource, RandomDice, ScriptedDice
from fhrtool.rules.expression import Verdict, bcdice_text, evaluate, parse, present
from fhrtool.rules.sheet import sheet_problems
from fhrtool.steps import sheet as sheet_steps
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
from fhrtool.storage.paths import AppPaths
from fhrtool.storage.preferences import Preferences, load_preferences

EXIT_FAILURE = 1
EXIT_USAGE = 2

DEFAULT_LANGUAGE = "ja"  # the game is Japanese


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
    preferences, warning = load_preferences(AppPaths.default(args.home))
    if warning is not None:
        _say(f"fhrtool: warning: {warning.problem}; using the default preferences", file=sys.stderr)
    return preferences


def _validate(args: argparse.Namespace) -> int:
    default_rules = _preferences(args).default_rules
    failed = False
    for path in args.files:
        try:
            loaded = _read(path)
        except FhrtoolError as error:
            _say(error, file=sys.stderr)
            failed = True
            continue
        older = f" (format {loaded.schema_version}: `fhrtool migrate` upgrades it)" if loaded.migrated else ""
        repaired = f", repaired when opened ({len(loaded.notes)})" if loaded.notes else ""
        if isinstance(loaded.value, Campaign):
            characters, options = loaded.value.characters, loaded.value.options
            _say(f"{path}: valid campaign, {len(characters)} character(s){repaired}{older}")
        else:
            characters, options = (loaded.value.character,), default_rules
            _say(f"{path}: valid sheet of {loaded.value.character.name}{repaired}{older}")
        for note in loaded.notes:
            _say(f"{path}: repaired: {note}")
        for character in characters:
            for problem in sheet_problems(character, options):
                _say(f"{path}: {character.name}: warning: {problem}")
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


def _export(args: argparse.Namespace) -> int:
    if args.format in BINARY_FORMATS and args.output is None:
        raise UsageError(f"--format {args.format} makes a binary file: name it with -o OUT")
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
        _say(f"wrote {args.output}", file=sys.stderr)
    return 0


def _export_sheet_files(sheets: tuple[Sheet, ...], folder: Path | None) -> int:
    """One sheet file per character, into ``folder``: a sheet file holds one character."""
    if folder is None:
        raise UsageError(
            f"{len(sheets)} characters make {len(sheets)} sheet files: choose one with --character "
            "or name a folder with -o"
        )
    ensure_folder(folder)
    for sheet, name in zip(sheets, file_names((s.character.name for s in sheets), SHEET_SUFFIX), strict=True):
        write_sheet(folder / name, sheet)
        _say(f"wrote {folder / name}", file=sys.stderr)
    return 0


def _now() -> datetime:
    return datetime.now(UTC)


def _import(args: argparse.Namespace) -> int:
    sheet = read_sheet(args.sheet).value
    loaded = read_campaign(args.into)
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
    renamed = f" (renamed from {sheet.character.name})" if added.name != sheet.character.name else ""
    _say(f"{args.into}: added {added.name}{renamed}")
    return 0


def _migrate(args: argparse.Namespace) -> int:
    loaded = _read(args.file)
    for note in loaded.notes:
        _say(f"{args.file}: repaired: {note}")
    if not loaded.migrated:
        _say(f"{args.file}: already in the current format (version {loaded.schema_version})")
        return 0
    if isinstance(loaded.value, Campaign):
        write_campaign(args.file, loaded.value, backup_original=True)
    else:
        write_sheet(args.file, loaded.value)
    _say(
        f"{args.file}: upgraded from format version {loaded.schema_version}; a backup of the original is kept"
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
        raise UsageError(f"cannot roll {args.expression!r}: {error}") from None
    dice: DiceSource = RandomDice(args.seed)
    if args.dice is not None:
        given = _typed_dice(args.dice)
        count = expression.dice_count
        if len(given) != count:
            raise UsageError(
                f"--dice {args.dice}: {expression} rolls {count} {'die' if count == 1 else 'dice'}, "
                f"not {len(given)}"
            )
        dice = ScriptedDice(given)
    try:
        result = evaluate(expression, dice, _preferences(args).default_rules)
    except RuleError as error:  # only typed-in dice can fail now: a result its die cannot show
        raise UsageError(f"--dice {args.dice}: {error}") from None
    if not args.json:
        _say(present(result))
        return 0
    verdict = None if result.verdict is None else _JSON_VERDICTS[result.verdict]
    machine = {
        "command": result.command,
        "dice": list(result.dice),
        "total": result.total,
        "verdict": verdict,
        "text": bcdice_text(result),
    }
    _say(json.dumps(machine, ensure_ascii=False))
    return 0


def _typed_dice(text: str) -> tuple[int, ...]:
    tokens = text.replace(",", " ").split()
    if not all(token.isascii() and token.isdigit() for token in tokens):
        raise UsageError(f"--dice {text}: give die results as whole numbers, such as --dice 3,4")
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
    parser = argparse.ArgumentParser(
        prog="fhrtool",
        description="Character sheets, combat tracker and casting boards for FHR with Free Casting. "
        "Without a command, fhrtool starts the application (fhrtool [FILE] [--lang ja|en] "
        "[--screenshot OUT.png]).",
    )
    parser.add_argument("--version", action="version", version=f"fhrtool {__version__}")
    parser.add_argument(
        "--home", type=Path, metavar="DIR", help="folder of fhrtool's own files (preferences, default rules)"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    validate = _command(commands, "validate", _validate, "check campaign (.fhrc) and sheet (.fhrs) files")
    validate.add_argument("files", nargs="+", type=Path, metavar="FILE")

    export = _command(commands, "export", _export, "export characters for printing or for online tools")
    export.add_argument("file", type=Path, metavar="FILE", help="a campaign or sheet file")
    export.add_argument("--format", required=True, choices=FORMATS)
    export.add_argument("--character", metavar="NAME", help="only this character (name or id); default: all")
    export.add_argument("-o", "--output", type=Path, metavar="OUT", help="file to write (default: stdout)")
    export.add_argument(
        "--lang", choices=LANGUAGES, help="language of the labels (default: preferences, else ja)"
    )

    import_ = _command(commands, "import", _import, "add a shared sheet to a campaign (keeps a backup)")
    import_.add_argument("sheet", type=Path, metavar="SHEET")
    import_.add_argument("--into", required=True, type=Path, metavar="CAMPAIGN")

    migrate = _command(
        commands, "migrate", _migrate, "rewrite a file in the current format, keeping a backup"
    )
    migrate.add_argument("file", type=Path, metavar="FILE")

    roll = _command(
        commands,
        "roll",
        _roll,
        "roll a dice command as BCDice's SRS reads it, such as 2D6+3@11#2>=10, 2D6+3>=10[11,3] or 4D6>=15 "
        "(write `roll -- -1+1D6` for a leading minus)",
    )
    roll.add_argument(
        "expression", metavar="EXPR", help="a BCDice SRS command; text after a space is a comment"
    )
    roll.add_argument("--seed", type=int, metavar="N", help="seed for reproducible rolls")
    roll.add_argument(
        "--dice", metavar="D,D,...", help="use these die results, in order, instead of rolling (e.g. 3,4)"
    )
    roll.add_argument(
        "--json",
        action="store_true",
        help='print {"command", "dice", "total", "verdict", "text"} as one JSON object '
        "(verdict: critical, fumble, success, failure or null; text: as BCDice answers)",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        code: int = args.run(args)
    except UsageError as error:
        args.parser.error(str(error))  # prints the usage and the message, exits with 2
    except FhrtoolError as error:
        _say(f"fhrtool {args.command}: {error}", file=sys.stderr)
        return EXIT_FAILURE
    return code
