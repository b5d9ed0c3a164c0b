import errno
import gc
import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fhrtool.storage import jsonfile
from fhrtool.storage.errors import LoadError
from fhrtool.storage.jsonfile import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    nesting_exceeds,
    parse_json,
    read_bytes,
    structure_of,
)


def test_read_bytes_returns_the_file(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"[1]")
    assert read_bytes(path) == b"[1]"


def test_a_missing_file_is_named_as_such(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"^no such file$"):
        read_bytes(tmp_path / "missing.fhrc")


def test_a_folder_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"^not a file$"):
        read_bytes(tmp_path)


@pytest.mark.parametrize(
    ("number", "message"),
    [
        (errno.EACCES, "^permission denied$"),
        (errno.EPERM, "^permission denied$"),
        (errno.EIO, r"^cannot be read \(Input/output error\)$"),
    ],
)
def test_read_errors_say_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int, message: str
) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"{}")

    def refuse(*_args: object) -> None:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(jsonfile, "open", refuse, raising=False)
    with pytest.raises(LoadError, match=message):
        read_bytes(path)


def test_a_read_error_without_a_reason_still_says_something(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"{}")

    def refuse(*_args: object) -> None:
        raise OSError("odd failure")

    monkeypatch.setattr(jsonfile, "open", refuse, raising=False)
    with pytest.raises(LoadError, match=r"^cannot be read \(odd failure\)$"):
        read_bytes(path)


def test_a_too_large_file_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.fhrc"
    with open(path, "wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no 130 MB written to the disk

    def must_not_open(*_args: object) -> None:
        raise AssertionError("the file was opened")

    monkeypatch.setattr(jsonfile, "open", must_not_open, raising=False)
    with pytest.raises(LoadError, match=r"^too large \(130.0 MB; the limit is 130.0 MB\)$"):
        read_bytes(path)


def test_a_file_larger_than_it_said_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Files that report no size (/proc, devices behind links) or grow while read are still bounded."""
    path = tmp_path / "growing.json"
    path.write_bytes(b"x" * 11)
    real_stat = os.stat

    def stat_without_size(target: object) -> os.stat_result:
        fields = list(real_stat(target))  # type: ignore[arg-type]
        fields[6] = 0  # st_size
        return os.stat_result(fields)

    monkeypatch.setattr(jsonfile.os, "stat", stat_without_size)
    with pytest.raises(LoadError, match="too large"):
        read_bytes(path, limit=10)


def test_parse_json_refuses_too_much_data() -> None:
    with pytest.raises(LoadError, match=r"^too large \(0.0 MB; the limit is 0.0 MB\)$"):
        parse_json(b"[1, 2, 3]", limit=8)


def test_parse_json_refuses_text_that_is_not_utf8() -> None:
    with pytest.raises(LoadError, match=r"^byte 2: not UTF-8 text$"):
        parse_json(b'["\xff"]')


WIDE = "UTF-16 text: fhrtool reads UTF-8 text; save the file as UTF-8 and open it again"


@pytest.mark.parametrize(
    ("encoding", "named"),
    [
        ("utf-16", "UTF-16"),  # with the byte order mark of the machine
        ("utf-16-le", "UTF-16"),  # Windows' "Unicode", without a mark
        ("utf-16-be", "UTF-16"),
        ("utf-32", "UTF-32"),
        ("utf-32-le", "UTF-32"),
        ("utf-32-be", "UTF-32"),
    ],
)
@pytest.mark.parametrize("text", ['{"名前": "天城"}', ' \n["a"]', "{}", "\ufeff[1]"])
def test_parse_json_says_which_wide_encoding_a_text_is_in(encoding: str, named: str, text: str) -> None:
    message = WIDE.replace("UTF-16", named)
    with pytest.raises(LoadError, match=f"^{message}$"):
        parse_json(text.encode(encoding))


@pytest.mark.parametrize("mark", [b"\xff\xfe", b"\xfe\xff"])
def test_a_utf16_byte_order_mark_alone_is_utf16(mark: bytes) -> None:
    with pytest.raises(LoadError, match=f"^{WIDE}$"):
        parse_json(mark)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(), lambda inner: st.lists(inner)))
def test_no_utf8_json_is_taken_for_a_wide_encoding(value: object) -> None:
    for data in (json.dumps(value).encode(), json.dumps(value, ensure_ascii=False).encode("utf-8-sig")):
        assert parse_json(data) == value


def test_parse_json_accepts_a_byte_order_mark() -> None:
    assert parse_json('\ufeff{"a": "日本"}'.encode()) == {"a": "日本"}


def test_parse_json_says_line_and_column() -> None:
    with pytest.raises(LoadError, match=r"^line 3, column 7: not valid JSON \(Expecting value\)$"):
        parse_json(b'{\n "a": 1,\n "b": }')


@pytest.mark.parametrize("text", [b"[NaN]", b"[Infinity]", b"[-Infinity]"])
def test_parse_json_refuses_numbers_json_does_not_have(text: bytes) -> None:
    with pytest.raises(LoadError, match="is not a number JSON allows"):
        parse_json(text)


def test_parse_json_refuses_an_absurdly_long_number() -> None:
    with pytest.raises(LoadError, match=r"^not valid JSON \(Exceeds the limit"):
        parse_json(b"[" + b"9" * 5_000 + b"]")


def test_nesting_up_to_the_limit_is_accepted_and_beyond_it_refused() -> None:
    assert parse_json(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH) is not None
    with pytest.raises(LoadError, match=r"^nested more than 64 levels deep$"):
        parse_json(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1))


def test_a_hostile_file_of_100000_brackets_gives_a_clean_error() -> None:
    with pytest.raises(LoadError, match="nested more than"):
        parse_json(b"[" * 100_000)
    with pytest.raises(LoadError, match="nested more than"):
        parse_json(b'{"a":' * 100_000)


def test_brackets_inside_strings_do_not_count() -> None:
    assert parse_json(json.dumps(["[" * 500, "{" * 500]).encode()) == ["[" * 500, "{" * 500]


def test_escaped_quotes_and_backslashes_do_not_end_a_string() -> None:
    tricky = ['\\"[[[[', "\\", '"', '\\\\"' + "[" * 100]
    assert parse_json(json.dumps(tricky).encode()) == tricky


def test_nesting_is_counted_across_chunks() -> None:
    wide = b"[]" * 50_000
    assert not nesting_exceeds(b"[" * 10 + wide + b"]" * 10, 64)
    assert nesting_exceeds(wide + b"[" * 65 + b"]" * 65, 64)
    assert not nesting_exceeds(b"", 64)


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    return 0


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ab\u3042'),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\k', max_size=3), inner)
    ),
    max_leaves=30,
)


@given(value=json_values, limit=st.integers(0, 8), ascii_only=st.booleans())
def test_nesting_count_matches_the_structure(value: object, limit: int, ascii_only: bool) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only).encode()
    assert nesting_exceeds(text, limit) == (_depth(value) > limit)


def _marks_outside_strings(text: bytes) -> bytes:
    """The brackets, commas and colons of the JSON text ``text`` outside its strings, one by one."""
    marks, inside, escaped = bytearray(), False, False
    for byte in text:
        if inside:
            inside, escaped = (escaped or byte != ord('"')), (not escaped and byte == ord("\\"))
        elif byte == ord('"'):
            inside = True
        elif byte in b"[]{},:":
            marks.append(byte)
    return bytes(marks)


marked_values = st.recursive(
    st.none() | st.integers() | st.text(alphabet=':,[]{}"\\a') | st.sampled_from(["12:30:00", "::", ":", ""]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet=':,"\\k', max_size=3), inner)
    ),
    max_leaves=30,
)


@given(value=marked_values, indent=st.sampled_from([None, 1]))
def test_the_structure_is_the_marks_outside_strings(value: object, indent: int | None) -> None:
    text = json.dumps(value, indent=indent).encode()
    assert structure_of(text) == _marks_outside_strings(text)


def test_too_many_values_are_refused_before_parsing() -> None:
    assert parse_json(b'[1, "a,b", {"c": [2]}]', max_values=5) == [1, "a,b", {"c": [2]}]
    with pytest.raises(LoadError, match=r"^holds more than 4 values$"):
        parse_json(b'[1, "a,b", {"c": [2]}]', max_values=4)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (b'{"level": 1, "level": true}', "level"),
        (b'[{"a": 1}, {"a": {"x": 1, "y": 2, "x": 3}}]', "x"),
        (b'{"\\u001b[31m": 1, "\\u001b[31m": 2}', "\\x1b[31m"),
        (('{"' + "k" * 100 + '": 1, "' + "k" * 100 + '": 2}').encode(), "k" * 39 + "…"),
    ],
)
def test_a_key_twice_in_one_object_is_refused(text: bytes, key: str) -> None:
    """Python's JSON keeps the last of two equal keys without a word; a file saying two things is refused."""
    with pytest.raises(LoadError) as refused:
        parse_json(text)
    assert str(refused.value) == f'the key "{key}" appears twice in one object'


def test_the_first_object_with_a_repeated_key_is_the_one_reported() -> None:
    text = b'[{"b": {"x": 1, "y": 2, "y": 3, "x": 4}}, {"a": 1, "a": 2}, {"b": 1, "b": 2}]'
    with pytest.raises(LoadError, match=r'^the key "y" appears twice in one object$'):
        parse_json(text)


def test_text_that_is_not_json_is_reported_so_even_after_a_repeated_key() -> None:
    with pytest.raises(LoadError, match=r"^line 1, column 22: not valid JSON"):
        parse_json(b'[{"a": 1, "a": 2}, 1 2]')
    with pytest.raises(LoadError, match=r"^not valid JSON \(the number 1e400 is too large\)$"):
        parse_json(b'[{"a": 1, "a": 2}, 1e400]')


def test_equal_keys_in_different_objects_are_fine() -> None:
    assert parse_json(b'[{"a": 1}, {"a": 2, "b": {"a": 3}}]') == [{"a": 1}, {"a": 2, "b": {"a": 3}}]


def test_a_number_too_large_for_a_float_is_refused() -> None:
    with pytest.raises(LoadError, match=r"^not valid JSON \(the number 1e400 is too large\)$"):
        parse_json(b"[1e400]")


@pytest.mark.parametrize("enabled", [True, False])
def test_parsing_leaves_the_garbage_collector_as_it_found_it(enabled: bool) -> None:
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        assert parse_json(b'{"a": [1, {"b": 2}]}') == {"a": [1, {"b": 2}]}
        assert gc.isenabled() == enabled
        with pytest.raises(LoadError):
            parse_json(b'{"a": [1, ')
        assert gc.isenabled() == enabled
    finally:
        (gc.enable if was else gc.disable)()
