"""Files on disk: paths, the file envelope and its migrations, atomic saves, backups, recovery (no Qt)."""
