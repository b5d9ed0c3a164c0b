"""``@frozen``: ``@dataclass(frozen=True)``, with the class's methods made when it is first used.

Python makes a dataclass's methods by compiling their source text, a third of a millisecond and more
for each class. The rules and steps declare over a hundred classes of values (events, outcomes, inputs,
rows), and a start of the application makes instances of a handful of them: ``@frozen`` leaves the
others' methods to the moment they are needed. A class it decorates becomes the very class
``@dataclass(frozen=True)`` would have made of it, fields, methods and all, as soon as an instance is
made or the class is asked for what only a dataclass has: its fields, its parameters or its match
arguments (``dataclasses.fields``, ``is_dataclass``, a class pattern of ``match``). An instance made
without ``__init__`` (``cls.__new__(cls)``, as unpickling does) before any other is not supported:
nothing in fhrtool pickles.

A class that defines its own ``__init__`` is made a dataclass at once (``dataclass`` keeps it). Until a
class is made, its ``__init__`` is a stand-in taking any arguments (``inspect.signature`` shows that one).
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform, overload

_C = TypeVar("_C", bound=type)
# What ``dataclass`` gives a class that can be asked for of the class itself, before any instance.
_ASKED_OF_THE_CLASS = ("__dataclass_fields__", "__dataclass_params__", "__match_args__")
_PENDING = "__frozen_options__"
_MAKING = threading.RLock()  # two threads making one class would each find it half made


class _Pending:
    """Stands for one of :data:`_ASKED_OF_THE_CLASS` until the class is made: asked for, it makes
    the class (and its bases still waiting), then answers what ``dataclass`` set."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type) -> Any:
        make(owner)
        return getattr(owner, self.name)


def _first_init(self: object, *args: object, **kwargs: object) -> None:
    cls = type(self)
    make(cls)
    cls.__init__(self, *args, **kwargs)  # the dataclass's own, made just now


def make(cls: type) -> None:
    """Make the dataclasses ``cls`` and its bases are waiting to become (none, once they are)."""
    with _MAKING:
        for klass in reversed(cls.__mro__):
            options = klass.__dict__.get(_PENDING)
            if options is None:
                continue
            for name in (*_ASKED_OF_THE_CLASS, "__init__", _PENDING):
                type.__delattr__(klass, name)
            dataclasses.dataclass(klass, frozen=True, **options)


@overload
def frozen(cls: _C, /) -> _C: ...
@overload
def frozen(*, kw_only: bool = False) -> Callable[[_C], _C]: ...
@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def frozen(cls: _C | None = None, /, *, kw_only: bool = False) -> _C | Callable[[_C], _C]:
    """``@dataclass(frozen=True)`` (or ``@dataclass(frozen=True, kw_only=True)``), made on first use."""

    def decorate(klass: _C) -> _C:
        options = {"kw_only": kw_only}
        if "__init__" in klass.__dict__:
            dataclasses.dataclass(klass, frozen=True, kw_only=kw_only)
            return klass
        for name in _ASKED_OF_THE_CLASS:
            type.__setattr__(klass, name, _Pending(name))
        type.__setattr__(klass, "__init__", _first_init)
        type.__setattr__(klass, _PENDING, options)
        return klass

    return decorate if cls is None else decorate(cls)
