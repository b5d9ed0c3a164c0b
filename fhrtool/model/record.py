"""Records: frozen values whose fields are declared by annotations and checked by pydantic-core.

A record class declares its fields as annotations, with :func:`Field` for defaults and bounds and
:class:`AfterValidator` (in ``Annotated``) for what cleans a value. The first time a class validates
anything, its annotations are turned into a schema of pydantic-core, whose validator (written in Rust)
checks files and typed values alike and whose serializer writes them: the same validation, the same
messages, the same JSON as a pydantic model of the same fields, without building pydantic's classes when
the application starts. What the annotations can say is what the model layer uses, no more: strings,
integers, booleans, datetimes, string enums, literals, tuples, dicts, unions (tagged by a literal field,
or by trying each choice), records and frozen dataclasses.

Validation and serialization happen where the values cross a boundary (a file, a typed value, a
constructor). :meth:`Record.model_copy` does not validate: the rules copy records by the thousand, and a
change they make is checked where it needs to be (see :mod:`fhrtool.steps.step`).
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Literal, ParamSpec, Self, TypeVar, dataclass_transform

from fhrtool.model.core import PydanticUndefined, SchemaSerializer, SchemaValidator, ValidationError

if TYPE_CHECKING:
    from pydantic_core import CoreSchema

_SCHEMA_ERROR = "fhrtool records cannot hold {what}"
_P = ParamSpec("_P")
_Made = TypeVar("_Made")
_set = object.__setattr__  # a record's own refuses: it is frozen


class AfterValidator:
    """In ``Annotated[T, AfterValidator(function)]``: ``function`` takes the value once it is a valid
    ``T`` and returns the value to keep, or raises ``ValueError`` or pydantic-core's
    ``PydanticCustomError``."""

    __slots__ = ("function",)

    def __init__(self, function: Callable[[Any], Any]) -> None:
        self.function = function


class FieldInfo:
    """A field's default and bounds, as :func:`Field` gives them (and, in ``model_fields``, its
    resolved ``annotation``)."""

    __slots__ = (
        "annotation",
        "default",
        "default_factory",
        "description",
        "discriminator",
        "ge",
        "le",
        "max_length",
        "min_length",
        "pattern",
    )

    def __init__(
        self,
        default: Any = PydanticUndefined,
        *,
        default_factory: Callable[[], Any] | None = None,
        ge: int | None = None,
        le: int | None = None,
        min_length: int | None = None,
        max_length: int | None = None,
        pattern: str | None = None,
        description: str | None = None,
        discriminator: str | None = None,
    ) -> None:
        self.annotation: Any = None
        self.default = default
        self.default_factory = default_factory
        self.ge, self.le = ge, le
        self.min_length, self.max_length = min_length, max_length
        self.pattern = pattern
        self.description = description
        self.discriminator = discriminator

    def is_required(self) -> bool:
        return self.default is PydanticUndefined and self.default_factory is None

    def get_default(self) -> Any:
        """The default value: a new one each time when the field has a factory, or a default that is
        mutable (unhashable, a dict say), which pydantic-core copies for each record it validates too."""
        if self.default_factory is not None:
            return self.default_factory()
        try:
            hash(self.default)
        except TypeError:
            return copy.deepcopy(self.default)
        return self.default

    def constraints(self) -> dict[str, Any]:
        """The bounds that are set, by the names pydantic-core's schemas give them."""
        names = ("ge", "le", "min_length", "max_length", "pattern")
        return {name: getattr(self, name) for name in names if getattr(self, name) is not None}

    def __repr__(self) -> str:
        shown = {name: getattr(self, name) for name in self.__slots__ if name != "annotation"}
        set_ = ", ".join(
            f"{name}={value!r}" for name, value in shown.items() if value not in (None, PydanticUndefined)
        )
        return f"FieldInfo({set_})"


def _any_value(field: Callable[_P, FieldInfo]) -> Callable[_P, Any]:
    # In a class body a field reads as its value (``level: int = Field(default=1, ge=1)``).
    return field


Field = _any_value(FieldInfo)
"""A field's default and bounds, as a record's class body or ``Annotated`` metadata gives them."""


_CHECK = "__record_check__"


def model_validator(*, mode: Literal["after"]) -> Callable[[Callable[[Any], Any]], Callable[[Any], Any]]:
    """Marks a method that checks the whole record once its fields are valid: it returns the record,
    or raises ``ValueError`` (reported as the record's problem)."""

    def mark(method: Callable[[Any], Any]) -> Callable[[Any], Any]:
        setattr(method, _CHECK, mode)
        return method

    return mark


def _ref(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _config(cls: type) -> dict[str, Any]:
    return {"extra_fields_behavior": "forbid", "title": cls.__name__}


_DEFINED: dict[type, dict[str, CoreSchema]] = {}
"""For each record class whose schema was made, its definition and those it refers to, by reference:
a class's fields do not change, so neither does its schema."""
_DATACLASSES: dict[type, CoreSchema] = {}
"""The schema of each dataclass made, when it refers to no record."""


def _references(node: object) -> Iterator[str]:
    """The definitions a schema refers to (its nested schemas are dicts and lists of them)."""
    if isinstance(node, dict):
        if node.get("type") == "definition-ref":
            yield node["schema_ref"]
        for value in node.values():
            yield from _references(value)
    elif isinstance(node, list):
        for value in node:
            yield from _references(value)


def rewritten(node: Any, visit: Callable[[dict[str, Any]], Any]) -> Any:
    """The core schema ``node`` (or a part of one) rebuilt from the bottom up: each dict in it, its own
    parts rewritten first, is replaced by what ``visit`` answers for it (the dict itself to keep it)."""
    if isinstance(node, dict):
        return visit({key: rewritten(value, visit) for key, value in node.items()})
    if isinstance(node, list):
        return [rewritten(value, visit) for value in node]
    return node


def dataclass_schema(cls: type, fields: Mapping[str, CoreSchema], **options: Any) -> CoreSchema:
    """The core schema that makes ``cls`` from an object of ``fields`` (names and schemas, in order) and
    nothing else, ``options`` added (``frozen``, say)."""
    arguments = [
        {"type": "dataclass-field", "name": name, "schema": schema, "kw_only": False, "init": True}
        for name, schema in fields.items()
    ]
    return {
        "type": "dataclass",
        "cls": cls,
        "fields": list(fields),
        "schema": {"type": "dataclass-args", "dataclass_name": cls.__name__, "fields": arguments},
        "config": _config(cls),
        **options,
    }


def _defaulted(schema: CoreSchema, default: Any, factory: Callable[[], Any] | None = None) -> CoreSchema:
    """``schema`` for a field that may be left out: ``factory()`` or ``default`` then (neither: none)."""
    if factory is not None:
        return {
            "type": "default",
            "schema": schema,
            "default_factory": factory,
            "default_factory_takes_data": False,
        }
    if default is PydanticUndefined or default is dataclasses.MISSING:
        return schema
    return {"type": "default", "schema": schema, "default": default}


class _Schemas:
    """Turns annotations into schemas; each record class met becomes one definition, referred to."""

    def __init__(self) -> None:
        self.definitions: dict[str, CoreSchema] = {}
        self._making: set[str] = set()

    def _defined(self, ref: str) -> dict[str, CoreSchema]:
        """The definition ``ref`` and every one it refers to, directly or not."""
        found: dict[str, CoreSchema] = {}
        waiting = [ref]
        while waiting:
            name = waiting.pop()
            if name not in found:
                found[name] = self.definitions[name]
                waiting.extend(_references(found[name]))
        return found

    def of(self, annotation: Any, constraints: Mapping[str, Any] = {}) -> CoreSchema:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            return self._annotated(annotation, constraints)
        if origin in (types.UnionType, typing.Union):
            return self._union(typing.get_args(annotation), constraints)
        if origin is tuple:
            return self._tuple(typing.get_args(annotation), constraints)
        if origin is dict:
            keys, values = typing.get_args(annotation)
            return {
                "type": "dict",
                "keys_schema": self.of(keys),
                "values_schema": self.of(values),
                **constraints,
            }
        if annotation is int:
            return {"type": "int", **constraints}
        if annotation is str:
            return {"type": "str", **constraints}
        if constraints:  # what follows has no bounds to check them by
            raise TypeError(_SCHEMA_ERROR.format(what=f"bounds on {annotation}"))
        if origin is Literal:
            return {"type": "literal", "expected": list(typing.get_args(annotation))}
        if annotation is Any:
            return {"type": "any"}
        if annotation is None or annotation is type(None):
            return {"type": "none"}
        if annotation is bool:
            return {"type": "bool"}
        if annotation is datetime:
            return {"type": "datetime", "microseconds_precision": "truncate"}
        if isinstance(annotation, type) and issubclass(annotation, Enum):
            members = list(annotation)
            kind = {"sub_type": "str"} if issubclass(annotation, str) else {}
            return {"type": "enum", "cls": annotation, "members": members, **kind}
        if isinstance(annotation, type) and issubclass(annotation, Record):
            return self._record(annotation)
        if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
            return self._dataclass(annotation)
        raise TypeError(_SCHEMA_ERROR.format(what=annotation))

    def _annotated(self, annotation: Any, constraints: Mapping[str, Any]) -> CoreSchema:
        inner, *metadata = typing.get_args(annotation)
        # Bounds are checked before every cleaning: none may be written after one (nor by the field).
        cleaning = next((at for at, item in enumerate(metadata) if isinstance(item, AfterValidator)), None)
        if cleaning is not None and (
            constraints
            or any(isinstance(item, FieldInfo) and item.constraints() for item in metadata[cleaning:])
        ):
            raise TypeError(_SCHEMA_ERROR.format(what=f"bounds checked after a cleaning in {annotation}"))
        bounds = dict(constraints)
        discriminator = None
        for item in metadata:
            if isinstance(item, FieldInfo):
                bounds = {**item.constraints(), **bounds}
                discriminator = item.discriminator or discriminator
        schema = (
            self._union(typing.get_args(inner), bounds, discriminator)
            if discriminator
            else self.of(inner, bounds)
        )
        for item in metadata:
            if isinstance(item, AfterValidator):
                schema = {
                    "type": "function-after",
                    "function": {"type": "no-info", "function": item.function},
                    "schema": schema,
                }
        return schema

    def _union(
        self, choices: tuple[Any, ...], constraints: Mapping[str, Any], discriminator: str | None = None
    ) -> CoreSchema:
        others = [choice for choice in choices if choice is not type(None)]
        if constraints and (discriminator is not None or len(others) > 1):
            raise TypeError(_SCHEMA_ERROR.format(what=f"bounds on {' | '.join(map(str, others))}"))
        schema: CoreSchema
        if discriminator is not None:
            tagged = {self._tag(choice, discriminator): self.of(choice) for choice in others}
            schema = {"type": "tagged-union", "choices": tagged, "discriminator": discriminator}
        elif len(others) == 1:
            schema = self.of(others[0], constraints)
        else:
            schema = {"type": "union", "choices": [self.of(choice) for choice in others]}
        return {"type": "nullable", "schema": schema} if len(others) < len(choices) else schema

    @staticmethod
    def _tag(choice: Any, discriminator: str) -> str:
        fields = dataclasses.fields(choice) if dataclasses.is_dataclass(choice) else ()
        default = next((field.default for field in fields if field.name == discriminator), None)
        if not isinstance(default, str):
            raise TypeError(_SCHEMA_ERROR.format(what=f"{choice} without a {discriminator} literal"))
        return default

    def _tuple(self, items: tuple[Any, ...], constraints: Mapping[str, Any]) -> CoreSchema:
        if len(items) == 2 and items[1] is Ellipsis:
            return {
                "type": "tuple",
                "items_schema": [self.of(items[0])],
                "variadic_item_index": 0,
                **constraints,
            }
        return {"type": "tuple", "items_schema": [self.of(item) for item in items], **constraints}

    def _dataclass(self, cls: type) -> CoreSchema:
        made = _DATACLASSES.get(cls)
        if made is None:
            alone = _Schemas()  # what it refers to is known only once it is made
            hints = typing.get_type_hints(cls, include_extras=True)
            fields = {
                field.name: _defaulted(alone.of(hints[field.name]), field.default)
                for field in dataclasses.fields(cls)
            }
            params = getattr(cls, "__dataclass_params__")  # noqa: B009 - not in the stubs
            made = dataclass_schema(cls, fields, frozen=params.frozen)
            if alone.definitions:  # it holds records: their definitions go with this schema's
                self.definitions.update(alone.definitions)
            else:
                _DATACLASSES[cls] = made
        return made

    def _record(self, cls: type[Record]) -> CoreSchema:
        ref = _ref(cls)
        defined = _DEFINED.get(cls)
        if defined is not None:
            self.definitions.update(defined)
        elif ref not in self.definitions:
            self._making.add(ref)
            self.definitions[ref] = {"type": "any"}  # a placeholder while its fields are made
            fields: dict[str, Any] = {}
            for name, info in cls.model_fields.items():
                annotation = info.annotation
                if info.discriminator is not None:  # given by the field, not in its annotation
                    annotation = typing.Annotated[annotation, FieldInfo(discriminator=info.discriminator)]
                schema = _defaulted(
                    self.of(annotation, info.constraints()), info.default, info.default_factory
                )
                fields[name] = {"type": "model-field", "schema": schema}
            record: Any = {
                "type": "model",
                "cls": cls,
                "schema": {"type": "model-fields", "fields": fields, "model_name": cls.__name__},
                "config": _config(cls),
            }
            for check in cls._checks():
                record = {
                    "type": "function-after",
                    "function": {"type": "no-info", "function": check},
                    "schema": record,
                }
            self.definitions[ref] = {**record, "ref": ref}
            self._making.discard(ref)
            defined = self._defined(ref)
            if self._making.isdisjoint(defined):  # not within a record still being made
                _DEFINED[cls] = defined
        return {"type": "definition-ref", "schema_ref": ref}

    def complete(self, schema: CoreSchema) -> CoreSchema:
        """``schema`` with the definitions it refers to."""
        if not self.definitions:
            return schema
        return {"type": "definitions", "schema": schema, "definitions": list(self.definitions.values())}


def schema_of(annotation: Any, rewrite: Callable[[CoreSchema], CoreSchema] | None = None) -> CoreSchema:
    """The core schema that validates ``annotation`` (any type a record's field can have); ``rewrite``,
    when given, is applied to it and to each definition it refers to."""
    schemas = _Schemas()
    schema = schemas.of(annotation)
    if rewrite is not None:
        schema = rewrite(schema)
        schemas.definitions = {ref: rewrite(value) for ref, value in schemas.definitions.items()}
    return schemas.complete(schema)


def object_schema(members: Mapping[str, Any], *, extra: Literal["ignore", "forbid"]) -> CoreSchema:
    """The core schema of a JSON object of ``members`` (names and annotations, each required, in
    order); other members are ignored or refused, as ``extra`` says."""
    schemas = _Schemas()
    fields = {
        name: {"type": "typed-dict-field", "schema": schemas.of(annotation), "required": True}
        for name, annotation in members.items()
    }
    return schemas.complete({"type": "typed-dict", "fields": fields, "extra_behavior": extra})


def validator_of(annotation: Any) -> SchemaValidator:
    """A validator of ``annotation`` (a tuple of records, say), with the records' own checks."""
    return SchemaValidator(schema_of(annotation))


def _frozen(record: Record, name: str, value: object) -> ValidationError:
    return ValidationError.from_exception_data(
        type(record).__name__, [{"type": "frozen_instance", "loc": (name,), "input": value}]
    )


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(Field, FieldInfo))
class Record:
    """Base of every stored value: immutable, strict about unknown keys, validated when made.

    ``Record(field=value, …)`` and :meth:`model_validate` validate (a ``ValidationError`` says what is
    wrong, where); :meth:`model_copy` and :meth:`model_construct` do not. Two records are equal when they
    are of the same class with equal fields.
    """

    __slots__ = ("__dict__", "__pydantic_extra__", "__pydantic_fields_set__", "__pydantic_private__")
    # What pydantic-core sets on an instance it makes: the fields (in __dict__), the names given (not for
    # a record it makes as a dataclass, as the quick log reader does: see _names_given).
    __pydantic_fields_set__: set[str]

    _record_fields: ClassVar[dict[str, FieldInfo]]
    model_fields: ClassVar[dict[str, FieldInfo]]
    """The class's fields by name, in order (made on first use)."""
    _record_validator: ClassVar[SchemaValidator]
    _record_serializer: ClassVar[SchemaSerializer]

    def __init__(self, /, **data: Any) -> None:
        type(self).record_validator().validate_python(data, self_instance=self)

    # ---- the class's fields, validator and serializer, made when first asked for

    @classmethod
    def _fields(cls) -> dict[str, FieldInfo]:
        fields = cls.__dict__.get("_record_fields")
        if fields is None:
            fields = {}
            for base in reversed(cls.__mro__[1:]):
                if issubclass(base, Record) and base is not Record:
                    fields.update(base._fields())
            own = inspect.get_annotations(cls)
            for name in fields.keys() & vars(cls).keys() - own.keys():
                raise TypeError(
                    f"{cls.__qualname__}.{name} stands for an inherited field: annotate it to change it"
                )
            for name, annotation in typing.get_type_hints(cls, include_extras=True).items():
                inherited = name in fields and name not in own
                if inherited or name.startswith("_") or typing.get_origin(annotation) is ClassVar:
                    continue
                info = cls.__dict__.get(name, PydanticUndefined)
                if not isinstance(info, FieldInfo):
                    info = FieldInfo(info)
                info.annotation = annotation
                fields[name] = info
            cls._record_fields = fields
            for name, info in fields.items():  # the class keeps defaults, not specifiers
                if name in vars(cls):
                    type.__delattr__(cls, name)
                if info.default is not PydanticUndefined:
                    type.__setattr__(cls, name, info.default)
        return fields

    @classmethod
    def _checks(cls) -> list[Callable[[Any], Any]]:
        seen: dict[str, Callable[[Any], Any]] = {}
        for klass in reversed(cls.__mro__):
            for name, value in klass.__dict__.items():
                if callable(value) and getattr(value, _CHECK, None) == "after":
                    seen[name] = value
        return list(seen.values())

    @classmethod
    def record_validator(cls) -> SchemaValidator:
        """The validator of this class (made on first use)."""
        return cls._made_once("_record_validator", SchemaValidator)

    @classmethod
    def record_serializer(cls) -> SchemaSerializer:
        """The serializer of this class (made on first use)."""
        return cls._made_once("_record_serializer", SchemaSerializer)

    @classmethod
    def _made_once(cls, name: str, make: Callable[[CoreSchema], _Made]) -> _Made:
        """The class's own ``name``, made from its schema by ``make`` the first time it is asked for."""
        made: _Made | None = cls.__dict__.get(name)
        if made is None:
            made = make(schema_of(cls))
            type.__setattr__(cls, name, made)
        return made

    @classmethod
    def _instance(cls, data: dict[str, Any], given: set[str]) -> Self:
        """A record holding ``data`` as its fields, ``given`` the names given, made without validating."""
        record = cls.__new__(cls)
        _set(record, "__dict__", data)
        _set(record, "__pydantic_fields_set__", given)
        _set(record, "__pydantic_extra__", None)
        _set(record, "__pydantic_private__", None)
        return record

    # ---- pydantic's names, for what the model layer does with records

    @classmethod
    def model_validate(cls, data: object, *, strict: bool | None = None) -> Self:
        """``data`` (a dict, or a record of this class) as a validated record of this class."""
        record: Self = cls.record_validator().validate_python(data, strict=strict)
        return record

    @classmethod
    def model_validate_json(cls, data: str | bytes, *, strict: bool | None = None) -> Self:
        """The JSON text ``data`` as a validated record of this class."""
        record: Self = cls.record_validator().validate_json(data, strict=strict)
        return record

    @classmethod
    def model_construct(cls, **values: Any) -> Self:
        """A record of ``values``, the missing fields at their defaults, without any validation."""
        fields = cls.model_fields
        data = {name: values[name] if name in values else info.get_default() for name, info in fields.items()}
        return cls._instance(data, set(values).intersection(fields))

    def model_copy(self, *, update: Mapping[str, Any] | None = None) -> Self:
        """The record with ``update``'s fields changed, not validated."""
        given = self._names_given()
        if not update:
            return type(self)._instance({**self.__dict__}, set(given))
        return type(self)._instance({**self.__dict__, **update}, given | update.keys())

    def _names_given(self) -> set[str]:
        """The fields given when the record was made; all of them for a record made without that set (the
        quick log reader's entries, each made with every field: see :mod:`fhrtool.storage.quicklog`)."""
        try:
            return self.__pydantic_fields_set__
        except AttributeError:
            return set(self.__dict__)

    def model_dump(self, *, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        """The fields as a dict; in JSON mode as JSON holds them (enums their values, tuples lists)."""
        dumped: dict[str, Any] = type(self).record_serializer().to_python(self, mode=mode)
        return dumped

    def model_dump_json(self, *, indent: int | None = None) -> str:
        """The record as JSON text."""
        return type(self).record_serializer().to_json(self, indent=indent).decode("utf-8")

    # ---- a value

    def __setattr__(self, name: str, value: object) -> None:
        raise _frozen(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise _frozen(self, name, None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        yield from self.__dict__.items()

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"

    def __copy__(self) -> Self:
        return self.model_copy()

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        # Its fields copied too: a dict in a record is mutable.
        return type(self)._instance(copy.deepcopy(self.__dict__, memo), set(self._names_given()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self)._instance, (self.__dict__, self._names_given()))


class _ModelFields:
    """``Record.model_fields``: the class's fields by name, in order (made on first use)."""

    def __get__(self, instance: object, owner: type[Record]) -> dict[str, FieldInfo]:
        return owner._fields()


Record.model_fields = _ModelFields()  # type: ignore[assignment]
