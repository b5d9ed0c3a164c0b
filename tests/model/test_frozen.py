"""@frozen makes the class @dataclass(frozen=True) would, when the class is first used."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Generic, TypeVar

import pytest

from fhrtool.model.frozen import frozen

T = TypeVar("T")


@frozen
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)


@frozen
class Labelled(Point):
    label: str = ""


@frozen(kw_only=True)
class Options:
    size: int


@frozen
class Box(Generic[T]):
    content: T


class Plain(Point):
    """A subclass that is not a dataclass of its own."""


def _waiting(cls: type) -> bool:
    return "__frozen_options__" in cls.__dict__


def test_a_class_waits_until_an_instance_is_made() -> None:
    @frozen
    class Lazy:
        a: int

    assert _waiting(Lazy)
    assert Lazy(1) == Lazy(a=1)
    assert not _waiting(Lazy)
    assert repr(Lazy(2)) == "test_a_class_waits_until_an_instance_is_made.<locals>.Lazy(a=2)"


@pytest.mark.parametrize(
    "ask",
    [
        dataclasses.fields,
        dataclasses.is_dataclass,
        lambda cls: cls.__match_args__,
        lambda cls: getattr(cls, "__dataclass_params__"),  # noqa: B009 - not in the stubs
    ],
    ids=["fields", "is_dataclass", "match_args", "params"],
)
def test_asking_the_class_for_what_a_dataclass_has_makes_it(ask: object) -> None:
    @frozen
    class Lazy:
        a: int
        b: str = "b"

    assert callable(ask)
    ask(Lazy)
    assert not _waiting(Lazy)
    assert [field.name for field in dataclasses.fields(Lazy)] == ["a", "b"]
    assert Lazy.__match_args__ == ("a", "b")
    assert getattr(Lazy, "__dataclass_params__").frozen  # noqa: B009 - not in the stubs


def test_it_is_the_class_dataclass_would_make() -> None:
    point = Point(1, 2, ("a",))
    assert point == Point(1, 2, ("a",)) != Point(1, 3)
    assert hash(point) == hash(Point(1, 2, ("a",)))
    assert Point(1).tags == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 5  # type: ignore[misc]
    assert dataclasses.replace(point, y=7) == Point(1, 7, ("a",))
    assert dataclasses.asdict(point) == {"x": 1, "y": 2, "tags": ("a",)}
    assert copy.deepcopy(point) == point
    assert pickle.loads(pickle.dumps(point)) == point
    match point:
        case Point(x, y):
            assert (x, y) == (1, 2)


def test_a_subclass_makes_its_bases_first_and_inherits_their_fields() -> None:
    labelled = Labelled(1, 2, (), "here")
    assert [field.name for field in dataclasses.fields(Labelled)] == ["x", "y", "tags", "label"]
    assert labelled != Point(1, 2)  # another class, equal fields or not
    assert Plain(3) == Plain(3)
    assert Plain(3).x == 3


def test_keyword_only_and_generic_classes() -> None:
    with pytest.raises(TypeError):
        Options(3)  # type: ignore[call-arg]
    assert Options(size=3).size == 3
    assert Box[int](4) == Box(4)


def test_a_class_with_its_own_init_is_made_at_once() -> None:
    @frozen
    class Own:
        a: int

        def __init__(self, a: int) -> None:
            object.__setattr__(self, "a", a * 2)

    assert not _waiting(Own)
    assert Own(2).a == 4
    assert dataclasses.is_dataclass(Own)
