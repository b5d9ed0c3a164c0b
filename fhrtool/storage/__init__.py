"""Files on disk: paths, the file envelope and its migrations, atomic saves, backups, recovery (no Qt).

Backups of a document live beside it, in a ``.fhrtool-backups`` folder (see :mod:`.atomic`); the
application's own files (preferences, recovery files, preferences set aside) live under :class:`.paths.AppPaths`.
"""
