# Set-up is part of every target: a fresh clone needs only `make run` or `make test`.
PYTHON ?= python3
VENV := .venv
CORE_VENV := .venv-core
BIN := $(VENV)/bin
CORE_BIN := $(CORE_VENV)/bin
STAMP := $(VENV)/.fhrtool-installed
CORE_STAMP := $(CORE_VENV)/.fhrtool-installed
PACKAGE_VENV := .venv-package
PACKAGE_BIN := $(PACKAGE_VENV)/bin
PACKAGE_STAMP := $(PACKAGE_VENV)/.fhrtool-installed
PIP_FLAGS := --quiet --disable-pip-version-check
TS := fhrtool/resources/i18n/fhrtool_ja.ts
QM := $(TS:.ts=.qm)
WHEEL_DIR := dist/python
PURE_TESTS := tests/test_layers.py tests/model tests/rules tests/storage tests/steps

# Tests run headless; `make run` keeps the desktop's own platform.
pytest test-core bench: export QT_QPA_PLATFORM ?= offscreen

.PHONY: run test test-core lint typecheck layers pytest bench translations screenshots wheel package package-test clean

run: $(STAMP)
	$(BIN)/fhrtool $(ARGS)

test: lint typecheck layers pytest test-core

# Each venv is made by the same rule: .venv (everything), .venv-core (no Qt), .venv-package (runtime + build).
%/bin/python:
	$(PYTHON) -m venv $*

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install $(PIP_FLAGS) --editable '.[test]'
	touch $@

# The pure layers in a venv that has no PySide6 at all.
$(CORE_STAMP): pyproject.toml tools/core_requirements.py | $(CORE_BIN)/python
	$(PYTHON) tools/core_requirements.py > $(CORE_VENV)/requirements.txt
	$(CORE_BIN)/python -m pip install $(PIP_FLAGS) -r $(CORE_VENV)/requirements.txt
	$(CORE_BIN)/python -m pip install $(PIP_FLAGS) --no-deps --editable .
	touch $@

lint: $(STAMP)
	$(BIN)/ruff check fhrtool tests tools bench packaging
	$(BIN)/ruff format --check fhrtool tests tools bench packaging
	$(BIN)/python tools/extract_messages.py --check

typecheck: $(STAMP)
	$(BIN)/mypy --strict fhrtool

layers: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	$(BIN)/python -m pytest --cov --cov-report= $(PYTEST_ARGS)
	$(BIN)/python -m coverage report --include='fhrtool/rules/*,fhrtool/storage/*,fhrtool/steps/*' --fail-under=100

# pytest-qt is absent there, so its qt_* settings in pyproject.toml are unknown options: not an error.
test-core: $(CORE_STAMP)
	FHRTOOL_EXPECT_NO_QT=1 $(CORE_BIN)/python -m pytest -p no:cacheprovider \
		-W ignore::pytest.PytestConfigWarning $(PURE_TESTS)

# Every script runs and prints its figures against their targets; the target fails when any was missed.
bench: $(STAMP)
	failed=0; for script in bench/bench_*.py; do $(BIN)/python $$script || failed=1; done; exit $$failed

# After changing user-facing strings: refresh the translation source, translate what is new in it, then run
# this again to compile it. The compiled .qm is committed and shipped in the package, so that a wheel or
# sdist needs no Qt tools to build; tests/packaging/test_shipped_translation.py checks it is up to date.
translations: $(STAMP)
	$(BIN)/python tools/extract_messages.py
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete -extensions py fhrtool -ts $(TS)
	$(BIN)/pyside6-lrelease -silent $(TS) -qm $(QM)

# The README's pictures: the demo campaign in both languages, rendered offscreen with fresh preferences.
screenshots: $(STAMP)
	mkdir -p docs/screenshots
	for lang in en ja; do for panel in sheet tracker board; do \
		QT_QPA_PLATFORM=offscreen FHRTOOL_HOME=$$(mktemp -d) $(BIN)/fhrtool --lang $$lang --panel $$panel \
			--screenshot docs/screenshots/$$panel-$$lang.png || exit 1; \
	done; done

# The Python package: an sdist and a wheel built from that sdist, into dist/python (pipx install that wheel).
wheel: $(STAMP)
	rm -rf $(WHEEL_DIR)
	$(BIN)/python -m build --outdir $(WHEEL_DIR) .

clean:
	rm -rf $(VENV) $(CORE_VENV) $(PACKAGE_VENV) .pytest_cache .mypy_cache .ruff_cache .coverage build dist *.egg-info

# Packaging: the one-folder bundle (dist/fhrtool) and its Linux tarball, built by PyInstaller in a venv that
# holds only the runtime dependencies and the build tools (see README.md, "Building the bundle").
$(PACKAGE_STAMP): pyproject.toml packaging/requirements.txt | $(PACKAGE_BIN)/python
	$(PACKAGE_BIN)/python packaging/build.py requirements > $(PACKAGE_VENV)/requirements.txt
	$(PACKAGE_BIN)/python -m pip install $(PIP_FLAGS) -r $(PACKAGE_VENV)/requirements.txt
	touch $@

package: $(PACKAGE_STAMP)
	bash packaging/system_packages.sh $(PACKAGE_BIN)/python
	$(PACKAGE_BIN)/python packaging/build.py

# Builds, then checks the bundle with Python hidden and compares it with what `make run` starts.
package-test: package $(STAMP)
	$(PACKAGE_BIN)/python packaging/smoke_test.py --compare $(BIN)/fhrtool
