"""Dice expressions (ダイスコマンド) such as ``2D6+3@11#2>=10``, in three separate stages.

:func:`parse` turns text into an :class:`Expression`, :func:`evaluate` rolls it with a dice source into
a :class:`RollResult` that keeps every die, and :func:`present` writes that result as one line.

Grammar (letters in any case, spaces between tokens allowed, full-width characters read as
half-width)::

    expression := ["+"|"-"] term {("+"|"-") term} {"@" INT | "#" INT} [">=" INT]
    term       := [INT] "D" INT | INT

An expression whose only dice are one 2D6 and that carries a critical value (``@``), a fumble value
(``#``) or a target (``>=``) is a 2D6 action check (RULES §9): the raw 2D6 are tested against the
critical and fumble values first, then the total against the target (difficulty). Any other
expression with a target succeeds when its total reaches the target, which is also the FHR dice-pool
check (``4D6>=15``).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import StrEnum

from fhrtool.model.options import RuleOptions
from fhrtool.rules import RuleError, srs
from fhrtool.rules.dice import MAX_DICE, MAX_FACES, DiceSource, Roll, roll
from fhrtool.rules.srs import CheckOutcome

MAX_LENGTH = 200
MAX_NUMBER = 1_000_000


@dataclass(frozen=True)
class Dice:
    """``count`` dice of ``faces`` faces, added (``sign`` 1) or subtracted (``sign`` -1)."""

    count: int
    faces: int
    sign: int = 1

    def __str__(self) -> str:
        return f"{self.count}D{self.faces}"


@dataclass(frozen=True)
class Number:
    """A constant ``value``, added (``sign`` 1) or subtracted (``sign`` -1)."""

    value: int
    sign: int = 1

    def __str__(self) -> str:
        return str(self.value)


Term = Dice | Number


@dataclass(frozen=True)
class Expression:
    """A parsed dice expression; ``str()`` gives its canonical text."""

    terms: tuple[Term, ...]
    critical: int | None = None
    fumble: int | None = None
    target: int | None = None

    @property
    def is_action_check(self) -> bool:
        """Whether this is a 2D6 action check (行為判定) rather than a plain sum."""
        dice = [term for term in self.terms if isinstance(term, Dice)]
        two_d6 = len(dice) == 1 and dice[0] == Dice(srs.CHECK_DICE, srs.CHECK_FACES)
        return two_d6 and (self.critical, self.fumble, self.target) != (None, None, None)

    def __str__(self) -> str:
        text = "".join(
            f"{'-' if term.sign < 0 else '+' if index else ''}{term}" for index, term in enumerate(self.terms)
        )
        if self.critical is not None:
            text += f"@{self.critical}"
        if self.fumble is not None:
            text += f"#{self.fumble}"
        if self.target is not None:
            text += f">={self.target}"
        return text


class Verdict(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    AUTOMATIC_SUCCESS = "automatic success"  # 自動成功 (critical)
    AUTOMATIC_FAILURE = "automatic failure"  # 自動失敗 (fumble)


@dataclass(frozen=True)
class RolledTerm:
    """A term as rolled: its unsigned ``amount`` and, for dice, the ``roll`` (None for a constant)."""

    term: Term
    amount: int
    roll: Roll | None = None

    @property
    def value(self) -> int:
        return self.term.sign * self.amount


@dataclass(frozen=True)
class RollResult:
    """An evaluated expression: every term as rolled, the total, and the verdict when there is one.

    ``verdict`` is None for a plain sum, and for an action check without a target that was neither a
    critical nor a fumble (a hidden difficulty: only the achieved value is reported).
    """

    expression: Expression
    terms: tuple[RolledTerm, ...]
    critical: int | None = None
    fumble: int | None = None
    verdict: Verdict | None = None

    @property
    def total(self) -> int:
        return sum(term.value for term in self.terms)

    @property
    def natural(self) -> int:
        """The sum of the dice alone, before constants (the raw 2D6 of an action check)."""
        return sum(term.roll.total for term in self.terms if term.roll is not None)


class _Reader:
    """Reads tokens from the text, remembering the column (1-based) for error messages."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.index = 0

    @property
    def column(self) -> int:
        return self.index + 1

    def skip_spaces(self) -> None:
        while self.index < len(self.text) and self.text[self.index].isspace():
            self.index += 1

    def peek(self) -> str:
        self.skip_spaces()
        return self.text[self.index : self.index + 1]

    def accept(self, token: str) -> bool:
        self.skip_spaces()
        if self.text.startswith(token, self.index):
            self.index += len(token)
            return True
        return False

    def number(self) -> int:
        self.skip_spaces()
        start = self.index
        while self.index < len(self.text) and self.text[self.index] in "0123456789":
            self.index += 1
        if start == self.index:
            raise self.unexpected("a number")
        value = int(self.text[start : self.index])
        if value > MAX_NUMBER:
            raise RuleError(
                "{value} at column {column} is too large (at most {most})",
                value=value,
                column=start + 1,
                most=MAX_NUMBER,
            )
        return value

    def unexpected(self, wanted: str) -> RuleError:
        self.skip_spaces()
        if self.index >= len(self.text):
            return RuleError("the expression ends too early: expected {wanted}", wanted=wanted)
        return RuleError(
            "unexpected '{found}' at column {column}: expected {wanted}",
            found=self.text[self.index],
            column=self.column,
            wanted=wanted,
        )


def _half_width(text: str) -> str:
    # Japanese input methods often give full-width "２Ｄ６＋３"; map each character on its own so that
    # columns in error messages still point at what the user typed.
    return "".join(
        folded if len(folded := unicodedata.normalize("NFKC", char)) == 1 else char for char in text
    )


def parse(text: str) -> Expression:
    """Parse a dice expression; a :class:`RuleError` says what is wrong and at which column."""
    if len(text) > MAX_LENGTH:
        raise RuleError("a dice expression has at most {most} characters", most=MAX_LENGTH)
    reader = _Reader(_half_width(text))
    if not reader.peek():
        raise RuleError("the dice expression is empty")
    terms = [_term(reader, _sign(reader))]
    while reader.peek() in ("+", "-"):
        terms.append(_term(reader, _sign(reader)))
    if sum(term.count for term in terms if isinstance(term, Dice)) > MAX_DICE:
        raise RuleError("an expression rolls at most {most} dice", most=MAX_DICE)
    critical = fumble = None
    reader.skip_spaces()
    marker_column = reader.column
    while reader.peek() in ("@", "#"):
        column = reader.column
        if reader.accept("@"):
            if critical is not None:
                raise RuleError("a second critical value (@) at column {column}", column=column)
            critical = reader.number()
        else:
            reader.accept("#")
            if fumble is not None:
                raise RuleError("a second fumble value (#) at column {column}", column=column)
            fumble = reader.number()
    target = reader.number() if reader.accept(">=") else None
    if reader.peek():
        raise reader.unexpected("'+', '-', '@', '#', '>=' or the end")
    expression = Expression(tuple(terms), critical, fumble, target)
    if (critical is not None or fumble is not None) and not expression.is_action_check:
        raise RuleError(
            "a critical (@) or fumble (#) value at column {column} needs a 2D6 check such as 2D6+3@11#2>=10",
            column=marker_column,
        )
    return expression


def _sign(reader: _Reader) -> int:
    if reader.accept("-"):
        return -1
    reader.accept("+")
    return 1


def _term(reader: _Reader, sign: int) -> Term:
    reader.skip_spaces()
    column = reader.column
    if reader.peek() in ("D", "d"):
        count = 1
    else:
        count = reader.number()
        if reader.peek() not in ("D", "d"):
            return Number(count, sign)
        if count == 0:
            raise RuleError("no dice to roll at column {column}", column=column)
    reader.index += 1
    reader.skip_spaces()
    faces_column = reader.column
    faces = reader.number()
    if not 2 <= faces <= MAX_FACES:
        raise RuleError(
            "a die needs 2–{most} faces, not {faces} (column {column})",
            most=MAX_FACES,
            faces=faces,
            column=faces_column,
        )
    return Dice(count, faces, sign)


def evaluate(expression: Expression, dice: DiceSource, options: RuleOptions | None = None) -> RollResult:
    """Roll ``expression``; an action check takes its default critical and fumble values from ``options``."""
    if expression.is_action_check:
        return _action_check(expression, dice, options)
    terms = tuple(_roll_term(term, dice) for term in expression.terms)
    result = RollResult(expression, terms)
    if expression.target is None:
        return result
    success = result.total >= expression.target
    return RollResult(expression, terms, verdict=Verdict.SUCCESS if success else Verdict.FAILURE)


def _roll_term(term: Term, dice: DiceSource) -> RolledTerm:
    if isinstance(term, Number):
        return RolledTerm(term, term.value)
    rolled = roll(dice, term.count, term.faces)
    return RolledTerm(term, rolled.total, rolled)


_VERDICTS = {
    CheckOutcome.CRITICAL: Verdict.AUTOMATIC_SUCCESS,
    CheckOutcome.FUMBLE: Verdict.AUTOMATIC_FAILURE,
    CheckOutcome.SUCCESS: Verdict.SUCCESS,
    CheckOutcome.FAILURE: Verdict.FAILURE,
    CheckOutcome.ROLLED: None,
}


def _action_check(expression: Expression, dice: DiceSource, options: RuleOptions | None) -> RollResult:
    """The 2D6 action check of RULES §9: the constants are the check value, the target the difficulty."""
    value = sum(term.sign * term.value for term in expression.terms if isinstance(term, Number))
    check = srs.check(
        dice,
        value,
        difficulty=expression.target,
        critical=expression.critical,
        fumble=expression.fumble,
        options=options,
    )
    assert check.roll is not None  # a rolled check always has its dice
    terms = tuple(
        RolledTerm(term, check.roll.total, check.roll)
        if isinstance(term, Dice)
        else RolledTerm(term, term.value)
        for term in expression.terms
    )
    return RollResult(expression, terms, check.critical, check.fumble, _VERDICTS[check.outcome])


def roll_expression(text: str, dice: DiceSource, options: RuleOptions | None = None) -> RollResult:
    """Parse and evaluate ``text`` in one step."""
    return evaluate(parse(text), dice, options)


def present(result: RollResult) -> str:
    """One line that explains the roll: the expression, each die, the total and the verdict.

    ``2D6+3>=10 → 2D6[4,5]+3 = 12 ≥ 10 → success``
    """
    parts = "".join(
        f"{'-' if rolled.term.sign < 0 else '+' if index else ''}"
        f"{rolled.roll if rolled.roll is not None else rolled.term}"
        for index, rolled in enumerate(result.terms)
    )
    expression = result.expression
    line = f"{expression} → {parts} = {result.total}"
    if result.verdict in (Verdict.AUTOMATIC_SUCCESS, Verdict.AUTOMATIC_FAILURE):
        limit = (
            f"{result.natural} ≥ critical {result.critical}"
            if result.verdict is Verdict.AUTOMATIC_SUCCESS
            else f"{result.natural} ≤ fumble {result.fumble}"
        )
        return f"{line} → {result.verdict} (dice {limit})"
    if expression.target is not None:
        line += f" {'≥' if result.total >= expression.target else '<'} {expression.target}"
    return f"{line} → {result.verdict}" if result.verdict is not None else line
