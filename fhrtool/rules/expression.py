"""Dice commands (ダイスコマンド) read as BCDice's game system SRS reads them, in three separate stages.

:func:`parse` turns a chat line into an :class:`Expression`, :func:`evaluate` rolls it with a dice
source into a :class:`RollResult` that keeps every die, and :func:`present`, :func:`rolled_text` and
:func:`bcdice_text` write that result. ``fhrtool roll``, the dice roller and the chat palette share
this one reader, so a line means here what it means on CCFolia or Udonarium (BCDice 3, bcdice-js
4.9.0; ``tests/rules/data/bcdice_srs.json`` holds BCDice's own answers, made by
``tools/bcdice_golden.py``).

**The line.** Full-width ASCII (U+FF01–U+FF5E) is read as ASCII and the ideographic space as a space,
as the online tools do before they pass a line on. Leading spaces are skipped; the command is the
text up to the next whitespace, and the rest of the line is a comment (``2D6+4>=10 《一閃》``), so
``2D6 + 3 >= 10`` rolls ``2D6``. Letters may be in either case. A command that BCDice would not take
is refused with what is wrong and at which column.

**The 2D6 action check** (RULES §9; BCDice's SRS command). A command that *starts* with ``2D6`` (after
an optional ``S``) is read with this grammar, after ``nD`` without faces has become ``nD6``::

    check    := ["S"] "2D6" ( options [modifier] | modifier [options] ) [">=" add]
              | ["S"] "2D6" [modifier] [">=" add] "[" [INT] ["," INT] "]"
    options  := { "@" unary | "#" unary }      each at most once: critical (@) and fumble (#)
    modifier := ("+"|"-") mul { ("+"|"-") mul }
    add      := mul { ("+"|"-") mul }
    mul      := unary { "*" unary | "/" unary ["U"|"C"|"R"|"F"] }
    unary    := ("+"|"-") unary | "(" add ")" | INT

Every part is a constant: ``2D6+3*2>=5+5`` is the check 2D6+6 against 10. The comparison is ``>=``
(``=>`` and the like are read as ``>=``, as BCDice normalises them). The ``[c,f]`` form takes integers
(``-`` allowed) and no ``@``/``#``. A check with none of critical, fumble or target (``2D6``,
``2D6+3``) is a sum, below, as is any command the grammar above does not take (``2D6>7``,
``2D6+1D6>=10``, ``2D6+1/0>=10``). A critical or fumble value left out is the table's
(RuleOptions ``critical_value``/``fumble_value``, 12 and 2 by default, which are BCDice's); the raw
2D6 are tested against them before the target, critical first unless the table's
``overlap_priority`` says otherwise (BCDice: always critical first).

**Sums** (BCDice's AddDice, which also reads the FHR dice-pool check ``4D6>=15``)::

    sum      := ["S"] add [CMP (add | "?")]     the left side rolls dice, the right side none
    add      := mul { ("+"|"-") mul }
    mul      := unary { "*" unary | "/" unary ["U"|"C"|"R"|"F"] }
    unary    := ("+"|"-") unary | dice
    dice     := term "D" [term] | "D" term | term
    term     := "(" add ")" | INT
    CMP      := a run of < > = ! read as BCDice does: >= > <= < = (also ==) <> (also !=)

``3+2D6>=16`` is a sum even with 6,6 (no critical), and so is any command that does not start with
2D6. ``nD`` without faces rolls six-sided dice. A sum with a comparison succeeds or fails; ``?`` as the
target leaves the verdict open.

**Counting successes** (BCDice's バラバラロール with a target, which reads the FHR pool check when the
table counts successes)::

    successes := ["S"] dice { "+" dice } CMP add     each die compared with the target: the total
    dice      := term "B" term                       is how many it holds for (成功数)

``5B10>=4`` rolls five d10 and counts those showing 4 or more, ``200B6+50B6>=5`` 250 d6; the target
is a constant. Without a comparison BCDice lists the dice without a total: fhrtool does not read that.

**Arithmetic** is on exact integers. ``/`` rounds down (toward minus infinity) as SRS sets it, ``/nF``
too, ``/nU`` and ``/nC`` round up, ``/nR`` rounds half away from zero. Division by zero is no check
(the command is read as a sum), and in a sum it gives 1, as in BCDice. ``-`` before a negative
number adds (``1D6--1`` is ``1D6+1``).

**Dice** number at most 200 per term with 1–10000 faces, each counted as BCDice does. A number of dice
below 1 (``0D6``, ``(2-3)D6``) rolls none and adds 0, as in BCDice, which is what fhrtool's pool check
does with fewer than 1 die; where BCDice would roll nothing for another reason (``201D6``, ``1D10001``)
fhrtool refuses the command instead. BCDice's other
commands (``3B6`` without a target, ``D66``, ``C(1+1)``, ``4D6KH3``, ``x2``, ``choice``...) are not read. BCDice in
the browser (bcdice-js) counts in floating point, so beyond 2^53 its totals are approximate; these
are exact, as BCDice in Ruby is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import field, replace
from enum import StrEnum

from fhrtool.model.frozen import frozen
from fhrtool.model.options import RuleOptions
from fhrtool.rules import RuleError, srs
from fhrtool.rules.dice import DiceSource, Roll
from fhrtool.rules.srs import CheckOutcome

MAX_LENGTH = 200
MAX_DICE = 200  # per term, as BCDice
MAX_FACES = 10_000


class Rounding(StrEnum):
    """How ``/`` rounds; the value is the letter BCDice shows after the divisor."""

    DEFAULT = ""  # the game system's: down, for SRS
    DOWN = "F"
    UP = "U"
    HALF_AWAY = "R"


_ROUNDING = {"F": Rounding.DOWN, "U": Rounding.UP, "C": Rounding.UP, "R": Rounding.HALF_AWAY}


class Comparison(StrEnum):
    """A comparison of a sum with its target; the value is how BCDice writes it."""

    AT_LEAST = ">="
    MORE = ">"
    AT_MOST = "<="
    LESS = "<"
    EQUAL = "="
    NOT_EQUAL = "<>"

    def holds(self, total: int, target: int) -> bool:
        return _HOLDS[self](total, target)


_HOLDS: dict[Comparison, Callable[[int, int], bool]] = {
    Comparison.AT_LEAST: lambda total, target: total >= target,
    Comparison.MORE: lambda total, target: total > target,
    Comparison.AT_MOST: lambda total, target: total <= target,
    Comparison.LESS: lambda total, target: total < target,
    Comparison.EQUAL: lambda total, target: total == target,
    Comparison.NOT_EQUAL: lambda total, target: total != target,
}

# The symbol when the comparison holds, and when it does not.
_SYMBOLS = {
    Comparison.AT_LEAST: ("≥", "<"),
    Comparison.MORE: (">", "≤"),
    Comparison.AT_MOST: ("≤", ">"),
    Comparison.LESS: ("<", "≥"),
    Comparison.EQUAL: ("=", "≠"),
    Comparison.NOT_EQUAL: ("≠", "="),
}


def _comparison(run: str) -> Comparison | None:
    # BCDice's Normalize.comparison_operator: the first of these patterns found anywhere in the run.
    for patterns, comparison in (
        (("<=", "=<"), Comparison.AT_MOST),
        ((">=", "=>"), Comparison.AT_LEAST),
        (("<>", "!=", "=!"), Comparison.NOT_EQUAL),
        (("<",), Comparison.LESS),
        ((">",), Comparison.MORE),
        (("=",), Comparison.EQUAL),
    ):
        if any(pattern in run for pattern in patterns):
            return comparison
    return None


# The nodes of a sum. A parsed sum holds Dice; the rolled sum of a result holds RolledDice instead.


@frozen
class Number:
    value: int


@frozen
class Dice:
    """``count`` dice of ``faces`` faces, added up."""

    count: int
    faces: int


@frozen
class RolledDice:
    dice: Dice
    roll: Roll


@frozen
class Negate:
    body: Node


@frozen
class BinaryOp:
    left: Node
    operator: str  # "+", "-" or "*"
    right: Node


@frozen
class Divide:
    left: Node
    right: Node
    rounding: Rounding = Rounding.DEFAULT


@frozen
class Group:
    """Parentheses, which BCDice keeps in what it shows."""

    body: Node


Node = Number | Dice | RolledDice | Negate | BinaryOp | Divide | Group


@frozen
class Check:
    """A 2D6 action check (行為判定): ``2D6+modifier``, its target (difficulty) and its own critical and
    fumble values (None: the table's). ``str()`` gives a command that reads back the same."""

    modifier: int = 0
    target: int | None = None
    critical: int | None = None
    fumble: int | None = None
    secret: bool = False
    comment: str = field(default="", compare=False)

    @property
    def dice_count(self) -> int:
        return srs.CHECK_DICE

    def __str__(self) -> str:
        text = f"{'S' if self.secret else ''}2D6{_signed(self.modifier)}"
        if self.critical is not None:
            text += f"@{self.critical}"
        if self.fumble is not None:
            text += f"#{self.fumble}"
        if self.target is not None:
            return f"{text}>={self.target}"
        # Without any of them, only the legacy brackets (``2D6[]``) make the command a check, not a sum.
        return text if self.critical is not None or self.fumble is not None else f"{text}[]"


@frozen
class Sum:
    """A sum of dice and numbers (加算ロール), compared with ``target`` when there is a ``comparison``
    (``target`` None then: an undecided target, ``?``). ``str()`` is BCDice's form of it."""

    left: Node
    comparison: Comparison | None = None
    target: int | None = None
    secret: bool = False
    comment: str = field(default="", compare=False)

    @property
    def dice_count(self) -> int:
        return sum(max(node.count, 0) for node in _walk(self.left) if isinstance(node, Dice))

    def __str__(self) -> str:
        return f"{'S' if self.secret else ''}{_command(self, readable=True)}"


@frozen
class Successes:
    """Dice each compared with ``target`` (BCDice's ``5B10>=4``, ``200B6+50B6>=5``); the total is the
    number of dice the comparison holds for (成功数). ``str()`` reads back the same."""

    dice: tuple[Dice, ...]
    comparison: Comparison
    target: int
    secret: bool = False
    comment: str = field(default="", compare=False)

    @property
    def dice_count(self) -> int:
        return sum(max(dice.count, 0) for dice in self.dice)

    def __str__(self) -> str:
        return f"{'S' if self.secret else ''}{self.command(readable=True)}"

    def command(self, *, readable: bool = False) -> str:
        """As BCDice writes it; ``readable``: a number of dice below 0 in parentheses, to read back."""
        terms = (
            f"({dice.count})B{dice.faces}" if readable and dice.count < 0 else f"{dice.count}B{dice.faces}"
            for dice in self.dice
        )
        return f"{'+'.join(terms)}{self.comparison}{self.target}"


Expression = Check | Sum | Successes


class Verdict(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    AUTOMATIC_SUCCESS = "automatic success"  # 自動成功 (critical)
    AUTOMATIC_FAILURE = "automatic failure"  # 自動失敗 (fumble)


@frozen
class RollResult:
    """A rolled expression: the sum with every die as rolled (a check's is its 2D6), the total and the
    verdict, which is None for a sum without a target and for a check without one that was neither a
    critical nor a fumble (a hidden difficulty: only the achieved value is reported).

    ``critical`` and ``fumble`` are the values a check was tested against (None for a sum).
    """

    expression: Expression
    rolled: Node
    total: int
    verdict: Verdict | None = None
    critical: int | None = None
    fumble: int | None = None

    @property
    def rolls(self) -> tuple[Roll, ...]:
        """Every roll of dice, in the order they were rolled."""
        return tuple(node.roll for node in _walk(self.rolled) if isinstance(node, RolledDice))

    @property
    def dice(self) -> tuple[int, ...]:
        """Every die result, in the order rolled."""
        return tuple(value for rolled in self.rolls for value in rolled.results)

    @property
    def natural(self) -> int:
        """The sum of the dice alone (the raw 2D6 of an action check)."""
        return sum(self.dice)

    @property
    def command(self) -> str:
        """The command as BCDice writes it in its answer: ``2D6+3>=10[12,2]``, ``4D6>=15``."""
        expression = self.expression
        if isinstance(expression, Sum):
            return _command(expression)
        if isinstance(expression, Successes):
            return expression.command()
        text = f"2D6{_signed(expression.modifier)}"
        if expression.target is not None:
            text += f">={expression.target}"
        return f"{text}[{self.critical},{self.fumble}]"


def _walk(node: Node) -> Iterator[Node]:
    """The nodes of a tree, left to right (the order its dice roll in)."""
    yield node
    if isinstance(node, Negate | Group):
        yield from _walk(node.body)
    elif isinstance(node, BinaryOp | Divide):
        yield from _walk(node.left)
        yield from _walk(node.right)


def _signed(value: int) -> str:
    """BCDice's Format.modifier: nothing for 0, else the number with its sign."""
    return "" if value == 0 else f"{value:+d}"


# Reading. ------------------------------------------------------------------------------------------

_WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_IMPLICIT_SIDES = re.compile(r"(\d+)D(\W|$)", re.ASCII)
_OTHER_COMMANDS = re.compile(
    r"S?(\d+[RU]\d|C\(|CHOICE|D66($|[^\d])|(X|REP|REPEAT)\d|\d+T[YZ]\d|BCDICEVERSION)"
)


def half_width(text: str) -> str:
    """Full-width ASCII as ASCII and the ideographic space as a space, as the online tools pass a line on
    (character for character, so columns still point at what was typed)."""
    return "".join(
        " " if char == "\u3000" else chr(ord(char) - 0xFEE0) if "\uff01" <= char <= "\uff5e" else char
        for char in text
    )


@frozen
class _Token:
    kind: str  # "NUMBER", "NOTATION", "CMP", "END" or the character itself
    text: str
    column: int
    value: int = 0
    comparison: Comparison | None = None


_NUMBER = re.compile(r"[0-9]+")
_CMP = re.compile(r"[<>!=]+")


def _tokens(line: str, command: str, columns: list[int], notation: bool) -> list[_Token]:
    """BCDice's lexers: ``2D6`` (for a check), a run of digits, a run of comparison characters, or one
    character of the upper-cased ``command``; ``columns`` holds the column in ``line`` of each
    character and then of the end (a character token keeps its text as typed, for messages)."""
    tokens = []
    index = 0
    while index < len(command):
        column = columns[index]
        if notation and command.startswith("2D6", index):
            tokens.append(_Token("NOTATION", "2D6", column))
            index += 3
        elif match := _NUMBER.match(command, index):
            tokens.append(_Token("NUMBER", match.group(), column, int(match.group())))
            index = match.end()
        elif match := _CMP.match(command, index):
            tokens.append(_Token("CMP", match.group(), column, comparison=_comparison(match.group())))
            index = match.end()
        else:
            tokens.append(_Token(command[index], line[column - 1], column))
            index += 1
    tokens.append(_Token("END", "", columns[len(command)]))
    return tokens


class _GrammarError(Exception):
    """A grammar did not take the command; ``error`` says why, for the user if no grammar takes it,
    and ``column`` how far the grammar got."""

    def __init__(self, error: RuleError, column: int) -> None:
        super().__init__(error)
        self.error = error
        self.column = column


class _Parser:
    def __init__(self, tokens: list[_Token], comment_column: int | None) -> None:
        self.tokens = tokens
        self.index = 0
        self.comment_column = comment_column

    @property
    def token(self) -> _Token:
        return self.tokens[self.index]

    def next(self) -> _Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def accept(self, kind: str) -> bool:
        if self.token.kind == kind:
            self.index += 1
            return True
        return False

    def fail(self, wanted: str) -> _GrammarError:
        token = self.token
        if token.kind != "END":
            error = RuleError(
                "unexpected '{found}' at column {column}: expected {wanted}",
                found=token.text,
                column=token.column,
                wanted=wanted,
            )
        elif self.comment_column is not None:
            error = RuleError(
                "the command ends at the space at column {column}, where {wanted} was expected: "
                "BCDice reads a command up to its first space",
                column=self.comment_column,
                wanted=wanted,
            )
        else:
            error = RuleError("the expression ends too early: expected {wanted}", wanted=wanted)
        return _GrammarError(error, token.column)

    def end(self, wanted: str) -> None:
        if self.token.kind != "END":
            raise self.fail(wanted)


def parse(text: str) -> Expression:
    """Read a chat line as BCDice does; a :class:`RuleError` says what is wrong and at which column."""
    if len(text) > MAX_LENGTH:
        raise RuleError("a dice expression has at most {most} characters", most=MAX_LENGTH)
    line = half_width(text)
    start = len(line) - len(line.lstrip(_WHITESPACE))
    end = start
    while end < len(line) and line[end] not in _WHITESPACE:
        end += 1
    command = line[start:end].translate(_UPPER)
    if not command:
        raise RuleError("the dice expression is empty")
    comment = line[end:].strip(_WHITESPACE)
    comment_column = end + 1 if comment else None
    columns = list(range(start + 1, end + 2))
    failures = []
    # As BCDice's preprocessor, dice without faces are six-sided before a check is looked for.
    prepared, prepared_columns = _six_sided(command, columns)
    secret = prepared.startswith("S")
    if prepared.startswith("2D6", secret):
        try:
            check = _check(line, prepared[secret:], prepared_columns[secret:], comment_column)
        except _GrammarError as failure:
            failures.append(failure)
        else:
            if check is not None:
                return replace(check, secret=secret, comment=comment)
    try:
        successes = _successes(_Parser(_tokens(line, command, columns, False), comment_column))
    except _GrammarError as failure:
        if failure.column:  # 0: no B after the number, so no count of successes at all
            failures.append(failure)
    else:
        return replace(successes, comment=comment)
    if _OTHER_COMMANDS.match(command):
        raise RuleError(
            "{command} is a BCDice command that fhrtool does not roll: it reads 2D6 checks, sums of dice and "
            "counts of successes (5B10>=4)",
            command=line[start:end],
        )
    try:
        return replace(_sum(_Parser(_tokens(line, command, columns, False), comment_column)), comment=comment)
    except _GrammarError as failure:
        failures.append(failure)
    # Of the two grammars, the one that read further knows best what went wrong.
    raise max(failures, key=lambda failure: failure.column).error from None


def _six_sided(command: str, columns: list[int]) -> tuple[str, list[int]]:
    """``2D`` as ``2D6``, keeping the column of each character (an added 6 has the D's)."""
    text, kept, index = "", [], 0
    for match in _IMPLICIT_SIDES.finditer(command):
        cut = match.end(1) + 1  # just after the D
        text += command[index:cut] + "6"
        kept += [*columns[index:cut], columns[cut - 1]]
        index = cut
    return text + command[index:], kept + columns[index:]


# The check: BCDice's Command::Parser as SRS sets it up.

_LEGACY = re.compile(r"(.+)\[(.*)\]")
_BRACKET = re.compile(r"(-?[0-9]+)?(?:,(-?[0-9]+))?")


def _check(line: str, command: str, columns: list[int], comment_column: int | None) -> Check | None:
    """The check, or None when the command is a sum after all (no critical, fumble or target)."""
    legacy = _LEGACY.fullmatch(command)
    values: tuple[int | None, int | None] | None = None  # the critical and fumble of [c,f]
    if legacy is None:
        parser = _Parser(_tokens(line, command, columns, True), comment_column)
    else:
        inside = legacy.group(2)
        bracket = _BRACKET.fullmatch(inside)
        if bracket is None:
            column = columns[legacy.start(2)]
            raise _GrammarError(
                RuleError(
                    "'[{inside}]' at column {column} is not a critical and fumble value such as [11,3]",
                    inside=line[column - 1 : column - 1 + len(inside)],
                    column=column,
                ),
                column,
            )
        values = (_integer(bracket.group(1)), _integer(bracket.group(2)))
        cut = legacy.end(1)
        parser = _Parser(_tokens(line, command[:cut], [*columns[:cut], columns[cut]], True), comment_column)
    parser.accept("NOTATION")
    options: dict[str, int] = {}
    if legacy is None:
        _options(parser, options)
    has_modifier = parser.token.kind in ("+", "-")
    modifier = _modifier(parser) if has_modifier else 0
    if legacy is None and has_modifier and not options:
        _options(parser, options)
    target = None
    if parser.token.kind == "CMP":
        token = parser.next()
        if token.comparison is not Comparison.AT_LEAST:
            raise _GrammarError(
                RuleError("a 2D6 check compares with >=, not {found}", found=token.text), token.column
            )
        target = _constant(parser, _add)
    if values is not None:
        parser.end("'+', '-', '>=' or '['")
        return Check(modifier, target, *values)
    parser.end("'+', '-', '@', '#', '>=' or the end of the command")
    if target is None and not options:
        return None
    return Check(modifier, target, options.get("@"), options.get("#"))


def _integer(text: str | None) -> int | None:
    return None if text is None else int(text)


def _options(parser: _Parser, options: dict[str, int]) -> None:
    while parser.token.kind in ("@", "#"):
        token = parser.next()
        if token.kind in options:
            error = (
                RuleError("a second critical value (@) at column {column}", column=token.column)
                if token.kind == "@"
                else RuleError("a second fumble value (#) at column {column}", column=token.column)
            )
            raise _GrammarError(error, token.column)
        options[token.kind] = _constant(parser, _unary)


def _modifier(parser: _Parser) -> int:
    value = 0
    while parser.token.kind in ("+", "-"):
        sign = -1 if parser.next().kind == "-" else 1
        value += sign * _constant(parser, _mul)
    return value


def _constant(parser: _Parser, rule: Callable[[_Parser], Node]) -> int:
    """A constant part of a check, as its value; dividing by zero makes the command no check."""
    column = parser.token.column
    node = rule(parser)
    if _has_dice(node):
        raise _GrammarError(
            RuleError("a 2D6 check rolls no other dice (column {column})", column=column), parser.token.column
        )
    value = _evaluate(node, None, zero=None)[1]
    if value is None:
        raise _GrammarError(
            RuleError("division by zero at column {column}", column=column), parser.token.column
        )
    return value


def _has_dice(node: Node) -> bool:
    return any(isinstance(part, Dice) for part in _walk(node))


def _successes(parser: _Parser) -> Successes:
    """BCDice's BarabaraDice with a target: ``5B10>=4``, ``200B6+50B6>=5``."""
    secret = parser.accept("S")
    dice = [_successes_term(parser, first=True)]
    while parser.accept("+"):
        dice.append(_successes_term(parser))
    token = parser.token
    if token.comparison is None:
        raise _GrammarError(
            RuleError(
                "fhrtool counts successes (B) against a target, such as 5B10>=4: expected a comparison "
                "at column {column}",
                column=token.column,
            ),
            token.column,
        )
    parser.next()
    column = parser.token.column
    right = _add(parser)
    if _has_dice(right):
        raise _GrammarError(
            RuleError("the target at column {column} cannot roll dice", column=column), parser.token.column
        )
    parser.end("an operator or the end of the command")
    target = _evaluate(right, None, zero=None)[1]
    if target is None:
        raise _GrammarError(RuleError("division by zero at column {column}", column=column), column)
    return Successes(tuple(dice), token.comparison, target, secret)


def _successes_term(parser: _Parser, *, first: bool = False) -> Dice:
    """``5B10``; before the first B, failing means the command counts no successes (column 0)."""
    column = parser.token.column
    try:
        count = _term(parser)
        if not parser.accept("B"):
            raise parser.fail("'B'")
    except _GrammarError as failure:
        raise _GrammarError(failure.error, 0 if first else failure.column) from None
    faces = _term(parser)
    reached = parser.token.column
    return Dice(
        _dice_number(count, 1, column, reached, faces=False),
        _dice_number(faces, 6, column, reached, faces=True),
    )


# The sum: BCDice's AddDice parser; the check's constants use its add/mul/unary rules without dice.


def _sum(parser: _Parser) -> Sum:
    secret = parser.accept("S")
    column = parser.token.column
    left = _add(parser)
    if not _has_dice(left):
        raise _GrammarError(
            RuleError("no dice to roll at column {column}", column=column), parser.token.column
        )
    comparison = target = None
    if parser.token.kind == "CMP":
        token = parser.next()
        if token.comparison is None:
            raise _GrammarError(
                RuleError(
                    "'{found}' at column {column} is not a comparison", found=token.text, column=token.column
                ),
                token.column,
            )
        comparison = token.comparison
        if not parser.accept("?"):
            column = parser.token.column
            right = _add(parser)
            if _has_dice(right):
                raise _GrammarError(
                    RuleError("the target at column {column} cannot roll dice", column=column),
                    parser.token.column,
                )
            target = _evaluate(right, None, zero=1)[1]
    parser.end("an operator, a comparison or the end of the command")
    return Sum(left, comparison, target, secret)


def _add(parser: _Parser) -> Node:
    node = _mul(parser)
    while parser.token.kind in ("+", "-"):
        operator = parser.next().kind
        right = _mul(parser)
        if isinstance(right, Negate):  # BCDice: a - -b is a + b
            operator, right = ("-" if operator == "+" else "+"), right.body
        node = BinaryOp(node, operator, right)
    return node


def _mul(parser: _Parser) -> Node:
    node = _unary(parser)
    while parser.token.kind in ("*", "/"):
        if parser.next().kind == "*":
            node = BinaryOp(node, "*", _unary(parser))
        else:
            right = _unary(parser)
            rounding = _ROUNDING.get(parser.token.kind, Rounding.DEFAULT)
            if rounding is not Rounding.DEFAULT:
                parser.next()
            node = Divide(node, right, rounding)
    return node


def _unary(parser: _Parser) -> Node:
    if parser.accept("+"):
        return _unary(parser)
    if parser.accept("-"):
        body = _unary(parser)
        return body.body if isinstance(body, Negate) else Negate(body)
    return _dice(parser)


def _dice(parser: _Parser) -> Node:
    column = parser.token.column
    count = None if parser.token.kind == "D" else _term(parser)
    if not parser.accept("D"):
        assert count is not None  # a term was read, unless a D was there
        return count
    faces: Node | None = None
    if parser.token.kind in ("NUMBER", "("):
        faces = _term(parser)
    elif count is None:
        raise parser.fail("a number")
    if parser.token.kind in ("K", "D", "M"):
        raise _GrammarError(
            RuleError(
                "keeping or dropping dice (KH, KL, DH, DL) is not read (column {column})", column=column
            ),
            parser.token.column,
        )
    # These are definite, so they count as reaching past the dice.
    reached = parser.token.column
    return Dice(
        _dice_number(count, 1, column, reached, faces=False),
        _dice_number(faces, 6, column, reached, faces=True, d66=True),
    )


def _dice_number(
    node: Node | None, default: int, column: int, reached: int, *, faces: bool, d66: bool = False
) -> int:
    """A number of dice or faces; ``d66``: 66 faces are BCDice's d66 (two d6 read as tens and ones),
    as in ``2D66``, not in ``2B66``."""
    if node is None:
        return default
    if _has_dice(node):
        raise _GrammarError(
            RuleError("dice cannot roll a number of dice (column {column})", column=column), column
        )
    value = _evaluate(node, None, zero=1)[1]
    assert value is not None  # dividing by zero gives 1 here
    if d66 and value == 66:
        raise _GrammarError(RuleError("D66 dice are not read (column {column})", column=column), reached)
    if faces and not 1 <= value <= MAX_FACES:
        error = RuleError(
            "a die has 1–{most} faces, not {value} (column {column})",
            most=MAX_FACES,
            value=value,
            column=column,
        )
        raise _GrammarError(error, reached)
    if not faces and value > MAX_DICE:
        error = RuleError(
            "at most {most} dice at once, not {value} (column {column})",
            most=MAX_DICE,
            value=value,
            column=column,
        )
        raise _GrammarError(error, reached)
    return value


def _term(parser: _Parser) -> Node:
    token = parser.token
    if parser.accept("NUMBER"):
        return Number(token.value)
    if parser.accept("("):
        body = _add(parser)
        if not parser.accept(")"):
            raise parser.fail("')'")
        return Group(body)
    raise parser.fail("a number")


# Evaluating. ---------------------------------------------------------------------------------------


def _evaluate(
    node: Node, roll: Callable[[Dice], RolledDice] | None, zero: int | None
) -> tuple[Node, int | None]:
    """``node`` with its dice rolled by ``roll`` (None for a constant), and its value; dividing by zero
    gives ``zero``, and None makes the whole value None."""
    if isinstance(node, Number):
        return node, node.value
    if isinstance(node, Dice):
        assert roll is not None  # constants are checked for dice first
        dice = roll(node)
        return dice, dice.roll.total
    if isinstance(node, Negate | Group):
        body, value = _evaluate(node.body, roll, zero)
        return replace(node, body=body), None if value is None else (
            -value if isinstance(node, Negate) else value
        )
    assert isinstance(node, BinaryOp | Divide)  # a RolledDice is never evaluated again
    left, lhs = _evaluate(node.left, roll, zero)
    right, rhs = _evaluate(node.right, roll, zero)
    rolled = replace(node, left=left, right=right)
    if lhs is None or rhs is None:
        return rolled, None
    if isinstance(node, Divide):
        return rolled, zero if rhs == 0 else _divide(lhs, rhs, node.rounding)
    return rolled, lhs + rhs if node.operator == "+" else lhs - rhs if node.operator == "-" else lhs * rhs


def _divide(dividend: int, divisor: int, rounding: Rounding) -> int:
    if rounding is Rounding.UP:
        return -(-dividend // divisor)
    if rounding is Rounding.HALF_AWAY:
        quotient, remainder = divmod(abs(dividend), abs(divisor))
        quotient += 2 * remainder >= abs(divisor)
        return quotient if (dividend < 0) == (divisor < 0) else -quotient
    return dividend // divisor


def evaluate(expression: Expression, dice: DiceSource, options: RuleOptions | None = None) -> RollResult:
    """Roll ``expression``; a check takes the critical and fumble values it leaves out from ``options``."""
    if isinstance(expression, Check):
        return _action_check(expression, dice, options)

    def roll(node: Dice) -> RolledDice:
        return RolledDice(node, Roll(node.faces, tuple(dice.roll(node.faces) for _ in range(node.count))))

    if isinstance(expression, Successes):
        terms = [roll(term) for term in expression.dice]
        rolled: Node = terms[0]
        for term in terms[1:]:
            rolled = BinaryOp(rolled, "+", term)
        holds = expression.comparison.holds
        count = sum(holds(result, expression.target) for term in terms for result in term.roll.results)
        return RollResult(expression, rolled, count)
    rolled, total = _evaluate(expression.left, roll, 1)
    assert total is not None  # a sum divides by zero to 1
    verdict = None
    if expression.comparison is not None and expression.target is not None:
        success = expression.comparison.holds(total, expression.target)
        verdict = Verdict.SUCCESS if success else Verdict.FAILURE
    return RollResult(expression, rolled, total, verdict)


_VERDICTS = {
    CheckOutcome.CRITICAL: Verdict.AUTOMATIC_SUCCESS,
    CheckOutcome.FUMBLE: Verdict.AUTOMATIC_FAILURE,
    CheckOutcome.SUCCESS: Verdict.SUCCESS,
    CheckOutcome.FAILURE: Verdict.FAILURE,
    CheckOutcome.ROLLED: None,
}


def _action_check(expression: Check, dice: DiceSource, options: RuleOptions | None) -> RollResult:
    """The 2D6 action check of RULES §9: the modifier is the check value, the target the difficulty."""
    check = srs.check(
        dice,
        0,
        expression.modifier,
        expression.target,
        critical=expression.critical,
        fumble=expression.fumble,
        options=options,
    )
    assert check.roll is not None  # a rolled check always has its dice
    rolled = RolledDice(Dice(srs.CHECK_DICE, srs.CHECK_FACES), check.roll)
    total = check.roll.total + expression.modifier
    return RollResult(expression, rolled, total, _VERDICTS[check.outcome], check.critical, check.fumble)


def roll_expression(text: str, dice: DiceSource, options: RuleOptions | None = None) -> RollResult:
    """Parse and evaluate ``text`` in one step."""
    return evaluate(parse(text), dice, options)


# Writing. ------------------------------------------------------------------------------------------


def _text(node: Node, dice: Callable[[RolledDice], str], *, readable: bool = False) -> str:
    """``node`` as BCDice writes it; ``readable``: as it reads back, a number of dice below 0 in
    parentheses (BCDice writes ``(0-1)D6`` as ``-1D6``, which reads as minus one die)."""

    def text(part: Node) -> str:
        return _text(part, dice, readable=readable)

    if isinstance(node, Number):
        return str(node.value)
    if isinstance(node, Dice):
        count = f"({node.count})" if readable and node.count < 0 else str(node.count)
        return f"{count}D{node.faces}"
    if isinstance(node, RolledDice):
        return dice(node)
    if isinstance(node, Negate):
        return f"-{text(node.body)}"
    if isinstance(node, Group):
        return f"({text(node.body)})"
    if isinstance(node, Divide):
        return f"{text(node.left)}/{text(node.right)}{node.rounding}"
    return f"{text(node.left)}{node.operator}{text(node.right)}"


def _command(expression: Sum, *, readable: bool = False) -> str:
    text = _text(expression.left, str, readable=readable)
    if expression.comparison is None:
        return text
    target = "?" if expression.target is None else str(expression.target)
    return f"{text}{expression.comparison}{target}"


def _symbols(rolled: RolledDice) -> str:
    return str(rolled.roll)


def rolled_text(result: RollResult) -> str:
    """Every die as rolled, the total and the comparison, in symbols only: ``2D6[4,5]+3 = 12 ≥ 10``."""
    expression = result.expression
    if isinstance(expression, Successes):
        terms = "+".join(
            f"{len(rolled.results)}B{rolled.faces}[{','.join(map(str, rolled.results))}]"
            for rolled in result.rolls
        )
        holds = _SYMBOLS[expression.comparison][0]
        return f"{terms} ({holds}{expression.target}) = {result.total}"
    text = _text(result.rolled, _symbols)
    comparison: Comparison | None
    if isinstance(expression, Check):
        text = f"{text}{_signed(expression.modifier)} = {result.total}"
        if result.verdict in (Verdict.AUTOMATIC_SUCCESS, Verdict.AUTOMATIC_FAILURE):
            return text
        comparison, target = (Comparison.AT_LEAST, expression.target)
    else:
        text = f"{text} = {result.total}"
        comparison, target = (expression.comparison, expression.target)
    if comparison is None or target is None:
        return text
    holds, fails = _SYMBOLS[comparison]
    return f"{text} {holds if comparison.holds(result.total, target) else fails} {target}"


def present(result: RollResult) -> str:
    """One line that explains the roll: the command, each die, the total and the verdict.

    ``2D6+3>=10 → 2D6[4,5]+3 = 12 ≥ 10 → success``
    """
    expression = result.expression
    line = f"{expression} → {rolled_text(result)}"
    if result.verdict is Verdict.AUTOMATIC_SUCCESS:
        line += f" → {result.verdict} (dice {result.natural} ≥ critical {result.critical})"
    elif result.verdict is Verdict.AUTOMATIC_FAILURE:
        line += f" → {result.verdict} (dice {result.natural} ≤ fumble {result.fumble})"
    elif result.verdict is not None:
        line += f" → {result.verdict}"
    return line


_BCDICE_VERDICTS = {
    Verdict.SUCCESS: "成功",
    Verdict.FAILURE: "失敗",
    Verdict.AUTOMATIC_SUCCESS: "自動成功",
    Verdict.AUTOMATIC_FAILURE: "自動失敗",
}


def _bcdice_dice(rolled: RolledDice) -> str:
    # SRS sorts the dice it shows.
    return f"{rolled.roll.total}[{','.join(map(str, sorted(rolled.roll.results)))}]"


def bcdice_text(result: RollResult) -> str:
    """The answer BCDice gives in the online tools: ``(2D6+3>=10[12,2]) ＞ 9[4,5]+3 ＞ 12 ＞ 成功``."""
    expression = result.expression
    parts = [f"({result.command})"]
    if isinstance(expression, Successes):
        # The dice as rolled, unsorted, and an empty part when there are none.
        return " ＞ ".join([*parts, ",".join(map(str, result.dice)), f"成功数{result.total}"])
    if isinstance(expression, Check):
        parts.append(f"{_text(result.rolled, _bcdice_dice)}{_signed(expression.modifier)}")
    elif not (isinstance(expression.left, Dice) and expression.left.count <= 1):
        parts.append(_text(result.rolled, _bcdice_dice))
    parts.append(str(result.total))
    if result.verdict is not None:
        parts.append(_BCDICE_VERDICTS[result.verdict])
    return " ＞ ".join(parts)
