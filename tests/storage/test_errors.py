from pathlib import Path

from fhrtool.model.errors import FhrtoolError
from fhrtool.storage.errors import LoadError, NewerVersionError, SaveError, StorageError


def test_message_starts_with_the_file_and_keeps_a_translatable_template() -> None:
    error = LoadError("line {line}: not valid JSON", path=Path("camp.fhrc"), line=3)
    assert str(error) == "camp.fhrc: line 3: not valid JSON"
    assert error.template == "{file}: line {line}: not valid JSON"
    assert error.params == {"file": "camp.fhrc", "line": 3}
    assert error.path == Path("camp.fhrc")
    assert isinstance(error, StorageError)
    assert isinstance(error, FhrtoolError)


def test_without_a_file_the_message_is_the_problem_alone() -> None:
    error = SaveError("the disk is full")
    assert str(error) == "the disk is full"
    assert error.template == "the disk is full"
    assert error.path is None


def test_a_source_that_is_not_a_path_names_the_data() -> None:
    error = LoadError("not an fhrtool file", file="clipboard")
    assert str(error) == "clipboard: not an fhrtool file"
    assert error.path is None


def test_at_reports_the_same_problem_for_a_file_and_keeps_the_class() -> None:
    error = NewerVersionError("made by a newer fhrtool {app_version}; update to open it", app_version="9.0")
    located = error.at(Path("a.fhrc"))
    assert type(located) is NewerVersionError
    assert str(located) == "a.fhrc: made by a newer fhrtool 9.0; update to open it"
    assert located.path == Path("a.fhrc")
    assert str(error.at(None, "sheet.json in a.zip")).startswith("sheet.json in a.zip: made by")
