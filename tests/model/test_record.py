"""Records (fhrtool/model/record.py): validation, copies, dumps and schemas, on small records of their own.

The errors are pydantic-core's: each test names the error type and location a file's reader or a dialog
shows, in Python and in strict JSON (how files are read).
"""

import copy
import json
import pickle
import re
import typing
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any, Literal, Self

import pytest
from pydantic_core import CoreSchema, PydanticCustomError, SchemaSerializer, SchemaValidator, ValidationError

from fhrtool.model import Campaign, Encounter, LogEntry, RuleOptions
from fhrtool.model.record import (
    AfterValidator,
    Field,
    Record,
    model_validator,
    object_schema,
    schema_of,
    validator_of,
)


class Color(StrEnum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Circle:
    radius: int
    kind: Literal["circle"] = "circle"


@dataclass(frozen=True)
class Square:
    side: int
    kind: Literal["square"] = "square"


Shape = Annotated[Circle | Square, Field(discriminator="kind")]


class Inner(Record):
    n: int = 0


class Twin(Record):
    """The same fields as Inner, another class."""

    n: int = 0


class Kinds(Record):
    """Each kind of annotation a record can hold, each with a default."""

    text: str = ""
    number: int = 0
    flag: bool = False
    at: datetime | None = None
    color: Color = Color.RED
    choice: Literal["a", "b"] = "a"
    many: tuple[int, ...] = ()
    pair: tuple[int, str] = (0, "")
    table: dict[str, int] = Field(default_factory=dict)
    either: int | str = 0
    maybe: int | None = None
    shape: Shape = Circle(radius=1)
    inner: Inner = Inner()
    anything: Any = None
    nothing: None = None


FULL = Kinds(
    text="hi",
    number=-3,
    flag=True,
    at=datetime(2024, 5, 1, 12, 30, tzinfo=UTC),
    color=Color.BLUE,
    choice="b",
    many=(1, 2, 3),
    pair=(4, "four"),
    table={"a": 1},
    either="e",
    maybe=7,
    shape=Square(side=2),
    inner=Inner(n=5),
    anything=[1, {"x": None}],
)


class Bounded(Record):
    level: int = Field(default=1, ge=1, le=5, description="How high.")
    score: Annotated[int, Field(ge=-3, le=3)] = 0
    code: str = Field(default="ab", min_length=2, max_length=4, pattern=r"^[a-z]+$")
    tags: tuple[str, ...] = Field(default=(), max_length=2)
    ids: Annotated[tuple[Annotated[str, Field(min_length=1)], ...], Field(min_length=1)] = ("x",)
    table: dict[str, int] = Field(default_factory=dict, max_length=1)
    short: Annotated[str, Field(max_length=3)] = Field(default="", max_length=5)


class Needs(Record):
    name: str
    count: int = 0
    table: dict[str, int] = {}  # noqa: RUF012 - a field's default, copied for each record
    made: dict[str, int] = Field(default_factory=dict)


def _even(number: int) -> int:
    if number % 2:
        raise ValueError(f"{number} is odd")
    return number


def _positive(number: int) -> int:
    if number < 0:
        raise PydanticCustomError("negative", "{number} is below zero", {"number": number})
    return number


Suffixed = Annotated[str, AfterValidator(lambda text: text + "a"), AfterValidator(lambda text: text + "b")]


class Cleaned(Record):
    name: Annotated[str, AfterValidator(str.strip)] = ""
    even: Annotated[int, AfterValidator(_even)] = 0
    positive: Annotated[int, AfterValidator(_positive)] = 0
    both: Suffixed = ""
    short: Annotated[str, Field(max_length=3), AfterValidator(str.strip)] = ""


CHECKS: list[str] = []
"""The whole-record checks that ran, in order."""


class Span(Record):
    lo: int
    hi: int

    @model_validator(mode="after")
    def _ordered(self) -> Self:
        CHECKS.append("ordered")
        if self.lo > self.hi:
            raise ValueError("lo is above hi")
        return self

    @model_validator(mode="after")
    def _second(self) -> Self:
        CHECKS.append("second")
        return self


class WideSpan(Span):
    width: int = 0

    @model_validator(mode="after")
    def _wide(self) -> Self:
        CHECKS.append("wide")
        if self.width < self.hi - self.lo:
            raise ValueError("too narrow")
        return self


class HighSpan(Span):
    """Gives an inherited field a default."""

    lo: int = 10
    hi: int = 20


class EqualSpan(Span):
    """Replaces an inherited check by its name."""

    @model_validator(mode="after")
    def _ordered(self) -> Self:
        CHECKS.append("equal")
        if self.lo != self.hi:
            raise ValueError("lo is not hi")
        return self


class Node(Record):
    name: str = ""
    children: tuple["Node", ...] = ()


@pytest.fixture
def checks() -> list[str]:
    CHECKS.clear()
    return CHECKS


def _errors(error: pytest.ExceptionInfo[ValidationError]) -> list[tuple[str, tuple[int | str, ...]]]:
    return [(item["type"], item["loc"]) for item in error.value.errors()]


def _first(error: pytest.ExceptionInfo[ValidationError]) -> tuple[str, tuple[int | str, ...]]:
    return _errors(error)[0]


def _record_of(annotation: Any, **namespace: Any) -> type[Record]:
    """A record class of one field ``value`` of ``annotation``."""
    return type("Made", (Record,), {"__annotations__": {"value": annotation}, **namespace})


# ---- each kind of annotation


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("text", "hi", "hi"),
        ("number", 3, 3),
        ("number", "3", 3),
        ("flag", True, True),
        ("at", "2024-05-01T12:30:00Z", datetime(2024, 5, 1, 12, 30, tzinfo=UTC)),
        ("at", None, None),
        ("color", "blue", Color.BLUE),
        ("color", Color.BLUE, Color.BLUE),
        ("choice", "b", "b"),
        ("many", [1, 2], (1, 2)),
        ("many", (), ()),
        ("pair", [1, "x"], (1, "x")),
        ("table", {"a": 1}, {"a": 1}),
        ("either", 3, 3),
        ("either", "x", "x"),
        ("maybe", None, None),
        ("shape", {"kind": "square", "side": 2}, Square(side=2)),
        ("shape", Circle(radius=3), Circle(radius=3)),
        ("inner", {"n": 2}, Inner(n=2)),
        ("inner", Inner(n=2), Inner(n=2)),
        ("anything", {"x": [1, None]}, {"x": [1, None]}),
    ],
)
def test_each_kind_takes_its_values(field: str, value: object, expected: object) -> None:
    record = Kinds.model_validate({field: value})
    assert getattr(record, field) == expected
    assert type(getattr(record, field)) is type(expected)


@pytest.mark.parametrize(
    ("field", "value", "kind", "loc"),
    [
        ("text", 3, "string_type", ("text",)),
        ("number", 3.5, "int_from_float", ("number",)),
        ("number", "three", "int_parsing", ("number",)),
        ("flag", "maybe", "bool_parsing", ("flag",)),
        ("at", "nope", "datetime_from_date_parsing", ("at",)),
        ("color", "green", "enum", ("color",)),
        ("choice", "c", "literal_error", ("choice",)),
        ("many", [1, "x"], "int_parsing", ("many", 1)),
        ("many", "12", "tuple_type", ("many",)),
        ("pair", [1], "missing", ("pair", 1)),
        ("pair", [1, "x", 2], "too_long", ("pair",)),
        ("table", {"a": "x"}, "int_parsing", ("table", "a")),
        ("table", {1: 1}, "string_type", ("table", 1, "[key]")),
        ("table", [], "dict_type", ("table",)),
        ("either", None, "int_type", ("either", "int")),
        ("maybe", "x", "int_parsing", ("maybe",)),
        ("shape", {"kind": "hexagon"}, "union_tag_invalid", ("shape",)),
        ("shape", {"side": 2}, "union_tag_not_found", ("shape",)),
        ("shape", {"kind": "square", "side": "x"}, "int_parsing", ("shape", "square", "side")),
        (
            "shape",
            {"kind": "square", "side": 1, "radius": 1},
            "unexpected_keyword_argument",
            ("shape", "square", "radius"),
        ),
        ("inner", {"n": "x"}, "int_parsing", ("inner", "n")),
        ("inner", {"n": 1, "m": 2}, "extra_forbidden", ("inner", "m")),
        ("inner", Twin(n=1), "model_type", ("inner",)),
        ("nothing", 0, "none_required", ("nothing",)),
    ],
)
def test_each_kind_refuses_what_it_cannot_hold(
    field: str, value: object, kind: str, loc: tuple[object, ...]
) -> None:
    with pytest.raises(ValidationError) as error:
        Kinds.model_validate({field: value})
    assert _first(error) == (kind, loc)


@pytest.mark.parametrize(
    ("text", "kind", "loc"),
    [
        ('{"number": true}', "int_type", ("number",)),
        ('{"number": "3"}', "int_type", ("number",)),
        ('{"number": 3.0}', "int_type", ("number",)),
        ('{"flag": 1}', "bool_type", ("flag",)),
        ('{"flag": "true"}', "bool_type", ("flag",)),
        ('{"text": 3}', "string_type", ("text",)),
        ('{"at": "nope"}', "datetime_parsing", ("at",)),
        ('{"color": "green"}', "enum", ("color",)),
        ('{"choice": "c"}', "literal_error", ("choice",)),
        ('{"many": [1, "2"]}', "int_type", ("many", 1)),
        ('{"pair": [1, "x", 2]}', "too_long", ("pair",)),
        ('{"table": {"a": "1"}}', "int_type", ("table", "a")),
        ('{"maybe": "1"}', "int_type", ("maybe",)),
        ('{"shape": {"kind": "circle", "radius": "1"}}', "int_type", ("shape", "circle", "radius")),
        ('{"shape": {"kind": "hexagon"}}', "union_tag_invalid", ("shape",)),
        ('{"inner": {"n": true}}', "int_type", ("inner", "n")),
        ('{"inner": {"n": 1, "m": 2}}', "extra_forbidden", ("inner", "m")),
        ('{"other": 1}', "extra_forbidden", ("other",)),
        ("{", "json_invalid", ()),
        ("[]", "model_type", ()),
    ],
)
def test_strict_json_refuses_what_a_file_must_not_hold(text: str, kind: str, loc: tuple[object, ...]) -> None:
    with pytest.raises(ValidationError) as error:
        Kinds.model_validate_json(text, strict=True)
    assert _first(error) == (kind, loc)


def test_a_record_may_hold_records_of_its_own_class() -> None:
    with pytest.raises(ValidationError) as error:
        Node.model_validate({"children": [{"children": [{"name": 1}]}]})
    assert _errors(error) == [("string_type", ("children", 0, "children", 0, "name"))]


def test_strict_refuses_what_lax_converts() -> None:
    lax = Kinds.model_validate_json('{"number": "3", "flag": 1}')
    assert (lax.number, lax.flag) == (3, True)
    with pytest.raises(ValidationError) as error:
        Kinds.model_validate({"number": "3"}, strict=True)
    assert _errors(error) == [("int_type", ("number",))]


def test_strict_python_still_takes_a_dict_and_a_record_of_the_class() -> None:
    assert Span.model_validate({"lo": 1, "hi": 2}, strict=True) == Span(lo=1, hi=2)
    span = Span(lo=1, hi=2)
    assert Span.model_validate(span) is span


# ---- bounds, defaults, required and unknown fields


def test_values_on_the_bounds_are_taken() -> None:
    record = Bounded(
        level=5, score=-3, code="abcd", tags=("a", "b"), ids=("y",), table={"a": 1}, short="abcde"
    )
    assert (record.level, record.score, record.short) == (5, -3, "abcde")
    assert Bounded(level=1, score=3, code="ab").code == "ab"


@pytest.mark.parametrize(
    ("field", "value", "kind", "loc"),
    [
        ("level", 0, "greater_than_equal", ("level",)),
        ("level", 6, "less_than_equal", ("level",)),
        ("score", -4, "greater_than_equal", ("score",)),
        ("score", 4, "less_than_equal", ("score",)),
        ("code", "a", "string_too_short", ("code",)),
        ("code", "abcde", "string_too_long", ("code",)),
        ("code", "AB", "string_pattern_mismatch", ("code",)),
        ("tags", ("a", "b", "c"), "too_long", ("tags",)),
        ("ids", (), "too_short", ("ids",)),
        ("ids", ("x", ""), "string_too_short", ("ids", 1)),
        ("table", {"a": 1, "b": 2}, "too_long", ("table",)),
        ("short", "abcdef", "string_too_long", ("short",)),
    ],
)
def test_bounds_refuse_what_is_out_of_them(
    field: str, value: object, kind: str, loc: tuple[object, ...]
) -> None:
    with pytest.raises(ValidationError) as error:
        Bounded.model_validate({field: value})
    assert _errors(error) == [(kind, loc)]


def test_model_fields_describe_each_field() -> None:
    fields = Bounded.model_fields
    assert list(fields) == ["level", "score", "code", "tags", "ids", "table", "short"]
    level = fields["level"]
    assert (level.annotation, level.default, level.description) == (int, 1, "How high.")
    assert level.constraints() == {"ge": 1, "le": 5}
    assert (level.ge, level.le, level.min_length, level.max_length, level.pattern) == (1, 5, None, None, None)
    assert fields["code"].constraints() == {"min_length": 2, "max_length": 4, "pattern": r"^[a-z]+$"}
    assert typing.get_args(fields["score"].annotation)[0] is int
    assert fields["score"].constraints() == {}  # its bounds are in its annotation

    assert fields["table"].default_factory is dict
    assert not level.is_required()
    assert Needs.model_fields["name"].is_required()
    assert repr(level) == "FieldInfo(default=1, description='How high.', ge=1, le=5)"


def test_a_missing_required_field_is_named() -> None:
    with pytest.raises(ValidationError) as error:
        Needs.model_validate({"count": 1})
    assert _errors(error) == [("missing", ("name",))]
    with pytest.raises(ValidationError) as error:
        Span.model_validate_json("{}", strict=True)
    assert _errors(error) == [("missing", ("lo",)), ("missing", ("hi",))]


def test_an_unknown_field_is_refused_not_dropped() -> None:
    with pytest.raises(ValidationError) as error:
        Needs(name="a", colour="red")  # type: ignore[call-arg]
    assert _errors(error) == [("extra_forbidden", ("colour",))]


def test_defaults_fill_what_is_not_given() -> None:
    assert Kinds() == Kinds.model_validate({}) == Kinds.model_validate_json("{}")
    needs = Needs(name="a")
    assert (needs.count, needs.table, needs.made) == (0, {}, {})


@pytest.mark.parametrize(
    "make",
    [
        lambda: Needs(name="a"),
        lambda: Needs.model_validate_json('{"name": "a"}'),
        lambda: Needs.model_construct(name="a"),
    ],
)
def test_a_mutable_default_is_a_new_object_for_each_record(make: Callable[[], Needs]) -> None:
    first, second = make(), make()
    assert first.made is not second.made
    assert first.table is not second.table
    first.table["x"] = 1
    assert make().table == {}
    assert Needs.model_fields["table"].default == {}


def test_a_default_factory_gives_a_new_object_each_time() -> None:
    info = Needs.model_fields["made"]
    assert info.get_default() == {}
    assert info.get_default() is not info.get_default()


# ---- cleaning and whole-record checks


def test_an_after_validator_cleans_a_valid_value() -> None:
    assert Cleaned(name="  x ").name == "x"
    assert Cleaned.model_validate_json('{"name": " y"}', strict=True).name == "y"
    assert Cleaned(both="").both == "ab"  # in the order written
    assert Cleaned(short=" a ").short == "a"  # bounded before it is cleaned


@pytest.mark.parametrize(
    ("data", "kind", "loc", "message"),
    [
        ({"even": 3}, "value_error", ("even",), "Value error, 3 is odd"),
        (
            {"even": "x"},
            "int_parsing",
            ("even",),
            "Input should be a valid integer, unable to parse string as an integer",
        ),
        ({"positive": -1}, "negative", ("positive",), "-1 is below zero"),
        ({"short": " ab "}, "string_too_long", ("short",), "String should have at most 3 characters"),
    ],
)
def test_an_after_validator_refuses_with_its_own_error(
    data: dict[str, object], kind: str, loc: tuple[object, ...], message: str
) -> None:
    with pytest.raises(ValidationError) as error:
        Cleaned.model_validate(data)
    [problem] = error.value.errors()
    assert (problem["type"], problem["loc"], problem["msg"]) == (kind, loc, message)


@pytest.mark.parametrize(
    ("make", "ran"),
    [
        (lambda: Span(lo=1, hi=2), ["ordered", "second"]),
        (lambda: Span.model_validate_json('{"lo": 1, "hi": 2}'), ["ordered", "second"]),
        (lambda: WideSpan(lo=1, hi=2, width=1), ["ordered", "second", "wide"]),
        (lambda: EqualSpan(lo=3, hi=3), ["equal", "second"]),
        (lambda: validator_of(tuple[Span, ...]).validate_python([{"lo": 1, "hi": 2}]), ["ordered", "second"]),
        (lambda: Kinds.model_validate({"inner": {"n": 1}}), []),
    ],
)
def test_whole_record_checks_run_in_the_order_written_inherited_first(
    checks: list[str], make: Callable[[], object], ran: list[str]
) -> None:
    make()
    assert checks == ran


@pytest.mark.parametrize(
    ("make", "loc"),
    [
        (lambda: Span.model_validate({"lo": 2, "hi": 1}), ()),
        (lambda: WideSpan.model_validate({"lo": 2, "hi": 1}), ()),
        (lambda: WideSpan.model_validate({"lo": 1, "hi": 3}), ()),
        (lambda: EqualSpan.model_validate({"lo": 1, "hi": 2}), ()),
        (
            lambda: validator_of(tuple[Span, ...]).validate_python([{"lo": 1, "hi": 1}, {"lo": 2, "hi": 1}]),
            (1,),
        ),
    ],
)
def test_a_failed_check_is_the_records_value_error(
    make: Callable[[], object], loc: tuple[object, ...]
) -> None:
    with pytest.raises(ValidationError) as error:
        make()
    assert _errors(error) == [("value_error", loc)]


def test_checks_run_only_once_the_fields_are_valid(checks: list[str]) -> None:
    with pytest.raises(ValidationError) as error:
        Span.model_validate({"lo": "x", "hi": 1})
    assert _errors(error) == [("int_parsing", ("lo",))]
    assert checks == []


def test_a_subclass_inherits_the_fields_and_may_give_them_defaults() -> None:
    assert list(WideSpan.model_fields) == ["lo", "hi", "width"]
    assert WideSpan(lo=1, hi=2, width=1) != Span(lo=1, hi=2)
    assert HighSpan() == HighSpan(lo=10, hi=20)
    assert list(HighSpan.model_fields) == ["lo", "hi"]
    with pytest.raises(ValidationError, match="lo is above hi"):
        HighSpan(lo=30)
    assert Span.model_fields["lo"].is_required()


def test_a_subclass_cannot_change_an_inherited_field_without_its_annotation() -> None:
    class Unannotated(Span):
        lo = 10

    with pytest.raises(TypeError, match=r"Unannotated\.lo stands for an inherited field"):
        Unannotated(hi=20)  # type: ignore[call-arg]  # what it means to do


# ---- copies that do not validate, and which fields were given


def test_model_copy_changes_only_the_update_and_validates_nothing(checks: list[str]) -> None:
    span = Span(lo=1, hi=2)
    checks.clear()
    copied = span.model_copy(update={"lo": 5})
    assert (copied.lo, copied.hi, span.lo) == (5, 2, 1)
    assert checks == []
    assert span.model_copy() == span
    assert span.model_copy() is not span


def test_model_construct_fills_defaults_and_validates_nothing(checks: list[str]) -> None:
    needs: Any = Needs.model_construct(name=3, unknown=1)
    assert (needs.name, needs.count) == (3, 0)
    assert not hasattr(needs, "unknown")
    assert Span.model_construct(lo=2, hi=1).lo == 2
    assert checks == []


@pytest.mark.parametrize(
    ("make", "given"),
    [
        (lambda: Needs(name="a"), {"name"}),
        (lambda: Needs.model_validate({"name": "a", "count": 0}), {"name", "count"}),
        (lambda: Needs.model_validate_json('{"count": 1, "name": "a"}'), {"name", "count"}),
        (lambda: Needs.model_construct(name="a", unknown=1), {"name"}),
        (lambda: Needs(name="a").model_copy(update={"count": 2}), {"name", "count"}),
        (lambda: pickle.loads(pickle.dumps(Needs(name="a", count=0))), {"name", "count"}),
        (lambda: LogEntry.model_validate_json('{"kind": "k", "round": 1}'), {"kind", "round"}),
    ],
)
def test_the_fields_set_are_those_given(make: Callable[[], Record], given: set[str]) -> None:
    assert make().__pydantic_fields_set__ == given


# ---- round trips and dumps


ROUND_TRIPPED = [
    FULL,
    Kinds(),
    Bounded(tags=("a",), table={"k": 1}),
    WideSpan(lo=1, hi=2, width=3),
    Campaign(name="c", log=(LogEntry(kind="k", params={"p": (1, 2), "q": None}),)),
    Node(name="a", children=(Node(name="b", children=(Node(name="c"),)),)),
]


@pytest.mark.parametrize("record", ROUND_TRIPPED, ids=lambda record: type(record).__name__)
def test_a_record_survives_json_pickle_and_copies(record: Record) -> None:
    cls = type(record)
    assert cls.model_validate_json(record.model_dump_json(), strict=True) == record
    assert cls.model_validate_json(record.model_dump_json(indent=2), strict=True) == record
    dumped = record.model_dump(mode="json")
    assert json.loads(json.dumps(dumped)) == dumped
    assert cls.model_validate(dumped) == record
    assert cls.model_validate(record.model_dump()) == record
    assert pickle.loads(pickle.dumps(record)) == record
    assert copy.deepcopy(record) == record
    assert copy.copy(record) == record


def test_dumps_in_python_keep_values_in_json_write_them() -> None:
    python, in_json = FULL.model_dump(), FULL.model_dump(mode="json")
    assert (python["color"], python["many"], python["at"]) == (Color.BLUE, (1, 2, 3), FULL.at)
    assert (in_json["color"], in_json["many"], in_json["at"]) == ("blue", [1, 2, 3], "2024-05-01T12:30:00Z")
    assert python["shape"] == in_json["shape"] == {"side": 2, "kind": "square"}
    assert python["inner"] == {"n": 5}
    assert Inner(n=1).model_dump_json() == '{"n":1}'
    assert Inner(n=1).model_dump_json(indent=2) == '{\n  "n": 1\n}'


def test_a_deep_copy_holds_its_own_mutable_values() -> None:
    needs = Needs(name="a", table={"x": 1})
    copied = copy.deepcopy(needs)
    copied.table["y"] = 2
    assert needs.table == {"x": 1}


# ---- a value: equality, hash, iteration, repr, frozen


def test_records_are_equal_by_class_and_fields() -> None:
    assert Inner(n=1) == Inner(n=1)
    assert Inner(n=1) != Inner(n=2)
    assert Inner(n=1) != Twin(n=1)
    assert Inner(n=1) != 1
    assert WideSpan(lo=1, hi=2, width=1) != Span(lo=1, hi=2)


def test_equal_records_hash_alike_unless_they_hold_a_dict() -> None:
    assert hash(Inner(n=1)) == hash(Inner(n=1))
    assert len({Inner(n=1), Inner(n=1), Inner(n=2), Twin(n=1)}) == 3
    with pytest.raises(TypeError, match="unhashable type: 'dict'"):
        hash(Needs(name="a"))


def test_a_record_iterates_repr_and_dumps_its_fields_in_order() -> None:
    assert list(Span(lo=1, hi=2)) == [("lo", 1), ("hi", 2)]
    assert dict(Inner(n=3)) == {"n": 3}
    assert repr(Span(lo=1, hi=2)) == "Span(lo=1, hi=2)"
    assert repr(Needs(name="a")) == "Needs(name='a', count=0, table={}, made={})"


@pytest.mark.parametrize("change", [lambda span: setattr(span, "lo", 0), lambda span: delattr(span, "lo")])
def test_a_record_is_frozen(change: Callable[[Span], None]) -> None:
    span = Span(lo=1, hi=2)
    with pytest.raises(ValidationError) as error:
        change(span)
    assert _errors(error) == [("frozen_instance", ("lo",))]
    assert span.lo == 1


# ---- what the schemas cannot say


class Plain:
    pass


@pytest.mark.parametrize(
    ("annotation", "named"),
    [
        (set[int], "set[int]"),
        (list[int], "list[int]"),
        (frozenset[str], "frozenset[str]"),
        (float, "<class 'float'>"),
        (Plain, "test_record.Plain'>"),
        (tuple[float, ...], "<class 'float'>"),
        (dict[str, Plain], "test_record.Plain'>"),
    ],
)
def test_an_annotation_the_schema_cannot_express_is_named_on_first_use(
    annotation: object, named: str
) -> None:
    cls = _record_of(annotation)
    assert list(cls.model_fields) == ["value"]  # declaring and describing it is fine
    with pytest.raises(TypeError, match=rf"^fhrtool records cannot hold .*{re.escape(named)}$"):
        cls.model_validate({"value": 1})


@dataclass(frozen=True)
class NoTag:
    radius: int


@dataclass(frozen=True)
class NumberTag:
    kind: Literal[1] = 1


@dataclass(frozen=True)
class TagWithoutDefault:
    kind: Literal["bare"]


class RecordTag(Record):
    kind: Literal["record"] = "record"


@pytest.mark.parametrize("choice", [NoTag, NumberTag, TagWithoutDefault, RecordTag])
def test_a_tagged_choice_needs_a_string_literal_default_for_its_tag(choice: type) -> None:
    cls = _record_of(Annotated[Circle | choice, Field(discriminator="kind")])
    with pytest.raises(
        TypeError, match=re.escape(f"fhrtool records cannot hold {choice} without a kind literal")
    ):
        cls.model_validate({"value": {"kind": "circle", "radius": 1}})


def test_a_discriminator_given_by_the_field_tags_the_union() -> None:
    cls = _record_of(Circle | Square, value=Field(discriminator="kind"))
    assert cls.model_validate({"value": {"kind": "square", "side": 1}}).value == Square(side=1)  # type: ignore[attr-defined]
    with pytest.raises(ValidationError) as error:
        cls.model_validate({"value": {"kind": "hexagon"}})
    assert _errors(error) == [("union_tag_invalid", ("value",))]


@pytest.mark.parametrize(
    ("annotation", "field"),
    [
        (bool, Field(default=False, ge=1)),
        (Color, Field(default=Color.RED, max_length=3)),
        (int | str, Field(default=0, max_length=3)),
        (
            Annotated[Circle | Square, Field(discriminator="kind", max_length=3)],
            Field(default=Circle(radius=1)),
        ),
        (Annotated[str, AfterValidator(str.strip)], Field(default="", max_length=3)),
        (Annotated[str, AfterValidator(str.strip), Field(max_length=3)], Field(default="")),
    ],
)
def test_bounds_the_schema_cannot_check_are_refused_not_dropped(annotation: object, field: object) -> None:
    cls = _record_of(annotation, value=field)
    with pytest.raises(TypeError, match="fhrtool records cannot hold bounds"):
        cls.model_validate({})


# ---- schemas for other values


def test_object_schema_takes_its_members_and_ignores_or_refuses_others() -> None:
    members = {"data": Inner, "count": int}
    ignoring = SchemaValidator(object_schema(members, extra="ignore"))
    forbidding = SchemaValidator(object_schema(members, extra="forbid"))
    given = {"data": {"n": 1}, "count": 2, "other": 3}
    assert ignoring.validate_python(given) == {"data": Inner(n=1), "count": 2}
    with pytest.raises(ValidationError) as error:
        forbidding.validate_python(given)
    assert _errors(error) == [("extra_forbidden", ("other",))]
    with pytest.raises(ValidationError) as error:
        ignoring.validate_json('{"data": {"n": "1"}}', strict=True)
    assert _errors(error) == [("int_type", ("data", "n")), ("missing", ("count",))]
    written = SchemaSerializer(object_schema(members, extra="forbid")).to_json(
        {"data": Inner(n=1), "count": 2}
    )
    assert written == b'{"data":{"n":1},"count":2}'


def test_schema_of_rewrites_the_schema_and_each_definition_once() -> None:
    rewritten: list[str] = []

    def rewrite(schema: CoreSchema) -> CoreSchema:
        rewritten.append(schema["type"])
        return {**schema, "metadata": {"rewritten": True}}

    schema: Any = schema_of(tuple[Inner, Inner], rewrite=rewrite)
    assert rewritten == ["tuple", "model"]
    assert schema["type"] == "definitions"
    assert schema["schema"]["metadata"] == {"rewritten": True}
    [definition] = schema["definitions"]
    assert definition["metadata"] == {"rewritten": True}
    assert SchemaValidator(schema).validate_python([{"n": 1}, {"n": 2}]) == (Inner(n=1), Inner(n=2))
    assert schema_of(int) == {"type": "int"}


# ---- the real model, where it leans on the above


def test_a_declaration_is_told_by_its_kind() -> None:
    raw = {"declarations": [{"kind": "delay", "combatant_id": "a", "value": "x"}]}
    with pytest.raises(ValidationError) as error:
        Encounter.model_validate(raw)
    assert _errors(error) == [("int_parsing", ("declarations", 0, "delay", "value"))]


def test_the_rule_options_describe_their_fields() -> None:
    info = RuleOptions.model_fields["die_faces"]
    assert (info.default, info.ge, info.le) == (6, 2, 100)
    assert info.description
