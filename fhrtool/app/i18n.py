"""Which language the interface speaks, and loading its translations.

fhrtool ships Japanese and English. The English text is in the source; Japanese comes from
``resources/i18n/fhrtool_ja.qm`` (compiled from the ``.ts`` file by the Makefile, or at start-up when
the compiled file is missing or older) plus Qt's own translations of standard buttons.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("ja", "en")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for the translation tools of ``context`` and return it unchanged.

    The tools find the mark by this name; PySide6's own version is typed to return ``object``, so
    strings marked with it need a ``str()`` before they can be used as text.
    """
    return text


def tr(text: str) -> str:
    """Translate ``text`` outside a QObject.

    The translation tools file every free ``tr("...")`` call under the empty context, so this looks
    it up there; inside a QObject subclass use ``self.tr()`` instead.
    """
    return QCoreApplication.translate("", text)


def interface_language() -> str:
    """The language the interface speaks now (``ja`` or ``en``): the one :class:`Translations` set."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def system_language() -> str:
    """``ja`` when the system locale is Japanese, else ``en``."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def resolve(language: str) -> str:
    """A preference ("system", "ja", "en") as the language to use."""
    return language if language in LANGUAGES else system_language()


def compiled_translation(i18n_dir: Path, language: str) -> Path | None:
    """The ``.qm`` file for ``language``, compiling it from its ``.ts`` source when needed."""
    source = i18n_dir / f"fhrtool_{language}.ts"
    compiled = i18n_dir / f"fhrtool_{language}.qm"
    if source.exists() and (not compiled.exists() or compiled.stat().st_mtime < source.stat().st_mtime):
        lrelease = shutil.which("pyside6-lrelease")
        if lrelease:
            subprocess.run([lrelease, "-silent", str(source), "-qm", str(compiled)], check=False)
    return compiled if compiled.exists() else None


class Translations:
    """The translators installed in the application; ``use(language)`` switches them.

    What language is in use afterwards is :func:`interface_language`'s answer, not this object's.
    """

    def __init__(self, i18n_dir: Path) -> None:
        self._i18n_dir = i18n_dir
        self._installed: list[QTranslator] = []

    def use(self, language: str) -> None:
        """Speak the preference ``language`` ("system", "ja" or "en") from now on."""
        app = QCoreApplication.instance()
        assert app is not None, "create the application before loading translations"
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        chosen = resolve(language)
        QLocale.setDefault(QLocale(QLocale.Language.Japanese if chosen == "ja" else QLocale.Language.English))
        if chosen == "en":
            return
        own = QTranslator(app)
        qm = compiled_translation(self._i18n_dir, chosen)
        if qm is not None and own.load(str(qm)):
            app.installTranslator(own)
            self._installed.append(own)
        qt = QTranslator(app)
        if qt.load(f"qtbase_{chosen}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
