"""Which language the interface speaks, and loading its translations.

fhrtool ships Japanese and English. The English text is in the source; Japanese comes from
``fhrtool/resources/i18n/fhrtool_ja.qm``, compiled from its ``.ts`` source by ``make translations`` and
shipped in the package (a test checks it is up to date), plus Qt's own translations of standard buttons,
which PySide6 brings in its ``Qt/translations`` folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fhrtool.model.text import plural as plural  # the interface's counted words, as the commands'

LANGUAGES = ("ja", "en")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for the translation tools of ``context`` and return it unchanged.

    The tools find the mark by this name; PySide6's own version is typed to return ``object``, so
    strings marked with it need a ``str()`` before they can be used as text.
    """
    return text


QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
"""Qt's own words that Qt's Japanese translation lacks (its file dialog's labels changed since it was
made): fhrtool's translation holds them, and Qt looks there when its own has nothing."""


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
    """The compiled ``.qm`` file for ``language`` in ``i18n_dir``, if there is one."""
    compiled = i18n_dir / f"fhrtool_{language}.qm"
    return compiled if compiled.is_file() else None


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
